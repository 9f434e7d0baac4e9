"""The pretty-printer round trip on generated scenarios, and fuzzing: the parser never crashes."""

from __future__ import annotations

import re

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.dsl import ast as A
from judge.dsl import limits
from judge.dsl.parser import parse
from judge.dsl.printer import format_scenario
from judge.errors import DiagnosticsError
from judge.zones import Zone
from tests.alphabet import UNICODE

SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

PLAYERS = ("Alice", "Bob")
CARD_NAMES = (
    "Grizzly Bears", "Swords to Plowshares", "Circle of Protection: Red", "Waiting in the Weeds",
    "Ashnod's Altar", "D'Avenant Archer", "Evil Eye of Orms-by-Gore", "Call of the Wild", "Forest",
    "odd, name", "lower case", "Bears: Return", "Æther Storm",
)
BARE_NAMES = CARD_NAMES[:9]
WORDS = ("yes", "no", "red", "heads", "mode", "color")
text = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\r\x85\u2028\u2029\x0b\x0c\x1c\x1d\x1e"), max_size=20)
#: Quoted text the reader may read numbers in — a card's or a token's words, a question's answer or option
#: (judge/dsl/answers.py reads a leading number): the language's digits limit holds in it as in any number
#: (docs/scenario-language.md "Limits"). The quoted prose of a title, a note or a question's own words is
#: ``text``, any digits.
limited_text = text.filter(lambda s: re.search(r"\d{%d,}" % (limits.DIGITS.value + 1), s) is None)
labels = st.from_regex(r"[a-z][a-z0-9_]{0,5}", fullmatch=True, alphabet=UNICODE)
player = st.sampled_from(PLAYERS)
nat = st.integers(min_value=0, max_value=30)
mana = st.lists(st.sampled_from(["{1}", "{2}", "{G}", "{R}", "{X}", "{W}{W}", "{10}"]), min_size=1, max_size=3).map("".join)


@st.composite
def refs(draw, zone_ok: bool = True, player_ok: bool = False) -> A.Ref:
    kind = draw(st.integers(0, 3 if player_ok else 2))
    if kind == 0:
        return A.Ref(label=draw(labels))
    if kind == 3:
        return A.Ref(name=draw(player))
    if kind == 1:
        return A.Ref(name=draw(st.sampled_from(CARD_NAMES)))
    zone = draw(st.sampled_from([None, Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY])) if zone_ok else None
    return A.Ref(name=draw(st.sampled_from(BARE_NAMES)), player=draw(st.none() | player), zone=zone)


def ref_lists(**kw):
    return st.lists(refs(**kw), min_size=1, max_size=3).map(tuple)


@st.composite
def sources(draw) -> A.Ref:
    if draw(st.booleans()):
        return A.Ref(label=draw(labels))
    return A.Ref(name=draw(st.sampled_from(BARE_NAMES)), player=draw(st.none() | player))


TYPES = ("Creature - Bear", "Instant", "Enchant Creature", "Artifact Creature - Golem", "Basic Land - Forest",
         "Summon Legend", "Legend", "Sorcery", "Enchant World", "Interrupt")


@st.composite
def cards(draw, name: str) -> A.CardDef:
    from judge.dsl.transform import parse_type_line

    type_line = draw(st.sampled_from(TYPES))
    supers, types, subs = parse_type_line(type_line)
    creature = "Creature" in types
    pt = draw(st.sampled_from(["2", "*", "1+*", "0"])) if creature else None
    paragraphs = draw(st.lists(limited_text.filter(lambda t: "\n" not in t), max_size=3))
    return A.CardDef(
        name=name, type_line=type_line, cost=draw(st.none() | mana), supertypes=supers, types=types,
        subtypes=subs, power=pt, toughness=pt, text="\n".join(paragraphs),
        colors=draw(st.none() | st.lists(st.sampled_from(["white", "blue", "red"]), unique=True).map(tuple)),
    )


@st.composite
def objects(draw) -> A.ObjectDecl:
    who = draw(player)
    zone = draw(st.sampled_from([Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.IN_PLAY, Zone.REMOVED]))
    label = draw(st.none() | labels)
    if zone is Zone.LIBRARY and draw(st.integers(0, 4)) == 0:
        return A.ObjectDecl(who, zone, unknown=draw(st.integers(1, 9)))
    if zone is not Zone.IN_PLAY:
        return A.ObjectDecl(who, zone, card=draw(st.sampled_from(CARD_NAMES)), label=label)
    token = None
    card = None
    if draw(st.integers(0, 3)) == 0:
        pt = draw(st.none() | st.sampled_from(["1", "2", "*"]))
        token = A.TokenDef(
            name=draw(limited_text), type_line=draw(st.sampled_from(["Creature - Goblin", "Artifact Creature - Insect"])),
            colors=tuple(draw(st.lists(st.sampled_from(["red", "green", "black"]), unique=True))),
            power=pt, toughness=pt, text=draw(limited_text),
        )
    else:
        card = draw(st.sampled_from(CARD_NAMES))
    return A.ObjectDecl(
        who, zone, card=card, token=token, label=label,
        owner=draw(st.none() | st.just("Bob" if who == "Alice" else "Alice")),
        tapped=draw(st.booleans()), damage=draw(nat),
        counters=tuple(draw(st.lists(st.builds(A.Counter, st.sampled_from(["+1/+1", "-1/-1", "charge"]), st.integers(1, 5)), max_size=2))),
        attached_to=draw(st.none() | refs()), sick=draw(st.booleans()), timestamp=draw(st.none() | nat),
        pumps=tuple(draw(st.lists(st.sampled_from(["+3/+3", "-1/-1", "+2/+0"]), max_size=2))), shields=draw(st.integers(0, 2)),
        attacking=draw(st.booleans()), blocking=tuple(draw(st.lists(refs(), max_size=2))),
    )


def spell_fields(draw, full: bool) -> dict:
    kw = dict(
        targets=draw(st.lists(refs(player_ok=True), max_size=2).map(tuple)),
        x=draw(st.none() | nat),
        modes=tuple(draw(st.lists(st.sampled_from(["1", "2", "Prevent 3 damage"]), max_size=2))),
        divide=tuple(draw(st.lists(st.builds(A.DamageAssignment, refs(player_ok=True), nat), max_size=2))),
    )
    if full:
        kw["paying"] = draw(st.lists(refs(), max_size=2).map(tuple))
        kw["costs"] = tuple(draw(st.lists(st.builds(A.CostChoice, st.sampled_from(list(A.CostClause)), ref_lists()), max_size=2)))
        kw["label"] = draw(st.none() | labels)
    return kw


@st.composite
def stack_items(draw, active: str) -> A.StackItem:
    kind = draw(st.sampled_from(["spell", "ability", "combat damage"]))
    if kind == "combat damage":
        return A.StackItem(kind, active, assignments=tuple(draw(st.lists(
            st.builds(A.DamageAssignment, refs(player_ok=True), nat, sources()), min_size=1, max_size=3))))
    kw = spell_fields(draw, False)
    label = draw(st.none() | labels)
    if kind == "spell":
        return A.StackItem(kind, draw(player), card=draw(st.sampled_from(CARD_NAMES)), label=label, **kw)
    return A.StackItem(kind, draw(player), source=draw(sources()), label=label,
                       ability=draw(st.none() | st.integers(1, 3) | st.sampled_from(["{T}", "{B}: Regenerate"])), **kw)


@st.composite
def chooses(draw) -> A.Choose:
    values = draw(st.lists(st.one_of(refs(player_ok=True), st.sampled_from(WORDS), nat), min_size=1, max_size=3))
    return A.Choose(draw(player), draw(st.none() | st.sampled_from(["mode", "color"])), tuple(values))


@st.composite
def actions(draw) -> A.Action:
    who = draw(player)
    kind = draw(st.integers(0, 13))
    if kind == 13:
        return A.Checkpoint("all", name=draw(st.sampled_from(["after the bolt", "Zwei", "a \"quoted\" one"])))
    if kind == 0:
        return A.PlayLand(who, draw(refs()), illegal=draw(st.booleans()))
    if kind == 1:
        return A.Cast(who, draw(refs()), illegal=draw(st.booleans()), **spell_fields(draw, True))
    if kind == 2:
        return A.Activate(who, draw(refs()), ability=draw(st.none() | st.integers(1, 3) | st.just("{T}")),
                          illegal=draw(st.booleans()), **spell_fields(draw, True))
    if kind == 3:
        return A.ManaAbility(who, draw(refs()), draw(st.none() | mana), illegal=draw(st.booleans()))
    if kind == 4:
        return A.Pass(draw(st.sampled_from(PLAYERS + ("all",))), draw(st.none() | st.sampled_from((A.Until.STACK_EMPTY,) + A.TURN_STEPS)))
    if kind == 5:
        return A.DeclareAttackers(who, tuple(draw(st.lists(refs(), max_size=3))))
    if kind == 6:
        return A.DeclareBlockers(who, tuple(draw(st.lists(st.builds(A.Block, refs(), refs()), max_size=3))))
    if kind == 7:
        return A.AssignDamage(who, draw(sources()), tuple(draw(st.lists(st.builds(A.DamageAssignment, refs(player_ok=True), nat), min_size=1, max_size=3))))
    if kind == 8:
        return A.OrderTriggers(who, draw(ref_lists()))
    if kind == 9:
        return A.OrderReplacements(who, draw(ref_lists()))
    if kind in (10, 11):
        return draw(chooses())
    return A.Concede(who)


@st.composite
def props(draw) -> A.Prop:
    neg = draw(st.booleans())
    kind = draw(st.sampled_from(["damage", "power", "toughness", "tapped", "untapped", "controller", "owner",
                                 "counters", "ability", "attached", "pt", "color", "type", "attacking", "blocking",
                                 "blocked", "shields"]))
    value = {
        "damage": nat, "power": st.integers(-3, 9), "toughness": st.integers(-3, 9), "tapped": st.none(),
        "untapped": st.none(), "controller": player, "owner": player,
        "counters": st.builds(A.Counter, st.sampled_from(["+1/+1", "charge"]), st.integers(0, 4)),
        "ability": st.sampled_from(["flying", "first-strike", "Banding", "and", "{T}: Add {G}"]),
        "attached": refs(zone_ok=False), "pt": st.sampled_from(["5/5", "0/1"]),
        "color": st.sampled_from(["red", "green", "colorless"]), "type": st.sampled_from(["Creature", "Goblin", "Legend"]),
        "attacking": st.none(), "blocking": st.none(), "blocked": st.none(), "shields": nat,
    }[kind]
    return A.Prop(kind, draw(value), negated=neg)


#: Where an expectation may look (the language's ``where``: 'phased out' too, glossary "Phased Out").
_WHERE = [Zone.IN_PLAY, Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY, Zone.REMOVED, Zone.STACK, Zone.PHASED_OUT]
#: The zones a count of cards names with a player's possessive.
_PLAYERS_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.LIBRARY)


@st.composite
def bodies(draw) -> A.ExpectBody:
    kind = draw(st.integers(0, 9))
    if kind == 9:
        zone = draw(st.sampled_from(_WHERE))
        return A.ExpectCount(draw(nat), draw(st.sampled_from(["Serf", "Grizzly Bears", "Forest"])), zone, draw(st.booleans()),
                             draw(player) if zone in _PLAYERS_ZONES and draw(st.booleans()) else None,
                             draw(player) if zone is Zone.IN_PLAY and draw(st.booleans()) else None)
    if kind == 7:
        return A.ExpectPriority(draw(player))
    if kind == 8:
        return A.ExpectPool(draw(player), draw(st.sampled_from(["", "{R}", "{G}{G}", "{2}{U}"])))
    if kind == 0:
        zone = draw(st.none() | st.sampled_from(_WHERE))
        ps = tuple(draw(st.lists(props(), min_size=0 if zone else 1, max_size=3)))
        negated = bool(zone) and draw(st.booleans())
        whose = draw(st.none() | player) if zone in _PLAYERS_ZONES else None
        return A.ExpectObject(draw(refs(zone_ok=False)), zone, whose, () if negated else ps, negated)
    if kind == 1:
        return A.ExpectLife(draw(player), draw(st.integers(-5, 40)))
    if kind == 2:
        return A.ExpectZoneCount(draw(player), draw(st.sampled_from(_PLAYERS_ZONES)), draw(nat))
    if kind == 3:
        return A.ExpectStack(tuple(draw(st.lists(refs(), max_size=2))))
    if kind == 4:
        result = draw(st.sampled_from(["wins", "loses", "draw", "continues"]))
        return A.ExpectGameResult(result, draw(player) if result in ("wins", "loses") else None)
    return A.ExpectCites(tuple(draw(st.lists(st.from_regex(r"[1-5][0-9]{2}(\.[0-9]{1,2}[a-z]?)?", fullmatch=True, alphabet=UNICODE), min_size=1, max_size=3))),
                         negated=draw(st.booleans()))


@st.composite
def expectations(draw) -> A.Expectation:
    scope = draw(st.sampled_from(["every", "some", "when", "at"]))
    if scope == "at":
        return A.Expectation(draw(bodies()), "every", (), at=draw(st.sampled_from(["after the bolt", "x"])))
    when = tuple(draw(st.lists(chooses(), min_size=1, max_size=2))) if scope == "when" else ()
    return A.Expectation(draw(bodies()), scope, when)


@st.composite
def queries(draw) -> A.Query:
    kind = draw(st.sampled_from(sorted(A.QUERY_KINDS)))
    kw: dict = {}
    if kind == "whether":
        kw["body"] = draw(bodies())
    elif kind in ("life", "life_lost"):
        kw["player"] = draw(player)
    elif kind == "cards":
        kw["player"], kw["zone"] = draw(player), draw(st.sampled_from(_PLAYERS_ZONES))
    elif kind not in ("legal", "winner"):
        kw["ref"] = draw(refs(zone_ok=False))
        if kind == "counters":
            kw["counter"] = draw(st.none() | st.sampled_from(["+1/+1", "age", "-1/-1"]))
    scope = draw(st.sampled_from(["each", "when"] + (["every", "some"] if kind in ("whether", "legal") else [])))
    when = tuple(draw(st.lists(chooses(), min_size=1, max_size=2))) if scope == "when" else ()
    return A.Query(kind, scope=scope, when=when, **kw)


@st.composite
def questions(draw) -> A.Question:
    answer = st.none() | limited_text | st.sampled_from(["yes", "3", "3/3", "in play"])
    return A.Question(
        draw(text), draw(queries()), draw(answer), tuple(draw(st.lists(limited_text | st.just("no"), max_size=3))),
        draw(st.none() | st.sampled_from(A.DRILL_TOPICS)), draw(st.none() | st.integers(1, 3)),
        tuple(draw(st.lists(st.sampled_from(["420.5c", "310.2", "102"]), max_size=2))),
    )


@st.composite
def scenarios(draw) -> A.Scenario:
    names = draw(st.lists(st.sampled_from(CARD_NAMES), unique=True, max_size=2))
    turn = draw(st.none() | st.builds(A.TurnDecl, player, st.sampled_from(A.TURN_STEPS), st.booleans(),
                                      number=st.none() | st.integers(1, 12)))
    pools = [A.ManaPool(p, draw(mana)) for p in PLAYERS if draw(st.booleans())]
    return A.Scenario(
        title=draw(st.none() | text), edition=draw(st.sampled_from(A.EDITIONS)),
        notes=tuple(draw(st.lists(text, max_size=2))), mana_tracked=draw(st.booleans()),
        cards=tuple(draw(cards(n)) for n in names),
        players=(A.PlayerDecl("Alice", draw(st.integers(-5, 40))), A.PlayerDecl("Bob")),
        turn=turn, objects=tuple(draw(st.lists(objects(), max_size=6))),
        stack=tuple(draw(st.lists(stack_items(turn.active if turn else ""), max_size=3))),
        pools=tuple(pools), actions=tuple(draw(st.lists(actions(), max_size=8))),
        preventions=tuple(draw(st.lists(st.builds(A.Prevention, st.integers(1, 9), refs(zone_ok=False, player_ok=True)),
                                        max_size=2))),
        expectations=tuple(draw(st.lists(expectations(), max_size=5))),
        questions=tuple(draw(st.lists(questions(), max_size=2))),
    )


@SETTINGS
@given(scenarios())
def test_parse_of_print_is_identity_and_printing_a_fixed_point(scenario):
    """Both properties of each generated scenario, printed and read back once: two tests drawing
    40 scenarios each (drawing one is most of its cost) took ~3.1 s of a run, eighty-sixth session."""
    printed = format_scenario(scenario)
    again = parse(printed)
    assert again == scenario, printed
    assert format_scenario(again) == printed


# --------------------------------------------------------------------------- fuzzing


def _parses_cleanly(text: str) -> None:
    try:
        parse(text, "fuzz.mtg")
    except DiagnosticsError as err:
        lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
        assert err.diagnostics
        for d in err.diagnostics:
            assert d.path == "fuzz.mtg"
            assert 1 <= d.line <= len(lines)
            assert 1 <= d.column <= len(lines[d.line - 1]) + 1
            assert "__ANON" not in d.message and "$END" not in d.message
            d.render()


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=200))
def test_random_bytes_never_crash(data):
    _parses_cleanly(data.decode("utf-8", errors="replace"))


TOKENS = (
    "title", "rules", "note", "mana", "is", "not", "tracked", "card", "cost", "type", "pt", "text", "color",
    "player", "life", "turn", "it", "the", "step", "of", "has", "played", "a", "land", "this", "library", "hand",
    "graveyard", "in", "play", "removed", "from", "game", "unknown", "cards", "token", "as", "attached", "to",
    "tapped", "damage", "counters", "sick", "owned", "by", "stack", "cast", "ability", "controlled", "combat",
    "deals", "plays", "casts", "activates", "taps", "for", "passes", "all", "pass", "until", "empty", "attacks",
    "with", "nothing", "blocks", "and", "assigns", "orders", "triggers", "replacements", "chooses", "concedes",
    "targeting", "choosing", "mode", "dividing", "paying", "sacrificing", "expect", "some", "every", "outcome",
    "when", "wins", "loses", "draw", "trace", "cites", "question", "options", "answer", "yes",
    "Alice", "Bob", "Grizzly Bears", "@bears", '"quoted"', '"open', "3", "-1", "2/2", "+1/+1", "{1}{G}", "o1oG",
    "declare blockers", "X", "=", ":", ",", "(", ")", "'s", "\n", "\n", "#", "\t", "\u2014", "Protection:",
)


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(TOKENS), max_size=40))
def test_token_soup_never_crashes(tokens):
    _parses_cleanly(" ".join(tokens))
