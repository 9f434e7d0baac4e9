"""Scenario AST → Game: players, turn and step, zones with labels, status, counters,
attachments, owner ≠ controller, timestamps, stack items, mana pools, inline card
definitions (which override the card library)."""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, serial_and, with_article
from judge.cards.scenario_cards import read_cards
from judge.errors import DiagnosticsError

from judge.dsl.ast import (BLOCKING_STEPS, STEPS, TURN_STEPS, CardDef, ObjectDecl, Scenario, Span, StackItem, Step,
                           TokenDef, Wording)
from judge.engine.casting import pick_modes, spell_specs, targets_of_word
from judge.engine.characteristics import BASIC_LANDS, ContinuousEffect
from judge.engine.combat_state import Combat
from judge.engine.evasion import blocks_allowed
from judge.engine import events
from judge.engine.game import Game, Player
from judge.cards.ir import EntryChoice
from judge.engine.kinds import EffectKind, StackKind
from judge.engine.mana import parse_mana
from judge.engine.events import entered_as_copy, form_matches
from judge.engine.objects import UNKNOWN_CARD, GameObject, StackObject, Target
from judge.engine.refs import resolve_ref
from judge.engine.triggers import own_entry
from judge.engine.replacement import add_prevention_shield, add_regeneration_shield
from judge.engine.statics import set_types_apply, static_effects_of
from judge.engine.targets import matches
from judge.engine.trace import Tracer
from judge.errors import JudgeError
from judge.zones import Zone

UNKNOWN = UNKNOWN_CARD
#: The zones a scenario's zone line places objects in (217.1): a player's library, hand, graveyard, removed-from-the-game
#: zone and play; objects on the stack are the stack items.
_DECLARED_ZONES = frozenset({Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.IN_PLAY, Zone.REMOVED})




def _pump_in_force(game: Game, obj: GameObject, pump: str) -> None:
    """``(gets +3/+3 until end of turn)``: a pump from earlier this turn, in force as the
    scenario begins — a continuous effect on this object alone, ending at cleanup (418.3a,
    314.1b), with a timestamp after the permanents' own (418.5)."""
    sign_p, _, rest = pump.partition("/")
    p, t = int(sign_p), int(rest)

    def apply(g, o, ch, p=p, t=t):
        if ch.power is not None:
            ch.power += p
            ch.toughness = (ch.toughness or 0) + t

    oid = obj.id
    game.effects.add_effect(ContinuousEffect(timestamp=game.tally.next_timestamp(), source=None, text=f"gets {pump} until end of turn",
                                     apply=apply, applies_to=lambda g, o, ch, oid=oid: o.id == oid,
                                     duration=ir.UNTIL_END_OF_TURN, reads="nothing", changes="P/T",
                                     affects=lambda g, oid=oid: (oid,)))


def _reanimated_before(game: Game, aura: GameObject, host: int) -> None:
    """``Animate Dead attached to Serra Angel`` in play as the scenario begins: an enchantment
    whose comes-into-play ability puts a creature card into play and attaches it there (Animate
    Dead, Dance of the Dead, Necromancy) attached to a permanent has done what that ability says
    — what it may enchant is what the ability made it (``ir.ChangeEnchant``, or Necromancy's
    ``ir.SetTypes``: an Aura), in force since then, and that permanent was put into play with it
    ("that creature" of its leaves-play ability)."""
    if game.objects[host].zone != Zone.IN_PLAY:
        return
    put_with = ir.put_into_play_with()
    for ab in game.abilities_of(aura).abilities:
        if not (isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is ir.TriggerEvent.COMES_INTO_PLAY
                and any(isinstance(e, ir.Attach) and e.onto == put_with for e in ab.effects)):
            continue
        for e in ab.effects:
            if isinstance(e, ir.ChangeEnchant) and isinstance(e.what, ir.This):
                def apply(g, o, ch, enchant=e.enchant):
                    ch.enchant = enchant
            elif isinstance(e, ir.SetTypes) and e.enchant is not None and isinstance(e.what, ir.This):
                apply = set_types_apply(e)
            else:
                continue
            oid = aura.id
            game.objects[host].entered_with = oid
            said = f"enchant creature put into play with {aura.card.name}"
            game.effects.add_effect(ContinuousEffect(timestamp=game.tally.next_timestamp(), source=None,
                                             text=f"has \"{said}\" (its ability resolved before the scenario began)",
                                             apply=apply, applies_to=lambda g, o, ch, oid=oid: o.id == oid,
                                             duration=ir.WHILE_IN_PLAY, reads="nothing", changes="all", kind=EffectKind.TYPE,
                                             affects=lambda g, oid=oid: (oid,)))
            return


def _chosen_before(game: Game, scn: Scenario, obj: GameObject, d: ObjectDecl) -> None:
    """``(chose Goblin)``: what a permanent in play when the scenario begins chose as it came
    into play (410.10e). A permanent that must have chosen says what, or the scenario is refused."""
    statics: list = []
    # the printed "When ~ comes into play, choose a creature type" (Engineered Plague; session 73, h8): a
    # comes-into-play trigger (410.10a) that resolved before the scenario began, its choice kept with the permanent
    on_trigger: list = []
    for ab in game.abilities_of(obj).abilities:  # (loops, not a comprehension's call for each permanent)
        if isinstance(ab, ir.StaticAbility):
            statics += ab.effects
        elif isinstance(ab, ir.TriggeredAbility):
            for e in ab.effects:
                if isinstance(e, ir.ChooseForSource):
                    on_trigger += e.choices
    if not statics and not on_trigger and not d.chose:
        return  # (most permanents: nothing chosen, nothing to choose)
    copies = [e for e in statics if isinstance(e, ir.EntersAsCopy)]
    if copies and d.chose:
        _copied_before(game, scn, obj, d, copies[0])
        return
    kinds = [k for e in statics if isinstance(e, ir.ChooseAsEntering) for k in e.choices] + on_trigger
    # "Enchanted land is a basic land type of your choice" (Phantasmal Terrain as the library
    # words it): chosen as it comes into play, as the Oracle's "As ~ comes into play, choose" is
    kinds += [EntryChoice.LAND_TYPE for e in statics if isinstance(e, ir.SetLandType) and e.land_type is None
              and EntryChoice.LAND_TYPE not in kinds][:1]
    if not kinds:
        if d.chose:
            raise JudgeError(f"{_loc(scn, d.span)}: {obj.name} chooses nothing as it comes into play")
        return
    if len(d.chose) != len(kinds):
        when = ("as its comes-into-play ability resolved (410.10a)" if on_trigger
                else "as it came into play (410.10e)")
        raise JudgeError(f"{_loc(scn, d.span)}: {obj.name} chose {' and '.join(with_article(k.value) for k in kinds)} {when}: "
                         f"say which, e.g. `{obj.name} (chose {_EXAMPLE[kinds[0]]})`")
    for kind, word in zip(kinds, d.chose):
        if kind is EntryChoice.COLOR:
            among = {a for e in statics if isinstance(e, ir.ChooseAsEntering) for a in e.among}
            ok = word.lower() in ir.COLORS and (not among or word.lower() in among)  # Mangara's Equity: black or red
            value = word.lower()
            allowed = [c for c in ir.COLORS if not among or c in among]
        elif kind is EntryChoice.OPPONENT:
            ok = word in [p.name for p in game.players] and word != obj.controller
            value = word
            allowed = [p.name for p in game.players if p.name != obj.controller]
        elif kind is EntryChoice.LAND_TYPE:
            value = next((t for t in BASIC_LANDS if word.lower() in (t.lower(), t.lower() + "s")), word)
            among = {a for e in statics if isinstance(e, ir.ChooseAsEntering) for a in e.among}
            ok = value in BASIC_LANDS and (not among or value in among)  # Roots of Life: Island or Swamp only
            allowed = [t for t in BASIC_LANDS if not among or t in among]
        elif kind is EntryChoice.SECOND_LAND_TYPE:  # Illusionary Terrain: a basic land type other than the first
            value = next((t for t in BASIC_LANDS if word.lower() in (t.lower(), t.lower() + "s")), word)
            first = game.permanents.chosen_on_entry.get(obj.id, {}).get(EntryChoice.LAND_TYPE)
            ok = value in BASIC_LANDS and value != first
            allowed = [t for t in BASIC_LANDS if t != first]
        elif kind is EntryChoice.ANY_LAND_TYPE:  # Shimmer: any land type — a basic one, or a land card's name (212.2c)
            value = next((t for t in BASIC_LANDS if word.lower() in (t.lower(), t.lower() + "s")), word)
            named = game.catalog.card(word)
            ok = value in BASIC_LANDS or (named is not None and "Land" in named.types)
            value = value if value in BASIC_LANDS or named is None else named.name
            allowed = list(BASIC_LANDS) + ["the name of a land card (its land type, 212.2c), e.g. Strip Mine"]
        elif kind is EntryChoice.LIFE_PAID:  # Minion of the Wastes: `(chose 5)`, the life paid
            ok = word.isdigit()
            value = int(word) if ok else word
            allowed = ["a number of life, 0 or more"]
        elif kind is EntryChoice.NUMBER:  # Shapeshifter: `(chose "3")`, one of the numbers it allows
            among = {a for e in statics if isinstance(e, ir.ChooseAsEntering) for a in e.among}
            ok = word.strip() in among
            value = int(word) if ok else word
            allowed = sorted(among, key=lambda a: (len(a), a))
        elif kind in (EntryChoice.CARD_NAME, EntryChoice.OPPONENTS_CARD_NAME):  # Null Chamber: `(chose "Shock", chose
            # "Lightning Bolt")`, its controller's then the opponent's; no basic land's name (410.10e)
            value = word.strip()
            ok = bool(value) and value.lower() not in {t.lower() for t in BASIC_LANDS} \
                and not value.lower().startswith("snow-covered ")
            allowed = ["a card name other than a basic land card name, e.g. \"Lightning Bolt\""]
        elif kind is EntryChoice.FORM:  # Primal Clay: one of its forms, by its words or its P/T
            forms = [f for ab in game.abilities_of(obj).abilities if isinstance(ab, ir.StaticAbility)
                     for e in ab.effects if isinstance(e, ir.ChosenForm) for f in e.forms]
            hit = next((f for f in forms if form_matches(f, word)), None)
            ok, value = hit is not None, (hit.text if hit is not None else word)
            allowed = [f.text for f in forms]
        else:
            ok = word.lower().rstrip("s") in {t.rstrip("s") for t in ir.CREATURE_TYPES}
            value = word.title()
            allowed = ["a creature type, e.g. Goblin"]
        if not ok:
            raise JudgeError(f"{_loc(scn, d.span)}: {word!r} is not {with_article(kind.value)} "
                             f"{possessive(obj.name)} controller could choose ({'410.10a' if on_trigger else '410.10e'}); it may be: {', '.join(allowed)}")
        game.permanents.choose_on_entry(obj.id, kind, value)


def _copied_before(game: Game, scn: Scenario, obj: GameObject, d: ObjectDecl, rule: ir.EntersAsCopy) -> None:
    """``Clone (chose Serra Angel)``: the permanent it copied as it came into play (410.10e), one
    in play now whose name is written; the Clone has that card's values (judge.engine.copies)."""
    word = d.chose[0]
    hits = [o for o in game.in_play if o != obj.id and game.objects[o].name.lower() == word.lower()
            and matches(game, rule.filter, o, obj.controller or obj.owner, obj.id)]
    if len(d.chose) != 1 or len(hits) != 1:
        raise JudgeError(f"{_loc(scn, d.span)}: {obj.name} copied a {phrasebook.filter_phrase(rule.filter)} in play as it came into "
                         f"play (410.10e): `(chose NAME)` names exactly one such permanent in play, not {word!r}")
    entered_as_copy(game, obj, game.objects[hits[0]], rule)


_EXAMPLE = {EntryChoice.COLOR: "red", EntryChoice.OPPONENT: "Bob", EntryChoice.CREATURE_TYPE: "Goblin",
            EntryChoice.FORM: '"2/2"', EntryChoice.LAND_TYPE: "Island", EntryChoice.LIFE_PAID: '"5"', EntryChoice.NUMBER: '"3"',
            EntryChoice.CARD_NAME: '"Shock"', EntryChoice.OPPONENTS_CARD_NAME: '"Shock"'}

class _Announced:
    """The modes announced for a stack item of the setup, as a play action carries them (409.1b)."""

    def __init__(self, item: StackItem) -> None:
        self.modes, self.span, self.player = item.modes, item.span, item.controller

def _loc(scn: Scenario, span) -> str:
    return f"{scn.path}:{span.line}:{span.column}" if span is not None else scn.path


def lookup_card(game: Game, scn: Scenario, name: str, span, wording: Optional[Wording] = None,
                found: Optional[dict] = None) -> CardDef:
    """The card a scenario's ``name`` stands for (judge.cards.catalog): its own definition,
    else the library's, else the era card's — in the wording ``(printed)`` asks for, or the
    scenario's. Its text was read before play (:func:`judge.cards.scenario_cards.card_text_problems`).
    ``found``: the cards one build looked up so far, by name and wording (the catalog's answer
    for a name is one definition, the same object each time: a board of five Forests asks once;
    ``None`` in it holds the scenario's view of the catalog)."""
    if found is not None:
        card = found.get((name, wording))
        if card is None:
            cards = found.get(None)
            if cards is None:
                cards = found[None] = game.catalog.for_scenario(scn.cards, scn.wording)
            card = cards.card(name, wording)
            if card is not None:
                found[(name, wording)] = card
                return card
    else:
        card = game.catalog.for_scenario(scn.cards, scn.wording).card(name, wording)
    if card is None:
        if name in BASIC_LANDS:  # (the catalog holds them: only without its data)
            return CardDef(name=name, type_line=f"Basic Land - {name}", supertypes=("Basic",), types=("Land",),
                           subtypes=(name,))
        close = game.catalog.suggestions(name)
        hint = "; did you mean " + " or ".join(repr(c) for c in close) + "?" if close else ""
        raise JudgeError(f"{_loc(scn, span)}: unknown card {name!r}{hint} (define it in the scenario: card \"…\")")
    return card


def _token_card(t: TokenDef) -> CardDef:
    head = t.type_line.replace("—", "-").split("-")
    words = head[0].split()
    types = tuple(w for w in words if w.lower() in ("creature", "artifact", "enchantment", "land"))
    subs = tuple(head[1].split()) if len(head) > 1 else ()
    return CardDef(name=t.name, type_line=t.type_line, types=types or ("Creature",), subtypes=subs,
                   power=t.power, toughness=t.toughness, text=t.text, colors=tuple(t.colors))


#: The last scenario's cards as read (its card definitions, objects and stack, the very tuples,
#: kept so that their ids stay theirs) and what was found: the Why plays a scenario again with
#: one action left out (judge.suite.why), the same cards each time — reading them again cost
#: ~4 ms a replay of a scenario naming ten era cards (docs/performance.md, "The card catalog").
_LAST_READ: list = [None]


def _read_cards(scn: Scenario, catalog) -> tuple[list, dict]:
    """The scenario's card-text problems and the cards its names stand for, by name and wording
    (:func:`judge.cards.scenario_cards.read_cards`): the look-ups :func:`lookup_card` begins with."""
    last = _LAST_READ[0]
    if last is not None and last[0] is catalog and last[1] is scn.cards and last[2] is scn.objects \
            and last[3] is scn.stack and last[4] == (scn.wording, scn.path, scn.source):
        return last[5]
    read = read_cards(scn, catalog)
    _LAST_READ[0] = (catalog, scn.cards, scn.objects, scn.stack, (scn.wording, scn.path, scn.source), read)
    return read


def build(scn: Scenario, tracer: Optional[Tracer] = None) -> Game:
    if len(scn.players) != 2:
        raise JudgeError(f"{scn.path}: a game has two players (100.1); the scenario declares {len(scn.players)}")
    players = [Player(p.name, p.life, poison=p.poison) for p in scn.players]
    game = Game(players, tracer, scn.path, static_effects_of=static_effects_of, source=scn.source)
    game.mana.tracked = scn.mana_tracked
    # every card the scenario defines or names is read before play: what the engine can't read
    # is an error at its line (exit 2), every one of them, not one met mid-game
    problems, named = _read_cards(scn, game.catalog)
    if problems:
        raise DiagnosticsError(problems)
    names = [p.name for p in scn.players]
    if scn.turn is not None:
        if scn.turn.active not in names:
            raise JudgeError(f"{_loc(scn, scn.turn.span)}: unknown player {scn.turn.active!r}")
        if type(scn.turn.step) is not Step or scn.turn.step is Step.MAIN_PHASE:
            raise JudgeError(f"{_loc(scn, scn.turn.span)}: unknown step {str(scn.turn.step)!r}; steps: {', '.join(STEPS)}")
        game.turns.active = scn.turn.active
        game.turns.step = scn.turn.step
        number = getattr(scn.turn, "number", None)
        if number is not None:
            game.turns.turn = number
        if getattr(scn.turn, "first", False) or number == 1:
            game.turns.turn = 1
            game.turns.first_player = scn.turn.active
        if scn.turn.land_played:
            game.this_turn.count_land_played(scn.turn.active)
        if TURN_STEPS.index(game.turns.step) > TURN_STEPS.index(Step.DRAW) and game.turns.turn != 1:
            # a scenario that begins after the draw step: the active player drew its card (304.1)
            game.this_turn.count_draw(scn.turn.active)
    attach: list[tuple[GameObject, object]] = []
    in_combat: list[tuple[GameObject, ObjectDecl]] = []
    entry_choices: list[tuple[GameObject, ObjectDecl]] = []
    pumped: list[tuple[GameObject, ObjectDecl]] = []
    explicit_ts = [o.timestamp for o in scn.objects if o.timestamp is not None]
    base = max(explicit_ts, default=0)
    ts = base
    cards: dict = dict(named)  # (the cards looked up: lookup_card; those the reading above found already)
    for d in scn.objects:
        if d.player not in names:
            raise JudgeError(f"{_loc(scn, d.span)}: unknown player {d.player!r}")
        zone = d.zone
        if zone is Zone.STACK:
            raise JudgeError(f"{_loc(scn, d.span)}: objects on the stack are declared as stack items, not in a zone")
        if zone not in _DECLARED_ZONES:  # (an AST made by hand: the transformer makes only these)
            raise JudgeError(f"{_loc(scn, d.span)}: a zone line places objects in a library, a hand, a graveyard, in "
                             f"play or removed from the game (217.1), not {zone!r}")
        if d.unknown:
            for _ in range(d.unknown):
                _place(game, GameObject(game.tally.new_id(), UNKNOWN, d.player, zone))
            continue
        if d.token is not None:
            card = _token_card(d.token)
        else:  # (a card looked up already — read before play, or met above — taken without lookup_card's call)
            key = (d.card or "", d.wording)
            card = cards[key] if key in cards else None
            if card is None:
                card = lookup_card(game, scn, d.card or "", d.span, d.wording, cards)
        owner = d.owner or d.player
        if owner not in names:
            raise JudgeError(f"{_loc(scn, d.span)}: unknown owner {owner!r}")
        obj = GameObject(game.tally.new_id(), card, owner, zone, label=d.label, token=d.token is not None)
        if d.token is not None:  # (a token set up is one made: its count; a card is none, and no call)
            game.tally.count_tokens()
        if zone is Zone.IN_PLAY:
            obj.controller = d.player
            obj.tapped = d.tapped
            obj.damage = d.damage
            if d.damage and any(isinstance(e, ir.LethalOnlyFromOneSource) for ab in game.abilities_of(obj).abilities
                                if isinstance(ab, ir.StaticAbility) for e in ab.effects):
                # Ogre Enforcer: whether it is destroyed depends on each source's damage (420.5c), which a
                # scenario's damage before it began doesn't say
                raise JudgeError(f"{_loc(scn, d.span)}: {possessive(obj.name)} text needs the source of each damage marked on it "
                                 f"(\"unless lethal damage dealt by a single source is marked on it\"): deal the damage "
                                 f"in the scenario instead of setting it up")
            grant, chooses = _setup_asks(game.abilities_of(obj))
            if grant is not None:
                _refuse_past_grant(scn, d, obj, grant)
            obj.counters = {c.kind: c.count for c in d.counters} if d.counters else {}  # (most: none, no comprehension)
            obj.sick = d.sick
            # a permanent set up "sick" came under its controller's control this turn, after
            # any upkeep the scenario knows of (0 is before the scenario began)
            obj.control_stamp = 1 if d.sick else 0
            if d.timestamp is not None:
                obj.timestamp = d.timestamp
            else:
                ts += 1
                obj.timestamp = ts
            if d.attached_to is not None:
                attach.append((obj, d.attached_to))
            if chooses or d.chose:  # (a text that chooses nothing, and nothing said chosen: nothing to look at)
                entry_choices.append((obj, d))
            if d.pumps or d.shields:
                pumped.append((obj, d))
            if d.attacking or d.blocking:
                in_combat.append((obj, d))
        elif d.tapped or d.damage or d.counters or d.attached_to or d.chose or d.pumps or d.shields:
            raise JudgeError(f"{_loc(scn, d.span)}: only permanents in play are tapped, damaged, have counters or are "
                             f"attached (217.5d)")
        elif d.attacking or d.blocking:
            raise JudgeError(f"{_loc(scn, d.span)}: only a creature in play attacks or blocks (308.1, 309.1); "
                             f"{d.card or 'this object'} is in {possessive(d.player)} {d.zone}")
        if d.label:
            if d.label in game.labels:
                raise JudgeError(f"{_loc(scn, d.span)}: label @{d.label} is used twice")
            game.labels[d.label] = obj.id
        game.objects[obj.id] = obj  # (as _place puts it, without its call: ~57K calls of a suite's pass)
        if obj.zone == Zone.IN_PLAY:
            game.in_play.append(obj.id)
        else:
            game.zones[(obj.owner, obj.zone)].append(obj.id)  # listing order = top first
    game.tally.begin_timestamps_after(ts)
    for obj, d in pumped:
        for p in d.pumps:
            _pump_in_force(game, obj, p)
        for _ in range(d.shields):  # shields made earlier this turn (419.6b)
            add_regeneration_shield(game, obj.id, "made earlier this turn")
    for obj, d in entry_choices:
        _chosen_before(game, scn, obj, d)
    for obj, ref in attach:
        target = resolve_ref(game, ref, zone=Zone.IN_PLAY, what="what it is attached to")
        if target == obj.id:
            raise JudgeError(f"{_loc(scn, ref.span)}: a local enchantment can't be attached to itself (214.8f)")
        obj.attached_to = target  # type: ignore[assignment]
        _reanimated_before(game, obj, target)
    for prev in scn.preventions:  # shields made earlier this turn (419.7b)
        to = resolve_ref(game, prev.target, allow_player=True, what="what the damage is prevented to")
        add_prevention_shield(game, to if isinstance(to, int) else None, to if isinstance(to, str) else None,
                              prev.amount, None, False, False, "made earlier this turn")
    for pool in scn.pools:
        if pool.player not in names:
            raise JudgeError(f"{_loc(scn, pool.span)}: unknown player {pool.player!r}")
        p = game.player(pool.player)
        for k, v in parse_mana(pool.mana).items():
            p.pool[k] = p.pool.get(k, 0) + v
    # stack items, index 0 = top: build bottom first
    for item in reversed(scn.stack):
        game.stack.items.insert(0, _stack_item(scn, game, item, names))  # the initial state: nothing computed yet
    _say_wordings(game)
    if in_combat:
        _declared_before(game, scn, in_combat)
    return game


def _declared_before(game: Game, scn: Scenario, declared: list[tuple[GameObject, ObjectDecl]]) -> None:
    """``(attacking)``, ``(blocking @bears)``: a scenario that starts in the combat phase with
    attackers (308.1) and blockers (309.1) already declared — the game as those declarations left
    it: this combat's record, the creatures' status (attacking 308.5; blocking, and blocked or
    unblocked 309.3), what the turn remembers of them ("attacked this turn", "blocked"), but not
    their triggers, which triggered before the scenario began. A scenario that starts in the
    declare blockers step or later has its blocks declared: an attacker no creature is set up as
    blocking is unblocked (309.3)."""
    step = game.turns.step if scn.turn is not None else None
    ap = game.turns.active
    dp = game.opponent(ap) if ap in [p.name for p in game.players] else None
    where = f"the {step.named}" if step is not None else "no turn and step (no `turn` line)"
    attackers = [obj.id for obj, d in declared if d.attacking]
    for obj, d in declared:
        doing = "attacking" if d.attacking else "blocking"
        if "creature" not in game.chars(obj.id).types:
            raise game.error(d.span, f"{game.describe(obj.id)} is set up as {doing}, but it is not a creature: noncreature "
                             f"permanents can't be declared as {'attackers (308.1)' if d.attacking else 'blockers (309.1)'}")
    if step is Step.COMBAT_DAMAGE:
        strikers = [obj.id for obj, _ in declared if game.chars(obj.id).has_keyword("first strike")]
        if strikers:  # which of the two combat damage steps (502.2b) would be a guess
            obj, d = next((o, d) for o, d in declared if o.id == strikers[0])
            raise game.error(d.span, f"{game.describe(obj.id)} has first strike, so this combat has two combat "
                             f"damage steps (502.2b) and the scenario doesn't say which one it starts in: start it in the "
                             f"declare blockers step and pass until the combat damage step")
    pairs: list[tuple[int, int]] = []
    for obj, d in declared:
        blocked: list[int] = []
        for ref in d.blocking:
            a = resolve_ref(game, ref, zone=Zone.IN_PLAY, what="the attacker it blocks")
            if a not in attackers:
                raise game.error(ref.span or d.span, f"{game.describe(obj.id)} is set up as blocking "
                                 f"{game.describe(a)}, which is not set up as attacking: a creature blocks an attacking "
                                 f"creature (309.1); mark the attacker `(attacking)`")
            if a in blocked:
                raise game.error(ref.span or d.span, f"{game.describe(obj.id)} is set up as blocking "
                                 f"{game.describe(a)} twice")
            blocked.append(a)
        allowed = blocks_allowed(game, obj.id)
        if allowed is not None and len(blocked) > allowed:
            raise game.error(d.span, f"{game.describe(obj.id)} is set up as blocking {len(blocked)} attackers, "
                             f"but each creature may block only one attacking creature (309.1)"
                             + (f", {allowed} for this one" if allowed > 1 else "")
                             + ": set it up as blocking one of them, e.g. `(blocking @bears)`")
        pairs += [(obj.id, a) for a in blocked]
    game.set_combat(Combat(defending=dp))
    # (this combat's deeds are the declarations below, counted as those of a scenario that starts as the
    # declare attackers step begins: its beginning of combat step was before the scenario began)
    game.combat.record_attackers(list(attackers))
    for a in attackers:
        game.permanents.set_combat_status(a, attacking=True)
        game.this_turn.record_deed("attacked", a)
    said = [f"{ap} attacked with {_names(game, attackers)}, "
            f"{'an attacking creature' if len(attackers) == 1 else 'attacking creatures'}"]
    rules = ["308.1", "308.5"]
    if step in BLOCKING_STEPS:
        events.note_blocks(game, [x for pair in pairs for x in pair])
        game.record_blocks(pairs)
        blockers = list(dict.fromkeys(b for b, _ in pairs))
        for b in blockers:
            game.permanents.set_combat_status(b, blocking=True)
        for a in attackers:
            if any(x == a for _, x in pairs):
                game.permanents.set_combat_status(a, blocked=True)
        blocks = [f"{_names(game, [a for x, a in pairs if x == b])} with {game.describe(b)}" for b in blockers]
        blocked = [a for a in attackers if any(x == a for _, x in pairs)]
        unblocked = [a for a in attackers if a not in blocked]
        status = [f"{_names(game, ids)} {'is' if len(ids) == 1 else 'are'} {word}"
                  for ids, word in ((blocked, "blocked"), (unblocked, "unblocked")) if ids]
        said.append((f"{dp} blocked {'; '.join(blocks)}" if blocks else f"{dp} declared no blockers")
                    + f": {' and '.join(status)}")
        rules += ["309.1", "309.3"]
    game.tracer.step(f"The scenario starts in {where} with its declarations made: " + "; ".join(said)
                     + ". What triggered on them did so before the scenario began", *rules, kind="combat")


def _names(game: Game, oids: list[int]) -> str:
    return serial_and([game.describe(o) for o in oids])


def _say_wordings(game: Game) -> None:
    """The card catalog's cards in the game, each with the wording it is played with: the
    rules text in its text box is what the card does (207.1)."""
    # (each catalog card's first object, by the definition's id, in the objects' order: one pass,
    # and the names' definitions counted only for the names of those cards — three passes over
    # every object before, ~220K calls of a suite pass, fifty-seventh session)
    objects = game.objects
    first: dict[int, tuple[int, CardDef]] = {}
    for oid, obj in objects.items():
        card = obj.card
        if card.wording is not None and id(card) not in first:
            first[id(card)] = (oid, card)
    if not first:
        return  # (a game of library cards and the scenario's own: nothing to say, no table made)
    names = {card.name for _, card in first.values()}
    definitions: dict[str, set[int]] = {}  # such a card's name → its definitions in the game
    for obj in objects.values():
        card = obj.card
        if card.name in names:
            definitions.setdefault(card.name, set()).add(id(card))
    seen: dict[int, str] = {}
    readings: list[tuple[str, str, str]] = []
    plurals: list[tuple[str, str, tuple[tuple[str, str], ...]]] = []
    catalog = game.catalog
    for key, (oid, card) in first.items():
        wording, obsolete, plural = _catalog_words(catalog, card)
        # (a card named in two wordings: each told by its first object's label)
        said = game.describe(oid) if len(definitions[card.name]) > 1 else card.name
        seen[key] = f"{said}: {wording}"
        if obsolete:
            readings.extend((card.name, term, what) for term, what in obsolete)
        if plural:
            plurals.append((card.name, card.type_line, plural))
    said = "Cards from the card catalog — " + "; ".join(seen.values())
    if not readings and not plurals:
        game.tracer.step(said, "207.1")
        return
    with game.tracer.nest(said, "207.1"):
        for name, term, what in readings:
            game.tracer.step(f"{name} as printed: {what} (glossary \"{term}\")", "207.1")
        for name, line, plural in plurals:
            game.tracer.step(f"{name} as printed: its type line \"{line}\" names the creature type"
                             f"{'s' if len(plural) > 1 else ''} " + ", ".join(f'{s} ("{w}")' for w, s in plural)
                             + " — plurality is ignored when determining creature types", "214.7b")


def _catalog_words(catalog, card: CardDef) -> tuple[str, tuple[tuple[str, str], ...], tuple[tuple[str, str], ...]]:
    """What the card catalog's step says of one of its cards (:func:`_say_wordings`): the wording it is played with
    in words (``Catalog.wording_said``), the obsolete words its printed text was read with, as the glossary reads
    them (noted as the text was read: kept with its abilities), and the creature types its printed type line names
    in the plural (:func:`_plural_types`) — worked out once for each definition (one object a card and wording, never
    changed), not at each build that holds the card."""
    kept = _CATALOG_WORDS.get(id(card))
    if kept is not None and kept[0] is card and kept[1] is catalog:
        return kept[2]
    printed = card.wording is Wording.PRINTED
    words = (catalog.wording_said(card), catalog.abilities(card).obsolete if printed else (),
             _plural_types(card) if printed and "Creature" in card.types else ())
    if len(_CATALOG_WORDS) >= 4096:
        _CATALOG_WORDS.clear()
    _CATALOG_WORDS[id(card)] = (card, catalog, words)  # (the card kept with it: its id isn't reused while it is here)
    return words


#: :func:`_catalog_words`'s answers, by the id of the card definition asked of.
_CATALOG_WORDS: dict[int, tuple[CardDef, object, tuple]] = {}


def _plural_types(card: CardDef) -> tuple[tuple[str, str], ...]:
    """The creature types a printed creature card's printed type line names in the plural ("Summon — Goblins",
    judge.cards.phrases.plural_creature_types), each with its word. Its words are imported for such a card only:
    on 3.11 a ``from judge.… import …`` of a module already loaded costs ~4 µs (its ``__path__`` looked for and two
    AttributeErrors made)."""
    from judge.cards.phrases import plural_creature_types
    from judge.dsl.type_lines import parse_type_line

    return tuple(plural_creature_types(card.types, parse_type_line(card.type_line)[2]))


def _place(game: Game, obj: GameObject) -> None:
    game.objects[obj.id] = obj
    if obj.zone == Zone.IN_PLAY:
        game.in_play.append(obj.id)
    else:
        game.zones[(obj.owner, obj.zone)].append(obj.id)  # listing order = top first


def _stack_item(scn: Scenario, game: Game, item: StackItem, names) -> StackObject:
    from judge.cards import ir
    try:
        stacked = StackKind(item.kind)  # the scenario's word for what is on the stack
    except ValueError:
        raise JudgeError(f"{_loc(scn, item.span)}: unknown stack item kind {item.kind!r}") from None
    if stacked is StackKind.COMBAT_DAMAGE:
        # 310.2: all assignments as one object (combat damage's rules, loaded by a game that has some)
        from judge.engine.combat_damage import stack_item
        return stack_item(game, item)
    if item.controller not in names:
        raise JudgeError(f"{_loc(scn, item.span)}: unknown player {item.controller!r}")
    if stacked is StackKind.SPELL:
        card = lookup_card(game, scn, item.card or "", item.span, item.wording)
        obj = GameObject(game.tally.new_id(), card, item.controller, Zone.STACK, controller=item.controller, label=item.label)
        game.objects[obj.id] = obj
        if item.label:
            game.labels[item.label] = obj.id
        so = StackObject(id=obj.id, kind=StackKind.SPELL, controller=item.controller, name=card.name, card_obj=obj.id,
                         source=obj.id, x=item.x, label=item.label)
        abilities = game.abilities_of(obj)

        specs, effects, modes = spell_specs(game, abilities, _Announced(item), card.name)
        so.effects, so.modes = effects, modes
        src = obj.id
    elif stacked is StackKind.ABILITY:
        if item.source is None:
            raise JudgeError(f"{_loc(scn, item.span)}: an ability on the stack names its source")
        src = resolve_ref(game, item.source, what="the ability's source")
        ch = game.chars(src)
        trig = [a for a in ch.abilities if isinstance(a, ir.TriggeredAbility)]
        acts = [a for a in ch.abilities if isinstance(a, (ir.ActivatedAbility, ir.TriggeredAbility))]
        if isinstance(item.ability, int):
            if not 1 <= item.ability <= len(acts):
                raise JudgeError(f"{_loc(scn, item.span)}: {game.describe(src)} has {len(acts)} activated/triggered abilities")
            ab = acts[item.ability - 1]
        elif isinstance(item.ability, str):
            hits = [a for a in acts if a.text.lower().startswith(item.ability.lower())]
            if not hits:
                raise JudgeError(f"{_loc(scn, item.span)}: {game.describe(src)} has no ability {item.ability!r}")
            ab = hits[0]
        elif len(acts) == 1:
            ab = acts[0]
        else:
            raise JudgeError(f"{_loc(scn, item.span)}: {game.describe(src)} has {len(acts)} abilities; say which")
        kind = StackKind.TRIGGER if isinstance(ab, ir.TriggeredAbility) else StackKind.ABILITY
        so = StackObject(id=game.tally.new_id(), kind=kind, controller=item.controller, name=f"{possessive(game.objects[src].name)} ability",
                         source=src, ability=ab, effects=ab.effects, x=item.x, label=item.label, text=ab.text)
        specs = list(ab.targets)
        if getattr(ab, "modes", ()):
            specs, so.effects, so.modes = pick_modes(game, ab.modes, 1, _Announced(item), so.name)
    else:
        raise JudgeError(f"{_loc(scn, item.span)}: unknown stack item kind {item.kind!r}")
    # targets as announced (they were legal when chosen; 413.2a re-checks them on resolution)
    refs = list(item.targets)
    i = 0
    for k, spec in enumerate(specs):
        n = 0
        hi = targets_of_word(specs, k, len(refs) - i)
        while i < len(refs) and n < hi:
            thing = resolve_ref(game, refs[i], allow_player=True, what="a target")
            if isinstance(thing, str):
                so.targets.append(Target(spec, player=thing))
            else:
                so.targets.append(Target(spec, obj=thing, zone=game.objects[thing].zone))
            i += 1
            n += 1
        if refs and n < spec.min_count:
            raise JudgeError(f"{_loc(scn, item.span)}: {so.name} needs {spec.min_count} target(s) for "
                             f"\"{spec.text or 'its target word ' + str(k + 1)}\"; {len(refs)} given in all")
    if i < len(refs):
        raise JudgeError(f"{_loc(scn, item.span)}: {so.name} has only {len(specs)} target word(s) but {len(refs)} targets are given")
    for d in item.divide:
        thing = resolve_ref(game, d.target, allow_player=True)
        idx = next((k for k, t in enumerate(so.targets) if t.obj == thing or t.player == thing), None)
        if idx is None:
            raise JudgeError(f"{_loc(scn, d.span)}: {d.target} is not a target of {so.name}")
        so.divide[idx] = d.amount
    return so


def _setup_asks(abilities: ir.CardAbilities) -> tuple[Optional[ir.TriggeredAbility], bool]:
    """What a permanent's text asks of a set-up that puts it in play: its own "When ~ comes into play"
    ability that grants a static ability, if any (:func:`_refuse_past_grant`), and whether it chooses anything
    as it comes into play — as it enters (410.10e; a basic land type "of your choice" too) or as its printed
    comes-into-play ability resolves (410.10a): a permanent that chooses nothing and is set up saying nothing
    chosen has nothing for :func:`_chosen_before` to look at (a copy's ``(chose NAME)`` is said). Worked out once for each text (a card's
    abilities, never changed), not at each permanent of each build (the two walks were ~22 % of a build's
    calls, ninety-first session)."""
    kept = _SETUP_ASKS.get(id(abilities))
    if kept is not None and kept[0] is abilities:
        return kept[1]
    grant = None
    chooses = False
    for ab in abilities.abilities:
        if isinstance(ab, ir.StaticAbility):
            chooses = chooses or any((isinstance(e, ir.ChooseAsEntering) and e.choices)
                                     or (isinstance(e, ir.SetLandType) and e.land_type is None) for e in ab.effects)
        elif isinstance(ab, ir.TriggeredAbility):
            chooses = chooses or any(isinstance(e, ir.ChooseForSource) and e.choices for e in ab.effects)
            if grant is None and own_entry(ab) and ir.GrantAbility in ir.kinds_in(ab) \
                    and any(isinstance(node, ir.GrantAbility) and isinstance(node.ability, ir.StaticAbility)
                            for node in ir.walk(ab)):
                grant = ab
    if len(_SETUP_ASKS) >= 4096:
        _SETUP_ASKS.clear()
    _SETUP_ASKS[id(abilities)] = (abilities, (grant, chooses))  # (the text kept with it: its id isn't reused)
    return grant, chooses


#: :func:`_setup_asks`'s answers, by the id of the text asked of.
_SETUP_ASKS: dict[int, tuple[ir.CardAbilities, tuple[Optional[ir.TriggeredAbility], bool]]] = {}


def _refuse_past_grant(scn: Scenario, d: ObjectDecl, obj: GameObject, ab: ir.TriggeredAbility) -> None:
    """A permanent set up in play whose own "When ~ comes into play" ability ``ab`` grants a static ability
    (Earthbind: "… if enchanted creature has flying, … ~ gains "Enchanted creature loses flying."", found by
    :func:`_setup_asks`) is refused: that ability triggered before the scenario began (410.10a), and whether it
    resolved and what it granted — a continuous effect lasting as long as the permanent (418.1, 418.3a) — is not
    something a set-up states; set up without it, the creature would silently keep what the card took
    away. Played in the scenario, the card does all its text."""
    raise JudgeError(f"{_loc(scn, d.span)}: {obj.name} can't be set up in play: its ability "
                     f"\"{' '.join((ab.text or '').split())}\" triggered as it came into play, before the "
                     f"scenario began (410.10a), and the lasting ability it may have granted can't be set up; "
                     f"play {obj.name} in the scenario instead")
