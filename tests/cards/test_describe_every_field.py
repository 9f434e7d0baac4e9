"""``judge card`` says every part of every era card's effects, rules and abilities: for each
effect, static rule, ability and target of each card (its Oracle wording), each field set away
from its default is cleared in turn, and the card's description must change — else that part was
left unsaid, and the description reads as another card (the cases in test_describe_parts.py were
found so). The fields below are the known ones the description does not say apart, each for a
reason."""

from __future__ import annotations

import dataclasses

from judge.cards import ir
from judge.cards.catalog import Wording, catalog
from judge.cards.describe import describe
from judge.errors import JudgeError

#: (effect, field) left unsaid on purpose, with why.
SAID_OTHERWISE = {
    # a duration: a spell's or trigger's change lasts on ("forever"), a static ability's while its
    # source is in play — the ability's kind ("Spell:", "Static:") says which
    ("SetColor", "duration"), ("GainControl", "duration"), ("SetPT", "duration"), ("SetSnow", "duration"),
    ("SetTypes", "duration"), ("ManaInstead", "duration"), ("PreventDamage", "duration"),
    ("SetLandType", "duration"), ("ChangeText", "duration"),
    # cumulative upkeep's payment is said by its amount ("that many times over: the number of age counters")
    ("IfYouDo", "cumulative_upkeep"),
    # "any player may pay" is said from the payer's own words (IfYouDo.payer / anyone)
    ("IfYouDo", "who"),
    # "remove all …": said by all_counters; the count is then unused
    ("RemoveCounters", "count"), ("MoveCounters", "count"),
    # the rest of the cards "stay on top, not moved": said by rest_left; rest_to (and its position) is then unused
    ("Dig", "rest_to"), ("Dig", "rest_position"),
    # Grinning Totem's delayed trigger's condition ("if you haven't played it") is its own sentence
    ("DelayedTrigger", "condition"),
    # an ability's own text: `judge card` prints the card's text above its abilities
    ("ActivatedAbility", "text"), ("TriggeredAbility", "text"), ("StaticAbility", "text"), ("SpellAbility", "text"),
    # the card's sentence that made a delayed ability: in the card's text printed above (the trace quotes it)
    ("DelayedTrigger", "text"),
    # "doesn't untap during its controller's next untap step": the kind says how long
    ("DoesntUntapNextUntapStep", "duration"), ("ReturnsAsNextUntapStep", "duration"),
    # "as this comes into play": the permanent (a copy, Clone) and its controller (who sacrifices,
    # Dracoplasm) are the only ones these can be about
    ("EntersAsCopy", "what"), ("SacrificesAsEntering", "what"),
    # Staff of the Ages: "creatures with landwalk abilities" said by its value, any landwalk
    ("BlockableDespiteLandwalk", "what"),
    # "can block an additional creature": none stated is one (309.1)
    ("CanBlockAdditional", "value"),
}

#: (kind, field) said another way only when the node is so, with the test of it.
SAID_WHEN = {
    # "X target creatures" (Aether Tide): the count is X, said "(X of them)"
    ("TargetSpec", "min_count"): lambda t: t.count_x or t.count_paid or t.max_amount is not None,
    ("TargetSpec", "max_count"): lambda t: t.count_x or t.count_paid or t.max_amount is not None,
    # "you may …" kept whole with its "If you do" (Bone Dancer): said once, by the instruction itself
    ("TriggeredAbility", "optional"): lambda a: len(a.effects) == 1 and isinstance(a.effects[0], ir.Optional_),
}

_EFFECTS = frozenset(t for t in ir.Effect.__args__ if isinstance(t, type)) | frozenset(
    t for t in vars(ir).values() if isinstance(t, type) and issubclass(t, ir.Rule)) | {
    ir.ActivatedAbility, ir.TriggeredAbility, ir.StaticAbility, ir.SpellAbility, ir.TargetSpec}


def _default(f: dataclasses.Field):
    if f.default is not dataclasses.MISSING:
        return f.default
    if f.default_factory is not dataclasses.MISSING:
        return f.default_factory()
    return dataclasses.MISSING


def _swap(node, old, new):
    if node is old:
        return new
    if isinstance(node, tuple):
        items = tuple(_swap(x, old, new) for x in node)
        return items if any(a is not b for a, b in zip(items, node)) else node
    if dataclasses.is_dataclass(node) and not isinstance(node, type):
        changed = {}
        for f in dataclasses.fields(node):
            v = getattr(node, f.name)
            w = _swap(v, old, new)
            if w is not v:
                changed[f.name] = w
        return dataclasses.replace(node, **changed) if changed else node
    return node


def _described(abilities) -> object:
    """The description, or None where clearing a field left a record no card reads as (a sacrifice
    "as it comes into play" with no filter): that field is said, as it is needed to say anything."""
    try:
        return describe(abilities)
    except (TypeError, AttributeError):
        return None


def test_every_field_of_every_era_effect_is_said():
    cat = catalog()
    unsaid: dict[tuple[str, str], list[str]] = {}
    checked = 0
    for name in cat.names():
        try:
            card = cat.card(name, Wording.ORACLE)
            if card is None:
                continue
            abilities = cat.abilities(card)
        except JudgeError:  # a card the reader refuses: nothing to describe
            continue
        said = describe(abilities)
        seen: set[int] = set()
        # a token's own quoted ability (Splintering Wind's Splinter: "Cumulative upkeep {G}.") is said by its
        # words, quoted in the description of the token: its parts are not said apart
        seen |= {id(n) for t in ir.walk(abilities) if isinstance(t, ir.TokenSpec)
                 for a in t.abilities if getattr(a, "text", "") for n in ir.walk(a)}
        for node in ir.walk(abilities):
            if type(node) not in _EFFECTS or id(node) in seen:
                continue
            seen.add(id(node))
            for f in dataclasses.fields(node):
                default = _default(f)
                if default is dataclasses.MISSING or getattr(node, f.name) == default:
                    continue
                key = (type(node).__name__, f.name)
                if key in SAID_OTHERWISE or (key in SAID_WHEN and SAID_WHEN[key](node)):
                    continue
                checked += 1
                if _described(_swap(abilities, node, dataclasses.replace(node, **{f.name: default}))) == said:
                    unsaid.setdefault(key, []).append(name)
    assert checked > 6000
    assert not unsaid, {k: sorted(set(v))[:3] for k, v in unsaid.items()}
