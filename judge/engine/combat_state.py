"""This combat's state and who is attacking, blocking and blocked (306-310): the record the
declarations (:mod:`judge.engine.combat`) write and combat damage
(:mod:`judge.engine.combat_damage`) reads.

Combat status also lives on the permanents (``attacking``, ``blocking``, ``blocked``), as other
status does (306.2: a permanent that leaves play or stops being a creature is removed from
combat).
"""

from __future__ import annotations

from dataclasses import field
from typing import Iterable, Optional

from judge._speed.fastdataclass import dataclass_for
from judge.dsl.ast import Step
from judge.engine.game import Game
from judge.engine.hooks import Hook
from judge.engine.state import Owned
from judge.zones import Zone

dataclass = dataclass_for("engine")

#: Begin a step of the turn (judge.engine.turn.begin_step, above the combat modules): combat skips
#: to the end of combat when no creature attacks (308.4) or none is left to deal damage. Here,
#: with this combat's record, and not in :mod:`judge.engine.combat`, which a game loads only when
#: its turn reaches a step of :data:`COMBAT_RULES_STEPS`: the turn sets the hook as it is imported.
begin_turn_step = Hook("the turn structure (300)")

#: The steps whose beginning the combat rules act on (:func:`judge.engine.combat.begin_step`): the
#: combat phase's after its beginning (306.1) and the main phase after it, which ends combat
#: (308.5, 309.3). The beginning of combat step's own action is :func:`begin_combat_phase`; at
#: any other step's beginning they do nothing but start the turn's record of deeds afresh.
COMBAT_RULES_STEPS = frozenset((Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT,
                                Step.POSTCOMBAT_MAIN))


@dataclass
class Combat(Owned):
    """This combat: the defending player, the attackers, the blocks, the damage steps. A record
    owning its fields (judge.engine.state.Owned): only its verbs below write them, each dropping
    what was computed as the game's own changes do (the game binds it as this combat begins:
    :meth:`judge.engine.game.Game.set_combat`)."""

    defending: str
    attackers: list[int] = field(default_factory=list)
    #: (blocker, attacker) pairs, in declaration order.
    blocks: list[tuple[int, int]] = field(default_factory=list)
    blockers_declared: bool = False
    #: A first-strike combat damage step happened; a second one follows (502.2b).
    second_pending: bool = False
    damage_steps: int = 0
    #: Creatures that assigned combat damage in a combat damage step (502.2c).
    assigned: set = field(default_factory=set)
    #: The attacking bands declared (glossary "Banding": judge.engine.banding), each a list of
    #: attackers; it lasts for the rest of combat.
    bands: list = field(default_factory=list)

    def record_attackers(self, attackers: list[int]) -> None:
        """This combat's attackers are declared (308.1)."""
        self.attackers = attackers
        self._game.changed()

    def record_bands(self, bands: list[list[int]]) -> None:
        """This combat's attacking bands are made (glossary "Banding"): they last for the rest of it."""
        self.bands = bands
        self._game.changed()

    def declare_blocks(self, pairs: list[tuple[int, int]]) -> None:
        """This combat's blocks are declared (309.1): from now on an attacker is blocked or
        unblocked (309.3, glossary "Unblocked Creature"); the deeds are the game's to remember
        (:meth:`judge.engine.game.Game.record_blocks`, whose change drops what was computed)."""
        self.blocks = list(pairs)
        self.blockers_declared = True

    def begin_damage_step(self, second_follows: bool) -> None:
        """A combat damage step of this combat begins (310); ``second_follows``: only creatures
        with first strike deal combat damage in it, a second step following for the others (502.2b)."""
        self.damage_steps += 1
        self.second_pending = second_follows
        self._game.changed()

    def note_damage_assigned(self, dealers: Iterable[int]) -> None:
        """These creatures assigned combat damage in this combat (502.2c: not again in its second step)."""
        self.assigned = self.assigned | set(dealers)
        self._game.changed()


def get(game: Game) -> Optional[Combat]:
    return game.combat


def in_combat(game: Game, oid: int) -> bool:
    if not game.exists(oid) or game.objects[oid].zone != Zone.IN_PLAY:
        return False
    o = game.objects[oid]
    return o.attacking or o.blocking


def attackers(game: Game) -> list[int]:
    c = get(game)
    if c is None:
        return []
    return [a for a in c.attackers if game.exists(a) and game.objects[a].attacking]


def blockers_of(game: Game, attacker: int) -> list[int]:
    """The creatures currently blocking ``attacker`` (310.1c: removed ones don't count)."""
    c = get(game)
    if c is None:
        return []
    out = []
    for b, a in c.blocks:
        if a == attacker and b not in out and game.exists(b) and game.objects[b].blocking:
            out.append(b)
    return out


def blocked_by(game: Game, blocker: int) -> list[int]:
    """The attacking creatures ``blocker`` is currently blocking (310.1d)."""
    c = get(game)
    if c is None:
        return []
    out = []
    for b, a in c.blocks:
        if b == blocker and a not in out and game.exists(a) and game.objects[a].attacking:
            out.append(a)
    return out


def all_blockers(game: Game) -> list[int]:
    c = get(game)
    if c is None:
        return []
    out = []
    for b, _ in c.blocks:
        if b not in out and game.exists(b) and game.objects[b].blocking:
            out.append(b)
    return out


def names_of(game: Game, oids) -> str:
    """Objects' names in a list, for messages."""
    oids = list(oids)
    if not oids:
        return "nothing"
    names = [game.describe(o) for o in oids]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def scenario_name(game: Game, oid: int) -> str:
    o = game.objects[oid]
    return f"@{o.label}" if o.label else o.name


def begin_combat_phase(game: Game) -> None:
    """The beginning of combat step begins: no combat yet (the attackers are declared as the next
    step begins, 308.1), and "this combat" is a new record of deeds (306.1)."""
    game.set_combat(None)
    game.this_turn.begin_combat_record()
    game.tracer.step("The combat phase begins; its steps are beginning of combat, declare attackers, declare "
                     "blockers, combat damage and end of combat", "306.1", kind="phase")


def skipped_to_end_of_combat(game: Game, until: Step) -> bool:
    """A pass "until the declare attackers step" (or a later combat step) stops in the end of
    combat step when no creature was declared as an attacker (308.4: the steps in between
    are skipped)."""
    if until is not Step.DECLARE_ATTACKERS and until is not Step.DECLARE_BLOCKERS and until is not Step.COMBAT_DAMAGE:
        return False  # (asked at every pass "until" a step: most name no combat step)
    c = get(game)
    return (c is not None and not c.attackers
            and game.turns.step is Step.END_OF_COMBAT and game.turns.priority is not None and game.turns.passes == 0)
