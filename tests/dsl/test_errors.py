"""Every kind of error: exact message shape (file:line:col, the line, a caret, a hint)."""

from __future__ import annotations

import pytest

from judge.dsl.parser import parse, parse_cards
from judge.dsl.checks import validate
from judge.errors import DiagnosticsError

H = "player Alice\nplayer Bob\nturn Alice, precombat main\n"
LIB = ["Grizzly Bears", "Shock", "Forest"]


def errors(text: str, cards: bool = False) -> str:
    with pytest.raises(DiagnosticsError) as info:
        (parse_cards if cards else parse)(text, "f.mtg")
    return str(info.value)


def semantic(text: str) -> str:
    return "\n\n".join(d.render() for d in validate(parse(text, "f.mtg"), LIB))


SYNTAX = {
    "misspelt statement keyword": (H + "expct Bob life 3\n", """\
f.mtg:4:1: unexpected 'expct': a line starts with a keyword (such as 'player', 'expect') or a player's or card's name
    expct Bob life 3
    ^
did you mean 'expect'?"""),
    "misspelt keyword inside a line": (H + "Alice casts Shock targetting Bob\n", """\
f.mtg:4:19: unexpected 'targetting': expected 'as', 'choosing', 'creating', 'discarding', 'dividing', 'exiling', 'for', 'from', 'in', 'paying', 'returning', 'sacrificing', 'tapping', 'targeting', 'with', 'without' or the end of the line
    Alice casts Shock targetting Bob
                      ^
did you mean 'targeting'?"""),
    "step that does not exist": ("player Alice\nplayer Bob\nturn Alice, declare blocker step\n", """\
f.mtg:3:13: unexpected 'declare': expected a step name such as 'declare blockers'
    turn Alice, declare blocker step
                ^
did you mean 'declare blockers'?"""),
    "verb slip": (H + "Alice attack with Grizzly Bears\n", """\
f.mtg:4:7: unexpected 'attack': after a player's name comes an action (casts, activates, plays, taps, passes, attacks, blocks, assigns, orders, chooses, concedes), a zone (library:, hand:, graveyard:, in play:, removed from the game:, mana pool:) or 'has played a land this turn'
    Alice attack with Grizzly Bears
          ^
did you mean 'attacks'?"""),
    "capitalised keyword": (H + "Alice Casts Shock\n", """\
f.mtg:4:18: unexpected end of line: after a player's name comes an action (casts, activates, plays, taps, passes, attacks, blocks, assigns, orders, chooses, concedes), a zone (library:, hand:, graveyard:, in play:, removed from the game:, mana pool:) or 'has played a land this turn'
    Alice Casts Shock
                     ^
keywords are written in lower case: did you mean 'casts' instead of 'Casts'?"""),
    "end of line": (H + "expect Bob life\n", """\
f.mtg:4:16: unexpected end of line: expected a number
    expect Bob life
                   ^"""),
    "unterminated string": (H + 'note "abc\n', """\
f.mtg:4:6: unterminated quoted text: close it with a double quote (")
    note "abc
         ^
inside a quoted text, write \\" for a double quote"""),
    "stray character": (H + "Alice hand: Shock; Bolt\n", """\
f.mtg:4:18: unexpected ';': expected '(', ',', 'as', 'attached' or the end of the line
    Alice hand: Shock; Bolt
                     ^"""),
    "board after actions": (H + "Alice passes\nAlice hand: Shock\n", """\
f.mtg:5:1: the board is set up before the actions: move this line above line 4
    Alice hand: Shock
    ^"""),
    "action after expectations": (H + "expect Bob life 3\nAlice passes\n", """\
f.mtg:5:1: actions come before expectations and questions: move this line above line 4
    Alice passes
    ^"""),
    "field outside a card": ("cost {R}\n", """\
f.mtg:1:6: a card's field line must follow a card line
    cost {R}
         ^
start the card with: card "Name\""""),
    "stack item outside the stack": (H + "Lightning Bolt cast by Bob\n", """\
f.mtg:4:1: an object on the stack must be listed under a 'stack:' line
    Lightning Bolt cast by Bob
    ^"""),
    "question field alone": (H + "answer yes\n", """\
f.mtg:4:1: 'answer' must follow a question line
    answer yes
    ^"""),
    "question without a query": (H + 'question "Q?" answer yes\n', """\
f.mtg:4:1: a question says what it asks the engine: add 'asks ...'
    question "Q?" answer yes
    ^
e.g. asks whether @bears in play / life of Bob / damage on @giant / zone of Shock / winner (docs/scenario-language.md, Questions)"""),
    "question part twice": (H + 'question "Q?" asks winner\n  asks winner\n', """\
f.mtg:5:3: 'asks' given twice for this question
      asks winner
      ^"""),
    "edition": ("rules clasic\n" + H, """\
f.mtg:1:7: unknown rules edition 'clasic': one of classic, 2002, 2006, 2021, rulebook (did you mean 'classic'?)
    rules clasic
          ^"""),
    "title twice": ('title "a"\ntitle "b"\n' + H, """\
f.mtg:2:1: the title is given twice (first at line 1)
    title "b"
    ^"""),
    "player twice": ("player Alice\nplayer Alice\n", """\
f.mtg:2:8: player Alice is declared twice
    player Alice
           ^"""),
    "land by the non-active player": (H + "Bob has played a land this turn\n", """\
f.mtg:4:1: only the active player's land play is tracked: Bob is not the active player (Alice is)
    Bob has played a land this turn
    ^"""),
    "unknown cards outside a library": (H + "Alice hand: 2 unknown cards\n", """\
f.mtg:4:13: unknown cards can only be in a library
    Alice hand: 2 unknown cards
                ^"""),
    "status outside play": (H + "Alice hand: Shock (tapped)\n", """\
f.mtg:4:13: only a permanent in play can be tapped
    Alice hand: Shock (tapped)
                ^"""),
    "label with copies": (H + "Alice in play: 2 Forest as @f\n", """\
f.mtg:4:16: a label names one object: give each copy its own line item and label
    Alice in play: 2 Forest as @f
                   ^"""),
    "clause twice": (H + "Alice casts Shock targeting Bob targeting Alice\n", """\
f.mtg:4:43: 'targeting' given twice
    Alice casts Shock targeting Bob targeting Alice
                                              ^"""),
    "ability source not possessive": (H + "stack:\n  Prodigal Sorcerer ability controlled by Alice\n", """\
f.mtg:5:3: write the source of the ability as a possessive: Prodigal Sorcerer's ability
      Prodigal Sorcerer ability controlled by Alice
      ^"""),
}


@pytest.mark.parametrize("name", sorted(SYNTAX))
def test_syntax_and_structure_errors(name):
    text, expected = SYNTAX[name]
    assert errors(text) == expected


CARDS = {
    "no type line": ('card "X"\ncost R\n', """\
f.mtg:1:1: card 'X' has no type line
    card "X"
    ^
add a line such as: type Creature - Bear"""),
    "creature without P/T": ('card "X"\ntype Creature - Bear\n', """\
f.mtg:1:1: creature card 'X' has no power/toughness
    card "X"
    ^
add a line such as: pt 2/2"""),
    "P/T on a non-creature": ('card "X"\ntype Instant\npt 1/1\n', """\
f.mtg:1:1: card 'X' is not a creature but has a power/toughness
    card "X"
    ^"""),
    "field twice": ('card "X"\ntype Instant\ntype Sorcery\n', """\
f.mtg:3:6: 'type' given twice for card 'X'
    type Sorcery
         ^"""),
    "unknown type": ('card "X"\ntype Creture - Bear\npt 1/1\n', """\
f.mtg:2:6: 'Creture' is not a card type (did you mean 'Creature'?)
    type Creture - Bear
         ^"""),
    "unknown mana symbol": ('card "X"\ncost {Q}\ntype Instant\n', """\
f.mtg:2:6: '{Q}' is not a mana symbol (use a number, W, U, B, R, G or X)
    cost {Q}
         ^"""),
    "the later colorless symbol": ('card "X"\ncost {C}\ntype Instant\n', """\
f.mtg:2:6: '{C}' is not a mana symbol (use a number, W, U, B, R, G or X) — the era had no {C}: colorless mana is written {1}, {2} …
    cost {C}
         ^"""),
    "not a mana cost": ('card "X"\ncost 1Q\ntype Instant\n', """\
f.mtg:2:6: '1Q' is not a mana cost: write it as {1}{G}, 1G or o1oG
    cost 1Q
         ^"""),
    "anything but cards in a library": ('card "X"\ntype Instant\nplayer Alice\n', """\
f.mtg:3:8: a card library file holds only card definitions (card "Name" and its field lines)
    player Alice
           ^"""),
}


@pytest.mark.parametrize("name", sorted(CARDS))
def test_card_definition_errors(name):
    text, expected = CARDS[name]
    assert errors(text, cards=True) == expected


def test_card_defined_twice_in_a_scenario():
    assert errors('card "X"\ntype Instant\ncard "x"\ntype Sorcery\n' + H) == """\
f.mtg:3:1: card 'x' is defined twice (first at line 1)
    card "x"
    ^"""


SEMANTIC = {
    "one player": ("player Alice\n", """\
f.mtg:1:8: a scenario has two players: declare the other one with 'player Name'
    player Alice
           ^"""),
    "three players": ("player Alice\nplayer Bob\nplayer Carol\n", """\
f.mtg:3:8: a scenario has exactly two players
    player Carol
           ^"""),
    "unknown card": (H + "Alice hand: Grizly Bears\n", """\
f.mtg:4:13: unknown card 'Grizly Bears'
    Alice hand: Grizly Bears
                ^
did you mean 'Grizzly Bears'?"""),
    "action by a player not in the game": (H + "Alice hand: Shock\nAlcie casts Shock targeting Bob\n", """\
f.mtg:5:1: 'Alcie' is not a player in this game (in this action)
    Alcie casts Shock targeting Bob
    ^
did you mean 'Alice'?"""),
    "label used twice": (H + "Alice hand: Shock as @s, Shock as @s\n", """\
f.mtg:4:26: label @s is used twice (first at line 4)
    Alice hand: Shock as @s, Shock as @s
                             ^"""),
    "unknown label": (H + "Alice hand: Shock as @shock\nAlice casts @shok targeting Bob\n", """\
f.mtg:5:13: no object is labelled @shok
    Alice casts @shok targeting Bob
                ^
did you mean '@shock'?"""),
    "target that names no object": (H + "Alice hand: Shock\nAlice casts Shock targeting Grizzly Bears\n", """\
f.mtg:5:29: target 'Grizzly Bears' names no object: there is no Grizzly Bears in this scenario
    Alice casts Shock targeting Grizzly Bears
                                ^"""),
    "misspelt target": (H + "Alice hand: Shock\nAlice casts Shock targeting Grizly Bears\n", """\
f.mtg:5:29: unknown card 'Grizly Bears'
    Alice casts Shock targeting Grizly Bears
                                ^
did you mean 'Grizzly Bears'?"""),
    "unknown active player": ("player Alice\nplayer Bob\nturn Alcie, upkeep\n", """\
f.mtg:3:6: 'Alcie' is not a player in this game
    turn Alcie, upkeep
         ^
did you mean 'Alice'?"""),
    "player where an object is needed": (H + "Alice in play: Grizzly Bears\nAlice attacks with Bob\n", """\
f.mtg:5:20: Bob is a player, not an object (attacker)
    Alice attacks with Bob
                       ^"""),
    "answer not among the options": (H + 'question "Q" asks winner options Alice, Bob answer draw\n', """\
f.mtg:4:1: the answer 'draw' is not one of the options
    question "Q" asks winner options Alice, Bob answer draw
    ^"""),
    "answer of the wrong kind": (H + 'question "Q" asks life of Bob answer yes\n', """\
f.mtg:4:1: 'yes' is not an answer to this question: it asks for a number
    question "Q" asks life of Bob answer yes
    ^"""),
    "scope on a quantity": (H + 'question "Q" asks in some outcome: life of Bob\n', """\
f.mtg:4:14: 'in some outcome:' asks one yes or no over the outcomes: it goes with 'whether', not with life
    question "Q" asks in some outcome: life of Bob
                 ^"""),
    "unknown topic": (H + 'question "Q" asks winner topic magic\n', """\
f.mtg:4:1: unknown topic 'magic'
    question "Q" asks winner topic magic
    ^
the topics: turn, combat, keywords, stack, costs, targets, triggers, continuous, replacement, sba, game"""),
    "object of the wrong player": (H + "Alice in play: Grizzly Bears\nexpect Bob's Grizzly Bears in play\n", """\
f.mtg:5:8: Bob has no Grizzly Bears in this scenario
    expect Bob's Grizzly Bears in play
           ^"""),
    "unknown owner": (H + "Alice in play: Grizzly Bears (owned by Bobby)\n", """\
f.mtg:4:16: 'Bobby' is not a player in this game (owner)
    Alice in play: Grizzly Bears (owned by Bobby)
                   ^
did you mean 'Bob'?"""),
}


@pytest.mark.parametrize("name", sorted(SEMANTIC))
def test_semantic_errors(name):
    text, expected = SEMANTIC[name]
    assert semantic(text) == expected


def test_all_errors_of_a_file_are_reported_in_order():
    text = H + "expct Bob life 3\nAlice casts Shock targetting Bob\ncard \"X\"\ncost {Q}\ntype Instant\n"
    with pytest.raises(DiagnosticsError) as info:
        parse(text, "f.mtg")
    assert [(d.line, d.column) for d in info.value.diagnostics] == [(4, 1), (5, 19), (7, 6)]


def test_a_card_name_matches_case_insensitively():
    assert validate(parse(H + 'Alice hand: "grizzly bears"\n'), LIB) == []


def test_inline_definitions_count_as_known_cards():
    text = 'card "Homebrew"\ntype Instant\n' + H + "Alice hand: Homebrew\n"
    assert validate(parse(text), LIB) == []
    assert "did you mean 'Homebrew'?" in semantic(text.replace("Alice hand: Homebrew", "Alice hand: Homebrow"))


def test_no_error_is_a_traceback_for_unreadable_files(tmp_path):
    from judge.dsl.parser import parse_file

    bad = tmp_path / "bad.mtg"
    bad.write_bytes(b"player Alice\n\xff\xfe\n")
    with pytest.raises(DiagnosticsError) as info:
        parse_file(str(bad))
    assert str(info.value) == f"{bad}:2:1: the file is not UTF-8 text"
    with pytest.raises(DiagnosticsError) as info:
        parse_file(str(tmp_path / "missing.mtg"))
    assert "cannot read the file" in str(info.value)


def test_a_missing_comma_between_two_names():
    assert semantic(H + "Alice hand: Shock Forest\n") == """\
f.mtg:4:13: unknown card 'Shock Forest'
    Alice hand: Shock Forest
                ^
is a comma missing? 'Shock, Forest'"""


def test_a_capitalised_zone_word():
    assert errors(H + "Alice Hand: Shock\n").endswith(
        "keywords are written in lower case: did you mean 'hand' instead of 'Hand'?")


@pytest.mark.parametrize("line, hint", [
    # audit 7704: a name holding a number or a lower-case word, unquoted
    ("Alice hand: Borrowing 100,000 Arrows, Shock",
     'written in double quotes: "Borrowing 100,000 Arrows"'),
    ("Alice casts Borrowing 100,000 Arrows targeting Bob", 'written in double quotes: "Borrowing 100,000 Arrows"'),
    ("Alice hand: Eye for an Eye", 'written in double quotes: "Eye for an Eye"'),
    # audit 4339: after "tries to cast" the name begins after the verb, not at the line's start
    ("Alice tries to cast Peace and Quiet targeting Bob", 'written in double quotes: "Peace and Quiet"'),
    ("Alice tries to cast Borrowing 100,000 Arrows targeting Bob", 'written in double quotes: "Borrowing 100,000 Arrows"'),
    ("Alice in play: Grizzly Bears tapped", "a card's status is written in parentheses after its name: (tapped)"),
])
def test_a_name_to_quote_and_a_status_without_parentheses_are_hinted(line, hint):
    assert errors(H + line + "\n").splitlines()[-1].endswith(hint)


def test_no_quote_hint_where_the_words_after_a_name_are_no_name():
    assert "double quotes" not in errors(H + "expect Grizzly Bears was in the graveyard\n")


def test_a_wording_may_come_before_or_after_the_label():
    """`Savannah (oracle) as @tg` was refused ('unexpected as'; audit 7704) where the stack's
    `Mana Leak (printed) as @ml cast by Bob` takes the wording first: both orders are read."""
    first = parse(H + "Alice in play: Savannah (oracle) as @tg\n")
    last = parse(H + "Alice in play: Savannah as @tg (oracle)\n")
    assert first.objects == last.objects and first.objects[0].label == "tg"


def test_cites_at_needs_words_and_is_not_a_question():
    assert "needs words to find the step by" in semantic(H + 'expect trace cites 502.4b at " "\n')
    got = semantic(H + 'question "Why?" asks whether trace cites 502.4b at "block" answer yes\n')
    assert "a question can't ask `whether trace cites ... at" in got
    assert semantic(H + 'expect trace cites 502.4b at "block"\n') == ""


def test_a_list_written_with_and_is_hinted_with_commas():
    got = errors(H + "Alice casts Shock targeting Bob and Grizzly Bears\n")
    assert got.splitlines()[-1] == "a list is written with commas: 'targeting Bob, Grizzly Bears'"


def test_a_card_name_holding_and_in_a_list_is_hinted_with_commas_or_quotes():
    # "Show and Tell" is one card: its name needs double quotes (a lower-case word), or it is a list
    got = errors(H + "Alice hand: Show and Tell\n")
    assert got.splitlines()[-1] == ("a list is written with commas: 'hand: Show, Tell'; or, if it is one card, a card "
                                    "name holding a number, a comma or a lower-case word is written in double quotes: "
                                    '"Show and Tell"')


def test_a_mana_ability_picked_by_number_with_for_is_told_the_form_that_works():
    """Audit 6763: 'ability 2 ... for {R}{R}' said only 'named by its source only'."""
    said = errors(H + "Alice activates Mercadian Bazaar ability 2 for {R}{R}\n")
    assert "leave 'for' out ('Alice activates Mercadian Bazaar ability 2 with X = 2')" in said
