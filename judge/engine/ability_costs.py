"""What an activated ability costs once static abilities have changed it (409.1f: "The total
cost is the mana or activation cost, plus all cost increases and minus all cost reductions").

Gloom: "Activated abilities of white enchantments cost {3} more to activate"; Heartstone:
"Activated abilities of creatures cost {1} less to activate. This effect can't reduce the
amount of mana an ability costs to activate to less than one mana"; Power Artifact: the same
for the enchanted artifact's abilities (ir.AbilityCostIncrease, ir.AbilityCostReduction). And a cost other
than mana added: Brutal Suppression's "Activated abilities of nontoken Rebels cost an additional 'Sacrifice a
land' to activate", mana abilities too (ir.AbilityAddedCost; 406.1a).
"""

from __future__ import annotations

from dataclasses import replace

from judge.cards import ir
from judge.cards import phrasebook
from judge.cards.english import quoted
from judge.engine.context import static_rules
from judge.engine.filters import matches, what_it_is
from judge.engine.game import Game
from judge.engine.illegal import illegal_play
from judge.engine.mana import ManaCost, parse_cost


def _text(game: Game, sid: int, rule: ir.Rule) -> str:
    return next((ab.text for ab in game.chars(sid).abilities if isinstance(ab, ir.StaticAbility)
                 and rule in ab.effects), "")


def changed_cost(game: Game, oid: int, cost: ManaCost, what: str, trace: bool = True,
                 changes: list | None = None) -> ManaCost:
    """``cost``, the mana of an activated ability of ``oid``, with the increases and then the
    reductions of the static abilities in play whose description ``oid`` fits (409.1f).
    ``changes`` gathers where each change came from (and a reduction that took nothing, and why),
    for the refusal of a play whose changed cost can't be paid."""
    changes = [] if changes is None else changes
    increases = static_rules(game, ir.AbilityCostIncrease)
    reductions = static_rules(game, ir.AbilityCostReduction)
    if not increases and not reductions:
        return cost
    for sid, rule, rctx in increases:
        if rule.value and (rule.filter is None or matches(game, rule.filter, oid, rctx.controller, sid)):
            more = parse_cost(rule.value)
            colored = dict(cost.colored)
            for c, n in more.colored.items():
                colored[c] = colored.get(c, 0) + n
            cost = replace(cost, generic=cost.generic + more.generic, colored=colored)
            changes.append(f"{rule.value} more ({game.describe(sid)})")
            if trace:
                game.tracer.step(f"{what} costs {rule.value} more to play ({game.describe(sid)}: "
                                 f"{quoted(_text(game, sid, rule))}): {cost} in all", "409.1f", kind="activate")
    for sid, rule, rctx in reductions:
        if rule.value and (rule.filter is None or matches(game, rule.filter, oid, rctx.controller, sid)):
            # a reduction takes generic mana only, and this one never leaves less than one mana (Heartstone
            # as printed: never less than {1} of generic mana)
            floor = cost.generic - 1 if rule.generic_floor else cost.total() - 1
            less = max(0, min(parse_cost(rule.value).generic, cost.generic, floor))
            source = f"{game.describe(sid)}: {quoted(_text(game, sid, rule))}"
            limit = "less than {1} of generic mana" if rule.generic_floor else "less than one mana"
            if less:
                cost = replace(cost, generic=cost.generic - less)
                changes.append(f"{{{less}}} less ({game.describe(sid)})")
            elif rule.generic_floor and cost.generic == 1:
                changes.append(f"no less for {game.describe(sid)}: its generic mana is {{1}}, and this reduction can't "
                               f"leave less than {{1}} of it")
            else:
                changes.append(f"no less for {game.describe(sid)}: {_why_no_less(cost, rule)}")
            if trace:
                if less:
                    game.tracer.step(f"{what} costs {rule.value} less to play ({source}): {less} generic mana less, "
                                     f"{cost} in all — a reduction takes generic mana only, and this one can't leave "
                                     f"{limit}", "409.1f", kind="activate")
                elif rule.generic_floor and cost.generic == 1:
                    game.tracer.step(f"{what} costs no less for {source}: its generic mana is {{1}}, and this reduction "
                                     f"can't leave less than {{1}} of it", "409.1f", kind="activate")
                else:
                    game.tracer.step(f"{what} costs no less for {source}: {_why_no_less(cost, rule)}", "409.1f",
                                     kind="activate")
    return cost


def _why_no_less(cost: ManaCost, rule: ir.Rule) -> str:
    return ("it costs no mana" if cost.total() == 0 else
            "it costs one mana, and this reduction can't leave less than one"
            if cost.total() == 1 and not rule.generic_floor else
            "it costs no generic mana, and a reduction takes generic mana only")


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _symbols(mana: str | None, symbol: str) -> int:
    """How many ``symbol`` ("B") mana symbols ``mana`` holds ("{1}{B}{B}": two)."""
    return parse_cost(mana).colored.get(symbol, 0) if mana else 0


def _times(sacrifice: tuple[ir.SacrificeCost, ...], n: int) -> tuple[ir.SacrificeCost, ...]:
    return tuple(replace(s, count=s.count * n) for s in sacrifice if isinstance(s.count, int))


def _per_symbol_said(game: Game, what: str, rule: ir.Rule, n: int, said: str, whose: str, kind: str = "activate") -> None:
    """Drought's count said: ``n`` symbols of ``rule.per_symbol`` in ``whose`` cost, so that many sacrifices more —
    or, with none, that nothing is added (409.1f: only the symbols the cost holds are counted)."""
    if not n:
        game.tracer.step(f"{what} costs no additional \"{_capital(phrasebook.cost_words(rule.cost))}\" ({said}): "
                         f"no {{{rule.per_symbol}}} in {whose}", "409.1f", kind=kind)
        return
    game.tracer.step(f"{what} costs an additional \"{_capital(phrasebook.cost_words(rule.cost))}\" for each "
                     f"{{{rule.per_symbol}}} in {whose} ({said}): {n} such symbol{'' if n == 1 else 's'}, so "
                     f"{phrasebook.cost_words(replace(rule.cost, sacrifice=_times(rule.cost.sacrifice, n)))} as well, paid with "
                     f"its other costs", "409.1f", kind=kind)


def added_costs(game: Game, oid: int, what: str = "", trace: bool = True,
                mana: str | None = None, say_none: bool = True) -> tuple[ir.SacrificeCost, ...]:
    """The costs other than mana the static abilities in play add to each activated ability of ``oid``, mana
    abilities too (406.1a: a mana ability is an activated ability): Brutal Suppression's "Activated abilities of
    nontoken Rebels cost an additional 'Sacrifice a land' to activate"; Drought's "… 'Sacrifice a Swamp' … for each
    black mana symbol in their activation costs", counted in ``mana``, the ability's activation cost as printed
    (ir.AbilityAddedCost). Paid with the ability's own cost as it is played (409.1f: the total cost is the
    activation cost plus all cost increases; partial payments aren't allowed). ``trace``: each addition said (and
    a token the description refuses only as a token, 216.2), with ``what`` the ability; ``say_none``: a count of
    no symbols said too (not for a mana ability played while a cost is paid, where it would be said of every land)."""
    rules = static_rules(game, ir.AbilityAddedCost)
    if not rules:
        return ()
    out: tuple[ir.SacrificeCost, ...] = ()
    for sid, rule, rctx in rules:
        if rule.cost is None:
            continue
        said = f"{game.describe(sid)}: {quoted(_text(game, sid, rule))}"
        if rule.filter is None or matches(game, rule.filter, oid, rctx.controller, sid):
            if rule.per_symbol:  # Drought: once for each such symbol of its activation cost (none: nothing added)
                n = _symbols(mana, rule.per_symbol)
                out += _times(rule.cost.sacrifice, n)
                if trace and (n or say_none):
                    _per_symbol_said(game, what, rule, n, said, "its activation cost")
                continue
            out += rule.cost.sacrifice
            if trace:
                game.tracer.step(f"{what} costs an additional \"{_capital(phrasebook.cost_words(rule.cost))}\" to play "
                                 f"({said}), paid with its own cost", "409.1f", kind="activate")
        elif trace and "nontoken" in rule.filter.extra and matches(
                game, replace(rule.filter, extra=tuple(e for e in rule.filter.extra if e != "nontoken")), oid,
                rctx.controller, sid):
            notes, cited = what_it_is(game, rule.filter, oid, False, source=sid)
            game.tracer.step(f"{what} costs no additional \"{_capital(phrasebook.cost_words(rule.cost))}\" ({said}): "
                             f"{notes or game.describe(oid) + ' is a token'}", "409.1f", *cited, kind="activate")
    return out


def spell_added_costs(game: Game, player: str, card: int, mana_cost: str | None, what: str,
                      span=None) -> tuple[ir.SacrificeCost, ...]:
    """The costs other than mana the static abilities in play add to the spell ``card`` (ir.SpellAddedCost):
    Drought's "Spells cost an additional 'Sacrifice a Swamp' to cast for each black mana symbol in their mana
    costs", counted in ``mana_cost``, its mana cost (paid or not: glossary "Alternative Cost"). Refused before
    anything is paid where ``player`` controls too few permanents to sacrifice (409.1f)."""
    rules = static_rules(game, ir.SpellAddedCost)
    out: tuple[ir.SacrificeCost, ...] = ()
    for sid, rule, rctx in rules:
        if rule.cost is None or not (rule.filter is None or matches(game, rule.filter, card, rctx.controller, sid)):
            continue
        said = f"{game.describe(sid)}: {quoted(_text(game, sid, rule))}"
        if rule.per_symbol:  # Drought: once for each such symbol of its mana cost (none: nothing added, said)
            n = _symbols(mana_cost, rule.per_symbol)
            out += _times(rule.cost.sacrifice, n)
            _per_symbol_said(game, what, rule, n, said, "its mana cost", "cast")
        else:
            out += _times(rule.cost.sacrifice, 1)
            game.tracer.step(f"{what} costs an additional \"{_capital(phrasebook.cost_words(rule.cost))}\" ({said})", "409.1f",
                             kind="cast")
    if out:
        _refuse_short(game, player, card, ir.Cost(sacrifice=out), what, span)
    return out


def _refuse_short(game: Game, player: str, oid: int, full: ir.Cost, what: str, span) -> None:
    """Partial payments aren't allowed (409.1f): where ``player`` controls fewer permanents of a description than
    the sacrifices of ``full`` ask for, all told, the play is refused before anything is paid, the added cost
    named."""
    need: dict[ir.Filter, int] = {}
    for s in full.sacrifice:
        if not isinstance(s.what, ir.This) and isinstance(s.count, int):
            need[s.what] = need.get(s.what, 0) + s.count
    for flt, n in need.items():
        have = [o for o in game.in_play if game.controller_of(o) == player and matches(game, flt, o, player, oid)]
        if len(have) < n:
            plural = phrasebook.filter_plural(replace(flt, controller=None))
            raise illegal_play(game, span, f"{what} costs {player} {phrasebook.counted_phrase(n, flt, yours=True, you=player)} to "
                                           f"sacrifice, the additional cost included, and {player} controls "
                                           f"{'only ' + str(len(have)) if have else 'no'} {plural if len(have) != 1 else phrasebook.filter_phrase(replace(flt, controller=None))}"
                                           f" (partial payments aren't allowed; glossary \"Cost\")", "409.1f")


def with_added_costs(game: Game, player: str, oid: int, cost: ir.Cost, what: str, span=None,
                     trace: bool = True, say_none: bool = True) -> tuple[ir.Cost, int]:
    """``cost``, an activated ability's of ``oid`` played by ``player``, with the sacrifices :func:`added_costs`
    adds put first (409.1f: all costs are paid in any order), and how many permanents those take — the first that
    many sacrificed, so that what the ability's own cost sacrificed stays what "the sacrificed …" refers to. Partial
    payments aren't allowed (409.1f): where ``player`` controls fewer permanents of a description than the
    sacrifices of it ask for, all told, the play is refused before anything is paid, both costs named."""
    more = added_costs(game, oid, what, trace, mana=cost.mana, say_none=say_none)
    if not more:
        return cost, 0
    full = replace(cost, sacrifice=more + cost.sacrifice)
    _refuse_short(game, player, oid, full, what, span)
    return full, sum(s.count for s in more if isinstance(s.count, int))
