"""A trigger's event, a replacement's event and what a permanent chooses as it comes into play are
typed (issue 43: kinds as types): :class:`judge.cards.ir.TriggerEvent` (``ir.Trigger.event``),
:class:`judge.cards.ir.ReplacedEvent` (``ir.ReplaceEvent.event``) and :class:`judge.cards.ir.EntryChoice`
(``ir.ChooseAsEntering.choices``), defined once in the card layer and read by the engine as they are —
the reader builds members, the engine's tables are keyed by members, and a member's value is the words
the serialised IR, ``judge card`` and the trace use for it.

Two enums for the two events, not one: a trigger's event is what "When/Whenever …" watches for
(410.1: "is dealt damage", "draws a card", "plays spell"), a replacement's what "If … would …"
replaces (419.6: "would be dealt damage", "would draw", "would gain life"); the engine reads them in
different tables (judge.engine.triggers, judge.engine.replacement) and never compares one with the
other, and ``judge card`` says them in different frames ("whenever ~ {words}", "would be {words}")."""

from __future__ import annotations

import json
import re
from pathlib import Path

from judge.cards import ir
from judge.cards.ir import EntryChoice, ReplacedEvent, TriggerEvent
from judge.cards.library import all_cards
from judge.engine import events, not_triggered, replacement, support, triggers
from judge.zones import Zone

PACKAGE = Path(__file__).resolve().parents[2] / "judge"


def _source(*parts: str) -> str:
    root = PACKAGE.joinpath(*parts)
    return "\n".join(p.read_text(encoding="utf-8") for p in root.rglob("*.py") if "_speed" not in p.parts)


def test_the_kinds_are_defined_once_in_the_card_layer():
    import judge.engine.kinds as kinds

    assert not hasattr(kinds, "EntryChoice")
    assert ir.Trigger.__annotations__["event"] in ("TriggerEvent", TriggerEvent)
    assert ir.ReplaceEvent.__annotations__["event"] in ("ReplacedEvent", ReplacedEvent)
    assert ir.ChooseAsEntering.__annotations__["choices"] in ("tuple[EntryChoice, ...]", tuple[EntryChoice, ...])
    for gone in ("TO_GRAVEYARD", "DRAWS", "PLAYS_LAND", "DESTROYED", "LOSES_CONTROL"):  # (the words' old constants)
        assert not hasattr(ir, gone), gone


def test_the_reader_builds_members_never_words():
    source = _source()
    assert not re.findall(r'\bTrigger\((?:event=)?["\']', source)  # no trigger built from its words
    assert not re.findall(r'\bReplaceEvent\((?:event=)?["\']', source)
    assert not re.findall(r'ChooseAsEntering\([^)]*choices=\(["\']', source)
    assert not re.findall(r'\breplace\([^)]*\bevent=["\']', source)
    built = set(re.findall(r"\bTrigger\((?:event=)?(?:ir\.)?TriggerEvent\.([A-Z_]+)", source))
    assert len(built) >= 35 and built <= {e.name for e in TriggerEvent}
    built = set(re.findall(r"\bReplaceEvent\((?:event=)?(?:ir\.)?ReplacedEvent\.([A-Z_]+)", source))
    assert len(built) >= 7 and built <= {e.name for e in ReplacedEvent}


def test_no_conversion_from_words_is_left_in_the_engine():
    engine = _source("engine")
    for name in ("EntryChoice", "TriggerEvent", "ReplacedEvent"):
        assert not re.search(rf"\b{name}\(", engine), name  # (an Enum call by value)
        assert not re.search(rf"map\({name}\b", engine), name
    words = {e.value for e in TriggerEvent} | {e.value for e in ReplacedEvent}
    compared = re.findall(r'\.event\s*(?:==|!=|is|in|not in)\s*\(?\s*"([^"]+)"', engine)
    assert not set(compared) & words, sorted(set(compared) & words)
    assert not re.search(r"\bk\s*(?:==|!=|in)\s*\(?\"", (PACKAGE / "engine" / "triggers.py").read_text(encoding="utf-8"))


def test_every_event_and_choice_of_the_library_is_a_member():
    from judge.cards.catalog import catalog

    seen: dict[type, set] = {TriggerEvent: set(), ReplacedEvent: set(), EntryChoice: set()}
    for card in all_cards():
        for node in ir.walk(catalog().abilities(card)):
            if isinstance(node, ir.Trigger):
                assert type(node.event) is TriggerEvent, (card.name, node)
                seen[TriggerEvent].add(node.event)
            elif isinstance(node, ir.ReplaceEvent):
                assert type(node.event) is ReplacedEvent, (card.name, node)
                seen[ReplacedEvent].add(node.event)
            elif isinstance(node, ir.ChooseAsEntering):
                assert node.choices and all(type(c) is EntryChoice for c in node.choices), (card.name, node)
                seen[EntryChoice].update(node.choices)
    assert {TriggerEvent.COMES_INTO_PLAY, TriggerEvent.BEGINNING_OF_STEP, TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY,
            TriggerEvent.PLAYS_SPELL} <= seen[TriggerEvent]
    assert ReplacedEvent.PUT_INTO_GRAVEYARD_FROM_PLAY in seen[ReplacedEvent]
    assert EntryChoice.FORM in seen[EntryChoice]  # (Primal Clay; the era pool has the others: tests/cards)


def test_the_engines_tables_are_keyed_by_members():
    for table in (triggers.WATCHED_EVENTS, *triggers.WATCHING_KIND.values(), *triggers._WATCHING_ZONE.values(),
                  *(events_ for _check, events_, _f in not_triggered._WHY_NOT_CHECKS), support._COMBAT_EVENTS):
        assert all(type(k) is TriggerEvent for k in table), table
    for table in (replacement.STATIC_REPLACED_EVENTS, replacement.RUNS_INSTEAD, replacement._ZONE_EVENTS,
                  set(replacement._PLAYER_EVENTS.values())):
        assert table and all(type(k) is ReplacedEvent for k in table), table
    assert events._ENTRY_WORDS and all(type(k) is EntryChoice for k in events._ENTRY_WORDS)


def test_every_member_has_its_words_and_its_handler_or_is_refused():
    """Each kind has words (its value, unique in its enum). A trigger event is watched by the
    engine (judge.engine.triggers.WATCHED_EVENTS: triggers, or combat for attacking and blocking),
    or judge.engine.support refuses a card's ability on it — the one such is the engine's own rider
    of a regeneration shield. A replaced event has a shape of replacement the engine applies. An entry
    choice has its options (judge.engine.events) or its own way of being chosen."""
    for enum in (TriggerEvent, ReplacedEvent, EntryChoice):
        values = [k.value for k in enum]
        assert len(set(values)) == len(values) and all(v and v == v.strip() for v in values), enum
    assert set(TriggerEvent) - triggers.WATCHED_EVENTS == {TriggerEvent.REGENERATES_THIS_WAY}
    assert support._COMBAT_EVENTS <= triggers.WATCHED_EVENTS
    ab = ir.TriggeredAbility(ir.Trigger(TriggerEvent.REGENERATES_THIS_WAY, ir.This()), effects=())
    assert support.unsupported(ir.CardAbilities("Test", abilities=(ab,))) == [
        "the trigger event 'regenerates this way' is not watched by the engine"]
    assert set(replacement.STATIC_REPLACED_EVENTS) == set(ReplacedEvent)
    own_way = {EntryChoice.ANY_LAND_TYPE, EntryChoice.FORM, EntryChoice.OPPONENT, EntryChoice.LIFE_PAID,
               EntryChoice.NUMBER, EntryChoice.CARD_NAME, EntryChoice.OPPONENTS_CARD_NAME}
    assert set(events._ENTRY_WORDS) | own_way == set(EntryChoice) and not set(events._ENTRY_WORDS) & own_way


def test_the_serialised_ir_keeps_the_words():
    """``judge card --json`` and the card cache keep an event and a choice as their words (as when
    they were strings), and read them back as members."""
    trig = ir.Trigger(TriggerEvent.ATTACKS_AND_ISNT_BLOCKED, ir.This())
    rep = ir.ReplaceEvent(ReplacedEvent.DEALT_DAMAGE, ir.This(), ())
    choose = ir.ChooseAsEntering(ir.This(), choices=(EntryChoice.LAND_TYPE, EntryChoice.SECOND_LAND_TYPE))
    assert ir.to_data(trig) == {"ir": "Trigger", "event": "attacks and isn't blocked", "subject": {"ir": "This"}}
    assert ir.to_data(rep) == {"ir": "ReplaceEvent", "event": "dealt damage", "subject": {"ir": "This"}, "instead": []}
    assert ir.to_data(choose)["choices"] == ["land type", "second land type"]
    for value in (trig, rep, choose):
        back = ir.from_data(json.loads(json.dumps(ir.to_data(value))))
        assert back == value
    assert ir.from_data(ir.to_data(choose)).choices[1] is EntryChoice.SECOND_LAND_TYPE
    assert ir.from_data(ir.to_data(trig)).event is TriggerEvent.ATTACKS_AND_ISNT_BLOCKED


def test_judge_card_says_the_members_words():
    from judge.cards.describe import ability_phrase, trigger_phrase

    assert trigger_phrase(ir.Trigger(TriggerEvent.IS_TAPPED, ir.This())) == "whenever this is tapped"
    rep = ir.ReplaceEvent(ReplacedEvent.PUT_INTO_GRAVEYARD_FROM_PLAY, ir.This(), (ir.MoveTo(ir.This(), Zone.LIBRARY, ir.LibraryPosition.TOP),))
    said = ability_phrase(ir.StaticAbility((rep,)))
    assert "would be put into graveyard from play" in said and "ReplacedEvent" not in said, said
