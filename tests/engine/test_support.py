"""judge.engine.support: what of a card's IR the engine executes. Each verdict agrees with
the engine's own dispatchers (a construct called unsupported is one the engine refuses or
ignores at run time) and every library card is supported."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from judge.cards import ir, library
from judge.cards.text import parse_card_text
from judge.dsl.ast import CardDef, Step
from judge.engine import support
from judge.engine.context import Ctx, Unsupported, check_condition, condition_tests, holds
from judge.zones import Zone

ENGINE = Path(support.__file__).parent


def _abilities(*abilities, spell=None):
    return ir.CardAbilities(name="Test", abilities=tuple(abilities), spell=spell)


def test_every_library_card_is_supported():
    bad = {c.name: support.unsupported(parse_card_text(c), c.cost or "") for c in library.all_cards()}
    assert {n: p for n, p in bad.items() if p} == {}


def test_a_keyword_the_engine_does_not_apply_is_unsupported():
    # "bands with other" only for legendary creatures (judge.engine.banding; the Legends lands) and for creatures
    # of one name (Master of the Hunt's Wolves of the Hunt, seventy-second session); any other quality is refused
    assert support.unsupported(_abilities(ir.Keyword("bands with other", "walls"))) == [
        "the keyword 'bands with other' is not applied by the engine"]
    assert support.unsupported(_abilities(ir.Keyword("bands with other",
                                                     ir.CREATURES_NAMED + "Wolves of the Hunt"))) == []
    assert support.unsupported(_abilities(ir.Keyword("bands with other", ir.LEGENDARY_CREATURES))) == []
    assert support.unsupported(_abilities(ir.Keyword("flying"))) == []
    assert support.unsupported(_abilities(ir.Keyword("banding"))) == []  # judge.engine.banding (the era's 502.10)


def test_the_keywords_applied_are_the_ones_the_engine_reads():
    source = "\n".join(p.read_text() for p in ENGINE.rglob("*.py") if p.name != "support.py")
    for k in support.KEYWORDS_APPLIED:
        assert re.search(rf"(has_keyword\(|name == )\"{k}\"", source), k


def test_every_rules_effect_class_is_consulted_by_the_engine():
    """A static rules effect counts as supported because the engine consults it where its
    rule applies: each class of ir.RULES must be named by a rule module."""
    source = "\n".join(p.read_text() for p in ENGINE.rglob("*.py") if p.name != "support.py")
    missing = [cls.__name__ for cls in ir.RULES if not re.search(rf"ir\.{cls.__name__}\b", source)]
    assert missing == []


def test_an_unwatched_trigger_event_is_unsupported():
    # (the one trigger event no card's trigger reads as: the engine's own rider of a regeneration shield)
    ab = ir.TriggeredAbility(trigger=ir.Trigger(ir.TriggerEvent.REGENERATES_THIS_WAY, subject=ir.This()), effects=())
    assert support.unsupported(_abilities(ab)) == ["the trigger event 'regenerates this way' is not watched by the engine"]


def test_every_watched_event_is_matched_by_the_trigger_or_combat_code():
    # (the state triggers of the permanents in play are found with their other abilities: context.py)
    source = "".join((ENGINE / name).read_text() for name in ("triggers.py", "combat.py", "context.py"))
    for event in support.WATCHED_EVENTS:
        # listed, and compared with somewhere (by its member, ir.TriggerEvent)
        assert len(re.findall(rf"\bTriggerEvent\.{event.name}\b", source)) >= 2, event


def test_a_condition_the_engine_does_not_check_is_unsupported_as_the_engine_refuses_it(monkeypatch):
    """A kind with no test registered (here one taken out of the table for the test) is refused by
    the support check and by the engine alike, in its words."""
    cond = ir.Condition(ir.ConditionKind.HAND_EMPTY, player=ir.You())
    spell = ir.SpellAbility(effects=(ir.Conditional(cond, (ir.GainLife(ir.You(), 1),)),))
    assert support.unsupported(_abilities(spell=spell)) == []
    monkeypatch.delitem(condition_tests(), ir.ConditionKind.HAND_EMPTY)
    assert support.unsupported(_abilities(spell=spell)) == ["the condition 'hand empty' is not checked by the engine"]
    with pytest.raises(Unsupported, match="condition 'hand empty' is not supported yet"):
        check_condition(Ctx(game=None, controller="Alice", source=None, source_name="Test", targets=[]), cond)


def test_a_condition_kind_named_by_its_words_is_unsupported():
    """A reader that names a kind by its words, not an ir.ConditionKind, makes a condition no test
    is registered for: refused loudly in its words, never checked as the member of those words."""
    worded = ir.Condition("hand empty", player=ir.You())  # type: ignore[arg-type]
    spell = ir.SpellAbility(effects=(ir.Conditional(worded, (ir.GainLife(ir.You(), 1),)),))
    assert support.unsupported(_abilities(spell=spell)) == ["the condition 'hand empty' is not checked by the engine"]
    with pytest.raises(Unsupported, match="condition 'hand empty' is not supported yet"):
        check_condition(Ctx(game=None, controller="Alice", source=None, source_name="Test", targets=[]), worded)


def test_every_condition_kind_is_tested_by_the_engine():
    """Every kind the card readers may make (issue 43: a type, :class:`ir.ConditionKind`) has its
    test in the engine's table — none is left to the support check's refusal, which would
    otherwise have to name it (the test above)."""
    tests = condition_tests()
    assert sorted(k.name for k in ir.ConditionKind if k not in tests) == []
    assert all(isinstance(k, ir.ConditionKind) for k in tests)


def test_every_condition_kind_has_one_test_registered_beside_it():
    """The kinds the support check accepts are the ones with a test (one table); a second test
    for a kind is refused as it is registered, and so is a kind named by its words."""
    source = (ENGINE / "condition_tests.py").read_text()
    for kind, test in condition_tests().items():
        assert test.__module__ == "judge.engine.condition_tests" and f"def {test.__name__}(ctx: Ctx, cond: ir.Condition)" in source, kind
    with pytest.raises(RuntimeError, match="two tests for the condition 'exists'"):
        holds(ir.ConditionKind.EXISTS)(lambda ctx, cond: True)
    with pytest.raises(TypeError, match="a condition kind is an ir.ConditionKind, not 'exists'"):
        holds("exists")


def test_static_replacements_of_other_shapes_are_unsupported():
    double = ir.ReplaceEvent(ir.ReplacedEvent.DEALS_DAMAGE, ir.This(), (ir.ScaleDamage(2),))
    odd = ir.ReplaceEvent(ir.ReplacedEvent.DEALS_DAMAGE, ir.This(), (ir.GainLife(ir.You(), 1),))
    assert support.unsupported(_abilities(ir.StaticAbility((double,)))) == []
    assert support.unsupported(_abilities(ir.StaticAbility((odd,)))) == [
        "this replacement of 'deals damage' events is not applied by the engine"]
    # every replaced event has a shape the engine applies (no event is refused for itself)
    from judge.engine.replacement import STATIC_REPLACED_EVENTS
    assert set(STATIC_REPLACED_EVENTS) == set(ir.ReplacedEvent)


def test_rules_effects_from_a_resolving_spell_are_only_those_it_applies():
    ok = ir.SpellAbility(effects=(ir.CantBlock(what=ir.Target(0)),))
    static_only = ir.SpellAbility(effects=(ir.CanBlockAsThoughFlying(what=ir.Target(0)),))
    assert support.unsupported(_abilities(spell=ok)) == []
    assert support.unsupported(_abilities(spell=static_only)) == [
        "the rules effect CanBlockAsThoughFlying is applied only as a static ability"]


def test_comes_into_play_with_counters_for_other_permanents_is_unsupported_as_the_engine_refuses_it():
    """"Creatures you control come into play with a +1/+1 counter" parses, is counted
    unsupported, and a scenario using it stops with that said, never a silent no-op."""
    from judge.dsl import parse
    from judge.dsl.ast import CardDef
    from judge.engine import simulate

    text = "Creatures you control enter the battlefield with a +1/+1 counter on them."
    card = CardDef(name="Counter Lord", type_line="Enchantment", types=("Enchantment",), text=text)
    assert support.unsupported(parse_card_text(card)) == [
        "'comes into play with counters' for other permanents, or a variable number"]
    scn = parse(f'card "Counter Lord"\n  cost {{2}}\n  type Enchantment\n  text "{text}"\nplayer Alice\nplayer Bob\n'
                "turn Alice, precombat main\nAlice in play: Counter Lord, 2 Forest\nAlice hand: Grizzly Bears\n"
                "Alice casts Grizzly Bears\nall pass\n", "t.mtg")
    with pytest.raises(Unsupported, match="comes into play with counters"):
        simulate(scn)


def test_a_description_word_the_engine_does_not_apply_is_unsupported():
    # every word of a description's ``extra`` is applied by judge.engine.filters or refused here
    # ("nonbasic" had been read and ignored: Wasteland could target a Forest)
    from judge.cards import ir
    from judge.engine.filters import EXTRAS_APPLIED
    from judge.engine.support import unsupported

    def card(extra: str) -> ir.CardAbilities:
        f = ir.Filter(types=("land",), extra=(extra,))
        spell = ir.SpellAbility(effects=(ir.Destroy(ir.Target(0)),), targets=(ir.TargetSpec(0, f),))
        return ir.CardAbilities(name="X", spell=spell, abilities=())

    assert "nonbasic" in EXTRAS_APPLIED and not unsupported(card("nonbasic"))
    assert any("'shiny'" in p for p in unsupported(card("shiny")))
    assert not unsupported(card("counter bounty"))  # "with a bounty counter on it": any kind


def test_top_of_a_zone_is_read_only_in_an_exile_cost():
    """"The top creature card of your graveyard" is applied where an exile cost is paid; the
    same description word anywhere else would be ignored by matches, so it is refused."""
    top = ir.Filter(types=("creature",), zone=Zone.GRAVEYARD, controller=ir.PlayerRelation.YOU, extra=("top",))
    paid = ir.CardAbilities(name="X", abilities=(ir.ActivatedAbility(ir.Cost(exile=(top, 1)), (ir.GainLife(ir.You(), 1),)),))
    assert support.unsupported(paid) == []
    moved = ir.CardAbilities(name="X", spell=ir.SpellAbility(effects=(ir.MoveTo(ir.All((top,)), Zone.HAND),)))
    assert any("outside an exile cost" in p for p in support.unsupported(moved))


def test_a_target_another_player_chooses_is_read_for_a_triggered_or_activated_ability_only():
    """"Target creature of defending player's choice" (409.1c) is chosen by judge.engine.triggers
    as a triggered ability goes on the stack, and by judge.engine.casting as an activated ability
    of the card's own is played ("… of an opponent's choice": Cuombajj Witches); a spell's such
    target, or a granted ability's, is refused (casting chooses its targets as its controller's)."""
    spec = ir.TargetSpec(0, ir.Filter(types=("creature",)), chosen_by=ir.DefendingPlayer())
    counter = (ir.PutCounters(ir.Target(0), "+1/+1", 1),)
    trig = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.ATTACKS, subject=ir.This()), counter, targets=(spec,))
    assert support.unsupported(_abilities(trig)) == []
    act = ir.ActivatedAbility(ir.Cost(tap=True), counter, targets=(spec,))
    assert support.unsupported(_abilities(act)) == []
    refused = "a target chosen by another player outside a triggered or activated ability of the card's own (409.1c)"
    assert support.unsupported(_abilities(spell=ir.SpellAbility(effects=counter, targets=(spec,)))) == [refused]
    granted = ir.StaticAbility((ir.GrantAbility(ir.All((ir.Filter(types=("creature",)),)), act),))
    assert refused in support.unsupported(_abilities(granted))


def test_a_phrase_left_unresolved_in_the_ir_is_unsupported():
    """A reading's private phrase that survived into the IR would run nowhere: it is counted
    unsupported, never silently 'supported' (Caustic Wasps' "that player" was one)."""
    from judge.cards import ir
    from judge.cards.phrases import ThatPlayer
    from judge.engine.support import unsupported

    spec = ir.TargetSpec(0, ir.Filter(types=("artifact",), controlled_by=ThatPlayer()))
    ab = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.DEALS_COMBAT_DAMAGE, ir.This()), (ir.Destroy(ir.Target(0)),), (spec,))
    assert any("unresolved phrase (ThatPlayer)" in p for p in unsupported(ir.CardAbilities("X", abilities=(ab,))))


VOID = ('card "Planar Void"\n  type Enchantment\n'
        '  text "Whenever another card is put into a graveyard from anywhere, exile card."\n'
        "player Alice\nplayer Bob\nmana is not tracked\nAlice in play: Planar Void\nAlice hand: Shock\n"
        "Bob in play: Grizzly Bears\nAlice casts Shock targeting Grizzly Bears\nall pass until the stack is empty\n")


def test_a_group_of_cards_in_no_named_zone_is_unsupported_as_the_engine_refuses_it():
    """Found by fuzzing card text: "exile card" (a bare noun read as every such card) named no
    zone, and the engine looked for a zone called "any" (an internal error)."""
    from judge.cards.library import card_names
    from judge.dsl.ast import CardDef
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    card = CardDef(name="Planar Void", type_line="Enchantment", types=("Enchantment",),
                   text="Whenever another card is put into a graveyard from anywhere, exile card.")
    assert support.unsupported(parse_card_text(card)) == [
        "a group of cards in no named zone (say where they are: in play, in a graveyard, …)"]
    with pytest.raises(Unsupported, match=r"void\.mtg:11:1: Planar Void: a group of cards in no named zone"):
        simulate(check_text(VOID, "void.mtg", card_names()))
    # with its zone said, the same card runs (Grizzly Bears dies and is exiled from the graveyard)
    said = VOID.replace("exile card.", "exile all cards in all graveyards.")
    [outcome] = simulate(check_text(said, "void.mtg", card_names()))
    removed = {(o.name, o.owner) for o in outcome.final.objects if o.zone == "removed from the game"}
    assert removed == {("Grizzly Bears", "Bob"), ("Shock", "Alice")}


def test_an_x_no_cost_announces_in_a_static_ability_is_unsupported_as_the_engine_refuses_it():
    """Found by fuzzing card text: Chimeric Staff's "becomes an X/X Construct creature" without
    its activation cost became a static ability whose X nothing defines; the engine compared X
    with 0 as a state-based effect (an internal TypeError)."""
    from judge.cards.library import card_names
    from judge.dsl.ast import CardDef
    from judge.dsl.checks import check_text
    from judge.engine import simulate

    text = "Chimeric Staff becomes an X/X Construct creature until end of turn."
    card = CardDef(name="Chimeric Staff", type_line="Artifact", types=("Artifact",), text=text)
    assert support.unsupported(parse_card_text(card)) == ["an X that nothing announces or defines"]
    scenario = (f'card "Chimeric Staff"\n  cost {{4}}\n  type Artifact\n  text "{text}"\n'
                "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Chimeric Staff\nAlice passes\n")
    with pytest.raises(Unsupported, match=r"staff\.mtg:1:1: Chimeric Staff: an X that nothing announces or defines .*X/X"):
        simulate(check_text(scenario, "staff.mtg", card_names()))


@pytest.mark.parametrize("cost,text,problems", [
    # Rethink: "where X is" defines the demand's X (the audit found it paid as 0)
    ("{2}{U}", "Counter target spell unless its controller pays {X}, where X is its converted mana cost.", []),
    # Power Sink: the spell's own X, announced with its mana cost (409.1b)
    ("{X}{U}", "Counter target spell unless its controller pays {X}.", []),
    # neither: X would be 0
    ("{2}{U}", "Counter target spell unless its controller pays {X}.", ["an X that nothing announces or defines"]),
    # Last-Ditch Effort as printed: no cost announces the X it sacrifices and deals
    ("{R}", "Sacrifice X creatures. ~ deals X damage to target creature or player.",
     ["an X that nothing announces or defines"]),
    # Hatred: the additional cost announces it
    ("{3}{B}{B}", "As an additional cost to play ~, pay X life.\nTarget creature gets +X/+0 until end of turn.", []),
])
def test_a_spell_asking_an_x_that_nothing_announces_or_defines_is_unsupported(cost, text, problems):
    from judge.dsl.ast import CardDef

    card = CardDef(name="Test Spell", type_line="Instant", types=("Instant",), cost=cost, text=text.replace("~", "Test Spell"))
    assert support.unsupported(parse_card_text(card), cost, spell_card=True) == problems


def test_a_demand_whose_x_is_defined_is_paid_with_that_x():
    from judge.cards.describe import effect_phrase

    card_text = "Counter target spell unless its controller pays {X}, where X is its converted mana cost."
    from judge.dsl.ast import CardDef

    spell = parse_card_text(CardDef(name="Rethink", type_line="Instant", types=("Instant",), cost="{2}{U}",
                                    text=card_text)).spell
    counter, = spell.effects
    assert counter.unless_x == ir.ConvertedManaCostOf(ir.Target(0))
    assert effect_phrase(counter).endswith("pays {X}, where X is the converted mana cost of target #1")


def test_a_count_of_what_no_instruction_did_this_way_is_unsupported():
    """"Deals 1 damage for each creature tapped this way" counts what an instruction of the same
    ability tapped: with no such instruction, the count would silently be nothing."""
    lone = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN),
                               (ir.DealDamage(ir.ResultOf("tapped"), (ir.You(),)),))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(lone,))) == [
        "a count of what was tapped this way, with nothing tapped by an instruction of the ability"]
    tapping = ir.TriggeredAbility(ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN),
                                  (ir.Tap(ir.All((ir.Filter(types=("creature",)),))),
                                   ir.DealDamage(ir.ResultOf("tapped"), (ir.You(),))))
    assert support.unsupported(ir.CardAbilities("Test", abilities=(tapping,))) == []


def test_an_ability_of_an_instant_that_works_only_in_play_is_unsupported():
    """An instant is no permanent (214.1): "At the beginning of your upkeep, draw a card" on one
    would never trigger; its "At end of turn, …" is the delayed ability the spell creates."""
    from judge.dsl.ast import CardDef

    def check(text: str) -> support.CardCheck:
        return support.check_card(CardDef(name="Test Spell", type_line="Instant", types=("Instant",), cost="{U}",
                                          text=text))

    upkeep = check("Draw a card.\nAt the beginning of your upkeep, draw a card.")
    assert upkeep.status == "unsupported" and "an ability of an instant or sorcery that works only in play" in upkeep.detail
    assert check("At end of turn, draw a card.").status == "supported"


@pytest.mark.source  # reads the engine's source: CI runs it under its main Python only
def test_every_reader_of_a_static_effect_looks_at_its_condition_or_says_it_does_not():
    """A static ability's effect read from its card's text where it applies — not through
    ``context.static_rules``, which checks the ability's condition — must look at the condition
    itself, or its class is listed in ``support.CONDITION_NOT_CHECKED`` (then a condition on it is
    unsupported, never read wrong: Walking Dream's "doesn't untap … if an opponent controls two
    or more creatures" once applied whatever the opponent controlled)."""
    import ast
    import typing

    effect_classes = {c.__name__ for c in typing.get_args(ir.Effect)} | {c.__name__ for c in ir.RULES}
    unchecked: dict[str, set[str]] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        if path.name == "support.py":
            continue
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node in ast.walk(ast.parse(source)):
            if not isinstance(node, ast.FunctionDef):
                continue
            # the function's lines (ast.get_source_segment splits the whole file again for each
            # function: ~14 s of the suite over the engine's modules)
            body = "\n".join(lines[node.lineno - 1:node.end_lineno])
            if "StaticAbility" not in body or "condition" in body or "static_rules(" in body:
                continue
            named = {n.attr for call in ast.walk(node) if isinstance(call, ast.Call)
                     and getattr(call.func, "id", "") == "isinstance" for n in ast.walk(call)
                     if isinstance(n, ast.Attribute) and getattr(n.value, "id", "") == "ir"}
            classes = {c for c in named if c in effect_classes}
            if classes:
                unchecked[f"{path.name}:{node.name}"] = classes
    # readers that look at an effect's shape, not at whether it applies
    shape_only = {"statics.py:_counted": "which of P/T a static sets by a count, to word the trace",
                  "statics.py:_counted_objects": "what a static that applied counts for P/T now, to word the trace "
                                                 "(418.4a: Radiant, Archangel's fliers)",
                  "statics.py:_counted_sharing": "what a static that applied counts for each creature for P/T now, to "
                                                 "word the trace (418.4a, 212.2a: Coat of Arms' shared creature types)",
                  "statics.py:_only_grants": "whether a static only grants abilities, to word the trace (no P/T)",
                  "statics.py:_only_colors": "whether a static only sets colors, to word the trace (its colors, not "
                                             "P/T: Thran Lens)",
                  "statics.py:_overridden_by_later": "which keyword a granted static that applied takes away, to say "
                                                     "which effect wins in timestamp order (418.5c-d)",
                  "statics.py:_grant_after_loss": "whether a static that applied grants an ability, to say why the "
                                                  "grant wins over an earlier loss of all abilities (418.5c-d)",
                  "statics.py:aura_spared": "which protection a Ward's own text grants, to tell its own from another's",
                  "build.py:_setup_asks": "whether a 'When ~ comes into play' ability grants a static ability, to "
                                          "refuse such a permanent set up in play (Earthbind, 410.10a), and whether a "
                                          "text chooses as it comes into play (410.10e), not whether an effect applies",
                  "statics.py:_gives_control": "whether a static that applied changes control, to word the trace",
                  "statics.py:_makes_basic_land": "whether a static that applied makes lands a basic land type and "
                                                  "nothing else, to cite 214.9f at its step",
                  "statics.py:_land_type_chosen": "which basic land type chosen as it came into play a static that "
                                                  "applied makes its land, to word the trace (410.10e)",
                  "statics.py:_stated_with_type": "whether an effect sets a value its ability's type change states, to "
                                                  "rank it (214.5); the ability's condition gates both alike",
                  "build.py:_chosen_before": "what a permanent in play at the start chose as it came into play "
                                             "(410.10e), not whether its effect applies",
                  "turn.py:_others_stay_tapped": "whether the other player's permanent's own text speaks of its "
                                                 "untap step, to quote it in the why-not (302.1 decides, not it)",
                  "turn.py:_untap_choice_lost": "whether a permanent's own text has an untap choice or 'doesn't untap' "
                                                "that a loss of all abilities took, to quote it as it untaps (302.1)"}
    listed = {c.__name__ for c in support.CONDITION_NOT_CHECKED}
    assert {f: cs - listed for f, cs in unchecked.items() if cs - listed and f not in shape_only} == {}
    assert unchecked  # (the scan finds the readers it checks)


@pytest.mark.parametrize("quoted", [
    "This creature gets +1/+1.",
    "Other creatures get +1/+1.",
    "Enchanted creature loses flying.",
    "Creatures you control get +1/+0.",
])
def test_a_granted_static_ability_whose_effect_is_continuous_is_supported(quoted):
    """A static ability an effect grants generates its continuous effects as a printed one does while the
    permanent has it (418.1, 418.4; judge.engine.game.Game.static_effects, added session 69, h8: before, the
    grant was refused, its effect being made from the printed text alone)."""
    spell = parse_card_text(CardDef(name="Grant Probe", type_line="Instant", types=("Instant",), cost="{G}",
                                    text=f'Target creature gains "{quoted}" until end of turn.'))
    assert support.unsupported(spell, "{G}", spell_card=True) == []


def test_a_granted_static_ability_reading_a_choice_on_entry_is_unsupported():
    """A static ability reading what its permanent chose as it came into play (410.10e: "the chosen color")
    has no such choice when an effect grants it later: refused, saying so."""
    grant = ir.GrantAbility(ir.Target(0), ir.StaticAbility(
        effects=(ir.GrantAbility(ir.This(), ir.Keyword("protection", ir.CHOSEN_COLOR), ir.WHILE_IN_PLAY),),
        text="This creature has protection from the chosen color."), ir.UNTIL_END_OF_TURN)
    spell = ir.SpellAbility(effects=(grant,), targets=(ir.TargetSpec(0, ir.Filter(types=("creature",))),))
    assert any("a static ability an effect grants that reads a choice made as the permanent came into play "
               "(GrantAbility)" in p for p in support.unsupported(_abilities(spell=spell), spell_card=True))


def test_a_granted_static_rule_stays_supported():
    """A granted static ability's rules apply from the object's abilities (Deep Spawn's, Crossbow
    Ambush's): those grants read."""
    for quoted in ("This creature can't be the target of spells or abilities.",
                   "This creature can block as though it had flying."):
        spell = parse_card_text(CardDef(name="Grant Probe", type_line="Instant", types=("Instant",), cost="{G}",
                                        text=f'Target creature gains "{quoted}" until end of turn.'))
        assert support.unsupported(spell, "{G}", spell_card=True) == []


def test_shares_one_of_those_types_outside_an_exchange_is_unsupported():
    """"that shares one of those types with it" gets its types from an exchange of control's first
    target (Legerdemain); elsewhere it has none and would match nothing: refused."""
    loose = ir.Filter(types=("creature",), shares_type=ir.SharesType(ir.Target(0), ()))
    spell = ir.SpellAbility(effects=(ir.Destroy(ir.All((loose,))),))
    assert support.unsupported(_abilities(spell=spell), spell_card=True) == [
        "'that shares one of those types with it' outside an exchange of control of two targets"]
    legerdemain = parse_card_text(CardDef(
        name="Legerdemain", type_line="Sorcery", types=("Sorcery",), cost="{2}{U}{U}",
        text="Exchange control of target artifact or creature and another target permanent that shares one of "
             "those types with it."))
    assert support.unsupported(legerdemain, "{2}{U}{U}", spell_card=True) == []
