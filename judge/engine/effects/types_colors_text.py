"""Land types, colors, types and text changed by a resolving spell or ability (418.3; 415.1)."""

from __future__ import annotations

from dataclasses import replace
import re

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import possessive, with_article
from judge.engine.characteristics import BASIC_LANDS
from judge.engine.events import land_types_offered
from judge.engine.context import Ctx, amount, handles, object_ids, subjects
from judge.engine.decider import Option, choose
from judge.engine.kinds import EffectKind
from judge.engine.outcome import ChoiceSubject
from judge.engine.statics import basic_land_apply, set_color_apply, set_snow_apply, set_types_apply
from judge.engine.text_changes import WORDS as TEXT_WORDS, kind_of as text_kind_of, words_in as text_words_in
from judge.engine.text_changes import stated_land_type_apply, stated_land_types
from judge.engine.effects.continuous import begin_effect, fixed_set, report_pt
from judge.zones import Zone


@handles(ir.SetLandType)
def _set_land_type(ctx: Ctx, eff: ir.SetLandType) -> None:
    """Mystic Compass: "Target land is a basic land type of your choice until end of turn" —
    the type is chosen on resolution (413.2c)."""
    g = ctx.game
    lands = [o for o in object_ids(subjects(ctx, eff.what)) if g.objects[o].zone == Zone.IN_PLAY]
    if not lands:
        return
    land_type = eff.land_type
    if land_type is None:
        opts = [Option(t, t, lambda v, t=t: str(v).lower().rstrip("s") == t.lower()) for t in BASIC_LANDS]
        land_type = choose(g, ctx.controller, f"a basic land type ({ctx.source_name})", opts, (1, 1), rule="413.2c",
                           forced_ok=False)[0]
    if eff.keep:
        begin_effect(ctx, lands, f"is {with_article(land_type)} in addition to its other land "
                                f"types (a basic land also has \"{{T}}: Add {{{BASIC_LANDS[land_type]}}}\", 214.9e; a "
                                f"nonbasic one doesn't, 212.2c)",
                    basic_land_apply(land_type, keep=True), eff.duration, rule="212.2c", kind=EffectKind.TYPE)
        return
    begin_effect(ctx, lands, f"is {with_article(land_type)} (a basic land: only \"{{T}}: Add {{{BASIC_LANDS[land_type]}}}\", 214.9f)",
                basic_land_apply(land_type), eff.duration, rule="214.9f", kind=EffectKind.TYPE)


@handles(ir.SetSnow)
def _set_snow(ctx: Ctx, eff: ir.SetSnow) -> None:
    """Arcum's Weathervane (added, session 48): "Target snow land is no longer snow.", "Target nonsnow
    basic land becomes snow." — the supertype taken away or given for the duration (none stated: until
    the end of the game, 418.3a); its land type and whether it is basic stay (glossary "Snow-Covered
    (Obsolete)"). With another effect on snow (Melting's), the later timestamp wins (418.5c, 418.5d)."""
    lands = [o for o in object_ids(subjects(ctx, eff.what)) if ctx.game.objects[o].zone == Zone.IN_PLAY]
    said = ("is snow" if eff.snow else "is no longer snow") + ", its land type and whether it is basic unchanged " \
        "(glossary \"Snow-Covered (Obsolete)\")"
    begin_effect(ctx, lands, said, set_snow_apply(eff.snow), eff.duration, changes=frozenset({"supertypes"}))


@handles(ir.ChosenLandTypeBecomes)
def _chosen_land_type_becomes(ctx: Ctx, eff: ir.ChosenLandTypeBecomes) -> None:
    """Vision Charm (added, session 46, c4): "Choose a land type and a basic land type. Each land of the
    first chosen type becomes the second chosen type until end of turn." Both are chosen as it resolves
    (413.2c): the first any land type — a land's type is its name (212.2c): the five basic ones and those
    of the lands in the game are offered (a type no land has would change nothing) —, the second one of the
    five basic land types. The lands of the first type in play now are the set (418.3b: fixed on
    resolution, a land of that type later is not in it); each is the second type and nothing else, with
    only that basic land's mana ability (214.9f; a Revised dual land as printed keeps its other type, its
    own text, 103.1), for the duration (418.3a)."""
    g = ctx.game
    (first,) = choose(g, ctx.controller, f"a land type ({ctx.source_name}: the lands of it change)",
                      [Option(t, t, lambda v, t=t: str(v).lower().rstrip("s") == t.lower().rstrip("s"))
                       for t in land_types_offered(g)], (1, 1), rule="413.2c", forced_ok=False)
    (second,) = choose(g, ctx.controller, f"a basic land type ({ctx.source_name}: each {first} becomes it)",
                       [Option(t, t, lambda v, t=t: str(v).lower().rstrip("s") == t.lower()) for t in BASIC_LANDS],
                       (1, 1), rule="413.2c", forced_ok=False)
    described = ir.All((ir.Filter(types=("land",), subtypes=(first,)),))
    lands = fixed_set(ctx, described)
    if not lands:
        g.tracer.step(f"No land in play is {with_article(first)} as {ctx.source_name} resolves: the set of lands it "
                      f"changes is fixed now (418.3b), and is empty — nothing becomes {with_article(second)}",
                      "418.3b", "413.2b", kind="effect")
        return
    begin_effect(ctx, lands, f"is {with_article(second)} and no longer {with_article(first)} (a basic land: only "
                            f"\"{{T}}: Add {{{BASIC_LANDS[second]}}}\", 214.9f)",
                basic_land_apply(second, altered=first), eff.duration, rule="214.9f", kind=EffectKind.TYPE,
                described=described)


#: The kinds of word (judge.engine.text_changes' own: TEXT_WORDS, text_words_in) a text change replaces, by
#: ``ChangeText.words``: Mind Bend's "color word or basic land type" either.
_TEXT_KINDS: dict[ir.ChangedWords, tuple[str, ...]] = {
    ir.ChangedWords.COLOR: ("color",), ir.ChangedWords.LAND_TYPE: ("land type",),
    ir.ChangedWords.COLOR_OR_LAND_TYPE: ("color", "land type")}


@handles(ir.ChangeText)
def _change_text(ctx: Ctx, eff: ir.ChangeText) -> None:
    """Sleight of Mind, Magical Hack: the spell's controller chooses, as it resolves (413.2c), a
    word of that kind the text uses and the word to put in its place; the text of the permanent
    (418.3a) or of the spell (415.1, an edit) changes for the duration (judge.engine.text_changes)."""
    g = ctx.game
    kinds = _TEXT_KINDS[eff.words]
    for oid in fixed_set(ctx, eff.what):
        obj = g.objects[oid]
        present = [w for k in kinds for w in text_words_in(g.abilities_of(obj), k)]
        stated = stated_land_types(g, obj) if "land type" in kinds else ()
        present += [w for w in TEXT_WORDS["land type"] if w in stated and w not in present]
        what = " or ".join("color word" if k == "color" else "basic land type" for k in kinds)
        if not present:
            g.tracer.step(f"{possessive(g.describe(oid))} text has no {what}: there is nothing to replace", "103.1", kind="effect")
            continue
        old = choose(g, ctx.controller, f"the {what} in {possessive(g.describe(oid))} text to replace",
                     [Option(w, w, lambda v, w=w: str(v).lower().rstrip("s") == w.rstrip("s")) for w in present],
                     (1, 1), rule="413.2c", subject=ChoiceSubject.COLOR if "color" in kinds else None, about=oid)[0]
        others = [w for w in TEXT_WORDS[text_kind_of(old)] if w != old]
        new = choose(g, ctx.controller, f"the {'color word' if text_kind_of(old) == 'color' else 'basic land type'} "
                     f"to put in place of \"{old}\" in {possessive(g.describe(oid))} text",
                     [Option(w, w, lambda v, w=w: str(v).lower().rstrip("s") == w.rstrip("s")) for w in others],
                     (1, 1), rule="413.2c", subject=ChoiceSubject.COLOR if text_kind_of(old) == "color" else None,
                     about=oid)[0]
        # (a spell's text is edited, 415.1, which begin_effect cites for an object on the stack)
        types = ""
        if old in stated:  # the dual lands as printed: "Counts as both islands and plains" (212.2c)
            types = (f" — its text states its land types, so it counts as {with_article(new.capitalize())} instead of "
                     f"{with_article(old.capitalize())} (212.2c)")
        begin_effect(ctx, [oid], f"reads \"{new}\" wherever its text said \"{old}\"{types}",
                    stated_land_type_apply(old, new) if old in stated else _no_change, eff.duration,
                    kind="text", edit=(old, new))
        if any(isinstance(ab, ir.StaticAbility) for ab in g.abilities_of(obj).abilities):
            g.tracer.step(f"The effects of {possessive(g.describe(oid))} static abilities depend on its text: they are made "
                          f"from the changed text, after the change applies", "418.5b", "418.5c", kind="effect")


def _no_change(game, obj, chars) -> None:
    """A text change alters no characteristic itself: the abilities it changes are read from
    the changed text (judge.engine.game.Game.abilities_of)."""


@handles(ir.SetColor)
def _set_color(ctx: Ctx, eff) -> None:
    if eff.colors in ((ir.COLOR_OF_CHOICE,), (ir.COLORS_OF_CHOICE,)):
        # "becomes the color (or colors) of your choice": chosen as it resolves (413.2c)
        many = eff.colors == (ir.COLORS_OF_CHOICE,)
        opts = [Option(c, c, lambda v, c=c: str(v).lower() == c) for c in ir.COLORS]
        chosen = choose(ctx.game, ctx.controller, f"the color{'s' if many else ''} for {ctx.source_name}", opts,
                        (1, len(opts) if many else 1), rule="413.2c", subject=ChoiceSubject.COLOR)
        eff = replace(eff, colors=tuple(chosen))
    affected = fixed_set(ctx, eff.what)
    before = {o: ctx.game.chars(o).colors for o in affected}
    # the card's own verb: "Raging Spirit becomes colorless", Ersatz Gnomes as printed "is colorless"
    verb = "becomes" if ctx.so is not None and re.search(r"\bbecomes?\b", ctx.so.text or "", re.I) else "is"
    begin_effect(ctx, affected, f"{verb} {'/'.join(eff.colors) or 'colorless'}", set_color_apply(eff), eff.duration,
                 stated_with_type=True)  # "becomes a 2/1 blue Faerie creature" (214.5)
    for o in affected:
        lost = [c for c in ir.COLORS if c in before[o] and c not in ctx.game.chars(o).colors]
        if lost:
            ctx.game.tracer.step(f"{ctx.game.describe(o)} is no longer {' or '.join(lost)}: a new color replaces all "
                                 f"previous colors rather than adding to them (glossary \"Color\")", "418.1",
                                 kind="effect")
        # the Laces' "Costs to tap, maintain, or use an ability of that permanent remain unchanged"
        # (the Oracle's "Its mana symbols remain unchanged"): only the colour is changed
        ctx.game.tracer.step(f"The mana cost of {ctx.game.describe(o)} and the costs of its abilities are unchanged: "
                             f"the effect changes its color, not the mana symbols in its costs (glossary \"Color\": "
                             f"its mana cost gives only its initial color)", "418.1", kind="effect")


def _still(ctx: Ctx, affected: list[int], eff) -> str:
    """What a type added "in addition to its other types" leaves the objects still (214.4, the card's
    "They're still lands": Natural Affinity): " and still a land" — the types each had before that the
    effect doesn't set, where they are the same for all; else the cards' " in addition to its other
    types" (Thran Forge)."""
    added = {t.lower() for t in eff.types}
    kept = {tuple(t for t in ctx.game.chars(o).types if t not in added) for o in affected}
    if len(kept) == 1:  # (none kept: it had only the types it is given)
        return f" and still {with_article(' '.join(next(iter(kept))))}" if next(iter(kept)) else ""
    return " in addition to its other types"


@handles(ir.SetTypes)
def _set_types(ctx: Ctx, eff) -> None:
    if isinstance(eff.power, ir.VarX):  # "becomes an X/X creature": X fixed as it resolves (418.3c)
        eff = replace(eff, power=amount(ctx, eff.power), toughness=amount(ctx, eff.toughness))
        ctx.game.tracer.step(f"X is {eff.power}: the effect is determined now, on resolution, and isn't recomputed",
                             "418.3c", kind="effect")
    elif isinstance(eff.power, ir.ConvertedManaCostOf):  # Veiled Sentry: "each equal to that spell's converted mana cost"
        eff = replace(eff, power=amount(ctx, eff.power), toughness=amount(ctx, eff.toughness))
        ctx.game.tracer.step(f"That spell's converted mana cost is {eff.power}: the power and toughness are determined "
                             f"now, on resolution, and aren't recomputed", "418.3c", kind="effect")
    # the new subtypes with the types, as the card says them ("a 1/1 Bird creature": Veil of Birds,
    # audit 3430, was said to be "a 1/1 creature")
    words = " ".join((*eff.subtypes, *eff.types))
    if eff.enchant is not None:  # the Licids (214.8a)
        enchant = phrasebook.filter_phrase(eff.enchant).replace(" put into play with this", f" put into play with {ctx.source_name}")
        words = f"local enchantment (an Aura with enchant {enchant}), no longer anything else"
    pt = f"{eff.power}/{eff.toughness} " if eff.power is not None else ""
    affected = fixed_set(ctx, eff.what)
    begin_effect(ctx, affected, f"is {with_article(pt + words)}{_still(ctx, affected, eff) if eff.keep else ''}",
                set_types_apply(eff), eff.duration, "214.4", kind=EffectKind.TYPE)
    if pt and affected:
        ctx.game.tracer.step(f"{pt.strip()} is {'its' if len(affected) == 1 else 'their'} initial power and toughness, "
                             f"set by a type-changing effect: effects that don't change its type still apply "
                             f"on top of it, whatever their timestamps", "214.5", kind="effect")
    report_pt(ctx, affected)
