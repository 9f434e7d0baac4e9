"""Resolving the scenario's references (``Grizzly Bears``, ``@a``, ``Bob``) to game objects."""

from __future__ import annotations

from typing import Optional, Sequence, Union

from judge.dsl.ast import Ref
from judge.engine.game import Game
from judge.engine.objects import GameObject
from judge.zones import Zone


def _zone_objects(game: Game, zone: Optional[Zone], player: Optional[str]) -> list[GameObject]:
    out = []
    if zone in (None, Zone.IN_PLAY):
        out += [game.objects[i] for i in game.in_play]
    if zone in (None, Zone.STACK):
        out += [game.objects[s.card_obj] for s in game.stack.items if s.card_obj is not None]
    for p in game.players:
        for z in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.REMOVED):
            if zone in (None, z):
                out += [game.objects[i] for i in game.zones[(p.name, z)]]
    if player:
        out = [o for o in out if (o.controller or o.owner) == player or o.owner == player]
    return out


def _interchangeable(game: Game, objs: Sequence[GameObject]) -> bool:
    """Objects that differ in nothing the rules could see (same card, zone, status), nor in what
    the game keeps of them apart from the object: what each chose as it came into play (410.10e)
    and whether it was dealt damage this turn (Fatal Blow) — as the explorer's options
    (:func:`judge.engine.decider.interchangeable_key`)."""
    chosen, damaged = game.permanents.chosen_on_entry, game.this_turn.damaged
    # (what the permanents in play are attached to, looked at once for all the objects compared, not
    # once for each: the same state throughout)
    hosts = {game.objects[i].attached_to for i in game.in_play}
    def rest(o: GameObject):
        made = chosen.get(o.id)  # (none chosen, the common case: no words sorted)
        entry = tuple(sorted((type(k).__name__, k.value, repr(v)) for k, v in made.items())) if made else ()
        return (o.id in hosts, entry, o.id in damaged)
    # (each compared with the first, stopping at the first that differs: all are alike exactly when
    # each is like the first; the state compared field by field, no key built: GameObject.same_state)
    first = objs[0]
    kept = rest(first)
    return all(o.same_state(first) and rest(o) == kept for o in objs[1:])


def resolve_refs(game: Game, refs: Sequence[Ref], **kw) -> list[Union[int, str]]:
    """Several references in one list (``paying with Swamp, Swamp``): a name written twice for
    interchangeable objects means two of them, not the same one twice."""
    out: list[Union[int, str]] = []
    for r in refs:
        out.append(resolve_ref(game, r, exclude=[o for o in out if isinstance(o, int)], **kw))
    return out


def resolve_ref(game: Game, ref: Ref, zone: Optional[Zone] = None, player: Optional[str] = None,
                allow_player: bool = False, what: str = "", exclude: Sequence[int] = ()) -> Union[int, str]:
    """The object (id) or player (name) a scenario Ref names.

    Looks in ``ref.zone`` or ``zone`` (None: in play, then the stack, then every other zone).
    Several matching objects are an error unless they are interchangeable.
    """
    if allow_player and ref.name and not ref.label and not ref.zone and not ref.player:
        for p in game.players:
            if p.name == ref.name:
                return p.name
    ref_zone = ref.zone
    if ref.label:
        # (the stack looked at in a loop, not a generator's step: most labelled references are made with an
        # empty stack or one without a labelled pseudospell — 12.8K generators a warm pass over every third
        # scenario before; eightieth session, tests/engine/test_calls80_warm.py)
        for so in game.stack.items:
            if so.label == ref.label and so.card_obj is None:
                return so.id  # an ability's pseudospell on the stack (217.6b)
        oid = game.labels.get(ref.label)
        if oid is None or not game.exists(oid):
            raise game.error(ref.span, f"no object labelled @{ref.label} exists now{' (' + what + ')' if what else ''}")
        o = game.objects[oid]
        if ref_zone is not None and o.zone is not ref_zone:
            raise game.error(ref.span, f"@{ref.label} is in {o.zone}, not in {ref.zone}")
        if ref_zone is None and zone is Zone.IN_PLAY and o.zone is not Zone.IN_PLAY:
            # what must be in play (a mana source, a permanent whose ability is played): a card
            # in a graveyard paid mana by its label (audit 9906: Soldevi Excavations)
            raise game.error(ref.span, f"@{ref.label} ({o.card.name}) is in {o.zone}, not in play"
                                       f"{' (' + what + ')' if what else ''}")
        return oid
    want_zone = ref_zone or zone
    owner = ref.player or None
    zones = [want_zone] if want_zone else [Zone.IN_PLAY, Zone.STACK, Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.REMOVED]
    wanted = (ref.name or "").lower()  # (the name looked for, lowered once for every object compared)
    for z in zones:
        cands = [o for o in _zone_objects(game, z, owner if z in (Zone.IN_PLAY, Zone.STACK) else (owner or (player if z in (Zone.HAND,) else None)))
                 if o.card.name.lower() == wanted]
        if z == Zone.HAND and player and not owner:
            cands = [o for o in cands if o.owner == player] or cands
        if not cands:
            continue
        if len(cands) > 1 and not _interchangeable(game, cands):
            raise game.error(ref.span, f"{ref} is ambiguous: {len(cands)} objects named {ref.name} are in {z} and they "
                                       f"differ; give them labels (`{ref.name} as @a`) and refer to the label", mistake=True)
        rest = [o for o in cands if o.id not in exclude]
        return (rest or cands)[0].id
    if want_zone in (None, Zone.IN_PLAY):
        phased = [game.objects[i] for i in game.permanents.phased_out if game.objects[i].card.name.lower() == wanted
                  and (owner is None or (game.objects[i].controller or game.objects[i].owner) == owner)]
        if phased and want_zone is None:
            return phased[0].id  # named as a label names it: what it is asked to be refuses it (409.1c)
        if phased:
            raise game.error(ref.span, _phased_out(phased[0].card.name, what))
    where = want_zone.value if want_zone else "any zone"
    # a name no object answers to is the scenario's mistake: a `tries to` line proves nothing by it
    raise game.error(ref.span, f"no object named {ref} {where if where.startswith('in ') else 'in ' + where}"
                               f"{' (' + what + ')' if what else ''}", mistake=True)


def _phased_out(name: str, what: str) -> str:
    """Why a phased-out permanent can't be what a line names: while phased out it is treated as
    though it doesn't exist (not in play: no target, no attacker or blocker, no source)."""
    return (f"{name} is phased out: it is treated as though it doesn't exist — not in play, it can't be targeted, "
            f"attack, block or be used (glossary \"Phasing\"; the phased-out zone, 217.8 of the 1998 rules)"
            f"{' (' + what + ')' if what else ''}")
