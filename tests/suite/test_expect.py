"""judge.suite.expect: every expectation kind passing and failing, the scopes, messages."""

from __future__ import annotations

from judge.dsl.ast import (
    Choose,
    Counter,
    ExpectCites,
    ExpectCitesAt,
    ExpectGameResult,
    ExpectLife,
    Expectation,
    ExpectObject,
    ExpectStack,
    ExpectZoneCount,
    Prop,
    Ref,
    Span,
)
from judge.engine.outcome import FinalState, ObjectView, Outcome, PlayerView, StackView, Step
from judge.engine.outcome import Choice, ChoiceSubject
from judge.suite.choices import outcome_matches
from judge.suite.describe import choose_text
from judge.suite.expect import check
from judge.suite.trace import cites
from judge.engine.kinds import ChoiceKind, StackKind
from judge.zones import Zone

BEARS = ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Alice", power=2, toughness=2,
                   types=("Creature",), damage=1)
FOREST = ObjectView(2, "Forest", "in play", "Alice", controller="Alice", tapped=True)
BOLT = ObjectView(3, "Lightning Bolt", "graveyard", "Bob")
AURA = ObjectView(4, "Holy Strength", "in play", "Alice", controller="Alice", attached_to=1)
OGRE = ObjectView(5, "Gray Ogre", "in play", "Bob", controller="Bob", power=3, toughness=3,
                  counters=(("+1/+1", 2),), abilities=("Flying", "First strike"))


def final(*objects, life=(20, 20), stack=(), result="continues", winner=None, lost=()):
    players = (
        PlayerView("Alice", life[0], lost="Alice" in lost, loss_reason="0 life" if "Alice" in lost else ""),
        PlayerView("Bob", life[1], lost="Bob" in lost, loss_reason="0 life" if "Bob" in lost else ""),
    )
    return FinalState(players=players, objects=tuple(objects), stack=tuple(stack), active="Alice",
                      step="precombat main", result=result, winner=winner)


STEPS = (
    Step("Bob casts Lightning Bolt targeting Grizzly Bears", ("409.1",), kind="cast", line=10),
    Step("Lightning Bolt resolves", ("413.2",), (
        Step("Lightning Bolt deals 3 damage to Grizzly Bears", ("310.4",)),
        Step("Grizzly Bears is put into Alice's graveyard", ("420.5c",)),
    )),
)


def _yn(answer, player="Alice", what="whether to gain 1 life"):
    return Choice(player, ChoiceKind.YES_NO, what, ("yes", "no"), (answer,), "410.5")


def outcome(*objects, choices=(), steps=STEPS, **kw):
    return Outcome(choices=tuple(choices), steps=steps, final=final(*objects, **kw))


def exp(body, scope="every", when=(), line=12):
    return Expectation(body, scope=scope, when=tuple(when), span=Span(line, 1))


def obj(name=None, label=None, zone=None, player=None, props=(), negated=False, ref_player=None, ref_zone=None):
    return ExpectObject(Ref(name=name, label=label, player=ref_player, zone=ref_zone), zone=zone, player=player,
                        props=tuple(props), negated=negated)


# --------------------------------------------------------------------------- objects

def test_object_in_zone_passes():
    r = check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, props=[Prop("damage", 1)])), [outcome(BEARS)])
    assert r.passed and r.status == "pass" and r.message == "" and r.line == 12


def test_object_wrong_zone_message_and_context():
    dead = ObjectView(1, "Grizzly Bears", "graveyard", "Alice")
    r = check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, props=[Prop("damage", 3)])), [outcome(dead)])
    assert r.status == "fail"
    assert r.message == "expected Grizzly Bears in play with 3 damage; it is in Alice's graveyard"
    assert r.line == 12
    assert [c.number for c in r.context] == ["1", "2.1", "2.2"]
    assert r.context[-1].rules == ("420.5c",)


def test_object_props_fail_each_named():
    e = exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, props=[Prop("damage", 3), Prop("power", 2), Prop("tapped")]))
    r = check(e, [outcome(BEARS)])
    assert r.message == ("expected Grizzly Bears in play with 3 damage and power 2 and tapped; "
                         "it has 1 damage; it is untapped")


def test_power_toughness_untapped():
    assert check(exp(obj("Grizzly Bears", props=[Prop("power", 2), Prop("toughness", 2), Prop("untapped")])),
                 [outcome(BEARS)]).passed
    r = check(exp(obj("Grizzly Bears", props=[Prop("toughness", 5)])), [outcome(BEARS)])
    assert r.message == "expected Grizzly Bears with toughness 5; its toughness is 2"
    assert check(exp(obj("Grizzly Bears", props=[Prop("pt", "2/2")])), [outcome(BEARS)]).passed
    r = check(exp(obj("Grizzly Bears", props=[Prop("pt", "5/5")])), [outcome(BEARS)])
    assert r.message == "expected Grizzly Bears as a 5/5; it is a 2/2"
    r = check(exp(obj("Forest", props=[Prop("untapped")])), [outcome(FOREST)])
    assert r.message == "expected Forest untapped; it is tapped"
    # a noncreature has no power or toughness, said so rather than "None/None" (audit 3430)
    for prop in (Prop("pt", "1/1"), Prop("power", 1), Prop("toughness", 1)):
        r = check(exp(obj("Forest", props=[prop])), [outcome(FOREST)])
        assert not r.passed and r.message.endswith("; it has no power or toughness (it isn't a creature)")
    # only a permanent is tapped or untapped: neither holds of a card in a graveyard (audit 3632)
    dead = ObjectView(1, "Grizzly Bears", "graveyard", "Bob")
    for prop in (Prop("untapped"), Prop("tapped")):
        r = check(exp(obj("Grizzly Bears", props=[prop])), [outcome(dead)])
        assert not r.passed and r.message.endswith("it is in Bob's graveyard, not in play: only a permanent is tapped or untapped")


def test_controller_owner():
    stolen = ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Bob")
    assert check(exp(obj("Grizzly Bears", props=[Prop("controller", "Bob"), Prop("owner", "Alice")])),
                 [outcome(stolen)]).passed
    r = check(exp(obj("Grizzly Bears", props=[Prop("controller", "Alice")])), [outcome(stolen)])
    assert r.message == "expected Grizzly Bears controlled by Alice; its controller is Bob"
    r = check(exp(obj("Grizzly Bears", props=[Prop("owner", "Bob")])), [outcome(stolen)])
    assert r.message == "expected Grizzly Bears owned by Bob; its owner is Alice"


def test_player_restricts_whose_zone():
    stolen = ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Bob")
    assert check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, player="Bob")), [outcome(stolen)]).passed
    r = check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, player="Alice")), [outcome(stolen)])
    assert r.message == ("expected Grizzly Bears in play under Alice's control; "
                         "it is in play under Bob's control")


def test_counters():
    assert check(exp(obj("Gray Ogre", props=[Prop("counters", Counter("+1/+1", 2))])), [outcome(OGRE)]).passed
    r = check(exp(obj("Gray Ogre", props=[Prop("counters", Counter("+1/+1", 1))])), [outcome(OGRE)])
    assert r.message == "expected Gray Ogre with 1 +1/+1 counter; it has 2 +1/+1 counters"
    r = check(exp(obj("Gray Ogre", props=[Prop("counters", Counter("-1/-1", 1))])), [outcome(OGRE)])
    assert r.message == "expected Gray Ogre with 1 -1/-1 counter; it has 0 -1/-1 counters"


def test_ability_and_negated_prop():
    assert check(exp(obj("Gray Ogre", props=[Prop("ability", "flying")])), [outcome(OGRE)]).passed
    assert check(exp(obj("Gray Ogre", props=[Prop("ability", "first strike")])), [outcome(OGRE)]).passed
    r = check(exp(obj("Gray Ogre", props=[Prop("ability", "flying", negated=True)])), [outcome(OGRE)])
    assert r.message == "expected Gray Ogre without flying; it has flying"
    r = check(exp(obj("Grizzly Bears", props=[Prop("ability", "trample")])), [outcome(BEARS)])
    assert r.message == "expected Grizzly Bears with trample; it does not have trample"
    r = check(exp(obj("Forest", props=[Prop("tapped", negated=True)])), [outcome(FOREST)])
    assert r.message == "expected Forest not tapped; it is tapped"


def test_an_ability_is_matched_without_its_full_stop_and_reach_in_the_eras_words():
    """Audit 7704 (Treetop Defense): the granted ability shown as "this creature can block as
    though it had flying." didn't match when copied with its full stop, and `ability reach`
    (the later keyword) matched nothing."""
    from dataclasses import replace

    giant = replace(OGRE, name="Hill Giant", abilities=("this creature can block as though it had flying.",))
    for said in ("this creature can block as though it had flying.", "this creature can block as though it had flying",
                 "reach"):
        assert check(exp(obj("Hill Giant", props=[Prop("ability", said)])), [outcome(giant)]).passed, said
    r = check(exp(obj("Gray Ogre", props=[Prop("ability", "reach")])), [outcome(OGRE)])
    assert not r.passed and "the era's words: 'can block as though it had flying'" in r.message


def test_attached():
    assert check(exp(obj("Holy Strength", props=[Prop("attached", Ref(name="Grizzly Bears"))])),
                 [outcome(BEARS, AURA)]).passed
    r = check(exp(obj("Holy Strength", props=[Prop("attached", Ref(name="Gray Ogre"))])),
              [outcome(BEARS, AURA, OGRE)])
    assert r.message == "expected Holy Strength attached to Gray Ogre; it is attached to Grizzly Bears"
    loose = ObjectView(4, "Holy Strength", "graveyard", "Alice")
    r = check(exp(obj("Holy Strength", props=[Prop("attached", None)])), [outcome(loose)])
    assert r.message == "expected Holy Strength attached; it is not attached to anything"


def test_negated_object():
    dead = ObjectView(1, "Grizzly Bears", "graveyard", "Alice")
    assert check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, negated=True)), [outcome(dead)]).passed
    r = check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY, negated=True)), [outcome(BEARS)])
    assert r.message == "expected Grizzly Bears not in play; it is in play under Alice's control (2/2, 1 damage)"


def test_missing_object_and_on_stack():
    r = check(exp(obj("Goblin", zone=Zone.IN_PLAY)), [outcome(BEARS)])
    assert r.message == "expected Goblin in play; there is no Goblin in the game"
    spell = StackView(9, StackKind.SPELL, "Giant Growth", "Alice", targets=("Grizzly Bears",))
    r = check(exp(obj("Giant Growth", zone=Zone.GRAVEYARD)), [outcome(BEARS, stack=[spell])])
    assert r.message == "expected Giant Growth in a graveyard; it is on the stack"
    assert check(exp(obj("Giant Growth", zone=Zone.STACK)), [outcome(BEARS, stack=[spell])]).passed


def test_label_wins_and_ambiguity_error():
    a = ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Alice", label="a", damage=2)
    b = ObjectView(6, "Grizzly Bears", "graveyard", "Alice", label="b")
    assert check(exp(obj(label="b", zone=Zone.GRAVEYARD)), [outcome(a, b)]).passed
    r = check(exp(obj(label="a", zone=Zone.GRAVEYARD)), [outcome(a, b)])
    assert r.message == "expected @a in a graveyard; it is in play under Alice's control"
    r = check(exp(obj("Grizzly Bears", zone=Zone.IN_PLAY), line=7), [outcome(a, b)])
    assert r.status == "error" and r.line == 7
    assert r.message.startswith("Grizzly Bears is ambiguous: 2 objects have that name (in play under Alice's "
                                "control, in Alice's graveyard)")
    # the Ref's own zone narrows the name
    assert check(exp(obj("Grizzly Bears", ref_zone=Zone.GRAVEYARD, zone=Zone.GRAVEYARD)), [outcome(a, b)]).passed
    # negated expectations need no single object
    assert check(exp(obj("Grizzly Bears", zone=Zone.LIBRARY, negated=True)), [outcome(a, b)]).passed


# --------------------------------------------------------------------------- other bodies

def test_life():
    assert check(exp(ExpectLife("Bob", 17)), [outcome(life=(20, 17))]).passed
    r = check(exp(ExpectLife("Alice", 17)), [outcome(life=(20, 17))])
    assert r.message == "expected Alice at 17 life; Alice has 20 life"
    r = check(exp(ExpectLife("Carol", 1)), [outcome()])
    assert r.status == "error" and r.message == "there is no player Carol"


def test_zone_count():
    assert check(exp(ExpectZoneCount("Alice", Zone.IN_PLAY, 2)), [outcome(BEARS, FOREST)]).passed
    r = check(exp(ExpectZoneCount("Alice", Zone.IN_PLAY, 3)), [outcome(BEARS, FOREST)])
    assert r.message == "expected Alice to have 3 permanents in play; Alice has 2 (Grizzly Bears, Forest)"
    r = check(exp(ExpectZoneCount("Bob", Zone.GRAVEYARD, 0)), [outcome(BOLT)])
    assert r.message == "expected Bob's graveyard to have 0 cards; it has 1 (Lightning Bolt)"
    r = check(exp(ExpectZoneCount("Alice", Zone.HAND, 1)), [outcome(BOLT)])
    assert r.message == "expected Alice's hand to have 1 card; it is empty"


def test_stack():
    spell = StackView(9, StackKind.SPELL, "Giant Growth", "Alice")
    assert check(exp(ExpectStack()), [outcome()]).passed
    r = check(exp(ExpectStack()), [outcome(stack=[spell])])
    assert r.message == "expected the stack to be empty; the stack holds Giant Growth (Alice)"
    assert check(exp(ExpectStack((Ref(name="Giant Growth"),))), [outcome(stack=[spell])]).passed
    r = check(exp(ExpectStack((Ref(name="Shock"),))), [outcome(stack=[spell])])
    assert r.message == "expected the stack to hold Shock (top first); the stack holds Giant Growth (Alice) (top first)"


def test_game_result():
    won = dict(result="win", winner="Alice", lost=("Bob",), life=(20, 0))
    assert check(exp(ExpectGameResult("wins", "Alice")), [outcome(**won)]).passed
    assert check(exp(ExpectGameResult("loses", "Bob")), [outcome(**won)]).passed
    r = check(exp(ExpectGameResult("wins", "Bob")), [outcome(**won)])
    assert r.message == "expected Bob wins; Alice won (Bob lost (0 life))"
    r = check(exp(ExpectGameResult("continues")), [outcome(**won)])
    assert r.message == "expected the game to continue; Alice won (Bob lost (0 life))"
    assert check(exp(ExpectGameResult("continues")), [outcome()]).passed
    r = check(exp(ExpectGameResult("draw")), [outcome()])
    assert r.message == "expected the game to be a draw; the game continues"
    assert check(exp(ExpectGameResult("draw")), [outcome(result="draw")]).passed
    r = check(exp(ExpectGameResult("loses", "Alice")), [outcome()])
    assert r.message == "expected Alice loses; the game continues"


def test_cites():
    assert check(exp(ExpectCites(("420.5c", "409.1"))), [outcome()]).passed
    assert check(exp(ExpectCites(("420.5", "420"))), [outcome()]).passed  # subrules count
    r = check(exp(ExpectCites(("420.5c", "419.8"))), [outcome()])
    assert r.message == ("expected the trace to cite 420.5c and 419.8; "
                         "it does not cite 419.8 (it cites 310.4, 409.1, 413.2, 420.5c)")
    assert check(exp(ExpectCites(("419.8",), negated=True)), [outcome()]).passed
    r = check(exp(ExpectCites(("420.5",), negated=True)), [outcome()])
    assert r.message == "expected the trace not to cite 420.5; it cites 420.5 (420.5c)"
    assert [c.number for c in r.context] == ["2.2"]


def test_cites_at_the_step():
    # the step saying the words cites the rule (or a subrule); another step's citation doesn't count
    assert check(exp(ExpectCitesAt(("420.5c",), "put into Alice's graveyard")), [outcome()]).passed
    assert check(exp(ExpectCitesAt(("420.5",), "GRIZZLY BEARS IS PUT")), [outcome()]).passed  # any case, subrules
    r = check(exp(ExpectCitesAt(("409.1",), "put into Alice's graveyard")), [outcome()])
    assert not r.passed
    assert r.message == ("expected the trace to cite 409.1 at a step saying \"put into Alice's graveyard\"; the step "
                         "saying it: step 2.2 \"Grizzly Bears is put into Alice's graveyard\" cites 420.5c")
    assert [c.number for c in r.context] == ["2.2"]
    # several rules: one step cites them all
    two = (Step("Illegal: Serra Angel has flying", ("502.4b", "501.2")), Step("Serra Angel has flying", ("502.4b",)))
    assert check(exp(ExpectCitesAt(("502.4b", "501.2"), "has flying")), [outcome(steps=two)]).passed
    r = check(exp(ExpectCitesAt(("502.4b", "501.2"), "Serra Angel has flying")), [outcome(steps=two[1:])])
    assert "the step saying it: step 1" in r.message
    r = check(exp(ExpectCitesAt(("501.2",), "has flying")), [outcome(steps=two[1:] + two[1:])])
    assert "the 2 steps saying it: step 1 " in r.message and "step 2 " in r.message
    r = check(exp(ExpectCitesAt(("420.5c",), "regenerates")), [outcome()])
    assert r.message == "expected the trace to cite 420.5c at a step saying 'regenerates'; no step of the trace says 'regenerates'"


def test_does_not_cite_at_the_step():
    """`expect trace does not cite RULE at "words"`: a step says the words, and none that does cites
    the rule — a phrase no step says fails (a mistyped phrase must not pass)."""
    assert check(exp(ExpectCitesAt(("409.1",), "put into Alice's graveyard", negated=True)), [outcome()]).passed
    r = check(exp(ExpectCitesAt(("420.5",), "put into Alice's graveyard", negated=True)), [outcome()])
    assert not r.passed
    assert r.message == ("expected the trace not to cite 420.5 at the steps saying \"put into Alice's graveyard\"; "
                         "step 2.2 \"Grizzly Bears is put into Alice's graveyard\" cites 420.5c")
    r = check(exp(ExpectCitesAt(("409.1",), "regenerates", negated=True)), [outcome()])
    assert not r.passed and r.message.endswith("no step of the trace says 'regenerates'")


def test_cites_helper():
    assert cites({"420.5c", "420.51", "4200.1"}, "420.5") == ["420.5c"]
    assert cites({"420.5c"}, "420") == ["420.5c"]
    assert cites({"310.2"}, "310.2") == ["310.2"]


# --------------------------------------------------------------------------- scopes

def _two():
    yes = outcome(BEARS, choices=[_yn("yes")], life=(21, 20))
    no = outcome(BEARS, choices=[_yn("no")], life=(20, 20))
    return [yes, no]


def test_every_scope_names_the_failing_outcome():
    r = check(exp(ExpectLife("Alice", 21)), _two())
    assert r.message == "in outcome 2 of 2 (Alice chooses no (whether to gain 1 life)): expected Alice at 21 life; Alice has 20 life"
    assert r.outcome == 1 and r.choices == ("Alice chooses no (whether to gain 1 life)",)
    r = check(exp(ExpectLife("Alice", 5)), _two())
    assert r.message.endswith("(fails in 2 of 2 outcomes)")


def test_some_scope():
    assert check(exp(ExpectLife("Alice", 21), scope="some"), _two()).passed
    r = check(exp(ExpectLife("Alice", 5), scope="some"), _two())
    assert r.message == ("expected in some outcome: Alice at 5 life; in none of the 2 outcomes: "
                         "in outcome 1 of 2 (Alice chooses yes (whether to gain 1 life)): Alice has 21 life; "
                         "in outcome 2 of 2 (Alice chooses no (whether to gain 1 life)): Alice has 20 life")


def test_when_scope():
    yes = Choose(player="Alice", values=("yes",))
    no = Choose(player="Alice", values=("no",))
    assert check(exp(ExpectLife("Alice", 21), scope="when", when=[yes]), _two()).passed
    assert check(exp(ExpectLife("Alice", 20), scope="when", when=[no]), _two()).passed
    r = check(exp(ExpectLife("Alice", 21), scope="when", when=[no]), _two())
    assert r.message == "in outcome 2 of 2 (Alice chooses no (whether to gain 1 life)): expected Alice at 21 life; Alice has 20 life"
    assert r.expected == "when Alice chooses no: Alice at 21 life"
    bob = Choose(player="Bob", values=("yes",))
    r = check(exp(ExpectLife("Alice", 21), scope="when", when=[bob]), _two())
    assert r.status == "fail"
    assert r.message == ("expected an outcome where Bob chooses yes; there is none (the outcomes: "
                         "outcome 1 of 2 (Alice chooses yes (whether to gain 1 life)); outcome 2 of 2 (Alice chooses no (whether to gain 1 life)))")


def test_choose_text_and_matching():
    c = Choose(player="Alice", what="mode", values=(2,))
    assert choose_text(c) == "Alice chooses mode 2"
    assert choose_text(Choose(player="Bob", values=(Ref(label="a"), "red"))) == "Bob chooses @a, red"
    mode = Choice("Alice", ChoiceKind.PICK, "which mode (Deal 2 damage)", ("1", "2"), ("2",), "409.1b",
                  subject=ChoiceSubject.MODE)
    assert outcome_matches(outcome(choices=[mode]), [c])
    # matched by the choice's key, not its words: a pick that is not a mode's is not "mode 2",
    # though its words say "mode"; and "mode" answers a mode whatever its words
    number = Choice("Alice", ChoiceKind.PICK, "the mode number", ("1", "2"), ("2",), "413.2c")
    assert not outcome_matches(outcome(choices=[number]), [c])
    worded = Choice("Alice", ChoiceKind.PICK, "which one", ("1", "2"), ("2",), "409.1b", subject=ChoiceSubject.MODE)
    assert outcome_matches(outcome(choices=[worded]), [c])
    assert outcome_matches(outcome(choices=[mode]), [Choose(player="alice", values=(2,))])
    assert not outcome_matches(outcome(choices=[mode]), [Choose(player="Bob", values=(2,))])
    assert not outcome_matches(outcome(choices=[mode]), [Choose(player="Alice", what="target", values=(2,))])
    assert not outcome_matches(outcome(choices=[Choice("Alice", ChoiceKind.PICK, "which mode", ("2", "23"), ("23",),
                                                       subject=ChoiceSubject.MODE)]), [c])
    # the kind of choice, in the Choose's own words
    assert outcome_matches(outcome(choices=[_yn("yes")]), [Choose(player="Alice", what="may", values=("yes",))])
    assert not outcome_matches(outcome(choices=[_yn("no")]), [Choose(player="Alice", values=("yes",))])
    # an object: by its label in the final state, or by the name/label the choice recorded
    labelled = ObjectView(1, "Grizzly Bears", "in play", "Alice", controller="Alice", label="a")
    target = Choice("Bob", ChoiceKind.TARGET, "target for Prodigal Sorcerer", ("Grizzly Bears", "Bob"), ("Grizzly Bears",))
    assert outcome_matches(outcome(labelled, choices=[target]), [Choose(player="Bob", values=(Ref(label="a"),))])
    aliased = Choice("Bob", ChoiceKind.TARGET, "target", ("Grizzly Bears @b", "Bob"), ("Grizzly Bears @b",), "409.1c",
                     (("Grizzly Bears", "@b"),))
    assert outcome_matches(outcome(choices=[aliased]), [Choose(player="Bob", what="target", values=(Ref(label="b"),))])
    assert outcome_matches(outcome(choices=[aliased]), [Choose(player="Bob", values=(Ref(name="Grizzly Bears"),))])
    # a label names its own object, never another one of the same card (the audit's Rethink:
    # "when Bob chooses @m6" was held to the outcome where he tapped Mountain @m7)
    m6, m7 = ObjectView(2, "Mountain", "in play", "Bob", label="m6"), ObjectView(3, "Mountain", "in play", "Bob", label="m7")
    tapped = Choice("Bob", ChoiceKind.PAY, "which mana sources pay", ("Mountain @m6", "Mountain @m7"), ("Mountain @m7",), "409.1f",
                    (("Mountain", "@m7"),))
    assert outcome_matches(outcome(m6, m7, choices=[tapped]), [Choose(player="Bob", values=(Ref(label="m7"),))])
    assert not outcome_matches(outcome(m6, m7, choices=[tapped]), [Choose(player="Bob", values=(Ref(label="m6"),))])
    # "nothing": the choice taken with no option (Goblin Matron finding no Goblin)
    found = Choice("Alice", ChoiceKind.PICK, "which card to find", ("Goblin King",), (), "413.2e")
    assert outcome_matches(outcome(choices=[found]), [Choose(player="Alice", values=("nothing",))])
    assert not outcome_matches(outcome(choices=[found]), [Choose(player="Alice", values=("Goblin King",))])
    # several values: a set, except for an order
    pay = Choice("Alice", ChoiceKind.PAY, "what to tap", ("Forest", "Mountain", "Swamp"), ("Forest", "Mountain"), "409.1f")
    assert outcome_matches(outcome(choices=[pay]), [Choose(player="Alice", values=("Mountain", "Forest"))])
    assert not outcome_matches(outcome(choices=[pay]), [Choose(player="Alice", values=("Mountain",))])
    order = Choice("Alice", ChoiceKind.ORDER, "the order", ("Soul Net", "Soul Net @s"), ("Soul Net @s", "Soul Net"), "410.3")
    assert outcome_matches(outcome(choices=[order]), [Choose(player="Alice", values=("Soul Net @s", "Soul Net"))])
    assert not outcome_matches(outcome(choices=[order]), [Choose(player="Alice", values=("Soul Net", "Soul Net @s"))])
    assert str(order) == "Alice orders Soul Net @s, Soul Net (the order)"
    assert Outcome((pay,), (), final()).to_json()["choices"] == [
        {"player": "Alice", "kind": "pay", "what": "what to tap", "options": ["Forest", "Mountain", "Swamp"],
         "answer": ["Forest", "Mountain"], "rule": "409.1f", "words": "Alice chooses Forest, Mountain (what to tap)"}]


def test_no_outcomes_is_an_error():
    r = check(exp(ExpectLife("Alice", 20)), [])
    assert r.status == "error" and r.message == "the simulation produced no outcome"


def test_to_json_is_plain():
    import json

    r = check(exp(ExpectLife("Alice", 21)), _two())
    data = r.to_json()
    json.dumps(data)
    assert set(data) == {"line", "scope", "expected", "status", "message", "outcome", "choices", "context"}


def test_life_context_prefers_life_steps():
    steps = (
        Step("Alice passes priority", ("408.1c",)),
        Step("Lightning Bolt deals 3 damage to Alice", ("417.1",)),
        Step("Alice passes priority", ("408.1c",)),
    )
    r = check(exp(ExpectLife("Alice", 20)), [outcome(steps=steps, life=(17, 20))])
    assert [c.number for c in r.context] == ["2"]


def test_a_failure_lists_five_outcomes_and_counts_the_rest():
    """A `when` naming no outcome, or a `some` holding in none, among many outcomes: the message lists
    the first five and says how many more there are (it listed every outcome's choices: ~4 KB for the
    nine of Fatal Lore)."""
    many = [outcome(BEARS, choices=[_yn("yes" if i % 2 else "no")], life=(20 + i, 20)) for i in range(8)]
    r = check(exp(ExpectLife("Alice", 5), scope="some"), many)
    assert r.message.count("in outcome ") == 5 and r.message.endswith("; and 3 more outcomes (`judge ask` lists them all)")
    bob = Choose(player="Bob", values=("yes",))
    r = check(exp(ExpectLife("Alice", 21), scope="when", when=[bob]), many)
    assert r.message.count("outcome ") == 5 + 1 and "outcome 6 of 8" not in r.message
    assert r.message.endswith("; and 3 more outcomes (`judge ask` lists them all))")
    assert "and 1 more outcome (" in check(exp(ExpectLife("Alice", 5), scope="some"), many[:6]).message


def test_a_count_of_one_token_is_said_in_the_singular():
    """Audit 8783: the Why section said "there is 1 Goblin tokens in play"."""
    from judge.dsl.ast import ExpectCount
    goblin = ObjectView(7, "Goblin", "in play", "Bob", controller="Bob", power=1, toughness=1, token=True)
    r = check(exp(ExpectCount(0, "Goblin", Zone.IN_PLAY, tokens=True)), [outcome(goblin)])
    assert not r.passed and "there is 1 Goblin token in play" in r.message, r.message
    two = ObjectView(8, "Goblin", "in play", "Bob", controller="Bob", power=1, toughness=1, token=True)
    r = check(exp(ExpectCount(0, "Goblin", Zone.IN_PLAY, tokens=True)), [outcome(goblin, two)])
    assert "there are 2 Goblin tokens in play" in r.message, r.message
