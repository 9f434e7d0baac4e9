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

"Bands with other" (the era's next rule, banding's "specialized version" in the glossary's words) is
applied for the two qualities the era's cards grant it with, "bands with other legendary creatures" (the
Legends lands; added, Oracle round eleven, A–L) and "bands with other creatures named Wolves of the Hunt"
(Master of the Hunt's tokens; added, session 72, h6: a quality that is a name, 202.3), as the era's rule
and the Oracle's reminder of it say (here for legendary creatures; the same for creatures of that name):

- any legendary creatures can attack in a band as long as at least one of them has "bands with other
  legendary creatures" (no creature of it needs banding, and there is no limit of one without);
- such a band is blocked as a group and lasts for the rest of combat, as a band does (e, g, d above);
- if at least two legendary creatures a player controls, one of which has "bands with other
  legendary creatures", are blocking or being blocked by the same creature, that player, not the
  creature's controller, divides its combat damage among the creatures it is blocked by or blocks.

The engine cites only the followed rulebook's numbered rules (308.1-308.3 for the declaration,
309.3 for becoming blocked, 310.1c/d for the division); each step names the glossary entry and
the era's rule it follows in its words.
"""

from __future__ import annotations

from itertools import combinations
from typing import Optional

from judge.cards.english import possessive
from judge.cards import ir
from judge.engine.combat_state import get, names_of
from judge.engine.game import Game
from judge.zones import Zone

#: What a step says of the rule's source (the gap named: docs/cards.md, docs/rules-scenarios.md).
SOURCE = ("glossary \"Banding, Bands with Other\"; Appendix B, \"Older Rules\", is absent from the followed text: the era's "
          "Comprehensive Rules, banding, subrule ")


#: What a step says of "bands with other legendary creatures" (the rule is banding's next, as SOURCE says).
OTHER_SOURCE = ("glossary \"Banding, Bands with Other\"; the era's Comprehensive Rules, \"bands with other\", as the "
                "Oracle's reminder says it")


def has_banding(game: Game, oid: int) -> bool:
    return game.chars(oid).has_keyword("banding")


def others_of(game: Game, oid: int) -> list[str]:
    """The qualities of ``oid``'s "bands with other" abilities (``ir.LEGENDARY_CREATURES``, or
    ``ir.CREATURES_NAMED`` and a name), each once, in its abilities' order."""
    ch = game.chars(oid)
    # "creatures named ~" (the token's text read as its own, ~ its name): its own name now (202.3)
    return list(dict.fromkeys(ir.CREATURES_NAMED + ch.name if a.param == ir.CREATURES_NAMED + "~" else a.param
                              for a in ch.abilities
                              if isinstance(a, ir.Keyword) and a.name == "bands with other" and a.param))


def bands_with_legends(game: Game, oid: int) -> bool:
    """Whether ``oid`` has a "bands with other" ability ("legendary creatures" or "creatures named …")."""
    return bool(others_of(game, oid))


def has_quality(game: Game, oid: int, quality: str) -> bool:
    """Whether ``oid`` is of a "bands with other" ability's ``quality``: legendary, or of that name (202.3)."""
    if quality.startswith(ir.CREATURES_NAMED):
        return game.chars(oid).name == quality.removeprefix(ir.CREATURES_NAMED)
    return game.chars(oid).legendary


def band_quality(game: Game, band: list[int]) -> Optional[str]:
    """The quality that makes ``band`` a band of "bands with other": all its creatures of it, at
    least one of them with "bands with other" that quality; None: none does."""
    for q in dict.fromkeys(q for o in band for q in others_of(game, o)):
        if all(has_quality(game, o, q) for o in band):
            return q
    return None


def legends_band(game: Game, band: list[int]) -> bool:
    """Whether ``band`` is a band of "bands with other legendary creatures" (or of creatures of one
    name, one of them with "bands with other creatures named" it): of that quality only, at least one
    of them with that ability."""
    return band_quality(game, band) is not None


def _quality_noun(quality: str, one: bool) -> str:
    """"legendary creature(s)", or "creature(s) named …" (the trace's words)."""
    if quality.startswith(ir.CREATURES_NAMED):
        return f"{'creature' if one else 'creatures'} named {quality.removeprefix(ir.CREATURES_NAMED)}"
    return "legendary creature" if one else "legendary creatures"


def band_problems(game: Game, bands: list[list[int]]) -> list[tuple[str, str]]:
    """What makes declared bands illegal (subrule b): each needs a creature with banding, and may
    include at most one creature without it — unless it is a band of legendary creatures, one of
    which has "bands with other legendary creatures"."""
    probs = []
    for band in bands:
        if legends_band(game, band):
            continue
        quals = list(dict.fromkeys(q for o in band for q in others_of(game, o)))
        if quals:
            if not any(has_banding(game, o) for o in band):
                q = quals[0]
                others = [o for o in band if not has_quality(game, o, q)]
                probs.append((f"{names_of(game, others)} {'is no ' + _quality_noun(q, True) if len(others) == 1 else 'are no ' + _quality_noun(q, False)}"
                              f": a creature that \"bands with other {q}\" can attack in a band only "
                              f"with {_quality_noun(q, False)} (the era's Comprehensive Rules, \"bands with other\", as the "
                              f"Oracle's reminder says it), and no creature of the band has banding ({SOURCE}b)",
                              "308.2"))
                continue
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
    if not any(has_banding(game, o) or bands_with_legends(game, o) for o in oids):
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
    game.combat.record_bands([list(b) for b in bands])
    for band in bands:
        without = [o for o in band if not has_banding(game, o)]
        if len(without) == len(band) or len(without) > 1:  # (legal: a band of legendary creatures)
            q = band_quality(game, band) or ir.LEGENDARY_CREATURES
            with_it = [o for o in band if q in others_of(game, o)]
            game.tracer.step(f"{ap} declares {names_of(game, band)} an attacking band: {_quality_noun(q, False)}, "
                             f"{names_of(game, with_it)} with \"bands with other {q}\" ({OTHER_SOURCE}); it "
                             f"lasts for the rest of combat (subrule d), and they share no abilities, each a separate "
                             f"permanent (subrule f)", "308.1", kind="combat")
            continue
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
                            and game.objects[o].zone == Zone.IN_PLAY]
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
        return _legends_chooser(game, dealer, recipients)
    who = game.controller_of(banders[0])
    if who is None or who == game.controller_of(dealer):
        return None
    return who, banders


def _legends_chooser(game: Game, dealer: int, recipients: list[int]) -> Optional[tuple[str, list[int]]]:
    """"Bands with other legendary creatures" (or "… creatures named …"): at least two creatures of
    that quality a player controls, one of which has it, blocking or being blocked by ``dealer`` —
    that player chooses."""
    mine = game.controller_of(dealer)
    for who in dict.fromkeys(game.controller_of(r) for r in recipients):
        if who is None or who == mine:
            continue
        theirs = [r for r in recipients if game.controller_of(r) == who]
        for q in dict.fromkeys(q for r in theirs for q in others_of(game, r)):
            legends = [r for r in theirs if has_quality(game, r, q)]
            if len(legends) >= 2 and any(q in others_of(game, r) for r in legends):
                return who, legends
    return None


def chooser_words(game: Game, dealer: int, chooser: str, banders: list[int], blocking: bool) -> str:
    """The trace's words for subrule h."""
    verb = "blocking" if blocking else "blocked by"
    if not any(has_banding(game, o) for o in banders):
        q = next((q for o in banders for q in others_of(game, o) if all(has_quality(game, b, q) for b in banders)),
                 ir.LEGENDARY_CREATURES)
        with_it = [o for o in banders if q in others_of(game, o)]
        return (f"{chooser} controls {names_of(game, banders)}, {_quality_noun(q, False)}, {verb} {game.describe(dealer)}, "
                f"and {names_of(game, with_it)} {'has' if len(with_it) == 1 else 'have'} \"bands with other "
                f"{q}\": {chooser}, not {possessive(game.describe(dealer))} controller, chooses how its combat damage is "
                f"assigned ({OTHER_SOURCE})")
    return (f"{chooser} controls {names_of(game, banders)}, with banding, {verb} {game.describe(dealer)}: {chooser}, "
            f"not {possessive(game.describe(dealer))} controller, chooses how its combat damage is assigned ({SOURCE}h)")
