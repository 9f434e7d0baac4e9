"""Shared helpers for the engine tests: cards given directly as IR (the text grammar is
tested on its own), scenarios built from AST objects, and trace queries."""

from __future__ import annotations

import functools

from judge.cards import ir
from judge.dsl import ast as A
from judge.zones import ZONE_NAMED, Zone

S = A.Span


def span(line: int) -> A.Span:
    return A.Span(line, 1)


CREATURE_OR_PLAYER = ir.Filter(types=("creature",), players=True)
CREATURE = ir.Filter(types=("creature",))


def _spell(effects, targets=()):
    return ir.SpellAbility(effects=tuple(effects), targets=tuple(targets))


def _t(flt, text="target"):
    return ir.TargetSpec(0, flt, text=text)


CARDS: dict[str, tuple[A.CardDef, ir.CardAbilities]] = {}


def card(name, type_line, cost=None, types=(), subtypes=(), supertypes=(), power=None, toughness=None,
         abilities: ir.CardAbilities | None = None, text=""):
    cd = A.CardDef(name=name, type_line=type_line, cost=cost, types=types, subtypes=subtypes, supertypes=supertypes,
                   power=power, toughness=toughness, text=text or ("(ir)" if abilities else ""), abilities=abilities)
    CARDS[name] = (cd, abilities)
    return cd


BEARS = card("Grizzly Bears", "Summon Bears", "{1}{G}", ("Creature",), ("Bears",), power="2", toughness="2")
BOLT = card("Lightning Bolt", "Instant", "{R}", ("Instant",), abilities=ir.CardAbilities(
    "Lightning Bolt", spell=_spell([ir.DealDamage(3, (ir.Target(0),))], [_t(CREATURE_OR_PLAYER, "target creature or player")])))
SHOCK = card("Shock", "Instant", "{R}", ("Instant",), abilities=ir.CardAbilities(
    "Shock", spell=_spell([ir.DealDamage(2, (ir.Target(0),))], [_t(CREATURE_OR_PLAYER, "target creature or player")])))
GROWTH = card("Giant Growth", "Instant", "{G}", ("Instant",), abilities=ir.CardAbilities(
    "Giant Growth", spell=_spell([ir.ModifyPT(ir.Target(0), 3, 3)], [_t(CREATURE, "target creature")])))
COUNTERSPELL = card("Counterspell", "Instant", "{U}{U}", ("Instant",), abilities=ir.CardAbilities(
    "Counterspell", spell=_spell([ir.CounterSpell(ir.Target(0))], [_t(ir.Filter(types=("spell",), zone=Zone.STACK), "target spell")])))
LAPSE = card("Memory Lapse", "Instant", "{1}{U}", ("Instant",), abilities=ir.CardAbilities(
    "Memory Lapse", spell=_spell([ir.CounterSpell(ir.Target(0), destination=Zone.LIBRARY, destination_position=ir.LibraryPosition.TOP)],
                                 [_t(ir.Filter(types=("spell",), zone=Zone.STACK), "target spell")])))
DISENCHANT = card("Disenchant", "Instant", "{1}{W}", ("Instant",), abilities=ir.CardAbilities(
    "Disenchant", spell=_spell([ir.Destroy(ir.Target(0))], [_t(ir.Filter(types=("artifact", "enchantment")), "target artifact or enchantment")])))
TERROR = card("Terror", "Instant", "{1}{B}", ("Instant",), abilities=ir.CardAbilities(
    "Terror", spell=_spell([ir.Destroy(ir.Target(0), cant_regenerate=True)],
                           [_t(ir.Filter(types=("creature",), not_colors=("black",), not_types=("artifact",)), "target nonartifact, nonblack creature")])))
WRATH = card("Wrath of God", "Sorcery", "{2}{W}{W}", ("Sorcery",), abilities=ir.CardAbilities(
    "Wrath of God", spell=_spell([ir.Destroy(ir.All((CREATURE,)), cant_regenerate=True)])))
REGEN_B = ir.ActivatedAbility(cost=ir.Cost(mana="{B}"), effects=(ir.Regenerate(ir.This()),), text="{B}: Regenerate Drudge Skeletons.")
SKELETONS = card("Drudge Skeletons", "Summon Skeletons", "{1}{B}", ("Creature",), ("Skeletons",), power="1", toughness="1",
                 abilities=ir.CardAbilities("Drudge Skeletons", abilities=(REGEN_B,)))
BOA = card("River Boa", "Summon Snake", "{1}{G}", ("Creature",), ("Snake",), power="2", toughness="1",
           abilities=ir.CardAbilities("River Boa", abilities=(
               ir.Keyword("landwalk", "island"),
               ir.ActivatedAbility(cost=ir.Cost(mana="{G}"), effects=(ir.Regenerate(ir.This()),), text="{G}: Regenerate River Boa."))))
PESTILENCE = card("Pestilence", "Enchantment", "{2}{B}{B}", ("Enchantment",), abilities=ir.CardAbilities("Pestilence", abilities=(
    ir.ActivatedAbility(cost=ir.Cost(mana="{B}"), effects=(ir.DealDamage(1, (ir.All((CREATURE, ir.Filter(players=True))),)),),
                        text="{B}: Pestilence deals 1 damage to each creature and each player."),
    ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=A.Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                        effects=(ir.Sacrifice(ir.You(), ir.This()),),
                        condition=ir.Condition(ir.ConditionKind.NONE, filter=CREATURE),
                        text="At end of turn, if no creatures are in play, sacrifice Pestilence."),
)))
GRAVEDIGGER = card("Gravedigger", "Summon Dead", "{3}{B}", ("Creature",), ("Dead",), power="2", toughness="2",
                   abilities=ir.CardAbilities("Gravedigger", abilities=(ir.TriggeredAbility(
                       trigger=ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, ir.This()),
                       effects=(ir.MoveTo(ir.Target(0), Zone.HAND),),
                       targets=(ir.TargetSpec(0, ir.Filter(types=("creature", "card"), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU),
                                              text="target creature card from your graveyard"),),
                       optional=True,
                       text="When Gravedigger comes into play, you may return target creature card from your graveyard to your hand."),)))
ORANGUTAN = card("Uktabi Orangutan", "Summon Ape", "{2}{G}", ("Creature",), ("Ape",), power="2", toughness="2",
                 abilities=ir.CardAbilities("Uktabi Orangutan", abilities=(ir.TriggeredAbility(
                     trigger=ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, ir.This()),
                     effects=(ir.Destroy(ir.Target(0)),),
                     targets=(ir.TargetSpec(0, ir.Filter(types=("artifact",)), text="target artifact"),),
                     text="When Uktabi Orangutan comes into play, destroy target artifact."),)))
MINE = card("Howling Mine", "Artifact", "{2}", ("Artifact",), abilities=ir.CardAbilities("Howling Mine", abilities=(
    ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=A.Step.DRAW, whose=ir.TriggerWhose.EACH),
                        effects=(ir.Draw(ir.TriggerPlayer()),),
                        condition=ir.Condition(ir.ConditionKind.STATUS, ir.This(), value="untapped"),
                        text="At the beginning of each player's draw step, if Howling Mine is untapped, that player draws a card."),)))
ELVES = card("Llanowar Elves", "Summon Elves", "{G}", ("Creature",), ("Elves",), power="1", toughness="1",
             abilities=ir.CardAbilities("Llanowar Elves", abilities=(ir.ActivatedAbility(
                 cost=ir.Cost(tap=True), effects=(ir.AddMana(("{G}",)),), is_mana_ability=True, text="{T}: Add {G} to your mana pool."),)))
HOLY_STRENGTH = card("Holy Strength", "Enchant Creature", "{W}", ("Enchantment",), abilities=ir.CardAbilities(
    "Holy Strength", abilities=(ir.StaticAbility(effects=(ir.ModifyPT(ir.Enchanted(), 1, 2, ir.WHILE_IN_PLAY),), text="Enchanted creature gets +1/+2."),),
    enchant=CREATURE))
ORCA = card("Lady Orca", "Summon Legend", "{5}{B}{R}", ("Creature",), ("Legend",), power="7", toughness="4")
SOLDIER_WATCHER = card("Soul Warden", "Summon Cleric", "{W}", ("Creature",), ("Cleric",), power="1", toughness="1",
                       abilities=ir.CardAbilities("Soul Warden", abilities=(ir.TriggeredAbility(
                           trigger=ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, ir.Filter(types=("creature",), other=True)),
                           effects=(ir.GainLife(ir.You(), 1),), text="Whenever another creature comes into play, you gain 1 life."),)))
SOUL_NET = card("Soul Net", "Artifact", "{1}", ("Artifact",), abilities=ir.CardAbilities("Soul Net", abilities=(ir.TriggeredAbility(
    trigger=ir.Trigger(ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, ir.Filter(types=("creature",))),
    effects=(ir.GainLife(ir.You(), 1),), text="Whenever a creature is put into a graveyard from play, you gain 1 life."),)))
ORNITHOPTER = card("Ornithopter", "Artifact Creature", "{0}", ("Artifact", "Creature"), ("Ornithopter",), power="0", toughness="2",
                   abilities=ir.CardAbilities("Ornithopter", abilities=(ir.Keyword("flying"),)))
SORCERESS = card("Dry Spell", "Sorcery", "{1}{B}", ("Sorcery",), abilities=ir.CardAbilities(
    "Dry Spell", spell=_spell([ir.DealDamage(1, (ir.All((CREATURE, ir.Filter(players=True))),))])))
SHRINK = card("Shrink", "Instant", "{B}", ("Instant",), abilities=ir.CardAbilities(
    "Shrink", spell=_spell([ir.ModifyPT(ir.Target(0), -3, -3)], [_t(CREATURE, "target creature")])))
DIVINE = card("Healing Salve", "Instant", "{W}", ("Instant",), abilities=ir.CardAbilities(
    "Healing Salve", spell=_spell([ir.PreventDamage(to=(ir.Target(0),), amount=3)], [_t(CREATURE_OR_PLAYER, "target creature or player")])))
STONE = card("Stone Rain", "Sorcery", "{2}{R}", ("Sorcery",), abilities=ir.CardAbilities(
    "Stone Rain", spell=_spell([ir.Destroy(ir.Target(0))], [_t(ir.Filter(types=("land",)), "target land")])))
DIVIDE = card("Fireball Split", "Sorcery", "{X}{R}", ("Sorcery",), abilities=ir.CardAbilities(
    "Fireball Split", spell=ir.SpellAbility(effects=(ir.DealDamage(ir.VarX(), (ir.Target(0),), divided=True),),
                                            targets=(ir.TargetSpec(0, CREATURE_OR_PLAYER, 1, 2, divided=True, text="up to two targets"),))))
SEER = card("Wind Drake", "Summon Drake", "{2}{U}", ("Creature",), ("Drake",), power="2", toughness="2",
            abilities=ir.CardAbilities("Wind Drake", abilities=(ir.Keyword("flying"),)))
PRODIGAL = card("Prodigal Sorcerer", "Summon Wizard", "{2}{U}", ("Creature",), ("Wizard",), power="1", toughness="1",
                abilities=ir.CardAbilities("Prodigal Sorcerer", abilities=(ir.ActivatedAbility(
                    cost=ir.Cost(tap=True), effects=(ir.DealDamage(1, (ir.Target(0),)),),
                    targets=(ir.TargetSpec(0, CREATURE_OR_PLAYER, text="target creature or player"),),
                    text="{T}: Prodigal Sorcerer deals 1 damage to target creature or player."),)))


def P(name, life=20):
    return A.PlayerDecl(name, life)


def obj(player, zone, card_name, label=None, line=1, **kw):
    """An object of a zone line; ``zone`` its words, as a scenario writes them ("in play"), or the member: the AST
    holds the member, as the transformer makes it (judge.dsl.transform)."""
    zone = ZONE_NAMED[zone] if isinstance(zone, str) else zone
    return A.ObjectDecl(player=player, zone=zone, card=card_name, label=label, span=span(line), **kw)


def R(name=None, label=None, **kw):
    return A.Ref(name=name, label=label, span=span(99), **kw)


def scenario(objects=(), actions=(), active="Alice", step="precombat main", players=("Alice", "Bob"), life=None,
             pools=(), stack=(), mana_tracked=True, land_played=False, **kw):
    """A scenario as the parser would build it; ``step`` in words or a member (the words read as the parser's edge
    reads them, into a :class:`A.Step`)."""
    life = life or {}
    step = A.STEP_NAMED[step] if isinstance(step, str) else step
    cards = tuple(cd for cd, _ in CARDS.values())
    numbered = []
    for i, a in enumerate(actions):
        if getattr(a, "span", None) is None:
            a = type(a)(**{**{f: getattr(a, f) for f in a.__dataclass_fields__}, "span": span(100 + i)})
        numbered.append(a)
    return A.Scenario(title="t", players=tuple(P(p, life.get(p, 20)) for p in players),
                      turn=A.TurnDecl(active, step, land_played), objects=tuple(objects), actions=tuple(numbered),
                      pools=tuple(pools), stack=tuple(stack), cards=cards, mana_tracked=mana_tracked, path="t.mtg", **kw)


def run(scn):
    from judge.engine import simulate

    return simulate(scn, explore=False)[0]


def texts(outcome) -> list[str]:
    return [s.text for top in outcome.steps for s in top.walk()]


#: The head of a scenario in Alice's declare attackers step (the combat tests' default).
COMBAT_HEAD = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"


def run_text(body: str, cards: str = "", head: str = COMBAT_HEAD, abilities: dict | None = None):
    """The first outcome of a scenario written as text (``cards`` + ``head`` + ``body``),
    unexplored; ``abilities`` gives some of its inline cards' abilities as IR, by name."""
    from dataclasses import replace

    from judge.dsl import parse
    from judge.engine import simulate

    scn = parse(cards + head + body, "t.mtg")
    if abilities:
        scn = replace(scn, cards=tuple(replace(c, abilities=abilities.get(c.name)) for c in scn.cards))
    return simulate(scn, explore=False)[0]


#: The head of a scenario in Alice's precombat main phase, mana not tracked.
MAIN_HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"


def steps_of(body: str, head: str = MAIN_HEAD) -> list:
    """Every step, in order, of the first outcome of a scenario written as text."""
    return [s for top in run_text(body, head=head).steps for s in top.walk()]


def cites(outcome) -> set[str]:
    return set(outcome.cited())


def find(outcome, name, zone=None):
    hits = [o for o in outcome.final.objects if (o.name == name or o.label == name) and (zone is None or o.zone == zone)]
    assert hits, f"{name} not found in {zone or 'any zone'}: {[(o.name, o.zone) for o in outcome.final.objects]}"
    return hits[0]

SOLDIER = ir.TokenSpec("Soldier", 1, 1, colors=("white",), subtypes=("Soldier",))
ALARM = card("Raise the Alarm", "Instant", "{1}{W}", ("Instant",), abilities=ir.CardAbilities(
    "Raise the Alarm", spell=_spell([ir.CreateToken(SOLDIER, 2)])))
UNSUMMON = card("Unsummon", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
    "Unsummon", spell=_spell([ir.MoveTo(ir.Target(0), Zone.HAND)], [_t(CREATURE, "target creature")])))
CHARM = card("Test Charm", "Instant", "{R}", ("Instant",), abilities=ir.CardAbilities(
    "Test Charm", spell=ir.SpellAbility(choose=1, modes=(
        ir.Mode((ir.GainLife(ir.Target(0), 3),), (ir.TargetSpec(0, ir.Filter(players=True), text="target player"),), "Target player gains 3 life"),
        ir.Mode((ir.DealDamage(2, (ir.Target(0),)),), (_t(CREATURE, "target creature"),), "Test Charm deals 2 damage to target creature"),
    ))))
DELAYED = card("Late Blessing", "Instant", "{W}", ("Instant",), abilities=ir.CardAbilities(
    "Late Blessing", spell=_spell([ir.DelayedTrigger(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=A.Step.END_OF_TURN, whose=ir.TriggerWhose.EACH),
                                                     (ir.GainLife(ir.You(), 3),))])))
LEECH = card("Vampire Pinger", "Summon Vampire", "{2}{B}", ("Creature",), ("Vampire",), power="1", toughness="1",
             abilities=ir.CardAbilities("Vampire Pinger", abilities=(
                 ir.ActivatedAbility(cost=ir.Cost(tap=True), effects=(ir.DealDamage(1, (ir.Target(0),)),),
                                     targets=(ir.TargetSpec(0, CREATURE_OR_PLAYER, text="target creature or player"),),
                                     text="{T}: Vampire Pinger deals 1 damage to target creature or player."),
                 ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.DEALS_DAMAGE, ir.This()), effects=(ir.GainLife(ir.You(), 1),),
                                     text="Whenever Vampire Pinger deals damage, you gain 1 life."))))
ALTAR = card("Bone Altar", "Artifact", "{1}", ("Artifact",), abilities=ir.CardAbilities("Bone Altar", abilities=(
    ir.ActivatedAbility(cost=ir.Cost(sacrifice=(ir.SacrificeCost(CREATURE),)), effects=(ir.GainLife(ir.You(), 2),),
                        text="Sacrifice a creature: You gain 2 life."),
    ir.ActivatedAbility(cost=ir.Cost(life=2), effects=(ir.Draw(ir.You(), 1),), text="Pay 2 life: Draw a card."))))
STEAL = card("Steal", "Sorcery", "{2}{U}{U}", ("Sorcery",), abilities=ir.CardAbilities(
    "Steal", spell=_spell([ir.GainControl(ir.Target(0), ir.You())], [_t(CREATURE, "target creature")])))

FLYING = ir.Keyword("flying")
SKY_ANTHEM = card("Sky Anthem", "Enchantment", "{1}{W}", ("Enchantment",), abilities=ir.CardAbilities("Sky Anthem", abilities=(
    ir.StaticAbility(effects=(ir.ModifyPT(ir.All((ir.Filter(types=("creature",), keywords=(FLYING,)),)), 1, 1, ir.WHILE_IN_PLAY),),
                     text="Creatures with flying get +1/+1."),)))
WINGS = card("Give Wings", "Instant", "{U}", ("Instant",), abilities=ir.CardAbilities(
    "Give Wings", spell=_spell([ir.GrantAbility(ir.Target(0), FLYING)], [_t(CREATURE, "target creature")])))

EMPTY_HAND = card("Library of Wonder", "Artifact", "{3}", ("Artifact",), abilities=ir.CardAbilities("Library of Wonder", abilities=(
    ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.STATE, state=ir.Condition(
                            ir.ConditionKind.NONE, filter=ir.Filter(types=("card",), zone=Zone.HAND, controller=ir.PlayerRelation.YOU))),
                        effects=(ir.Draw(ir.You(), 1),),
                        text="When you have no cards in hand, draw a card."),)))

WHITE_KNIGHT = card("White Knight", "Summon Knight", "{W}{W}", ("Creature",), ("Knight",), power="2", toughness="2",
                    abilities=ir.CardAbilities("White Knight", abilities=(ir.Keyword("first strike"), ir.Keyword("protection", "black"))))

CELESTIAL_DAWN = card("Dawn Test", "Enchantment", "{1}{W}{W}", ("Enchantment",), abilities=ir.CardAbilities("Dawn Test", abilities=(
    ir.StaticAbility(effects=(ir.SetColor(ir.All((ir.Filter(types=("permanent",), controller=ir.PlayerRelation.YOU),)), ("white",)),),
                     text="Permanents you control are white."),)))
CRUSADE = card("Crusade", "Enchantment", "{W}{W}", ("Enchantment",), abilities=ir.CardAbilities("Crusade", abilities=(
    ir.StaticAbility(effects=(ir.ModifyPT(ir.All((ir.Filter(types=("creature",), colors=("white",)),)), 1, 1, ir.WHILE_IN_PLAY),),
                     text="All white creatures get +1/+1."),)))
LIVING_LANDS = card("Living Lands", "Enchantment", "{3}{G}", ("Enchantment",), abilities=ir.CardAbilities("Living Lands", abilities=(
    ir.StaticAbility(effects=(ir.SetTypes(ir.All((ir.Filter(types=("forest",)),)), ("creature",), power=1, toughness=1, keep=True),),
                     text="All forests are 1/1 creatures that are still lands."),)))
HUMILITY = card("Humility", "Enchantment", "{2}{W}{W}", ("Enchantment",), abilities=ir.CardAbilities("Humility", abilities=(
    ir.StaticAbility(effects=(ir.LoseAllAbilities(ir.All((CREATURE,))), ir.SetPT(ir.All((CREATURE,)), 1, 1)),
                     text="All creatures lose all abilities and are 1/1."),)))

LORD = card("Merfolk Lord Test", "Summon Merfolk", "{U}{U}", ("Creature",), ("Merfolk",), power="1", toughness="1",
            abilities=ir.CardAbilities("Merfolk Lord Test", abilities=(ir.StaticAbility(
                effects=(ir.ModifyPT(ir.All((ir.Filter(types=("creature",), subtypes=("Merfolk",), other=True),)), 1, 1, ir.WHILE_IN_PLAY),),
                text="Other Merfolk get +1/+1."),)))
MERFOLK = card("Merfolk Test", "Summon Merfolk", "{U}", ("Creature",), ("Merfolk",), power="1", toughness="1")


def simulate_loop_scenarios() -> None:
    """Simulate every scenario of 421 (loops) and 410.1x in scenarios/rules, as ``judge test``
    does; a loop the players' choices keep going ends in an error by design (left as it is)."""
    from pathlib import Path

    from judge.errors import JudgeError
    from judge.suite.runner import default_simulate, load_scenario

    root = Path(__file__).resolve().parents[2] / "scenarios" / "rules"
    for path in sorted(root.glob("421-*.mtg")) + sorted(root.glob("410-1*.mtg")):
        try:
            default_simulate(load_scenario(path))
        except JudgeError:
            pass


def read_in_turn(items: list, read) -> list:
    """``[read(x) for x in items]``, read from this pytest-xdist worker's place on: worker k of n starts k/n of the way
    along ``items`` and goes round to its start. Two workers that read the era's cards at once (the catalog's or the
    era pool's, several test files asking: tests/engine/test_calls72.py and tests/cards/test_amount_words_counts.py
    on each worker of CI's ``-n auto``) with a cold cache each read all of them where both began at the first: now
    each reads its own part first, and then finds the other's in the private directory's card cache
    (judge.cards.text_cache, written as each card is read), as a second run does."""
    import os

    try:
        count = int(os.environ.get("PYTEST_XDIST_WORKER_COUNT", "1"))
        worker = int(os.environ.get("PYTEST_XDIST_WORKER", "gw0").removeprefix("gw"))
    except ValueError:
        count, worker = 1, 0
    start = len(items) * worker // count if 0 <= worker < count else 0
    out: list = [None] * len(items)
    for i in (*range(start, len(items)), *range(start)):
        out[i] = read(items[i])
    return out


@functools.lru_cache(maxsize=None)
def era_pool_readings(era_pool) -> tuple:
    """``(name, wording, abilities)`` of every era card in ``era_pool`` the reader reads, in both wordings
    (a text the reader refuses has no IR and is left out): the readings a scan of the IR's typed fields walks.
    Read once a process (the pool loaded and each text read: ~0.4 s warm), the scans of several test files
    sharing them (tests/engine/test_kind_fields.py, test_player_relation.py); the IR is frozen, so a scan
    reads what a fresh reading gives. Read from this xdist worker's place on (:func:`read_in_turn`)."""
    from judge.cards import pool
    from judge.cards.catalog import catalog
    from judge.cards.phrases import CardTextError

    def read(item):
        wording, c = item
        try:
            return catalog().abilities(c.card) if c.card is not None else None
        except CardTextError:  # (a text the reader refuses: no IR)
            return None

    items = [(wording, c) for wording in pool.WORDINGS for c in pool.load(era_pool, wording)]
    return tuple((c.name, wording, abilities) for (wording, c), abilities in zip(items, read_in_turn(items, read))
                 if abilities is not None)


@functools.lru_cache(maxsize=None)
def era_pool_nodes(era_pool) -> tuple:
    """``(name, wording, abilities, nodes)`` of each of :func:`era_pool_readings`, ``nodes`` every node
    ``ir.walk(abilities)`` gives, by its exact class (each class's nodes in the walk's order): one walk of a
    reading, made once a process, where a scan of fifteen typed fields walked each reading twice a field
    (~8 s of the suite's CPU, docs/performance.md "CI's length")."""
    return tuple((name, wording, abilities, _by_class(abilities)) for name, wording, abilities in era_pool_readings(era_pool))


def _by_class(abilities) -> dict[type, list]:
    """The nodes ``ir.walk(abilities)`` gives, by their exact class, each class's in the walk's order."""
    nodes: dict[type, list] = {}
    for n in ir.walk(abilities):
        kind = type(n)
        found = nodes.get(kind)
        if found is None:
            nodes[kind] = [n]
        else:
            found.append(n)
    return nodes


@functools.lru_cache(maxsize=None)
def catalog_readings() -> tuple:
    """``(name, wording, abilities, nodes)`` of every card of the card catalog (judge/cards/era_cards.jsonl, the
    era's cards: in the package, so with or without ../shared) the reader reads, in its names' order, the Oracle
    wording then the printed one (a text it refuses, a JudgeError, has no IR and is left out); ``nodes`` as
    :func:`era_pool_nodes`'. Read and walked once a process for the scans of every catalog card's text
    (tests/engine/test_calls72.py, tests/cards/test_amount_words_counts.py): each read the catalog itself
    (~1.5-2 s of CPU) and walked every text. Read from this xdist worker's place on (:func:`read_in_turn`: with a
    cold cache two workers reading at once took 61 s of CPU between them, 39 s so)."""
    from judge.cards.catalog import catalog
    from judge.dsl.ast import Wording
    from judge.errors import JudgeError

    cat = catalog()

    def read(item):
        name, wording = item
        try:
            card = cat.card(name, wording)
            return cat.abilities(card) if card is not None else None
        except JudgeError:  # (a card the reader refuses: no text to ask of)
            return None

    items = [(name, wording) for name in cat.names() for wording in (Wording.ORACLE, Wording.PRINTED)]
    return tuple((name, wording, abilities, _by_class(abilities))
                 for (name, wording), abilities in zip(items, read_in_turn(items, read)) if abilities is not None)


def game_after(lines: str):
    """The game itself after a scenario's lines are played (the last kept between two actions, played
    on), for tests that look into the game's own records: a copy's kept entries, its shared objects."""
    from judge.dsl import parse
    from judge.engine.driver import run as drive

    games = []
    drive(parse(lines, "t.mtg"), keep=lambda i, game: games.append(game))
    return games[-1]


def counting(monkeypatch, module, name: str) -> list:
    """``module.name`` replaced by a wrapper appending 1 to the returned list for each call: a count of the calls
    (games built, spells cast) that a test asserts, not a time."""
    calls: list = []
    real = getattr(module, name)
    monkeypatch.setattr(module, name, lambda *a, **k: calls.append(1) or real(*a, **k))
    return calls


#: Three Gravediggers cast in turn, each "may" and its target left open: many outcomes, most of their objects
#: alike — the exploration the explorer's and the snapshot's counts are taken on.
GRAVEDIGGER_MAYS = ("player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
                    "Alice graveyard: Grizzly Bears, Hill Giant, Scaled Wurm\n"
                    "Alice hand: Gravedigger, Gravedigger, Gravedigger\n"
                    "Alice casts Gravedigger\nall pass until the stack is empty\n"
                    "Alice casts Gravedigger\nall pass until the stack is empty\n"
                    "Alice casts Gravedigger\nall pass until the stack is empty\n")
