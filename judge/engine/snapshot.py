"""Game → FinalState (the frozen contract read by the suite and the renderers)."""

from __future__ import annotations

import functools

from judge.cards import ir
from judge.cards.catalog import catalog
from judge.dsl.ast import CardDef
from judge.cards import phrasebook
from judge.cards.english import STEP_WORDS, with_article
from judge.engine.context import refer, static_abilities, static_rules
from judge.engine.game import Game
from judge.engine.kinds import ShieldKind
from judge.engine.outcome import EffectView, FinalState, ObjectView, PlayerView, StackView
from judge.zones import ZONE_WORDS, Zone


def snapshot(game: Game) -> FinalState:
    # (each scenario's outcome ends here, and each checkpoint: the players, the objects' words and
    # controllers, the stack and the effects worked out in this function's own lines — no call of
    # a helper or a generator's step for each, ~150K calls of a suite's pass, fifty-eighth session;
    # the same values as game.controller_of, _ability_words and _effects: tests/engine/test_fixed58_snapshot.py)
    played = game.this_turn.lands_played
    players = tuple([PlayerView(p.name, p.life, p.pool_text() if any(p.pool.values()) else "", p.lost, p.loss_reason,
                                played[p.name] if p.name in played else 0, p.poison) for p in game.players])
    objects = []
    order: list[int] = list(game.in_play) + list(game.permanents.phased_out)
    for p in game.players:
        for z in (Zone.HAND, Zone.LIBRARY, Zone.GRAVEYARD, Zone.REMOVED):
            order += game.zones[(p.name, z)]
    chars, every, zone_words = game.chars, game.objects, ZONE_WORDS
    computed = game.derived.chars
    keyword = ir.Keyword
    given = _given(game) if static_abilities(game) else {}
    # (the views already made for this game's copies, by their fields — Game.views, None for a game never copied:
    # a view is a frozen value, so an object an exploration's outcomes see alike is one view, made once — the 23-field
    # init was a third of a snapshot's time; tests/engine/test_snapshot_views83.py)
    views = game.views
    for oid in order:
        o = every[oid]
        ch = (computed[oid] if oid in computed else None) or chars(o)  # (computed already in this state: no call)
        if ch.abilities:  # (_ability_words)
            words = []
            for a in ch.abilities:
                if isinstance(a, keyword):
                    words.append(str(a))
                elif getattr(a, "text", ""):
                    words.append(a.text)
            said = tuple(words)
        else:
            said = ()
        # (ObjectView's fields in order: id, name, zone, owner, controller, label, token, types,
        # subtypes, supertypes, colors, power, toughness, tapped, damage, counters, abilities,
        # attached_to, timestamp, attacking, blocking, blocked, shields, given; the status of a card
        # outside play is none)
        if o.zone == Zone.IN_PLAY:
            # (game.controller_of: the characteristics computed in this state, else computed now)
            now = game.derived.chars
            now = now[oid] if oid in now else None
            controller = (now if now is not None else chars(o)).controller or o.controller
            fields = (o.id, ch.name, zone_words[o.zone], o.owner, controller, o.label, o.token, ch.types, ch.subtypes,
                      ch.supertypes, ch.colors, ch.power, ch.toughness, o.tapped, o.damage,
                      tuple(sorted(o.counters.items())) if o.counters else (), said,
                      o.attached_to, o.timestamp, o.attacking,
                      o.blocking, o.blocked, o.regen_shields, given[oid] if oid in given else ())
        else:
            fields = (o.id, ch.name, zone_words[o.zone], o.owner, None, o.label, o.token, ch.types, ch.subtypes,
                      ch.supertypes, ch.colors, ch.power, ch.toughness, False, 0, (), said, None, 0, False, False, False, 0)
        if views is None:
            objects.append(ObjectView(*fields))
        else:
            view = views.get(fields)
            if view is None:
                view = views[fields] = ObjectView(*fields)
            objects.append(view)
    stack = tuple([StackView(s.id, s.kind, s.name, s.controller, s.label,
                             tuple([t.describe(game) for t in s.targets])) for s in game.stack.items]) \
        if game.stack.items else ()
    return FinalState(players=players, objects=tuple(objects), stack=stack, active=game.turns.active, step=STEP_WORDS[game.turns.step],
                      turn=game.turns.turn, result=game.end.result, winner=game.end.winner,
                      priority=None if game.end.over else game.turns.priority,
                      effects=_effects(game) if game.replacements.items else ())


#: The rules that do what a later keyword names (judge.dsl.modern.KEYWORDS), each with that keyword:
#: "can't be the target of spells or abilities" (shroud), "can block as though it had flying" (reach),
#: "can't be blocked except by artifact creatures and/or black creatures" (fear: only that rule's
#: creatures, :func:`_is_fear`, not Dread Wight's or a Wall's "except by …").
LATER_KEYWORD_RULES: tuple[tuple[type, str], ...] = ((ir.CantBeTargeted, "shroud"), (ir.CanBlockAsThoughFlying, "reach"),
                                                     (ir.CantBeBlockedExceptBy, "fear"))


@functools.cache
def _fear_filter() -> ir.Filter:
    """The blockers fear allows, as the card reader reads fear's sentence (the era's words, 502.1's reminder:
    judge.cards.phrases.KEYWORD_SENTENCES) — one reading of it for a card's "has fear" and this check. (phrases
    imported here: a plain ask, which meets no "except by" rule, never loads it —
    tests/engine/test_seldom_rules_loaded_when_needed.py.)"""
    from judge.cards.phrases import KEYWORD_SENTENCES

    card = CardDef(name="Feared One", type_line="Creature", types=("creature",), power="1", toughness="1",
                   text=KEYWORD_SENTENCES["fear"].replace("~", "Feared One"))
    rule = catalog().abilities(card).abilities[0].effects[0]
    assert isinstance(rule, ir.CantBeBlockedExceptBy)
    return rule.filter


def _is_fear(rule: object) -> bool:
    """Whether ``rule`` is fear's: "can't be blocked except by artifact creatures and/or black creatures"
    (Corrupting Licid's and Fear's "Enchanted creature has fear.", read by its reminder; audit: `ability fear`
    failed on the creature they enchant)."""
    return isinstance(rule, ir.CantBeBlockedExceptBy) and rule.filter == _fear_filter()


def _given(game: Game) -> dict[int, tuple[tuple[str, str], ...]]:
    """(later keyword, source) for each permanent a rule of :data:`LATER_KEYWORD_RULES` of a static
    ability in play applies to now (its condition holding, 418.4): Crystalline Sliver's shroud on
    each Sliver, Web's reach on the enchanted creature — the source's rule, which the permanent
    doesn't have as an ability of its own (so Humility, taking the Sliver's abilities, leaves it)."""
    out: dict[int, list[tuple[str, str]]] = {}
    for kind, word in LATER_KEYWORD_RULES:
        for sid, rule, ctx in static_rules(game, kind):
            if kind is ir.CantBeBlockedExceptBy and not _is_fear(rule):
                continue
            for thing in refer(ctx, rule.what or ir.This()):
                if isinstance(thing, int):
                    out.setdefault(thing, []).append((word, game.objects[sid].display()))
    return {oid: tuple(dict.fromkeys(pairs)) for oid, pairs in out.items()}


def _effects(game: Game) -> tuple[EffectView, ...]:
    """The replacement and prevention effects in force (419), prevention shields with what
    is left of them (419.7b); regeneration shields are counted on their objects."""
    out = []
    for r in game.replacements.items:
        if r.kind is ShieldKind.REGENERATION:
            continue
        d = r.memory
        if r.kind is ShieldKind.PREVENTION and d.protects:
            who = d.player or (game.describe(d.obj) if d.obj is not None else "")
            left = d.remaining
            if d.next_time:
                words = f"the next time damage would be dealt to {who}, it is prevented"
            elif left is None:
                # (Fog: a shield for everything; Undergrowth's leaves a kind of source alone)
                kind = "combat damage" if d.combat else "damage"
                dealer = d.from_source  # Laccolith Rig: the damage one creature would deal, not all of it
                by = f" {game.describe(dealer)} would deal" if dealer is not None else ""
                words = f"all {kind}{by}{' to ' + who if who else ''} is prevented"
                if d.except_from is not None:
                    spared = phrasebook.filter_phrase(d.except_from)
                    words += f" except {kind} dealt by {with_article(spared)}"
            else:
                words = f"the next {left} damage to {who} is prevented"
            out.append(EffectView(ShieldKind.PREVENTION, f"{words} ({r.text})", d.player, d.obj,
                                  None if d.next_time else left))
        else:
            out.append(EffectView(r.kind, r.text))
    return tuple(out)
