"""Banding (glossary "Banding, Bands with Other (Obsolete)"): "a static ability that affects the
combat phase". Its rules are in the rulebook's Appendix B, "Older Rules", section 5, which the
followed text (seed 000) points to but does not include; what is applied here is the era's
published rule (the Comprehensive Rules' banding rule, in force through 2002; its subrules are
named here by their letters, the rule's number being outside the followed rulebook):

- b-c: as a player declares attackers, he or she may declare that one or more of those
  creatures with banding, and up to one of them without banding, are all in a "band"; any number
  of bands, each creature in only one. Defending players don't declare bands.
- d: a band lasts for the rest of combat, even if something later removes banding from a
  creature in it; a creature removed from combat is removed from its band.
- e, g: bands are blocked as a group — if an attacking creature becomes blocked by a
  creature, each other creature in its band becomes blocked by that same creature (the
  restrictions on blocking, evasion included, apply to the creature the block is declared on:
  the rule's example blocks the flyer of a band, and the swampwalker in it becomes blocked
  too); if one becomes blocked by an effect, the whole band does.
- f: the creatures of a band don't share abilities; they stay separate permanents.
- h: the player controlling an attacking creature with banding chooses how combat damage
  is assigned by the creatures blocking it; the player controlling a blocking creature with
  banding chooses how combat damage is assigned by the creatures it blocks. A creature that lost
  banding before the combat damage step no longer changes who chooses. (Who chooses changes,
  not what is legal: 310.1c/d let the damage be divided as that player chooses, and a trampler's
  damage reaches the defending player only once every creature blocking it is assigned lethal
  damage, 502.9b — the defending player choosing can assign all of it to the blockers.)

"Bands with other" (the era's next rule) is not applied: its cards stay unsupported (judge.engine.support).
The engine cites only the followed rulebook's numbered rules (308.1-308.3 for the declaration,
309.3 for becoming blocked, 310.1c/d for the division); each step names the glossary entry and
the era's rule it follows in its words.
"""

from __future__ import annotations

from itertools import combinations
from typing import Optional

from judge.engine.combat_state import get, names_of
from judge.engine.game import Game

#: What a step says of the rule's source (the gap named: docs/cards.md, docs/rules-scenarios.md).
SOURCE = ("glossary \"Banding, Bands with Other\"; Appendix B, \"Older Rules\", is absent from the followed text: the era's "
          "Comprehensive Rules, banding, subrule ")


def has_banding(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword("banding")


def band_problems(game: Game, bands: list[list[int]]) -> list[tuple[str, str]]:
    """What makes declared bands illegal (subrule b): each needs a creature with banding, and may
    include at most one creature without it."""
    probs = []
    for band in bands:
        without = [o for o in band if not has_banding(game, o)]
        if len(without) == len(band):
            probs.append((f"no creature of the band {names_of(game, band)} has banding: a band is creatures with "
                          f"banding and up to one without ({SOURCE}b)", "308.2"))
        elif len(without) > 1:
            probs.append((f"{names_of(game, without)} have no banding: a band may include only one creature without "
                          f"banding ({SOURCE}b)", "308.2"))
    return probs


class TooManyBands(Exception):
    """More ways to band an attack than the explorer takes (the caller says so)."""


def band_choices(game: Game, oids: list[int], limit: int) -> list[list[list[int]]]:
    """Every way to put attackers ``oids`` in bands (subrules b-c), no band first: each a list of
    bands of two or more creatures (a band of one creature changes nothing), each creature in
    one band at most. More than ``limit``: :class:`TooManyBands`."""
    if sum(1 for o in oids if has_banding(game, o)) == 0:
        return [[]]
    out: list[list[list[int]]] = []

    def extend(rest: list[int], bands: list[list[int]]) -> None:
        if not rest:
            out.append(bands)
            if len(out) > limit:
                raise TooManyBands(len(out))
            return
        first, others = rest[0], rest[1:]
        extend(others, bands)  # the first creature in no band
        for k in range(1, len(others) + 1):  # or in a band with some of the others
            for more in combinations(others, k):
                band = [first, *more]
                if not band_problems(game, [band]):
                    extend([o for o in others if o not in more], bands + [band])

    extend(list(oids), [])
    return out


def declare_bands(game: Game, ap: str, bands: list[list[int]]) -> None:
    """The legal attack's bands are made (subrules b-d)."""
    game.update_combat(bands=[list(b) for b in bands])
    for band in bands:
        without = [o for o in band if not has_banding(game, o)]
        extra = f", {names_of(game, without)} the one without banding" if without else ""
        game.tracer.step(f"{ap} declares {names_of(game, band)} an attacking band ({SOURCE}b{extra}): it lasts for the "
                         f"rest of combat even if a creature in it loses banding (subrule d), and they share no "
                         f"abilities, each a separate permanent (subrule f)", "308.1", kind="combat")


def band_of(game: Game, oid: int) -> list[int]:
    """The creatures of ``oid``'s attacking band still attacking (subrule d: one removed from
    combat is removed from its band), ``oid`` first; ``[oid]`` when it is in no band."""
    c = get(game)
    for band in (c.bands if c is not None else ()):
        if oid in band:
            return [oid] + [o for o in band if o != oid and game.exists(o) and game.objects[o].attacking
                            and game.objects[o].zone == "in play"]
    return [oid]


def spread_blocks(game: Game, pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Subrule e: a creature blocking one creature of a band blocks each other creature of it."""
    out = list(pairs)
    for b, a in pairs:
        others = [m for m in band_of(game, a)[1:] if (b, m) not in out]
        if not others:
            continue
        out += [(b, m) for m in others]
        game.tracer.step(f"{game.describe(a)} is in a band with {names_of(game, others)}: bands are blocked as a group, "
                         f"so {game.describe(b)} blocking it blocks {names_of(game, others)} too "
                         f"({SOURCE}e)", "309.3", "309.1", kind="combat")
    return out


def spread_blocked(game: Game, oid: int) -> list[int]:
    """Subrule g: the other creatures of the band of ``oid``, which an effect makes blocked."""
    return band_of(game, oid)[1:]


def damage_chooser(game: Game, dealer: int, recipients: list[int]) -> Optional[tuple[str, list[int]]]:
    """Subrule h: who chooses how ``dealer`` assigns its combat damage among ``recipients`` (the
    creatures blocking it, or those it blocks) when one of them has banding now — that
    creature's controller, and the creatures with banding; None: the dealer's controller, as
    310.1c/d say."""
    banders = [r for r in recipients if has_banding(game, r)]
    if not banders:
        return None
    who = game.controller_of(banders[0])
    if who is None or who == game.controller_of(dealer):
        return None
    return who, banders


def chooser_words(game: Game, dealer: int, chooser: str, banders: list[int], blocking: bool) -> str:
    """The trace's words for subrule h."""
    verb = "blocking" if blocking else "blocked by"
    return (f"{chooser} controls {names_of(game, banders)}, with banding, {verb} {game.describe(dealer)}: {chooser}, "
            f"not {game.describe(dealer)}'s controller, chooses how its combat damage is assigned ({SOURCE}h)")
