"""419.8a: "the affected player or the controller of the affected permanent chooses the order" of the replacement and
prevention effects applying to one event — and the scenario language can state that choice where one source has
several (eighty-second session, h5). Rock Hydra with three counters, its {R} shield made, is dealt 3 by a Bolt: an
`orders replacements` line names each effect by its ability (`@rh ability 1`, the shield its activated ability 1
made; `@rh ability "For each 1 damage"`, its counters' prevention). A bare `@rh` names both, which apply differently:
a mistake of the scenario, one paragraph at its line and column, exit 2. The two orders' outcomes are held by
scenarios/cards/419-8a-rock-hydra-orders-*."""

from __future__ import annotations

from typer.testing import CliRunner

from judge.cli import app

SCENARIO = """title "Rock Hydra's two effects ordered"
player Alice
player Bob
turn Bob, precombat main
mana is not tracked
Alice in play: Rock Hydra as @rh (3 +1/+1 counters)
Bob hand: Lightning Bolt as @lb
Bob casts @lb targeting @rh
Bob passes
Alice activates @rh ability 1
all pass until the stack is empty
Alice orders replacements: {order}
expect @rh in play
"""


def _ask(tmp_path, order: str):
    path = tmp_path / "hydra.mtg"
    path.write_text(SCENARIO.format(order=order))
    return CliRunner().invoke(app, ["ask", str(path)], env={"COLUMNS": "200"})


def test_a_bare_source_naming_two_effects_that_apply_differently_is_refused_at_its_line_and_column(tmp_path):
    r = _ask(tmp_path, "@rh, @rh ability 1")
    assert r.exit_code == 2
    said = r.output
    assert "hydra.mtg:12:28: @rh names 2 of the effects applying here" in said, said
    # the ways to say which, each a line that reads
    assert '`@rh ability 1`, `@rh ability "For each 1 damage"`' in said and "(419.8a)" in said
    assert "Traceback" not in said


def test_each_effect_named_by_its_ability_orders_them(tmp_path):
    shield_first = _ask(tmp_path, '@rh ability 1, @rh ability "For each 1 damage"')
    assert shield_first.exit_code == 0, shield_first.output
    assert "Alice chooses the order of the effects: Rock Hydra @rh's shield (the next 1 damage), Rock Hydra @rh (For" \
        in shield_first.output
    counters_first = _ask(tmp_path, '@rh ability "for each 1 damage", @rh ability 1')  # (the words in any case)
    assert "Alice chooses the order of the effects: Rock Hydra @rh (For each 1 damage" in counters_first.output


def test_an_ability_that_made_none_of_the_effects_is_refused(tmp_path):
    r = _ask(tmp_path, "@rh ability 2, @rh ability 1")  # (its {R}{R}{R} made no effect here)
    assert r.exit_code == 2
    assert "hydra.mtg:12:28: @rh ability 2 is not one of the effects applying here: @rh ability 1, " \
           '@rh ability "For each 1 damage" (419.8a)' in r.output
