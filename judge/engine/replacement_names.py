"""419.8a: the replacement and prevention effects that apply to one event, named as a scenario's line and a trace step
name them — by their source, and where one source has several applying (Rock Hydra: its counters' prevention and the
shield its {R} made), by the ability each is of: ``@rh ability 1`` (the effect its activated ability 1 made, numbered as
``activates`` numbers them), ``@rh ability "For each 1 damage"`` (the words of its ability, static or activated)."""

from __future__ import annotations

from typing import Any, Optional, Sequence, Union

from judge.cards import ir
from judge.engine.game import Game


def maker(r: Any) -> Optional[int]:
    """The object the effect ``r`` is of: its source, else the object whose ability made it (a prevention shield
    watches its protected one, not its maker: Rock Hydra's {R})."""
    return r.source if r.source is not None else r.memory.maker


def ability_text(game: Game, r: Any) -> str:
    """The words of the ability the effect ``r`` is of: the ability whose resolution made a shield (Rock Hydra's
    "{R}: Prevent the next 1 damage …"), or the static ability it is (its key's index among its source's abilities:
    "For each 1 damage that would be dealt to Rock Hydra, …"); "" where neither is known."""
    if r.memory.made_by:
        return r.memory.made_by
    key = r.memory.key
    if isinstance(key, tuple) and len(key) >= 3 and key[0] == "static" and isinstance(key[2], int) \
            and r.source is not None and game.exists(r.source):
        abilities = game.chars(r.source).abilities
        if 0 <= key[2] < len(abilities):
            return abilities[key[2]].text or ""
    return ""


def activated_number(game: Game, r: Any) -> Optional[int]:
    """N where the effect ``r`` was made by its source's Nth activated ability, as ``activates @x ability N`` numbers
    them (every activated ability of the object, in its order); None otherwise."""
    oid = maker(r)
    if not r.memory.made_by or oid is None or not game.exists(oid):
        return None
    acts = [a for a in game.chars(oid).abilities if isinstance(a, ir.ActivatedAbility)]
    return next((i + 1 for i, a in enumerate(acts) if a.text == r.memory.made_by), None)


def _plain(text: str) -> str:
    return " ".join(text.split()).lower().rstrip(".")


def is_of(game: Game, r: Any, pick: Union[int, str, None]) -> bool:
    """Whether the effect ``r`` is the one ``ability N`` / ``ability "words"`` picks (None: any)."""
    if pick is None:
        return True
    if isinstance(pick, int):
        return activated_number(game, r) == pick
    return bool(_plain(pick)) and _plain(pick) in _plain(ability_text(game, r))


def source_name(game: Game, r: Any) -> str:
    """The effect's source as a line names it: its label, else its card's name; else the effect's own name."""
    oid = maker(r)
    if oid is not None and oid in game.objects:
        o = game.objects[oid]
        return f"@{o.label}" if o.label else o.card.name
    return r.text


def names_maker(game: Game, r: Any, written: str) -> bool:
    """Whether ``written`` (lower case) names the object the effect ``r`` is of, by its label or its card's name."""
    oid = maker(r)
    if oid is None or oid not in game.objects:
        return False
    o = game.objects[oid]
    return written in ((f"@{o.label}".lower(),) if o.label else ()) + (o.card.name.lower(),)


def line_name(game: Game, r: Any, cands: Sequence[Any]) -> str:
    """How a line of the scenario names the effect ``r`` among ``cands``: as ever where it is its source's only one
    (the effect's name, "Circle of Protection: Red"); where another has the same source, the source with the ability
    it is of — ``@rh ability 1``, else the fewest first words of its ability that no other's ability has
    (``@rh ability "For each 1 damage"``)."""
    oid = maker(r)
    if oid is None or not any(x is not r and maker(x) == oid for x in cands):
        return r.text
    src = source_name(game, r)
    n = activated_number(game, r)
    if n is not None:
        return f"{src} ability {n}"
    words = ability_text(game, r).split()
    others = [_plain(ability_text(game, x)) for x in cands if x is not r and maker(x) == oid]
    for k in range(4, len(words) + 1):
        said = " ".join(words[:k]).rstrip(".,;:")
        if not any(_plain(said) in o for o in others):
            return f'{src} ability "{said}"'
    return src
