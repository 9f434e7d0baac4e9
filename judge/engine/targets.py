"""Targets: what a "target" word may choose (409.1c) and re-checking on resolution
(413.2a). Whether an object or player fits the target's IR :class:`~judge.cards.ir.Filter`
is :func:`judge.engine.filters.matches`, the one matcher every part of the engine uses.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import SOURCE, possessive, serial_or, with_article
from judge.dsl.ast import Ref, Wording
from judge.engine.characteristics import own_ability_lost
from judge.engine.context import abilities_switched_off, refer, static_abilities, static_rules
from judge.engine.decider import Option
from judge.engine.filters import Thing, lands_of, resolving_ability_of, tapped_to_pay, compared_said, controller, matches, stack_object_targets, type_named_otherwise, what_it_is, zones_matched  # noqa: F401  (matches: still importable from here)
from judge.engine.game import Game
from judge.engine.kinds import StackKind
from judge.engine.objects import Target
from judge.engine.state import TurnRule
from judge.zones import Zone


def protected_from(game: Game, thing: Thing, source_chars) -> Optional[str]:
    """Protection (502.7): a permanent with protection from a quality can't be the target of
    spells or abilities from sources with that quality. Returns the protection's text."""
    if isinstance(thing, str) or source_chars is None:
        return None
    if game.objects[thing].zone != Zone.IN_PLAY:
        return None  # 402.8: abilities function only in play
    ch = game.derived.chars.get(thing) or game.chars(thing)  # (this state's, looked up without a call)
    for k in ch.keywords:
        if k.name != "protection" or not k.param:
            continue
        q = k.param.lower().rstrip("s")
        if q in source_chars.colors or q in source_chars.types:
            return str(k)
    return None


def protection_passed_over(game: Game, ids, source: Optional[int], source_chars, source_name: str, does: str) -> None:
    """502.7b: protection from a quality stops only four things — being blocked by creatures, targeted by spells and
    abilities, enchanted by enchantments, and dealt damage by sources with that quality. An instruction that does none
    of those (Wrath of God's "destroy all creatures" to a Black Knight, flanking's -1/-1 to a Melesse Spirit) acts on a
    permanent protected from its source all the same: said for each such permanent it acts on (what it ``does`` to it,
    in words: "destroys it"), since a judge is asked just that. A target it acts on can't be protected from it (an
    illegal target isn't acted on, 413.2a), so only an untargeted instruction ever says this."""
    if source_chars is None and source is not None and (source in game.objects or source in game.lki):
        source_chars = game.last_known(source)[1]
    if source_chars is None:
        return
    for oid in ids:
        prot = protected_from(game, oid, source_chars)
        if prot:
            game.tracer.step(f"{game.describe(oid)} has {prot}, but {source_name} {does} all the same: protection stops "
                             f"only blocking, targeting, enchanting and damage, and this instruction is none of those",
                             "502.7b", kind="effect")


#: Why a spell on the stack is no legal target of its own: glossary "Target" decides it.
SELF_TARGET = "a spell on the stack can't target itself (glossary \"Target\")"


#: The answer of :func:`legal_target` asked without its reason.
_REFUSED = (False, "")


def legal_target(game: Game, spec: ir.TargetSpec, thing: Thing, you: str, source: Optional[int],
                 source_chars=None, x: Optional[int] = None, *, explain: bool = True,
                 triggered: bool = False) -> tuple[bool, str]:
    """Is ``thing`` a legal choice for ``spec`` (409.1c)? Returns (legal, why not); with
    ``explain`` false the reason is not worded ("" — listing the legal choices needs only the
    answer, and wording each refusal was a fifth of an exploration's time). ``triggered``: the
    target is a triggered ability's (410.4), which Peace Talks' "spells or activated abilities"
    doesn't bar."""
    if isinstance(thing, int) and thing not in game.objects:
        if ir.ACTIVATED_ABILITY in spec.filter.types:
            return _ability_target(game, spec, thing)
        if ir.ABILITY_ON_STACK in spec.filter.types:
            return _stack_ability_target(game, spec, thing, you, source)
        if "spell" in spec.filter.types:
            return False, "it is an ability's pseudospell, and an ability isn't a spell (402.5)"
        if spec.filter.zone == Zone.STACK or any("spell" in f.types for f in spec.filter.any_of):
            # Flash Counter's "target instant spell" at an ability; Thoughtlace's "target spell or permanent" (audit
            # 14843: it was "it is not target permanent or spell")
            if not explain:
                return _REFUSED
            return False, (f"it is not a legal choice for \"{_as_written(game, source, spec_words(spec, _card_name(game, source)))}\": it is an "
                           f"ability's pseudospell, and an ability isn't a spell (402.5)")
        if not explain:
            return _REFUSED
        return False, f"it is not {spec_words(spec)}"
    if ir.ACTIVATED_ABILITY in spec.filter.types:
        if not explain:
            return _REFUSED
        return False, f"it is not an ability on the stack ({spec_words(spec)})"
    if isinstance(thing, int) and game.objects[thing].zone == Zone.PHASED_OUT:
        return False, "it is phased out: treated as though it doesn't exist, it is no legal choice (glossary \"Phasing\")"
    if not matches(game, spec.filter, thing, you, source, x):
        if not explain:
            return _REFUSED
        if "single target" in spec.filter.extra and isinstance(thing, int) and game.objects[thing].zone == Zone.STACK \
                and any(s.card_obj == thing and not s.targets for s in game.stack.items):
            # Deflection: a spell that affects only its player has no target to change ("you" isn't one)
            return False, (f"it has no target — the word \"you\" in a card's text isn't a target, so a spell that "
                           f"affects only its player can't be retargeted (415.2b)")
        said, cited = what_it_is(game, spec.filter, thing, fits=False, source=source)  # 212.1, 214.6a/b, 216.2, 214.9g where they refused it
        so = next((s for s in game.stack.items if s.card_obj == thing), None) if isinstance(thing, int) else None
        if not said and so is not None and (ir.ABILITY_ON_STACK in spec.filter.types
                                            or ir.TARGETS_ONLY_A_PLAYER in spec.filter.extra
                                            or "single target" in spec.filter.extra):
            said = _targets_said(game, so)  # Diplomatic Escort, Silver Wyvern, Rebound: what the spell targets now
        if not said and ir.NOT_ENCHANTED_BY_SOURCE in spec.filter.extra and isinstance(thing, int) \
                and source in game.objects and game.objects[source].attached_to == thing:
            said = f"{game.describe(source)} enchants it"  # Kjeldoran Pride: "other than enchanted creature"
        if not said and ir.NOT_TAPPED_TO_PAY in spec.filter.extra and isinstance(thing, int) \
                and source is not None and thing in tapped_to_pay(game, source):
            # Veteran's Voice (added, session 47): the creature its cost taps — announced before the cost is paid
            said = (f"it is the creature tapped this way (the targets are announced before the cost is paid, "
                    f"409.1c, 409.1f: the creature {game.describe(source)} enchants, which \"Tap enchanted creature\" "
                    f"taps)" if resolving_ability_of(game, source) is None else "it is the creature tapped to pay the ability's cost (409.1f)")
        if not said and isinstance(thing, int) and isinstance(spec.filter.controlled_by, ir.Target) \
                and game.in_flight.ctx is not None and game.objects[thing].zone == Zone.IN_PLAY:
            # Keeper of the Dead: "that player" is the player targeted before — who that is, and who controls it
            that = next((p for p in game.in_flight.ctx.refer(spec.filter.controlled_by) if isinstance(p, str)), None)
            ctl = controller(game.objects[thing], game.chars(thing))
            if that is not None and ctl != that:
                said = f"that player is {that}, and {ctl} controls it"
        if not said and isinstance(thing, int) and spec.filter.shares_type is not None \
                and game.in_flight.ctx is not None and game.objects[thing].zone == Zone.IN_PLAY:
            # Legerdemain: "that shares one of those types with it" — the first target's types and its own
            first = next((o for o in game.in_flight.ctx.refer(spec.filter.shares_type.ref) if isinstance(o, int)), None)
            if first is not None and game.exists(first) and game.objects[first].zone == Zone.IN_PLAY:
                kinds = spec.filter.shares_type.types
                mine = [t for t in kinds if t in game.chars(thing).types] or ["not one of them"]
                theirs = [t for t in kinds if t in game.chars(first).types] or ["not one of them"]
                said = (f"of {' or '.join(kinds)}, {game.describe(first)} is {' and '.join(theirs)} and it is "
                        f"{' and '.join(mine)}: they share none of those types")
        if not said and isinstance(thing, str):
            said = compared_said(game, spec.filter, thing, you, source)  # the Keepers: the figures compared
        if isinstance(thing, int):  # Terror on a black creature: "it is black" — the fact that decides it
            said = "; ".join([said] * bool(said) + _description_facts().plain_facts(game, spec.filter, thing, you, skip=cited, source=source, x=x))
        if not said and isinstance(thing, int) and spec.filter.zone == Zone.STACK \
                and game.objects[thing].zone != Zone.STACK:
            # Preemptive Strike at Grizzly Bears in play (audit 8480): "target creature spell" refused
            # without its deciding fact — the object is no spell at all
            zone = game.objects[thing].zone
            where = ("a permanent in play" if zone == Zone.IN_PLAY else "a card removed from the game"
                     if zone == Zone.REMOVED else f"a card in a {zone}")
            said = f"it is {where}, not a spell on the stack (217.6)"
        if not said and isinstance(thing, str) and thing == you and spec.filter.controller is ir.PlayerRelation.OPPONENT:
            # Abandon Hope on its own player: "opponent" is the opponent of the spell's controller
            return False, (f"{thing} is the player playing it, and \"{spec_words(spec)}\" means an opponent of "
                           f"that player (glossary \"Opponent\")")
        return False, f"it is not a legal choice for \"{_as_written(game, source, spec_words(spec, _card_name(game, source)))}\"" + \
            (f": {said}" if said else "")
    # a permanent, or a player ("You can't be the target of spells or abilities": Ivory Mask)
    # (a player named — "Alice can't be the target of spells or abilities (Ivory Mask; 103.1)": the player is known, not
    # "he or she"; audit: the refusal read "Alice can't be the target of Lightning Bolt: he or she can't …")
    who = thing if isinstance(thing, str) else "it"
    if static_abilities(game):  # (none in play: none of the rules below exists, static_rules would find none)
        if source is not None and source in game.objects and game.objects[source].zone == Zone.STACK:
            for sid, rule, ctx in static_rules(game, ir.CantBeTargetedBySpells):
                if thing in refer(ctx, rule.what or ir.This()):
                    # Lurker: "unless it attacked or blocked this turn" — the condition that holds now
                    if not explain:
                        return _REFUSED
                    return False, f"{who} can't be the target of spells ({ctx.source_name}; 103.1{_held(game, sid, rule)})"
        for sid, rule, ctx in static_rules(game, ir.CantBeTargeted):
            if thing in refer(ctx, rule.what or ir.This()):
                plural = ""
                if isinstance(thing, int) and isinstance(rule.what, ir.All):  # "Other Elves have shroud" (214.7b)
                    text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                                 and rule in ab.effects), "")
                    said, _ = type_named_otherwise(rule.what.filters, game.chars(thing), text)
                    plural = f"; {said}" if said else ""
                if isinstance(thing, int) and isinstance(rule.what, ir.All) and any(
                        f.controller_lands_at_most is not None for f in rule.what.filters):
                    # Sheltering Prayers (added, session 47): its controller's lands, counted as the target is chosen
                    ctl = game.controller_of(thing)
                    most = next(f.controller_lands_at_most for f in rule.what.filters if f.controller_lands_at_most is not None)
                    n = lands_of(game, ctl)
                    plural += f"; {ctl} controls {n} land{'' if n == 1 else 's'}, no more than {most}"
                # Vintara Snapper: "as long as you control no untapped lands" holds now
                if not explain:
                    return _REFUSED
                return False, f"{who} can't be the target of spells or abilities ({ctx.source_name}; 103.1{plural}{_held(game, sid, rule)})"
        for sid, rule, ctx in static_rules(game, ir.CantBeTargetedBy):
            if thing in refer(ctx, rule.what or ir.This()):
                why = _barred_source(game, rule, ctx, you, source, source_chars, spec, triggered)
                if why:
                    if not explain:
                        return _REFUSED
                    return False, f"{who} can't be the target of {why} ({ctx.source_name}; 103.1)"
    if game.turns.turn_rules and not triggered:
        barred = _barred_this_turn_and_next(game, thing)
        if barred is not None:
            if not explain:
                return _REFUSED
            return False, (f"{who} can't be the target of spells or activated abilities ({barred.name}, this turn and "
                           f"next turn; 103.1, 418.3a)")
    prot = protected_from(game, thing, source_chars)
    if prot:
        if not explain:
            return _REFUSED
        return False, f"it has {prot} (502.7b)"
    if thing == source and isinstance(thing, int) and game.objects[thing].zone == Zone.STACK:
        if not explain:
            return _REFUSED
        return False, SELF_TARGET
    return True, ""


def _barred_this_turn_and_next(game: Game, thing: Thing) -> Optional[TurnRule]:
    """The resolved rule that keeps ``thing`` from being the target of spells and activated
    abilities now (Peace Talks: the players and the permanents there as it resolved, 418.3b, this
    turn and next turn, 418.3a), or None."""
    for r in game.turns.turn_rules:
        if isinstance(r.rule, ir.CantBeTargetedBySpellsOrActivated) and r.turn == game.turns.turn and (
                thing in r.players if isinstance(thing, str) else thing in r.things):
            return r
    return None


def _held(game: Game, sid: int, rule) -> str:
    """The condition of the static ability holding ``rule`` that makes it apply now, as the
    refusal's last words ("; as long as ~ didn't attack or block this turn, which holds now");
    "" for an ability with none."""
    held = next((ab.condition for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                 and rule in ab.effects and ab.condition is not None), None)
    if held is None:
        return ""
    said = phrasebook.condition_phrase(held)
    # who "you" is, in a refusal of another player's play (audit 8985: Vintara Snapper's "no untapped land you
    # control" said in Bob's refused Shock, "you" being Alice), as the static ability's own step says it
    who = f"; \"you\" is {game.controller_of(sid)}, its controller" if re.search(r"\byour?\b", said) else ""
    return f"; as long as {said}, which holds now{who}"


@functools.cache
def _description_facts():
    """:mod:`judge.engine.description_facts`, imported the first time a refusal or a false condition
    is said, not with the engine (issue 43); kept, as each candidate refused says its facts."""
    from judge.engine import description_facts

    return description_facts


def matches_facts(game: Game, cond: ir.Condition, you: str, source: Optional[int]) -> tuple[str, tuple[str, ...]]:
    """For a false "if ~ is an enchantment" (a ``matches`` condition on the source), the facts
    that keep the source from fitting its description
    (:func:`judge.engine.description_facts.plain_facts`) and the rules they
    cite: Veiled Sentry, an Illusion creature since its first trigger resolved — "it is a creature,
    not an enchantment (its card is an enchantment; the new type replaced that one)" (214.4;
    audit 7874); ("", ()) where the condition is another kind or nothing is said."""
    if cond.kind is not ir.ConditionKind.MATCHES or cond.filter is None or source is None \
            or not isinstance(cond.ref, ir.This) or not game.exists(source) \
            or game.objects[source].zone != Zone.IN_PLAY:
        return "", ()
    facts = "; ".join(_description_facts().plain_facts(game, cond.filter, source, you, source=source))
    printed = {t.lower() for t in game.objects[source].card.types}
    lost = [t for t in cond.filter.types if t in printed and t not in game.chars(source).types]
    if facts and lost:
        # its card is one, an effect made it another type: the new type replaced it (214.4)
        return f"{facts} (its card is {with_article(lost[0])}; the new type replaced that one)", ("214.4",)
    return facts, ()


def _barred_source(game: Game, rule: ir.CantBeTargetedBy, ctx, you: str, source: Optional[int], source_chars,
                   spec: Optional[ir.TargetSpec] = None, triggered: bool = False) -> str:
    """What makes the spell or ability being played (``source``, controlled by ``you``) one
    that ``rule`` bars from targeting (409.1c), in words; "" when it may. A spell is its own
    source (402.1): its colour is "a red spell"'s and "a red source"'s; an ability's source is
    the permanent it comes from, with its characteristics as they were when it was played.
    Wall of Shadows: barred only where the target being chosen (``spec``) can be only a Wall.
    Spectral Cloak as printed: spells of its card types and activated abilities; a triggered
    ability's target (``triggered``, 410.4) isn't barred."""
    spell = source is not None and source in game.objects and game.objects[source].zone == Zone.STACK
    if rule.spell_types:
        kinds = f"{serial_or(list(rule.spell_types))} spells"
        if rule.activated_abilities:
            kinds += " or activated abilities (glossary \"Fast Effect (Obsolete)\": instants and activated abilities)"
        if spell:
            chars = source_chars if source_chars is not None else game.chars(source)
            hit = next((t for t in rule.spell_types if t in chars.types), None)
            return f"{kinds}, and this is {with_article(hit)} spell" if hit is not None else ""
        if rule.activated_abilities and not triggered and source is not None:
            return f"{kinds}, and this is an activated ability"
        return ""
    if rule.only_targeting is not None:
        sub = rule.only_targeting
        flt = spec.filter if spec is not None else None
        if flt is None or flt.subtypes != (sub,) or flt.players or flt.any_of:
            return ""  # "target creature" can be other than a Wall: it may choose it
        return (f"{'spells' if spell else 'abilities'} that can target only {sub}s, and this target can be only "
                f"{with_article(sub)}")
    if rule.spells_only and not spell:
        return ""
    if rule.abilities_only and spell:  # Artifact Ward: a spell is no ability
        return ""
    if rule.opponents_only and you == ctx.controller:
        return ""
    what = "spells" if rule.spells_only else "spells or abilities"
    if rule.filter is not None:
        chars = source_chars if source_chars is not None else (
            game.chars(source) if source is not None and game.exists(source) else None)
        if chars is None or not matches(game, rule.filter, source, you, zone_check=False, chars=chars):
            return ""
        if rule.filter.subtypes:
            return f"{' or '.join(rule.filter.subtypes)} spells, and this is one (214.8c: it targets what it will enchant)"
        if rule.abilities_only:
            kinds = " or ".join(rule.filter.types)
            return (f"abilities from {kinds} sources, and this ability's source is {with_article(kinds)} (glossary "
                    f"\"Source\": the card that generated it)")
        colour = " or ".join(rule.filter.colors)
        return f"{colour} spells or abilities from {colour} sources, and {'this spell' if spell else 'its source'} is {colour}"
    if rule.opponents_only:
        return f"{what} an opponent of its controller ({ctx.controller}) controls, and {you} is one"
    return what


def _ability_target(game: Game, spec: ir.TargetSpec, thing: int) -> tuple[bool, str]:
    """"Target activated ability from an artifact source" (Rust): an activated ability's
    pseudospell on the stack (409.1a; a triggered ability's is not one, a mana ability is never
    there: 411.1) whose source is of one of the card types, as it is now or, gone from play, as it
    last existed (413.2f)."""
    so = next((s for s in game.stack.items if s.id == thing), None)
    if so is None or so.kind is not StackKind.ABILITY:
        what = "a triggered ability" if so is not None and so.kind is StackKind.TRIGGER else "not an activated ability"
        return False, f"it is {what} ({spec_words(spec)})"
    kinds = next(e for e in spec.filter.extra if e.startswith(ir.ABILITY_FROM))[len(ir.ABILITY_FROM):].split(" or ")
    if so.source is None:
        return False, "it has no source"
    if game.exists(so.source):  # in play, or the card in the zone its ability works from
        types = game.chars(so.source).types
    else:
        types = game.lki[so.source][1].types if so.source in game.lki else ()
    if not any(k in types for k in kinds):
        return False, f"its source is not {with_article(' or '.join(kinds))} ({spec_words(spec)})"
    return True, ""


def _stack_ability_target(game: Game, spec: ir.TargetSpec, thing: int, you: str, source: Optional[int]) -> tuple[bool, str]:
    """"Target spell or ability that targets a creature" (Diplomatic Escort), "… that targets only
    ~" (Silver Wyvern): an ability's pseudospell on the stack (409.1a) — activated or triggered; a
    mana ability never is there (406.1e) — whose targets, as they are now, fit the words (409.1c;
    413.2a as it resolves)."""
    so = next((s for s in game.stack.items if s.id == thing), None)
    if so is None or so.kind not in (StackKind.ABILITY, StackKind.TRIGGER):
        return False, f"it is not a spell or an ability on the stack ({spec_words(spec)})"
    if source is not None and thing == source:
        return False, "an ability on the stack can't target itself (glossary \"Target\")"
    for e in spec.filter.extra:
        if not stack_object_targets(game, thing, e, you, source):
            return False, f"it doesn't fit \"{spec_words(spec)}\": {_targets_said(game, so)}"
    return True, ""


def _targets_said(game: Game, so) -> str:
    """What a spell or ability on the stack targets now, in words (409.1c)."""
    said = [t.describe(game) for t in so.targets if t is not None]
    return f"it targets {', '.join(said)}" if said else "it has no target"


def still_legal(game: Game, t: Target, you: str, source: Optional[int], source_chars, x) -> bool:
    """413.2a: a target removed from play or from its zone, or whose characteristics no
    longer fit, is illegal. Objects get a new id when they change zones (217.8), so an
    object that left and came back is a different object."""
    return not why_illegal_now(game, t, you, source, source_chars, x)


def why_illegal_now(game: Game, t: Target, you: str, source: Optional[int], source_chars, x, *,
                    triggered: bool = False) -> str:
    """Why target ``t`` is illegal as its spell or ability resolves (413.2a), in words; "" when
    it is still legal (:func:`still_legal`). ``triggered``: a triggered ability's target
    (:func:`legal_target`)."""
    if t.player is not None:
        p = game.player(t.player)
        spec = t.spec
        if any(e in ir.AS_ACTIVATED for e in spec.filter.extra):  # compared as it was played, not now
            spec = replace(spec, filter=replace(spec.filter, extra=tuple(e for e in spec.filter.extra
                                                                          if e not in ir.AS_ACTIVATED)))
        if p.lost:
            return f"{t.player} has left the game"
        ok, why = legal_target(game, spec, t.player, you, source, source_chars, x, triggered=triggered)
        return "" if ok else why or "it is no longer a legal choice"
    if t.obj not in game.objects and t.zone == Zone.STACK:  # an ability's pseudospell: still on the stack?
        if not any(s.id == t.obj for s in game.stack.items):
            return "it has left the stack"
        ok, why = legal_target(game, t.spec, t.obj, you, source, source_chars, x, triggered=triggered)
        return "" if ok else why or "it is no longer a legal choice"
    if game.exists(t.obj) and t.zone == Zone.IN_PLAY and game.objects[t.obj].zone == Zone.PHASED_OUT:
        # not "it has left play": phasing out is no zone change the game watches (judge.engine.phasing)
        return "it has phased out: treated as though it doesn't exist (glossary \"Phasing\")"
    if not game.exists(t.obj) or game.objects[t.obj].zone != t.zone:
        return f"it has left {'play' if t.zone is Zone.IN_PLAY else 'its zone'}"
    ok, why = legal_target(game, t.spec, t.obj, you, source, source_chars, x, triggered=triggered)
    return "" if ok else why or "it is no longer a legal choice"


_UNTARGETABLE = (ir.CantBeTargeted, ir.CantBeTargetedBySpells, ir.CantBeTargetedBy)


#: The same, for an ability's targets: a restriction on spells ("can't be the target of spells", Lurker)
#: has nothing to decide there, so its condition isn't weighed (audit 7773)
_UNTARGETABLE_BY_ABILITIES = (ir.CantBeTargeted, ir.CantBeTargetedBy)


def _untargetable_switched_off(game: Game, oid: int, kinds: tuple = _UNTARGETABLE) -> list[str]:
    """The "can't be the target of" abilities (of the classes ``kinds``) of ``oid`` itself, or of
    an Aura on it, whose "as long as" condition is false now (418.4a), each said with the condition
    that fails ('… doesn't apply now: its condition is false ("…" doesn't hold; …)'; audit 10197)."""
    out = []
    for sid, ab in abilities_switched_off(game, oid, kinds):
        text = f"{possessive(game.objects[sid].display())} \"{ab.text}\"" if ab.text else game.objects[sid].display()
        which = f"\"{phrasebook.condition_phrase(ab.condition)}\" doesn't hold; " if ab.condition is not None else ""
        out.append(f"{text} doesn't apply now: its condition is false ({which}a static ability applies only while its "
                   f"condition holds)")
    return out


def printed_choice_said(game: Game, so) -> str:
    """Where a printed wording chooses its targets without the word "target" (Alaborn Cavalier as
    printed: "you may choose to tap any one creature"), the words that say the choice is read as a
    target — the Oracle wording's ("tap target creature"): chosen as it is played or put on the
    stack (409.1c, 410.4), checked again as it resolves (413.2a) — appended to the targets' step;
    "" otherwise (audit 7773)."""
    src = so.card_obj if so.kind is StackKind.SPELL else so.source
    obj = game.objects.get(src) if src is not None else None
    text = getattr(so.ability, "text", "") or so.text
    if obj is None or getattr(obj.card, "wording", None) is not Wording.PRINTED or not text \
            or re.search(r"\btargets?\b", text, re.IGNORECASE):
        return ""
    words = "\", \"".join(dict.fromkeys(spec_words(t.spec) for t in so.targets))
    what = ("what it names is a target, chosen now and checked again as it resolves" if len(so.targets) == 1
            else "what it names are targets, chosen now and checked again as it resolves")
    return f" (as printed, \"{text}\" doesn't say \"target\", but the Oracle wording does (\"{words}\"): {what})"


def triggered_unbarred_said(game: Game, so) -> str:
    """Where a triggered ability's target is one a rule bars only spells of some types and activated
    abilities from targeting (Spectral Cloak as printed: "instants, sorceries, fast effects, or
    enchantments"), the words that say why the rule doesn't bar it (410.4; glossary "Fast Effect
    (Obsolete)": instants and activated abilities), appended to the targets' step; "" otherwise
    (session 70, h7)."""
    if not static_abilities(game):
        return ""
    said = []
    for t in so.targets:
        thing = t.player if t.player is not None else t.obj
        for _sid, rule, ctx in static_rules(game, ir.CantBeTargetedBy):
            if rule.activated_abilities and thing in refer(ctx, rule.what or ir.This()):
                said.append(f"{possessive(ctx.source_name)} rule bars {serial_or(list(rule.spell_types))} spells and "
                            f"activated abilities, not a triggered ability (glossary \"Fast Effect (Obsolete)\": "
                            f"instants and activated abilities)")
    return f" ({'; '.join(dict.fromkeys(said))})" if said else ""


def targets_step(game: Game, targets, spell: bool = True) -> tuple[str, tuple[str, ...]]:
    """The words and rules of the step announcing ``targets`` (409.1c): each target, with what
    it is where a rule about that decided its being a legal choice (Shatter's "target
    artifact" on an artifact creature: 212.1, 214.6b; :func:`judge.engine.filters.what_it_is`).
    ``spell`` False: an ability's targets, which a restriction on spells doesn't concern."""
    words, rules = [], ["409.1c"]
    kinds = _UNTARGETABLE if spell else _UNTARGETABLE_BY_ABILITIES
    for t in targets:
        said, cited = ("", ()) if t.player is not None else what_it_is(game, t.spec.filter, t.obj, fits=True)
        off = [] if t.player is not None else _untargetable_switched_off(game, t.obj, kinds)
        if off:  # Favorable Destiny with no other creature: its shroud doesn't apply now
            said = "; ".join(([said] if said else []) + off)
            cited = tuple(cited) + ("418.4a",)
        obj = None if t.player is not None or off else game.objects.get(t.obj)  # (an ability's pseudospell: none)
        lost = own_ability_lost(game, obj, kinds) if obj is not None else ""
        if lost:  # Multani, Maro-Sorcerer under Humility: its "can't be the target" is gone (audit 8581)
            said = "; ".join(([said] if said else []) + [lost])
        words.append(t.describe(game) + (f" — {said}" if said else ""))
        rules += [r for r in cited if r not in rules]
    return f"Target{'s' if len(targets) > 1 else ''}: {('; ' if len(rules) > 1 else ', ').join(words)}", tuple(rules)


def _card_name(game: Game, source: Optional[int]) -> str:
    """The source's card name, as its own text names it in a quotation; "the source" unknown."""
    return game.objects[source].card.name if source is not None and source in game.objects else SOURCE


def _as_written(game: Game, source: Optional[int], words: str) -> str:
    """The target words as the source's card writes them where only the zone's preposition
    differs: "target creature card from a graveyard" (Endbringer's Revel; audit 4743), not "… in
    a graveyard" — a quotation is the card's own words."""
    if source is None or source not in game.objects:
        return words
    words = _in_card_order(words, game.objects[source].card.text)
    text = game.objects[source].card.text.lower()
    if f"{words} spell".lower() in text and not words.lower().endswith("spell"):
        return f"{words} spell"  # Flash Counter's "target instant spell", as it writes it
    if " an opponent controls" in words and words.lower() not in text:
        # Provoke's "target creature you don't control", read as "… an opponent controls" (audit 7268);
        # Touchstone as printed, "target artifact you do not control" (audit 16863)
        for yours in (" you don't control", " you do not control"):
            mine = words.replace(" an opponent controls", yours)
            if mine.lower() in text:
                return mine
    if " among creatures in play" in words and words.lower() not in text:
        # Topple as printed: "target creature with the greatest power" — the Oracle's "among creatures in play"
        # is not its card's words (audit 8379)
        short = words.replace(" among creatures in play", "")
        if short.lower() in text:
            return short
    words = _bound_as_written(words, text)
    words = _target_as_printed(words, text)
    words = _card_as_printed(words, text)
    inside = " in a " if " in a " in words else " in your " if " in your " in words else None
    if inside is None:
        return _printed_span(words, game.objects[source].card)
    if words.lower() in text:
        return words
    # "… from your graveyard" as Raise Dead and Lin Sivvi write it, not "… in your graveyard" (audit 16863)
    head, _, zone = words.rpartition(inside)
    other = f"{head} from {inside[4:]}{zone}"
    return other if other.lower() in text else _printed_span(words, game.objects[source].card)


def target_as_written(game: Game, source: Optional[int], spec: ir.TargetSpec) -> str:
    """A target's words as the source's card writes them (:func:`_as_written`): what a refusal quotes."""
    return _as_written(game, source, spec_words(spec, _card_name(game, source)))


def _printed_span(words: str, card: Any) -> str:
    """``words`` ("target legendary creature") as a printed card's own text says them where that text
    hasn't them and a rewrite of the era's older templates made them (Sword of the Chosen as printed:
    "target legend", read as the Oracle's "target legendary creature", later.rewrites) — the words of
    its text from a "target" that read as ``words`` (judge.cards.text.normalise_paragraph, the reading
    the grammar got them from); ``words`` themselves for an Oracle wording, where the text has them,
    or where no such words are found. A quotation is the card's own words."""
    text = getattr(card, "text", "") or ""
    if getattr(card, "wording", None) is not Wording.PRINTED or not words.startswith("target ") \
            or words.lower() in text.lower():
        return words
    return _span_read_as(words.lower(), card.name, text, "legend" in (getattr(card, "type_line", "") or "").lower()) or words


@functools.lru_cache(maxsize=256)
def _span_read_as(words: str, name: str, text: str, legendary: bool) -> str:
    """The words of ``text`` from a "target" to a word's end, at most twelve words, that the reading
    of a paragraph makes ``words`` of (see :func:`_printed_span`); "" if none does."""
    from judge.cards.text import normalise_paragraph

    for start in re.finditer(r"\btarget\b", text, re.IGNORECASE):
        ends = [m.end() for m in re.finditer(r"\b\w[\w'-]*\b", text[start.start():])][:12]
        for end in ends:
            span = text[start.start():start.start() + end]
            if normalise_paragraph(name, span, legendary).rstrip(".").strip() == words:
                return words[0] + span[1:]  # ("Target legend" begins its sentence: quoted inside ours, "target legend")
    return ""


def _in_card_order(words: str, text: str) -> str:
    """``words`` in the order and punctuation the card's ``text`` writes them, where the text
    has the same words otherwise ordered: Terror's and Jabari's Influence's "target nonartifact,
    nonblack creature", described as "target nonblack nonartifact creature" (audit 7874) — a
    quotation is the card's own words. ``words`` itself where the text has them as they are,
    or hasn't them at all."""
    if not words or words.lower() in text.lower():
        return words
    want = sorted(w.strip(",.;:") for w in words.lower().split())
    first = words.split()[0].lower()
    tokens = list(re.finditer(r"\S+", text))
    n = len(want)
    for i in range(len(tokens) - n + 1):
        seg = tokens[i:i + n]
        if seg[0].group().lower() != first:
            continue
        if sorted(t.group().lower().strip(",.;:") for t in seg) == want:
            if i + n < len(tokens) and tokens[i + n].group().lower() == "than":
                continue  # "target creature other than ~" (Sorceress Queen): the card's words go on past these
            said = text[seg[0].start():seg[-1].end()].rstrip(",.;:")
            # (a sentence's capital dropped where the description's first word has none: "{T}: Target
            # creature you control …" quoted mid-sentence as "target creature you control …")
            return said[0].lower() + said[1:] if words[0].islower() else said
    return words


def _target_as_printed(words: str, text: str) -> str:
    """``words`` ("target creature", "target creature you control") as a card printed before the
    word "target" says them where its text (lower case) hasn't the Oracle's: "any creature" (Squee's
    Toy as printed), "any one creature or player" (Portal), "one of your creatures" (Xun Yu as
    printed; audit 7369) — a quotation is the card's own words."""
    if not words.startswith("target ") or words.lower() in text:
        return words
    rest = words[len("target "):]
    said = [f"any one {rest}", f"any {rest}"]
    mine = re.fullmatch(r"(\w+) you control", rest)
    if mine:
        said += [f"any one of your {mine[1]}s", f"one of your {mine[1]}s"]
    return next((w for w in said if re.search(rf"\b{re.escape(w.lower())}\b", text)), words)


def _card_as_printed(words: str, text: str) -> str:
    """``words`` with the Oracle's "nontoken" ("target nontoken Mercenary") as a card printed with
    "card" says them where its text (lower case) hasn't the Oracle's: "target Mercenary card"
    (Mercenary Informer as printed), "target creature card in play" — a quotation is the card's own
    words (the reader takes the printed "card" of a permanent for "nontoken", 216.2)."""
    if "nontoken " not in words or words.lower() in text:
        return words
    bare = words.replace("nontoken ", "", 1)
    return next((w for w in (f"{bare} card in play", f"{bare} card")
                 if re.search(rf"\b{re.escape(w.lower())}\b", text)), words)


#: A bound in the Oracle's words and the older wordings printed cards say it in ("power 3 or less":
#: Whalebone Glider as printed, "power no greater than 3"; Old Man of the Sea, "less than or equal to").
_BOUND_WORDINGS = {"or less": ("no greater than", "less than or equal to"),
                   "or greater": ("no less than", "greater than or equal to"),
                   "or more": ("no less than", "greater than or equal to")}


def _bound_as_written(words: str, text: str) -> str:
    """``words`` with a numeric bound ("with power 3 or less") as the card's text (lower case) says
    it where it says it otherwise ("with power no greater than 3"): a quotation is the card's own."""
    def said(m: re.Match) -> str:
        for other in _BOUND_WORDINGS[m.group(3)]:
            if f"{m.group(1)} {other} {m.group(2)}".lower() in text:
                return f"{m.group(1)} {other} {m.group(2)}"
        return m.group(0)
    return re.sub(r"\b(power|toughness|converted mana cost) (\d+) (or less|or greater|or more)\b", said, words)


def spec_words(spec: ir.TargetSpec, this: str = SOURCE) -> str:
    """The target words; ``this``: what they call the ability's source ("… counters on Legacy's
    Allure"), "the source" unless said."""
    said = spec.text or "target " + phrasebook.filter_words(spec.filter, this)
    if said == "what it may enchant":  # an Aura spell's (214.8c), with what that is (Mind Harness as printed: "a red
        said += f" ({with_article(phrasebook.filter_words(spec.filter, this))})"  # or green creature"; audit 8682)
    # the Keepers' "target opponent who had at least two more cards in hand than you": the words
    # that decide it, whether or not the target's own words held them
    return said + "".join(f" who {e}" for e in spec.filter.extra if e in ir.AS_ACTIVATED and e not in said)


def target_options(game: Game, spec, player, source, source_chars, x, *, triggered: bool = False) -> list[Option]:
    opts = []
    for label, val in legal_options(game, spec, player, source, source_chars, x, triggered=triggered):
        if isinstance(val, str):
            opts.append(Option(label, val, lambda v, n=val: names_match(v, {n})))
        elif val not in game.objects:  # an ability on the stack: its label (or its name)
            so = next(s for s in game.stack.items if s.id == val)
            opts.append(Option(label, val, lambda v, so=so: names_match(v, {so.name} | ({"@" + so.label} if so.label else set()))))
        else:
            o = game.objects[val]
            opts.append(Option(label, val, lambda v, o=o: names_match(v, {o.name} | ({"@" + o.label} if o.label else set()))))
    return opts


def names_match(v: Any, names: set[str]) -> bool:
    """Whether a scenario's answer ``v`` (a Ref or a word) is one of ``names`` (any case)."""
    if isinstance(v, Ref):
        key = f"@{v.label}" if v.label else (v.name or "")
    else:
        key = str(v)
    return key.lower() in {n.lower() for n in names}


def legal_options(game: Game, spec: ir.TargetSpec, player: str, source, source_chars, x, *,
                  triggered: bool = False) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    if ir.ACTIVATED_ABILITY in spec.filter.types:  # (Rust) abilities' pseudospells on the stack
        return [(game.describe(s.id), s.id) for s in game.stack.items
                if s.kind is StackKind.ABILITY and legal_target(game, spec, s.id, player, source, source_chars, x, explain=False)[0]]
    if ir.ABILITY_ON_STACK in spec.filter.types:  # (Diplomatic Escort) abilities' pseudospells, then spells below
        out = [(game.describe(s.id), s.id) for s in game.stack.items
               if s.kind in (StackKind.ABILITY, StackKind.TRIGGER)
               and legal_target(game, spec, s.id, player, source, source_chars, x, explain=False)[0]]
    for p in game.players:
        if legal_target(game, spec, p.name, player, source, source_chars, x, explain=False, triggered=triggered)[0]:
            out.append((p.name, p.name))
    pool = list(game.in_play) + [s.card_obj for s in game.stack.items if s.card_obj is not None]
    for p in game.players:
        for z in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.REMOVED):
            pool += game.zones[(p.name, z)]
    zones = zones_matched(spec.filter)
    if zones is not None:
        # (an object outside the zones the words ask is no match, so no legal target (409.1c): the
        # answer legal_target gives it without the call — "target creature card in your graveyard"
        # asked of the graveyards' cards alone, not of every card in play, in hand and in a library)
        objects = game.objects
        pool = [oid for oid in pool if oid not in objects or objects[oid].zone in zones]
    for oid in pool:
        if legal_target(game, spec, oid, player, source, source_chars, x, explain=False, triggered=triggered)[0]:
            out.append((game.describe(oid), oid))
    return out
