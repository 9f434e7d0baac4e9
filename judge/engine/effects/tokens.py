"""Tokens put into play (216) and the scenario labels they take."""

from __future__ import annotations

from dataclasses import replace
from typing import Optional

from judge.cards import ir
from judge.dsl.ast import CardDef
from judge.engine import events
from judge.engine.copies import copy_of
from judge.engine.context import Ctx, amount, amount_source, handles, player_names, refer
from judge.cards import phrasebook
from judge.engine.effects.counting import per_player
from judge.engine.filters import chosen_on_entry
from judge.zones import Zone


def token_card(spec: ir.TokenSpec) -> CardDef:
    """The card-like definition a token of ``spec`` is made from (216.1)."""
    return _token_card(spec)


def _token_card(spec: ir.TokenSpec) -> CardDef:
    types = tuple(t.capitalize() for t in spec.types)
    # Stangg's Twin: "a legendary … token" — a Legendary creature, subject to the Legend rule (215.1, 420.5e)
    supertypes = tuple(t.capitalize() for t in spec.supertypes)
    line = " ".join(supertypes + types) + (" - " + " ".join(spec.subtypes) if spec.subtypes else "")
    # (the first letter capitalized only: a name in it keeps its capitals, "bands with other creatures named
    # Wolves of the Hunt")
    text = ", ".join(str(k)[:1].upper() + str(k)[1:] if i == 0 else str(k) for i, k in enumerate(spec.keywords))
    if not spec.abilities:  # (keywords alone: read from the text, as a card's)
        return CardDef(name=spec.name, type_line=line, supertypes=supertypes, types=types,
                       subtypes=tuple(spec.subtypes), power=_pt(spec.power), toughness=_pt(spec.toughness), text=text,
                       colors=tuple(spec.colors))
    # an ability the creating text quotes (Drudge Spell's Skeleton): given as read
    said = "\n".join([text] * bool(text) + [f'"{ab.text}"' if getattr(ab, "text", "") else "" for ab in spec.abilities])
    return CardDef(name=spec.name, type_line=line, supertypes=supertypes, types=types, subtypes=tuple(spec.subtypes),
                   power=_pt(spec.power), toughness=_pt(spec.toughness), text=said, colors=tuple(spec.colors),
                   abilities=ir.CardAbilities(name=spec.name, abilities=tuple(spec.keywords) + tuple(spec.abilities)))


def _pt(value: "int | ir.Amount | None") -> str:
    """A token's printed power or toughness; "*" where the text states none and its own ability
    defines it (Elephant Resurgence's Elephant: read as 0 until that ability applies, 216.1)."""
    return "*" if value is None else str(value)


def _chosen_token(ctx: Ctx, spec: ir.TokenSpec) -> ir.TokenSpec:
    """"a 2/2 creature token of the chosen color and type" (Volrath's Laboratory): the colour and
    creature type the source's controller chose as it came into play (410.10e), read as the
    instruction is carried out — the token's name is that type (216.1)."""
    if ir.CHOSEN_COLOR not in spec.colors and ir.CHOSEN_TYPE not in spec.subtypes:
        return spec
    color = chosen_on_entry(ctx.game, ctx.source, ir.EntryChoice.COLOR)
    kind = chosen_on_entry(ctx.game, ctx.source, ir.EntryChoice.CREATURE_TYPE)
    colors = tuple(c for c in spec.colors if c != ir.CHOSEN_COLOR) + ((color,) if color else ())
    subtypes = tuple(t for t in spec.subtypes if t != ir.CHOSEN_TYPE) + ((kind,) if kind else ())
    name = kind or "Creature"
    ctx.game.tracer.step(f"{ctx.source_name}: the color chosen as it came into play is {color or 'none'} and the "
                         f"creature type {kind or 'none'}: the token is a {spec.power}/{spec.toughness} "
                         f"{color + ' ' if color else ''}{kind + ' ' if kind else ''}creature named {name}",
                         "410.10e", "216.1", kind="effect")
    return replace(spec, name=name, colors=colors, subtypes=subtypes)


def _counted_token(ctx: Ctx, spec: ir.TokenSpec) -> ir.TokenSpec:
    """"an X/X … creature token, where X is the life paid as ~ came into play" (Phyrexian
    Processor): X counted as the instruction is carried out (413.2f), the token's power and
    toughness (216.1)."""
    if isinstance(spec.power, (int, type(None))) and isinstance(spec.toughness, (int, type(None))):
        return spec
    p, t = amount(ctx, spec.power), amount(ctx, spec.toughness)
    if spec.power == spec.toughness:
        ctx.game.tracer.step(f"{ctx.source_name}: X is {phrasebook.amount_words(spec.power, ctx.controller)}, {p}, as the instruction is "
                             f"carried out: the token is a {p}/{t} creature", "413.2f", "216.1", kind="effect")
    else:  # Broken Visage: "its power is equal to that creature's power and its toughness … toughness"
        ctx.game.tracer.step(f"{ctx.source_name}: the token's power is {phrasebook.amount_words(spec.power, ctx.controller)}, {p}, and its "
                             f"toughness {phrasebook.amount_words(spec.toughness, ctx.controller)}, {t}, as the instruction is carried "
                             f"out: it is a {p}/{t} creature", "413.2f", "216.1", kind="effect")
    return replace(spec, power=p, toughness=t)


@handles(ir.CreateToken)
def _create_token(ctx: Ctx, eff: ir.CreateToken) -> None:
    ps = player_names(refer(ctx, eff.controller)) or [ctx.controller]
    card = _token_card(_chosen_token(ctx, _counted_token(ctx, eff.token)))
    read_off = amount_source(ctx, eff.count)
    if read_off is not None:
        # Monkey Cage: "X 2/2 green Monkey creature tokens …, where X is that creature's converted
        # mana cost": the number, and what it is read off, as the instruction is carried out
        n = amount(ctx, eff.count)
        text = (getattr(getattr(ctx.so, "ability", None), "text", "") or "") if ctx.so is not None else ""
        number = "X" if "where X is" in text else "the number of tokens"
        made = (f"no {eff.token.name} token is put into play" if n <= 0 else
                f"{n} {eff.token.name} token{'s are' if n != 1 else ' is'} put into play")
        ctx.game.tracer.step(f"{ctx.source_name}: {number} is {read_off}, {n}, as the instruction is carried out: "
                             f"{made}", "413.2f", *(("413.2b",) if n <= 0 else ()), kind="effect")
    # "Each player ... puts that many tokens into play": each player's count, then the tokens,
    # each under the player who puts it into play, owned by the spell's controller (216.1)
    # All of them come into play in one event, each seeing the others (410.10a)
    def made(oid: int) -> None:
        ctx.results.setdefault("created", []).append(oid)  # "it" after the token is made (ir.Created)
        _label_token(ctx, oid)
    under = [p for p, n in per_player(ctx, ps, eff.count) for _ in range(n)]
    if under:
        events.create_tokens(ctx.game, card, under, ctx.controller, put_with=_made_with(ctx), each=made)


def _made_with(ctx: Ctx) -> Optional[int]:
    """The ability's source, where its text asks which permanents were put into play with it ("all tokens
    created with ~": Tombstone Stairwell; a token's own ability naming the permanent that put it into play: Saproling
    Burst's, ir.TokenMaker) — each token then one put into play with it; else None, so that
    tokens of one kind made by two permanents whose texts never ask stay interchangeable (two Jungle Patrols'
    Wood tokens, judge.engine.refs)."""
    src = ctx.game.objects.get(ctx.source) if ctx.source is not None else None
    if src is None:
        return None
    text = ctx.game.abilities_of(src)  # (what its text holds, asked once for each card's text: ir.kinds_in)
    asks = ir.TokenMaker in ir.kinds_in(text) or ir.PUT_INTO_PLAY_WITH in ir.filter_words_in(text)
    return ctx.source if asks else None


@handles(ir.CreateTokenCopy)
def _create_token_copy(ctx: Ctx, eff: ir.CreateTokenCopy) -> None:
    """"Create a token that's a copy of that creature" (Echo Chamber, Dual Nature): the text defines the
    token's initial characteristics (216.1, 214.5) as the creature's card values — as a copy takes them
    (judge.engine.copies): its card as printed, or the values another copy effect gave it; not its
    counters, damage, status or the continuous effects on it. They are looked at as the instruction is
    carried out: the creature's now, or, gone from play, as it last existed there (413.2f). The token is
    controlled by whoever puts it into play and owned by the ability's controller (216.1); it is one
    put into play with the ability's source ("all tokens created with ~": Dual Nature)."""
    g = ctx.game
    ps = player_names(refer(ctx, eff.controller)) or [ctx.controller]
    of = [o for o in refer(ctx, eff.of) if isinstance(o, int)]
    if not of and isinstance(eff.of, ir.TriggerObject) and ctx.event is not None:
        # "that creature" of "whenever a nontoken creature comes into play" gone from play since: as it last
        # existed there (413.2f)
        gone = getattr(ctx.event, "new", None) or getattr(ctx.event, "obj", None)
        of = [gone] if gone is not None and gone in g.lki else []
    if not of:
        g.tracer.step(f"{ctx.source_name}: there is no creature to copy, so no token is put into play",
                      "413.2b", kind="effect")
        return
    src, _ = g.last_known(of[0])
    card = copy_of(src.card, g.card_text_abilities(src.card))
    copied = g.describe(of[0]) if g.exists(of[0]) and src.zone == Zone.IN_PLAY else f"{src.card.name}, as it last existed in play"
    if not (g.exists(of[0]) and src.zone == Zone.IN_PLAY):
        g.tracer.step(f"{ctx.source_name}: {src.card.name} has left play: the token copies the values it last had "
                      f"there", "413.2f", kind="effect")
    def made(oid: int) -> None:
        ctx.results.setdefault("created", []).append(oid)  # "that token" after it (ir.Created)
        _label_token(ctx, oid)
    # one for each player who puts one into play, all in one event (410.10a)
    events.create_tokens(g, card, ps, ctx.controller, "216.1", words=(
        f"a copy of {copied} — its card's name, mana cost, color, types, text and power/toughness "
        f"({card.power}/{card.toughness}), not its counters, damage, status or the effects on it (214.5)"),
        put_with=ctx.source, each=made)  # "tokens created with ~" (Dual Nature)


def _label_token(ctx: Ctx, oid: int) -> None:
    """``creating @t1, @t2``: a token made by that spell or ability, or by an ability of the
    permanent that spell became, takes the next label (named where it is made, 216.1)."""
    g, so = ctx.game, ctx.so
    src = g.objects.get(ctx.source) if ctx.source is not None else None
    if so is not None and so.token_labels:
        label = so.token_labels[0]
        g.stack.use_token_label(so)
    elif src is not None and src.token_labels:
        label = src.token_labels[0]
        g.permanents.set_token_labels(src.id, src.token_labels[1:])
    else:
        return
    g.set_label(label, oid)
    g.tracer.step(f"The scenario calls this {g.objects[oid].name} token @{label}", "216.1", kind="zone")
