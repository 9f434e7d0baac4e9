"""What an effect is carried out with (413.2): its context (:class:`Ctx`: the game, its
controller, source, targets, X, the event), the references and amounts it names resolved
now (413.2f: current information if the object is still there, else last known
information), its conditions (410.8, "as long as", resolution "if"), the static rules
effects in play, and the one table of effect handlers.

The handlers themselves live in :mod:`judge.engine.effects`, each registered beside its
function with :func:`handles`; :func:`run_effect` dispatches on the IR class. A module that
only needs to *carry out* effects (a replacement's "instead", a trigger's resolution) uses
:func:`run_effects` here and never imports the handlers' module: a handler's module is imported
the first time an effect of its class is carried out (:func:`handler_for`, through the generated
index of which module registers which class, :data:`HANDLER_INDEX`).

What a reference means now (:func:`refer`) is looked up the same way: a function per IR reference
class, registered with :func:`refers` in :mod:`judge.engine.references` (imported beside the
effects) and found by the reference's class, or its nearest base class.
"""

from __future__ import annotations

import functools
import importlib
import re
from dataclasses import field, replace

from pathlib import Path
from typing import Any, Callable, Iterator, Optional, Sequence, Union

from judge.cards import phrasebook
from judge.cards.english import possessive, quoted, with_article
from judge._speed.fastdataclass import dataclass_for
from judge._speed.lazy_index import LazyIndex
from judge.cards import ir
from judge.cards.english import own_sentences, own_zones_said
from judge.dsl.ast import Ref
from judge.engine.characteristics import Chars
from judge.engine.filters import chosen_on_entry, converted_mana_cost, matches
from judge.engine.game import Game
from judge.engine.kinds import EventKind, StackKind
from judge.engine.objects import StackObject
from judge.errors import JudgeError
from judge.zones import Zone

dataclass = dataclass_for("engine")


class Unsupported(JudgeError):
    """An IR node the engine does not execute yet (a clear error, never a silent no-op)."""


@dataclass
class Ctx:
    """What an effect needs: the game, who controls it, its source, targets, X, the event."""

    game: Game
    controller: str
    source: Optional[int]
    source_name: str
    targets: list  # Target or None (illegal on resolution)
    so: Optional[StackObject] = None
    x: Optional[int] = None
    #: The judge.engine.events.Event a triggered ability triggered on (410.10), or None (that module
    #: is above this one: not imported here).
    event: Any = None
    span: Any = None
    results: dict = field(default_factory=dict)
    mana_choice: Optional[str] = None
    source_chars: Optional[Chars] = None
    divide: dict = field(default_factory=dict)
    #: The player an "each player ... his or her ..." instruction is being applied to (EachOne).
    each_one: Optional[str] = None
    #: Each object an instruction of this spell or ability moved, and the object it became
    #: (217.8): what a later instruction acting on "it" acts on (:func:`subjects`).
    moved: dict = field(default_factory=dict)
    #: A mana ability with {T} in its cost is being played: a land's mana is then "tapped for
    #: mana", which a replacement of that mana watches (judge.engine.mana_instead, 419.1).
    tapped_for_mana: bool = False
    #: 413.2g's step ("checks only the stated colour") has been said for this resolution: an
    #: instruction that looks its group up twice says it once (audit 4541, Nocturnal Raid).
    said_stated_colour: bool = False
    #: A mana ability is resolving, at once and off the stack: the rules that say so, cited where one
    #: of its instructions does nothing in place of 413.2b (a spell's or an ability's resolution from the
    #: stack) — ("411.1", "411.3") for an activated one, ("411.3",) for a triggered one; () otherwise.
    mana_ability: tuple = ()


    def refer(self, ref: Any) -> list[Union[int, str]]:
        """:func:`refer` in this context (what a filter's player reference asks, 413.2f)."""
        return refer(self, ref)


# --------------------------------------------------------------------------- handlers

#: IR effect class -> the function that carries it out (filled by :func:`handles` as each handler's
#: module is imported; ask :func:`handler_for`, which imports the module the first time it is needed).
HANDLERS: dict[type, Callable[["Ctx", Any], None]] = {}
#: Which module registers the handler of each IR effect class (by the class's name): the generated
#: ``judge/engine/handler_index.json`` (``python -m judge.build``), so that a process imports only the
#: handlers it uses (issue 43: ``judge.engine.effects``' modules are a fifth of the engine's import).
HANDLER_INDEX = LazyIndex(Path(__file__).with_name("handler_index.json"), "judge.engine", "python -m judge.build")


def handler_for(cls: type) -> Optional[Callable[["Ctx", Any], None]]:
    """The handler of the IR effect class ``cls`` (None: the engine does not execute it), its module
    imported if this is the first effect of the class carried out (:data:`HANDLER_INDEX`; a class the
    index does not find imports every module of the engine, then looks again)."""
    fn = HANDLERS.get(cls)
    if fn is None:
        HANDLER_INDEX.load(cls.__name__)
        fn = HANDLERS.get(cls)
        if fn is None:
            HANDLER_INDEX.load_all()
            fn = HANDLERS.get(cls)
    return fn


def handler_modules() -> dict[str, str]:
    """What :data:`HANDLER_INDEX`'s file holds: every IR effect class that has a handler (by name)
    -> the module that registers it, every module of the engine imported."""
    HANDLER_INDEX.load_all()
    out: dict[str, str] = {}
    for cls, fn in HANDLERS.items():
        if out.setdefault(cls.__name__, fn.__module__) != fn.__module__:
            raise RuntimeError(f"two effect classes named {cls.__name__} have handlers: the index can't tell them apart")
    return out


def instruction_words(ctx: "Ctx", eff: Any) -> str:
    """One of the resolving ability's instructions in words for a trace step, its source named and
    "that card" said as the ability found it (looked at, 417.1, or revealed)."""
    return phrasebook.effect_words_for(eff, ctx.source_name, ctx.results.get("looked", False))


def _register(table: dict, keys: tuple, fn: Callable, what: str, named: Callable[[Any], str]) -> Callable:
    """Put ``fn`` in ``table`` under each of ``keys``; a key already there is a loud error."""
    for key in keys:
        if key in table:
            raise RuntimeError(f"two {what} for {named(key)}: {table[key].__name__} and {fn.__name__}")
        table[key] = fn
    return fn


def handles(*classes: type) -> Callable:
    """Register the decorated function as the handler of each IR effect class of ``classes``."""
    return lambda fn: _register(HANDLERS, classes, fn, "handlers", lambda cls: cls.__name__)


#: IR reference class -> the function that says what it means now (filled by :func:`refers`; the
#: functions live in :mod:`judge.engine.references`, which the driver imports, and in the modules of
#: :data:`MORE_REFERS`).
REFERS: dict[type, Callable[["Ctx", Any], list]] = {}
#: The modules that register the rest of the refer functions (above this one: named here, never
#: imported by an import statement), imported in this order, one at a time, the first time a reference
#: whose class has no function yet is met, until its class's own is registered (:func:`refer_function`),
#: so that a game naming no group, nothing a cost paid with and nothing chosen on resolution never reads
#: them (issue 43): the group references ("all creatures", the commonest, first), what paid a cost
#: (409.1f), what is chosen as an instruction is carried out (413.2c).
MORE_REFERS = ("judge.engine.group_references", "judge.engine.paid_references", "judge.engine.chosen_references")
#: The same by the class of a reference met: its own function, else its nearest base class's (its
#: MRO), found once per class (:func:`refer_function`).
_REFER_BY_CLASS: dict[type, Callable[["Ctx", Any], list]] = {}


def refers(*classes: type) -> Callable:
    """Register the decorated function as what :func:`refer` asks of each IR reference class of
    ``classes`` (two for one class is a loud error)."""
    _REFER_BY_CLASS.clear()  # (a class found before now may have a nearer function)
    return lambda fn: _register(REFERS, classes, fn, "refer functions", lambda cls: cls.__name__)


def refer_function(cls: type) -> Optional[Callable[["Ctx", Any], list]]:
    """The function registered for the reference class ``cls``, or for its nearest base class
    that has one (kept for the next reference of that class); None if no class of its MRO has one.
    A class with no function of its own yet has the modules of :data:`MORE_REFERS` imported in turn
    until one registers its own (the nearest of all: the class itself); where none does, every refer
    function is registered (:func:`refer_functions`), so that its nearest base class's is found among
    them all."""
    fn = REFERS.get(cls)
    if fn is None:
        for name in MORE_REFERS:
            importlib.import_module(name)  # (afterwards found in sys.modules)
            fn = REFERS.get(cls)
            if fn is not None:
                break
        else:
            table = refer_functions()
            fn = next((table[c] for c in cls.__mro__ if c in table), None)
    if fn is not None:
        _REFER_BY_CLASS[cls] = fn
    return fn


def refer_functions() -> dict[type, Callable[["Ctx", Any], list]]:
    """:data:`REFERS` with the functions of :data:`MORE_REFERS` registered: each module imported the
    first time (afterwards ``import_module`` finds it in ``sys.modules``)."""
    for name in MORE_REFERS:
        importlib.import_module(name)
    return REFERS


def run_effects(ctx: Ctx, effects) -> None:
    """Carry out ``effects`` in order (413.2b), stopping if the game ends."""
    for eff in effects:
        if ctx.game.end.over:
            return
        run_effect(ctx, eff)


def run_effect(ctx: Ctx, eff: Any) -> None:
    """Carry out one effect with its registered handler (a clear error if none is). An
    instruction always ends in a step of the trace: what it did, or — its handler having said
    nothing — that it did nothing, and why (:func:`_did_nothing`)."""
    g = ctx.game
    g.in_flight.carry_out(ctx)
    handler = HANDLERS.get(type(eff)) or handler_for(type(eff))
    if handler is None:
        raise Unsupported(f"{ctx.source_name}: the engine does not execute {type(eff).__name__} effects yet")
    said, told = g.tracer.count, ctx.results.get(TOLD_STEPS, 0)
    handler(ctx, eff)
    # (a step naming what paid the cost, said as a value is looked up, is not what the instruction did)
    if g.tracer.count - (ctx.results.get(TOLD_STEPS, 0) - told) == said and not g.end.over:
        _did_nothing(ctx, eff)


def _no_namesake(ctx: Ctx, condition: Any) -> Optional[str]:
    """The deciding fact of Bazaar of Wonders' "if a card with the same name is in a graveyard or a
    nontoken permanent with the same name is in play" found false (202.3: the same English name):
    no card of the spell's name in any graveyard, nor a nontoken permanent of it in play (session 44)."""
    if not any(isinstance(f, ir.Filter) and ir.SAME_NAME_AS_GRAVEYARD_CARD_OR_NONTOKEN_PERMANENT in f.extra
               for f in ir.walk(condition)):
        return None
    spells = [t for t in refer(ctx, ir.TriggerObject()) if isinstance(t, int) and t in ctx.game.objects]
    if not spells:
        return None
    name = ctx.game.chars(spells[0]).name
    return f"no card named {name} is in a graveyard, and no nontoken permanent named {name} is in play (202.3)"


def _said_once(flt: ir.Filter, **said) -> ir.Filter:
    """``flt`` with the fields :func:`say_count` says once after the description ("in Bob's hand")
    replaced — in each of its alternatives too, where they carry the same: Baleful Stare's "each
    Mountain and red card in it" is two alternatives, each in the target's hand, and the count is
    said "each red card or Mountain in Bob's hand", not with the hand repeated in each."""
    members = tuple(replace(m, **{k: v for k, v in said.items() if getattr(m, k) == getattr(flt, k)})
                    for m in flt.any_of)
    return replace(flt, any_of=members, **said)


def chosen_type_named(ctx: Ctx, words: str) -> str:
    """``words`` with "the chosen card type" naming the type chosen as the spell resolves (Blood Oath:
    "cards of the chosen card type (sorcery)", 413.2c; audit h68-8: a count of 0 said nothing of which)."""
    chosen = ctx.results.get("chosen card types", [])
    if not chosen or "the chosen card type" not in words:
        return words
    return words.replace("the chosen card type", f"the chosen card type ({' or '.join(chosen)})", 1)


def chosen_color_named(ctx: Ctx, words: str) -> str:
    """``words`` with "of the chosen color" naming the color the source chose as it came into play (410.10e:
    Psychic Allergy's "of the chosen color (blue)", audit 8581)."""
    color = ctx.game.permanents.chosen_on_entry.get(ctx.source, {}).get(ir.EntryChoice.COLOR) \
        if ctx.source is not None and "of the chosen color" in words else None
    return words.replace("of the chosen color", f"of the chosen color ({color})", 1) if color else words


def say_count(ctx: Ctx, flt: ir.Filter, n: int) -> None:
    """"Draw a card for each tapped creature target opponent controls" (Theft of Dreams): how many
    and which, counted as the instruction is carried out (413.2f)."""
    g = ctx.game
    counted = [g.describe(o) for o in object_ids(refer(ctx, ir.All((flt,))))]
    whose = ""
    if flt.controlled_by is not None and flt.zone in (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY):
        # "in target opponent's graveyard" (Spoils of Evil): a zone of that player's own
        owners = " and ".join(f"{possessive(n)}" for n in player_names(refer(ctx, flt.controlled_by)))
        whose = f" in {owners} {flt.zone}"
        flt = _said_once(flt, controlled_by=None, zone=Zone.ANY)
    elif flt.controlled_by is not None:  # "controlled by target #1": by whom
        whose = " controlled by " + " and ".join(player_names(refer(ctx, flt.controlled_by)))
        flt = _said_once(flt, controlled_by=None)
    elif "attacking you" in flt.extra:
        # "for each creature attacking you" (Blessed Reversal): the player it is, not "you" (audit 8379)
        whose = f" attacking {ctx.controller}"
        flt = replace(flt, extra=tuple(e for e in flt.extra if e != "attacking you"))
    elif flt.controller is ir.PlayerRelation.YOU and not flt.players and ir.PLAYED not in flt.extra:
        # "each creature you control" (Festival of Trokin): the player it is, not "you"
        if flt.zone in (Zone.IN_PLAY, Zone.STACK):
            whose = f" {ctx.controller} controls"
        elif flt.zone not in (Zone.OUTSIDE_PLAY, Zone.ANY):
            # "for each card in your hand" (Spontaneous Generation): "each card in Alice's hand",
            # the zone said once, as hers (not "each card in a hand in Alice's hand")
            whose = f" in {possessive(ctx.controller)} {flt.zone}"
            flt = replace(flt, zone=Zone.ANY)
        flt = replace(flt, controller=None) if whose else flt
    src = g.objects[ctx.source].card.name if ctx.source is not None and g.exists(ctx.source) else ctx.source_name
    text = (f"{ctx.source_name} counts each {chosen_color_named(ctx, chosen_type_named(ctx, phrasebook.filter_phrase_for(flt, src)))}{whose} as it "
            f"carries out the instruction: {n}" + (f" ({', '.join(counted)})" if counted else ""))
    said = ctx.results.setdefault("counts said", set())
    if text in said:  # the same count, of the same objects, by a later instruction of the same resolution (Eternal
        return        # Flame as printed: "… equal to the number of mountains you control … half that amount"): said once
    said.add(text)
    # a value looked up, not what the instruction did: counting none, the instruction still says it did nothing
    # (audit 7773: Jasmine Seer revealing no card said its count, 0, and nothing of the life gain)
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    g.tracer.step(text, "413.2f", kind="effect")


def _difference_figures(ctx: Ctx, count: Any) -> str:
    """The figures of a difference found less than zero (Superior Numbers' "the number of creatures
    you control in excess of the number of creatures target opponent controls", 2 and 3): each count
    said as the positive case says it (which objects, 413.2f), and " (2 minus 3)" for the step; ""
    for any other amount."""
    if not isinstance(count, ir.Sum) or not any(isinstance(t, ir.Negative) for t in count.terms):
        return ""
    parts = []
    for i, term in enumerate(count.terms):
        neg = isinstance(term, ir.Negative)
        base = term.amount if neg else term
        value = amount(ctx, base)
        if isinstance(base, ir.CountOf):
            say_count(ctx, base.filter, value)
        parts.append(("minus " if neg else "plus " if i else "") + str(value))
    return " (" + " ".join(parts) + ")"


#: What an amount's "this way" counts, said as the card's reason it counts none (ir.ResultOf's words)
_THIS_WAY_DONE = {"discarded": "no card was discarded", "moved": "no card was moved", "destroyed": "no permanent was destroyed",
                  "tapped": "no permanent was tapped"}  # (never "nothing …": _did_nothing reads that as nothing named)


def _none_this_way(ctx: Ctx, count: Any) -> str:
    """Why an amount reading what an instruction before it did is 0, in the card's own terms, where that instruction
    did nothing to count: Mind Maggots' "For each card discarded this way" with none discarded — "no card was discarded
    this way, so there is none to count"; Infernal Genesis's "X is that card's converted mana cost" with its library
    empty — no card was moved, so there is no "that card" to read it from. The amount is read as the instruction is
    carried out (413.2f); "" for any other amount."""
    base = count.amount if isinstance(count, ir.Product) else count
    if isinstance(base, ir.ResultOf) and base.what in _THIS_WAY_DONE and not ctx.results.get(base.what):
        each = f" ({count.factor} for each)" if isinstance(count, ir.Product) else ""
        return f"{_THIS_WAY_DONE[base.what]} this way, so its amount{each} is 0"
    if isinstance(base, (ir.ConvertedManaCostOf, ir.PowerOf, ir.ToughnessOf)) and isinstance(base.ref, ir.MovedThisWay) \
            and not refer(ctx, base.ref):
        read = ("converted mana cost" if isinstance(base, ir.ConvertedManaCostOf)
                else "power" if isinstance(base, ir.PowerOf) else "toughness")
        return (f"the instruction before it moved no card, so there is no card moved this way to read a {read} from "
                f"as it is carried out, and its amount is 0")
    return ""


def _did_nothing(ctx: Ctx, eff: Any) -> None:
    """The step of an instruction that did nothing: what it would act on, and why there was
    nothing to do (413.2b: the instructions are followed in order — one with nothing to act
    on, or nothing to change, does nothing, and the trace says so)."""
    g = ctx.game
    what = getattr(eff, "what", None)
    to = getattr(eff, "to", None)
    if what is None and isinstance(to, tuple) and len(to) == 1:
        what = to[0]  # "deal 1 damage to each Goblin": what it is dealt to
    if isinstance(what, ir.All) and len(what.filters) == 1:
        what = what.filters[0]
    if isinstance(what, ir.Both) and not what.refs:
        # a delayed ability's "it" for what the instruction before it made or moved, which made or moved none
        # (Corpse Dance with no creature card in the graveyard: "Remove it from the game at end of turn"): its
        # own sentence, and why it names nothing — not the reading's words around an empty name (h70-6)
        text = " ".join((getattr(getattr(ctx.so, "ability", None), "text", "") or "").split())
        head = f"delayed ability of {ctx.source_name}: "
        own = text[len(head):].rstrip(".") if text.startswith(head) else ""
        g.tracer.step(f"{ctx.source_name}: {quoted(own) if own else 'its delayed instruction'} does nothing: what it refers "
                      f"to doesn't exist — as {ctx.source_name} resolved, the instruction before it made or moved nothing "
                      f"for it to name", "413.2b", "406.2a", kind="effect")
        return
    why = "nothing it names is there to act on"
    rules: tuple[str, ...] = ("413.2b",)
    count = getattr(eff, "amount", None)
    if isinstance(eff, (ir.PutCounters, ir.CreateToken)):
        # "put a counter on it for each …" counting none (Sacred Boon); "put a … token into play for
        # each card in your hand" with none (Spontaneous Generation, audit 7773)
        count = eff.count
    source = getattr(eff, "source", None)
    if isinstance(source, ir.Target) and not refer(ctx, source) and _chosen(ctx, source):
        # Deadshot with its first target gone: "It deals damage …" has no source to deal it
        why = (f"its source, {_chosen(ctx, source)[0].describe(g)}, is an illegal target now, and an illegal target is "
               f"not acted on")
        rules = ("413.2a", "413.2b")
    elif count is not None and not isinstance(count, ir.Filter):
        try:
            n = amount(ctx, count)
            if n == 0:
                said = None if isinstance(count, int) else amount_source(ctx, count) or amount_said(ctx, count)
                why = f"its amount is 0 ({chosen_type_named(ctx, said)})" if said else "its amount is 0"
                if isinstance(count, ir.VarX):  # not "(X)" alone: the X announced (409.1b; audit 8177, Fault Line)
                    why = f"X is 0 (announced as {ctx.source_name} was played)"
                    rules = ("413.2b", "409.1b")
                none = _none_this_way(ctx, count)
                if none:  # Mind Maggots, Infernal Genesis: the instruction before it did nothing to count
                    why, rules = none, ("413.2f", "413.2b")
                if isinstance(getattr(count, "ref", None), ir.Sacrificed) and not object_ids(refer(ctx, count.ref)):
                    # Rupture with no creature to sacrifice: there is no "sacrificed permanent" to count
                    why = f"nothing was sacrificed, so its amount ({phrasebook.amount_words(count, ctx.controller)}) is 0"
            elif n < 0:  # Black Vise with three cards in hand: X = -1
                why = f"its amount is {n}{_difference_figures(ctx, count)}, less than zero, which is treated as zero " \
                      f"(glossary \"Number\")"
        except Exception:  # noqa: BLE001 - an amount this instruction can't work out now: said generally
            pass
    if getattr(eff, "condition", None) is not None and what is None:
        # the deciding fact: no same-named card (Bazaar of Wonders, session 44), else the figure
        # ("it has 1": Serrated Arrows as printed, audit 6359)
        figure = _no_namesake(ctx, eff.condition) or false_figures(ctx, eff.condition)
        # what the condition names, named ("Alice is a creature", not "target #1 is a creature": Scars
        # of the Veteran at a player, audit 8076)
        why = f"\"{targets_named(ctx, phrasebook.condition_phrase(eff.condition))}\" doesn't hold now{': ' + figure if figure else ''}"
        before = _instruction_before_not(ctx, eff)
        if before:
            # Lat-Nam's Legacy's "If you do": what the instruction before didn't do, and the card's own
            # words for the condition, not the reading's (audit 8076)
            why = before
    if why.startswith("nothing") and what is not None and not isinstance(what, ir.Filter):
        named_ = refer(ctx, what)
        gone = [t for t in named_ if isinstance(t, int) and not g.exists(t)]
        present = [t for t in named_ if isinstance(t, int) and g.exists(t)]
        if gone:
            why = f"{', '.join(g.describe(t) for t in gone)} is no longer where it was (217.8)"
        elif not named_ and isinstance(what, ir.Target):
            chosen = _chosen(ctx, what)
            aimed = getattr(ctx.so, "ability", None)
            if aimed is None and ctx.so is not None and ctx.so.kind is StackKind.SPELL and ctx.so.card_obj is not None \
                    and g.exists(ctx.so.card_obj):  # a spell's targets (Midnight Ritual's "X target …")
                aimed = g.abilities_of(g.obj(ctx.so.card_obj)).spell
            specs = [t for t in getattr(aimed, "targets", ()) or () if getattr(t, "index", None) == what.index]
            counted = bool(specs) and specs[0].count_x and ctx.so is not None and ctx.so.x == 0
            # Primitive Justice's "for each additional {1}{R} you paid, destroy another target
            # artifact": that cost wasn't paid, so the spell has no such target (409.1c)
            per_payment = None
            if ctx.so is not None and ctx.so.kind is StackKind.SPELL and ctx.so.card_obj is not None \
                    and g.exists(ctx.so.card_obj):
                spell = g.abilities_of(g.obj(ctx.so.card_obj)).spell
                per_payment = next((sp.count_paid for sp in ir.walk(spell) if isinstance(sp, ir.TargetSpec)
                                    and sp.count_paid and sp.index == what.index), None)
            if chosen:
                rules = ("413.2a", "413.2b")
            elif ctx.so is not None and ctx.so.memory.delayed:
                # Phantasmal Mount's "bury the creature": the ability that made it targeted the
                # creature, which has left play since (the delayed ability chose no target itself)
                rules = ("406.2d", "413.2b")
            left = ctx.results.get(LEFT_SINCE_CREATED, {}).pop(what.index, None) if rules[0] == "406.2d" else None
            if left is not None and left[2]:
                rules = ("406.2d", "217.5c", "413.2b")
            why = ("its target is illegal now, and an illegal target is not acted on" if chosen
                   else _left_since_created(*left) if left is not None
                   else "the delayed ability refers to a particular object, which has left its zone since the ability "
                        "was created, so that part fails" if rules[0] == "406.2d"
                   else "it has no target: X is 0, so none was chosen (409.1c)" if counted
                   else f"it has no target: it has one for each additional {per_payment} paid, and that cost "
                        f"wasn't paid (409.1c)" if per_payment
                   else f"no target was chosen for it (409.1c: {_allows_none(specs)})")
        elif not named_ and isinstance(what, ir.TriggerObject) and ctx.so is not None and ctx.so.memory.delayed \
                and _left_first_zone(ctx) is not None:
            # Dreams of the Dead as printed (added, session 72, h7): "If the creature leaves play, remove it from the
            # game" — a delayed leaves-play ability acting on the card the creature became, which has left the first
            # zone it went to since the ability triggered (410.10c)
            ev = ctx.event
            why = (f"{g.describe(_left_first_zone(ctx))} has left {_zone_words(ev.to_zone)}, where leaving play put "
                   f"it, since the ability triggered: a leaves-play ability that acts on the card looks for it only in "
                   f"the first zone it went to")
            rules = ("410.10c", "413.2b")
        elif not named_ and isinstance(what, (ir.This, ir.TriggerObject)) and ctx.so is not None \
                and ctx.so.memory.delayed:
            # Brood of Cockroaches' "return ~ to your hand" after it was cast again, Rocket Launcher's
            # second "destroy ~": the particular object it names left its zone since it was created — named as it last
            # existed (Basalt Golem's blocker: the step before names it too; session 73, h8)
            gone = _delayed_object_gone(ctx, what)
            why = (f"the delayed ability refers to a particular object{', ' + gone + ',' if gone else ''} which has left "
                   f"its zone since the ability was created, so that part fails (an object back in play or cast again "
                   f"is a new object)")
            rules = ("406.2d", "413.2b")
        elif not named_ and moved_card(ctx, what) is not None:
            # Body Snatcher's "remove it from the game" after Unsummon returned it to its owner's hand:
            # a zone-change trigger looks for the card only in the zone it moved to (410.10)
            ev = ctx.event
            if ev.before is not None and ev.before[0].token:
                # Mortuary's "put that creature on top of your library" for a token: it didn't move on, it
                # ceased to exist as a state-based effect once in the graveyard (audit 8581)
                why = (f"{g.describe(moved_card(ctx, what))} was a token: put into {_zone_words(ev.to_zone)}, it "
                       f"ceased to exist (216.3), and there is no card left for the instruction to act on")
                rules = ("216.3", "410.10", "413.2b")
            else:
                why = (f"{g.describe(moved_card(ctx, what))} has left {_zone_words(ev.to_zone)}, where the trigger "
                       f"event put it, since the ability triggered: the part of a zone-change trigger that acts on the "
                       f"card fails once it leaves that zone")
                rules = ("410.10", "413.2b")
        elif not named_ and isinstance(what, _MADE_BY_AN_INSTRUCTION_BEFORE) and ctx.results.get("declined"):
            # Avenging Druid as printed: "you may reveal cards … until you reveal a land card. Put
            # that land into play …" with the reveal declined — nothing was revealed for it to name
            who, declined = ctx.results["declined"][-1]
            why = (f"{who} chose not to carry out the optional instruction before it, "
                   f"\"{instruction_words(ctx, declined)}\", so it names nothing")
            rules = ("413.2c", "413.2b")
        elif not named_ and isinstance(what, ir.Found) and ctx.results.get("reveal until") \
                and all(found is None for _p, found, _rest in ctx.results["reveal until"]):
            # Avenging Druid with no land in Alice's library (h71-4 noticed): the reveal went through the whole
            # library and found none — "that card" names nothing; the rest of the instruction still happens, as
            # much as possible (416.3)
            whose = " and ".join(possessive(p) for p, _found, _rest in ctx.results["reveal until"])
            why = (f"the reveal went through all of {whose} library and found no card it looked for, so there is no "
                   f"\"that card\" to act on")
            rules = ("416.3", "413.2b")
        elif not named_ and isinstance(what, ir.Enchanted) and enchanted_gone(ctx) is not None:
            # Mind Whip's "tap that creature" once the enchanted creature has left play (the Aura,
            # gone with it, still says what it enchanted as it last existed, 413.2f)
            why = f"{g.describe(enchanted_gone(ctx))}, what it enchanted, has left play (217.8)"
            rules = ("413.2f", "413.2b")
        elif not named_ and isinstance(what, ir.This) and ctx.source is not None and not g.exists(ctx.source) \
                and ctx.source in g.lki and g.lki[ctx.source][0].zone == Zone.IN_PLAY:
            # Yawgmoth Demon's "tap Yawgmoth Demon" once Unsummoned in response (audit 7369): the card
            # elsewhere is a new object, and there is no permanent to act on (only information of it
            # as it last existed is kept, 413.2f)
            why = (f"no object it names is there: {g.lki[ctx.source][0].display()} has left play (the card is a new "
                   f"object wherever it is now, 217.8, and an ability affects only the in-play zone, where permanents "
                   f"exist, 217.5b)")
            rules = ("217.5b", "217.8", "413.2b")
        elif not named_:
            why = "no object it names is there"
        elif isinstance(eff, ir.Untap) and all(not g.objects[t].tapped for t in present):
            why = f"{', '.join(g.describe(t) for t in present)} is already untapped"
        elif named_ and all(isinstance(t, str) for t in named_):
            # Disintegrate at a player: "It can't be regenerated this turn" acts on a creature only
            why = f"{' and '.join(named_)} {'is a player' if len(named_) == 1 else 'are players'}, and it acts on a permanent"
        elif isinstance(eff, ir.Tap) and all(g.objects[t].tapped for t in present):
            why = (f"{', '.join(g.describe(t) for t in present)} is already tapped: it doesn't become tapped, so "
                   f"no \"becomes tapped\" ability triggers (glossary \"Becomes\")")
        else:
            why = "it changes nothing here"
    elif why.startswith("nothing") and isinstance(what, ir.Filter) and what.controlled_by is not None \
            and what.zone in (Zone.GRAVEYARD, Zone.LIBRARY, Zone.HAND) and player_names(refer(ctx, what.controlled_by)):
        # "Remove target player's graveyard from the game" (Tormod's Crypt, audit 6864): that player's own
        # zone, named — "Bob's graveyard is empty", not "no card in a graveyard controlled by target #1"
        owners = player_names(refer(ctx, what.controlled_by))
        whose = " and ".join(f"{possessive(p)}" for p in owners)
        if not any(g.zones[(p, what.zone)] for p in owners):
            why = f"{whose} {what.zone} {'is' if len(owners) == 1 else 'are'} empty"
        else:
            why = f"there is no {phrasebook.filter_phrase(replace(what, controlled_by=None, zone=Zone.ANY))} in {whose} {what.zone} to act on"
    elif why.startswith("nothing") and isinstance(what, ir.Filter) and ir.PUT_INTO_PLAY_WITH in what.extra \
            and (gone := _put_in_with_gone(ctx)):
        # Dance of the Dead's "that creature's controller sacrifices it" after Terror destroyed the creature
        # (audit 8177): the creature it put into play, named, has left play — not "no object put into play
        # with this", as though it had put none
        tokens = [name for name, token in gone if token]
        cards = [name for name, token in gone if not token]
        parts = []
        if cards:
            parts.append(f"{', '.join(cards)}, put into play with {ctx.source_name}, {'has' if len(cards) == 1 else 'have'} "
                         f"left play (the card is a new object wherever it is now, 217.8)")
        if tokens:  # (Dance of Many's token: it doesn't go on as a card, 420.5f)
            parts.append(f"{', '.join(tokens)}, put into play with {ctx.source_name}, {'has' if len(tokens) == 1 else 'have'} "
                         f"left play and ceased to exist (a token, 420.5f)")
        why = "; ".join(parts) + ": there is no such permanent to act on"
        rules = (*(("217.8",) if cards else ()), *(("420.5f",) if tokens else ()), "413.2b")
    elif why.startswith("nothing") and isinstance(what, ir.Filter):
        # a land of a basic land type named as the card names it: "no Island" (Omen of Fire)
        basic = what.types == ("land",) and bool(what.subtypes)
        if what.controller is ir.PlayerRelation.YOU and not basic and not what.players and what.zone in (None, Zone.IN_PLAY):
            # Battle Cry's "Untap all white creatures you control" (audit 7975, h5): the card's "you" is the
            # player who controls the spell (glossary "You/Your") — "no white creature Alice controls"
            why = f"there is no {phrasebook.filter_phrase(replace(what, controller=None))} {ctx.controller} controls to act on"
        else:
            named = phrasebook.land_type_words(what) if basic else phrasebook.filter_phrase(what)
            # (a phrase ending in "to" — The Fallen's "opponent it has dealt damage to" — is not followed by
            # another "to act on")
            why = f"there is no {named}" + ("" if named.endswith(" to") else " to act on")
    if ctx.mana_ability:
        # Sandstone Needle's "If there are no depletion counters on it, sacrifice it" with one left (audit 8278):
        # a mana ability resolves at once, off the stack, the mana and its other effect both (411.1, 411.3) —
        # 413.2b is the resolution of a spell or ability from the stack
        rules = tuple(dict.fromkeys(r for rule in rules for r in (ctx.mana_ability if rule == "413.2b" else (rule,))))
    g.tracer.step(f"{ctx.source_name}: {quoted(played_words(ctx, eff))} does nothing: {why}",
                  *rules, kind="effect")


def _put_in_with_gone(ctx: Ctx) -> list[tuple[str, bool]]:
    """The permanents an ability of the source put into play ("enchant creature put into play with ~":
    ir.PUT_INTO_PLAY_WITH) that have left play since, as they last existed there (413.2f): each one's
    name and whether it was a token."""
    g = ctx.game
    if ctx.source is None:
        return []
    return [(lk[0].display(), lk[0].token) for oid, lk in g.lki.items()
            if lk[0].entered_with == ctx.source and lk[0].zone == Zone.IN_PLAY
            and not (g.exists(oid) and g.objects[oid].zone == Zone.IN_PLAY)]


def _left_since_created(words: str, zone: str, back: str) -> str:
    """Why a delayed ability's instruction fails on the particular object it refers to, named
    (406.2d): a permanent that has left play — its card back in play is a new permanent (217.5c) —
    or a card that has left its zone."""
    if zone == Zone.IN_PLAY:
        again = f" (the one in play now, {back}, is a new permanent)" if back else ""
        return (f"the delayed ability refers to a particular permanent, and {words} has left play since the delayed "
                f"ability was created{again}, so that part fails")
    return (f"the delayed ability refers to a card in a particular zone, and {words} has left its zone ({zone}) since "
            f"the delayed ability was created, so that part fails")


def _instruction_before_not(ctx: Ctx, eff: Any) -> str:
    """Why an "If you do" about the instruction before doesn't hold, in the card's words: "Alice
    shuffled no card into Alice's library, so "If you do" doesn't hold" (Lat-Nam's Legacy; its printed
    "… to draw …" has no "If" of its own: the fact alone); "" for any other condition."""
    who = player_names(refer(ctx, eff.condition.player if eff.condition.player is not None else ir.You()))
    fact = phrasebook.instruction_before_not_words(eff.condition, " and ".join(who)) if who else None
    if not fact:
        return ""
    own = own_sentence(ctx, eff)
    if own.startswith("If ") and "," in own:
        return f"{fact}, so {quoted(own.split(',', 1)[0])} doesn't hold"
    return fact


#: An activated ability's closing sentences restricting when it may be played ("Play this ability only once each
#: turn", "Use this ability only …" as printed; 403.3): the restriction, not what the ability does.
@functools.cache
def _play_restriction() -> "re.Pattern[str]":
    """Compiled when first used: a process that never reads one doesn't compile it; docs/performance.md."""
    return re.compile(r"(?:\s*\b(?:Play|Use|Activate) this ability only\b[^.]*\.)+\s*$", re.IGNORECASE)


def played_words(ctx: Ctx, eff: Any) -> str:
    """An instruction that did nothing in words: the ability's own sentence in the wording played
    where it is its only instruction (Torture Chamber as printed: "At the end of your turn, Torture
    Chamber deals 1 damage to you for each pain counter on it", not the grammar's words; audit
    6359), else the instruction in the trace's words, what it names named."""
    so = ctx.so
    ab = getattr(so, "ability", None) if so is not None else None
    effects = getattr(ab, "effects", None)
    text = (getattr(ab, "text", "") or "").strip()
    if text and effects is not None and len(effects) == 1 and effects[0] is eff and not so.memory.delayed:
        if isinstance(ab, ir.ActivatedAbility) and ": " in text:
            # an activated ability's instruction is what follows its cost (403.1: "cost: effect"), which was
            # paid (Orcish Settlers at X = 0: "Destroy X target lands" did nothing, not "{X}{X}{R}, {T},
            # Sacrifice Orcish Settlers: …"; Necropolis removing a card of converted mana cost 0; audit 8278)
            text = text.partition(": ")[2].strip() or text
            if ab.restrictions:
                # a restriction on playing it is no instruction (Locust Swarm's "Untap Locust Swarm", not "… Play
                # this ability only once each turn"; 403.3; audit 9389)
                text = _play_restriction().sub("", text).strip() or text
        return text.rstrip(".")
    words = targets_named(ctx, instruction_words(ctx, eff))
    if "the triggering object" in words and (moved := moved_card(ctx, ir.TriggerObject())) is not None:
        # Puppet Master's "return that card to its owner's hand" once the card left the graveyard: the card named,
        # not the reading's "the triggering object" (h72-8; 410.10 says why it fails)
        words = words.replace("the triggering object", ctx.game.describe(moved))
    if "the triggering object" in words and so is not None and so.memory.delayed and (said := _delayed_sentence(ctx, eff)):
        # Basalt Golem's "That creature's controller sacrifices it at end of combat" once the blocker has died: the
        # card's sentence, not the reading's "the triggering object is sacrificed by its controller" (h72-13)
        return said
    if "what was found" in words and ctx.results.get("reveal until"):
        # Avenging Druid's "put that card into play" after its reveal until a land card: one card found or none —
        # the card's "that card", not the reading's "what was found" (h72-8)
        words = words.replace("what was found", "that card")
    if "[delayed" in words and own_sentence(ctx, eff):
        # Scars of the Veteran at a player: "If it's a creature, put a +0/+1 counter on it … at end of
        # turn", the card's sentence, not the reading's "[delayed, once] at the beginning of …" (audit 8076)
        return own_sentence(ctx, eff).rstrip(".")
    if ("target #" in words or not ctx.targets) and so is not None and so.kind is StackKind.SPELL \
            and so.card_obj is not None and ctx.game.exists(so.card_obj):
        # no target was chosen for it (Avalanche, Outmaneuver as printed at X = 0; audit 7268), or it
        # has none (Fault Line at X = 0, audit 8177): a spell's only instruction in the card's words, not
        # the reading's ("target #1", "deal X damage to …"); the targets it has are named in the trace's
        # words (Drafna's Restoration: "put Sol Ring @sr and Jalum Tome @jt on top …", audit 5652)
        spell = ctx.game.abilities_of(ctx.game.obj(so.card_obj)).spell
        said = reminder_after().sub("", (getattr(spell, "text", "") or "").strip())  # (not rules text: Nature's Cloak)
        if said and len(getattr(spell, "effects", ()) or ()) == 1 and spell.effects[0] is eff:
            return said.rstrip(".")
    return _unchosen_targets_named(ctx, words)


#: Reminder text in parentheses after an ability's last sentence (Sylvan Basilisk as printed: "… destroy all
#: creatures blocking it. (Destroy the creatures before they deal damage. …)"): not rules text (glossary "Reminder
#: Text"), which the reader drops (judge.cards.text) — a keyword's own reminder, after the keyword, is not this.
@functools.cache
def reminder_after() -> "re.Pattern[str]":
    """Compiled when first used: a process that never reads one doesn't compile it; docs/performance.md."""
    return re.compile(r"(?<=[.!\"])\s*\([^()]+\)$")


def _delayed_sentence(ctx: Ctx, eff: Any) -> str:
    """A delayed ability's first instruction in the card's words: the one sentence its text holds ("delayed ability of
    Basalt Golem @golem: That creature's controller sacrifices it at end of combat."), where every later instruction
    of it is one the card's next sentences make conditional on it ("If the player does, …", not in that text) — ""
    where the sentence may hold another instruction."""
    ab = ctx.so.ability
    effects = tuple(getattr(ab, "effects", None) or ())
    text = " ".join((getattr(ab, "text", "") or "").split())
    head, colon, body = text.partition(": ")
    if not colon or not head.startswith("delayed ability of ") or not effects or effects[0] is not eff \
            or not all(isinstance(e, (ir.IfYouDo, ir.Conditional)) for e in effects[1:]):
        return ""
    sentences = own_sentences(body)
    # (the text may hold those later sentences too, "… at end of combat. If the player does, …": a delayed ability
    # keeps the card's sentences after the one that makes it, judge.cards.text)
    later_ifs = all(s.strip().lower().startswith("if ") for s in sentences[1:])
    return sentences[0].strip().rstrip(".") if sentences and later_ifs else ""


def own_sentence(ctx: Ctx, eff: Any) -> str:
    """One instruction of the resolving spell or ability in its own words, in the wording played
    (Blind Fury as printed: "Double all combat damage assigned to creatures this turn.", not the
    Oracle's sentence): its only sentence where it is the only instruction, else its sentence where
    the text has one sentence for each instruction, in order — "" where the text doesn't tell."""
    so = ctx.so
    if so is None:
        return ""
    ab = so.ability
    if so.kind is StackKind.SPELL and so.card_obj is not None and ctx.game.exists(so.card_obj):
        ab = ctx.game.abilities_of(ctx.game.obj(so.card_obj)).spell
    effects = tuple(getattr(ab, "effects", None) or ())
    text = " ".join((getattr(ab, "text", "") or "").split())
    index = next((i for i, e in enumerate(effects) if e is eff), None)
    if not text or index is None or so.memory.delayed:
        return ""
    if len(effects) > 1 and ('"' in text or "\u201c" in text):
        return ""  # (a sentence may be cut inside an ability the text quotes)
    sentences = own_sentences(text)
    return text if len(effects) == 1 else sentences[index] if len(sentences) == len(effects) else ""


def enchanted_gone(ctx: Ctx) -> Optional[int]:
    """The permanent the source Aura enchanted, as the Aura is or last existed (413.2f), when that
    permanent has left play since; None otherwise ("enchanted creature" of an Aura whose creature
    is gone: judge.engine.references reads it as that creature's last known information)."""
    g = ctx.game
    s = source_object(ctx)
    if s is not None:
        a = g.objects[s].attached_to
    else:
        lk = g.lki.get(ctx.source)
        a = lk[0].attached_to if lk else None
    return a if a is not None and not g.exists(a) else None


#: What an instruction names of the cards an instruction before it acted on ("that land", "all
#: other cards revealed this way"): nothing when that instruction was optional and declined (413.2c)
_MADE_BY_AN_INSTRUCTION_BEFORE = (ir.Found, ir.Revealed, ir.RevealedRest, ir.MovedThisWay, ir.DrawnThisWay)


def moved_card(ctx: Ctx, what: Any) -> Optional[int]:
    """The card a zone-change trigger's instruction names ("it", "~", "that card") as it was
    in the zone the trigger event moved it to, when it has left that zone since (410.10);
    None for any other instruction, and for a delayed ability (406.2d says why there)."""
    ev = ctx.event
    if ev is None or ev.kind is not EventKind.ZONE or ctx.so is None or ctx.so.memory.delayed:
        return None
    moved = ev.new if ev.new is not None else ev.obj
    if moved is None or ctx.game.exists(moved):
        return None
    if isinstance(what, ir.AmongThem):  # "exile that card from your graveyard" (Necropotence): the card it names
        what = what.ref
    if isinstance(what, ir.TriggerObject) or (isinstance(what, ir.This) and ctx.source in (ev.obj, ev.new)):
        return moved
    return None


def _delayed_object_gone(ctx: Ctx, what: Any) -> str:
    """The words of the object a delayed ability's ``what`` (~, or the object of its trigger event: Basalt Golem's "that
    creature") names, gone from its zone since the ability was created, as it last existed ("Grizzly Bears @bears", the
    label telling two apart); "" if the game keeps nothing of it."""
    g = ctx.game
    ev = ctx.event
    gone = (ctx.source if isinstance(what, ir.This)
            else (getattr(ev, "new", None) if getattr(ev, "new", None) is not None else getattr(ev, "obj", None)))
    if not isinstance(gone, int) or g.exists(gone) or gone not in g.lki:
        return ""
    obj, ch = g.lki[gone]
    return f"{ch.name} @{obj.label}" if obj.label else ch.name


def _left_first_zone(ctx: Ctx) -> Optional[int]:
    """The card a delayed leaves-play ability's event put into another zone (its "it": ir.TriggerObject), when it
    has left that first zone since (410.10c); None otherwise (a token gone from play isn't a card anywhere), and for
    a delayed ability triggered by another event."""
    ev, objects = ctx.event, ctx.game.objects
    trigger = getattr(ctx.so.ability, "trigger", None) if ctx.so is not None else None
    if trigger is None or trigger.event is not ir.TriggerEvent.LEAVES_PLAY:
        return None  # (Brood of Cockroaches' end-of-turn return: its own event a step's beginning, 406.2d says why)
    if ev is None or ev.kind is not EventKind.ZONE or ev.from_zone != Zone.IN_PLAY or ev.new is None \
            or (ev.new in objects and objects[ev.new].token):
        return None
    return ev.new if not ctx.game.exists(ev.new) else None


def _zone_words(zone: Optional[str]) -> str:
    """A zone as the trace says where a card went: "play", "the graveyard"."""
    return {Zone.IN_PLAY: "play", Zone.REMOVED: "the removed-from-the-game zone"}.get(zone or "", f"the {zone}")


def targets_named(ctx: Ctx, words: str) -> str:
    """An instruction's words with each "target #N" replaced by what was chosen for it (409.1c), and each player or
    object "chosen this way" as the spell resolved (413.2c) by the one chosen: Visions as printed asks whether to
    carry out "you shuffle Bob's library", not "… the library of the player chosen this way"."""
    if "chosen this way" in words:
        words = _chosen_named(ctx, words)
    if "target #" not in words or ctx.so is None:
        return words
    # a delayed ability names the objects the ability that made it targeted (Phantasmal Mount's
    # "sacrifice that creature", 406.2a), kept with it though it chose no target itself
    chosen: dict[int, list[str]] = {}
    for t in ctx.so.targets:
        index = getattr(getattr(t, "spec", None), "index", None)
        if t is not None and index is not None:
            chosen.setdefault(index, []).append(t.describe(ctx.game))
    for index, names in chosen.items():
        # every object chosen for a target of "any number of" (Drafna's Restoration, audit 5652),
        # not the first alone
        words = words.replace(f"target #{index + 1}", names[0] if len(names) == 1
                              else ", ".join(names[:-1]) + " and " + names[-1])
    for position, t in enumerate(ctx.so.memory.refs):
        # a reference made with no target spec (Spider Climb's own "sacrifice it" at cleanup,
        # audit 5652): the delayed ability's target #N is its Nth reference (resolve: 406.2a)
        index = getattr(getattr(t, "spec", None), "index", None)
        if t is not None:
            words = words.replace(f"target #{(position if index is None else index) + 1}", t.describe(ctx.game))
    return _own_zones_of_subject(ctx, words)


def _own_zones_of_subject(ctx: Ctx, words: str) -> str:
    """Words whose subject is a player, that player's own hand, graveyard or library said "his or her"
    (english.own_zones_said): Visions' optional "have that player shuffle that library" is "Bob
    shuffles his or her library", not "Bob shuffles Bob's library" (audit 11106) — a player named
    once in a clause."""
    subject = next((p.name for p in ctx.game.players if words.startswith(f"{p.name} ")), None)
    return words if subject is None else f"{subject} {own_zones_said(words[len(subject) + 1:], subject)}"


#: The words of a reference to what an earlier instruction of the resolution chose (judge.cards.describe.ref_phrase).
_CHOSEN_THIS_WAY = (("the player chosen this way", ir.PlayerChosenThisWay()),
                    *((f"the {noun} chosen this way", ir.ObjectChosenThisWay(noun=noun)) for noun in ir.CHOSEN_NOUNS),
                    ("the card chosen this way", ir.ObjectChosenThisWay(card=True)),
                    ("the source chosen this way", ir.SourceChosenThisWay()))


def _chosen_named(ctx: Ctx, words: str) -> str:
    """``words`` with each "… chosen this way" said as the one player or object it refers to now (nothing chosen
    yet, or more than one: the words as they are)."""
    for phrase, ref in _CHOSEN_THIS_WAY:
        if phrase in words:
            now = refer(ctx, ref)
            if len(now) == 1:
                words = phrasebook.phrase_named(words, phrase, now[0] if isinstance(now[0], str) else ctx.game.describe(now[0]))
    return words


def _unchosen_targets_named(ctx: Ctx, words: str) -> str:
    """``words`` with each "target #N" no object was chosen for ("up to four target basic land cards" with none:
    Lodestone Bauble, audit 7975) said as the target it would have been — never the reading's "target #1"."""
    if "target #" not in words:
        return words
    specs = {spec.index: spec for spec in getattr(getattr(ctx.so, "ability", None), "targets", ()) or ()}
    for index in sorted({int(m) for m in re.findall(r"target #(\d+)", words)}):
        spec = specs.get(index - 1)
        what = phrasebook.filter_phrase(spec.filter) if spec is not None and spec.filter is not None else ""
        words = words.replace(f"target #{index}", f"the target {what} (none was chosen)" if what
                              else "its target (none was chosen)")
    return words


#: An amount read off one object, and the characteristic's name (413.2f).
_READ_OFF = {ir.PowerOf: "power", ir.ToughnessOf: "toughness", ir.ConvertedManaCostOf: "converted mana cost"}


def amount_source(ctx: Ctx, amt: Any) -> Optional[str]:
    """What an amount read off an object is counted from, the object named: "Hill Giant @hg's
    converted mana cost" (Monkey Cage's "that creature's"); None for any other amount."""
    word = _READ_OFF.get(type(amt))
    if word is None:
        return None
    objs = object_ids(refer(ctx, amt.ref))
    return f"{possessive(ctx.game.describe(objs[0]))} {word}" if objs else None


def _chosen(ctx: Ctx, target: ir.Target) -> list:
    """The targets chosen for ``target``'s word as the spell or ability was played (409.1c)."""
    return [t for t in (ctx.so.targets if ctx.so is not None else ())
            if t is not None and getattr(t.spec, "index", None) == target.index]


# --------------------------------------------------------------------------- references


def object_ids(things) -> list[int]:
    """The object ids among resolved references."""
    return [t for t in things if isinstance(t, int)]


def player_names(things) -> list[str]:
    """The player names among resolved references."""
    return [t for t in things if isinstance(t, str)]


def that_player(ctx: Ctx) -> Optional[str]:
    """Who "that player" (:class:`ir.TriggerPlayer`, the player the trigger event was about) is in
    ``ctx``; None where its event names no one."""
    named = player_names(refer(ctx, ir.TriggerPlayer()))
    return named[0] if named else None


def source_object(ctx: Ctx) -> Optional[int]:
    g = ctx.game
    if ctx.source is None:
        return None
    if g.exists(ctx.source):
        return ctx.source
    return None


def _where_now(g, oid: int) -> str:
    """Where a moved object is now, in words: "in play", "removed from the game", "on the stack", "in Alice's
    graveyard" (a hand, a library and a graveyard are each their owner's, 217.1). Every object the game made
    stays in ``g.objects`` (an old id is kept: a target, a delayed ability's object, 217.8), so each has a zone."""
    obj = g.objects[oid]
    words = _ZONE_NOW.get(obj.zone)
    return words if words is not None else f"in {possessive(obj.owner)} {obj.zone}"


#: Where an object is (:func:`_where_now`), for the zones that are no player's own (217.1).
_ZONE_NOW = {Zone.IN_PLAY: "in play", Zone.REMOVED: "removed from the game", Zone.STACK: "on the stack",
             Zone.PHASED_OUT: "phased out"}


def subjects(ctx: Ctx, ref: Any) -> list[Union[int, str]]:
    """What an instruction *acts on*: :func:`refer`, each object an earlier instruction of the
    same spell or ability moved followed to the object it became (217.8: a card that changes
    zones is a new object — but "remove target permanent from the game, then return it to
    play" returns that card, and "return target creature card to play; put a +1/+1 counter on
    it" puts the counter on the creature it became). Values read of it ("its power", "its
    controller") stay its last known information (:func:`refer`, 413.2f)."""
    found = refer(ctx, ref)
    if not found and ctx.moved:
        # "When ~ dies, … return it to the battlefield under your control and put a death counter on
        # it" (Bogardan Phoenix): the card the trigger event put into the graveyard (410.10) was moved
        # on by this ability's own instruction before — the later words follow it (217.8, 413.2b)
        gone = moved_card(ctx, ref)
        if gone is not None and gone in ctx.moved:
            found = [gone]
    for t in found:  # which words each object was acted on by (see below)
        if isinstance(t, int):
            ctx.results.setdefault(("acted on as", t), []).append(ref)
    if not ctx.moved:
        return found
    out: list[Union[int, str]] = []
    for t in found:
        if isinstance(ref, ir.Target) and t in ctx.moved and ref not in ctx.results[("acted on as", t)][:-1]:
            # "remove Body Snatcher from the game and return target creature card from your graveyard
            # to play", Body Snatcher its own target: the target was moved by an instruction about
            # something else, not followed by these words — it is a new object (217.8), not the target
            g = ctx.game
            gone = ctx.moved[t]
            where = _where_now(g, gone)
            ctx.game.tracer.step(f"{g.describe(t)}, a target of {ctx.source_name}, was moved by an earlier instruction "
                                 f"(now {where}): "
                                 f"a new object (217.8), no longer the target — the instructions naming the target "
                                 f"do nothing with it (413.2b)", "217.8", "413.2b", kind="effect")
            continue
        first, hops = t, 0
        while isinstance(t, int) and t in ctx.moved and hops < 64:
            t, hops = ctx.moved[t], hops + 1
        if t != first and ("followed", first) not in ctx.results:
            ctx.results[("followed", first)] = t
            g = ctx.game
            where = _where_now(g, t)
            ctx.game.tracer.step(f"{g.describe(t)}, the card {ctx.source_name} moved, is a new object "
                                 f"{where}"
                                 f" (217.8): the later instructions act on it there, as the text reads (413.2b)",
                                 "413.2b", "217.8", kind="effect")
        out.append(t)
    return out


#: The key of ``Ctx.results`` counting the steps naming what paid the cost, or what a reference
#: means (:func:`refer`: judge.engine.references adds one for each such step it says), that an
#: instruction's resolution has said: :func:`run_effect` doesn't take them for what the
#: instruction did (with nothing else said, it says the instruction did nothing).
TOLD_STEPS = ("told", "steps")
#: The key of ``Ctx.results`` holding, by target index, the particular objects a resolving delayed
#: ability refers to that have left their zone since it was created (406.2d), each as
#: ``(words, zone, back)`` (``back``: the card back in play, a new permanent, in words, or ""): the instruction that would act on one says so as it does nothing
#: (:func:`_did_nothing`, which takes it out), said once; judge.engine.resolve says any left.
LEFT_SINCE_CREATED = ("left", "since created")
#: The key of ``Ctx.results`` listing the cards an instruction moved from the top of a library
#: ("Put the top card of your library into your graveyard. If that card is …": ir.MovedThisWay)
MOVED_THIS_WAY = "moved this way"
#: The key of ``Ctx.results`` listing the objects a rules effect of the ability applied to, its set
#: fixed as it resolved ("Non-Wall creatures the active player controls attack this turn if able.
#: … destroy each of those creatures …": ir.AffectedThisWay, 418.3b)
AFFECTED_THIS_WAY = "affected this way"
#: The keys of ``Ctx.results`` holding, by player, how many cards each discarded by the ability's
#: instructions (ir.MostDiscardedThisWay) and shuffled from his or her own zones into his or her
#: library (ir.ShuffledThisWay).
DISCARDED_BY = "discarded by"
SHUFFLED_BY = "shuffled by"
#: The key of ``Ctx.results`` holding, by player, the mana each paid by an ir.EachMayPayAnyMana (ir.ManaPaidThisWay).
MANA_PAID_BY = "mana paid by"
#: The key of ``Ctx.results`` listing the permanents "that creature's controller sacrifices it" sacrificed
#: (ir.ConditionKind.SACRIFICED_THIS_WAY: Basalt Golem's "If the player does").
SACRIFICED_THIS_WAY = "sacrificed this way"
#: The key of ``Ctx.results`` holding the player an ir.ChoosePlayer chose (ir.PlayerChosenThisWay).
PLAYER_CHOSEN = "player chosen"
#: The key of ``Ctx.results`` holding the permanent an ir.ForEachObject is being carried out for (ir.EachObject).
EACH_OBJECT = "each object"
#: The key of ``Ctx.results`` holding the permanent an ir.ChooseObject chose (ir.ObjectChosenThisWay).
OBJECT_CHOSEN = "object chosen"
#: The key of ``Ctx.results`` holding the source an ir.ChooseSource chose (ir.SourceChosenThisWay; session 72, h12).
SOURCE_CHOSEN = "source chosen"
#: The key of ``Ctx.results`` holding the target an ir.ChooseOneOfThose did not choose (ir.OtherOfThose).
OTHER_OF_THOSE = "other of those"
#: The key of ``Ctx.results`` holding, by player, how many permanents he or she controlled the
#: ability's last move out of play moved (ir.MovedThisWayControlledBy).
MOVED_FROM_CONTROL_OF = "moved from the control of"
#: (added, o7) The same by player for a destruction, the total of their converted mana costs as
#: each last existed (ir.MovedThisWayControlledBy with ``mana_value``: Seeds of Innocence).
MANA_VALUE_FROM_CONTROL_OF = "mana value moved from the control of"
#: The same by player, each permanent with its converted mana cost in words ("Mishra's Factory @mf 0"): what the
#: total counted, said where it is read (Seeds of Innocence's 0 for a land and a token, audit 9086).
MANA_VALUE_PARTS = "mana value parts"
#: The key of ``Ctx.results`` holding the ability's destructions so far, in words: the permanents
#: put into a graveyard, and those a regeneration shield kept in play (ir.ResultOf "destroyed").
DESTROYED_WHICH = "destroyed: which"
#: (added, session 46) The same as the permanents' ids as they were in play, each put into a graveyard by
#: the destruction (its last known information kept, 413.2f): "for each land destroyed this way, …
#: that land's controller" (Stench of Evil; ir.ForEachObject.this_way).
DESTROYED_OBJECTS = "destroyed: objects"
#: (added, session 46) The cards of a hand the ability revealed ("Target player reveals their hand"), for
#: "for each blue instant card revealed this way" (Sirocco; ir.ForEachObject.this_way).
REVEALED_HAND = "revealed: hand"
#: (added, session 77, h7) The card "revealed" for the instructions after was picked at random by a player, not
#: revealed ("Target opponent chooses a card at random from your hand", Cursed Scroll as printed).
PICKED_AT_RANDOM = "picked at random"
#: (added, session 84, h6) The cards "revealed" for the instructions after are the top cards of several players'
#: libraries, one a player ("each player reveals the top card of their library", Game Preserve): "all cards revealed
#: this way", however many there were.
EACH_REVEALED = "each revealed"
#: (added, session 84, h6) The top cards of a library an instruction just looked at ("Look at the top two cards of your
#: library"), for "one of those cards" of a later one (Preferred Selection: ir.Dig.already_looked).
LOOKED_AT = "looked at"


def most_discarded(ctx: Ctx) -> list[tuple[str, int]]:
    """Each player's number of cards discarded by the ability's instructions so far, in turn
    order (Windfall's "the greatest number of cards a player discarded this way")."""
    return list(ctx.results.get(DISCARDED_BY, {}).items())


def refer(ctx: Ctx, ref: Any) -> list[Union[int, str]]:
    """The objects (ids) and players (names) a reference means now (413.2f): said by the function
    registered for the reference's IR class with :func:`refers` (judge.engine.references)."""
    fn = _REFER_BY_CLASS.get(type(ref))
    if fn is None:
        fn = refer_function(type(ref))
        if fn is None:
            raise Unsupported(f"{ctx.source_name}: the engine can't resolve the reference {type(ref).__name__} yet")
    return fn(ctx, ref)


def amount_said(ctx: Ctx, a: Any) -> str:
    """An amount in a trace step's words (:func:`amount_words`), "you" named, and a target, the
    triggering object and the enchanted permanent it reads named as the trace names them: "the
    number of creatures blocking Grizzly Bears @gb" (Barreling Attack's "blocking target creature"),
    not "… blocking target #1"; one that means nothing now (a target gone) keeps its card words."""
    names: dict = {}
    for node in ir.walk(a):
        if isinstance(node, (ir.Target, ir.TriggerObject, ir.Enchanted)) and node not in names:
            try:
                meant = refer(ctx, node)
            except JudgeError:
                continue
            if len(meant) == 1:
                names[node] = meant[0] if isinstance(meant[0], str) else ctx.game.describe(meant[0])
    # "that player" named too (Psychic Allergy's X counting none at Bob's upkeep: "controlled by Bob", not "by the
    # triggering player", audit 8581), and the color chosen as the source came into play (410.10e)
    with phrasebook.that_player_named(that_player(ctx)):
        said = phrasebook.amount_words(a, ctx.controller, names, ctx.source_name)
    return chosen_color_named(ctx, said)


def named(g: Game, v: Any, oid: Any) -> bool:
    """Whether a scenario's answer ``v`` (a name, label or Ref) names the object or player ``oid``."""
    if isinstance(oid, str):
        names = {oid}
    else:
        o = g.objects[oid]
        names = {o.name} | ({"@" + o.label} if o.label else set())
    key = (f"@{v.label}" if v.label else v.name) if isinstance(v, Ref) else str(v)
    return str(key).lower() in {n.lower() for n in names}


def say_once(ctx: Ctx, key: Any, text: str, *rules: str) -> None:
    """A step saying where a value is read from (last known information, 413.2f), said once in a
    resolution however often the value is read — each later reading is the same information."""
    told = ("told", key)
    if told in ctx.results:
        return
    ctx.results[told] = True
    # (a note said as the value is looked up, not what the instruction did: one that then does
    # nothing still says so — Illumination's "gains life equal to …" of a countered Ornithopter)
    ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
    ctx.game.tracer.step(text, *rules, kind="effect")


def left_play(ctx: Ctx, ref: Any) -> Optional[tuple]:
    """The object ``ref`` names as it last existed in play, when it is the permanent whose leaving
    play triggered the ability ("that creature", "it" of "Whenever a creature … is put into a
    graveyard from play"); None for any other reference. An instruction reading a value of it —
    its counters, power, toughness, controller — uses that last known information (413.2f): the
    trigger looked back at it as it was just before the event (410.10d), and the card it became
    in its new zone is a new object (217.8) without its counters or the effects that applied to
    it. (Acting *on* it still looks for the card in the zone it went to: 410.10c, :func:`refer`.)"""
    ev = ctx.event
    if isinstance(ref, ir.TriggerObject) and ev is not None and getattr(ev, "before", None) is not None \
            and getattr(ev, "from_zone", None) == Zone.IN_PLAY:
        return ev.before
    return None


def granter(ctx: Ctx) -> Optional[int]:
    """The permanent whose static ability granted the resolving ability (ir.Granter: Archery Training's "arrow counters
    on Archery Training", in the ability its enchanted creature has), as the engine recorded it when granting it
    (judge.engine.statics.granted_by): its id — in play, or gone with its last known information (413.2f) — else
    None."""
    ability = ctx.so.ability if ctx.so is not None else None
    return getattr(ability, "granted_by", None)


def gone_trigger_object(ctx: Ctx, ref: Any) -> Optional[int]:
    """The object ``ref`` names when it is the one the trigger event was about ("it", "that
    creature" of "Whenever a creature comes into play") and it has left its zone since the ability
    triggered: its id, kept with its last known information (413.2f: a value read of it is that
    information, and "it deals damage" is dealt by it as it most recently existed); None for any
    other reference or an object still there. So too the source of the damage a trigger event was
    ("whenever an attacking creature deals combat damage to you, it deals that much damage to its
    controller", Harsh Justice: "it", gone since, deals it as it last existed)."""
    ev = ctx.event
    if not isinstance(ref, (ir.TriggerObject, ir.TriggerSource)) or ev is None:
        return None
    if isinstance(ref, ir.TriggerSource):
        oid = getattr(ev, "source", None)
    else:
        oid = getattr(ev, "new", None)
        if oid is None:
            oid = getattr(ev, "obj", None)
    g = ctx.game
    return oid if isinstance(oid, int) and not g.exists(oid) and oid in g.lki else None


def _last_paid_upkeep(ctx: Ctx, a: ir.LastPaidUpkeep) -> int:
    """"~'s last paid cumulative upkeep" (Revered Unicorn, Mwonvuli Ooze as printed): the mana its
    last cumulative upkeep payment paid (recorded by judge.engine.effects; glossary "Cumulative
    Upkeep"), 0 while none was paid since it came into play — a counter put on by an upkeep not
    (yet) paid adds nothing. In play it is read as it is (a static ability's P/T, recomputed
    silently); once it has left play, as it last existed there (413.2f), said once."""
    g = ctx.game
    if not isinstance(a.what, ir.This):
        raise Unsupported(f"the last paid cumulative upkeep of {a.what!r}")
    oid = ctx.source
    if oid is None:
        return 0
    if g.exists(oid):
        obj = g.objects[oid]
        return obj.upkeep_paid if obj.zone == Zone.IN_PLAY else 0
    if oid not in g.lki:
        return 0
    obj, ch = g.last_known(oid)
    paid = obj.upkeep_paid if obj.zone == Zone.IN_PLAY else 0
    why = ("the mana its last payment paid" if paid else
           "no cumulative upkeep of it was paid while it was in play: an upkeep not paid pays nothing")
    say_once(ctx, ("last paid upkeep", oid), f"{ch.name} has left play: its last paid cumulative upkeep, as it last "
             f"existed in play, is {paid} ({why}; glossary \"Cumulative Upkeep\")", "413.2f")
    return paid


def amount(ctx: Ctx, a: Any) -> int:
    """An IR amount, determined when the instruction is carried out (413.2f, 418.3c)."""
    g = ctx.game
    if isinstance(a, int):
        return a
    if isinstance(a, ir.VarX):
        return ctx.x or 0
    if isinstance(a, ir.Negative):
        return -amount(ctx, a.amount)
    if isinstance(a, ir.Sum):
        return sum(amount(ctx, t) for t in a.terms)
    if isinstance(a, ir.Product):
        return a.factor * amount(ctx, a.amount)
    if isinstance(a, ir.CountOf):
        return len(refer(ctx, ir.All((a.filter,))))
    if isinstance(a, ir.LastPaidUpkeep):
        return _last_paid_upkeep(ctx, a)
    if isinstance(a, ir.LifePaidAsEntering):  # what was paid as it came into play (410.10e)
        return int(chosen_on_entry(g, ctx.source, ir.EntryChoice.LIFE_PAID) or 0)
    if isinstance(a, ir.SacrificedAsEntering):  # what was sacrificed as it came into play (410.10e)
        return int(chosen_on_entry(g, ctx.source, a.what) or 0)
    if isinstance(a, ir.XAsPlayed):  # Venarian Gold: the X announced for its spell (409.1b), else 0 (glossary "X")
        return int(chosen_on_entry(g, ctx.source, ir.RememberedOnEntry.X_AS_PLAYED) or 0)
    if isinstance(a, ir.ChosenNumber):  # Shapeshifter: chosen as it came into play, or since (410.10e)
        return int(chosen_on_entry(g, ctx.source, ir.EntryChoice.NUMBER) or 0)
    if isinstance(a, ir.CountersOn):
        # glossary "Counter": counters exist only in play; a permanent that left play is
        # counted as it last existed there (413.2f: Revered Unicorn's age counters)
        left = left_play(ctx, a.what)
        if left is not None:
            # Sporogenesis's "for each fungus counter on that creature": the creature whose leaving
            # play triggered the ability — the card in the graveyard is a new object with none (217.8)
            obj, ch = left
            n = obj.counters.get(a.kind, 0)
            told = ("told", "left play", a)
            if told not in ctx.results:
                ctx.results[told] = True
                ctx.results[TOLD_STEPS] = ctx.results.get(TOLD_STEPS, 0) + 1
                went = getattr(ctx.event, "to_zone", None)
                where = "the graveyard" if went == Zone.GRAVEYARD else f"the {went} zone" if went else "its new zone"
                g.tracer.step(f"{ch.name} had {n} {a.kind} counter{'' if n == 1 else 's'} on it as it left play: its "
                              f"last known information is counted, not the card in {where}, a new object without "
                              f"them", "413.2f", "217.8", kind="effect")
            return n
        total = 0
        ids = object_ids(refer(ctx, a.what))
        if not ids and isinstance(a.what, ir.This) and ctx.source in g.lki:
            ids = [ctx.source]
        gone = granter(ctx) if isinstance(a.what, ir.Granter) and not ids else None
        if gone is not None and gone in g.lki:
            # Archery Training destroyed with its creature's ability on the stack: the Aura's counters as it last
            # existed in play (413.2f) — the card in the graveyard is a new object without them (217.8)
            ids = [gone]
            obj, ch = g.lki[gone]
            n = obj.counters.get(a.kind, 0)
            say_once(ctx, ("last known", type(a), gone), f"{ch.name}, which grants this ability, has left play: it had "
                     f"{n} {a.kind} counter{'' if n == 1 else 's'} on it as it last existed in play, and that last "
                     f"known information is counted (the card in its new zone is a new object without them)",
                     "413.2f", "217.8")
        for o in ids:
            if (g.exists(o) and g.objects[o].zone == Zone.IN_PLAY) or o in g.lki:
                obj = _known_object(g, o)
                total += obj.counters.get(a.kind, 0) if obj.zone == Zone.IN_PLAY else 0
        return total
    if isinstance(a, (ir.PowerOf, ir.ToughnessOf)):
        left = left_play(ctx, a.ref)
        if left is not None:
            # "that creature's toughness" of a permanent that left play: as it last existed (413.2f)
            ch = left[1]
            n = ch.power if isinstance(a, ir.PowerOf) else ch.toughness
            say_once(ctx, ("last known", type(a), "left play"), f"{ch.name} has left play: its last known "
                     f"{'power' if isinstance(a, ir.PowerOf) else 'toughness'} ({n}) is used", "413.2f")
            return n or 0
        things = refer(ctx, a.ref)
        if not things and gone_trigger_object(ctx, a.ref) is not None:
            # "damage equal to its power" of the creature whose coming into play triggered the
            # ability (Pandemonium), gone since: as it last existed (413.2f), said below
            things = [gone_trigger_object(ctx, a.ref)]
        if not things and isinstance(a.ref, ir.This) and ctx.source in g.lki:
            ch = g.lki[ctx.source][1]
            say_once(ctx, ("last known", type(a), ctx.source), f"{ch.name} has left play: its last known information "
                     f"is used ({'power' if isinstance(a, ir.PowerOf) else 'toughness'} "
                     f"{ch.power if isinstance(a, ir.PowerOf) else ch.toughness})", "413.2f")
        elif things and not isinstance(things[0], str):
            if not g.exists(things[0]) and things[0] in g.lki:
                # the object has left its zone since: its last known information (413.2f)
                last, ch = g.lki[things[0]]
                # (the object named as the trace named it, its label too: "Grizzly Bears @gb2", Angelic Chorus)
                say_once(ctx, ("last known", type(a), things[0]), f"{last.display()} has left its zone: its last known "
                         f"information is used ({'power' if isinstance(a, ir.PowerOf) else 'toughness'} "
                         f"{ch.power if isinstance(a, ir.PowerOf) else ch.toughness})", "413.2f")
            else:
                ch = g.chars(things[0])
        else:
            return 0
        return (ch.power if isinstance(a, ir.PowerOf) else ch.toughness) or 0
    if isinstance(a, ir.ConvertedManaCostOf):  # "its converted mana cost" (Reanimate), as it last existed
        left = left_play(ctx, a.ref)
        if left is not None:  # "that creature's converted mana cost" of one that left play (413.2f)
            n = converted_mana_cost(g, *left)
            say_once(ctx, ("last known", type(a), "left play"), f"{left[1].name} has left play: its converted mana "
                     f"cost as it last existed there is used — {left[1].mana_cost or 'no mana cost'}: {n}", "413.2f")
            return n
        things = [t for t in refer(ctx, a.ref) if not isinstance(t, str)]
        gone = gone_trigger_object(ctx, a.ref) if not things else None
        if gone is not None:
            # "that creature's converted mana cost" of the creature whose coming into play
            # triggered the ability (Monkey Cage), gone since: as it last existed (413.2f)
            n = converted_mana_cost(g, *g.lki[gone])
            say_once(ctx, ("last known", type(a), gone), f"{g.lki[gone][1].name} has left its zone: its last known "
                     f"information is used (converted mana cost {n})", "413.2f")
            return n
        if not things:
            return 0
        o = things[0]
        if g.exists(o):
            return converted_mana_cost(g, g.objects[o], g.chars(o))
        if o not in g.lki:
            return 0
        last, ch = g.lki[o]
        n = converted_mana_cost(g, last, ch)
        if last.zone == Zone.STACK:  # a spell countered (Illumination): as it last existed on the stack
            printed = getattr(last.card, "cost", None) or ""
            if "{X}" in printed and "{X}" not in (ch.mana_cost or ""):  # glossary "X": the X announced
                xs = (n - converted_mana_cost(g, last, replace(ch, mana_cost=printed.replace("{X}", "")))) \
                    // printed.count("{X}")
                cost = f"{printed} with X = {xs} (glossary \"X\")"
            else:
                cost = ch.mana_cost or "no mana cost"
            say_once(ctx, ("last known", type(a), o), f"{ch.name} has left the stack: its converted mana cost as it "
                     f"last existed there is used — {cost}: {n}", "413.2f")
        else:  # Serene Offering's "its converted mana cost" of the enchantment it destroyed: as it last existed
            where = "play" if last.zone == Zone.IN_PLAY else f"the {last.zone}"
            say_once(ctx, ("last known", type(a), o), f"{ch.name} has left {where}: its converted mana cost as it "
                     f"last existed there is used — {ch.mana_cost or 'no mana cost'}: {n}", "413.2f")
        return n
    if isinstance(a, ir.CardsInHand):
        ps = refer(ctx, a.player)
        return len(g.zones[(ps[0], Zone.HAND)]) if ps else 0
    if isinstance(a, ir.Half):  # "half X damage, rounded down" (Banshee)
        v = amount(ctx, a.of)
        return (v + 1) // 2 if a.round_up else v // 2
    if isinstance(a, ir.Fraction):  # "a third of their life … Round up each time" (Pox); none of a negative total
        v = max(amount(ctx, a.of), 0)
        return -(-v // a.parts) if a.round_up else v // a.parts
    if isinstance(a, ir.DiedThisTurn):  # creatures put into a graveyard from play this turn
        owners = refer(ctx, a.whose) if a.whose is not None else None
        return sum(1 for o in g.this_turn.died if owners is None or o in owners)
    if isinstance(a, ir.TimesRegeneratedThisTurn):  # each shield that replaced its destruction this turn (419.6b)
        return sum(times_regenerated(g, o) for o in object_ids(refer(ctx, a.what)))
    if isinstance(a, ir.DamageDealtThisTurn):  # the turn's record of damage dealt to players (417.1)
        return sum(g.this_turn.damage_to_players.get(p, 0) for p in refer(ctx, a.to) if isinstance(p, str))
    if isinstance(a, ir.CountAtTurnStart):  # the permanents as the turn began, before its untap step (302.1)
        return len(counted_at_turn_start(ctx, a))
    if isinstance(a, ir.DamageDealtThisTurnBy):  # only the sources that fit, as each dealt it (413.2f)
        return sum(n for _, n, _ in damage_dealt_by(ctx, a, counted=True))
    if isinstance(a, ir.LifeTotal):
        ps = refer(ctx, a.player)
        return g.player(ps[0]).life if ps else 0
    if type(a).__name__ == "HalfLife":
        ps = refer(ctx, a.player)
        return (g.player(ps[0]).life + 1) // 2 if ps and g.player(ps[0]).life > 0 else 0
    if isinstance(a, ir.SacrificedTotalPower):
        # Sword of the Ages: the creatures the cost sacrificed (409.1f) — as printed, an earlier instruction of this
        # resolution ("Sacrifice ~ and as many creatures as you choose.", 413.2) — each as it last existed in play (413.2f)
        paid = [o for o in (ctx.so.memory.sacrificed if ctx.so is not None else ()) if o != ctx.source]
        done = [o for o in ctx.results.get("sacrificed", ()) if o != ctx.source]
        chars = [g.last_known(o)[1] for o in paid + done]
        chars = [ch for ch in chars if "creature" in ch.types]
        total = sum(ch.power or 0 for ch in chars)
        how = ((f"to pay the cost of {ctx.source_name}", "409.1f") if ctx.so is None or ctx.so.memory.sacrificed
               else (f"by {ctx.source_name} as it resolves", "413.2"))  # (the printed Sword: nothing paid with its cost)
        say_once(ctx, ("sacrificed total power",), f"The total power of the creatures sacrificed {how[0]}, "
                 f"each as it last existed in play: "
                 + (", ".join(f"{ch.name} {ch.power or 0}" for ch in chars) + f" — {total}" if chars
                    else "no creature was sacrificed — 0"), "413.2f", how[1])
        return total
    if isinstance(a, ir.ResultOf):
        if a.what == "destroyed":
            _say_destroyed(ctx)
        if a.what == ir.DAMAGE_DEALT_CAPPED:  # Drain Life: each part, up to a life total or a toughness
            return damage_dealt_capped(ctx)
        if a.what == ir.DAMAGE_PREVENTED_IN_ALL:  # Sacred Boon: the shield's total, as it resolves (413.2f)
            n = ctx.results.get(a.what, 0)
            say_once(ctx, a.what, f"{possessive(ctx.source_name)} shield prevented {n} damage in all"
                     + ("" if n else ": no damage was prevented this way") + ", counted as the ability resolves",
                     "413.2f", "419.7b")
            return n
        return ctx.results.get(a.what, 0)
    if isinstance(a, ir.MostDiscardedThisWay):  # Windfall: the largest of each player's number
        return max((n for _p, n in most_discarded(ctx)), default=0)
    if isinstance(a, ir.ManaPaidThisWay):  # Liege of the Hollows: that player's own amount (added, session 67, h7)
        ps = player_names(refer(ctx, a.player))
        return ctx.results.get(MANA_PAID_BY, {}).get(ps[0], 0) if ps else 0
    if isinstance(a, ir.ShuffledThisWay):  # Winds of Change: that player's own number
        ps = player_names(refer(ctx, a.player))
        return ctx.results.get(SHUFFLED_BY, {}).get(ps[0], 0) if ps else 0
    if isinstance(a, ir.DiscardedThisWay):  # Flux: that player's own number
        ps = player_names(refer(ctx, a.player))
        return ctx.results.get(DISCARDED_BY, {}).get(ps[0], 0) if ps else 0
    if isinstance(a, ir.MovedThisWayControlledBy):  # Martyr's Cry: that player's own number
        ps = player_names(refer(ctx, a.player))
        key = MANA_VALUE_FROM_CONTROL_OF if a.mana_value else MOVED_FROM_CONTROL_OF  # (Seeds of Innocence)
        parts = ctx.results.get(MANA_VALUE_PARTS) if a.mana_value else None
        if parts:
            say_once(ctx, MANA_VALUE_PARTS, f"{ctx.source_name}: the converted mana costs of the permanents it destroyed, "
                     f"as each last existed in play, by the player who controlled it — " + "; ".join(
                         f"{p}: {', '.join(words)}" for p, words in parts.items())
                     + " (the total amount of mana in its mana cost; a land or a token has no mana cost: glossary "
                       "\"Converted Mana Cost\")", "413.2f")
        return ctx.results.get(key, {}).get(ps[0], 0) if ps else 0
    if isinstance(a, ir.CountMovedThisWay):  # Song of Blood (added, session 68, h5)
        return count_moved_this_way(ctx, a)
    if isinstance(a, ir.TimesPaid):  # "for each additional {1}{G} you paid": as announced (409.1f)
        return paid_costs(ctx).get(a.mana, 0)
    raise Unsupported(f"{ctx.source_name}: the engine can't compute the amount {type(a).__name__} yet")


def count_moved_this_way(ctx: Ctx, a: ir.CountMovedThisWay) -> int:
    """Song of Blood's "for each creature card put into your graveyard this way": the cards the
    instruction before put into that player's graveyard (``MOVED_THIS_WAY``) that match the
    description as they were put there — one put elsewhere instead (a replacement effect, 419.1) was
    not put there; counted once, as the spell resolves (413.2f)."""
    g = ctx.game
    whose = player_names(refer(ctx, a.whose))
    there = [o for o in ctx.results.get(MOVED_THIS_WAY, ()) if g.exists(o) and g.objects[o].zone == Zone.GRAVEYARD
             and g.objects[o].owner in whose]
    hits = [o for o in there if matches(g, a.filter, o, ctx.controller, ctx.source, zone_check=False)]
    what, whom = phrasebook.amount_words(a, ctx.controller), " or ".join(whose) or "no player"
    put = (f"of the {len(there)} card{'' if len(there) == 1 else 's'} {ctx.source_name} put into {possessive(whom)} graveyard, "
           + (f"{len(hits)} ({', '.join(g.describe(o) for o in hits)})" if hits else "none")
           + f" {'is' if len(hits) == 1 else 'are'} {with_article(phrasebook.filter_phrase(a.filter, ctx.controller, trace=True)) if len(hits) == 1 else phrasebook.filter_plural(a.filter)}"
           ) if there else f"{ctx.source_name} put no card into {possessive(whom)} graveyard"
    say_once(ctx, ("moved this way", a), f"{what[0].upper()}{what[1:]}: {len(hits)} — {put}", "413.2f")
    return len(hits)


#: ctx.results key: each recipient of the damage the instructions dealt (object id or player), the
#: amount, and a player's life total before it — read by :func:`damage_dealt_capped`
DAMAGE_PARTS = "damage parts"


def damage_dealt_capped(ctx: Ctx) -> int:
    """Drain Life's "the damage dealt, but not more life than the player's life total before the
    damage was dealt … or the creature's toughness": each recipient's part up to its cap, summed and
    said once (413.2f: as the instruction that reads it is carried out)."""
    g, total, said = ctx.game, 0, []
    for k, dealt, life in ctx.results.get(DAMAGE_PARTS, []):
        if isinstance(k, str):
            cap, why = max(life or 0, 0), f"up to the life total before it ({life})"
        else:
            # (a creature gone from play since — El-Hajjâj's trigger resolving after the creature it damaged died —
            # as it last existed in play, 413.2f)
            t = g.last_known(k)[1].toughness if g.exists(k) or k in g.lki else None
            cap, why = (max(t, 0), f"up to its toughness ({t})") if t is not None else (0, "no toughness")
        total += min(dealt, cap)
        said.append(f"{dealt} dealt to {k if isinstance(k, str) else g.describe(k)}, {why}: {min(dealt, cap)}")
    say_once(ctx, ir.DAMAGE_DEALT_CAPPED, f"{ctx.source_name}: the damage dealt this way, each part no more than "
             f"a life total before the damage or a toughness — " + ("; ".join(said) if said else
                                                                     "no damage was dealt this way")
             + f"; in all {total}", "413.2f")
    return total


def _say_destroyed(ctx: Ctx) -> None:
    """"X is the number of creatures that died this way" (Hellfire), "for each creature destroyed
    this way" (Rain of Daggers): the count, and what it counted, as the instruction reading it is
    carried out (413.2f) — a permanent regenerated instead was not destroyed (419.6b) and is not."""
    dead, spared = ctx.results.get(DESTROYED_WHICH, ([], []))
    n = ctx.results.get("destroyed", 0)
    which = (f" — put into a graveyard: {', '.join(dead[:-1])} and {dead[-1]}" if len(dead) > 1
             else f" — put into a graveyard: {dead[0]}" if dead else "")
    kept = (f"; {' and '.join(spared)} regenerated instead: not destroyed, not counted" if spared else "")
    say_once(ctx, "destroyed", f"{ctx.source_name}: the number destroyed this way is {n}, counted as the instruction "
             f"is carried out{which}{kept}", "413.2f", *(("419.6b",) if spared else ()))


# --------------------------------------------------------------------------- conditions and static rules


def deed_rules(phrase: str) -> tuple[str, ...]:
    """The rules of what ``phrase`` ("attacked or blocked this combat") asks a creature did: it
    attacked (308.5), it blocked or was blocked (309.3; by an effect, glossary "Blocked Creature")."""
    deeds = ir.combat_deed(phrase)[0]
    return (("308.5",) if "attacked" in deeds else ()) + (("309.3",) if set(deeds) - {"attacked"} else ())


#: What a creature that did none of the deeds a phrase asks about did, in the card's words ("didn't
#: attack": Angel's Trumpet asks only whether it attacked, 308.5); any other: "neither attacked nor blocked".
_NO_DEED = {"attacked": "didn't attack", "blocked": "didn't block", "was blocked": "wasn't blocked",
            "blocked or was blocked": "neither blocked nor was blocked"}


def deeds_phrase(g: Game, oid: int, this_combat: bool, phrase: str = "") -> str:
    """What ``oid`` did in this combat (or this turn), in words: "was blocked by Wall of Air"
    ("neither attacked nor blocked": nothing); with ``phrase`` ("didn't attack this turn"), only
    the deeds it asks about, and nothing said in its words ("didn't attack")."""
    asked = ir.combat_deed(phrase)[0] if phrase else None
    said = phrase.rpartition(" this ")[0]
    words = []
    for deed, other in g.this_turn.deeds_of(oid, this_combat):
        if asked is not None and deed not in asked:
            continue
        if deed == "attacked":
            words.append("attacked")
        elif deed == "blocked":
            words.append(f"blocked {g.describe(other)}")
        else:
            words.append(f"was blocked by {g.describe(other)}" if other is not None else "was blocked by an effect")
    words = list(dict.fromkeys(words))
    return (", ".join(words[:-1]) + " and " + words[-1] if len(words) > 1 else words[0]) if words else \
        said if said.startswith("didn't ") else _NO_DEED.get(said, "neither attacked nor blocked")


def paid_costs(ctx: Ctx) -> dict[str, int]:
    """The optional additional costs the resolving spell was played with, each how many times
    (409.1f; none when it was not a spell, or none was paid)."""
    return dict(ctx.so.memory.paid) if ctx.so is not None else {}


def check_condition(ctx: Ctx, cond: Optional[ir.Condition]) -> bool:
    """A condition (410.8 intervening if, "as long as", resolution "if"): the test registered
    for its kind (:data:`CONDITIONS`); a kind with none is refused, loudly."""
    if cond is None:
        return True
    test = CONDITIONS.get(cond.kind) or condition_tests().get(cond.kind)
    if test is None:
        raise Unsupported(f"{ctx.source_name}: condition {getattr(cond.kind, 'value', cond.kind)!r} is not supported yet")
    return test(ctx, cond)


#: The test of each kind of condition (``ir.Condition.kind``, an :class:`ir.ConditionKind`), each
#: registered with :func:`holds` beside its function in :data:`CONDITION_TESTS`' module; ask
#: :func:`condition_tests` for the whole table (judge.engine.support refuses a condition of any
#: other kind).
CONDITIONS: dict[ir.ConditionKind, Callable[["Ctx", ir.Condition], bool]] = {}
#: The module that registers every test (:mod:`judge.engine.condition_tests`, above this one: named
#: here, never imported by an import statement), imported the first time a condition is checked,
#: so that an ask whose cards state no condition never reads it (issue 43).
CONDITION_TESTS = "judge.engine.condition_tests"


def condition_tests() -> dict[ir.ConditionKind, Callable[["Ctx", ir.Condition], bool]]:
    """:data:`CONDITIONS` with every test registered: :data:`CONDITION_TESTS` imported the first time
    (afterwards ``import_module`` finds it in ``sys.modules``)."""
    importlib.import_module(CONDITION_TESTS)
    return CONDITIONS


def holds(*kinds: ir.ConditionKind) -> Callable:
    """Register the decorated function as the test of conditions of ``kinds`` (members of
    :class:`ir.ConditionKind`: a kind named by its words is a loud error)."""
    for kind in kinds:
        if not isinstance(kind, ir.ConditionKind):
            raise TypeError(f"a condition kind is an ir.ConditionKind, not {kind!r}")
    return lambda fn: _register(CONDITIONS, kinds, fn, "tests", lambda kind: f"the condition {kind.value!r}")


def counters_on(ctx: Ctx, cond: ir.Condition) -> int:
    """How many counters of the condition's kind are on what it names (as it last existed, 413.2f)."""
    g = ctx.game
    left = left_play(ctx, cond.ref)
    if left is not None:  # "if it had a … counter on it" of the creature that left play: as it left (413.2f)
        return left[0].counters.get(cond.value, 0)
    things = object_ids(refer(ctx, cond.ref))
    if not things and isinstance(cond.ref, ir.This) and ctx.source in g.lki:
        things = [ctx.source]  # as it last existed (413.2f)
    return sum(_known_object(g, o).counters.get(cond.value, 0) for o in things if g.exists(o) or o in g.lki)


def _known_object(g: Game, oid: int) -> Any:
    """The object ``oid`` as it is if still in its zone, else as it last existed (413.2f) — what
    ``Game.last_known`` gives first, without working out its characteristics: counters are on the
    object (glossary "Counter"), not among its characteristics (an "as long as ~ has a tide counter
    on it" asked while ~'s own characteristics are worked out asked them all again: Homarid as
    printed). ``oid`` exists or has last known information."""
    return g.objects[oid] if g.exists(oid) else g.lki[oid][0]


def counted_at_turn_start(ctx: Ctx, a: "ir.CountAtTurnStart") -> list:
    """The permanents of the turn's record of its beginning (before the untap step, 301.1, 302.1)
    that fit ``a.filter`` as each was then — tapped or not, its characteristics and its controller
    then (413.2f: Power Surge's "untapped lands they controlled at the beginning of this turn"):
    the snapshots (``LastKnown``) counted."""
    g = ctx.game
    if g.this_turn.at_beginning is None:
        raise Unsupported(f"{ctx.source_name}: the permanents as this turn began are not known (the scenario "
                          f"begins after the turn's beginning, 302.1): begin it in the turn before")
    f = a.filter
    whose = None
    if f.controlled_by is not None:  # (the player named, now; each permanent's controller then)
        whose = set(player_names(refer(ctx, f.controlled_by)))
        f = replace(f, controlled_by=None)
    if a.controlled_now:  # Power Surge as printed: "each land he or she controls that was untapped …" — the
        # permanent still in play as the same object (217.8), its controller now, as it is read (413.2f)
        return [lk for lk in g.this_turn.at_beginning
                if lk[0].id in g.objects and g.objects[lk[0].id].zone == Zone.IN_PLAY
                and (whose is None or g.controller_of(lk[0].id) in whose)
                and matches(g, f, lk[0].id, ctx.controller, ctx.source, zone_check=False, obj=lk[0], chars=lk[1])]
    return [lk for lk in g.this_turn.at_beginning
            if (whose is None or lk[1].controller in whose)
            and matches(g, f, lk[0].id, ctx.controller, ctx.source, zone_check=False, obj=lk[0], chars=lk[1])]


def damage_dealt_by(ctx: Ctx, a: "ir.DamageDealtThisTurnBy", counted: bool) -> list:
    """The damage of the turn's record dealt to ``a.to`` (a player, or the ability's source) whose
    source fit — or, with ``counted`` False, did not fit — ``a.by`` as it dealt it (its characteristics then, kept as
    the damage was dealt: 413.2f): (source's name, amount, the source's id or None) each."""
    g = ctx.game
    # (the ability's own source: the permanent as it was dealt the damage, gone from play or not)
    wanted = {ctx.source} if isinstance(a.to, ir.This) else set(p for p in refer(ctx, a.to) if isinstance(p, str))
    out = []
    for source, recipient, n, dealer in g.this_turn.damage_dealt:
        if recipient not in wanted:
            continue
        fits = dealer is not None and matches(g, a.by, source, ctx.controller, ctx.source, zone_check=False,
                                              obj=dealer[0], chars=dealer[1])
        if fits == counted:
            out.append((dealer[0].display() if dealer is not None else "no object", n, source))
    return out


def dealt_damage_by_words(who: str, kind: str, fit: list, other: list) -> str:
    """The turn's damage to ``who`` by sources that were ``kind`` as they dealt it (``fit``) and by others, as
    :func:`damage_dealt_by` lists them: the figures of ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY."""
    listed = ", ".join(f"{n} by {name}" for name, n, _ in fit)
    others = ", ".join(f"{n} by {name}" for name, n, _ in other)
    return ((f"{who} was dealt damage this turn by {with_article(kind)}, as the source was when it dealt it: {listed}"
             if fit else f"{who} was dealt no damage this turn by {with_article(kind)}, as each source was when it dealt it")
            + (f" (other damage dealt to {who} this turn, by sources that weren't one: {others})" if others else ""))


def times_regenerated(g: Game, oid: int) -> int:
    """How many times a regeneration shield replaced ``oid``'s destruction this turn (419.6b)."""
    o = g.objects.get(oid)
    return 0 if o is None else sum(1 for t in o.regenerated if t == g.turns.turn)


def condition_measure(ctx: Ctx, cond: ir.Condition, player: Optional[str]) -> int:
    """What a ``count`` or ``more`` condition counts, for ``player``: his or her life total,
    the cards in his or her hand, the permanents he or she controls matching the condition's
    description — or, with no player, the objects in play matching it (a condition's measure:
    :func:`check_condition`, and judge.engine.references' "the player with the most …")."""
    g = ctx.game
    if cond.value == "life":
        return g.player(player).life
    if cond.value == "cards in hand" and cond.filter is not None:  # Land Grant's "no land cards in hand"
        return sum(1 for o in g.zones[(player, Zone.HAND)] if matches(g, cond.filter, o, ctx.controller, ctx.source,
                                                                      zone_check=False))
    if cond.value == "cards in hand":
        return len(g.zones[(player, Zone.HAND)])
    if cond.value == "permanents":
        return sum(1 for o in g.in_play
                   if g.controller_of(o) == player and matches(g, cond.filter, o, ctx.controller, ctx.source))
    return len(object_ids(refer(ctx, ir.All((cond.filter,)))))


def measured(ctx: Ctx, cond: ir.Condition, player: Optional[str]) -> int:
    """What a ``count`` or ``more`` condition counts for ``player`` now (the trace's words, 413.2)."""
    return condition_measure(ctx, cond, player)


def count_figures(ctx: Ctx, cond: ir.Condition) -> str:
    """A ``count`` condition's figure as it stands, each player it names named ("Alice controls 4
    lands": Sheltered Valley's "if you control three or fewer lands", 410.8); "" for any other
    condition."""
    if cond.kind is not ir.ConditionKind.COUNT:
        return ""
    if cond.player is None:
        return phrasebook.count_figure_words(cond, None, condition_measure(ctx, cond, None))
    return "; ".join(phrasebook.count_figure_words(cond, p, condition_measure(ctx, cond, p)) for p in player_names(refer(ctx, cond.player)))


def false_figures(ctx: Ctx, cond: ir.Condition) -> str:
    """The fact that makes ``cond`` false now, for a why-not step: a ``count`` condition's figure
    (:func:`count_figures`), what there is of a "there is no …" (Security Detail's "only if you
    control no creatures": "Soldier @s1 is one", 403.3), the counters of a "no … counters on it"
    (Serrated Arrows: "it has 1", 410.8); "" where none is said."""
    if cond.kind is ir.ConditionKind.NONE and cond.filter is not None:
        there = object_ids(refer(ctx, ir.All((cond.filter,))))
        return phrasebook.present_words([ctx.game.describe(o) for o in there]) if there else ""
    if cond.kind in (ir.ConditionKind.NO_COUNTERS, ir.ConditionKind.COUNTERS):
        on = "it" if isinstance(cond.ref, ir.This) or cond.ref is None else \
            " and ".join(ctx.game.describe(o) for o in object_ids(refer(ctx, cond.ref)) if ctx.game.exists(o)) or "it"
        return phrasebook.counters_figure_words(on, counters_on(ctx, cond))
    if cond.kind is ir.ConditionKind.MORE and cond.value in ("life", "cards in hand", "permanents"):
        # each player compared, with his or her figure: "Alice has 20 life; Bob has 20 life" (Ghazbán
        # Ogre's "if a player has more life than each other player", 410.8; audit 7167)
        named = set(player_names(refer(ctx, cond.player)))
        named |= {q.name for q in ctx.game.players} if cond.than is None else set(player_names(refer(ctx, cond.than)))
        return "; ".join(phrasebook.count_figure_words(cond, q.name, condition_measure(ctx, cond, q.name))
                         for q in ctx.game.players if q.name in named)
    if cond.kind is ir.ConditionKind.DEALT_DAMAGE_THIS_TURN_BY:  # Suffocation (added, session 73, h6)
        a = ir.DamageDealtThisTurnBy(by=cond.filter, to=cond.player if cond.player is not None else ir.You())
        return dealt_damage_by_words(" and ".join(player_names(refer(ctx, a.to))), phrasebook.spell_phrase(cond.filter),
                                     damage_dealt_by(ctx, a, counted=True), damage_dealt_by(ctx, a, counted=False))
    return count_figures(ctx, cond)


def static_rules(game: Game, kind: type) -> "Sequence[tuple[int, Any, Ctx]]":
    """(source id, Rule, Ctx) for each static rules effect of class ``kind`` (an
    :data:`judge.cards.ir.RULES` class) of the permanents in play. Which permanents have them
    is worked out once per state (every priority and event asks)."""
    # (the state's values looked in with ``in`` and a subscript, not dict.get's call: asked ~150K times a
    # suite's pass, as Game.chars looks)
    values = game.derived.values
    found = values["abilities in play"] if "abilities in play" in values else abilities_in_play(game)
    if not found[0]:
        return ()  # no static ability in play (the common case: asked before every priority)
    if kind not in found[4]:
        return ()  # no static ability in play has an effect of this class: none to look at, no condition to ask
    key = ("static rules", kind)
    found = values[key] if key in values else None
    if found is None:
        found = values[key] = tuple(_static_rules(game, kind))
    if not found:
        return ()  # the common case: asked before every priority, without a generator
    return [(sid, e, Ctx(game=game, controller=ctl, source=sid, source_name=name, targets=[]))
            for sid, e, ctl, name in found]


def static_abilities(game: Game) -> tuple[tuple[int, int, ir.StaticAbility], ...]:
    """(permanent, index among its abilities, static ability) for each static ability of the
    permanents in play, in their order: found once per state, for every rule, replacement and
    prevention of a static ability asked of it (a board of bears and lands has none, and what
    is asked before each priority and each event costs nothing)."""
    values = game.derived.values
    return (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[0]


def abilities_switched_off(game: Game, oid: int, kinds: tuple) -> list[tuple[int, ir.StaticAbility]]:
    """(source, ability) for each static ability with a rule of the classes ``kinds`` on ``oid``
    itself (or, an Aura's, on the object it enchants) whose condition is false now: it doesn't
    apply at this moment (418.4a) — Fen Stalker's fear, Favorable Destiny's shroud."""
    out = []
    if rule_classes_in_play(game).isdisjoint(kinds):
        return out  # (no static ability in play has an effect of these classes)
    for sid, _i, ab in static_abilities(game):
        if ab.condition is None or not any(isinstance(e, kinds) for e in ab.effects):
            continue
        src = game.objects[sid]
        if not any(isinstance(e, kinds) and ((isinstance(e.what, ir.This) and oid == sid)
                                             or (isinstance(e.what, ir.Enchanted) and src.attached_to == oid))
                   for e in ab.effects):
            continue
        you = game.chars(src).controller or src.controller or src.owner
        if not check_condition(Ctx(game=game, controller=you, source=sid, source_name=src.display(), targets=[]),
                               ab.condition):
            out.append((sid, ab))
    return out


def abilities_in_play(game: Game) -> tuple[tuple, tuple, tuple, frozenset, frozenset, dict, tuple]:
    """The abilities of the permanents in play, by who asks for them, found in one look at
    each permanent once per state: (permanent, index, static ability) for each static ability; the
    permanents with a triggered ability an event can trigger (not "at the beginning of" a
    step: 410.2); (permanent, index, ability) for each state trigger (410.11); the permanents
    with an "at the beginning of" triggered ability (300.5: what a step's beginning looks at —
    a board of lands and bears has none); the classes of the static abilities' effects, with
    their base classes (:func:`rule_classes_in_play`); and, of the permanents an event can
    trigger, by the trigger event of each of their triggered abilities, those with such an ability
    (in play order; not one a spell has on the stack, ``zone`` stack — 402.8 —, nor "When ~ comes
    into play", :func:`own_entry`), and those with a "When ~ comes into play" ability (in play
    order): the permanents an event watching some trigger events can concern, looked up, not
    asked of each permanent (judge.engine.triggers.detect)."""
    values = game.derived.values
    found = values["abilities in play"] if "abilities in play" in values else None
    if found is None:
        # while no static ability generates an effect, a permanent's abilities are its card's as
        # the effects begun change them: the same board has the same abilities in play
        board = game.plain_board()
        held = game.kept.board if board is not None else None  # (nothing kept while effects are in play)
        kept = held["abilities in play"] if held is not None and "abilities in play" in held else None
        if kept is not None and kept[0] == board:
            found = game.derived.values["abilities in play"] = kept[1]
            return found
        statics: list = []
        triggering: list = []
        states: list = []
        stepped: list = []
        classes = _NO_CLASSES
        watchers: dict = {}  # trigger event -> the permanents with such an ability (not "When ~ comes into play")
        entering: list = []  # the permanents with a "When ~ comes into play" ability
        for sid in game.in_play:
            evented = at_step = False
            known = game.derived.chars
            for i, ab in enumerate((known[sid] if sid in known else game.chars(sid)).abilities):  # (no call if known)
                # (the ability's class asked by identity, not isinstance's call: neither class has a subclass —
                # tests/engine/test_calls75.py; ~63K calls a warm pass over every third scenario)
                kind = type(ab)
                if kind is ir.StaticAbility:
                    statics.append((sid, i, ab))
                    classes = classes | _effect_classes(ab)
                elif kind is ir.TriggeredAbility:
                    event = ab.trigger.event
                    if event is ir.TriggerEvent.STATE and ab.trigger.state is not None:
                        states.append((sid, i, ab))
                    if event is ir.TriggerEvent.BEGINNING_OF_STEP:
                        at_step = True  # (no event's: judge.engine.triggers.step_begins)
                        continue
                    evented = True
                    if ab.zone is Zone.STACK:
                        continue  # (a spell's own, 402.8: no permanent's)
                    if event is ir.TriggerEvent.COMES_INTO_PLAY and own_entry(ab):
                        if not entering or entering[-1] != sid:
                            entering.append(sid)
                    elif event not in watchers:
                        watchers[event] = [sid]
                    elif watchers[event][-1] != sid:
                        watchers[event].append(sid)
            if evented:
                triggering.append(sid)
            if at_step:
                stepped.append(sid)
        # (the lists of watchers and entering are never written once made: shared, as the whole, by the versions
        # that carry this value)
        found = game.derived.values["abilities in play"] = (
            tuple(statics), tuple(triggering), tuple(states), frozenset(stepped), classes,
            watchers if watchers else _NO_WATCHERS, tuple(entering) if entering else ())
        if board is not None:
            game.kept.board["abilities in play"] = (board, found)
    return found


#: No permanent's triggered ability watches any trigger event (abilities_in_play's, shared: never written).
_NO_WATCHERS: dict = {}


def own_entry(ab: ir.TriggeredAbility) -> bool:
    """"When ~ comes into play" (410.10a): only its own permanent's coming into play triggers it
    (judge.engine.triggers' ``event_matches`` asks whether the object that came into play is its source), and
    when another comes into play no "doesn't trigger" check of triggers.detect's loop says anything of
    it (none reads a trigger on "~" coming into play: tests/engine/test_trigger_own_entry.py)."""
    trig = ab.trigger
    return trig.event is ir.TriggerEvent.COMES_INTO_PLAY and type(trig.subject) is ir.This


def rule_classes_in_play(game: Game) -> frozenset:
    """The classes of the effects of the static abilities of the permanents in play, each with its
    base classes (``kind in rule_classes_in_play(game)`` is whether any such effect is an instance of
    ``kind``, their conditions not asked): a kind not among them is one no static ability in play has,
    and no static ability need be looked at for it (found once per state, with :func:`abilities_in_play`)."""
    values = game.derived.values
    return (values["abilities in play"] if "abilities in play" in values else abilities_in_play(game))[4]


#: No class of effect (a board without static abilities).
_NO_CLASSES: frozenset = frozenset()
#: Each static ability's classes of effects, with their base classes, by the ability's id (the card
#: IR is immutable and shared for the process; the ability itself kept beside them, so that an id
#: used again by another object is never taken for it).
_EFFECT_CLASSES: dict[int, tuple[Any, frozenset]] = {}


def _effect_classes(ab: ir.StaticAbility) -> frozenset:
    """The classes of ``ab``'s effects, each with its base classes (``type(e).__mro__``: an effect
    is an instance of exactly these), made once a process for each ability."""
    found = _EFFECT_CLASSES.get(id(ab))
    if found is None or found[0] is not ab:
        if len(_EFFECT_CLASSES) > 10_000:
            _EFFECT_CLASSES.clear()
        found = _EFFECT_CLASSES[id(ab)] = (ab, frozenset(c for e in ab.effects for c in type(e).__mro__))
    return found[1]


def _static_rules(game: Game, kind: type) -> Iterator[tuple[int, Any, str, str]]:
    for sid, _i, ab in static_abilities(game):
        for e in ab.effects:  # (an ability with an effect of that kind: a loop, not any() of a generator)
            if isinstance(e, kind):
                break
        else:
            continue
        src = game.objects[sid]
        you = game.controller_of(sid) or src.owner
        if ab.condition is not None and not check_condition(
                Ctx(game=game, controller=you, source=sid, source_name=src.display(), targets=[]), ab.condition):
            continue  # "as long as …" / "if …": the ability's effect exists only while it holds (418.4)
        for e in ab.effects:
            if isinstance(e, kind):
                yield sid, e, you, src.display()


def _allows_none(specs) -> str:
    """The card's words that let a target be left unchosen: "any number of target creatures"
    (Sylvan Paradise, audit 7268) includes none; "up to N" allows none."""
    spec = specs[0] if specs else None
    unbounded = (spec is not None and spec.min_count == 0 and spec.max_count is None and spec.max_amount is None
                 and not spec.count_x)  # "up to X target cards" (Reap) has a max_amount
    return "\"any number\" includes none" if unbounded else "\"up to\" allows none"
