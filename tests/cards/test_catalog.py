"""The card catalog (judge.cards.catalog): every card of the era by name — in a scenario, in
``judge card`` and in ``judge cards --search`` — with the library's hand-checked wording
before the era's and a scenario's own definition before both; its data (era_cards.jsonl)
shipped with judge and fresh."""

from __future__ import annotations

import json
import random

import pytest

from judge.cards import era, library
from judge.cards.catalog import Catalog, UnknownCard, catalog
from judge.cards.names import name_key
from judge.dsl.ast import CardDef, Wording
from judge.errors import JudgeError

ERA = 4438


def test_the_catalog_ships_every_era_card_and_names_its_source():
    assert era.available()
    assert len(era.names()) == ERA
    assert "mtgjson" in era.source().lower()
    assert len(era.sets()) == 33 and era.sets()["PCY"].name == "Prophecy"


def test_no_two_cards_share_a_name_key():
    keys = [name_key(n) for n in list(era.names().values()) + sorted(library.card_names())]
    by_key: dict[str, set[str]] = {}
    for key, name in zip(keys, list(era.names().values()) + sorted(library.card_names())):
        by_key.setdefault(key, set()).add(name)
    assert {k: v for k, v in by_key.items() if len(v) > 1} == {}


def test_every_era_card_resolves_by_name_as_a_scenario_and_judge_card_look_it_up():
    """All 4,438: the name a scenario writes (any case) is known to the scenario checks, gives a
    definition of that card in both wordings (but for the few type lines the scenario
    language can't read, said by name), and ``judge card`` finds it."""
    cat = catalog()
    cards = cat.for_scenario()
    unreadable_type = []
    for name in era.names().values():
        assert cat.known(name) == name and cat.known(name.upper()) == name, name
        assert cat.lookup(name.lower()).name == name, name
        for wording in Wording:
            try:
                card = cards.card(name, wording)
            except JudgeError as err:
                assert "type line" in err.message and name in err.message
                unreadable_type.append((name, wording))
                continue
            assert card is not None and card.name == name, name
            if library.find(name) is None:
                assert card.wording is wording
    # the Alpha type lines ("Mono Artifact", "Poly Artifact", "Continuous Artifact") and the like
    assert len(unreadable_type) < 60 and all(w is Wording.PRINTED for _, w in unreadable_type)


def test_a_scenario_naming_every_era_card_passes_the_scenario_checks():
    from judge.dsl.checks import check_text
    from judge.dsl.transform import quote

    lines = "".join(f"Alice library: {quote(n)}\n" for n in era.names().values())
    text = f"player Alice\nplayer Bob\nturn Alice, precombat main\n{lines}"
    scenario = check_text(text, "all.mtg", catalog())  # raises DiagnosticsError on any unknown card
    assert len(scenario.objects) == ERA


def test_library_cards_win_over_the_era_and_a_scenarios_own_definitions_win_over_both():
    cat = catalog()
    bears = cat.card("Grizzly Bears", Wording.PRINTED)
    assert bears is library.get("Grizzly Bears") and bears.wording is None  # the 1999 wording
    assert cat.entry("Grizzly Bears").era is not None  # (an era card too)
    mine = CardDef(name="Grizzly Bears", type_line="Creature - Bear", types=("Creature",), subtypes=("Bear",),
                   power="3", toughness="3", text="Trample")
    assert cat.for_scenario([mine]).card("grizzly bears") is mine
    fanatic = CardDef(name="Mogg Fanatic", type_line="Creature - Goblin", types=("Creature",), power="1",
                      toughness="1")
    assert cat.for_scenario([fanatic]).card("Mogg Fanatic") is fanatic
    assert cat.for_scenario().card("Mogg Fanatic").wording is Wording.ORACLE
    assert cat.for_scenario(wording=Wording.PRINTED).card("Mogg Fanatic").wording is Wording.PRINTED
    assert cat.for_scenario().card("Mogg Fanatic", Wording.PRINTED).wording is Wording.PRINTED
    # a library card of the era named with its own `(oracle)` / `(printed)` is played in that
    # wording of the era card (it was once silently played in the library's 1999 wording);
    # a scenario's `wording printed` header leaves library cards alone
    assert cat.for_scenario().card("Pestilence", Wording.ORACLE).wording is Wording.ORACLE
    assert cat.for_scenario().card("Grizzly Bears", Wording.PRINTED).wording is Wording.PRINTED
    assert cat.for_scenario(wording=Wording.PRINTED).card("Pestilence") is library.get("Pestilence")
    assert cat.for_scenario([mine]).card("Grizzly Bears", Wording.ORACLE) is mine  # its own definition first


def test_an_era_card_is_played_from_its_oracle_text_and_shown_in_the_eras_words():
    cat = catalog()
    fanatic = cat.card("Mogg Fanatic")
    assert fanatic.text == "Sacrifice Mogg Fanatic: It deals 1 damage to target creature or player."
    [ability] = cat.abilities(fanatic).abilities
    assert ability.text == fanatic.text  # what the trace quotes: the era's words
    # read from the Oracle text itself ("any target"): the same abilities as that text gives
    from judge.cards.text import parse_card_text_fresh
    from tests.cards.test_text import strip_text

    oracle = CardDef(name="Mogg Fanatic", type_line=fanatic.type_line, types=fanatic.types, subtypes=fanatic.subtypes,
                     power="1", toughness="1", text=era.card("mogg fanatic").oracle, cost=fanatic.cost)
    assert strip_text(cat.abilities(fanatic)) == strip_text(parse_card_text_fresh(oracle))


def test_colorless_mana_is_said_with_the_eras_numbers():
    # the era had no {C} (Mishra's Factory's Oracle: "Add {C}"): "Add {1} to your mana pool"; the
    # same mana ability read from the Oracle text
    from judge.cards.era_words import in_era_words

    factory = catalog().card("Mishra's Factory")
    assert factory.text.startswith("{T}: Add {1} to your mana pool.") and "{C}" not in factory.text
    assert in_era_words("{T}: Add {C}{C}.") == "{T}: Add {2} to your mana pool."
    mana = catalog().abilities(factory).abilities[0]
    assert mana.is_mana_ability and mana.text.startswith("{T}: Add {1} to your mana pool")


def test_mana_a_land_could_produce_is_added_to_your_mana_pool_before_what_it_is():
    """Reflecting Pool, Fellwar Stone: "Add one mana of any type that a land you control could
    produce" is said as the era printed it, "Add to your mana pool one mana of any type that …" —
    not with "to your mana pool" inside the sentence, before the clause of what it could produce."""
    from judge.cards.era_words import in_era_words

    assert in_era_words("{T}: Add one mana of any type that a land you control could produce.") == \
        "{T}: Add to your mana pool one mana of any type that a land you control could produce."
    assert catalog().card("Fellwar Stone").text == \
        "{T}: Add to your mana pool one mana of any color that a land an opponent controls could produce."
    assert in_era_words("{T}: Add {G}.") == "{T}: Add {G} to your mana pool."


def test_a_token_with_keywords_and_a_name_comes_into_play_whole():
    """Hornet Cannon's "token with flying and haste named Hornet" was said "token with flying into
    play and haste named Hornet"; an "and" that begins another instruction still ends the token."""
    from judge.cards.era_words import in_era_words

    assert in_era_words("Create a 1/1 colorless Insect artifact creature token with flying and haste named Hornet.") == (
        "Put a 1/1 colorless Insect artifact creature token with flying and haste named Hornet into play.")
    assert in_era_words("Create a 1/1 white Spirit creature token with flying and draw a card.") == (
        "Put a 1/1 white Spirit creature token with flying into play and draw a card.")


def test_exiled_cards_of_two_types_are_removed_whole():
    """Saprazzan Bailiff's "exile all artifact and enchantment cards from all graveyards" was said
    "remove all artifact from the game and enchantment cards from all graveyards" (audit 7470): an
    "and" joining two card types is inside the object's phrase; one that begins another instruction
    still ends it."""
    from judge.cards.era_words import in_era_words

    assert in_era_words("When Saprazzan Bailiff enters the battlefield, exile all artifact and enchantment cards "
                        "from all graveyards.") == ("When Saprazzan Bailiff comes into play, remove all artifact and "
                                                    "enchantment cards in all graveyards from the game.")
    assert in_era_words("Exile target creature and draw a card.") == (
        "Remove target creature from the game and draw a card.")


def test_indestructible_is_said_cant_be_destroyed():
    """The later keyword indestructible in the era's words (Consecrate Land, Guardian Beast; added,
    session 64): "can't be destroyed"."""
    from judge.cards.era_words import in_era_words

    assert in_era_words("Enchanted land has indestructible and can't be enchanted by other Auras.") == (
        "Enchanted land can't be destroyed and can't be enchanted by other Auras.")
    assert in_era_words("noncreature artifacts you control can't be enchanted, they have indestructible, and other "
                        "players can't gain control of them.") == (
        "noncreature artifacts you control can't be enchanted, they can't be destroyed, and other players can't gain "
        "control of them.")


def test_a_judges_spelling_finds_the_card_and_a_wrong_one_says_what_it_may_be():
    cat = catalog()
    assert cat.lookup("lim duls vault").name == "Lim-Dûl's Vault"
    assert cat.lookup("Æther Flash").name == cat.lookup("aether flash").name
    assert cat.lookup("circle of protection red").name == "Circle of Protection: Red"
    assert cat.lookup("Hakim").name == "Hakim, Loreweaver"  # a unique beginning
    assert cat.lookup("Mirri") is None  # not unique: Mirri's Guile, Mirri, Cat Warrior
    assert set(cat.suggestions("Mirri")) >= {"Mirri, Cat Warrior", "Mirri's Guile"}
    assert cat.suggestions("Opalesence")[0] == "Opalescence"
    assert cat.suggestions("Lim-Dul's Vault") == ["Lim-Dûl's Vault"]  # the card's own spelling
    with pytest.raises(UnknownCard, match=r"unknown card 'Xyzzy Plover'"):
        cat.get("Xyzzy Plover")


def test_a_scenario_name_spelt_loosely_is_an_error_that_gives_the_cards_spelling():
    from judge.dsl.checks import validate
    from judge.dsl.parser import parse

    text = "player Alice\nplayer Bob\nturn Alice, precombat main\nAlice in play: Lim-Dul's Vault, Mirri\n"
    diags = validate(parse(text, "t.mtg"), catalog())
    assert [(d.message, d.hint) for d in diags] == [
        ("unknown card 'Lim-Dul's Vault'", "did you mean 'Lim-Dûl's Vault'?"),
        ("unknown card 'Mirri'", "did you mean 'Mirri's Guile' or 'Mirri, Cat Warrior'? "
                                 "(write \"Mirri, Cat Warrior\" in double quotes)")]


def test_every_era_card_is_found_by_its_name_in_the_search_index():
    """The index holds every era card, and every word of its name is in the name's field: a
    search for a card's name finds it (tried for a sample below)."""
    from judge.cards import search as card_search
    from judge.rules.index import build_documents
    from judge.rules.stem import stem, tokens

    index = build_documents("cards", card_search._documents())
    assert sorted(d.key for d in index.docs) == sorted(era.names().values())
    missing = []
    for n, doc in enumerate(index.docs):
        for word, _, _ in tokens(doc.key):
            if "title" not in index.postings(stem(word)).get(n, {}):
                missing.append(doc.key)
    assert missing == []


def test_a_search_for_a_cards_name_finds_it_first():
    from judge.cards.search import search

    rng = random.Random(38)
    for name in rng.sample(sorted(era.names().values()), 25):
        hits = search(f'"{name}"', limit=3)
        assert hits and hits[0].name == name, (name, [h.name for h in hits])


def test_search_filters_by_type_and_set():
    from judge.cards.search import search

    hits = search("flying", types=["goblin"], limit=50)
    assert hits and all("goblin" in (era.card(name_key(h.name)).type + " " + era.card(name_key(h.name)).printed_type)
                        .lower() for h in hits)
    tempest = search("draw a card", sets=["tempest"], limit=50)
    assert tempest and all("TMP" in h.sets for h in tempest)
    assert search("draw a card", sets=["TMP"], limit=50) == tempest
    with pytest.raises(JudgeError, match="names no set"):
        search("draw", sets=["Nowhere"])


def test_the_committed_data_is_fresh_when_the_era_pool_is_here():
    from judge.cards import era_build

    source = era_build.default_source()
    if not source.is_file():
        pytest.skip("the era pool (../shared/data/era-cards.json) is not here")
    assert era.PATH.read_text(encoding="utf-8") == era_build.build_text(source)
    head = json.loads(era.PATH.read_text(encoding="utf-8").split("\n", 1)[0])
    import hashlib

    assert head["source_sha256"] == hashlib.sha256(source.read_bytes()).hexdigest()


def test_a_catalog_without_data_is_the_library_alone(monkeypatch, tmp_path):
    monkeypatch.setattr(era, "PATH", tmp_path / "none.jsonl")
    era.clear_caches()
    try:
        cat = Catalog()
        assert cat.card("Mogg Fanatic") is None and cat.card("Grizzly Bears") is library.get("Grizzly Bears")
    finally:
        monkeypatch.undo()
        era.clear_caches()


def test_a_refused_text_is_refused_again_alike_without_being_read_again(monkeypatch):
    """The catalog keeps a refusal as it keeps a reading: asked again for the same text, it
    raises the same refusal (the pool check and the wordings' comparison ask for each card
    twice) — and reads the text only once."""
    from judge.cards import catalog as catalog_module
    from judge.errors import CardTextError

    reads = []
    real = catalog_module._read
    monkeypatch.setattr(catalog_module, "_read", lambda card: reads.append(card.name) or real(card))
    kept = Catalog()
    card = CardDef(name="Unreadable Example", type_line="Instant", text="Fnord the widgets thrice.")
    messages = []
    for _ in range(2):
        with pytest.raises(CardTextError) as err:
            kept.abilities(card)
        messages.append((err.value.message, err.value.sentence, err.value.column))
    assert messages[0] == messages[1] and "Fnord" in messages[0][0]
    assert reads == ["Unreadable Example"]
