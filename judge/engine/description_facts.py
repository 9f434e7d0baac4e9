"""The facts about an object that keep it from fitting a description (409.1c, 413.2a), each in the
words of the description it fails — "it is black" for Terror's "nonblack", "it is a land, not a
creature", "its power is 3" — for a target refused and a false "if ~ is …" condition
(:mod:`judge.engine.targets` asks :func:`plain_facts` where it says why).

Imported where those words are first made, not with the engine (issue 43): a game whose targets
all fit reads none of this.
"""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.cards.english import possessive, serial_or, with_article
from judge.engine.combat_state import blockers_of
from judge.engine.filters import (compare_holds, controller, controller_controls_land, converted_mana_cost,
                                  self_counters, self_power)
from judge.engine.game import Game
from judge.zones import Zone


def plain_facts(game: Game, flt: ir.Filter, thing: int, you: str, skip: tuple[str, ...] = (),
                source: Optional[int] = None, x: Optional[int] = None) -> list[str]:
    """The facts about ``thing`` that keep it from fitting ``flt`` (409.1c), each in the words
    of the description it fails: its colour ("it is black" for "nonblack"), its card types ("it
    is an artifact" for "nonartifact", "it is a land, not a creature"), tapped or untapped, and
    who controls it for "you control" / "an opponent controls". Only the aspects the description
    names and the object fails; none where a rule :func:`what_it_is` cites (``skip``) already
    says it — an artifact creature (212.1), an artifact's colour (214.6a), a multicoloured
    permanent (413.2g). A union of descriptions ("nonblack creature or land") says nothing here.
    Its power against a stated number ("with power 2 or less": "its power is 3") or against the
    counters on ``source`` (Legacy's Allure: "its power is 2, and Legacy's Allure has 1 treasure
    counter", as the source last existed in play when it was sacrificed, 413.2f)."""
    if not game.exists(thing) or flt.any_of:
        return []
    obj = game.objects[thing]
    ch = game.chars(obj)
    facts: list[str] = []
    if flt.zone == Zone.IN_PLAY and obj.zone not in (Zone.IN_PLAY, Zone.PHASED_OUT):
        # Disenchant at Tormod's Crypt sacrificed as its ability was played (audit 7369): a target
        # the words don't place elsewhere is a permanent, and permanents exist only in play
        facts.append(f"it is {_where(obj)}, not in play (217.5b: a spell or ability affects only the in-play zone "
                     f"unless it specifically mentions another zone)")
        return facts
    if flt.zone is Zone.STACK and "spell" in flt.types and obj.zone is not Zone.STACK:
        # Mundungu at a creature (audit 8379): "target spell" — a card is a spell from when it is
        # played until it is countered or resolves (glossary "Spell")
        where = "a permanent in play" if obj.zone is Zone.IN_PLAY else _where(obj)
        facts.append(f"it is {where}, not a spell on the stack (glossary \"Spell\")")
        return facts
    colours = " and ".join(ch.colors) if ch.colors else "colorless"
    kinds = " ".join(ch.types)
    if "212.1" not in skip:
        named = [t for t in flt.types if t in ("artifact", "creature", "enchantment", "land", "instant", "sorcery")]
        if named and len(named) == len(flt.types) and not any(t in ch.types for t in named):
            facts.append(f"it is {with_article(kinds)}, not {with_article(serial_or(named))}" if kinds
                         else f"it is not {with_article(serial_or(named))}")
        barred = [t for t in flt.not_types if t in ch.types]
        if barred:
            facts.append(f"it is {with_article(' and '.join(barred))}")
        lacking = [t for t in flt.types_all if t not in ch.types]
        if lacking and not flt.types:
            # Argivian Blacksmith at Grizzly Bears: "target artifact creature" — "it is a creature, not an
            # artifact" (audit 8682: the refusal gave no fact)
            facts.append(f"it is {with_article(kinds)}, not {with_article(' '.join(lacking))}" if kinds
                         else f"it is not {with_article(' '.join(flt.types_all))}")
    if "214.6a" not in skip and "413.2g" not in skip:
        if (flt.colors and ir.CHOSEN_COLOR not in flt.colors and not any(c in ch.colors for c in flt.colors)) \
                or (flt.not_colors and any(c in ch.colors for c in flt.not_colors)) \
                or (flt.colored is True and not ch.colors) or (flt.colored is False and ch.colors):
            facts.append(f"it is {colours}")
    # Flood at a flier: "target creature without flying" — "it has flying"; Plummet at the Bears:
    # "target creature with flying" — "it doesn't have flying" (audit 7066)
    facts += [f"it has {k}" for k in flt.not_keywords if ch.has_keyword(k.name, k.param)]
    facts += [f"it doesn't have {k}" for k in flt.keywords if not ch.has_keyword(k.name, k.param)]
    wanted = [t for t in flt.subtypes if t.lower() not in ir.BASIC_LAND_TYPES]
    if wanted and len(wanted) == len(flt.subtypes) and "creature" in ch.types \
            and not any(t.lower() == h.lower() for t in wanted for h in ch.subtypes):
        # Tunnel at Grizzly Bears: "its creature type is Bear, not Wall" (audit 6359)
        has = " and ".join(h[:1].upper() + h[1:] for h in ch.subtypes)
        facts.append(f"its creature type{'s are' if len(ch.subtypes) > 1 else ' is'} {has}, not "
                     f"{' or '.join(t[:1].upper() + t[1:] for t in wanted)}" if has else "it has no creature type")
    barred_sub = [t for t in flt.not_subtypes if any(t.lower() == h.lower() for h in ch.subtypes)]
    if barred_sub:
        # Choking Sands at Badlands: "target non-Swamp land" — "it is a Swamp (its types: Swamp and Mountain)"
        # (audit 10500: the refusal gave no fact)
        mine = " and ".join(h[:1].upper() + h[1:] for h in ch.subtypes)
        facts.append(f"it is {with_article(' and '.join(t[:1].upper() + t[1:] for t in barred_sub))}"
                     + (f" (its subtypes: {mine})" if len(ch.subtypes) > 1 else ""))
    cmp = flt.mana_value
    if cmp is not None and isinstance(cmp.value, (int, ir.VarX)) and obj.zone == Zone.IN_PLAY:
        # Detonate with X = 3 at a 4-mana artifact: "its converted mana cost is 4, and X is 3" (audit 6359)
        cmc = converted_mana_cost(game, obj, ch)
        if isinstance(cmp.value, int) and not compare_holds(cmp, cmc):
            facts.append(f"its converted mana cost is {cmc}")
        elif isinstance(cmp.value, ir.VarX) and x is not None and not compare_holds(ir.Compare(cmp.op, x), cmc):
            facts.append(f"its converted mana cost is {cmc}, and X is {x}")
    if flt.power is not None and obj.zone == Zone.IN_PLAY and ch.power is not None:
        facts += _power_facts(game, flt.power, ch.power, source)
    if flt.toughness is not None and obj.zone == Zone.IN_PLAY and ch.toughness is not None:
        facts += _toughness_facts(game, flt.toughness, ch.toughness, source)
    if ir.GREATEST_POWER in flt.extra and obj.zone is Zone.IN_PLAY and "creature" in ch.types:
        # Topple at a creature another outpowers: "its power is 2, and Hill Giant @hg has power 3" (audit 8379)
        top = max((o for o in game.in_play if o != thing and "creature" in game.chars(o).types),
                  key=lambda o: game.chars(o).power or 0, default=None)
        if top is not None and (game.chars(top).power or 0) > (ch.power or 0):
            facts.append(f"its power is {ch.power or 0}, and {game.describe(top)} has power {game.chars(top).power or 0}")
    status = [st for st in flt.status if st in ("tapped", "untapped")]
    if status and len(status) == len(flt.status) and obj.zone == Zone.IN_PLAY:
        now = "tapped" if obj.tapped else "untapped"
        if now not in status:
            facts.append(f"it is {now}")
    fights = [st for st in flt.status if st in ("attacking", "blocking")]
    if fights and len(fights) == len(flt.status) and obj.zone == Zone.IN_PLAY \
            and not any(getattr(obj, st) for st in fights):
        # Divine Retribution at a blocker: "it is blocking, not attacking"
        now = "blocking" if obj.blocking else "attacking" if obj.attacking else ""
        wanted = " or ".join(fights)
        facts.append(f"it is {now}, not {wanted}" if now else f"it is not {wanted}")
    if flt.status and all(st in ("nonattacking", ir.NONATTACKING_NONBLOCKING) for st in flt.status) \
            and obj.zone == Zone.IN_PLAY and (obj.attacking or (obj.blocking and "nonattacking" not in flt.status)):
        # Alarum as printed at an attacker: "target nonattacking creature" — "it is attacking" (308.5;
        # audit 8278); Unlikely Alliance's "nonattacking, nonblocking" at a blocker: "it is blocking" (309.3)
        facts.append("it is attacking (308.5)" if obj.attacking else "it is blocking (309.3)")
    combat = [st for st in flt.status if st in ("blocked", "unblocked")]
    if combat and len(combat) == len(flt.status) and obj.zone == Zone.IN_PLAY:
        # Mirror Strike at a blocked attacker: "it is blocked by Wall of Stone" (309.3)
        blockers = blockers_of(game, thing)
        if not obj.attacking:
            facts.append("it is not attacking (309.3: only an attacking creature is blocked or unblocked)")
        elif "unblocked" in combat and obj.blocked:
            by = " and ".join(game.describe(b) for b in blockers)
            facts.append(f"it is blocked{' by ' + by if by else ''} (309.3)")
        elif "blocked" in combat and not obj.blocked and (game.combat is None or game.combat.blockers_declared):
            facts.append("it is unblocked (309.3)")
        elif not obj.blocked and game.combat is not None and not game.combat.blockers_declared:
            # Benalish Missionary at an attacker in the declare attackers step (audit 16863: the refusal gave no
            # fact): it is neither blocked nor unblocked until blockers are declared (309.3)
            facts.append("no blockers have been declared yet: an attacking creature becomes blocked or unblocked "
                         "only as they are (309.3)")
    if obj.zone == Zone.IN_PLAY and ("not enchanted by an aura" in flt.extra or "enchanted by an aura" in flt.extra):
        # Time Elemental at an enchanted permanent: "target permanent that isn't enchanted" — "it is enchanted by
        # Unholy Strength" (audit 10803: the refusal gave no fact); Ramses Overdark at a bare one: "it is not enchanted"
        auras = [o for o in game.in_play if game.objects[o].attached_to == thing and "enchantment" in game.chars(o).types]
        if auras and "not enchanted by an aura" in flt.extra:
            facts.append(f"it is enchanted by {' and '.join(game.describe(o) for o in auras)}")
        elif not auras and "enchanted by an aura" in flt.extra:
            facts.append("it is not enchanted")
    for e in flt.extra:
        if e.startswith("controller controls ") and obj.zone == Zone.IN_PLAY \
                and not controller_controls_land(game, thing, e):
            # Seasinger at a creature whose controller has no Island (audit 8884): "Bob controls no Island"
            facts.append(f"{game.controller_of(thing)} controls no {e[len('controller controls '):].capitalize()}")
    if "blocking or blocked by it" in flt.extra and source is not None and game.exists(source) \
            and obj.zone == Zone.IN_PLAY and game.combat is not None \
            and (thing, source) not in game.combat.blocks and (source, thing) not in game.combat.blocks:
        # Lesser Werewolf at an unblocked attacker (audit 6662): what it is in combat, and that it
        # is on neither side of a block with the source (309.3)
        blocked_by = " and ".join(game.describe(b) for b in blockers_of(game, thing))
        blocks = " and ".join(game.describe(a) for b, a in game.combat.blocks if b == thing and game.exists(a))
        now = (f"it is attacking, blocked by {blocked_by}" if obj.attacking and blocked_by
               else "it is attacking, unblocked" if obj.attacking
               else f"it is blocking {blocks}" if obj.blocking and blocks else "it is not in combat")
        facts.append(f"{now}: it neither blocks nor is blocked by {game.describe(source)} (309.3)")
    if "blocking it" in flt.extra and flt.partner is None and source is not None and game.exists(source) \
            and obj.zone == Zone.IN_PLAY and game.objects[source].zone == Zone.IN_PLAY \
            and (game.combat is None or (thing, source) not in game.combat.blocks):
        # Flowstone Salamander at a creature blocking another attacker (audit 6864): what it blocks,
        # if anything, and that it isn't blocking the source (309.3)
        blocks = " and ".join(game.describe(a) for b, a in (game.combat.blocks if game.combat else ())
                              if b == thing and game.exists(a))
        now = (f"it is blocking {blocks}, not {game.describe(source)}" if obj.blocking and blocks
               else f"it is attacking, not blocking {game.describe(source)}" if obj.attacking
               else f"it is not in combat, so it isn't blocking {game.describe(source)}")
        facts.append(f"{now} (309.3)")
    if "blocked by it" in flt.extra and source is not None and game.exists(source) \
            and obj.zone == Zone.IN_PLAY and game.objects[source].zone == Zone.IN_PLAY \
            and (game.combat is None or (source, thing) not in game.combat.blocks):
        # Goblin Snowman at an attacker another creature blocks, or before it blocks at all (audit
        # 8480): "target creature it's blocking" — what the source blocks, if anything (309.3)
        blocks = " and ".join(game.describe(a) for b, a in (game.combat.blocks if game.combat else ())
                              if b == source and game.exists(a))
        facts.append(f"{game.describe(source)} blocks {blocks}, not {game.describe(thing)} (309.3)"
                     if game.objects[source].blocking and blocks
                     else f"{game.describe(source)} is blocking no creature (309.3)")
    if ("blocking it" in flt.extra and flt.partner is None or "blocking or blocked by it" in flt.extra) \
            and source is not None and source in game.objects and obj.zone == Zone.IN_PLAY \
            and (not game.exists(source) or game.objects[source].zone != Zone.IN_PLAY):
        # Flowstone Salamander Shocked with its ping on the stack (audit 7672): the creature that
        # blocked it isn't currently blocking it, which has left play (310.1d); nor is one it
        # blocked currently blocked by it (310.1c)
        gone = game.objects[source]
        said = f"{gone.card.name} @{gone.label}" if gone.label else gone.card.name
        blocks = game.combat.blocks if game.combat is not None else ()
        # (said of the target, still in play, so read as it is now, 413.2f — unlike Tinder Wall's "a creature it's
        # blocking", said of the source that left play and read as it last existed: judge.engine.resolve)
        if (source, thing) in blocks and "blocking or blocked by it" in flt.extra:
            facts.append(f"{said} has left play: {game.describe(thing)} isn't blocked by it any more (310.1c) — said of "
                         f"{game.describe(thing)}, still in play, read as it is now (413.2f)")
        elif (thing, source) in blocks:
            facts.append(f"{said} has left play: {game.describe(thing)} isn't blocking it any more (310.1d) — said of "
                         f"{game.describe(thing)}, still in play, read as it is now (413.2f)")
    for e in flt.extra:
        if not e.startswith("attached to ") or e == ir.ATTACHED_TO_PARTNER or obj.zone != Zone.IN_PLAY:
            continue
        # Devout Harpist's "target Aura attached to a creature" once Living Plane has left play (audit
        # 7369): what it is attached to, and what that is now
        wanted = e[len("attached to "):].removesuffix(" you control").split(" or ")
        host = obj.attached_to
        if host is None or not game.exists(host) or game.objects[host].zone != Zone.IN_PLAY:
            # (Crusade at Devout Harpist: an enchantment that isn't an Aura enchants nothing)
            aura = any(t.lower() == "aura" for t in flt.subtypes) and not any(t.lower() == "aura" for t in ch.subtypes)
            if aura and "enchantment" in ch.types and ch.enchant is None:
                continue  # (a global enchantment: filters' note says so, 214.8a — Bad Moon said it twice, audit 8682)
            facts.append("it isn't an Aura: it is attached to nothing" if aura else "it is attached to nothing in play")
            continue
        hch = game.chars(host)
        if "permanent" not in wanted and not set(wanted) & set(hch.types):
            facts.append(f"it is attached to {game.describe(host)}, which is "
                         f"{with_article(' '.join(hch.types)) if hch.types else 'no permanent type'}, "
                         f"not {with_article(serial_or(wanted))}")
        elif e.endswith(" you control") and controller(game.objects[host], hch) != you:
            facts.append(f"it is attached to {game.describe(host)}, which {controller(game.objects[host], hch)} "
                         f"controls, not {you}")
    # Hallowed Ground at a Snow-Covered Plains (audit 7874): "nonsnow" — it is snow-covered, in
    # addition to its land type (glossary "Snow-Covered (Obsolete)"); "snow" at one that isn't
    if "nonsnow" in flt.extra and "Snow" in ch.supertypes:
        facts.append("it is snow-covered, a snow land (glossary \"Snow-Covered (Obsolete)\")")
    if "snow" in flt.extra and "Snow" not in ch.supertypes and obj.zone == Zone.IN_PLAY and "land" not in ch.types:
        # (a land: filters.what_it_is says it, "Forest is not snow-covered", at every step that refuses one —
        # Balduvian Conjurer at a Forest said it twice, audit 14843)
        facts.append("it isn't snow-covered (glossary \"Snow-Covered (Obsolete)\")")
    if ir.ATTACKED_YOU_THIS_TURN in flt.extra and obj.zone == Zone.IN_PLAY:
        # Jabari's Influence at a creature that stayed home (audit 7874): "that attacked you this
        # turn" — it was never declared an attacker this turn, or it attacked another player (308.5)
        if not game.this_turn.did_in_combat(thing, ("attacked",), False):
            facts.append("it hasn't attacked this turn: it was never declared as an attacker (308.5)")
        elif game.opponent(game.turns.active) != you:
            facts.append(f"it attacked {game.opponent(game.turns.active)} this turn, not {you} (308.5)")
    if "dealt damage this turn" in flt.extra and obj.zone == Zone.IN_PLAY and not obj.damage \
            and thing not in game.this_turn.damaged and damaged_as_earlier_object(game, thing):
        # Fatal Blow, Opportunist at a creature Shocked, bounced and cast again (audit 13227): "that was dealt
        # damage this turn" — the card was, as the permanent it was before (217.8)
        facts.append(f"{EARLIER_OBJECT_DAMAGED} (217.5c, 217.8)")
    if flt.other and source is not None and thing == source:
        facts.append(f"it is {game.describe(source)} itself")  # Sorceress Queen: "other than Sorceress Queen"
    if flt.controller is not None and flt.controlled_by is None:
        ctl = controller(obj, ch)
        where = "controls" if obj.zone in (Zone.IN_PLAY, Zone.STACK) else "owns"
        if flt.controller is ir.PlayerRelation.YOU and ctl != you:
            facts.append(f"{ctl} {where} it, not {you}")
        elif flt.controller is ir.PlayerRelation.OPPONENT and ctl == you:
            facts.append(f"{ctl} {where} it, and {ctl} is the player playing it, not an opponent of that player")
    if ir.YOU_OWN_OR_CONTROL in flt.extra and obj.zone is Zone.IN_PLAY:
        # Telim'Tor's Edict at Bob's permanent (audit 8379): "you own or control" — either will do,
        # so both are said
        ctl = controller(obj, ch)
        if obj.owner != you and ctl != you:
            facts.append(f"{ctl} owns and controls it, not {you}" if obj.owner == ctl
                         else f"{obj.owner} owns it and {ctl} controls it, not {you}")
    return facts


#: Why a creature whose card was dealt damage this turn, as another permanent, isn't "dealt damage this turn" now: it
#: has left play and come back, a new object (217.5c, 217.8) — Inflame's damage, Fatal Blow's and Opportunist's
#: targets (audit 13227), said in these words wherever it decides.
EARLIER_OBJECT_DAMAGED = ("it was dealt damage this turn as an earlier object, but it has left play and come back "
                          "since — a new permanent with no relationship to that one")


def object_now(game: Game, old: int) -> int:
    """The object ``old`` became as it changed zones (217.8: each time a new object), followed to the last."""
    now, seen = old, set()
    while now not in seen and now in game.objects and game.objects[now].became is not None:
        seen.add(now)
        now = game.objects[now].became
    return now


def damaged_as_earlier_object(game: Game, thing: int) -> bool:
    """Whether an earlier object of ``thing``'s card — one that became it by changing zones — was dealt damage this
    turn (:data:`EARLIER_OBJECT_DAMAGED`)."""
    return any(isinstance(old, int) and old != thing and object_now(game, old) == thing
               for old in game.this_turn.damaged)


def _where(obj) -> str:
    """Where a card outside play is: "in Alice's graveyard", "on the stack", "removed from the game"."""
    if obj.zone == Zone.STACK:
        return "on the stack"
    if obj.zone == Zone.REMOVED:
        return "removed from the game"
    return f"in {possessive(obj.owner)} {obj.zone}"


def _power_facts(game: Game, cmp: ir.Compare, power: int, source: Optional[int]) -> list[str]:
    """Why a creature of power ``power`` fails ``cmp`` (409.1c, 413.2a), in figures; [] when it
    doesn't fail or the figure compared can't be said."""
    if isinstance(cmp.value, bool) or not isinstance(cmp.value, (int, ir.CountersOn)):
        return []
    if isinstance(cmp.value, int):
        return [f"its power is {power}"] if not compare_holds(cmp, power) else []
    n = self_counters(game, source, cmp.value)
    if n is None or compare_holds(ir.Compare(cmp.op, n), power):
        return []
    s = "s" * (n != 1)
    if game.exists(source) and game.objects[source].zone == Zone.IN_PLAY:
        return [f"its power is {power}, and {game.describe(source)} has {n} {cmp.value.kind} counter{s}"]
    return [f"its power is {power}, and {game.describe(source)} had {n} {cmp.value.kind} counter{s} as it last "
            f"existed in play (413.2f)"]


def _toughness_facts(game: Game, cmp: ir.Compare, toughness: int, source: Optional[int]) -> list[str]:
    """Why a creature of toughness ``toughness`` fails ``cmp`` (409.1c, 413.2a), in figures: a
    stated number, or the source's power (Stone Giant: "its toughness is 3, and Stone Giant's
    power is 3"); [] when it doesn't fail or the figure can't be said."""
    if isinstance(cmp.value, int) and not isinstance(cmp.value, bool):
        return [f"its toughness is {toughness}"] if not compare_holds(cmp, toughness) else []
    if not isinstance(cmp.value, ir.PowerOf):
        return []
    n = self_power(game, source, cmp.value)
    if n is None or compare_holds(ir.Compare(cmp.op, n), toughness):
        return []
    if game.exists(source) and game.objects[source].zone == Zone.IN_PLAY:
        return [f"its toughness is {toughness}, and {possessive(game.describe(source))} power is {n}"]
    return [f"its toughness is {toughness}, and {possessive(game.describe(source))} power was {n} as it last existed in play "
            f"(413.2f)"]
