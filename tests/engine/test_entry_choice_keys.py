"""What a permanent chose as it came into play (410.10e), and what it remembers of how it came
into play that no one chose then (the X of its spell, 409.1b; what was sacrificed as it came into
play), is kept under a typed key (issue 43): every key ``Permanents.chosen_on_entry`` is written
with is a member of ``ir.EntryChoice`` or ``ir.RememberedOnEntry`` — never its words — checked on
the bundled scenarios of the cards that write each of them, which together write every member."""

from __future__ import annotations

import copy
from pathlib import Path

from judge.cards import ir
from judge.engine.game import copy_state
from judge.engine.state import Permanents
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import bundled_scenarios, bundled_texts

ROOT = Path(__file__).resolve().parents[2]

#: Cards whose scenarios write every kind of key: a colour (Mangara's Equity), an opponent and a
#: card name (Booby Trap), a creature type (Engineered Plague; Caller of the Hunt's, chosen as it is
#: played, 409.1f), a basic land type (Phantasmal Terrain), two (Illusionary Terrain), any land type
#: (Shimmer), a form (Primal Clay), the life paid (Minion of the Wastes), a number (Shapeshifter),
#: both players' card names (Null Chamber); the X of its spell (Venarian Gold), the number
#: sacrificed (Wood Elemental) and their totals (Dracoplasm).
CARDS = ("Mangara's Equity", "Booby Trap", "Engineered Plague", "Caller of the Hunt", "Phantasmal Terrain",
         "Illusionary Terrain", "Shimmer", "Primal Clay", "Minion of the Wastes", "Shapeshifter", "Null Chamber",
         "Venarian Gold", "Wood Elemental", "Dracoplasm")


def _scenarios() -> list[Path]:
    """The bundled scenarios naming one of :data:`CARDS` (each file read once, not once for each card
    looked for: 14 reads of each of ~17,000 files were ~5 s of this file's ~7, eighty-sixth session)."""
    return [f for f in bundled_scenarios() if _names_one(bundled_texts()[f])]


def _names_one(text: str) -> bool:
    return any(c in text for c in CARDS)


def test_every_key_written_is_a_member(monkeypatch):
    written: list[object] = []
    choose = Permanents.choose_on_entry

    def recording(self, oid, kind, value):
        written.append(kind)
        return choose(self, oid, kind, value)

    monkeypatch.setattr(Permanents, "choose_on_entry", recording)
    for f in _scenarios():
        try:
            default_simulate(load_scenario(f))
        except JudgeError:  # (a scenario that is an error by design)
            continue
    assert written
    assert all(isinstance(k, (ir.EntryChoice, ir.RememberedOnEntry)) for k in written), \
        sorted({repr(k) for k in written if not isinstance(k, (ir.EntryChoice, ir.RememberedOnEntry))})
    assert set(written) == set(ir.EntryChoice) | set(ir.RememberedOnEntry), \
        sorted(m.name for m in (set(ir.EntryChoice) | set(ir.RememberedOnEntry)) - set(written))


def test_a_copy_keeps_the_members_and_its_own_record():
    """The copy for branching (judge.engine.game.copy_state) shares the members (immutable, as
    deepcopy leaves an enum's member) and copies each permanent's record."""
    perms = Permanents()
    perms.chosen_on_entry[7] = {ir.EntryChoice.COLOR: "red", ir.RememberedOnEntry.X_AS_PLAYED: 3}
    made = copy_state(perms.chosen_on_entry, {})
    assert made == perms.chosen_on_entry == copy.deepcopy(perms.chosen_on_entry)
    assert made[7] is not perms.chosen_on_entry[7]
    assert all(a is b for a, b in zip(made[7], perms.chosen_on_entry[7]))
