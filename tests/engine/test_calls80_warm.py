"""(eightieth session) A mana ability's play makes the words naming it once.

``payment.activate_mana_ability`` names the ability played — "Mountain's mana ability" — in its step (411.1), in
the step tapping its source for its {T} cost (409.1f), and to the cost and payment functions it calls. Those
words were made again for each of them (five possessives a play); now they are made once from the source's name as
read before its costs are paid (and again only if the name read after them differs). The trace says the same
words.
"""

from __future__ import annotations

from pathlib import Path

from judge.engine import payment
from judge.suite.runner import default_simulate, load_scenario

ROOT = Path(__file__).resolve().parents[2]
HELLKITE = ROOT / "scenarios/engine/103-1-crimson-hellkite-spend-only-red-mana.mtg"


def _texts(steps) -> list:
    out = []
    for s in steps:
        out.append((s.text, tuple(s.rules)))
        out += _texts(s.children)
    return out


def test_each_mana_play_makes_its_words_once(monkeypatch):
    asked: list = []
    real = payment.possessive

    def counting(name):
        asked.append(str(name))
        return real(name)

    monkeypatch.setattr(payment, "possessive", counting)
    (outcome,) = default_simulate(load_scenario(HELLKITE))
    texts = _texts(outcome.steps)
    plays = [t for t, _ in texts if t == "Alice plays Mountain's mana ability ({T}: Add {R} to your mana pool.)"]
    assert len(plays) == 2  # two Mountains pay the X of 2 with red mana (103.1, 409.1f)
    # one possessive of "Mountain" a play (five before: the step, the added costs, the {T} cost, the changed cost,
    # the payment)
    assert asked.count("Mountain") == 2


def test_the_words_said_are_the_same():
    (outcome,) = default_simulate(load_scenario(HELLKITE))
    texts = _texts(outcome.steps)
    assert texts.count(("Alice plays Mountain's mana ability ({T}: Add {R} to your mana pool.)",
                        ("411.1", "408.2e", "214.9e"))) == 2
    assert texts.count(("Mountain becomes tapped to pay the cost of Mountain's mana ability", ("409.1f",))) == 2
    assert ("Mountain adds {R} to Alice's mana pool (pool {R}{R})", ("406.1a",)) in texts


RUST = ROOT / "scenarios/audit/8177/19-rust-counters-rod-of-ruin-ability-rod-stays-tapped-sorcerer-ability-refused.mtg"


def test_a_labelled_reference_looks_at_the_stack_without_a_generator(monkeypatch):
    """``resolve_ref``'s label: the stack's pseudospells (217.6b) looked at in a loop — no generator made and
    stepped with ``next`` for each labelled reference (the module's ``next``, counted)."""
    from judge.engine import refs

    stepped = []

    def counting_next(*args):
        stepped.append(args)
        return next(*args)

    monkeypatch.setattr(refs, "next", counting_next, raising=False)
    (outcome,) = default_simulate(load_scenario(RUST))
    assert outcome.error is None
    assert stepped == []


def test_a_labelled_pseudospell_on_the_stack_is_still_found():
    """Rust targets Bob's Rod of Ruin's ability by its label, @zap (an ability's pseudospell on the stack, 217.6b):
    countered (414.2), Alice takes no damage; the Sorcerer's earlier ping, 1 damage, is not Rust's to target."""
    (outcome,) = default_simulate(load_scenario(RUST))
    assert outcome.error is None
    assert [p.life for p in outcome.final.players] == [19, 20]
    assert any("414.2" in rules for _, rules in _texts(outcome.steps))


FILTER = ROOT / "scenarios/audit/5248/12-essence-filter-all-enchantments-or-only-nonwhite.mtg"
TELEPATHY = ROOT / "scenarios/audit/6056/03-telepathy-bobs-hand-revealed-not-alices.mtg"
FIELD = ROOT / "scenarios/cards/405-1-field-of-dreams-printed-top-card-face-up.mtg"


def _counting_reveals(monkeypatch) -> list:
    from judge.cards import ir
    from judge.engine import statics

    asked: list = []
    real = statics.static_rules

    def counting(game, kind):
        if kind in (ir.HandsRevealed, ir.LibraryTopRevealed):
            asked.append(kind)
        return real(game, kind)

    monkeypatch.setattr(statics, "static_rules", counting)
    return asked


def test_applications_ask_no_reveal_rule_no_static_ability_has(monkeypatch):
    """Crusade and Bad Moon in play (their effects apply, 418.4a), no static ability revealing a hand or a library's
    top card (405.1): ``trace_applications`` asks the state for neither rule at any check (it asked for both at each
    check where an effect applied)."""
    asked = _counting_reveals(monkeypatch)
    outcomes = default_simulate(load_scenario(FILTER))
    assert len(outcomes) == 2 and all(o.error is None for o in outcomes)
    assert asked == []


def test_reveal_rules_in_play_are_still_said(monkeypatch):
    """Telepathy's hands revealed and Field of Dreams' top card face up are asked for and said (405.1)."""
    from judge.cards import ir

    asked = _counting_reveals(monkeypatch)
    (telepathy,) = default_simulate(load_scenario(TELEPATHY))
    assert ir.HandsRevealed in asked
    assert any(t.startswith("Telepathy's static ability applies") and "405.1" in r for t, r in _texts(telepathy.steps))
    asked.clear()
    (field,) = default_simulate(load_scenario(FIELD))
    assert ir.LibraryTopRevealed in asked
    assert any(t.startswith("Field of Dreams' static ability applies") and "405.1" in r for t, r in _texts(field.steps))
