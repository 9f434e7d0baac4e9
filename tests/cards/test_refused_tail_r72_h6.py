"""The seventy-second session's refused tail (added, h6): how the reader reads the cards it took in their Oracle
wording. What the engine does with them is held by their scenarios (scenarios/cards/*master-of-the-hunt-*.mtg, …)."""

from __future__ import annotations

from judge.cards import ir
from judge.cards.text import parse_card_text_fresh
from judge.dsl.ast import CardDef
from judge.engine.support import unsupported as unsupported_reasons

MASTER = ("{2}{G}{G}: Create a 1/1 green Wolf creature token named Wolves of the Hunt. It has \"bands with other "
          "creatures named Wolves of the Hunt.\" (Any creatures named Wolves of the Hunt can attack in a band as long as "
          "at least one has \"bands with other creatures named Wolves of the Hunt.\" Bands are blocked as a group. If at "
          "least two creatures named Wolves of the Hunt you control, one of which has \"bands with other creatures named "
          "Wolves of the Hunt,\" are blocking or being blocked by the same creature, you divide that creature's combat "
          "damage, not its controller, among any of the creatures it's being blocked by or is blocking.)")


def _read(name: str, text: str, type_line: str = "Creature - Human", types: tuple = ("Creature",)) -> ir.CardAbilities:
    return parse_card_text_fresh(CardDef(name=name, type_line=type_line, types=types, text=text, cost="{2}{G}{G}",
                                         power="2", toughness="2"))


def test_master_of_the_hunt_makes_a_wolf_that_bands_with_creatures_of_its_name():
    card = _read("Master of the Hunt", MASTER)
    (ab,) = card.abilities  # the reminder is dropped (glossary "Reminder Text"), nothing else
    (make,) = ab.effects
    assert isinstance(make, ir.CreateToken)
    spec = make.token
    assert spec.name == "Wolves of the Hunt" and spec.subtypes == ("Wolf",) and spec.colors == ("green",)
    assert (spec.power, spec.toughness) == (1, 1)
    assert [(k.name, k.param) for k in spec.keywords] == [("bands with other", ir.CREATURES_NAMED + "Wolves of the Hunt")]


def test_bands_with_other_creatures_named_is_applied_and_any_other_quality_refused():
    # the token's text read as its own card: the name is "~" there, the object's own name
    own = _read("Wolves of the Hunt", "Bands with other creatures named Wolves of the Hunt")
    assert [(k.name, k.param) for k in own.abilities] == [("bands with other", ir.CREATURES_NAMED + "~")]
    assert not unsupported_reasons(own)
    assert not unsupported_reasons(_read("Master of the Hunt", MASTER))
    other = ir.CardAbilities(name="X", abilities=(ir.Keyword("bands with other", "Dinosaurs"),))
    assert unsupported_reasons(other)


TITAN = ("When an opponent casts a creature spell, if Opal Titan is an enchantment, Opal Titan becomes a 4/4 Giant "
         "creature with protection from each of that spell's colors.")


def test_opal_titan_gains_protection_from_each_of_that_spells_colors():
    card = _read("Opal Titan", TITAN, type_line="Enchantment", types=("Enchantment",))
    (ab,) = card.abilities
    assert isinstance(ab, ir.TriggeredAbility) and ab.trigger.event is ir.TriggerEvent.PLAYS_SPELL
    becomes, grant = ab.effects
    assert isinstance(becomes, ir.SetTypes) and becomes.subtypes == ("Giant",) and (becomes.power, becomes.toughness) == (4, 4)
    assert isinstance(grant, ir.GrantAbility) and grant.what == ir.This()
    assert (grant.ability.name, grant.ability.param) == ("protection", ir.COLORS_OF_THAT_SPELL)
    assert not unsupported_reasons(card)


def test_protection_from_that_spells_colors_outside_a_spell_trigger_is_refused():
    # no spell the trigger was about: refused, never read as protection from nothing
    card = _read("Opal Titan", "At the beginning of your upkeep, Opal Titan becomes a 4/4 Giant creature with protection "
                 "from each of that spell's colors.", type_line="Enchantment", types=("Enchantment",))
    assert any("that spell's colors" in p for p in unsupported_reasons(card))


KUDZU = ("Enchant land\nWhen enchanted land becomes tapped, destroy it. That land's controller attaches Kudzu to a land "
         "of their choice.")


def test_kudzu_destroys_the_land_then_its_controller_moves_kudzu():
    card = _read("Kudzu", KUDZU, type_line="Enchantment - Aura", types=("Enchantment",))
    (ab,) = card.abilities
    assert isinstance(ab, ir.TriggeredAbility) and ab.trigger.subject == ir.Enchanted()
    destroy, attach = ab.effects
    assert isinstance(destroy, ir.Destroy) and destroy.what == ir.TriggerObject()
    assert isinstance(attach, ir.AttachOfChoice) and attach.what == ir.This()
    assert attach.onto.types == ("land",) and attach.chooser == ir.ControllerOf(ir.TriggerObject())
    assert not unsupported_reasons(card)


ARMOR = ("Enchant creature\nAs Chromatic Armor comes into play, choose a color.\nChromatic Armor comes into play with a "
         "sleight counter on it.\nPrevent all damage that would be dealt to enchanted creature by sources of the last "
         "chosen color.\n{X}: Put a sleight counter on Chromatic Armor and choose a color. X is the number of sleight "
         "counters on Chromatic Armor.")


def test_chromatic_armor_chooses_its_color_again_and_prevents_by_the_last_one():
    card = _read("Chromatic Armor", ARMOR, type_line="Enchantment - Aura", types=("Enchantment",))
    entry, counter, prevent, act = card.abilities
    assert entry.effects[0].choices == (ir.EntryChoice.COLOR,)
    (shield,) = prevent.effects
    assert isinstance(shield, ir.PreventDamage) and shield.to == (ir.Enchanted(),)
    assert shield.source.filters[0].colors == (ir.CHOSEN_COLOR,)  # "the last chosen color": the one chosen now
    assert isinstance(act, ir.ActivatedAbility) and act.x_is == ir.CountersOn(ir.This(), "sleight")
    assert act.effects[0] == ir.PutCounters(ir.This(), "sleight", 1)
    assert act.effects[1] == ir.ChooseColorAgain()
    assert not unsupported_reasons(card)


def test_a_color_chosen_again_on_a_card_that_chose_none_is_refused():
    card = _read("X", "{1}: Put a charge counter on X and choose a color.", type_line="Artifact", types=("Artifact",))
    assert any("color chosen again" in p for p in unsupported_reasons(card))


TITAN_PRINTED = ("When one of your opponents successfully casts a creature spell, if Opal Titan is an enchantment, Opal "
                 "Titan becomes a 4/4 creature with protection from each of that spell's colors and that counts as a "
                 "Giant.")


def test_opal_titan_as_printed_reads_as_the_oracle():
    # printed-r72-h6.rewrites: "a 4/4 creature … that counts as a Giant" is a 4/4 Giant creature (212.2a)
    oracle = _read("Opal Titan", TITAN, type_line="Enchantment", types=("Enchantment",))
    printed = _read("Opal Titan", TITAN_PRINTED, type_line="Enchantment", types=("Enchantment",))
    assert [a.effects for a in printed.abilities] == [a.effects for a in oracle.abilities]
