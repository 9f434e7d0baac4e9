"""Trace words of the thirty-third session's defect brief (issue 44, "the trace tells the truth"):
each step quotes, names and cites what decided it."""

from __future__ import annotations

from tests.engine.support import steps_of

PRINTED = "wording printed\nplayer Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"


def test_psychic_purge_as_printed_quotes_its_trigger_not_the_whole_paragraph():
    """Psychic Purge's printed paragraph holds the spell's damage and the discard trigger: the
    trigger's steps quote the trigger's sentences only (judge.cards.text._piece_wordings)."""
    steps = steps_of("Alice hand: Psychic Purge, Forest\nBob hand: Mind Rot\n"
                     "Bob casts Mind Rot targeting Alice\nall pass until the stack is empty\n", head=PRINTED)
    said = [s.text for s in steps if "Psychic Purge's" in s.text and ("triggers" in s.text or "goes on the stack" in s.text)]
    assert len(said) == 2, [s.text for s in steps]
    for t in said:
        assert "(If a spell cast by opponent or a permanent under opponent's control causes you to discard this card, " \
               "opponent loses 5 life. Effects that prevent or redirect damage may not be used to counter this loss of " \
               "life.)" in t, t
        assert "does 1 damage" not in t, t
    assert any(s.text == "Bob loses 5 life (life 20 → 15)" for s in steps)


def test_a_declined_may_says_the_player_chose_not_to_not_that_an_object_is_missing():
    """A sorcery's "You may reveal cards … Put that card into play and put all other cards revealed
    this way into your graveyard" — with the reveal declined as it resolves (413.2c), the two later
    instructions name nothing because Alice chose not to reveal, never "no object it names is there"."""
    from tests.engine.support import run_text

    cards = ('card "Test Dig"\n  cost {G}\n  type Sorcery\n  text "You may reveal cards from the top of your library '
             'until you reveal a land card. Put that card into play and put all other cards revealed this way into your '
             'graveyard."\n')
    head = "player Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n"
    out = run_text("Alice hand: Test Dig\nAlice library: Shock, Forest\nAlice casts Test Dig\n"
                   "all pass until the stack is empty\nAlice chooses no\n", cards=cards, head=head)
    steps = [s for top in out.steps for s in top.walk()]
    said = [s for s in steps if "does nothing" in s.text]
    assert len(said) == 2, [s.text for s in steps]
    for s in said:
        assert "Alice chose not to carry out the optional instruction before it, \"you reveal cards from the top of " \
               "your library until a land card is revealed\", so it names nothing" in s.text, s.text
        assert "413.2c" in s.rules
        assert "no object it names" not in s.text


def test_avenging_druid_as_printed_declined_as_it_triggers_puts_nothing_on_the_stack():
    """Avenging Druid as printed: "you may reveal cards … Put that land into play and put all other
    revealed cards into your graveyard" — the second sentence only carries on with what the reveal
    found, so the "may" is chosen as the ability would be put on the stack (410.5): declined, nothing
    goes on the stack, and no later instruction is there to do nothing."""
    from tests.engine.support import run_text

    head = "wording printed\nplayer Alice\nplayer Bob\nturn Alice, declare attackers\nmana is not tracked\n"
    out = run_text("Alice in play: Avenging Druid as @druid\nAlice library: Shock, Forest\nAlice attacks with @druid\n"
                   "all pass until the end of combat step\nAlice chooses no\n", head=head)
    steps = [s for top in out.steps for s in top.walk()]
    assert any(s.text == "Alice chooses not to: nothing goes on the stack" and "410.5" in s.rules for s in steps), \
        [s.text for s in steps]
    assert not any("does nothing" in s.text or "ability resolves" in s.text for s in steps), [s.text for s in steps]


def test_a_named_players_own_hand_is_his_or_her_hand():
    """Ostracize's reveal and Heightened Awareness's discard say the player's own hand as the
    rulebook does, "his or her hand" (413.2d, glossary "Discard"), the player named once — not
    "Bob reveals Bob's hand" (session 78 reversed session 33's choice of the name twice)."""
    steps = steps_of("Bob hand: Grizzly Bears, Lightning Bolt\nAlice hand: Ostracize\nAlice casts Ostracize targeting Bob\n"
                     "all pass until the stack is empty\n")
    assert any(s.text.startswith("Bob reveals his or her hand: ") for s in steps), [s.text for s in steps]
    steps = steps_of("Alice hand: Heightened Awareness, Forest, Island\nAlice casts Heightened Awareness\n"
                     "all pass until the stack is empty\n")
    assert any("Alice discards his or her hand (2 cards" in s.text for s in steps), [s.text for s in steps]
    assert not any("Alice discards Alice's" in s.text for s in steps), [s.text for s in steps]


def test_why_nots_of_skittering_horror_forsaken_wastes_veiled_crocodile_and_nocturnal_raid():
    """Each card's conditional says why where it doesn't happen: an opponent's creature spell and
    the Horror's own playing (410.2, 402.8); an ability targeting the Wastes (402.5); the
    Crocodile's "if ~ is an enchantment" false with a hand still empty (410.8, 410.11, said once);
    a creature made black after the Raid resolved (418.3b)."""
    bob = "player Alice\nplayer Bob\nturn Bob, precombat main\nmana is not tracked\n"
    said = [s for s in steps_of("Alice in play: Skittering Horror\nBob hand: Grizzly Bears\nBob casts Grizzly Bears\n"
                                "all pass until the stack is empty\n", head=bob) if "doesn't trigger" in s.text]
    assert [(s.text, s.rules) for s in said] == [(
        "Skittering Horror's ability doesn't trigger: Bob played Grizzly Bears, and it triggers on a spell Alice, its "
        "controller, plays (\"you\", glossary \"You/Your\")", ("410.2",))]
    said = [s for s in steps_of("Alice hand: Skittering Horror\nAlice casts Skittering Horror\n"
                                "all pass until the stack is empty\n") if "doesn't trigger" in s.text]
    assert len(said) == 1 and said[0].rules == ("402.8", "410.2"), [s.text for s in said]
    assert "doesn't trigger on its own playing: it is an ability of the permanent, and Skittering Horror is a spell " \
           "on the stack, not in play" in said[0].text
    said = [s for s in steps_of("Alice in play: Forsaken Wastes\nBob in play: Seal of Cleansing\nBob activates Seal of "
                                "Cleansing targeting Forsaken Wastes sacrificing Seal of Cleansing\n"
                                "all pass until the stack is empty\n", head=bob) if "doesn't trigger" in s.text]
    assert len(said) == 1 and said[0].rules == ("410.2", "402.5"), [s.text for s in said]
    assert "Forsaken Wastes becomes the target of an ability (Seal of Cleansing" in said[0].text
    said = [s for s in steps_of("Alice in play: Veiled Crocodile\nBob hand: Shock\nBob casts Shock targeting Alice\n"
                                "all pass until the stack is empty\nBob passes\nAlice passes\n", head=bob)
            if "doesn't trigger" in s.text]
    assert [(s.text, s.rules) for s in said] == [(
        "Veiled Crocodile's state trigger doesn't trigger: the game state matches (\"a player has no cards in hand\"), "
        "but its condition (\"Veiled Crocodile is an enchantment\") is false", ("410.11", "410.8"))]
    said = [s for s in steps_of("Alice in play: Scathe Zombies, Grizzly Bears\nAlice hand: Nocturnal Raid, Deathlace\n"
                                "Alice casts Nocturnal Raid\nall pass until the stack is empty\n"
                                "Alice casts Deathlace targeting Grizzly Bears\nall pass until the stack is empty\n")
            if "doesn't apply" in s.text]
    assert [(s.text, s.rules) for s in said] == [(
        "Nocturnal Raid's effect (\"gets +2/+0\") doesn't apply to Grizzly Bears, though it is a black creature now: "
        "the set it affects was fixed as Nocturnal Raid resolved", ("418.3b",))]


def test_refused_blocks_and_a_refused_tap_cost_say_what_decided_them():
    """Arctic Foxes' and Cloud Djinn's refused blocks name what decided them (501.1, 501.3);
    Krovikan Plague's refused ability names its tapped creature and quotes the card (409.1f)."""
    combat = "player Alice\nplayer Bob\nturn Alice, declare attackers\n"
    steps = steps_of("Alice in play: Arctic Foxes\nBob in play: Grizzly Bears, Snow-Covered Island\n"
                     "Alice attacks with Arctic Foxes\nall pass until the declare blockers step\n"
                     "Bob blocks Arctic Foxes with Grizzly Bears\nBob blocks nothing\n", head=combat)
    said = [s.text for s in steps if s.text.startswith("Illegal:")]
    assert len(said) == 1 and said[0].endswith(": Grizzly Bears is a creature with power 2 or greater (power 2); its "
                                               "condition holds (there is a snow land controlled by the defending "
                                               "player): Snow-Covered Island is one"), said
    steps = steps_of("Alice in play: Hill Giant\nBob in play: Cloud Djinn\nAlice attacks with Hill Giant\n"
                     "all pass until the declare blockers step\nBob blocks Hill Giant with Cloud Djinn\n"
                     "Bob blocks nothing\n", head=combat)
    said = [s.text for s in steps if s.text.startswith("Illegal:")]
    assert len(said) == 1 and said[0].endswith(": Hill Giant isn't a creature with flying"), said
    steps = steps_of("Alice library: 3 unknown cards\nAlice in play: Hill Giant (tapped)\nAlice hand: Krovikan Plague\n"
                     "Alice casts Krovikan Plague targeting Hill Giant\nall pass until the stack is empty\n"
                     "Alice tries to activate Krovikan Plague targeting Bob\n")
    said = [s.text for s in steps if "can't tap" in s.text]
    assert len(said) == 1, [s.text for s in steps]
    assert "Alice can't tap the enchanted permanent as the cost of Krovikan Plague's ability requires: Hill Giant is " \
           "already tapped, and a cost taps only an untapped permanent (the card says so: \"Play this ability only " \
           "if enchanted creature is untapped.\")" in said[0]
    assert " a the " not in said[0]


def test_a_permanents_own_comes_into_play_tapped_names_the_glossary_rule_for_it():
    """Leviathan as printed (and any land's own "comes into play tapped"): glossary "Comes into
    Play" is the rule that names "comes into play tapped"; 410.10e, for the same kind of text, stays."""
    steps = steps_of("Alice hand: Leviathan\nAlice casts Leviathan\nall pass until the stack is empty\n",
                     head="wording printed\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n")
    [step] = [s for s in steps if s.text.startswith("Leviathan comes into play tapped")]
    assert 'glossary "Comes into Play"' in step.text and step.rules == ("410.10e",)
    assert "isn't put into play untapped and then tapped" in step.text


def test_parallax_waves_returns_say_under_whose_control():
    """Each card Parallax Wave removed returns under its owner's control, and the trace says so
    (glossary "Comes into Play": under the control of whoever put it into play)."""
    steps = steps_of("Alice in play: Parallax Wave (5 fade counters), Grizzly Bears\nBob in play: Llanowar Elves, 2 Plains\n"
                     "Bob hand: Disenchant\nAlice activates Parallax Wave targeting Grizzly Bears\n"
                     "all pass until the stack is empty\nAlice activates Parallax Wave targeting Llanowar Elves\n"
                     "all pass until the stack is empty\nAlice passes\nBob casts Disenchant targeting Parallax Wave\n"
                     "all pass until the stack is empty\n", head="player Alice\nplayer Bob\nturn Alice, precombat main\n")
    said = [s for s in steps if "comes into play under" in s.text]
    assert [s.text.split(":")[0] for s in said] == ["Grizzly Bears comes into play under Alice's control",
                                                   "Llanowar Elves comes into play under Bob's control"]
    assert all(s.rules == ("217.5d",) and 'glossary "Comes into Play"' in s.text for s in said)
