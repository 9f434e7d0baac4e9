"""A count in a trace step's words (describe.amount_words) is the card's count with "you" and the
objects named — its noun still in the plural: "the number of Mountains Alice controls", never
"… Mountain Alice controls"; "creatures blocking Grizzly Bears @gb" for Barreling Attack's
"blocking target creature", never "creature blocking target #1s" (audit 6864, Mob Mentality)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.describe import amount_words
from tests.engine.support import catalog_readings


def _era_counts() -> dict:
    """Each count in the catalog's cards (both wordings), with the first card holding it (each card read and walked
    once a process: tests/engine/support.py)."""
    found: dict = {}
    for name, _wording, _abilities, nodes in catalog_readings():
        for kind, held in nodes.items():
            if issubclass(kind, ir.CountOf):
                for node in held:
                    found.setdefault(node, name)
    return found


def test_every_era_count_keeps_its_plural_with_you_named():
    counts = _era_counts()
    assert len(counts) > 80
    wrong = {}
    for count, name in counts.items():
        card_words, named = amount_words(count, ""), amount_words(count, "Alice")
        expected = (card_words.replace(" you control", " Alice controls").replace(" your ", " Alice's ")
                    .replace(" you own", " Alice owns")
                    .replace(" attacking you", " attacking Alice"))  # (Blessed Reversal, audit 8379)
        if named != expected or card_words.endswith(("#1s", "#2s", "yous")):
            wrong[name] = (card_words, named)
    assert not wrong, wrong


def test_a_target_and_the_triggering_object_are_named_as_the_trace_names_them():
    barreling = ir.CountOf(ir.Filter(types=("creature",), extra=("blocking it",), partner=ir.Target(0)))
    assert amount_words(barreling, "Alice") == "the number of creatures blocking target #1"
    assert amount_words(barreling, "Alice", {ir.Target(0): "Grizzly Bears @gb"}) == \
        "the number of creatures blocking Grizzly Bears @gb"
    spined = ir.CountOf(ir.Filter(types=("creature",), extra=("blocking it",), partner=ir.TriggerObject()))
    assert amount_words(spined, "Alice", {ir.TriggerObject(): "Muscle Sliver @ms"}) == \
        "the number of creatures blocking Muscle Sliver @ms"
    rampage = ir.CountOf(ir.Filter(types=("creature",), extra=("blocking it",)))
    assert amount_words(rampage, "Alice", {}, "Wolverine Pack @p") == "the number of creatures blocking Wolverine Pack @p"
    mountains = ir.CountOf(ir.Filter(types=("land",), subtypes=("mountain",), controller=ir.PlayerRelation.YOU))
    assert amount_words(mountains, "Alice") == "the number of Mountains Alice controls"
    elves = ir.CountOf(ir.Filter(subtypes=("Elf",)))
    assert amount_words(elves, "Alice") == "the number of Elves"
