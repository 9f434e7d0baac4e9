"""Targets whose words tie them to one another (409.1c: the targets are announced as the spell or ability is
played, each legal for its word): "up to three target cards from a single graveyard" (Carrion Beetles), "two
target creatures controlled by the same player" (Cannibalize), "up to X target cards, where X is the number of
black permanents target opponent controls" (Reap: counted once the other target is announced), and a target
another player chooses ("any target of an opponent's choice": Cuombajj Witches; Mogg Assassin's "that opponent
chooses target creature").

Playing a spell or ability reads this module only where one of its "target" words says so
(judge.engine.casting's ``_related_targets``, a cached loader), so an ask whose targets stand each on its own
never reads it (issue 43).
"""

from __future__ import annotations

from typing import Optional, Sequence

from judge.cards import ir, phrasebook
from judge.cards.english import ORDINALS, possessive
from judge.engine.context import Ctx, Unsupported, amount, player_names, refer
from judge.engine.decider import Option, choose
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.objects import Target
from judge.engine.targets import names_match, spec_words, target_options


def one_zone(game: Game, player: str, spec: ir.TargetSpec, opts: list, what: str) -> tuple[list, int]:
    """"Up to three target cards from a single graveyard" (Carrion Beetles): the graveyard is
    part of the choice (409.1c) — where the legal cards lie in several, which one is an outcome
    of its own. Returns that graveyard's options and the least number of targets to choose there
    (no target at all is one outcome, under the first graveyard, not one per graveyard)."""
    groups: dict[str, list] = {}
    for o in opts:
        groups.setdefault(game.objects[o.value].owner, []).append(o)
    owners = [p for p in game.apnap() if len(groups.get(p, ())) >= max(spec.min_count, 1)]
    if len(owners) <= 1:
        return (groups.get(owners[0], []) if owners else []), spec.min_count
    where = [Option(p, p, lambda v, p=p: names_match(v, {p})) for p in owners]
    (owner,) = choose(game, player, f"whose {spec.filter.zone} the targets of {what} are in (a single one)", where,
                      (1, 1), rule="409.1c")
    return groups[owner], spec.min_count if owner == owners[0] else max(spec.min_count, 1)


def one_controller(game: Game, player: str, spec: ir.TargetSpec, opts: list, what: str) -> tuple[list, int]:
    """"Choose two target creatures controlled by the same player" (Cannibalize): which player's permanents is
    part of the choice of targets (409.1c) — where both players control enough, whose is an outcome of its own.
    Returns that player's options and the least number of targets to choose among them."""
    groups: dict[str, list] = {}
    for o in opts:
        groups.setdefault(game.controller_of(o.value), []).append(o)
    enough = [p for p in game.apnap() if len(groups.get(p, ())) >= max(spec.min_count, 1)]
    if len(enough) <= 1:
        return (groups.get(enough[0], []) if enough else []), spec.min_count
    where = [Option(p, p, lambda v, p=p: names_match(v, {p})) for p in enough]
    (whose,) = choose(game, player, f"whose permanents the targets of {what} are (all controlled by the same player)",
                      where, (1, 1), rule="409.1c")
    return groups[whose], spec.min_count


def enough_of_one_controller(game: Game, spec: ir.TargetSpec, legal: list, what: str, span) -> None:
    """No player controls as many legal targets as the word needs ("two target creatures controlled by the same
    player" with one creature each): the spell can't be played (409.1c)."""
    whose: dict[str, list] = {}
    for label, v in legal:
        if isinstance(v, int) and v in game.objects:
            whose.setdefault(game.controller_of(v), []).append(label)
    if any(len(ls) >= spec.min_count for ls in whose.values()):
        return
    each = "; ".join(f"{p} controls {', '.join(ls)}" for p, ls in sorted(whose.items()))
    raise illegal_play(game, span, f"{what} needs {spec.min_count} targets controlled by the same player "
                                   f"({spec_words(spec)}), and no player controls that many legal ones ({each})", "409.1c")


def same_controller(game: Game, spec: ir.TargetSpec, picked: list[Target], what: str, span) -> None:
    """The targets of "… controlled by the same player" (409.1c): all one player's, or the play is illegal."""
    whose = {game.controller_of(t.obj) for t in picked if t.obj in game.objects}
    if len(whose) > 1:
        each = "; ".join(f"{game.describe(t.obj)} is {possessive(game.controller_of(t.obj))}" for t in picked
                         if t.obj in game.objects)
        raise illegal_play(game, span, f"the targets of {what} must all be controlled by the same player "
                                       f"({spec_words(spec)}); {each}", "409.1c")
    if whose and len(picked) > 1:
        game.tracer.step(f"{', '.join(game.describe(t.obj) for t in picked)} are all controlled by {whose.pop()}: the "
                         f"same player, as {what} requires", "409.1c", kind="cast")


def single_zone(game: Game, spec: ir.TargetSpec, picked: list[Target], what: str, span) -> None:
    """The targets of "… from a single graveyard" (409.1c): all in one player's zone, or the play is illegal."""
    owners = {game.objects[t.obj].owner for t in picked if t.obj in game.objects}
    if len(owners) > 1:
        raise illegal_play(game, span, f"the targets of {what} must all be in a single {spec.filter.zone} "
                                       f"({spec_words(spec)}); they are in {' and '.join(p + chr(39) + 's' for p in sorted(owners))}", "409.1c")
    if owners and len(picked) > 1:
        game.tracer.step(f"{', '.join(game.describe(t.obj) for t in picked)} are all in {possessive(owners.pop())} "
                         f"{spec.filter.zone}: a single {spec.filter.zone}, as {what} requires", "409.1c", kind="cast")


def counted_with_targets(game: Game, player: str, spec: ir.TargetSpec, source: Optional[int], x: Optional[int],
                          what: str, chosen: Sequence[Target], trace: bool = True) -> int:
    """Reap: how many targets ``spec`` may have, counted once the other target it names is announced
    (409.1c: the player announces the targets as the spell is played; "as you cast this spell") —
    ``chosen``, the targets announced, give "target opponent" its player."""
    by_word = [next((t for t in chosen if t is not None and getattr(t.spec, "index", None) == k), None)
               for k in range(max((v.index for v in ir.walk(spec.max_amount) if isinstance(v, ir.Target)), default=-1) + 1)]
    ctx = Ctx(game=game, controller=player, source=source, source_name=what, targets=by_word, x=x)
    with game.in_flight.carrying_out(ctx):  # ("controlled by target #2": read in these targets, filters)
        n = max(0, amount(ctx, spec.max_amount))
    if trace:
        game.tracer.step(f"{what} may have up to {n} target{'' if n == 1 else 's'} ({spec_words(spec)}): "
                         f"{phrasebook.amount_words(spec.max_amount, player)}, counted as the targets are announced",
                         "409.1c", kind="cast")
    return n


def targets_others_choose(game: Game, player: str, specs: Sequence[ir.TargetSpec], chosen: Sequence[Target],
                           source: int, source_chars, x: Optional[int], span, what: str) -> list[Target]:
    """409.1c: "A few spells or abilities allow the player's opponent to choose the target …
    If both players are required to choose targets, the player playing the spell or ability
    chooses first." The targets an activated ability's words give another player ("any target
    of an opponent's choice": Cuombajj Witches, Nova Pentacle), chosen after ``chosen`` (the
    player's own), each legal for the ability (its controller's) and none chosen already ("The
    same target can't be chosen multiple times"). The ability stays ``player``'s."""
    out: list[Target] = []
    for spec in specs:
        # the targets chosen before it, in their words' order: the chooser may be named by one ("that opponent", the
        # controller of the creature its player chose first: Mogg Assassin)
        taken = sorted(list(chosen) + out, key=lambda t: t.spec.index)
        ctx = Ctx(game=game, controller=player, source=source, source_name=game.objects[source].display(),
                  targets=taken)
        named = player_names(refer(ctx, spec.chosen_by))
        if len(named) != 1:  # no one, or several opponents: which one chooses, the era's rules don't say
            raise Unsupported(f"{what}: the target {spec_words(spec)} is chosen by "
                              f"{'no player in the game' if not named else 'one of ' + ', '.join(named)}, and the "
                              f"engine doesn't say who chooses it then (409.1c)")
        chooser = named[0]
        opts = [o for o in target_options(game, spec, player, source, source_chars, x)
                if not any(t.obj == o.value or t.player == o.value for t in taken)]
        if len(opts) < spec.min_count:
            raise illegal_play(game, span, f"{what} needs a target {spec_words(spec)}, chosen by {chooser}, and none is "
                                           f"legal that isn't a target already (the same target can't be chosen "
                                           f"multiple times)", "409.1c")
        game.tracer.step(f"{possessive(what)} words give the choice of a target ({spec_words(spec)}) to {chooser}"
                         f"{_chooser_named_by(game, spec, taken, player)}: "
                         + (f"{player}, who plays it, has chosen first, then {chooser} chooses" if chosen else
                            f"{chooser} chooses it, though the ability is {possessive(player)}"), "409.1c", kind="activate")
        hi = spec.max_count if spec.max_count is not None else len(opts)
        picked = choose(game, chooser, f"a target for {what} ({spec_words(spec)})", opts,
                        (spec.min_count, min(hi, len(opts))), rule="409.1c",
                        forced_ok=(spec.min_count == hi == len(opts)))
        for v in picked:
            out.append(Target(spec, player=v) if isinstance(v, str) else Target(spec, obj=v, zone=game.objects[v].zone))
    return out


def _chooser_named_by(game: Game, spec: ir.TargetSpec, taken: Sequence[Target], player: str) -> str:
    """Why the player choosing ``spec``'s target is that player (409.1c): where a target chosen before names him or
    her, Mogg Assassin's "that opponent chooses target creature" is the controller of the creature its player chose
    first — ", the controller of Grizzly Bears @bears (the first target: \"that opponent\")"; "of an opponent's
    choice" (Cuombajj Witches, Nova Pentacle), ", Alice's opponent" — the only one, or the engine would have
    refused it; "" otherwise."""
    by = spec.chosen_by
    if isinstance(by, ir.All) and len(by.filters) == 1 and by.filters[0].players \
            and by.filters[0].controller is ir.PlayerRelation.OPPONENT:
        return f", {possessive(player)} opponent (\"an opponent's choice\")"
    if not (isinstance(by, ir.ControllerOf) and isinstance(by.ref, ir.Target)):
        return ""
    first = next((t for t in taken if t.spec.index == by.ref.index and t.obj is not None), None)
    if first is None:
        return ""
    nth = ORDINALS[by.ref.index] if by.ref.index < len(ORDINALS) else f"#{by.ref.index + 1}"
    return f", the controller of {game.describe(first.obj)} (the {nth} target: \"that opponent\")"
