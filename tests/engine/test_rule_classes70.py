"""(seventieth session) The classes of the static abilities' effects in play, found once per state
with the abilities in play (``context.rule_classes_in_play``, the fifth part of
``abilities_in_play``): a static rule of a class no static ability in play has is not looked for
— ``static_rules`` returns none at once, ``evasion``'s rules affecting a permanent and rules switched
off skip the static abilities (a resolution's restrictions, the turn's rules, are still read), and
``abilities_switched_off`` finds none. The scan they skip would have found no ability with an
effect of the class, asked no condition, computed nothing: the answers and every outcome are the
same (the skip turned off), only the work is less."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from judge.cards import ir
from judge.dsl import parse
from judge.engine import context, evasion, simulate
from judge.engine.game import Game
from judge.errors import JudgeError
from judge.suite.runner import default_simulate, load_scenario
from tests.bundled import bundled_texts, discovered_scenarios
from tests.sampling import spread

ROOT = Path(__file__).resolve().parents[2]

#: Every class of the card IR, with its base classes: with these as each ability's classes, no
#: class is ever missing and nothing is skipped (the scans as before).
_EVERY = frozenset(c for v in vars(ir).values() if isinstance(v, type) for c in v.__mro__)

HEAD = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"

#: A static ability whose effect is no static rule (Glorious Anthem's +1/+1) beside creatures that
#: are targeted, attack and are blocked: every static rule a spell, an attack and a block ask about
#: is of a class no ability in play has.
ANTHEM = HEAD + """Alice in play: Glorious Anthem, Grizzly Bears, Hill Giant
Alice hand: Giant Growth
Bob in play: Gray Ogre
Alice casts Giant Growth targeting Grizzly Bears
all pass until the stack is empty
all pass until the declare attackers step
Alice attacks with Grizzly Bears, Hill Giant
all pass until the declare blockers step
Bob blocks Hill Giant with Gray Ogre
all pass until the end of combat step
"""


def _without_the_skip(monkeypatch) -> None:
    """Each static ability taken to have an effect of every class: every scan made, as before."""
    monkeypatch.setattr(context, "_effect_classes", lambda ab: _EVERY)


def _classes_of(statics) -> frozenset:
    """The classes (with their bases) of the effects of ``statics`` (abilities_in_play's first part), from scratch."""
    return frozenset(c for _sid, _i, ab in statics for e in ab.effects for c in type(e).__mro__)


def test_a_class_is_among_them_exactly_when_an_effect_is_an_instance_of_it():
    # (isinstance as the scans ask it: no class of the IR's records answers it otherwise than by the
    # effect's class and its bases — each is a plain class, no metaclass with its own instance check)
    records = [v for v in vars(ir).values() if isinstance(v, type) and hasattr(v, "__dataclass_fields__")]
    assert len(records) > 300 and set(ir.RULES) <= set(records)
    assert [v for v in records if type(v) is not type] == []
    ab = ir.StaticAbility(effects=(ir.CantBlock(what=ir.This()), ir.Unblockable(what=ir.This())))
    found = context._effect_classes(ab)
    assert context._effect_classes(ab) is found  # (made once for the ability)
    for cls in {c for v in records for c in v.__mro__}:
        assert (cls in found) == any(isinstance(e, cls) for e in ab.effects), cls
        assert found.isdisjoint((cls, ir.Draw)) == (not any(isinstance(e, (cls, ir.Draw)) for e in ab.effects)), cls


def test_no_static_rule_of_an_absent_class_is_looked_for(monkeypatch):
    scanned: list = []
    real = context._static_rules

    def counting(game, kind):
        scanned.append(kind)
        return real(game, kind)

    looked: list = []
    real_statics = evasion.static_abilities

    def looking(game):
        if sys._getframe(1).f_code.co_name == "_rules_affecting":  # (the scan of the rules affecting a permanent)
            looked.append(1)
        return real_statics(game)

    monkeypatch.setattr(context, "_static_rules", counting)
    monkeypatch.setattr(evasion, "static_abilities", looking)
    outs = simulate(parse(ANTHEM, "anthem.mtg"))
    assert outs and scanned == [] and looked == []  # (the anthem's effect is no static rule: nothing scanned)
    _without_the_skip(monkeypatch)
    assert simulate(parse(ANTHEM, "anthem.mtg")) == outs
    assert len(scanned) > 20 and len(looked) > 5  # the scans made before, each finding none


def test_the_classes_kept_with_every_version_are_those_of_its_static_abilities(monkeypatch):
    """At every change of state (the abilities in play carried into the new version, Game.changed)
    and wherever they are worked out, the classes are those of the static abilities found."""
    changed = Game.changed
    found = context.abilities_in_play
    checked = {"versions": 0, "with classes": 0, "kept with classes": 0}

    def checking(self, off_board=False):
        changed(self, off_board)
        values = self.derived.values
        if "abilities in play" in values:
            kept = values["abilities in play"]
            assert kept[4] == _classes_of(kept[0]), self.path
            checked["versions"] += 1
            checked["kept with classes"] += bool(kept[4])

    def finding(game):
        got = found(game)
        assert got[4] == _classes_of(got[0]), game.path
        checked["with classes"] += bool(got[4])
        return got

    monkeypatch.setattr(Game, "changed", checking)
    monkeypatch.setattr(context, "abilities_in_play", finding)
    for f in spread(discovered_scenarios(), 160):
        _played(f)
    # (how often they are worked out anew depends on what the process played before — the scenarios of this module's
    # earlier tests, or of earlier modules, spare some — so the floor of states with classes is counted where they are
    # carried into a new version, which every play of a sampled scenario goes through; session 76, h7: eight new
    # scenarios moved the sample, and the worked-out count fell to 36 after this module's earlier tests, 173 alone)
    assert checked["versions"] > 500 and checked["kept with classes"] > 50 and checked["with classes"] > 0, checked


def _played(f: Path) -> str:
    try:
        return json.dumps([o.to_json() for o in default_simulate(load_scenario(f))], sort_keys=True)
    except JudgeError as err:  # scenarios that are errors by design
        return "error " + err.message


def _static_scenarios() -> list[Path]:
    """A fixed sample of the bundled scenarios whose text names a static restriction or condition."""
    words = ("can't", "as long as", "unblockable", "protection", "Anthem", "Crusade", "Lure")
    # (each file read once, not once for each word looked for)
    found = [p for p, text in ((p, bundled_texts()[p]) for p in discovered_scenarios()) if any(w in text for w in words)]
    return spread(found, 140)


def test_the_skip_changes_no_bundled_outcome(monkeypatch):
    paths = _static_scenarios()
    assert len(paths) >= 100
    skipped: list = []
    real = context.rule_classes_in_play

    def noting(game):
        got = real(game)
        skipped.append(bool(context.static_abilities(game)))
        return got

    monkeypatch.setattr(evasion, "rule_classes_in_play", noting)
    fast = {path: _played(path) for path in paths}
    assert sum(skipped) > 100  # asked with static abilities in play
    monkeypatch.undo()
    _without_the_skip(monkeypatch)
    for path in paths:
        assert _played(path) == fast[path], path
