"""Targets and filters: what a "target" word may choose (409.1c) and re-checking on
resolution (413.2a); matching IR :class:`~judge.cards.ir.Filter` s against objects/players.
"""

from __future__ import annotations

from typing import Optional, Union

from judge.cards import ir
from judge.engine.game import Game
from judge.engine.objects import GameObject, Target

Thing = Union[int, str]  # an object id or a player name


def _cmp(c: Optional[ir.Compare], v: Optional[int], x: Optional[int]) -> bool:
    if c is None:
        return True
    if v is None:
        return False
    ref = x if isinstance(c.value, ir.VarX) else c.value
    ref = ref or 0
    return {">=": v >= ref, "<=": v <= ref, "==": v == ref, ">": v > ref, "<": v < ref}.get(c.op, False)


def converted_mana_cost(game: Game, obj, ch) -> int:
    """203.3: the total amount of mana in the mana cost, regardless of color; an {X} counts
    the value announced for the spell while it is on the stack, 0 elsewhere."""
    from judge.engine.mana import parse_cost

    if not ch.mana_cost:
        return 0
    x = None
    if obj.zone == "stack":
        so = next((s for s in game.stack if s.card_obj == obj.id), None)
        x = so.x if so is not None else None
    return parse_cost(ch.mana_cost, x).total()


def matches(game: Game, flt: ir.Filter, thing: Thing, you: str, source: Optional[int] = None,
            x: Optional[int] = None, zone_check: bool = True) -> bool:
    """Does ``thing`` (object id or player name) fit ``flt`` from the point of view of ``you``?"""
    if isinstance(thing, str):
        if not flt.players:
            return False
        if flt.controller == "you" and thing != you:
            return False
        if flt.controller == "opponent" and thing == you:
            return False
        return True
    if not game.exists(thing):
        return False
    obj = game.objects[thing]
    if flt.players and not flt.types and not flt.subtypes:
        return False
    want_zone = flt.zone or "in play"
    if "spell" in flt.types:
        want_zone = "stack"
    if zone_check and obj.zone != want_zone:
        return False
    ch = game.chars(obj)
    types = [t for t in flt.types if t not in ("spell",)]
    if types:
        ok = False
        for t in types:
            if t == "permanent" and obj.zone == "in play":
                ok = True
            elif t == "card" and not obj.token:
                ok = True
            elif t in ch.types:
                ok = True
            elif t in ir.BASIC_LAND_TYPES and t.capitalize() in ch.subtypes:
                ok = True
        if not ok:
            return False
    if flt.not_types and any(t in ch.types for t in flt.not_types):
        return False
    if getattr(flt, "types_all", ()) and not all(t in ch.types for t in flt.types_all):
        return False
    any_of = getattr(flt, "any_of", ())
    if any_of and not any(matches(game, f, thing, you, source, x, zone_check) for f in any_of):
        return False
    if flt.subtypes:
        subs = {s.lower().rstrip("s") for s in ch.subtypes}
        if not any(s.lower().rstrip("s") in subs for s in flt.subtypes):
            return False
    if flt.not_subtypes:
        subs = {s.lower().rstrip("s") for s in ch.subtypes}
        if any(s.lower().rstrip("s") in subs for s in flt.not_subtypes):
            return False
    if flt.colors and not any(c in ch.colors for c in flt.colors):
        return False
    if flt.not_colors and any(c in ch.colors for c in flt.not_colors):
        return False
    if flt.colored is True and not ch.colors:
        return False
    if flt.colored is False and ch.colors:
        return False
    for k in flt.keywords:
        if not ch.has_keyword(k.name, k.param):
            return False
    for k in flt.not_keywords:
        if ch.has_keyword(k.name, k.param):
            return False
    if flt.controller:
        ctl = game.controller_of(thing)
        if flt.controller == "you" and ctl != you:
            return False
        if flt.controller == "opponent" and ctl == you:
            return False
    if flt.status and not any(_has_status(game, obj, st) for st in flt.status):
        return False  # any of the statuses ("attacking or blocking creature")
    controlled_by = getattr(flt, "controlled_by", None)
    if controlled_by is not None and _player_of(game, controlled_by, you) != game.controller_of(thing):
        return False
    mana_value = getattr(flt, "mana_value", None)
    if mana_value is not None and not _cmp(mana_value, converted_mana_cost(game, obj, ch), x):
        return False  # "with converted mana cost X" (Spell Blast; glossary "Converted Mana Cost", 203.3)
    if flt.other and source is not None and thing == source:
        return False
    if not _cmp(flt.power, ch.power, x) or not _cmp(flt.toughness, ch.toughness, x):
        return False
    for e in flt.extra:
        if e == "nontoken" and obj.token:
            return False
        if e == "token" and not obj.token:
            return False
        if e == "basic" and "Basic" not in ch.supertypes and obj.card.name not in ("Plains", "Island", "Swamp", "Mountain", "Forest"):
            return False
        if e == "drawn this way":  # "discard one of them" (Soldevi Sage): only the cards this effect drew
            ctx = getattr(game, "current_ctx", None)
            if ctx is None or thing not in ctx.results.get("drawn", []):
                return False
        if e == "single target":  # "spell with a single target" (Deflection)
            so = next((s for s in game.stack if s.card_obj == thing or s.id == thing), None)
            if so is None or len(so.targets) != 1:
                return False
        if e == "dealt damage this turn" and not obj.damage and thing not in getattr(game, "damaged_this_turn", ()):
            return False
        if e == "mana-producing" and not any(isinstance(a, ir.ActivatedAbility) and a.is_mana_ability for a in ch.abilities):
            return False
        if e == "attacked this turn":
            c = getattr(game, "combat", None)
            ids = set(getattr(c, "attackers", ()) or ()) | set(getattr(game, "attacked_this_turn", ()) or ())
            if not (obj.attacking or thing in ids):
                return False
    return True


def protected_from(game: Game, thing: Thing, source_chars) -> Optional[str]:
    """Protection (502.7): a permanent with protection from a quality can't be the target of
    spells or abilities from sources with that quality. Returns the protection's text."""
    if isinstance(thing, str) or source_chars is None:
        return None
    if game.objects[thing].zone != "in play":
        return None  # 402.8: abilities function only in play
    ch = game.chars(thing)
    for k in ch.keywords:
        if k.name != "protection" or not k.param:
            continue
        q = k.param.lower().rstrip("s")
        if q in source_chars.colors or q in source_chars.types:
            return str(k)
    return None


def legal_target(game: Game, spec: ir.TargetSpec, thing: Thing, you: str, source: Optional[int],
                 source_chars=None, x: Optional[int] = None) -> tuple[bool, str]:
    """Is ``thing`` a legal choice for ``spec`` (409.1c)? Returns (legal, why not)."""
    if isinstance(thing, int) and thing not in game.objects:
        if "spell" in spec.filter.types:
            return False, "it is an ability's pseudospell, and an ability isn't a spell (402.5)"
        return False, f"it is not {spec_words(spec)}"
    if not matches(game, spec.filter, thing, you, source, x):
        return False, f"it is not a legal choice for \"{spec_words(spec)}\""
    if isinstance(thing, int) and source is not None and source in game.objects and game.objects[source].zone == "stack":
        from judge.engine.effects import refer, static_rules

        for sid, rule, ctx in static_rules(game, "cant be targeted by spells"):
            if thing in refer(ctx, rule.what or ir.This()):
                return False, f"it can't be the target of spells ({ctx.source_name}; 103.1)"
    prot = protected_from(game, thing, source_chars)
    if prot:
        return False, f"it has {prot} (502.7b)"
    if thing == source and isinstance(thing, int) and game.objects[thing].zone == "stack":
        return False, "a spell can't target itself"
    return True, ""


def still_legal(game: Game, t: Target, you: str, source: Optional[int], source_chars, x) -> bool:
    """413.2a: a target removed from play or from its zone, or whose characteristics no
    longer fit, is illegal. Objects get a new id when they change zones (217.8), so an
    object that left and came back is a different object."""
    if t.player is not None:
        p = game.player(t.player)
        return not p.lost and matches(game, t.spec.filter, t.player, you, source, x)
    if not game.exists(t.obj) or game.objects[t.obj].zone != t.zone:
        return False
    return legal_target(game, t.spec, t.obj, you, source, source_chars, x)[0]


def _player_of(game: Game, ref, you: str) -> Optional[str]:
    """A player reference inside a filter: "you" or a player named elsewhere (best effort)."""
    if isinstance(ref, ir.You):
        return you
    ctx = getattr(game, "current_ctx", None)
    if ctx is not None:
        from judge.engine.effects import refer

        things = refer(ctx, ref)
        return next((t for t in things if isinstance(t, str)), None)
    return None


def _has_status(game: Game, obj: GameObject, st: str) -> bool:
    """A status word of a filter (308.5, 309.3; glossary "Unblocked Creature": only after
    blockers are declared)."""
    if st == "tapped":
        return obj.tapped
    if st == "untapped":
        return not obj.tapped
    if st == "attacking":
        return obj.attacking
    if st == "blocking":
        return obj.blocking
    if st == "blocked":
        return obj.attacking and obj.blocked
    if st == "unblocked":
        from judge.engine.combat import get

        c = get(game)
        return obj.attacking and not obj.blocked and c is not None and c.blockers_declared
    return True


def filter_words(flt: ir.Filter) -> str:
    """A filter in words, for messages ("nonblack creature", "artifact or enchantment",
    "creature or player", "spell")."""
    words = []
    if flt.not_colors:
        words += ["non" + c for c in flt.not_colors]
    if flt.not_types:
        words += ["non" + t for t in flt.not_types]
    if flt.colors:
        words.append(" or ".join(flt.colors))
    if flt.status:
        words.append(" or ".join(flt.status))
    noun = " or ".join(t for t in flt.types if t != "card") or ("card" if "card" in flt.types else "")
    if flt.keywords:
        noun += " with " + " and ".join(str(k) for k in flt.keywords)
    if flt.power is not None:
        noun += f" with power {flt.power.value if not isinstance(flt.power.value, ir.VarX) else 'X'}" + \
                {">=": " or greater", "<=": " or less"}.get(flt.power.op, "")
    if flt.subtypes:
        noun = (" or ".join(flt.subtypes) + " " + noun).strip()
    if flt.players:
        noun = f"{noun} or player" if noun else "player"
    head = ", ".join(words[:-1] + [f"{words[-1]} {noun}".strip()]) if words else noun
    if flt.controller == "you":
        head += " you control" if flt.zone == "in play" else " of yours"
    elif flt.controller == "opponent":
        head += " an opponent controls"
    if flt.zone not in ("in play", "stack") and flt.zone:
        head += f" in a {flt.zone}"
    return head or "object"


def spec_words(spec: ir.TargetSpec) -> str:
    return spec.text or "target " + filter_words(spec.filter)
