"""What may attack and what may block what: rules 308.1, 309.1, section 5 (500-502).

Static "rules effects" of permanents (``ir.Rule``: "can't attack", "can't be blocked except
by Walls", "can block as though it had flying", "Attacking doesn't cause ... to tap", Lure)
are looked up here, where they apply (418.4): each permanent in play whose static ability
(printed or granted) holds such a rule, with its condition, and the objects it refers to now.

Evasion abilities (501) are cumulative (501.2): a block is legal only if it satisfies every
one of them. "As though" (glossary) applies only to the stated action: "can block as though
it had flying" counts as flying for declaring blockers, nothing else.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Optional

from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, with_article
from judge._speed.fastdataclass import dataclass_for
from judge.cards import ir
from judge.engine.context import (Ctx, abilities_switched_off, check_condition, object_ids, refer, rule_classes_in_play,
                                  static_abilities)
from judge.engine.characteristics import any_effect_may_apply, decided_by, effect_rule, printed
from judge.engine.game import Game
from judge.engine.targets import matches, protected_from
from judge.zones import Zone

dataclass = dataclass_for("engine")


@dataclass(frozen=True)
class RuleHit:
    """A static rules effect that applies to an object: its source, ability text and rule."""

    source: int
    text: str
    rule: ir.Rule
    #: From a resolved spell or ability (``Game.turn_rules``), not a static ability: the set it
    #: applies to was fixed as it resolved (418.3b).
    resolved: bool = False

    def describe(self, game: Game) -> str:
        if self.resolved:
            # a rule from a resolution: the card's words that made it, quoted, not the trace's own sentence
            # ("Blockade Runner @br: \"Blockade Runner @br can't be blocked this turn\"", audit 7874)
            held = text_holding(game, self.source, self.rule)
            if held:
                return f"{game.describe(self.source)}: {quoted(held)}"
            made = _x_made_number(game, self.source, self.rule)
            if made is not None:
                # its X made a number as it resolved (418.3c: War Tax's "{X}"): the card's words, and the X
                return f"{game.describe(self.source)}: {quoted(made[0])}, with X = {made[1]}"
            # the rule as the trace says it, its source named once (the sentence may end with it already)
            by = f" ({game.describe(self.source)})"
            return self.text if self.text.endswith(by) else f"{self.text}{by}"
        return f"{game.describe(self.source)}: {quoted(self.text)}"


def _x_made_number(game: Game, source: Optional[int], eff) -> Optional[tuple[str, int]]:
    """The text of the ability of ``source``'s card whose IR holds ``eff`` but for its ``value``,
    whose "{X}" was made a number as it resolved (418.3c: War Tax's "pays {X}" made "pays {1}"),
    and that number; None where no ability does."""
    value = getattr(eff, "value", None)
    if source is None or source not in game.objects or not isinstance(value, str):
        return None
    card = game.abilities_of(game.objects[source])
    for ab in ((card.spell,) if card.spell is not None else ()) + tuple(card.abilities):
        if not getattr(ab, "text", None):
            continue
        for node in ir.walk(ab):
            was = getattr(node, "value", None)
            if type(node) is not type(eff) or not isinstance(was, str) or "{x}" not in was.lower():
                continue
            shape = re.escape(was).replace(r"\{X\}", r"\{(\d+)\}").replace(r"\{x\}", r"\{(\d+)\}")
            got = re.fullmatch(shape, value)
            if got and len(set(got.groups())) == 1 and dataclasses.replace(node, value=value) == eff:
                return " ".join(ab.text.split()), int(got.group(1))
    return None


def text_holding(game: Game, source: Optional[int], eff) -> Optional[str]:
    """The text of the ability of ``source``'s card whose IR holds the effect ``eff`` (a delayed
    ability's instruction: Delif's Cone's "If you do, it assigns no combat damage this turn"), or
    None where none does."""
    if source is None or source not in game.objects:
        return None
    card = game.abilities_of(game.objects[source])
    for ab in ((card.spell,) if card.spell is not None else ()) + tuple(card.abilities):
        if getattr(ab, "text", None) and type(eff) in ir.kinds_in(ab) and any(node is eff for node in ir.walk(ab)):
            # a modal spell (Hearth Charm): the mode chosen, the one that holds it (409.1b), not every mode;
            # one line: a spell's paragraphs (Stun as printed) joined, as quoted in a step
            return _mode_text(ab, eff) or " ".join(ab.text.split())
    return None


def mode_holding(game: Game, source: Optional[int], eff) -> Optional[str]:
    """The text of the mode of ``source``'s modal spell or ability that holds the effect ``eff``
    (Sapphire Charm's "Target player draws a card at the beginning of the next turn's upkeep"):
    the mode chosen (409.1b), quoted alone; None where no mode does."""
    if source is None or source not in game.objects:
        return None
    card = game.abilities_of(game.objects[source])
    for ab in ((card.spell,) if card.spell is not None else ()) + tuple(card.abilities):
        said = _mode_text(ab, eff)
        if said:
            return said
    return None


def _mode_text(ab, eff) -> Optional[str]:
    mode = next((m for m in getattr(ab, "modes", ()) if m.text and type(eff) in ir.kinds_in(m)
                 and any(node is eff for node in ir.walk(m))), None)
    return " ".join(mode.text.split()) if mode is not None else None


def none_apply(game: Game) -> bool:
    """Whether no static rules effect can apply now: no static ability in play and no
    restriction from a resolution (then :func:`rules_affecting` finds none, of any kind)."""
    return not game.turns.turn_rules and not static_abilities(game)


def rules_affecting(game: Game, oid: Optional[int], *kinds: type) -> list[RuleHit]:
    """Static rules effects of the classes ``kinds`` (:data:`judge.cards.ir.RULES`) that apply
    to ``oid`` now (``oid`` None: global effects whose ``what`` is None). Worked out once per
    state (a block declaration checks the same attacker hundreds of times)."""
    values = game.derived.values
    key = ("rules affecting", oid, kinds)
    cached = values[key] if key in values else None  # (``in`` and a subscript: no dict.get call, ~68K asks a suite's pass)
    if cached is None:
        # (none where none can apply, kept too: what none_apply reads changes only with the state,
        # whose every change makes a new ``derived`` — a kept answer is this state's; whether none
        # can apply is asked once per state, not at each creature and kind a combat asks of)
        none = values[_NONE_APPLY] if _NONE_APPLY in values else None
        if none is None:
            none = values[_NONE_APPLY] = none_apply(game)
        cached = values[key] = () if none else tuple(_rules_affecting(game, oid, kinds))
    return list(cached)


#: :func:`none_apply`'s answer in a state, kept with what is computed from it (``Derived.values``).
_NONE_APPLY = "no static rules effect applies"


def _rules_affecting(game: Game, oid: Optional[int], kinds: tuple[type, ...]) -> list[RuleHit]:
    out: list[RuleHit] = []
    # (no static ability in play has an effect of these classes: none to look at — the turn's rules still are)
    for sid, _i, ab in () if rule_classes_in_play(game).isdisjoint(kinds) else static_abilities(game):
        rules = [e for e in ab.effects if isinstance(e, kinds)]
        if not rules:
            continue
        src = game.objects[sid]
        you = game.chars(src).controller or src.controller or src.owner
        ctx = Ctx(game=game, controller=you, source=sid, source_name=src.display(), targets=[])
        if ab.condition is not None and not check_condition(ctx, ab.condition):
            continue
        for r in rules:
            if r.what is None:
                if oid is None:
                    out.append(RuleHit(sid, ab.text or r.kind, r))
                continue
            if oid is None:
                continue
            what = r.what
            if isinstance(what, ir.This):
                hit = oid == sid
            elif isinstance(what, ir.Enchanted):
                hit = src.attached_to == oid
            else:
                hit = oid in refer(ctx, what)
            if hit:
                out.append(RuleHit(sid, ab.text or r.kind, r))
    if oid is not None:
        for r in game.turns.turn_rules:
            if r.obj == oid and isinstance(r.rule, kinds) and r.turn in (None, game.turns.turn):
                out.append(RuleHit(r.source, r.text, r.rule, resolved=True))
            elif (r.obj is None and isinstance(r.rule, (ir.CantAttack, ir.AttacksIfAble))
                  and isinstance(r.rule, kinds)
                  and r.player is not None and r.turn == game.turns.turn
                  and r.player == game.controller_of(oid)):
                # a player who can't attack this turn (False Peace as printed in that player's next turn;
                # Festival as printed in this one): each creature he or she controls
                out.append(RuleHit(r.source, r.text, r.rule, resolved=True))
    return out


def rules_switched_off(game: Game, oid: int, *kinds: type) -> list[RuleHit]:
    """Static rules effects of the classes ``kinds`` on ``oid``'s own abilities (or an Aura's on
    it) whose condition is false now ("Fen Stalker has fear as long as you control no untapped
    lands"): they don't apply at this moment (418.4a) — said where a block they would have
    stopped is allowed. Worked out once per state, like :func:`rules_affecting`."""
    if not static_abilities(game) or rule_classes_in_play(game).isdisjoint(kinds):
        return []  # (no static ability in play, or none with an effect of these classes)
    key = ("rules switched off", oid, kinds)
    cached = game.derived.values.get(key)
    if cached is None:
        out: list[RuleHit] = []
        for sid, ab in abilities_switched_off(game, oid, kinds):
            out.extend(RuleHit(sid, ab.text or e.kind, e) for e in ab.effects if isinstance(e, kinds))
        cached = game.derived.values[key] = tuple(out)
    return list(cached)


#: Restrictions a resolving spell or ability may impose on objects ("Target creature can't
#: block this turn"): continuous effects from a resolution (418.1), lasting as stated (418.3a).
ONE_SHOT_KINDS: dict[type, str] = {ir.CantBlock: "can't block", ir.CantAttack: "can't attack",
                                   ir.CantAttackOrBlock: "can't attack or block", ir.Unblockable: "can't be blocked",
                                   ir.CantBeRegenerated: "can't be regenerated",
                                   # Ophidian, the Laccoliths: "~ assigns no combat damage this turn"
                                   # (310.1a as the card changes it, 103.1; judge.engine.combat_damage)
                                   ir.AssignsNoCombatDamage: "assigns no combat damage",
                                   # Outmaneuver (added, o2): 310.1c as the card changes it, 103.1
                                   # (judge.engine.combat_damage)
                                   ir.AssignsAsThoughUnblocked: "assigns its combat damage as though it weren't blocked",
                                   # requirements (500.2): "attacks this turn if able" (Boiling Blood),
                                   # "all creatures able to block it this turn do so" (Alluring Scent)
                                   ir.AttacksIfAble: "attacks if able",
                                   ir.BlocksIfAble: "blocks if able",  # Provoke (added, ostat5)
                                   ir.CantBeBlockedExceptBy: "can't be blocked except by",
                                   ir.CantBeBlockedBy: "can't be blocked by",
                                   ir.AllAbleMustBlock: "must be blocked by all creatures able to block it",
                                   # a permission (Walking Wall: "can attack this turn as though it
                                   # wasn't a Wall", 308.1)
                                   ir.CanAttackAsThoughNotWall: "can attack as though it weren't a Wall",
                                   # Chaos Charm as printed: "Target creature is unaffected by
                                   # summoning sickness this turn" (308.1, 409.3; 407.2)
                                   ir.UnaffectedBySummoningSickness: "is unaffected by summoning sickness",
                                   # a permission (Mounted Archers, Yare: "can block an additional
                                   # creature this turn", 309.1)
                                   ir.CanBlockAdditional: "can block an additional creature",
                                   # a requirement (Trumpeting Armodon: "blocks ~ this turn if able", 500.2)
                                   ir.BlocksSourceIfAble: "blocks its source if able",
                                   # Blaze of Glory (added, o2): a permission (309.1) and a requirement
                                   # for each attacker (500.2)
                                   ir.CanBlockAnyNumber: "can block any number of creatures",
                                   ir.BlocksEachAttackerIfAble: "blocks each attacking creature if able",
                                   # a cost to attack or block (War Tax, War Cadence: 308.2, 309.2)
                                   ir.CombatCost: "can't attack or block unless its controller pays"}


def controller_of_rule(game: Game, hit: RuleHit) -> str:
    return game.controller_of(hit.source) or game.objects[hit.source].owner


def defender_controls(game: Game, hit: RuleHit, defender: str) -> list[int]:
    """What ``defender`` controls that meets "can't attack unless defending player controls
    an Island" (Zhou Yu, Chief Commander; Vodalian Knights): with none, the restriction
    forbids declaring the creature as an attacker (500.1)."""
    you = controller_of_rule(game, hit)
    return [x for x in game.in_play
            if game.controller_of(x) == defender and matches(game, hit.rule.filter, x, you, hit.source)]


def _what_decided(game: Game, hit: RuleHit, oid: int, fits: bool) -> str:
    """What decided a block restriction for ``oid``: whether it is what the restriction's words
    describe (its power, where they name one) and, for an "as long as" ability, that its
    condition holds — "Grizzly Bears @gb is a creature with power 2 or greater (power 2); its
    condition holds (defending player controls a snow land)", "Hill Giant @hg isn't a creature with
    flying" (501.1, 501.3)."""
    flt = hit.rule.filter
    if flt is None:
        return ""
    name = game.describe(oid)
    verb = "is" if fits else "isn't"
    def phrase(f: ir.Filter) -> str:
        return with_article(re.sub(r"(power|toughness) ([<>])= (\d+)",
                                   lambda m: f"{m[1]} {m[3]} or {'greater' if m[2] == '>' else 'less'}", phrasebook.filter_phrase(f)))
    if flt.any_of and dataclasses.replace(flt, any_of=()) == ir.Filter(zone=flt.zone):
        # fear's "artifact creatures and/or black creatures", Elven Riders' "creatures with flying or
        # Walls": each kind with its article — "isn't a black creature or an artifact creature"
        said = " or ".join(phrase(g) for g in flt.any_of)
    else:
        said = phrase(flt)
    words = f"{name} {verb} {said}"
    if flt.power is not None and game.chars(oid).power is not None:
        words += f" (power {game.chars(oid).power})"
    return words + condition_held(game, hit)


def _condition_of(game: Game, hit: RuleHit) -> Optional[ir.Condition]:
    """The "as long as" or "if" condition of the static ability making ``hit``'s rule, if any."""
    if hit.resolved or not game.exists(hit.source):
        return None
    return next((ab.condition for ab in game.abilities_of(game.objects[hit.source]).abilities
                 if isinstance(ab, ir.StaticAbility) and ab.condition is not None and hit.rule in ab.effects), None)


def condition_held(game: Game, hit: RuleHit) -> str:
    """For a restriction of an "as long as" or "if" static ability, that its condition holds
    now (418.4a) — "; its condition holds (there is an enchantment)" (Wirecat) — else ""."""
    cond = _condition_of(game, hit)
    if cond is not None and cond.kind is ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN and isinstance(cond.ref, ir.This):
        # Walking Wall as printed (audit 10803): the permanent and its controller named, not "this … its controller's"
        return (f"; its condition holds ({game.describe(hit.source)} came under "
                f"{possessive(game.controller_of(hit.source) or '')} control this turn)")
    if cond is not None:
        return f"; its condition holds ({phrasebook.condition_phrase(cond)}){_witnesses(game, hit, cond)}"
    return ""


def forbids_first_turn(game: Game, hit: RuleHit) -> bool:
    """Whether ``hit``'s restriction is a card's own "~ can't attack if ~ came under your control this
    turn" (Walking Wall as printed: "cannot attack the turn it comes under your control") — which haste,
    lifting only the rule of 308.1, doesn't lift (103.1: the card's text takes precedence)."""
    cond = _condition_of(game, hit)
    return cond is not None and cond.kind is ir.ConditionKind.CAME_UNDER_CONTROL_THIS_TURN


def switched_off_words(game: Game, hit: RuleHit) -> str:
    """A restriction of :func:`rules_switched_off`, said where the declaration it would have
    stopped is allowed, naming the condition that is false (418.4a) — 'Wirecat @wc: "…" doesn't
    apply now: its condition is false ("there is an enchantment" doesn't hold; …)' (audit 10197:
    the step said only "its condition is false", not which)."""
    cond = _condition_of(game, hit)
    which = f"\"{phrasebook.condition_phrase(cond)}\" doesn't hold; " if cond is not None else ""
    return (f"{hit.describe(game)} doesn't apply now: its condition is false ({which}a static ability applies only "
            f"while its condition holds)")


def _witnesses(game: Game, hit: RuleHit, cond: ir.Condition) -> str:
    """For a "there is a …" condition that holds ("if there's another creature in play": a count
    of at least one; "as long as there is an enchantment"), the permanents making it so — ":
    Grizzly Bears @ab is one" (Shauku, Endbringer), as a false "there is no …" names them
    (:func:`present_words`) — so the step says what the restriction found (418.4a); else ""."""
    counted = cond.kind is ir.ConditionKind.COUNT and cond.player is None and cond.compare is not None \
        and cond.compare.op in (">=", ">") and cond.value not in ("life", "cards in hand", "permanents")
    if cond.filter is None or not (cond.kind is ir.ConditionKind.EXISTS or counted):
        return ""
    src = game.objects[hit.source]
    ctx = Ctx(game=game, controller=game.controller_of(hit.source) or src.controller or src.owner,
              source=hit.source, source_name=src.display(), targets=[])
    found = [o for o in object_ids(refer(ctx, ir.All((cond.filter,)))) if game.exists(o)]
    if not found:
        return ""
    return f": {phrasebook.present_words([game.describe(o) for o in found])}"


# --------------------------------------------------------------------------- attacking


def attacks_without_tapping(game: Game, oid: int) -> Optional[RuleHit]:
    hits = rules_affecting(game, oid, ir.AttacksWithoutTapping)
    return hits[0] if hits else None


def unaffected_by_sickness(game: Game, oid: int) -> Optional[RuleHit]:
    """The effect making ``oid`` "unaffected by summoning sickness" (407.2: a characteristic,
    not haste), if any."""
    hits = rules_affecting(game, oid, ir.UnaffectedBySummoningSickness)
    return hits[0] if hits else None


def may_attack_as_nonwall(game: Game, oid: int) -> Optional[RuleHit]:
    hits = rules_affecting(game, oid, ir.CanAttackAsThoughNotWall)
    return hits[0] if hits else None


# --------------------------------------------------------------------------- blocking


def has_flying_for_blocking(game: Game, blocker: int) -> tuple[bool, str]:
    """Flying, or "can block as though it had flying" (glossary "As though": only for this)."""
    if game.chars(blocker).has_keyword("flying"):
        return True, "has flying"
    hits = rules_affecting(game, blocker, ir.CanBlockAsThoughFlying)
    if hits:
        whose = "" if hits[0].source == blocker else f" ({game.describe(hits[0].source)} says so)"
        return True, f"can block as though it had flying{whose}"
    return False, ""


def block_pair_problems(game: Game, blocker: int, attacker: int, defending: str) -> list[tuple[str, object]]:
    """Why ``blocker`` can't block ``attacker`` (each reason with its rule), for the
    restrictions that concern one pair (evasion 501-502, "can't block", protection)."""
    return block_pair_check(game, blocker, attacker, defending)[0]


#: The rules of evasion (501.1) and of protection's blocking clause (502.7b): a problem citing
#: one of these is an evasion the blocker doesn't satisfy; 501.2 (cumulative) says it still
#: stops the block when another evasion ability of the attacker is satisfied.
EVASION_RULES = frozenset({"502.4b", "502.6b", "502.6c", "502.8b", "501.1", "502.7b"})


def _evasion_lost(game: Game, attacker: int, a_ch, a: str, defending: str) -> list[tuple[str, object]]:
    """The attacker's flying or landwalk that an effect has taken away (Mystic Decree's "All
    creatures lose flying and islandwalk.", 407.1): said where a block is checked, with the effect
    that decides it (its source and text, 418.4a/418.3a), since the evasion rule no longer applies."""
    obj = game.objects[attacker]
    if not any_effect_may_apply(game, obj):
        return []  # (its printed values: nothing gave or took an evasion ability; most blocks checked)
    base = [k for k in printed(game, obj).keywords if k.name == "flying" or (k.name == "landwalk" and k.param)]
    # (a keyword printed on the card, or one granted and taken away again: Jump, then the Decree)
    kws = [*base, *([ir.Keyword("flying")] if not any(k.name == "flying" for k in base) else [])]
    found: list[tuple[str, object]] = []
    for k in kws:
        if a_ch.has_keyword(k.name, k.param):
            continue
        eff = decided_by(game, obj, lambda ch, k=k: ch.has_keyword(k.name, k.param))
        if eff is None:
            continue
        src = game.objects.get(eff.source) if eff.source is not None else None
        by = f"{game.describe(eff.source)}: " if src is not None else ""
        rule = effect_rule(game, eff)
        # a resolved spell's or ability's effect is worded by what it does ("loses flying"), the
        # words after it (Radjan Spirit's "all 2 copies of it …") left to the step that made it
        text = eff.text if rule == "418.4a" else re.split(r"[,(]", eff.text or "")[0].strip()
        why = f" ({by}{quoted(text) if text else 'an effect'})"
        if k.name == "flying":
            found.append((f"{a} has lost flying{why}: creatures without flying can block it",
                          ("502.4b", "407.1", rule)))
        else:
            found.append((f"{a} has lost {k}{why}: it can be blocked whatever lands {defending} controls",
                          ("502.6b", "407.1", rule)))
    return found


def block_pair_check(game: Game, blocker: int, attacker: int, defending: str):
    """(problems, notes): the notes say which evasion rules were checked and satisfied. A
    problem's rule is one rule id or a tuple of them (the rule of the combination first).
    Worked out once per state (``Game.derived``: the blocks possible and the trace's "can't
    block" ask each pair of the same state), each list a new one for the caller."""
    key = ("block pair", blocker, attacker, defending)
    kept = game.derived.values.get(key)
    if kept is None:
        kept = game.derived.values[key] = _block_pair_check(game, blocker, attacker, defending)
    return list(kept[0]), list(kept[1])


def _block_pair_check(game: Game, blocker: int, attacker: int, defending: str):
    probs: list[tuple[str, object]] = []
    notes: list[tuple[str, str]] = []
    #: the attacker's evasion abilities this blocker satisfies, in words (for 501.2)
    met: list[str] = []
    a_ch = game.chars(attacker)
    b_ch = game.chars(blocker)
    a, b = game.describe(attacker), game.describe(blocker)
    notes += _evasion_lost(game, attacker, a_ch, a, defending)
    if a_ch.has_keyword("flying"):
        ok, how = has_flying_for_blocking(game, blocker)
        if not ok:
            probs.append((f"{a} has flying and {b} has neither flying nor the ability to block as though it had it", "502.4b"))
        elif "as though" in how:
            notes.append((f"{a} has flying; {b} {how}: for declaring blockers it is treated as having flying "
                          f"(and for nothing else: glossary \"As though\")", "502.4b"))
            met.append(f"{b} can block as though it had flying")
        else:
            notes.append((f"{a} has flying and {b} has flying too", "502.4b"))
            met.append(f"{b} has flying")
    elif b_ch.has_keyword("flying"):
        notes.append((f"{b} has flying: a creature with flying can block a creature with or without flying", "502.4b"))
    a_shadow, b_shadow = a_ch.has_keyword("shadow"), b_ch.has_keyword("shadow")
    if a_shadow and not b_shadow:
        as_though = rules_affecting(game, blocker, ir.CanBlockShadow)
        if as_though:  # Heartwood Dryad: for blocking creatures with shadow only (glossary "As though")
            notes.append((f"{a} has shadow; {b} doesn't, but it can block creatures with shadow as though it had "
                          f"shadow ({as_though[0].describe(game)}): for this block it is treated as having shadow",
                          "502.8b"))
            met.append(f"{b} can block creatures with shadow as though it had shadow")
        else:
            probs.append((f"{a} has shadow and {b} doesn't", "502.8b"))
    if b_shadow and not a_shadow:
        probs.append((f"{b} has shadow and {a} doesn't: a creature with shadow can't block a creature without it", "502.8b"))
    if a_shadow and b_shadow:
        notes.append((f"{a} and {b} both have shadow", "502.8b"))
        met.append(f"{b} has shadow")
    walked: set[str] = set()  # 502.6d: the same landwalk twice (Veldrane of Sengir's played twice) is one
    for k in a_ch.keywords:
        if k.name == "landwalk" and k.param and k.param.lower() not in walked:
            walked.add(k.param.lower())
            land = k.param.lower()
            snow = land.startswith("snow ")  # "snow-covered swampwalk": a snow-covered Swamp (glossary "Snow-Covered")
            land = land.removeprefix("snow ")
            legendary = land == ir.LEGENDARY_LAND  # Livonya Silone: a legendary land (502.6a)
            ignored = [hit for hit in rules_affecting(game, attacker, ir.BlockableDespiteLandwalk)
                       if (hit.rule.value or "") in (land, ir.ANY_LANDWALK)]
            if ignored:
                notes.append((f"{a} has {k}, but it can be blocked as though it didn't ({ignored[0].describe(game)})",
                              "502.6b"))
                met.append(f"{a} can be blocked as though it didn't have {k}")
                continue
            # a basic land type is written as the land card's name (212.2c): "a Swamp", "no Island"
            # the era's "snow-covered" (glossary "Snow-Covered (Obsolete)"), not the later "snow"
            # (a nonbasic land's type, its name, as written: Adarkar Wastes — Illusionary Presence's chosen type)
            named = k.param.removeprefix("snow ")
            named = named if named != named.lower() else named.capitalize()
            kind = "legendary land" if legendary else f"snow-covered {named}" if snow else named

            def of_kind(ch, land=land, legendary=legendary, snow=snow) -> bool:
                """A land of the walked kind, by its characteristics now (snow: its Snow supertype)."""
                return ("land" in ch.types and (ch.legendary if legendary else land in (t.lower() for t in ch.subtypes))
                        and (not snow or "Snow" in ch.supertypes))

            deciding = next((o for o in game.in_play if game.controller_of(o) == defending and of_kind(game.chars(o))), None)

            if deciding is not None:
                # the land that decides, named where its name isn't the type's (session 44's Excavator:
                # "Bob controls a Forest, Bayou @bayou", not just "a Forest"); a basic Forest is "a Forest"
                which = "" if game.objects[deciding].card.name.lower() == kind.lower() else f", {game.describe(deciding)}"
                # one of that type only by an effect (Evil Presence's Forest, a Swamp): the effect named (418.4a/418.3a)
                made = decided_by(game, game.objects[deciding], of_kind)
                changed = _land_made(game, made, f"{with_article(kind)} by") if made is not None else ""
                text = f"{a} has {k} and {defending} controls {with_article(kind)}{which}{changed}: it is unblockable"
                cited: tuple = (effect_rule(game, made),) if made is not None else ()
                # 502.6c and its example: the defending player's own creature with the same
                # landwalk (the blocker or another) doesn't cancel it — said as the example says it, of
                # the blocker itself or of the player controlling such a creature (audit 8278: "River Bear
                # @brb has islandwalk too" of one not in the combat read as if it mattered)
                same = [o for o in game.in_play if o != attacker and game.controller_of(o) == defending
                        and "creature" in game.chars(o).types
                        and any(kk.name == "landwalk" and (kk.param or "").lower() == k.param.lower()
                                for kk in game.chars(o).keywords)]
                if same:
                    why = (f"{b} has {k} too, but that doesn't let it block {a}" if blocker in same else
                           f"{defending} controls {game.describe(same[0])}, which has {k} too, but controlling a "
                           f"creature with {k} doesn't let {defending} block {a}")
                    probs.append((f"{text}; {why}: landwalk abilities don't cancel one another",
                                  ("502.6c", "502.6b", *cited)))
                else:
                    probs.append((text, ("502.6b", *cited) if cited else "502.6b"))
            else:
                # a land that would be of that type but for an effect (Melting's Snow-Covered Swamp, no longer
                # snow; a Swamp made an Island): the effect named, and its rule (418.4a/418.3a)
                unmade = [(o, e) for o in game.in_play if game.controller_of(o) == defending
                          and (e := decided_by(game, game.objects[o], of_kind)) is not None]
                if unmade:
                    why = "; ".join(f"{game.describe(o)} isn't one now{_land_made(game, e, '')}" for o, e in unmade)
                    notes.append((f"{a} has {k}, but {defending} controls no {kind} — {why}: it can be blocked",
                                  ("502.6b", *dict.fromkeys(effect_rule(game, e) for _o, e in unmade))))
                else:
                    notes.append((f"{a} has {k}, but {defending} controls no {kind}: it can be blocked", "502.6b"))
                met.append(f"{defending} controls no {kind} ({k})")
    if a_ch.has_keyword("horsemanship"):
        # The followed rulebook has no rule of horsemanship (Portal Three Kingdoms, 1999): the
        # keyword's reminder text summarises it (502.1) — "This creature can't be blocked except
        # by creatures with horsemanship" — an evasion ability (501.1)
        why = "horsemanship's rule is absent from the followed text; its reminder text summarises it"
        if not b_ch.has_keyword("horsemanship"):
            probs.append((f"{a} has horsemanship and {b} doesn't: it can't be blocked except by creatures with "
                          f"horsemanship ({why})", ("501.1", "502.1")))
        else:
            notes.append((f"{a} has horsemanship and {b} has horsemanship too ({why})", "502.1"))
            met.append(f"{b} has horsemanship")
    for hit in rules_affecting(game, blocker, ir.CanBlockOnly):
        # "~ can block only creatures with flying" (Battlefield Percher): an ability restricting how
        # the creature can block (501.3), and a proposed block breaking it is illegal (500.2: "Similar
        # restrictions apply to declaring blockers"); another permanent's ability restricts declaring
        # blockers as an ability of its own (500.1)
        you = controller_of_rule(game, hit)
        if hit.rule.filter is None:
            continue
        whose = "its ability" if hit.source == blocker else "an ability"
        rules = ("501.3", "500.2") if hit.source == blocker else ("501.3", "500.1", "500.2")
        if not matches(game, hit.rule.filter, attacker, you, hit.source):
            probs.append((f"{b} can block only as {whose} says ({hit.describe(game)}): "
                          f"{_what_decided(game, hit, attacker, False)}", rules))
        else:
            notes.append((f"{b} can block only as {whose} says ({hit.describe(game)}): "
                          f"{_what_decided(game, hit, attacker, True)}, so it may block it", "501.3"))
    prot = protected_from(game, attacker, b_ch)
    if prot:
        # Ihsan's Shade at White Knight (audit 16863): the blocker's quality that decides it, as Fylamarid's "can't be
        # blocked by blue creatures" says "Wind Drake is a blue creature" — its color may be an effect's
        quality = prot.lower().removeprefix("protection from ").rstrip("s")
        kind = ("" if quality not in b_ch.colors and quality not in b_ch.types
                else ", a creature" if quality == "creature" else f", {with_article(quality + ' creature')}")
        probs.append((f"{a} has {prot}: it can't be blocked by {b}{kind}", "502.7b"))
    for hit in rules_affecting(game, attacker, ir.Unblockable):
        probs.append((f"{a} is unblockable ({hit.describe(game)}): no creature can be assigned to block it "
                      f"(glossary \"Unblockable\")", "501.1"))
    for hit in rules_affecting(game, attacker, ir.CantBeBlockedExceptBy):
        you = controller_of_rule(game, hit)
        if hit.rule.filter is not None and not matches(game, hit.rule.filter, blocker, you, hit.source):
            whose = "its ability" if hit.source == attacker else "an ability"
            # Cateran Enforcer's fear at Grizzly Bears (audit 7874): what the blocker isn't
            probs.append((f"{a} can't be blocked except as {whose} says ({hit.describe(game)}): "
                          f"{_what_decided(game, hit, blocker, False)}", "501.1"))
        elif hit.rule.filter is not None:
            notes.append((f"{b} is a creature {a} can be blocked by ({hit.describe(game)})", "501.1"))
            met.append(f"{b} satisfies \"{hit.text.rstrip('.')}\"")
    for hit in rules_switched_off(game, attacker, ir.CantBeBlockedExceptBy, ir.CantBeBlockedBy, ir.Unblockable):
        notes.append((switched_off_words(game, hit), "418.4a"))
    for hit in rules_affecting(game, attacker, ir.CantBeBlockedBy):
        you = controller_of_rule(game, hit)
        if hit.rule.filter is None or matches(game, hit.rule.filter, blocker, you, hit.source):
            decided = _what_decided(game, hit, blocker, True)
            probs.append((f"{a} can't be blocked by {b} ({hit.describe(game)}){': ' + decided if decided else ''}",
                          "501.1"))
    barred = rules_affecting(game, blocker, ir.CantBlock, ir.CantAttackOrBlock)
    for hit in barred:
        you = controller_of_rule(game, hit)
        if hit.rule.filter is None or matches(game, hit.rule.filter, attacker, you, hit.source):
            what = f"{b} can't block{'' if hit.rule.filter is None else ' ' + a}"
            if hit.resolved:  # a spell's or ability's effect, not an ability of the creature's (501.3)
                probs.append((f"{what} ({hit.describe(game)}): {_fixed_set_words(game, hit, blocker)}",
                              ("418.3b", "418.3a")))
            else:  # a creature's own ability (501.3), or another permanent's (500.1): 500.2 refuses the block
                # the attacker is what its words describe, its power where they name one (Orcish
                # Veteran's "white creatures with power 2 or greater"; audit 7268)
                flt = hit.rule.filter
                # (only a creature's own ability with words read off the attacker alone: "a creature you
                # control" or "power … the enchanted creature's toughness" would need their referents named)
                plain = flt is not None and hit.source == blocker and flt.controller is None \
                    and (flt.power is None or isinstance(flt.power.value, int))
                decided = _what_decided(game, hit, attacker, True) if plain else ""
                probs.append((f"{what} ({hit.describe(game)}): {decided}" if decided
                              else f"{what} ({hit.describe(game)}){condition_held(game, hit)}",
                              ("501.3", "500.2") if hit.source == blocker else ("501.3", "500.1", "500.2")))
    for hit in rules_switched_off(game, blocker, ir.CantBlock, ir.CantAttackOrBlock):  # Wirecat, no enchantment
        notes.append((switched_off_words(game, hit), "418.4a"))
    notes += _outside_fixed_sets(game, blocker, {h.source for h in barred if h.resolved})
    if met and probs:
        probs = [_cumulative(text, rule, met) for text, rule in probs]
    # the same restriction made twice (Varchild's Crusader's "{0}: … can't be blocked this turn except by Walls"
    # played twice: two effects, one reason) is said once (audit 8581)
    return list(dict.fromkeys(probs)), list(dict.fromkeys(notes))


def _fixed_set_words(game: Game, hit: RuleHit, oid: int) -> str:
    """Why a creature in the set of a resolved restriction is in it (418.3b): the set was chosen
    as the spell or ability was played (targeted) or as it resolved, and it won't change."""
    name = _whose_effect(game, hit.source)
    what = getattr(hit.rule, "what", None)
    if isinstance(what, ir.Target):
        return f"it was chosen as a target when {name} was played, and the set it affects won't change"
    words = f"it was in the set {name} affects, fixed when {name} resolved"
    if _plain_group(what) and not _now_described(game, hit.source, what, oid):
        words += f"; it is no longer {_group_words(what)}, but after resolution the set won't change"
    return words


def _whose_effect(game: Game, source: int) -> str:
    """The spell, or the ability of a permanent, whose resolution made a restriction."""
    src = game.objects[source]
    return f"{possessive(src.name)} ability" if src.zone == Zone.IN_PLAY else src.name


#: References whose objects depend on the resolution's own context (not only on the game now).
_CONTEXT_REFS = (ir.Target, ir.Chosen, ir.ChosenPlayer, ir.TriggerObject, ir.TriggerPlayer, ir.TriggerSource,
                 ir.EachOne)


def _plain_group(what) -> bool:
    """Whether ``what`` is a group ("each creature without flying") that names the same
    objects whenever it is read — not a target or a choice of the resolution."""
    return isinstance(what, ir.All) and not any(isinstance(n, _CONTEXT_REFS) for n in ir.walk(what))


def _group_words(what: ir.All) -> str:
    """A resolved effect's group as one of its members: "a creature without flying"."""
    return " or ".join(with_article(phrasebook.filter_phrase(f)) for f in what.filters)


def _now_described(game: Game, source: int, what, oid: int) -> bool:
    """Whether ``what`` (a resolved effect's plain group) would name ``oid`` now."""
    src = game.objects[source]
    ctx = Ctx(game=game, controller=game.controller_of(source) or src.controller or src.owner, source=source,
              source_name=src.name, targets=[])
    return oid in object_ids(refer(ctx, what))


def _outside_fixed_sets(game: Game, oid: int, barring: set) -> list[tuple[str, str]]:
    """418.3b: a resolved "can't block" restriction whose group would name ``oid`` now doesn't
    apply to it when it wasn't in the set fixed as the spell or ability resolved (it came into
    play afterwards, or didn't fit then)."""
    out: list[tuple[str, str]] = []
    seen: set = set()
    for r in game.turns.turn_rules:
        rule = r.rule
        if (r.obj is None or r.obj == oid or r.source in barring or r.source in seen
                or not isinstance(rule, (ir.CantBlock, ir.CantAttackOrBlock)) or r.turn not in (None, game.turns.turn)
                or not _plain_group(rule.what) or oid in r.spared):
            continue
        if not _now_described(game, r.source, rule.what, oid):
            continue
        seen.add(r.source)
        name = _whose_effect(game, r.source)
        out.append((f"{game.describe(oid)} is {_group_words(rule.what)}, but {possessive(name)} restriction doesn't apply to "
                    f"it: the set {name} affects was fixed when {name} resolved, and {game.describe(oid)} wasn't in "
                    f"it", "418.3b"))
    return out


def _cumulative(text: str, rule, met: list[str]) -> tuple[str, object]:
    """501.2: an evasion ability the blocker doesn't satisfy stops the block though it satisfies
    another of the attacker's; the step cites the rule of the combination first."""
    rules = (rule,) if isinstance(rule, str) else tuple(rule)
    if not EVASION_RULES & set(rules):
        return text, rule
    return (f"{text}; evasion abilities are cumulative: that {' and '.join(met)} doesn't let it block",
            ("501.2",) + rules)


def rule_ids(rule) -> tuple[str, ...]:
    """A problem's rule as the ids a trace step cites (one id, or the tuple of a combination)."""
    return (rule,) if isinstance(rule, str) else tuple(rule)


def blocks_allowed(game: Game, blocker: int) -> Optional[int]:
    """How many attackers ``blocker`` may block (309.1: one, unless an effect allows more;
    None = any number)."""
    hits = rules_affecting(game, blocker, ir.CanBlockAnyNumber, ir.CanBlockAdditional)
    if not hits:
        return 1
    n = 1
    for h in hits:
        if isinstance(h.rule, ir.CanBlockAnyNumber):
            return None
        n += int(h.rule.value or 1)
    return n


def _land_made(game: Game, eff, lead: str) -> str:
    """" (a Swamp by Evil Presence's effect: "Enchanted land is a Swamp.")": the continuous effect that
    made a land what it is now, by its source and its text, as a static ability's step names it."""
    src = game.objects.get(eff.source) if eff.source is not None else None
    by = f"{game.describe(eff.source)}: " if src is not None else ""
    return f" ({lead}{' ' if lead else ''}{by}{quoted(eff.text) if eff.text else 'an effect'})"
