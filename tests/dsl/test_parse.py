"""Every construct of the scenario language parses to the expected AST."""

from __future__ import annotations

import pytest

from judge.dsl import ast as A
from judge.dsl.parser import parse, parse_cards
from judge.zones import Zone

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\n"


def R(name=None, label=None, player=None, zone=None) -> A.Ref:
    return A.Ref(name=name, label=label, player=player, zone=zone)


def board(text: str) -> A.Scenario:
    return parse(HEAD + text)


def action(text: str) -> A.Action:
    (a,) = board(text).actions
    return a


def expect(text: str) -> A.Expectation:
    (e,) = board(text).expectations
    return e


# --------------------------------------------------------------------------- header


def test_header_statements():
    s = parse('title "Bolt the Bears"\nrules 2002\nnote "one"\nnote "two \\"quoted\\""\nmana is not tracked\n' + HEAD)
    assert s.title == "Bolt the Bears"
    assert s.edition == "2002"
    assert s.notes == ("one", 'two "quoted"')
    assert s.mana_tracked is False


def test_defaults():
    s = parse(HEAD)
    assert (s.title, s.edition, s.notes, s.mana_tracked) == (None, "classic", (), True)
    assert s.players == (A.PlayerDecl("Alice", 20), A.PlayerDecl("Bob", 20))


@pytest.mark.parametrize("word,edition", [("classic", "classic"), ("classic-2000", "classic"), ("rulebook", "rulebook"), ("2021", "2021")])
def test_editions(word, edition):
    assert parse(f"rules {word}\n" + HEAD).edition == edition


def test_mana_is_tracked_and_capitalised_keyword():
    s = parse('Title "x"\nmana is tracked\n' + HEAD)
    assert s.title == "x" and s.mana_tracked is True


def test_comments_and_blank_lines():
    s = parse("# a comment\n\n" + HEAD + '   # indented comment\nnote "a # not a comment"  # but this is\n')
    assert s.notes == ("a # not a comment",)


# --------------------------------------------------------------------------- cards


LIBRARY = '''
# Two cards, the library's form.
card "Prodigal Sorcerer"
  cost {2}{U}
  type Creature - Wizard
  pt 1/1
  text "{T}: Prodigal Sorcerer deals 1 damage to target creature or player."

card "Lightning Bolt"
  cost {R}
  type Instant
  text "Lightning Bolt deals 3 damage to target creature or player."
'''


def test_parse_cards_library_form():
    cards = parse_cards(LIBRARY, "lib.mtg")
    assert cards == (
        A.CardDef(name="Prodigal Sorcerer", type_line="Creature - Wizard", cost="{2}{U}", types=("Creature",),
                  subtypes=("Wizard",), power="1", toughness="1",
                  text="{T}: Prodigal Sorcerer deals 1 damage to target creature or player."),
        A.CardDef(name="Lightning Bolt", type_line="Instant", cost="{R}", types=("Instant",),
                  text="Lightning Bolt deals 3 damage to target creature or player."),
    )
    assert cards[0].span == A.Span(3, 1)


@pytest.mark.parametrize("written,canonical", [
    ("{1}{G}", "{1}{G}"), ("1G", "{1}{G}"), ("o1oG", "{1}{G}"), ("{X}{R}", "{X}{R}"), ("XRR", "{X}{R}{R}"),
    ("12", "{12}"), ("0", "{0}"), ("{10}{W}{W}", "{10}{W}{W}"), ("oXoRoR", "{X}{R}{R}"), ("{g}", "{G}"),
])
def test_costs_normalise(written, canonical):
    (card,) = parse_cards(f'card "C"\ncost {written}\ntype Sorcery\n')
    assert card.cost == canonical


@pytest.mark.parametrize("type_line,parts", [
    ("Creature - Bear", ((), ("Creature",), ("Bear",))),
    ("Creature \u2014 Bear", ((), ("Creature",), ("Bear",))),
    ("Summon Bear", ((), ("Creature",), ("Bear",))),
    ("Summon Legend", ((), ("Creature",), ("Legend",))),
    ("Artifact Creature - Golem", ((), ("Artifact", "Creature"), ("Golem",))),
    ("Artifact Creature - Golem Legend", ((), ("Artifact", "Creature"), ("Golem", "Legend"))),
    ("Enchant Creature", ((), ("Enchantment",), ("Creature",))),
    ("Enchant Land", ((), ("Enchantment",), ("Land",))),
    ("Enchant World", (("World",), ("Enchantment",), ())),
    ("World Enchantment", (("World",), ("Enchantment",), ())),
    ("Enchantment", ((), ("Enchantment",), ())),
    ("Instant", ((), ("Instant",), ())),
    ("Interrupt", ((), ("Instant",), ())),
    ("Sorcery", ((), ("Sorcery",), ())),
    ("Land", ((), ("Land",), ())),
    ("Basic Land - Forest", (("Basic",), ("Land",), ("Forest",))),
    ("Legendary Land", (("Legendary",), ("Land",), ())),
    ("Artifact", ((), ("Artifact",), ())),
    ("Creature - Legend", ((), ("Creature",), ("Legend",))),
    ("Legend", ((), ("Creature",), ("Legend",))),
])
def test_type_lines(type_line, parts):
    pt = "\npt 1/1" if "Creature" in parts[1] else ""
    (card,) = parse_cards(f'card "C"\ntype {type_line}{pt}\n')
    assert (card.supertypes, card.types, card.subtypes) == parts
    assert card.type_line == type_line


def test_card_fields_pt_star_colors_several_texts_and_bare_name():
    (card,) = parse_cards(
        'card Maro\n  cost 2GG\n  type Creature - Avatar\n  pt */*\n  color green\n'
        '  text "Maro\'s power and toughness are each equal to the number of cards in your hand."\n'
        '  text "Second paragraph with a \\"quote\\"."\n'
    )
    assert card.name == "Maro" and card.power == "*" and card.toughness == "*"
    assert card.colors == ("green",)
    assert card.text.split("\n") == [
        "Maro's power and toughness are each equal to the number of cards in your hand.",
        'Second paragraph with a "quote".',
    ]
    (ghost,) = parse_cards('card "Ghost"\ntype Artifact\ncolors white, blue\n')
    assert ghost.colors == ("white", "blue")
    (clear,) = parse_cards('card "Clear"\ntype Artifact\ncolor colorless\n')
    assert clear.colors == ()


def test_inline_cards_in_a_scenario():
    s = parse('card "Bolt"\ncost R\ntype Instant\ntext "Bolt deals 3 damage to target creature or player."\n' + HEAD)
    assert s.cards[0].name == "Bolt" and s.cards[0].cost == "{R}"


# --------------------------------------------------------------------------- players, turn


def test_players_life():
    s = parse("player Alice life 7\nplayer Bob life -2\n")
    assert s.players == (A.PlayerDecl("Alice", 7), A.PlayerDecl("Bob", -2))


@pytest.mark.parametrize("line,active,step", [
    ("turn Alice, precombat main", "Alice", "precombat main"),
    ("turn Bob declare blockers step", "Bob", "declare blockers"),
    ("turn Bob, first main", "Bob", "precombat main"),
    ("turn Bob, second main phase", "Bob", "postcombat main"),
    ("it is the declare blockers step of Bob's turn", "Bob", "declare blockers"),
    ("it is the end of turn step of Alice's turn", "Alice", "end of turn"),
    ("it is the upkeep of Alice's turn", "Alice", "upkeep"),
])
def test_turn_forms(line, active, step):
    s = parse(f"player Alice\nplayer Bob\n{line}\n")
    assert s.turn == A.TurnDecl(active, A.STEP_NAMED[step]) and s.turn.step is A.STEP_NAMED[step]


@pytest.mark.parametrize("step", A.TURN_STEPS)
def test_every_step(step):
    """The scenario's words become the :class:`A.Step` member at the parser's edge (issue 43)."""
    assert parse(f"player Alice\nplayer Bob\nturn Alice, {step.value}\n").turn.step is step
    assert parse(f"player Alice\nplayer Bob\nturn Alice, upkeep\nall pass until the {step.value} step\n"
                 ).actions[0].until is step


def test_land_played():
    assert board("Alice has played a land this turn\n").turn.land_played is True
    assert board("Alice has not played a land this turn\n").turn.land_played is False


# --------------------------------------------------------------------------- zones


def test_zones_in_order_and_unknown_cards():
    s = board(
        "Alice library: Forest, Island, 3 unknown cards\nAlice hand: Giant Growth, Shock as @s\n"
        "Alice graveyard: Shock\nAlice removed from the game: Swords to Plowshares\nBob hand:\n"
    )
    assert s.objects == (
        A.ObjectDecl("Alice", Zone.LIBRARY, card="Forest"),
        A.ObjectDecl("Alice", Zone.LIBRARY, card="Island"),
        A.ObjectDecl("Alice", Zone.LIBRARY, unknown=3),
        A.ObjectDecl("Alice", Zone.HAND, card="Giant Growth"),
        A.ObjectDecl("Alice", Zone.HAND, card="Shock", label="s"),
        A.ObjectDecl("Alice", Zone.GRAVEYARD, card="Shock"),
        A.ObjectDecl("Alice", Zone.REMOVED, card="Swords to Plowshares"),
    )


def test_permanent_status():
    s = board(
        "Alice in play: Grizzly Bears as @bears (tapped, 1 damage, 2 +1/+1 counters, sick), 2 Forest\n"
        "Alice in play: Pacifism attached to @bears, Icy Manipulator (a charge counter, untapped, timestamp 4)\n"
        "Alice in play: Grizzly Bears as @stolen (owned by Bob, summoning sick)\n"
        "Bob in play: Serra Angel (owned by Bob, 1 -1/-1 counter, attached to Alice)\n"
    )
    assert s.objects == (
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Grizzly Bears", label="bears", tapped=True, damage=1,
                     counters=(A.Counter("+1/+1", 2),), sick=True),
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Forest"),
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Forest"),
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Pacifism", attached_to=R(label="bears")),
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Icy Manipulator", counters=(A.Counter("charge", 1),), timestamp=4),
        A.ObjectDecl("Alice", Zone.IN_PLAY, card="Grizzly Bears", label="stolen", owner="Bob", sick=True),
        A.ObjectDecl("Bob", Zone.IN_PLAY, card="Serra Angel", counters=(A.Counter("-1/-1", 1),), attached_to=R("Alice")),
    )


def test_tokens():
    s = board('Alice in play: token "Goblin" 1/1 red Creature - Goblin as @g1 (tapped), '
              'token "Wasp" 1/1 Artifact Creature - Insect with "Flying"\n')
    assert s.objects == (
        A.ObjectDecl("Alice", Zone.IN_PLAY, label="g1", tapped=True,
                     token=A.TokenDef("Goblin", "Creature - Goblin", ("red",), "1", "1")),
        A.ObjectDecl("Alice", Zone.IN_PLAY, token=A.TokenDef("Wasp", "Artifact Creature - Insect", (), "1", "1", "Flying")),
    )


def test_names_with_small_words_colons_and_quotes():
    s = board('Alice hand: Swords to Plowshares, Circle of Protection: Red, Waiting in the Weeds, '
              'Evil Eye of Orms-by-Gore, D\'Avenant Archer, Ashnod\'s Altar, "odd, name"\n')
    assert [o.card for o in s.objects] == [
        "Swords to Plowshares", "Circle of Protection: Red", "Waiting in the Weeds", "Evil Eye of Orms-by-Gore",
        "D'Avenant Archer", "Ashnod's Altar", "odd, name",
    ]


def test_mana_pool():
    s = board("Alice mana pool: {R}{R}\nBob mana pool: 2U\n")
    assert s.pools == (A.ManaPool("Alice", "{R}{R}"), A.ManaPool("Bob", "{2}{U}"))


# --------------------------------------------------------------------------- the stack


def test_stack_items_top_first():
    s = board(
        "stack:\n"
        "  Lightning Bolt as @bolt cast by Bob targeting @bears\n"
        "  Fireball cast by Alice with X = 4 dividing 2 to Bob, 2 to Grizzly Bears\n"
        "  Healing Salve cast by Alice choosing mode 1\n"
        "  Prodigal Sorcerer's ability controlled by Alice targeting Bob\n"
        "  @ps's ability 2 as @ab controlled by Alice\n"
        '  Bob\'s Drudge Skeletons\'s ability "{B}" controlled by Bob\n'
        "  combat damage: Grizzly Bears deals 2 to Bob, @wall deals 0 to Grizzly Bears\n"
    )
    assert s.stack == (
        A.StackItem("spell", "Bob", card="Lightning Bolt", label="bolt", targets=(R(label="bears"),)),
        A.StackItem("spell", "Alice", card="Fireball", x=4,
                    divide=(A.DamageAssignment(R("Bob"), 2), A.DamageAssignment(R("Grizzly Bears"), 2))),
        A.StackItem("spell", "Alice", card="Healing Salve", modes=("1",)),
        A.StackItem("ability", "Alice", source=R("Prodigal Sorcerer"), targets=(R("Bob"),)),
        A.StackItem("ability", "Alice", source=R(label="ps"), ability=2, label="ab"),
        A.StackItem("ability", "Bob", source=R("Drudge Skeletons", player="Bob"), ability="{B}"),
        A.StackItem("combat damage", "Alice", assignments=(
            A.DamageAssignment(R("Bob"), 2, source=R("Grizzly Bears")),
            A.DamageAssignment(R("Grizzly Bears"), 0, source=R(label="wall")),
        )),
    )


# --------------------------------------------------------------------------- actions


@pytest.mark.parametrize("line,expected", [
    ("Alice plays Forest", A.PlayLand("Alice", R("Forest"))),
    ("Bob casts Lightning Bolt targeting Grizzly Bears", A.Cast("Bob", R("Lightning Bolt"), targets=(R("Grizzly Bears"),))),
    ("Alice casts Giant Growth targeting @bears paying with Forest, @f2",
     A.Cast("Alice", R("Giant Growth"), targets=(R(label="bears"),), paying=(R("Forest"), R(label="f2")))),
    ("Alice casts Blaze with X = 3 targeting Bob", A.Cast("Alice", R("Blaze"), x=3, targets=(R("Bob"),))),
    ("Alice casts Shock as @s2 targeting Bob's Grizzly Bears",
     A.Cast("Alice", R("Shock"), label="s2", targets=(R("Grizzly Bears", player="Bob"),))),
    ("Alice casts Raise Dead targeting Grizzly Bears in Alice's graveyard",
     A.Cast("Alice", R("Raise Dead"), targets=(R("Grizzly Bears", player="Alice", zone=Zone.GRAVEYARD),))),
    ("Alice casts Raise Dead targeting Grizzly Bears in graveyard",
     A.Cast("Alice", R("Raise Dead"), targets=(R("Grizzly Bears", zone=Zone.GRAVEYARD),))),
    ('Alice casts Healing Salve choosing mode 2, "Prevent 3 damage"',
     A.Cast("Alice", R("Healing Salve"), modes=("2", "Prevent 3 damage"))),
    ("Alice casts Fireball with X = 4 dividing 2 to Bob, 2 to @bears",
     A.Cast("Alice", R("Fireball"), x=4, divide=(A.DamageAssignment(R("Bob"), 2), A.DamageAssignment(R(label="bears"), 2)))),
    ("Alice casts Fling sacrificing @bears discarding Shock tapping Forest",
     A.Cast("Alice", R("Fling"), costs=(A.CostChoice(A.CostClause.SACRIFICE, (R(label="bears"),)),
                                        A.CostChoice(A.CostClause.DISCARD, (R("Shock"),)), A.CostChoice(A.CostClause.TAP, (R("Forest"),))))),
    ("Alice activates Prodigal Sorcerer targeting Bob", A.Activate("Alice", R("Prodigal Sorcerer"), targets=(R("Bob"),))),
    ("Alice activates Drudge Skeletons ability 1 paying with Swamp",
     A.Activate("Alice", R("Drudge Skeletons"), ability=1, paying=(R("Swamp"),))),
    ('Alice activates @alt ability "Sacrifice a creature" as @a1 sacrificing @bears',
     A.Activate("Alice", R(label="alt"), ability="Sacrifice a creature", label="a1",
                costs=(A.CostChoice(A.CostClause.SACRIFICE, (R(label="bears"),)),))),
    ("Alice taps Forest for {G}", A.ManaAbility("Alice", R("Forest"), "{G}")),
    ("Alice taps Llanowar Elves", A.ManaAbility("Alice", R("Llanowar Elves"), None)),
    ("Alice activates Blood Pet for B", A.ManaAbility("Alice", R("Blood Pet"), "{B}")),
    ("Alice passes", A.Pass("Alice")),
    ("Bob passes until the stack is empty", A.Pass("Bob", A.Until.STACK_EMPTY)),
    ("all pass", A.Pass("all")),
    ("both pass", A.Pass("all")),
    ("all pass until the stack is empty", A.Pass("all", A.Until.STACK_EMPTY)),
    ("all pass until declare blockers step", A.Pass("all", A.Step.DECLARE_BLOCKERS)),
    ("all pass until the end of turn step", A.Pass("all", A.Step.END_OF_TURN)),
    ("all pass until the end step", A.Pass("all", A.Step.END_OF_TURN)),
    ("all pass until main 2", A.Pass("all", A.Step.POSTCOMBAT_MAIN)),
    ("Alice attacks with Grizzly Bears, @b2", A.DeclareAttackers("Alice", (R("Grizzly Bears"), R(label="b2")))),
    ("Alice attacks with nothing", A.DeclareAttackers("Alice", ())),
    ("Bob blocks Grizzly Bears with Wall of Air", A.DeclareBlockers("Bob", (A.Block(R("Wall of Air"), R("Grizzly Bears")),))),
    ("Bob blocks Craw Wurm with Wall of Air and @w2, @b2 with Scathe Zombies",
     A.DeclareBlockers("Bob", (A.Block(R("Wall of Air"), R("Craw Wurm")), A.Block(R(label="w2"), R("Craw Wurm")),
                              A.Block(R("Scathe Zombies"), R(label="b2"))))),
    ("Bob blocks nothing", A.DeclareBlockers("Bob", ())),
    ("Alice assigns Craw Wurm's damage: 2 to @wall, 4 to Bob",
     A.AssignDamage("Alice", R("Craw Wurm"), (A.DamageAssignment(R(label="wall"), 2), A.DamageAssignment(R("Bob"), 4)))),
    ("Alice assigns @cw's damage: 6 to Wall of Air", A.AssignDamage("Alice", R(label="cw"), (A.DamageAssignment(R("Wall of Air"), 6),))),
    ("Alice orders triggers: Gravedigger, Uktabi Orangutan", A.OrderTriggers("Alice", (R("Gravedigger"), R("Uktabi Orangutan")))),
    ("Alice orders replacements: Circle of Protection: Red, @cop",
     A.OrderReplacements("Alice", (R("Circle of Protection: Red"), R(label="cop")))),
    # one source's effects, each by its ability (419.8a): a number as `activates` numbers them, or the ability's words
    ('Alice orders replacements: @rh ability 1, Rock Hydra ability "For each 1 damage"',
     A.OrderReplacements("Alice", (R(label="rh"), R("Rock Hydra")), abilities=(1, "For each 1 damage"))),
    ("Alice chooses @bears", A.Choose("Alice", None, (R(label="bears"),))),
    ("Alice chooses yes", A.Choose("Alice", None, ("yes",))),
    ("Alice chooses mode 2", A.Choose("Alice", "mode", (2,))),
    ("Alice chooses color red", A.Choose("Alice", "color", ("red",))),
    ("Bob chooses Grizzly Bears, Bob, 3", A.Choose("Bob", None, (R("Grizzly Bears"), R("Bob"), 3))),
    ("Alice concedes", A.Concede("Alice")),
])
def test_actions(line, expected):
    assert action(line + "\n") == expected


def test_action_span_points_at_the_line():
    s = board("\nAlice passes\n")
    assert s.actions[0].span == A.Span(5, 1, 5, 1)


# --------------------------------------------------------------------------- expectations


def obj(ref, zone=None, player=None, props=(), negated=False):
    return A.ExpectObject(ref, zone, player, tuple(props), negated)


@pytest.mark.parametrize("line,body", [
    ("Grizzly Bears in play with 3 damage and power 5",
     obj(R("Grizzly Bears"), Zone.IN_PLAY, props=(A.Prop("damage", 3), A.Prop("power", 5)))),
    ("@bears in graveyard", obj(R(label="bears"), Zone.GRAVEYARD)),
    ("Bob's Grizzly Bears in Alice's graveyard", obj(R("Grizzly Bears", player="Bob"), Zone.GRAVEYARD, "Alice")),
    ("Shock in Alice's hand", obj(R("Shock"), Zone.HAND, "Alice")),
    ("Forest in library", obj(R("Forest"), Zone.LIBRARY)),
    ("Swords to Plowshares removed from the game", obj(R("Swords to Plowshares"), Zone.REMOVED)),
    ("Lightning Bolt on the stack", obj(R("Lightning Bolt"), Zone.STACK)),
    ("Grizzly Bears not in play", obj(R("Grizzly Bears"), Zone.IN_PLAY, negated=True)),
    ("@bears with toughness 3 and tapped and not untapped",
     obj(R(label="bears"), props=(A.Prop("toughness", 3), A.Prop("tapped"), A.Prop("untapped", negated=True)))),
    ("@bears in play as a 5/5 and 2 damage", obj(R(label="bears"), Zone.IN_PLAY, props=(A.Prop("pt", "5/5"), A.Prop("damage", 2)))),
    ("@bears with 3/3", obj(R(label="bears"), props=(A.Prop("pt", "3/3"),))),
    ("@bears with controlled by Bob and owned by Alice",
     obj(R(label="bears"), props=(A.Prop("controller", "Bob"), A.Prop("owner", "Alice")))),
    ("@bears with 2 +1/+1 counters and not 1 charge counter",
     obj(R(label="bears"), props=(A.Prop("counters", A.Counter("+1/+1", 2)), A.Prop("counters", A.Counter("charge", 1), negated=True)))),
    ('@bears with ability flying and not ability "Banding"',
     obj(R(label="bears"), props=(A.Prop("ability", "flying"), A.Prop("ability", "Banding", negated=True)))),
    ("Pacifism with attached to @bears", obj(R("Pacifism"), props=(A.Prop("attached", R(label="bears")),))),
    ("Bob life 17", A.ExpectLife("Bob", 17)),
    ("Bob has 17 life", A.ExpectLife("Bob", 17)),
    ("Alice life -3", A.ExpectLife("Alice", -3)),
    ("Alice hand has 3 cards", A.ExpectZoneCount("Alice", Zone.HAND, 3)),
    ("Alice's graveyard has 1 card", A.ExpectZoneCount("Alice", Zone.GRAVEYARD, 1)),
    ("the stack is empty", A.ExpectStack(())),
    ("stack: Lightning Bolt, @gg", A.ExpectStack((R("Lightning Bolt"), R(label="gg")))),
    ("the stack: Lightning Bolt", A.ExpectStack((R("Lightning Bolt"),))),
    ("Alice wins", A.ExpectGameResult("wins", "Alice")),
    ("Bob loses", A.ExpectGameResult("loses", "Bob")),
    ("the game is a draw", A.ExpectGameResult("draw")),
    ("the game continues", A.ExpectGameResult("continues")),
    ("trace cites 413.1 and 420.3", A.ExpectCites(("413.1", "420.3"))),
    ("trace cites 420.5e", A.ExpectCites(("420.5e",))),
    ("trace does not cite 502", A.ExpectCites(("502",), negated=True)),
    ('trace cites 502.4b at "can\'t block"', A.ExpectCitesAt(("502.4b",), "can't block")),
    ('trace cites 502.4b and 501.2 at "Wall"', A.ExpectCitesAt(("502.4b", "501.2"), "Wall")),
])
def test_expectation_bodies(line, body):
    assert expect(f"expect {line}\n") == A.Expectation(body)


def test_expectation_scopes():
    s = board(
        "expect in every outcome: Bob life 17\nexpect in some outcome: Bob life 17\n"
        "expect when Alice chooses yes: Bob life 17\n"
        "expect when Alice chooses mode 2 and Bob chooses Grizzly Bears, @x: Bob life 17\n"
    )
    assert [(e.scope, e.when) for e in s.expectations] == [
        ("every", ()), ("some", ()),
        ("when", (A.Choose("Alice", None, ("yes",)),)),
        ("when", (A.Choose("Alice", "mode", (2,)), A.Choose("Bob", None, (R("Grizzly Bears"), R(label="x"))))),
    ]


# --------------------------------------------------------------------------- questions


def test_questions():
    s = board(
        'question "Does Grizzly Bears survive?" asks whether Grizzly Bears in play answer yes\n'
        'question "Where?" asks zone of Shock options "in play", graveyard answer graveyard\n'
        'question "How much?"\n  asks when Alice chooses yes: +1/+1 counters on @x\n  options 1, 2\n  answer 2\n'
        '  topic sba difficulty 3 decided by 420.5c, 413.2\n'
        'question "Who?" asks in some outcome: whether Alice wins\n'
        'question "Cards?" asks cards in Bob\'s graveyard\n'
    )
    bears = A.ExpectObject(A.Ref(name="Grizzly Bears"), Zone.IN_PLAY)
    assert s.questions == (
        A.Question("Does Grizzly Bears survive?", A.Query("whether", body=bears), "yes"),
        A.Question("Where?", A.Query("zone", ref=A.Ref(name="Shock")), "graveyard", ("in play", "graveyard")),
        A.Question("How much?", A.Query("counters", ref=A.Ref(label="x"), counter="+1/+1", scope="when",
                                        when=(A.Choose("Alice", None, ("yes",)),)),
                   "2", ("1", "2"), "sba", 3, ("420.5c", "413.2")),
        A.Question("Who?", A.Query("whether", body=A.ExpectGameResult("wins", "Alice"), scope="some")),
        A.Question("Cards?", A.Query("cards", player="Bob", zone=Zone.GRAVEYARD)),
    )


def test_spans_and_path():
    s = parse(HEAD + "Alice hand: Shock as @s\nexpect @s in hand\n", "f.mtg")
    assert s.path == "f.mtg"
    assert s.objects[0].span.line == 4
    assert s.expectations[0].body.ref.span == A.Span(5, 8, 5, 9)


def test_possessive_of_a_player_declared_with_a_capitalised_keyword():
    s = parse("Player Alice\nplayer Bob\nAlice in play: Grizzly Bears\nexpect Alice's Grizzly Bears in play\n")
    assert s.expectations[0].body.ref == R("Grizzly Bears", player="Alice")


def test_a_possessive_that_is_not_a_player_stays_in_the_name():
    s = board("Alice in play: Ashnod's Altar\nAlice activates Ashnod's Altar sacrificing @x\n")
    assert s.actions[0].source == R("Ashnod's Altar")


def test_step_names_are_case_insensitive():
    s = parse("player Alice\nplayer Bob\nturn Alice, Declare Blockers\nall pass until the End of Turn step\n")
    assert s.turn.step is A.Step.DECLARE_BLOCKERS and s.actions[0].until is A.Step.END_OF_TURN


# The trace writes the possessive of a name whose last word is a plural in s with an apostrophe alone
# ("Drudge Skeletons'", "Charles'": judge.cards.english.possessive); a line copied from it reads as the
# "'s" form does.
def test_possessive_of_a_player_ending_in_s_as_the_trace_writes_it():
    s = parse("player Alice\nplayer Charles\nCharles in play: Grizzly Bears\nexpect Charles' Grizzly Bears in play\n"
              "expect Charles's Grizzly Bears in play\nexpect Grizzly Bears in Charles' graveyard\n")
    assert [e.body.ref for e in s.expectations[:2]] == [R("Grizzly Bears", player="Charles")] * 2
    assert (s.expectations[2].body.zone, s.expectations[2].body.player) == (Zone.GRAVEYARD, "Charles")


def test_possessive_of_a_card_ending_in_s_as_the_trace_writes_it():
    s = board("Alice in play: Drudge Skeletons\nstack:\n  Drudge Skeletons' ability controlled by Alice\n"
              "Alice activates Drudge Skeletons' ability\n")
    assert s.actions[0].source == R("Drudge Skeletons") and s.stack[0].source == R("Drudge Skeletons")


def test_attached_to_after_a_wording_without_a_label():
    # "attached to" may follow the name (docs/scenario-language.md); a wording in parentheses is part
    # of the name, so `Holy Strength (printed) attached to @bears` reads as `Holy Strength (printed) as
    # @x attached to @bears` does (audit 11712: a parse error before)
    s = board("Alice in play: Grizzly Bears as @bears, Holy Strength (printed) attached to @bears, "
              "Pacifism (oracle) attached to @bears (tapped)\n")
    aura, pacifism = s.objects[1], s.objects[2]
    assert (aura.card, aura.attached_to, aura.label) == ("Holy Strength", R(label="bears"), None)
    assert (pacifism.card, pacifism.attached_to, pacifism.tapped) == ("Pacifism", R(label="bears"), True)
    assert aura.wording != pacifism.wording
