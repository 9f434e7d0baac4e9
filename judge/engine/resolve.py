"""Resolving spells and abilities (413) and countering them (414)."""

from __future__ import annotations

import functools
import re
from typing import Optional



from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive
from judge.dsl.ast import Step
from judge.engine import division, events
from judge.engine.context import DAMAGE_PARTS, LEFT_SINCE_CREATED, Ctx, check_condition, count_figures, false_figures, run_effects, that_player
from judge.engine.game import Game
from judge.engine.kinds import EventKind, StackKind
from judge.engine.objects import DelayedAbility, StackObject, Target
from judge.engine.priority import Settling, settle
from judge.engine.sba import collect
from judge.engine.targets import matches_facts, why_illegal_now
from judge.engine.triggers import FLANKING_TRIGGER
from judge.engine.trace import rules_named
from judge.zones import Zone


def _as_its_text_now_reads(game: Game, so: StackObject) -> None:
    """A spell whose text was changed on the stack (415.1: Sleight of Mind on a Terror) does
    what its text now says, and its targets are checked against what the text now asks (413.2a)."""
    edits = game.text_edits_of(so.card_obj)
    if not edits:
        return
    from judge.engine.text_changes import changed as changed_text  # (a text changed: not every resolution's)

    targets = [Target(changed_text(t.spec, edits), t.obj, t.player, t.zone) for t in so.targets]
    game.stack.edit_stack_text(so, changed_text(so.effects, edits), targets)
    words = ", ".join(f'"{new}" for "{old}"' for old, new in edits)
    game.tracer.step(f"{possessive(so.name)} text was changed ({words}): it "
                     f"resolves as its text now reads, targets included", "415.1", "413.2a", kind="resolve")


def begin_resolution(game: Game) -> None:
    """413.1: both players passed in succession; the top object of the stack resolves — up to the
    check that follows it (408.1b), which :func:`checks_after_resolution` makes. The resolution's
    step is left open between the two (the checks' steps are its own, 420.4): nothing else of the
    resolution is under way there, so the explorer may keep the game at that point
    (judge.engine.driver.passes_until_empty)."""
    so = game.stack.items[0]
    # Combat damage isn't a spell or ability (310.3): it resolves as 310.4 says, not as 413.
    rules = ("310.4",) if so.kind is StackKind.COMBAT_DAMAGE else ("413.1", "413.2")
    tracer = game.tracer
    # (two of one ability of one source, each for its own event's object: the card it is for named again, as the
    # step putting it on the stack named it — Planar Void's "… resolves — for Bob's Lightning Bolt @lb", 410.3)
    tracer.nest(f"{so.name} resolves{so.memory.apart}", *rules, kind="resolve")
    try:
        game.resolution.set_resolving(True)
        try:
            _resolve(game, so)
        finally:
            game.resolution.set_resolving(False)
        passed = []
        if game.resolution.mid_sba:  # (none met during it: nothing to compare)
            now = {(k, x) for k, x, _ in collect(game)}
            # a player's loss that didn't come is said elsewhere, not here: one who has lost
            # already (Lich's own "you lose the game"), or one whose life is still 0 or less and
            # whom an effect keeps in the game (Lich: "doesn't lose the game for it", 103.1)
            passed = [why for key, why in game.resolution.mid_sba.items() if key not in now
                      and not (key[0] == "lose" and _loss_said_elsewhere(game, key[1], why))]
            game.resolution.forget_mid_resolution()
        if passed:
            game.tracer.step(f"During the resolution {'; '.join(passed)} — but state-based effects pay no attention "
                             f"to what happens during a resolution, and the condition no longer holds", "420.4", "408.2c", kind="sba")
    except BaseException:
        tracer.close()  # (the resolution's step, closed as a ``with`` block closes it)
        raise


def checks_after_resolution(game: Game, at: Optional[Settling] = None, told=None) -> None:
    """420.4: nothing was checked during the resolution :func:`begin_resolution` carried out; the
    check before priority follows (408.1b), told within the resolution's step, which it closes.
    ``at``, ``told``: :func:`judge.engine.priority.settle`'s (the check's record, kept by the
    driver, and the call at each round's point: judge.engine.driver.passes_until_empty)."""
    tracer = game.tracer
    try:
        settle(game, at, told)
    finally:
        tracer.close()


def _blocked_by_gone_source(game: Game, so: StackObject, legal: list) -> None:
    """Tinder Wall sacrificed to pay for "It deals 2 damage to target creature it's blocking": why its
    target is still legal (413.2a) — "it's blocking" is said of the source, which has left play, so the
    source as it last existed is read (413.2f): it was blocking that creature, and the block isn't undone
    (309.4). (Flowstone Salamander's "target creature blocking it" is said of the target, still in play:
    read as it is now, it isn't currently blocking any creature, 310.1d — judge.engine.targets.)"""
    src = so.source
    if src is None or game.exists(src) and game.objects[src].zone == Zone.IN_PLAY or src not in game.lki:
        return
    for t in legal:
        if t.obj is not None and t.player is None and "blocked by it" in t.spec.filter.extra:
            name = game.lki[src].obj.display()
            game.tracer.step(f"{_desc(game, t)} is still a creature {name} is blocking: \"it's blocking\" is said of "
                             f"{name}, which has left play, so {name} as it last existed is read — it was blocking "
                             f"{_desc(game, t)}; and the block isn't undone", "413.2a", "413.2f", "309.4",
                             kind="resolve")


def _loss_said_elsewhere(game: Game, player, why: str) -> bool:
    """Whether a loss condition met during a resolution is not "no longer holding": the player
    has lost (the game is over for him or her), or still has 0 or less life (an effect keeps the
    player in the game, and its own step says so)."""
    p = game.player(player)
    return p.lost or (why.endswith(" life") and p.life <= 0)


@functools.cache
def _combat_damage():
    """:mod:`judge.engine.combat_damage`, imported by the first game with combat damage on its stack and kept: an
    import statement run again for every resolution of combat damage cost ~4.7 µs on CPython 3.11
    (docs/performance.md)."""
    from judge.engine import combat_damage

    return combat_damage


def _resolve(game: Game, so: StackObject) -> None:
    if so.kind is StackKind.DRAW:
        game.stack.pop(so)
        events.draw(game, so.controller, 1, "304.1")
        return
    if so.kind is StackKind.COMBAT_DAMAGE:
        # combat damage's rules, loaded by a game that has combat damage on its stack
        _combat_damage().resolve(game, so)  # 310.4
        return
    src_chars = None
    if so.source is not None:
        try:
            src_chars = game.last_known(so.source)[1]
        except KeyError:
            src_chars = None
    source_for_legality = so.card_obj if so.kind is StackKind.SPELL else so.source
    if so.kind is StackKind.SPELL and so.card_obj is not None and game.effects.items:
        _as_its_text_now_reads(game, so)
    # 413.2a: re-check targets ("target artifact that player controls": the player the trigger
    # event was about, Caustic Wasps; "target nonblack creature that player controls": the player
    # targeted before, Keeper of the Dead — the targets as chosen)
    game.in_flight.carry_out(Ctx(game=game, controller=so.controller, source=so.source, source_name=so.name,
                                 targets=list(so.targets), so=so, event=so.event))
    if so.targets:
        why = [why_illegal_now(game, t, so.controller, source_for_legality, src_chars, so.x,
                               triggered=so.kind is StackKind.TRIGGER) for t in so.targets]
        legal = [t if not w else None for t, w in zip(so.targets, why)]
        bad = [(so.targets[i], w) for i, w in enumerate(why) if w]
        said = bad[0][1] if len(bad) == 1 else "; ".join(f"{_desc(game, t)}: {w}" for t, w in bad)
        # the rules the reasons name (protection, 502.7b): cited with 413.2a
        named = rules_named(*(w for _t, w in bad))
        if len(bad) == len(so.targets):
            game.tracer.step(f"Every target of {so.name} is now illegal ({said}): it is countered on resolution",
                             "413.2a", *named, kind="fizzle")
            events.counter(game, so, "for having no legal targets")
            return
        if bad:
            game.tracer.step(f"{', '.join(_desc(game, t) for t, _w in bad)} {'is no longer a legal target' if len(bad) == 1 else 'are no longer legal targets'}"
                             f" ({said}): {so.name} affects only the legal targets", "413.2a", *named,
                             kind="fizzle")
            if so.divide:  # what was divided to them isn't dealt (409.1e, 413.2a)
                division.shares_lost(game, so, [i for i, t in enumerate(legal) if t is None])
        _blocked_by_gone_source(game, so, [t for t in legal if t is not None])
    else:
        legal = []
    refs = so.memory.refs or None
    if refs is not None and ir.Target not in ir.kinds_in(so.ability.effects):
        refs = None  # "… this turn, sacrifice ~" (Heart Wolf): nothing in it refers to the objects
    left_since: dict = {}  # (406.2d: the particular objects it refers to that have left their zone)
    if refs is not None:
        from judge.engine.effects.delayed import only_read, owner_only  # (a delayed ability's: not every resolution's)

        legal = []
        # (the objects its effects name: Broken Visage's delayed "sacrifice the token" follows its spell's target, the
        # destroyed creature, but names only the token — nothing is said of the other, 406.2c-d)
        named = {x.index for x in ir.walk(so.ability.effects) if isinstance(x, ir.Target)}
        for i, t in enumerate(refs):
            if t is None or t.player is not None or getattr(t.spec, "index", i) not in named:
                legal.append(t)
            elif t.zone == Zone.STACK and not game.exists(t.obj) and t.obj in game.lki \
                    and only_read(so.ability.effects, getattr(t.spec, "index", i)):
                # Mana Drain: "add an amount of {C} equal to that spell's converted mana cost" — the countered spell
                # is gone from the stack, but the ability only reads a value of it: the spell as it last existed on
                # the stack gives it (413.2f), nothing is done to the card it became (217.8)
                legal.append(t)
                game.tracer.step(f"{game.lki[t.obj][1].name} has left the stack since the delayed ability was created; "
                                 f"the ability only reads a value of that spell, so it uses the spell as it last "
                                 f"existed on the stack", "413.2f", "406.2d", kind="resolve")
            elif game.exists(t.obj) and game.objects[t.obj].zone == t.zone and t.zone == Zone.IN_PLAY:
                legal.append(t)  # 406.2c: still the same permanent, whatever its characteristics now
                if owner_only(so.ability.effects, getattr(t.spec, "index", i)):
                    continue  # (audit 7975, h5) Lodestone Bauble's "That player draws": it names only the owner
                _still_refers(game, so, t.obj, _desc(game, t))
            elif game.exists(t.obj) and game.objects[t.obj].zone == t.zone:
                # a card in a zone other than play (Psychic Theft's card removed from the game): 406.2c is a
                # permanent's rule; the card's is 406.2d — it hasn't left that zone, so the ability still applies to it
                legal.append(t)
                if owner_only(so.ability.effects, getattr(t.spec, "index", i)):
                    continue  # (audit 7975, h5) Lodestone Bauble's "That player draws": it names only the owner
                card = game.objects[t.obj]
                where = ("still removed from the game" if t.zone == Zone.REMOVED
                         else f"still in {possessive(card.owner)} {t.zone}")
                game.tracer.step(f"The delayed ability still refers to {_desc(game, t)}, {where}: it hasn't left that "
                                 f"zone since the ability was created", "406.2d", kind="resolve")
            elif t.obj in game.lki and owner_only(so.ability.effects, getattr(t.spec, "index", i)):
                # Reincarnation (added, session 67, h7): the creature watched has died, but the ability only names its
                # owner, who doesn't change: the creature as it last existed in play says who (413.2f). Any zone alike
                # (audit 7975, h5): Lodestone Bauble's "That player draws a card at the beginning of the next turn's
                # upkeep" names the owner of the land cards it put on top of a library; drawn before then, they
                # have left the library, but the player is still there to draw
                legal.append(t)
                left = "left play" if t.zone == Zone.IN_PLAY else f"left its zone ({t.zone})"
                what = "creature" if t.zone == Zone.IN_PLAY else "card"
                game.tracer.step(f"{_desc(game, t)} has {left} since the delayed ability was created; the ability "
                                 f"only names its owner, who doesn't change, so it uses the {what} as it last existed "
                                 f"there", "413.2f", "406.2d", kind="resolve")
            else:
                # said by the instruction that would act on it, as it does nothing (406.2d, once); any
                # no instruction says, after them (below)
                legal.append(None)
                left_since[getattr(t.spec, "index", i)] = (_desc(game, t), t.zone, _back_in_play(game, t.obj))
    if so.memory.delayed:
        # the permanent its words call "it" besides its targets, its characteristics kept as it was created: Matopi
        # Golem's "When it regenerates this way, put a -1/-1 counter on it" (406.2a, 406.2c; session 74, h8)
        referred = {t.obj for t in so.memory.refs if t is not None}
        for oid, _then in so.memory.chars_then:
            if oid not in referred and game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY:
                _still_refers(game, so, oid, game.describe(oid))
    was_permanent = so.source in game.lki and game.lki[so.source][0].zone == Zone.IN_PLAY
    if so.kind in (StackKind.ABILITY, StackKind.TRIGGER) and so.source is not None and not game.exists(so.source) and was_permanent:
        # (a delayed ability created by an instant or sorcery never had a source in play)
        game.tracer.step(f"{_source_name(game, so)} is no longer in play: the ability still resolves, independent of its "
                         f"source, using its last known information", "402.6", "413.2f", kind="resolve")
    elif _trigger_lost_by_source(game, so):
        # Energy Flux disenchanted with the upkeep ability it gave an artifact on the stack, Humility come into play
        # since a creature's ability triggered: the source no longer has the ability, on the stack all the same
        # (audit 14843)
        game.tracer.step(f"{_source_name(game, so)} no longer has this ability ({so.ability.text or so.name}): once "
                         f"triggered, an ability exists independently of its source, so it still resolves",
                         "402.6", kind="resolve")
    # 410.8: an intervening "if" is checked again on resolution.
    ab = so.ability
    ctx = Ctx(game=game, controller=so.controller, source=so.source, source_name=_source_name(game, so),
              targets=legal, so=so, x=so.x, event=so.event, source_chars=src_chars, divide=so.divide)
    if so.memory.found:
        ctx.results["found"] = list(so.memory.found)  # what the creating effect found (a delayed ability)
    if left_since:
        ctx.results[LEFT_SINCE_CREATED] = left_since
    if so.memory.prevented_by is not None:  # its creator's shields' damage prevented in all (Sacred Boon, 413.2f)
        ctx.results[ir.DAMAGE_PREVENTED_IN_ALL] = game.replacements.prevented.get(so.memory.prevented_by, 0)
    if so.memory.each_one is not None:  # the pseudospell of one of the players the ability says "may" (410.2)
        ctx.each_one = so.memory.each_one
    if so.event is not None and getattr(so.event, "kind", None) is EventKind.DAMAGE:
        ctx.results["damage dealt"] = so.event.amount  # "the damage dealt this way" of a damage trigger
        # … and its part, with a player's life total before it (El-Hajjâj as printed: the life it gains capped,
        # judge.engine.context.damage_dealt_capped)
        ctx.results[DAMAGE_PARTS] = [(so.event.player if so.event.obj is None else so.event.obj, so.event.amount,
                                      so.event.life_before)]
    # (410.11: a state trigger's state is not an intervening "if": it isn't checked again; an
    # intervening "if" after it is, as any)
    # (a condition that is part of the trigger event — "comes into play from your hand" — is no
    # intervening "if": it was checked as the event happened, and isn't again, ir.TRIGGER_EVENT_CONDITIONS)
    intervening = (isinstance(ab, ir.TriggeredAbility) and ab.condition is not None
                   and ab.condition.kind not in ir.TRIGGER_EVENT_CONDITIONS)
    if intervening and not check_condition(ctx, ab.condition):
        with phrasebook.that_player_named(that_player(ctx)):  # "that player" named (Impatience: Alice)
            said = phrasebook.condition_words_for(ab.condition, ctx.source_name) if ctx.source_name else phrasebook.condition_phrase(ab.condition)
        gone = _gone_source_words(game, so, ab) if was_permanent else None
        if gone is not None:  # Lurking Jackals Disenchanted with its trigger waiting: what decides is that it left play
            game.tracer.step(f"{_source_name(game, so)} has left play, so its ability does nothing: the permanent its "
                             f"condition ({said}) asks about{gone}", "410.8", "217.8", kind="resolve")
            _remove(game, so)
            return
        figure = false_figures(ctx, ab.condition)  # "it has 1" (Serrated Arrows); "Alice controls 4 lands" (Sheltered Valley)
        said += f": {figure}" if figure else ""
        # Veiled Sentry's "if ~ is an enchantment", a creature now: what it is instead (214.4; audit 7874)
        facts, rules = ("", ()) if figure else matches_facts(game, ab.condition, so.controller, so.source)
        _say_left_since_created(game, ctx)  # (Elkin Bottle as printed: the card played, a new object)
        game.tracer.step(f"The condition of {so.name} ({said}) is no longer true"
                         + (f" — {facts} — so it does nothing" if facts else ": it does nothing"), "410.8", *rules,
                         kind="resolve")
        _remove(game, so)
        return
    if intervening:
        with phrasebook.that_player_named(that_player(ctx)):
            said = phrasebook.condition_words_for(ab.condition, ctx.source_name) if ctx.source_name else phrasebook.condition_phrase(ab.condition)
        figure = count_figures(ctx, ab.condition)  # "Alice controls 4 lands" (Sheltered Valley)
        said += f": {figure}" if figure else ""
        game.tracer.step(f"The condition of {so.name} ({said}) is checked again as it resolves: still true, the "
                         f"ability resolves", "410.8", kind="resolve")
    holder = game.controller_of(so.source) if so.source is not None and game.exists(so.source) else None
    # (its effects walked for "you" last: only an ability whose owner or holder is another player)
    if so.kind in (StackKind.ABILITY, StackKind.TRIGGER) and holder is not None \
            and (game.objects[so.source].owner != so.controller or holder != so.controller and so.kind is StackKind.ABILITY) \
            and _names_you(so):
        if holder == so.controller or so.kind is not StackKind.ABILITY:
            # glossary "You/Your": the words mean the card's current controller, whoever owns it
            game.tracer.step(f"{_you_words(so)} is {so.controller}, who controls {_source_name(game, so)}, "
                             f"not {game.objects[so.source].owner}, who owns it (glossary \"You/Your\")", "413.2",
                             kind="resolve")
        else:
            # "Any player may play this ability" (Excavation): the ability is its player's
            game.tracer.step(f"\"You\" in {possessive(so.name)} text is {so.controller}, who played it — a spell or ability on "
                             f"the stack is controlled by whoever played it (glossary \"Control/Controller\") — not "
                             f"{holder}, who controls {_source_name(game, so)}", "413.2", kind="resolve")
    elif (so.kind is StackKind.TRIGGER and holder is None and so.source is not None and so.source in game.objects
          and game.objects[so.source].owner != so.controller and so.memory.each_one is None and _names_you(so)):
        # its source gone from play (Su-Chi's "When Su-Chi is put into a graveyard from play, add {4} to your
        # mana pool" under Bob's control): "you" is the player who controlled it as the ability triggered
        # (410.2), not the owner whose graveyard has it now
        game.tracer.step(f"{_you_words(so)} is {so.controller}, who controlled {_source_name(game, so)} as "
                         f"the ability triggered (the controller of a triggered ability's source controls it), not "
                         f"{game.objects[so.source].owner}, who owns it (glossary \"You/Your\")", "410.2", "413.2",
                         kind="resolve")
    is_perm_spell = so.kind is StackKind.SPELL and _is_permanent_spell(game, so)
    if so.kind is StackKind.SPELL and is_perm_spell:
        _remove(game, so, keep_card=True)
        _permanent_into_play(game, so, legal)
        return
    run_effects(ctx, so.effects)
    _say_left_since_created(game, ctx)
    if so in game.stack.items:
        _remove(game, so, keep_card=True)
        if so.kind is StackKind.SPELL and so.card_obj is not None and game.exists(so.card_obj) and game.objects[so.card_obj].zone == Zone.STACK:
            if so.memory.buyback:  # glossary "Buyback": replaces 413.2h's graveyard
                game.tracer.step(f"{so.name} was played with buyback: it is put into its owner's hand instead of the "
                                 f"graveyard (glossary \"Buyback\")", "413.2h", kind="zone")
                events.move(game, so.card_obj, Zone.HAND, "413.2h", "is put")
            else:
                bought = game.abilities_of(game.objects[so.card_obj]).buyback
                if bought is not None:  # glossary "Buyback": the hand only if the cost was paid
                    game.tracer.step(f"{so.name} was played without buyback ({so.controller} did not "
                                     f"{phrasebook.cost_words(bought)} as well): it is put into its owner's graveyard, not the hand (glossary \"Buyback\")",
                                     "413.2h", kind="zone")
                events.move(game, so.card_obj, Zone.GRAVEYARD, "413.2h", "is put")



def _gone_source_words(game: Game, so: StackObject, ab: ir.TriggeredAbility) -> Optional[str]:
    """The why of an intervening "if" about the ability's own source (Lurking Jackals' "if ~ is an enchantment,
    it becomes a 3/2 Jackal creature") when that permanent has left play: the card it became is a new object
    (217.8), so nothing is left for the condition to ask about or, where the ability changes only its source,
    for it to change — said as such, not as a characteristic the permanent lost. None: another condition, or the
    source still in play."""
    cond = ab.condition
    if cond is None or cond.kind is not ir.ConditionKind.MATCHES or not isinstance(cond.ref, ir.This):
        return None
    src = game.objects.get(so.source) if so.source is not None else None
    if src is None or (src.zone == Zone.IN_PLAY and src.became is None):
        return None
    only_itself = bool(ab.effects) and all(isinstance(getattr(e, "what", None), ir.This) for e in ab.effects)
    now = game.objects.get(src.became) if src.became is not None else None
    where = (f" — the card in {possessive(now.owner)} {now.zone} is a new object" if now is not None and now.zone
             not in (None, Zone.IN_PLAY, Zone.REMOVED) else
             " — the card removed from the game is a new object" if now is not None and now.zone == Zone.REMOVED
             else "")
    return f"{' and its effect would change' if only_itself else ''} is gone{where}"

def _names_you(so: StackObject) -> bool:
    """Whether the ability's effects name "you" (its controller) — read off its IR, not its words."""
    return any(isinstance(n, ir.You) or (isinstance(n, ir.Filter) and n.controller is ir.PlayerRelation.YOU)
               for n in ir.walk(tuple(so.effects)))


def _you_words(so: StackObject) -> str:
    """Who the step names: "you" where the text says it; where the "you" is only implied (Volrath's
    Laboratory's "Create a 2/2 creature token …", a token under its controller's control, 216.1),
    the ability's controller — the step quoted a "You" the text doesn't have (audit 8480)."""
    if not so.text or re.search(r"\byour?\b", so.text, re.IGNORECASE):
        return f"\"You\" in {possessive(so.name)} text"
    return f"The player {so.name} acts for (its controller, the \"you\" its text implies)"


def _source_name(game: Game, so: StackObject) -> str:
    if so.kind is StackKind.SPELL:
        return so.name
    if so.source is not None and so.source in game.objects:
        return game.describe(so.source)
    return so.name


def _trigger_lost_by_source(game: Game, so: StackObject) -> bool:
    """Whether the resolving triggered ability is one its source, still in play, no longer has — the static ability
    that gave it gone (Energy Flux's "All artifacts have …") or an effect taking it away since it triggered
    (Humility): it resolves all the same (402.6), and the trace says why. A delayed ability is no ability of its
    source's, and one that triggered from elsewhere (a graveyard) had no permanent's abilities to lose."""
    if so.kind is not StackKind.TRIGGER or so.memory.delayed or not isinstance(so.ability, ir.TriggeredAbility):
        return False
    if so.ability.zone is not Zone.IN_PLAY:
        return False
    if so.source is None or not game.exists(so.source) or game.objects[so.source].zone != Zone.IN_PLAY:
        return False
    now = game.chars(so.source)
    if so.ability == FLANKING_TRIGGER:  # the keyword's trigger: lost with the keyword (502.3b)
        return not now.has_keyword("flanking")
    # (by its text: a trigger put on the stack in a mode, or as one player's, is a copy of the ability made for it)
    return so.ability.text not in {a.text for a in now.abilities if isinstance(a, ir.TriggeredAbility)}


def _say_left_since_created(game: Game, ctx: Ctx) -> None:
    """The particular objects the resolving delayed ability refers to that have left their zone
    since it was created (406.2d), where no instruction said so as it did nothing: the part
    referring to each does nothing all the same (never silently)."""
    for words, _zone, _back in ctx.results.pop(LEFT_SINCE_CREATED, {}).values():
        game.tracer.step(f"{words} has left its zone since the delayed ability was created: the part referring "
                         f"to it does nothing", "406.2d", kind="resolve")


def _back_in_play(game: Game, oid: int) -> str:
    """The permanent the card of object ``oid`` is now, in words, where it has come back into play
    since (a new permanent, 217.5c: Grizzly Bears bounced and cast again); "" otherwise."""
    seen = {oid}
    while oid in game.objects and game.objects[oid].became is not None and game.objects[oid].became not in seen:
        oid = game.objects[oid].became
        seen.add(oid)
    return game.describe(oid) if game.exists(oid) and game.objects[oid].zone == Zone.IN_PLAY else ""


def _still_refers(game: Game, so: StackObject, oid: int, desc: str) -> None:
    """406.2c at a delayed ability's resolution: it still refers to the permanent ``oid`` (said ``desc``), in play
    — said changed only where its characteristics differ from those kept as the ability was created."""
    from judge.engine.effects.delayed import characteristics_of

    then = dict(so.memory.chars_then).get(oid)
    if then is None or then == characteristics_of(game, oid):
        # no claim that anything changed (Glyph of Doom's Wall of Shields, unchanged since; audit 8278):
        # the rule's "even if the permanent changes characteristics", said as what would hold
        game.tracer.step(f"The delayed ability still refers to {desc}, the same permanent, still "
                         f"in play: it would follow it even through a change of its characteristics",
                         "406.2c", kind="resolve")
    else:
        game.tracer.step(f"The delayed ability still refers to {desc}, whatever its "
                         f"characteristics are now: they have changed since the ability was created",
                         "406.2c", kind="resolve")


def _desc(game: Game, t) -> str:
    if t.player is not None:
        return t.player
    if t.obj in game.lki:
        # its name as it last existed, and the scenario's label, which tells it from a namesake still
        # there (audit 7773: Panic Attack's "Grizzly Bears is no longer a legal target" beside Bob's
        # other Grizzly Bears, the one it still affected)
        return game.lki[t.obj].display()
    return game.describe(t.obj)


def _remove(game: Game, so: StackObject, keep_card: bool = False) -> None:
    game.triggers.set_state_trigger_waiting(so.memory.state_key, False)  # 410.11: may trigger again
    game.stack.pop(so)


def _is_permanent_spell(game: Game, so: StackObject) -> bool:
    types = game.chars(so.card_obj).types
    return any(t in types for t in ("artifact", "creature", "enchantment", "land"))


def _permanent_into_play(game: Game, so: StackObject, legal) -> None:
    """413.2h / 401.3: the card becomes a permanent under the spell's controller's control;
    a local enchantment comes into play attached to its target (214.8c)."""
    card = game.objects[so.card_obj]
    attach = None
    if legal and game.abilities_of(card).enchant is not None:
        attach = legal[0].obj if legal[0] is not None else None
    new = events.move(game, so.card_obj, Zone.IN_PLAY, "413.2h", "is put", controller=so.controller, attach=attach, x=so.x)
    if new is not None and so.token_labels:  # its own abilities' tokens take the rest ("creating")
        game.permanents.set_token_labels(new, so.token_labels)
    if new is not None and so.memory.price:
        _pay_the_price_later(game, so, new)


#: The delayed abilities of Mirage's "flash with a price" (ir.PlayAsInstant.price): when, and
#: what happens to the permanent (the era's "bury": destroy, it can't be regenerated).
_PRICES = {
    ir.BURY_AT_END_OF_TURN: (ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                             (ir.Destroy(ir.Target(0), cant_regenerate=True),)),
    ir.SACRIFICE_AT_CLEANUP: (ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.CLEANUP, whose=ir.TriggerWhose.EACH),
                              (ir.Sacrifice(ir.ControllerOf(ir.Target(0)), ir.Target(0)),)),
}


def _pay_the_price_later(game: Game, so: StackObject, new: int) -> None:
    """A permanent played as an instant with a price: the delayed ability its text creates
    (406.2a), referring to that permanent (406.2c)."""
    from judge.engine.effects.delayed import characteristics_of

    trigger, effects = _PRICES[so.memory.price]
    game.triggers.add_delayed(DelayedAbility(trigger=trigger, effects=effects, controller=so.controller, source=new,
                                    source_name=game.describe(new), targets=[Target(None, obj=new, zone=Zone.IN_PLAY)],
                                    created_turn=game.turns.turn, chars_then=((new, characteristics_of(game, new)),)))
    when = {ir.BURY_AT_END_OF_TURN: "bury it (destroy it; it can't be regenerated) at end of turn",
            ir.SACRIFICE_AT_CLEANUP: "make its controller sacrifice it at the beginning of the next cleanup step"}
    game.tracer.step(f"{game.describe(new)} was played as an instant: a delayed ability will {when[so.memory.price]}",
                     "406.2a", kind="effect")
