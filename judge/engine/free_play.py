"""Spells played without paying their mana cost by a permanent's leave (409.1f; glossary "Alternative Cost").

Aluren: "Any player may cast creature spells with converted mana cost 3 or less without paying their mana cost and
as though they had flash" (ir.PlayFreeAsInstant) — one permission: a spell it describes may be played for an
alternative cost of nothing (409.1f: the player announces an alternative cost as the costs are paid; glossary
"Alternative Cost": additional costs still apply, and whatever refers to the mana cost still sees it), and, played
so, any time its player could play an instant (the card overrides 408.1d, 103.1). Paying the mana cost, the spell
is played the ordinary way, at its ordinary time.
"""

from __future__ import annotations

from typing import Optional

from judge.cards import ir
from judge.engine.context import refer, static_rules
from judge.engine.filters import matches
from judge.engine.game import Game


def _granting(game: Game, player: str, oid: int) -> Optional[tuple[int, str]]:
    """The permanent that lets ``player`` play the card ``oid`` without paying its mana cost and as an instant,
    with its ability's words, or None where none in play does."""
    for sid, rule, ctx in static_rules(game, ir.PlayFreeAsInstant):
        if rule.filter is None or player not in [p for p in refer(ctx, rule.what) if isinstance(p, str)]:
            continue
        if matches(game, rule.filter, oid, ctx.controller, sid, zone_check=False):
            text = next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                         and rule in ab.effects), "")
            return sid, text
    return None


def granted(game: Game, player: str, oid: int) -> Optional[str]:
    """Why ``player`` may play the card ``oid`` without paying its mana cost and as an instant — the permanent
    and its words ("Aluren says so (…)") — or None where no permanent in play lets him or her."""
    found = _granting(game, player, oid)
    return f"{game.describe(found[0])} says so ({found[1]})" if found else None


def offered(game: Game, player: str, oid: int) -> Optional[str]:
    """Where a permanent would let ``player`` play ``oid`` for nothing and as an instant, but the play pays the mana
    cost: the words of why the permission doesn't make it an instant's play (None: no such permission)."""
    found = _granting(game, player, oid)
    return (f"{game.describe(found[0])} lets it be played any time {player} could play an instant only without "
            f"paying its mana cost, and this play pays it") if found else None


def not_granted(game: Game, player: str, oid: int) -> str:
    """Where permanents in play let ``player`` play some spells without paying their mana cost, but not ``oid``:
    which, and what they let be played so ("Aluren @a lets creature spells with converted mana cost 3 or less
    be played so, and Hill Giant isn't one"); "" where none does."""
    from judge.cards.describe import spells_phrase  # words only: not on the start-up path

    said = []
    for sid, rule, ctx in static_rules(game, ir.PlayFreeAsInstant):
        if rule.filter is not None and player in [p for p in refer(ctx, rule.what) if isinstance(p, str)]:
            said.append(f"{game.describe(sid)} lets {spells_phrase(rule.filter)} be played so")
    return f"{'; '.join(said)}, and {game.objects[oid].name} isn't one" if said else ""
