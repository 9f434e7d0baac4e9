"""State-based effects (420): checked whenever a player would receive priority (420.3) and in
the cleanup step (314.1c), never during resolution (420.4). All applicable effects happen
simultaneously as a single event, then the check repeats until none apply (420.3).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, serial_and, with_article
from judge.engine import events, statics
from judge.engine.cant_be_enchanted import unenchantable
from judge.engine.cant_be_destroyed import cant_be_destroyed
from judge.engine.context import static_rules
from judge.engine.characteristics import ordered_effects, printed
from judge.engine.game import Game
from judge.engine.kinds import MoveCause
from judge.engine.replacement import regenerate_instead
from judge.engine.state import NO_STATE_BASED_EFFECT, PERMANENTS_SAID, PERMANENTS_UNAFFECTED
from judge.engine.targets import matches, protected_from
from judge.engine.trace import rules_named
from judge.zones import Zone


def conditions(game: Game) -> bool:
    """Whether any state-based effect would apply now (used by 314.1c)."""
    return bool(collect(game))


#: The name under which a version's ``Derived.values`` keeps the conditions :func:`collect` found in it, when it
#: found any: the same state holds the same ones — never carried to the next version (state._CARRIED), as
#: NO_STATE_BASED_EFFECT is by a change off the board. A resolution that met a condition collects them as it ends
#: (420.4: judge.engine.resolve.begin_resolution) and the check that follows it (408.1b) in that same state: looked
#: at once (bench_explore's blocks N=5: each creature with lethal damage looked at once, not three times).
FOUND = "the state-based conditions found"


def collect(game: Game) -> list[tuple[str, object, str]]:
    """Every state-based condition that holds now (420.5), as (kind, object or player, why).
    None holds in a state (a version of the game) in which none held before; the same ones in the
    same state (:data:`FOUND`: the list is the callers' to read, never to write)."""
    values = game.derived.values  # (looked in with ``in`` and a subscript, not dict.get's call: ~43K checks a suite's pass)
    if NO_STATE_BASED_EFFECT in values and values[NO_STATE_BASED_EFFECT]:
        return []
    if FOUND in values:
        return values[FOUND]
    found: list[tuple[str, object, str]] = []
    for p in game.players:
        if p.lost:
            continue
        if p.life <= 0 and _loses_for_life(game, p.name):
            found.append(("lose", p.name, f"{p.name} has {p.life} life"))
        elif p.drew_from_empty:
            found.append(("lose", p.name, f"{p.name} was required to draw from an empty library"))
        elif p.poison and _poison().loses_to_poison(game, p.name):  # (none, the common case: nothing to ask)
            found.append(("lose", p.name, f"{p.name} has {p.poison} poison counters"))
    names: dict[str, list[int]] = {}
    worlds: list[int] = []
    objects, chars, known = game.objects, game.chars, game.derived.chars
    derived = game.derived
    # (none of the permanents' conditions held in the version before, none of them an Aura's, and no change
    # since touched a permanent, their characteristics kept: Game.changed carries PERMANENTS_UNAFFECTED —
    # they are looked at once while a stack of triggered abilities resolves, not at every check)
    carried = PERMANENTS_UNAFFECTED in values
    aura = False
    for oid in game.in_play if not carried else ():
        o = objects[oid]
        # (the characteristics this state computed already, looked up without a call: game.chars)
        ch = (known[oid] if oid in known else None) or chars(o)
        types = ch.types
        toughness = ch.toughness
        if "creature" in types and toughness is not None and (toughness <= 0 or 0 < toughness <= o.damage):
            # No early exit: every condition of this permanent is collected, so that, e.g., a
            # legend with lethal damage still counts for the Legend rule in the same check (420.3).
            # (only a creature with toughness 0 or less or damage as great is looked at: _creature
            # finds nothing in any other)
            _creature(o, ch, found, game)
        enchant = ch.enchant
        if "enchantment" in types and (enchant is not None or o.attached_to is not None):
            aura = True  # (what an Aura may enchant is asked of a filter, which may read more than the board)
            a = o.attached_to
            # (Animate Dead: "enchant creature card in a graveyard" enchants a card there)
            where = enchant.zone if enchant is not None and enchant.zone == Zone.GRAVEYARD else Zone.IN_PLAY
            if a is None or not game.exists(a) or game.objects[a].zone != where:
                found.append(("aura", oid, f"{o.display()} enchants nothing (what it enchanted is gone)"))
            elif a == oid:
                found.append(("aura", oid, f"{o.display()} can't enchant itself (214.8f)"))
            elif enchant is not None and not matches(game, enchant, a, ch.controller or o.controller, oid):
                found.append(("aura", oid, f"{o.display()} enchants {game.describe(a)}, which it can't legally enchant"))
            elif where == Zone.IN_PLAY:
                prot = protected_from(game, a, ch)
                if prot and statics.aura_spared(game, oid, a, ch):
                    prot = None  # "This effect doesn't remove ~": only its own protection (the Wards)
                if prot:
                    found.append(("aura", oid, f"{o.display()} enchants {game.describe(a)}, which has {prot} (502.7b)"))
                else:
                    # Anti-Magic Aura's "can't be enchanted by other Auras" (added, session 64)
                    barred = unenchantable(game, oid, a)
                    if barred:
                        found.append(("aura", oid, f"{o.display()} enchants {game.describe(a)}, which it can't "
                                                   f"legally enchant: {barred}"))
        supertypes = ch.supertypes
        # (Chars.legendary, its property asked only where a supertype may make it so: with none, a
        # "Legend" subtype alone does — ~280K asks a suite pass, nearly all of non-legends)
        if "Legend" in ch.subtypes or (supertypes and ch.legendary):
            names.setdefault(ch.name, []).append(oid)
        if "World" in supertypes and "enchantment" in types:
            worlds.append(oid)
    if len(worlds) > 1:
        # glossary "Enchant World (Obsolete)": "Whenever two or more enchant world cards are in play,
        # all but the one with the most recent timestamp are put into their owners' graveyard. This is
        # a state-based effect." (A tie for the most recent: none is that one, so none stays, as the
        # Legend rule's tie, 420.5e.)
        ts = sorted(game.objects[i].timestamp for i in worlds)
        latest, tie = ts[-1], ts.count(ts[-1]) > 1
        newest = next(game.describe(i) for i in worlds if game.objects[i].timestamp == latest)
        for i in worlds:
            if tie or game.objects[i].timestamp != latest:
                found.append(("world", i, f"{game.describe(i)}: " + (
                    "another enchant world came into play at the same time" if tie else
                    f"{newest} is a newer enchant world")))
    for name, ids in names.items():
        if len(ids) < 2:
            continue
        ts = sorted(game.objects[i].timestamp for i in ids)
        earliest = ts[0]
        tie = ts.count(earliest) > 1
        for i in ids:
            if tie or game.objects[i].timestamp != earliest:
                found.append(("legend", i, f"{game.describe(i)}: another {name} is in play"
                                           + (" with the same earliest timestamp" if tie else " with an earlier timestamp")))
    if not found and not aura and not carried and game.derived is derived:
        game.derived.values[PERMANENTS_UNAFFECTED] = True
    for p in game.players if game.tally.tokens_made else ():
        for z in (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.REMOVED):
            for oid in game.zones[(p.name, z)]:
                if game.objects[oid].token:
                    found.append(("token", oid, f"the {game.objects[oid].name} token is in the {z}"))
    for oid in game.permanents.phased_out if game.tally.tokens_made else ():
        if game.objects[oid].token:  # the 1998 rules' Phased-Out rule, subrule d (glossary "Phased Out")
            found.append(("token", oid, f"the {game.objects[oid].name} token is in the phased-out zone "
                                        f"(glossary \"Phased Out\"; the 1998 rules' Phased-Out rule)"))
    if not found:
        game.derived.values[NO_STATE_BASED_EFFECT] = True
    elif game.derived is derived:
        game.derived.values[FOUND] = found
    return found


def _creature(o, ch, found: list, game: Game) -> None:
    """420.5b, 420.5c: a creature with toughness 0 or less, or with lethal damage (not one that can't be
    destroyed: Consecrate Land, :func:`_cant_be_destroyed`)."""
    if ch.toughness <= 0:
        found.append(("toughness", o.id, f"{o.display()} has toughness {ch.toughness}"))
    elif o.damage > 0 and o.damage >= ch.toughness and not _spared_by_its_text(o, ch) \
            and not cant_be_destroyed(game, o.id):
        # Ogre Enforcer's text asks one source's damage to be lethal by itself: said where it is
        one = (f", {_most_from_one_source(o)} of it from a single source, lethal by itself (as its text asks)"
               if _one_source_rule(ch) is not None else "")
        found.append(("lethal", o.id, f"{o.display()} has {o.damage} damage and toughness {ch.toughness}{one}"))


def _one_source_rule(ch) -> Optional[ir.StaticAbility]:
    """The creature's own "can't be destroyed by lethal damage unless lethal damage dealt by a single
    source is marked on it" (Ogre Enforcer; ir.LethalOnlyFromOneSource), as it has it now."""
    return next((ab for ab in ch.abilities if isinstance(ab, ir.StaticAbility)
                 and any(isinstance(e, ir.LethalOnlyFromOneSource) and isinstance(e.what, ir.This) for e in ab.effects)),
                None)


def _most_from_one_source(o) -> int:
    """The most damage any one source has marked on ``o`` (objects.GameObject.damage_from)."""
    return max((m for _s, m in o.damage_from), default=0)


def _spared_by_its_text(o, ch) -> bool:
    """Lethal damage (420.5c) that doesn't destroy it: Ogre Enforcer's, none of whose sources' damage
    marked on it is lethal by itself (103.1: the card over 420.5c)."""
    return _one_source_rule(ch) is not None and _most_from_one_source(o) < ch.toughness


def after_damage(game: Game, obj: Optional[int], player: Optional[str]) -> list[tuple[str, object, str]]:
    """The state-based conditions that damage dealt to one creature or player can have brought
    about — when nothing else changed since all of them were last collected (420.4's record of
    what held during a resolution: a sweep of 4,000 creatures is then 4,000 looks, not 4,000
    looks at 4,000). Damage changes no characteristic, no attachment, no other object."""
    found: list[tuple[str, object, str]] = []
    if player is not None:
        p = game.player(player)
        if not p.lost and p.life <= 0 and _loses_for_life(game, p.name):
            found.append(("lose", p.name, f"{p.name} has {p.life} life"))
    elif obj is not None and game.exists(obj) and game.objects[obj].zone == Zone.IN_PLAY:
        o = game.objects[obj]
        ch = game.chars(o)
        if "creature" in ch.types and ch.toughness is not None:
            _creature(o, ch, found, game)
    return found


def cant_enchant(game: Game, aura: int, host: int) -> Optional[str]:
    """Why the local enchantment ``aura`` couldn't legally enchant the permanent ``host`` — the
    checks 420.5d makes of what it enchants (214.8f, its enchant subtype 214.8a, protection 502.7b)
    — or None if it could (glossary "Move": one that can't enchant the new permanent stays where it was)."""
    o = game.objects[aura]
    ch = game.chars(o)
    if host == aura:
        return "a local enchantment can't enchant itself (214.8f)"
    if ch.enchant is not None and not matches(game, ch.enchant, host, ch.controller or o.controller, aura):
        return f"it is \"enchant {phrasebook.filter_phrase(ch.enchant)}\" (214.8a)"
    prot = protected_from(game, host, ch)
    if prot and not statics.aura_spared(game, aura, host, ch):
        return f"{game.describe(host)} has {prot} (502.7b)"
    return unenchantable(game, aura, host)  # Anti-Magic Aura (added, session 64)


def check(game: Game) -> bool:
    """420.3: apply all state-based effects at once, repeat until none apply. Returns whether any applied."""
    applied = False
    for _ in range(100):
        if applied:  # what the last effects changed for static abilities, before looking again (420.3)
            statics.trace_applications(game)
        found = collect(game)
        if not found:
            values = game.derived.values
            if PERMANENTS_SAID in values:  # (said in a check of the same permanents: nothing more to say)
                return applied
            derived = game.derived
            spared = _legend_spared(game)
            if _not_lethal(game) or spared:  # (nothing else applies: the check is said for them alone)
                with game.tracer.nest("State-based effects are checked", "420.3", kind="sba"):
                    _say_not_lethal(game)
                    _say_legend_spared(game, spared)
            if game.derived is derived:  # (each said now, noted as said: neither finds anything more)
                game.derived.values[PERMANENTS_SAID] = True
            return applied
        applied = True
        with game.tracer.nest("State-based effects are checked", "420.3", kind="sba"):
            _apply(game, found)
            _say_not_lethal(game)
            _say_legend_spared(game, _legend_spared(game))
        if game.end.over:
            return True
    raise AssertionError("state-based effects did not settle")


def _not_lethal(game: Game) -> list[int]:
    """The creatures dealt damage since state-based effects were last checked whose damage isn't
    lethal (420.5c): what the check leaves alone, said where it is made (420.3), not as the damage
    is dealt — within a resolution, before the check, nothing is decided yet."""
    out = []
    objects, checked = game.objects, game.said.damage_checked
    for oid in game.in_play:
        dmg = objects[oid].damage
        if dmg and dmg > checked.get(oid, 0):  # (no damage: nothing more than was checked, no look-up)
            toughness = game.chars(oid).toughness
            if toughness is not None and (0 < dmg < toughness or (0 < toughness <= dmg and (_spared_by_its_text(
                    game.objects[oid], game.chars(oid)) or cant_be_destroyed(game, oid)))):
                out.append(oid)
    return out


def _say_not_lethal(game: Game) -> None:
    """Each creature of :func:`_not_lethal`, one step; the damage as it stands is remembered."""
    for oid in _not_lethal(game):
        o, ch = game.objects[oid], game.chars(oid)
        spared = cant_be_destroyed(game, oid) if o.damage >= ch.toughness else None
        if spared:  # Consecrate Land (added, session 64): lethal damage, but it can't be destroyed
            game.tracer.step(f"{game.describe(oid)} has {o.damage} damage and toughness {ch.toughness}: lethal damage, "
                             f"but {spared} — a creature with lethal damage is destroyed, and this one can't be: it "
                             f"stays in play", "420.5c", "103.1", kind="sba")
            continue
        if o.damage >= ch.toughness:  # Ogre Enforcer: lethal damage, but from no single source (103.1)
            rule = _one_source_rule(ch)
            text = rule.text.strip() if rule is not None and rule.text else ""
            game.tracer.step(f"{game.describe(oid)} has {o.damage} damage and toughness {ch.toughness}: lethal damage, "
                             f"but the most any single source has marked on it is {_most_from_one_source(o)}, not "
                             f"lethal by itself — its text, \"{text}\", keeps it from being destroyed (the card over "
                             f"420.5c)", "420.5c", "103.1", kind="sba")
            continue
        game.tracer.step(f"{game.describe(oid)} has {game.objects[oid].damage} damage and toughness "
                         f"{game.chars(oid).toughness}: not lethal damage, it survives", "420.5c", kind="sba")
    game.said.note_damage_checked({oid: game.objects[oid].damage for oid in game.in_play if game.objects[oid].damage})


def _legend_spared(game: Game) -> list[tuple[int, tuple[int, ...]]]:
    """Each permanent printed Legendary (or a Legend) that isn't now, while a Legendary permanent of its name is in
    play — (it, those), not said before: what the Legend rule (420.5e) leaves alone, said where the check is made
    (Evil Presence's Hammerheim, a Swamp no longer Legendary, 214.9f, and a second Hammerheim played: audit 13227)."""
    objects, said = game.objects, game.said.legend_spared
    was: list[int] = []
    now: dict[str, list[int]] = {}
    for oid in game.in_play:
        if "Legend" not in (objects[oid].card.type_line or ""):  # (printed neither: nothing to look up)
            continue
        ch = game.chars(oid)
        if ch.legendary:
            now.setdefault(ch.name, []).append(oid)
        elif printed(game, objects[oid]).legendary:
            was.append(oid)
    out = []
    for oid in was:
        pair = (oid, tuple(now.get(game.chars(oid).name, ())))
        if pair[1] and pair not in said:
            out.append(pair)
    return out


def _say_legend_spared(game: Game, spared: list[tuple[int, tuple[int, ...]]]) -> None:
    """Each of :func:`_legend_spared`, one step, and remembered: it isn't Legendary now, so the Legend rule doesn't
    count it (420.5e: "two or more Legends or Legendary permanents with the same name") — and why it isn't: an effect
    made a land a basic land, which is no longer Legendary (214.9f), or another that took its supertype away."""
    for oid, others in spared:
        game.said.note_legend_spared((oid, others))
        o = game.objects[oid]
        ch = game.chars(oid)
        base = printed(game, o)
        by = [e for e in ordered_effects(game) if (e.source, e.text) in ch.applied and _unlegends(game, o, base, e)]
        them = "; ".join(f"{possessive(game.describe(e.source)) if e.source is not None and game.exists(e.source) else 'an'} "
                         f"{quoted(e.text)}" for e in by) or "an effect"
        basic = [t for t in ch.subtypes if t.lower() in ir.BASIC_LAND_TYPES and t not in base.subtypes]
        why = (f"{them} makes it {with_article(' and '.join(basic))}, and a permanent changed into a basic land is no "
               f"longer Legendary" if basic and "land" in ch.types else f"{them} has taken its Legendary away")
        left = (f"{game.describe(others[0])} is the only Legendary {ch.name} in play, so the rule doesn't apply"
                if len(others) == 1 else f"the rule applies to {serial_and([game.describe(i) for i in others])} alone")
        game.tracer.step(f"Legend rule — {game.describe(oid)} is no longer Legendary ({why}): {left}", "420.5e",
                         *(("214.9f",) if basic and "land" in ch.types else ()), kind="sba")


def _unlegends(game: Game, o: Any, base: Any, e: Any) -> bool:
    """Whether the effect ``e`` alone, applied to ``o``'s printed values ``base``, leaves it not Legendary."""
    ch = replace(base, abilities=list(base.abilities), subtypes=base.subtypes, supertypes=base.supertypes)
    e.apply(game, o, ch)
    return not ch.legendary


def _loses_for_life(game: Game, player: str) -> bool:
    """420.5a — unless a static ability says "You don't lose the game for having 0 or less life"
    (Lich) for that player (103.1: the card's text wins over the rules)."""
    return not any(ctx.controller == player for _sid, _rule, ctx in static_rules(game, ir.DoesntLoseForLife))


def _poison() -> Any:
    """:mod:`judge.engine.poison` (poison counters, glossary "Counter"), loaded by the first player who has one."""
    from judge.engine import poison

    return poison


def _apply(game: Game, found) -> None:
    losers = [x for k, x, _ in found if k == "lose"]
    for k, x, why in found:
        if k == "lose" and why.endswith("poison counters"):
            game.tracer.step(f"{x} loses the game: {why}, ten or more, a state-based effect ({_poison().SOURCE})",
                             "420.3", "102.3", kind="game")
        elif k == "lose":
            game.tracer.step(f"{x} loses the game: {why}", "420.5a", "102.1" if "life" in why else "102.2", kind="game")
    to_graveyard, to_destroy = [], []
    for k, x, why in found:
        if k == "toughness":
            game.tracer.step(f"{why}: it is put into its owner's graveyard (regeneration can't replace this)", "420.5b", kind="sba")
            to_graveyard.append(x)
        elif k == "lethal":
            game.tracer.step(f"{why}: lethal damage, it is destroyed", "420.5c", kind="sba")
            to_destroy.append(x)
        elif k == "aura":
            # the rule its reason names decides too (214.8f; protection's enchanting clause, 502.7b)
            named = rules_named(why)
            game.tracer.step(f"{why}: it is put into its owner's graveyard", "420.5d",
                             *(named if "214.8f" in named else ("214.8e", *named)), kind="sba")
            to_graveyard.append(x)
        elif k == "legend":
            game.tracer.step(f"Legend rule — {why}: it is put into its owner's graveyard", "420.5e", kind="sba")
            to_graveyard.append(x)
        elif k == "world":
            game.tracer.step(f"Glossary \"Enchant World (Obsolete)\" — {why}: it is put into its owner's graveyard, "
                             f"a state-based effect", "420.3", kind="sba")
            to_graveyard.append(x)
    tokens = [x for k, x, _ in found if k == "token"]
    # One simultaneous event (420.3): regeneration replaces destructions individually, the rest move together.
    to_destroy = [o for o in to_destroy if not regenerate_instead(game, o, True, "lethal damage")]
    seen = list(dict.fromkeys(to_graveyard + to_destroy))  # each once, in order
    if seen:
        events.move_many(game, seen, Zone.GRAVEYARD, "420.3", "is put", cause=MoveCause.SBA)
    for oid in tokens:
        obj = game.objects[oid]
        phased = obj.zone == Zone.PHASED_OUT
        why = next(w for k, x, w in found if k == "token" and x == oid) if phased else ""
        game.cease_to_exist(oid)
        game.tracer.step(f"The {obj.name} token ceases to exist" + (f": {why}" if phased else ""), "420.5f", "216.3",
                         kind="sba")
    if losers:
        for name in losers:
            p = game.player(name)
            game.end.player_loses(name, "life" if p.life <= 0 else "empty library" if p.drew_from_empty else "poison")
        events.end_game(game)


# The event pipeline (judge.engine.events) notes the conditions met mid-resolution (420.4).
events.sba_conditions.set(collect)
events.sba_after_damage.set(after_damage)
