"""The era's older printed templates (:mod:`judge.cards.printed`) give the IR of the wording
the rules name. Each pair: a card's printed text, the same ability in the wording the grammar
reads (the card's Oracle text, or the rule's own words), the type line. The cards are the
era's (their names made "Test Card")."""

from __future__ import annotations

import dataclasses

import pytest

from judge.cards import ir
from judge.dsl.ast import Step
from judge.cards.phrases import CardTextError
from tests.cards.test_text import strip_text
from tests.cards.test_wordings import _card
from judge.zones import Zone

PAIRS = [
    # Blanket of Night (added, printed round twenty-five): a land with a mana ability (406.1) a Swamp besides
    ("Each mana-producing land is a swamp in addition to its normal land type.",
     "Each mana-producing land is a Swamp in addition to its other land types.", "Enchantment"),
    # Final Strike (added, printed round twenty-five): Portal's creature chosen as it resolves (413.2c), its
    # power to the one opponent (100.1), then sacrificed (glossary "Sacrifice")
    ("Choose one of your creatures. Test Card deals to your opponent damage equal to that creature's offense. Then, "
     "put the creature in your discard pile.",
     "Choose a creature you control. Test Card deals damage to each opponent equal to that creature's power. Then "
     "sacrifice that creature.", "Sorcery"),
    # Caverns of Despair (added, printed round twenty-five): the limits counted over the turn (500.2)
    ("All players may attack with no more than two creatures each turn and block with no more than two creatures "
     "each turn.", "No more than two creatures can attack each turn.\nNo more than two creatures can block each turn.",
     "Enchantment"),
    # Island of Wak-Wak, Singing Tree (added, printed round twenty-five): {T}, the creature chosen as the
    # ability is played (409.1c), its power set to 0 with no duration stated (the game, 418.3a)
    ("Tap to reduce target flying creature's power to 0.", "{T}: Target creature with flying has base power 0.", "Land"),
    ("Tap to reduce an attacking creature's power to 0.", "{T}: Target attacking creature has base power 0.",
     "Summon - Singing Tree"),
    # Inquisition (added, printed round twenty-five): one player targeted, named twice (as Amnesia's); the caster
    # looks; 1 damage for each white card there, counted as it resolves (413.2f)
    ("Look at target player's hand. Test Card does 1 damage to target player for each white card in his or her hand.",
     "Look at target player's hand and Test Card deals damage to that player equal to the number of white cards in "
     "it.", "Sorcery"),
    # Lava Storm (added, printed round twenty-four): the second effect dealt by Test Card as the first
    ("Test Card deals 2 damage to each attacking creature or 2 damage to each blocking creature.",
     "Test Card deals 2 damage to each attacking creature or Test Card deals 2 damage to each blocking creature.",
     "Instant"),
    # Phyrexian Purge (added, printed round twenty-four): a cost before a spell's colon is an additional
    # cost, as much as its targets (409.1c, 409.1f)
    ("Pay 3 life per target: Destroy any number of target creatures.",
     "This spell costs 3 life more to cast for each target.\nDestroy any number of target creatures.", "Sorcery"),
    # Wall of Nets (added, printed round twenty-four): "If ~ leaves play" a trigger (404.1); only creatures
    # are ever removed with it
    ("At end of combat, remove from the game all creatures blocked by Test Card.\nIf Test Card leaves play, return to "
     "play under their owners' control all creatures removed from the game with Test Card.",
     "At end of combat, exile all creatures blocked by Test Card.\nWhen Test Card leaves the battlefield, return all "
     "cards exiled with Test Card to the battlefield under their owners' control.", "Summon - Wall"),
    # Rebound (added, printed round twenty-four): the spell targeted has a player as its only target (409.1c)
    ("Target spell, which targets only a single player, targets another player of your choice instead.",
     "Change the target of target spell that targets only a player. The new target must be a player.", "Instant"),
    # Elkin Bottle (added, printed round twenty-four): a card set aside is removed from the game (217.7a); the
    # delayed ability held from the turn's beginning to the upkeep (302.2); "bury" a card: its owner's graveyard
    ("{3}, {T}: Set the top card of your library aside face up. You may play that card as though it were in your "
     "hand. At the beginning of your next turn, bury the card if you have not played it.",
     "{3}, {T}: Remove the top card of your library from the game. You may play that card as though it were in your "
     "hand. At the beginning of your next upkeep, if you haven't played the card, put it into its owner's "
     "graveyard.", "Artifact"),
    # Meddle (added, printed round twenty-four): the spell targeted has one target, a creature (409.1c, as
    # Deflection's "spell with a single target"); the Oracle's test on resolution is errata (ORACLE_CHANGES)
    ("Target spell, which targets a single creature, targets another creature of your choice instead. The new "
     "target must be legal.",
     "Change the target of target spell with a single target that targets a creature. The new target must be a "
     "creature.", "Instant"),
    # Oath of Mages, Scholars, Ghouls (added, printed round twenty-three): the upkeep player the ability
    # says "may" of controls it (410.2), "target opponent" his or her opponent, the intervening "if" the
    # target's condition (410.8 mirrors the check for legal targets)
    ("During each player's upkeep, if that player has less life than target opponent, he or she may have Test Card "
     "deal 1 damage to that opponent.",
     "At the beginning of each player's upkeep, that player chooses target player who has more life than they do and "
     "is their opponent. The first player may have Test Card deal 1 damage to the second player.", "Enchantment"),
    ("During each player's upkeep, if that player has fewer cards in hand than target opponent, the player may "
     "discard his or her hand and draw three cards.",
     "At the beginning of each player's upkeep, that player chooses target player who has more cards in hand than "
     "they do and is their opponent. The first player may discard their hand and draw three cards.", "Enchantment"),
    ("During each player's upkeep, if there are more creature cards in that player's graveyard than in target "
     "opponent's graveyard, the player may return a creature card from his or her graveyard to his or her hand.",
     "At the beginning of each player's upkeep, that player chooses target player whose graveyard has fewer creature "
     "cards in it than their graveyard does and is their opponent. The first player may return a creature card from "
     "their graveyard to their hand.", "Enchantment"),
    # Elephant Graveyard (added, printed round twenty-three): two abilities costing {T}, "an Elephant or
    # Mammoth" chosen as it is played (409.1c); the Mammoth is errata'd away (ORACLE_CHANGES)
    ("Tap to add 1 colorless mana to your mana pool or regenerate an Elephant or Mammoth.",
     "{T}: Add {1} to your mana pool.\n{T}: Regenerate target Elephant or Mammoth.", "Land"),
    # Phyrexian Gremlins (added, printed round twenty-three): "Gremlins" its own name, "as long as Gremlins
    # remain tapped and in play" for as long as it remains tapped
    ("Tap Gremlins to tap an artifact. As long as Gremlins remain tapped and in play, that artifact does not untap as "
     "normal during its controller's untap phase. You may choose not to untap Gremlins during your untap phase.",
     "You may choose not to untap Test Card during your untap step.\n{T}: Tap target artifact. It doesn't untap during "
     "its controller's untap step for as long as Test Card remains tapped.", "Summon - Gremlins"),
    # Grizzled Wolverine (added, printed round twenty-three): a creature is assigned to block as blockers are
    # declared (glossary "Block", 309.1)
    ("{R}: +2/+0 until end of turn. Use this ability only when a creature is assigned to block Test Card and only "
     "once each turn.",
     "{R}: Test Card gets +2/+0 until end of turn. Play this ability only during the declare blockers step, only if at "
     "least one creature is blocking Test Card, and only once each turn.", "Summon - Wolverine"),
    # Aladdin (added, printed round twenty-three): an opponent's artifact, until Aladdin leaves play (ORACLE_CHANGES)
    ("{1}{R}{R}: and tap to take control of an artifact from opponent. Artifact is returned when Test Card is removed "
     "from play or when game ends.",
     "{1}{R}{R}, {T}: Gain control of target artifact an opponent controls for as long as Test Card remains in play.",
     "Summon - Aladdin"),
    # Cloak of Confusion (added, printed round twenty-three): as Ophidian's, a prevention (ORACLE_CHANGES)
    ("{0}: Defending player discards a card at random. Enchanted creature deals no combat damage this turn. Use this "
     "ability only if enchanted creature is attacking and unblocked and only once each turn.",
     "{0}: Defending player discards a card at random. Prevent all combat damage that would be dealt by enchanted "
     "creature this turn. Activate this ability only if enchanted creature is unblocked and only once each turn.",
     "Enchant Creature"),
    # Norritt (added, printed round twenty-three): the target the active player's since the turn began (308.1)
    ("{T}: Force target non-wall creature to attack. If creature cannot attack, destroy it at end of turn. Use this "
     "ability only during target creature's controller's turn, before the attack. Cannot target creatures brought "
     "under their controller's control this turn.",
     "{T}: Choose target non-Wall creature the active player has controlled continuously since the beginning of the "
     "turn. That creature attacks this turn if able. Destroy it at the beginning of the next end step if it didn't "
     "attack this turn. Activate this ability only before attackers are declared.", "Summon - Imp"),
    # Petra Sphinx (added, printed round twenty-two): naming a card is choosing a card name, turning it over
    # revealing it (glossary "Reveal")
    ("{T}: Target player names a card and then turns over the top card of his or her library. If it matches the "
     "named card, the card is put in the player's hand; otherwise it is put into the graveyard.",
     "{T}: Target player chooses a card name, then reveals the top card of their library. If that card has the "
     "chosen name, that player puts it into their hand. If it doesn't, the player puts it into their graveyard.",
     "Creature - Sphinx"),
    # Vexing Arcanix (added, printed round twenty-two)
    ("{3},{T}: Target player names a card and then turns over the top card of his or her library. If that is the "
     "card named, put it into the player's hand. Otherwise, put it into the player's graveyard, and Test Card deals "
     "2 damage to that player.",
     "{3}, {T}: Target player chooses a card name, then reveals the top card of their library. If that card has the "
     "chosen name, that player puts it into their hand. Otherwise, they put it into their graveyard and Test Card "
     "deals 2 damage to them.", "Artifact"),
    # Wood Sage (added, printed round twenty-two)
    ("{T}: Name a creature card. Reveal the top four cards of your library to all players. If any of those cards are "
     "the named card, put them into your hand. Put the rest into your graveyard.",
     "{T}: Choose a creature card name. Reveal the top four cards of your library and put all of them with that name "
     "into your hand. Put the rest into your graveyard.", "Creature - Druid"),
    # Divining Witch (added, printed round twenty-two)
    ("{1}{B}, {T}, Discard a card from your hand: Name a card. Remove the top six cards of your library from the "
     "game. Reveal cards from the top of your library until you reveal the named card, then put that card into your "
     "hand. Remove all other cards revealed this way from the game.",
     "{1}{B}, {T}, Discard a card: Choose a card name. Exile the top six cards of your library, then reveal cards from "
     "the top of your library until you reveal a card with the chosen name. Put that card into your hand and exile "
     "all other cards revealed this way.", "Creature - Spellshaper"),
    # Demonic Consultation (added, printed round twenty-two): revealed one by one until the named card appears
    ("Name a card. Remove the top six cards of your library from the game and reveal the next card to all players. "
     "If it is the card named, put it into your hand. If not, remove that card from the game and continue revealing "
     "the top card of your library and removing it from the game until the named card appears.",
     "Choose a card name. Exile the top six cards of your library, then reveal cards from the top of your library "
     "until you reveal a card with the chosen name. Put that card into your hand and exile all other cards revealed "
     "this way.", "Instant"),
    # Erg Raiders (added, printed round twenty-two): summoning sickness at the end of its controller's turn is
    # having come under his or her control this turn (glossary "Summoning Sickness (Obsolete)")
    ("At the end of your turn, Test Card deals 2 damage to you if it did not attack this turn. Ignore this effect if "
     "Test Card has summoning sickness.",
     "At the end of your turn, if Test Card didn't attack this turn, Test Card deals 2 damage to you unless it came "
     "under your control this turn.", "Creature - Human Warrior"),
    # Snow Devil (added, printed round twenty-two): "any snow-covered lands" one or more snow lands, "when
    # blocking" as long as it's blocking
    ("Target creature gains flying. As long as you control any snow-covered lands, that creature also gains first "
     "strike when blocking.",
     "Enchanted creature has flying.\nEnchanted creature has first strike as long as it's blocking and you control a "
     "snow land.", "Enchant Creature"),
    # Stunted Growth (added, printed round twenty-one): the second sentence is what 416.3 does anyway
    ("Target player chooses three cards from his or her hand and puts them on top of his or her library in any order. "
     "If that player does not have enough cards in hand, his or her entire hand is put on top of his or her library "
     "in any order.",
     "Target player chooses three cards from their hand and puts them on top of their library in any order.", "Sorcery"),
    # Lim-Dûl's Hex (added, printed round twenty-one): "may pay … to prevent the damage" is the payment as it
    # resolves, the Oracle's "unless they pay" (glossary "Unless")
    ("During your upkeep, Test Card deals 1 damage to each player. Each player may pay {B} or {3} to prevent the "
     "damage to himself or herself.",
     "At the beginning of your upkeep, for each player, Test Card deals 1 damage to that player unless they pay {B} "
     "or {3}.", "Enchantment"),
    # Thran Turbine (added, printed round twenty-one): "up to two colorless mana" is one or two, the player's
    # choice (406.1; the Oracle's {C}{C} is errata: ORACLE_CHANGES)
    ("During your upkeep, you may add up to two colorless mana to your mana pool. This mana cannot be spent to play "
     "spells.",
     "At the beginning of your upkeep, you may add {1} or {2}. You can't spend this mana to cast spells.", "Artifact"),
    # Storm Elemental (added, printed round twenty-one): "… to tap …" — the removal paid with the cost (403.1)
    ("{U}: Remove the top card of your library from the game to tap target creature with flying.",
     "{U}, Exile the top card of your library: Tap target creature with flying.", "Creature - Elemental"),
    # … and its other ability, "… from the game. If that card is …", the removal as it resolves (ORACLE_CHANGES)
    ("{U}: Remove the top card of your library from the game. If that card is a snow-covered land, Test Card gets "
     "+1/+1 until end of turn.",
     "{U}: Exile the top card of your library. If that card is a snow land, Test Card gets +1/+1 until end of turn.",
     "Creature - Elemental"),
    # Deep Spawn (added, printed round twenty-one): the upkeep cost, its consequence a destruction as printed
    # (the Oracle's sacrifice: ORACLE_CHANGES); "If ~ is untapped, tap it." is "Tap ~." (glossary "Tap")
    ("During your upkeep, take two cards from the top of your library and put them in your graveyard, or destroy "
     "Test Card.",
     "At the beginning of your upkeep, destroy Test Card unless you put the top two cards of your library into your "
     "graveyard.", "Creature - Homarid"),
    ("{U}: Test Card may not be the target of spells or effects until end of turn and does not untap as normal "
     "during your next untap phase. If Test Card is untapped, tap it.",
     "{U}: Test Card gains shroud until end of turn and doesn't untap during your next untap step. Tap Test Card.",
     "Creature - Homarid"),
    # Ashnod's Cylix (added, Oracle activated round sixteen)
    ("{3}, {T}: Target player looks at the top three cards of his or her library and puts one of them on top of that "
     "library. Remove the remaining two from the game.",
     "{3}, {T}: Target player looks at the top three cards of their library, puts one of them back on top of their "
     "library, then exiles the rest.", "Artifact"),
    # Eye of Yawgmoth (added, Oracle activated round sixteen)
    ("{3}, {T}, Sacrifice a creature: Reveal cards from the top of your library equal to the sacrificed creature's "
     "power. Put one into your hand and remove the rest from the game.",
     "{3}, {T}, Sacrifice a creature: Reveal a number of cards from the top of your library equal to the sacrificed "
     "creature's power. Put one into your hand and exile the rest.", "Artifact"),
    # Withering Wisps (added, Oracle activated round sixteen)
    ("{B}: Test Card deals 1 damage to each creature and each player. You cannot spend more {B} in this way each "
     "turn than the number of snow-covered swamps you control.",
     "{B}: Test Card deals 1 damage to each creature and each player. Activate this ability no more times each turn "
     "than the number of snow Swamps you control.", "Enchantment"),
    # Goblin Tinkerer (added, Oracle activated round fifteen)
    ("{R}, {T}: Destroy target artifact. That artifact deals an amount of damage equal to its casting cost to Test "
     "Card.",
     "{R}, {T}: Destroy target artifact. That artifact deals damage equal to its converted mana cost to Test Card.",
     "Creature - Goblin"),
    # Winding Canyons (added, Oracle activated round fifteen)
    ("{2}, {T}: Until end of turn, you may play creature cards whenever you could play instants.",
     "{2}, {T}: You may cast creature spells this turn as though they had flash.", "Land"),
    # Martyr's Cry (added, Oracle statics and spells round fourteen)
    ("All white creatures are removed from the game. Players must draw one card for each white creature they control "
     "that is lost in this manner.",
     "Exile all white creatures. For each creature exiled this way, its controller draws a card.", "Sorcery"),
    # Windfall, Winds of Change (added, Oracle statics and spells round fourteen)
    ("Each player discards his or her hand and draws cards equal to the greatest number a player discarded this way.",
     "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded "
     "this way.", "Sorcery"),
    ("Each player counts the cards in his or her hand, shuffles those cards into his or her deck, and then draws that "
     "many cards. (When you play Test Card, it doesn't count as a card in your hand.)",
     "Each player shuffles the cards from their hand into their library, then draws that many cards.", "Sorcery"),
    # 303.1 "or similar wording"; glossary "Upkeep" and "Bury" (Drifting Djinn, Dance of Many)
    ("During your upkeep, pay {1}{U} or sacrifice Test Card.",
     "At the beginning of your upkeep, sacrifice Test Card unless you pay {1}{U}.", "Creature - Djinn"),
    ("During your upkeep, pay {U}{U} or bury Test Card.",
     "At the beginning of your upkeep, sacrifice Test Card unless you pay {U}{U}.", "Enchantment"),
    # Carnophage, Force of Nature, Contamination
    ("During your upkeep, pay 1 life or tap Test Card.",
     "At the beginning of your upkeep, tap Test Card unless you pay 1 life.", "Creature - Zombie"),
    ("During your upkeep, pay {G}{G}{G}{G} or Test Card deals 8 damage to you.",
     "At the beginning of your upkeep, Test Card deals 8 damage to you unless you pay {G}{G}{G}{G}.",
     "Creature - Elemental"),
    ("During your upkeep, sacrifice a creature or sacrifice Test Card.",
     "At the beginning of your upkeep, sacrifice Test Card unless you sacrifice a creature.", "Enchantment"),
    # Bottomless Pit, Cursed Land
    ("During each player's upkeep, that player discards a card at random.",
     "At the beginning of each player's upkeep, that player discards a card at random.", "Enchantment"),
    ("During the upkeep of enchanted land's controller, Test Card deals 1 damage to that player.",
     "At the beginning of the upkeep of enchanted land's controller, Test Card deals 1 damage to that player.",
     "Enchant Land"),
    # Ball Lightning (glossary "Bury": its own, a sacrifice); Juzám Djinn's "does"
    ("At the end of any turn, bury Test Card.", "At end of turn, sacrifice Test Card.", "Creature - Elemental"),
    ("Test Card does 1 damage to you during your upkeep.",
     "At the beginning of your upkeep, Test Card deals 1 damage to you.", "Creature - Djinn"),
    # glossary "Summoning Sickness (Obsolete)": see Haste (Ball Lightning: its own ability)
    ("Test Card is unaffected by summoning sickness.", "Haste", "Creature - Elemental"),
    # the untap "phase" is the untap step (Apathy, Coffin Queen)
    ("Enchanted creature does not untap during its controller's untap phase.",
     "Enchanted creature doesn't untap during its controller's untap step.", "Enchant Creature"),
    ("You may choose not to untap Test Card during your untap phase.",
     "You may choose not to untap Test Card during your untap step.", "Creature - Zombie"),
    # Ashnod's Battle Gear: the untap rule printed in the ability's paragraph is its own ability
    ("{2}, {T}: Target creature you control gets +2/-2 as long as Test Card remains tapped. You may choose not to "
     "untap Test Card during your untap phase.",
     "{2}, {T}: Target creature you control gets +2/-2 for as long as Test Card remains tapped.\nYou may choose not "
     "to untap Test Card during your untap step.", "Artifact"),
    # Somnophore: "as long as ~ remains in play" is for as long as
    ("Whenever Test Card successfully deals damage to a player, tap target creature that player controls. That "
     "creature does not untap during its controller's untap phase as long as Test Card remains in play.",
     "Whenever Test Card deals damage to a player, tap target creature that player controls. That creature doesn't "
     "untap during its controller's untap step for as long as Test Card remains on the battlefield.",
     "Creature - Illusion"),
    # 403.1: "{5}{T}:" (Al-abara's Carpet); 402.6: the permanent itself (Folk of the Pines,
    # Clay Statue, Order of Leitbur)
    ("{5}{T}: Draw a card.", "{5}, {T}: Draw a card.", "Artifact"),
    ("{1}{G}: +1/+0 until end of turn", "{1}{G}: Test Card gets +1/+0 until end of turn.", "Creature - Dryad"),
    ("{2}: Regenerate", "{2}: Regenerate Test Card.", "Artifact Creature"),
    ("{W}: First strike until end of turn.", "{W}: Test Card gains first strike until end of turn.", "Creature - Knight"),
    # glossaries "Interrupt" and "Mana Source" (Agent of Stromgald, Lotus Petal)
    ("{R}: Add {B} to your mana pool. Play this ability as an interrupt.", "{R}: Add {B}.", "Creature - Human"),
    ("{T}, Sacrifice Test Card: Add one mana of any color to your mana pool. Play this ability as a mana source.",
     "{T}, Sacrifice Test Card: Add one mana of any color.", "Artifact"),
    # reminders of what a rule says (landwalk 502.6, flanking 502.3, cycling's glossary entry)
    ("Swampwalk (If defending player controls any swamps, Test Card is unblockable.)", "Swampwalk",
     "Creature - Snake"),
    ("Islandwalk (If defending player has any islands in play, Test Card can't be blocked.)", "Islandwalk",
     "Creature - Bear"),
    ("Swampwalk (Test Card is unblockable as long as defending player has a swamp in play.)", "Swampwalk",
     "Creature - Spirit"),
    ("Flanking (Whenever a creature without flanking is assigned to block Test Card, the blocking creature gets -1/-1 "
     "until end of turn.)", "Flanking", "Creature - Human Knight"),
    ("Cycling {2} (You may pay {2} and discard this card from your hand to draw a card. Play this ability as an "
     "instant.)", "Cycling {2}", "Creature - Djinn"),
    ("Destroy all lands. (This includes your lands.)", "Destroy all lands.", "Sorcery"),
    # 409.1i "successfully casts"; 402.3 "counts as" (Hidden Guerrillas)
    ("When one of your opponents successfully casts an artifact spell, if Test Card is an enchantment, Test Card "
     "becomes a 5/3 creature with trample and that counts as a Soldier.",
     "When an opponent casts an artifact spell, if Test Card is an enchantment, Test Card becomes a 5/3 Soldier "
     "creature with trample.", "Enchantment"),
    # an alternative cost (Crash)
    ("You may sacrifice a mountain instead of paying Test Card's mana cost.",
     "You may sacrifice a Mountain rather than pay this spell's mana cost.", "Instant"),
    # 404.1: the older trigger template (Abyssal Nightstalker, Alabaster Dragon, Brushwagg,
    # Cockatrice, Dwarven Soldier, Angelic Protector)
    ("If Test Card attacks and is not blocked, it gets +2/+0 until end of turn.",
     "Whenever Test Card attacks and isn't blocked, it gets +2/+0 until end of turn.", "Creature - Merfolk"),
    ("If Test Card is put into any graveyard from play, shuffle Test Card into its owner's library.",
     "When Test Card is put into a graveyard from play, shuffle Test Card into its owner's library.",
     "Creature - Dragon"),
    ("If Test Card blocks or is blocked, it gets -2/+2 until end of turn.",
     "Whenever Test Card blocks or becomes blocked, it gets -2/+2 until end of turn.", "Creature - Brushwagg"),
    ("If Test Card blocks or is blocked by any non-Wall creature, destroy that creature at end of combat.",
     "Whenever Test Card blocks or becomes blocked by a non-Wall creature, destroy that creature at end of combat.",
     "Creature - Cockatrice"),
    ("If Test Card blocks or is blocked by any Orcs, it gets +0/+2 until end of turn.",
     "Whenever Test Card blocks or becomes blocked by one or more Orcs, Test Card gets +0/+2 until end of turn.",
     "Creature - Dwarf"),
    ("If Test Card is the target of a spell or ability, it gets +0/+3 until end of turn.",
     "Whenever Test Card becomes the target of a spell or ability, it gets +0/+3 until end of turn.",
     "Creature - Angel"),
    ("Whenever Test Card successfully deals damage to a player, that player discards a card.",
     "Whenever Test Card deals damage to a player, that player discards a card.", "Creature - Knight"),
    # "has power and toughness each equal to" (Beast of Burden)
    ("Test Card has power and toughness each equal to the total number of creatures in play.",
     "Test Card's power and toughness are each equal to the number of creatures in play.", "Artifact Creature"),
    # 216: the token and its characteristics in two sentences (Lab Rats, Diamond Kaleidoscope)
    ("Put a Rat token into play. Treat this token as a 1/1 black creature.", "Create a 1/1 black Rat creature token.",
     "Sorcery"),
    ("{3}, {T}: Put a Prism token into play. Treat this token as a 0/1 artifact creature.",
     "{3}, {T}: Create a 0/1 colorless Prism artifact creature token.", "Artifact"),
    # glossary "Discard": "choose and discard" in a cost; glossary "Beginning of Turn"
    ("{2}, Choose and discard a card: Draw a card.", "{2}, Discard a card: Draw a card.", "Artifact"),
    ("Draw a card at the beginning of the next turn.", "Draw a card at the beginning of the next turn's upkeep.",
     "Instant"),
    # the order of the words (Headstone); "owner's hand" (Disempower); the search's shuffle (Bad River)
    ("Remove from the game target card in any graveyard.", "Exile target card from a graveyard.", "Instant"),
    ("Put target artifact or enchantment on top of owner's library.",
     "Put target artifact or enchantment on top of its owner's library.", "Instant"),
    ("{T}, Sacrifice Test Card: Search your library for an island or swamp card. Put that land into play. Shuffle "
     "your library afterwards.",
     "{T}, Sacrifice Test Card: Search your library for an Island or Swamp card, put it onto the battlefield, then "
     "shuffle your library.", "Land"),
    # Great Wall, Faerie Conclave, Endoskeleton
    ("Creatures with plainswalk may be blocked as if they did not have this ability.",
     "Creatures with plainswalk can be blocked as though they didn't have plainswalk.", "Enchantment"),
    ("{1}{U}: Test Card becomes a 2/1 blue creature with flying until end of turn. Test Card still counts as a land.",
     "{1}{U}: Test Card becomes a 2/1 blue creature with flying until end of turn. It's still a land.", "Land"),
    # glossary "Bury" (Crumble, Retribution of the Meek)
    ("Bury target artifact.", "Destroy target artifact. It can't be regenerated.", "Instant"),
    ("Bury all creatures with power 4 or greater.",
     "Destroy all creatures with power 4 or greater. They can't be regenerated.", "Sorcery"),
    # 419.7b's shield (Bandage, Conservator)
    ("{T}: Prevent 1 damage to any creature or player.",
     "{T}: Prevent the next 1 damage to target creature or player this turn.", "Creature - Cleric"),
    ("{3}, {T}: Prevent up to 2 damage to you.",
     "{3}, {T}: Prevent the next 2 damage that would be dealt to you this turn.", "Artifact"),
    # 404.1 (Lowland Basilisk, Odylic Wraith); "any" in a trigger (Dirtcowl Wurm)
    ("Whenever Test Card damages any creature, destroy that creature at end of combat.",
     "Whenever Test Card deals damage to a creature, destroy that creature at end of combat.", "Creature - Basilisk"),
    ("If Test Card damages any player, that player chooses and discards a card.",
     "Whenever Test Card deals damage to a player, that player discards a card.", "Creature - Wraith"),
    ("Whenever any opponent plays a land, put a +1/+1 counter on Test Card.",
     "Whenever an opponent plays a land, put a +1/+1 counter on Test Card.", "Creature - Wurm"),
    # 403.1: the sacrifice paid as part of the cost (Basal Thrull, Aeolipile)
    ("{T}: Sacrifice Test Card to add {B}{B} to your mana pool.", "{T}, Sacrifice Test Card: Add {B}{B}.",
     "Creature - Thrull"),
    ("{1}, {T}: Sacrifice Test Card to have it deal 2 damage to target creature or player.",
     "{1}, {T}, Sacrifice Test Card: Test Card deals 2 damage to target creature or player.", "Artifact"),
    # glossary "Upkeep" (Masticore); glossary "Unblockable" (Blockade Runner); subjectless
    # statics (Clockwork Swarm); "has power equal to" (Nightstalker Engine)
    ("At the beginning of your upkeep, you may choose and discard a card from your hand. If you don't, sacrifice "
     "Test Card.", "At the beginning of your upkeep, sacrifice Test Card unless you discard a card.",
     "Artifact Creature"),
    ("{U}: Test Card is unblockable this turn.", "{U}: Test Card can't be blocked this turn.", "Creature - Merfolk"),
    ("Can't be blocked by walls.", "Test Card can't be blocked by Walls.", "Artifact Creature"),
    ("Test Card has power equal to the number of creature cards in your graveyard.",
     "Test Card's power is equal to the number of creature cards in your graveyard.", "Artifact Creature"),
    # Kei Takahashi, Samite Alchemist (419.7b)
    ("{T}: Prevent up to 2 damage to one creature.", "{T}: Prevent the next 2 damage to target creature this turn.",
     "Creature - Human Cleric"),
    ("{W}{W}, {T}: Prevent up to 4 damage to a creature you control.",
     "{W}{W}, {T}: Prevent the next 4 damage to target creature you control this turn.", "Creature - Human Cleric"),
    # Wheel of Torture, Karma, Karplusan Yeti; Coral Atoll (104.1); Black Carriage (402.6);
    # Karmic Guide (409.1c)
    ("During each of your opponents' upkeeps, Test Card deals 1 damage to that player.",
     "At the beginning of each opponent's upkeep, Test Card deals 1 damage to that player.", "Artifact"),
    ("At the beginning of each player's upkeep, Test Card deals to that player an amount of damage equal to the "
     "number of swamps he or she controls.",
     "At the beginning of each player's upkeep, Test Card deals damage to that player equal to the number of Swamps "
     "he or she controls.", "Enchantment"),
    ("{T}: Test Card deals an amount of damage equal to its power to target creature.",
     "{T}: Test Card deals damage equal to its power to target creature.", "Creature - Yeti"),
    ("{T}: Add {U} and one colorless mana to your mana pool.", "{T}: Add {1}{U}.", "Land"),
    ("Doesn't untap during your untap step.", "Test Card doesn't untap during your untap step.", "Creature - Horror"),
    ("When Test Card comes into play, choose target creature card in your graveyard and put that creature into play.",
     "When Test Card comes into play, return target creature card from your graveyard to play.", "Creature - Spirit"),
    # "Gain 3 life for each …" (Blessed Reversal)
    ("Gain 3 life for each creature attacking you.", "You gain 3 life for each creature attacking you.", "Instant"),
    # "untap phases" (Choke); 313.1 (Breeding Pit); the Drakes' spending limit (Fire Drake, Pit
    # Imp); "assigned to block" (Aesthir Glider); the Laces; Portal's "(Ignore this effect …)" (416.3)
    ("Islands don't untap during their controllers' untap phases.",
     "Islands don't untap during their controllers' untap steps.", "Enchantment"),
    ("At the end of your turn, put a Thrull token into play. Treat this token as a 0/1 black creature.",
     "At the beginning of your end step, create a 0/1 black Thrull creature token.", "Enchantment"),
    ("{R}: Test Card gets +1/+0 until end of turn. You can't spend more than {R} in this way each turn.",
     "{R}: Test Card gets +1/+0 until end of turn. Activate this ability only once each turn.", "Creature - Drake"),
    ("{B}: Test Card gets +1/+0 until end of turn. You can't spend more than {B}{B} in this way each turn.",
     "{B}: Test Card gets +1/+0 until end of turn. Activate this ability no more than twice each turn.",
     "Creature - Imp"),
    ("Can't be assigned to block.", "Test Card can't block.", "Creature - Bird"),
    ("Change the color of target spell or target permanent to red. Costs to cast, tap, maintain, or use a special "
     "ability of target remain unchanged.", "Target spell or permanent becomes red.", "Instant"),
    ("When Test Card comes into play, each of your opponents chooses and discards a card. (Ignore this effect if your "
     "opponent doesn't have any cards.)", "When Test Card comes into play, each opponent discards a card.",
     "Creature - Horror"),
    # "cannot" (Azimaet Drake); "This creature still counts as a land" (the manlands); 404.1
    # (Cave People, Onulet); 409.1i (Argothian Enchantress); Force Spike; the Medallions;
    # Desperate Charge
    ("{U}: +1/+0 until end of turn. You cannot spend more than {U} in this way each turn.",
     "{U}: Test Card gets +1/+0 until end of turn. Activate this ability only once each turn.", "Creature - Drake"),
    ("{1}{G}: Test Card becomes a 3/3 green creature with trample until end of turn. This creature still counts as a "
     "land.", "{1}{G}: Test Card becomes a 3/3 green creature with trample until end of turn. It's still a land.",
     "Land"),
    ("If Test Card attacks, it gets +1/-2 until end of turn.",
     "Whenever Test Card attacks, it gets +1/-2 until end of turn.", "Creature - Human"),
    ("If Test Card is put into the graveyard from play, you gain 2 life.",
     "When Test Card is put into a graveyard from play, you gain 2 life.", "Artifact Creature"),
    ("Whenever you successfully cast an enchantment spell, draw a card.",
     "Whenever you cast an enchantment spell, draw a card.", "Creature - Druid"),
    ("Counter target spell unless its caster pays an additional {1}.",
     "Counter target spell unless its controller pays {1}.", "Instant"),
    ("Your green spells cost {1} less to play.", "Green spells you cast cost {1} less to cast.", "Artifact"),
    ("All your creatures get +2/+0 until the end of the turn.", "Creatures you control get +2/+0 until end of turn.",
     "Instant"),
    # Citadel of Pain, Asmira, Icatian Javelineers, Carrier Pigeons, Frog Tongue, Orgg,
    # Hurr Jackal, Tolarian Entrancer, Labyrinth Minotaur, Spellshock, Lu Xun, Assassin's Blade
    ("At the end of each player's turn, Test Card deals 1 damage to that player.",
     "At the beginning of each player's end step, Test Card deals 1 damage to that player.", "Enchantment"),
    ("At the end of each turn, put a +1/+1 counter on Test Card for each creature put into your graveyard from play "
     "this turn.", "At end of turn, put a +1/+1 counter on Test Card for each creature put into your graveyard from "
                   "play this turn.", "Creature - Human"),
    ("When Test Card is brought into play, put a javelin counter on it.",
     "When Test Card comes into play, put a javelin counter on it.", "Creature - Soldier"),
    ("Draw a card at the beginning of the upkeep of the turn after Test Card comes into play.",
     "When Test Card comes into play, draw a card at the beginning of the next turn's upkeep.", "Creature - Bird"),
    ("Enchanted creature can block creatures with flying.", "Enchanted creature can block as though it had flying.",
     "Enchant Creature"),
    ("Test Card can't be assigned to block any creature with power 2 or greater.",
     "Test Card can't block creatures with power 2 or greater.", "Creature - Orc"),
    ("{T}: Target creature can't regenerate this turn.", "{T}: Target creature can't be regenerated this turn.",
     "Creature - Jackal"),
    ("Whenever Test Card is blocked by any creature, gain control of that creature at end of combat.",
     "Whenever Test Card becomes blocked by a creature, gain control of that creature at end of combat.",
     "Creature - Wizard"),
    ("If Test Card blocks any creature, that creature doesn't untap during its controller's next untap step.",
     "Whenever Test Card blocks a creature, that creature doesn't untap during its controller's next untap step.",
     "Creature - Minotaur"),
    ("Whenever a player successfully casts a spell, Test Card deals 2 damage to that player.",
     "Whenever a player casts a spell, Test Card deals 2 damage to that player.", "Enchantment"),
    ("When Test Card successfully damages your opponent, you may draw a card.",
     "Whenever Test Card deals damage to an opponent, you may draw a card.", "Creature - Human"),
    ("Destroy any one attacking creature that isn't black.", "Destroy target nonblack attacking creature.", "Instant"),
    # Skulking Ghost, Razorclaw Bear, Bequeathal, Contempt, Drowned
    ("If Test Card is the target of a spell or effect, sacrifice Test Card.",
     "Whenever Test Card becomes the target of a spell or ability, sacrifice Test Card.", "Creature - Ghost"),
    ("If Test Card attacks and is blocked, it gets +2/+2 until end of turn.",
     "Whenever Test Card becomes blocked, it gets +2/+2 until end of turn.", "Creature - Bear"),
    ("If enchanted creature is put into a graveyard, draw two cards.",
     "When enchanted creature is put into a graveyard from play, draw two cards.", "Enchant Creature"),
    ("{B}: Regenerates.", "{B}: Regenerate Test Card.", "Creature - Zombie"),
    # Alliances' optional additional costs as printed (409.1f): Primitive Justice, Undergrowth
    ("Destroy target artifact.\nDestroy a target artifact for each {1}{R} you pay in addition to the casting cost.\n"
     "Destroy a target artifact and gain 1 life for each {1}{G} you pay in addition to the casting cost.",
     "As an additional cost to cast this spell, you may pay {1}{R} and/or {1}{G} any number of times.\nDestroy target "
     "artifact. For each additional {1}{R} you paid, destroy another target artifact. For each additional {1}{G} you "
     "paid, destroy another target artifact, and you gain 1 life.", "Sorcery"),
    ("No creatures deal damage in combat this turn. If you pay {2}{R} in addition to the casting cost, Test Card does "
     "not affect red creatures.",
     "As an additional cost to cast this spell, you may pay {2}{R}.\nPrevent all combat damage that would be dealt "
     "this turn. If this spell's additional cost was paid, this effect doesn't affect combat damage that would be "
     "dealt by red creatures.", "Instant"),
    # Portal's "any one creature" and its spell printed in two paragraphs (Bee Sting, Burning
    # Cloak: "that creature" is the one the paragraph before named, 413.2)
    ("Test Card deals 2 damage to any one creature or player.",
     "Test Card deals 2 damage to target creature or player.", "Sorcery"),
    ("Any one creature gets +2/+0 until the end of the turn.\nTest Card deals 2 damage to that creature.",
     "Target creature gets +2/+0 until end of turn. Test Card deals 2 damage to that creature.", "Sorcery"),
    # Portal (403.1: "[Player] may pay [cost] to [effect]"): Alaborn Veteran, Apprentice
    # Sorcerer, Cunning Advisor, Goblin Firestarter, Stone Catapult; Heavy Fog
    ("On your turn, before you attack, you may tap Test Card to give any one creature +2/+2 until the end of the turn.",
     "{T}: Target creature gets +2/+2 until end of turn. Activate this ability only during your turn, before "
     "attackers are declared.", "Creature - Knight"),
    ("On your turn, before you attack, you may tap Test Card to have it deal 1 damage to any one creature or player.",
     "{T}: Test Card deals 1 damage to target creature or player. Activate this ability only during your turn, "
     "before attackers are declared.", "Creature - Wizard"),
    ("On your turn, before you attack, you may tap Test Card to force your opponent to choose and discard a card "
     "from his or her hand.",
     "{T}: Target opponent discards a card. Activate this ability only during your turn, before attackers are "
     "declared.", "Creature - Advisor"),
    ("On your turn, before you attack, you may destroy Test Card to have it deal 1 damage to any one creature or "
     "player.",
     "Sacrifice Test Card: Test Card deals 1 damage to target creature or player. Activate this ability only during "
     "your turn, before attackers are declared.", "Creature - Goblin"),
    ("On your turn, before you attack, you may tap Test Card to destroy any one tapped creature that isn't black.",
     "{T}: Destroy target tapped nonblack creature. Activate this ability only during your turn, before attackers "
     "are declared.", "Artifact Creature"),
    ("Play Test Card only after you're attacked, before you declare blockers.",
     "Cast this spell only during the declare attackers step and only if you've been attacked this step.", "Instant"),
    # 311.1 and 410.8: the end of combat step's triggers (Heat Stroke, Kjeldoran Home Guard)
    ("At the end of each combat, destroy all creatures that blocked or were blocked this turn.",
     "At end of combat, destroy each creature that blocked or was blocked this turn.", "Enchantment"),
    ("At the end of any combat in which Test Card attacked or blocked, put a -0/-1 counter on Test Card.",
     "At end of combat, if Test Card attacked or blocked this combat, put a -0/-1 counter on Test Card.",
     "Creature - Soldier"),
    # 419.7c: the Runes of Protection, Greater Realm of Preservation, Invulnerability
    ("{W}: Prevent all damage to you from a black source. (Treat further damage from that source normally.)",
     "{W}: The next time a black source of your choice would deal damage to you this turn, prevent that damage.",
     "Enchantment"),
    ("{2}: Prevent all damage to you from an artifact source. Treat further damage from that source normally.",
     "{2}: The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.",
     "Enchantment"),
    ("{1}{W}: Prevent all damage to you from a black or red source. Treat further damage from that source normally.",
     "{1}{W}: The next time a black or red source of your choice would deal damage to you this turn, prevent that "
     "damage.", "Enchantment"),
    ("Prevent all damage to you from one source. (Treat further damage from that source normally.)",
     "The next time a source of your choice would deal damage to you this turn, prevent that damage.", "Instant"),
    # 217.4a: "your discard pile" is your graveyard (Endless Cockroaches, Fire Snake, Noxious Toad,
    # Undying Beast, Angel of Fury)
    ("If Test Card is put into your discard pile from play, destroy any one land.",
     "When Test Card is put into your graveyard from play, destroy target land.", "Creature - Snake"),
    ("If Test Card is put into your discard pile from play, your opponent chooses and discards a card from his or "
     "her hand.", "When Test Card is put into your graveyard from play, each opponent discards a card.",
     "Creature - Frog"),
    ("If Test Card is put into your discard pile from play, put Test Card on top of your deck.",
     "When Test Card is put into your graveyard from play, put Test Card on top of its owner's library.",
     "Creature - Beast"),
    ("If Test Card is put into your graveyard from play, you may choose to shuffle Test Card into your library.",
     "When Test Card is put into your graveyard from play, you may shuffle Test Card into its owner's library.",
     "Creature - Angel"),
    # 410.2: "for each 1 damage dealt to ~" (Jackal Pup, Grollub, Binding Agony, Living Artifact)
    ("For each 1 damage dealt to Test Card, it deals 1 damage to you.",
     "Whenever Test Card is dealt damage, it deals that much damage to you.", "Creature - Jackal"),
    ("For each 1 damage dealt to Test Card, each opponent gains 1 life.",
     "Whenever Test Card is dealt damage, each opponent gains that much life.", "Creature - Beast"),
    ("For each 1 damage dealt to you, put a vitality counter on Test Card.",
     "Whenever you're dealt damage, put that many vitality counters on Test Card.", "Enchantment"),
    # 410.10e, 419.7a: the Wards' choice and Prismatic Ward's "reduced to 0"
    ("When you play Test Card, choose a color.", "As Test Card comes into play, choose a color.", "Enchantment"),
    ("All damage dealt to enchanted creature by sources of the chosen color is reduced to 0.",
     "Prevent all damage that would be dealt to enchanted creature by sources of the chosen color.", "Enchantment"),
    # Deathcoil Wurm: as though it weren't blocked (502.9)
    ("If Test Card attacks and is blocked, you may choose to have it deal its damage to the defending player "
     "instead of to the creatures blocking it.",
     "You may have Test Card assign its combat damage as though it weren't blocked.", "Creature - Wurm"),
    # the Licids (418.3a): the Aura they become, and the ability it has, in the era's words too
    ('{U}, {T}: Test Card loses this ability and becomes a creature enchantment that reads "Enchanted creature '
     'gains flying" instead of a creature. Move Test Card onto target creature. You may pay {U} to end this effect.',
     "{U}, {T}: Test Card loses this ability and becomes an Aura enchantment with enchant creature. Attach it to "
     "target creature. You may pay {U} to end this effect.\nEnchanted creature has flying.", "Creature - Licid"),
    ('{B}, {T}: Test Card loses this ability and becomes a creature enchantment that reads "During the upkeep of '
     'enchanted creature\'s controller, Test Card deals 1 damage to that player" instead of a creature. Move Test '
     'Card onto target creature. You may pay {B} to end this effect.',
     "{B}, {T}: Test Card loses this ability and becomes an Aura enchantment with enchant creature. Attach it to "
     "target creature. You may pay {B} to end this effect.\nAt the beginning of the upkeep of enchanted creature's "
     "controller, Test Card deals 1 damage to that player.", "Creature - Licid"),
    # 302.1: the depletion lands
    ("If there are any depletion counters on Test Card, it doesn't untap during your untap step. At the beginning "
     "of your upkeep, remove a depletion counter from Test Card.",
     "Test Card doesn't untap during your untap step if it has a depletion counter on it.\nAt the beginning of your "
     "upkeep, remove a depletion counter from Test Card.", "Land"),
    # 403.3: Mindstab Thrull, Necrite
    ("Sacrifice Test Card: Defending player chooses and discards three cards. Use this ability only if Test Card "
     "is attacking and unblocked.",
     "Sacrifice Test Card: Defending player discards three cards. Activate this ability only if Test Card is "
     "attacking and only if Test Card is unblocked.", "Creature - Thrull"),
    # 406.1a: the Mana Batteries
    ("{T}: Add {B} to your mana pool and remove as many charge counters as you wish. For each charge counter "
     "removed from Test Card, add {B} to your mana pool.",
     "{T}, Remove any number of charge counters from Test Card: Add {B}, then add an additional {B} for each "
     "charge counter removed this way.", "Artifact"),
    # 413.2c: Imperial Edict as printed (Portal)
    ("Your opponent chooses one of his or her creatures. Destroy that creature.",
     "Each opponent chooses a creature he or she controls. Destroy that creature.", "Sorcery"),
    # Islandhome: 308.1 and 410.11 (Sea Serpent, Manta Ray, Dandân)
    ("Islandhome (If defending player controls no islands, this creature cannot attack. If you control no islands, "
     "bury this creature.)",
     "Test Card can't attack unless defending player controls an Island.\nWhen you control no Islands, sacrifice "
     "Test Card.", "Creature - Serpent"),
    # 409.1c: the colour-changing spells (Touch of Darkness, Sylvan Paradise)
    ("Changes the color of one or more target creatures to black until end of turn. You choose which and how many "
     "creatures are affected. Cost to tap, maintain, or use a special ability of target creatures remains entirely "
     "unchanged.", "One or more target creatures become black until end of turn.", "Instant"),
    # the era's coin flip: its caller a target opponent
    ("Flip a coin; target opponent calls heads or tails while coin is in the air. If the flip ends up in your "
     "favor, Test Card deals 1 damage to each creature and each player. Otherwise, each player draws a card.",
     "Choose target opponent. Flip a coin. If you win the flip, Test Card deals 1 damage to each creature and each "
     "player. If you lose the flip, each player draws a card.", "Sorcery"),
    # 410.10c and 410.8: Fyndhorn Druid
    ("If Test Card is put into the graveyard the same turn it was blocked, gain 4 life.",
     "When Test Card dies, if it was blocked this turn, you gain 4 life.", "Creature - Elf Druid"),
    # -- the printed-wording round of 2026-11-29 --
    # 404.1, glossary "Block": Folk of An-Havva, Town Sentry, Woolly Spider, Serra Inquisitors, Alaborn Zealot
    ("If assigned as a blocker, Test Card gets +2/+0 until end of turn.",
     "Whenever Test Card blocks, it gets +2/+0 until end of turn.", "Creature - Dwarf"),
    ("If Test Card blocks, it gets +0/+2 until the end of the turn.",
     "Whenever Test Card blocks, it gets +0/+2 until end of turn.", "Creature - Soldier"),
    ("If Test Card is assigned to block a creature with flying, Test Card gets +0/+2 until end of turn.",
     "Whenever Test Card blocks a creature with flying, Test Card gets +0/+2 until end of turn.", "Creature - Spider"),
    ("If assigned to block any black creatures or any black creatures are assigned to block it, Test Card gets +2/+0 "
     "until end of turn.", "Whenever Test Card blocks or becomes blocked by one or more black creatures, Test Card "
     "gets +2/+0 until end of turn.", "Creature - Cleric"),
    ("If Test Card blocks, destroy both Test Card and the creature it blocks. (Destroy both creatures before you deal "
     "damage.)", "When Test Card blocks a creature, destroy that creature and Test Card.", "Creature - Soldier"),
    # "If ~ is blocked" (Dwarven Berserker), "when ~ attacks and is blocked" (Trained Cheetah), "blocks or is
    # blocked by" (Dread Specter), "attacks and no other creatures do" (Ma Chao)
    ("If Test Card is blocked, it gets +3/+0 and gains trample until end of turn.",
     "Whenever Test Card becomes blocked, it gets +3/+0 and gains trample until end of turn.", "Creature - Dwarf"),
    ("When Test Card attacks and is blocked, it gets +1/+1 until the end of the turn.",
     "Whenever Test Card becomes blocked, it gets +1/+1 until end of turn.", "Creature - Cat"),
    ("Whenever Test Card blocks or is blocked by any creature, that creature loses first strike until end of turn.",
     "Whenever Test Card blocks or becomes blocked by a creature, that creature loses first strike until end of turn.",
     "Creature - Human"),
    ("Whenever Test Card attacks and no other creatures do, Test Card can't be blocked.",
     "Whenever Test Card attacks alone, it can't be blocked this combat.", "Creature - Human"),
    # lords: "All your green creatures gain +0/+2", "All your other creatures get +1/+1 as long as ~ is in play"
    ("All your green creatures gain +0/+2.", "Green creatures you control get +0/+2.", "Creature - Human"),
    ("All your other creatures get +1/+1 as long as Test Card is in play.", "Other creatures you control get +1/+1.",
     "Creature - Human"),
    ("All your creatures gain horsemanship as long as Test Card is in play. (This includes Test Card.)",
     "Creatures you control have horsemanship.", "Creature - Human"),
    # glossary "Summoning Sickness (Obsolete)"; shroud for the turn; an extra turn
    ("Test Card can attack the turn it comes into play on your side.", "Haste", "Creature - Human"),
    ("{U}: Until end of turn, Test Card cannot be the target of spells or abilities.",
     "{U}: Test Card gains shroud until end of turn.", "Creature - Crab"),
    ("You take another turn after this one.", "Take an extra turn after this one.", "Sorcery"),
    # "non-white", "Destroys", "is destroyed", "becomes tapped", "is regenerated"
    ("All non-white creatures get -1/-1 until end of turn.", "Nonwhite creatures get -1/-1 until end of turn.",
     "Instant"),
    ("Non-flying creatures cannot attack.", "Creatures without flying can't attack.", "Enchantment"),
    ("Destroys all forests in play.", "Destroy all Forests.", "Sorcery"),
    ("Destroys any one land.", "Destroy target land.", "Instant"),
    ("All black creatures in play are destroyed.", "Destroy all black creatures.", "Sorcery"),
    ("{1}{W}, {T}: Target black creature is destroyed.", "{1}{W}, {T}: Destroy target black creature.",
     "Creature - Cleric"),
    ("{G}{G}{G}{G}, {T}: Target creature is regenerated.", "{G}{G}{G}{G}, {T}: Regenerate target creature.",
     "Creature - Druid"),
    ("{T}: Target artifact becomes tapped.", "{T}: Tap target artifact.", "Artifact"),
    # 402.6: two changes at once, a creature tapped or life paid as the cost
    ("{1}{G}: Flying and loses trample until end of turn",
     "{1}{G}: Test Card gains flying and loses trample until end of turn.", "Creature - Dragon"),
    ("{0}: Flying and -1/-0 until end of turn", "{0}: Test Card gets -1/-0 and gains flying until end of turn.",
     "Creature - Insect"),
    ("Tap a creature you control: +1/+1 until end of turn",
     "Tap an untapped creature you control: Test Card gets +1/+1 until end of turn.", "Creature - Elemental"),
    ("{B}, Pay 1 life: +1/+0 until end of turn. You cannot spend more than {B}{B}{B} in this way each turn.",
     "{B}, Pay 1 life: Test Card gets +1/+0 until end of turn. Activate this ability no more than three times each "
     "turn.", "Creature - Rat"),
    # glossaries "Casting Cost (Obsolete)", "Deck", "Modal/Mode"
    ("{X}{X}{1}: Destroy target non-creature artifact with casting cost equal to X.",
     "{X}{X}{1}: Destroy target noncreature artifact with converted mana cost X.", "Creature - Ape"),
    ("Search your deck for any card. Shuffle your deck and put that card on top of it. You lose 2 life.",
     "Search your library for a card, then shuffle your library and put that card on top of it. You lose 2 life.",
     "Sorcery"),
    ("Search your deck for a summon creature and reveal that card to all players. Then shuffle your deck and put the "
     "revealed card on top of it.", "Search your library for a creature card and reveal that card. Shuffle your "
     "library, then put the card on top of it.", "Sorcery"),
    ("Counter target blue spell or destroy target blue permanent.",
     "Choose one \u2014 Counter target blue spell; or destroy target blue permanent.", "Interrupt"),
    ("Test Card deals 3 damage to target player or 4 damage to target creature with flying.",
     "Choose one \u2014 Test Card deals 3 damage to target player; or Test Card deals 4 damage to target creature "
     "with flying.", "Sorcery"),
    # "can't be blocked by fewer than three", Portal Three Kingdoms' "intercept", flash
    ("Test Card cannot be blocked by fewer than three creatures.",
     "Test Card can't be blocked except by three or more creatures.", "Creature - Ape"),
    ("Test Card can't intercept.", "Test Card can't block.", "Creature - Cat"),
    ("Test Card can intercept only creatures with flying.", "Test Card can block only creatures with flying.",
     "Creature - Dragon"),
    ("Test Card can intercept as though it had flying.", "Reach", "Creature - Archer"),
    ("You may play Test Card whenever you could play an instant.", "Flash", "Creature - Knight"),
    # 419.7a: "neither deals nor receives combat damage"; the older Aura triggers; "Counters"
    ("Untap target attacking creature. That creature neither deals nor receives combat damage this turn.",
     "Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by that creature "
     "this turn.", "Instant"),
    ("Test Card does not deal or receive combat damage.",
     "Prevent all combat damage that would be dealt to and dealt by Test Card.", "Creature - Wall"),
    ("Counters target interrupt or instant spell.", "Counter target instant spell.", "Interrupt"),
    ("If enchanted creature damages an opponent, you may draw a card.",
     "Whenever enchanted creature deals damage to an opponent, you may draw a card.", "Enchant Creature"),
    ("If enchanted creature leaves play, its controller sacrifices a creature.",
     "When enchanted creature leaves play, its controller sacrifices a creature.", "Enchant Creature"),
    ("Return any one creature from play to the top of its owner's library.",
     "Put target creature on top of its owner's library.", "Instant"),
    ("{T}: Target creature you control gains protection from a color of your choice until end of turn.",
     "{T}: Target creature you control gains protection from the color of your choice until end of turn.",
     "Creature - Cleric"),
    # Corpse Dance (added, statM): haste for the turn, removed at the beginning of the end step (406.2a)
    ("Put the top creature card from your graveyard into play. That creature is unaffected by summoning sickness "
     "this turn. Remove the creature from the game at end of turn.",
     "Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of "
     "turn. Exile it at the beginning of the next end step.", "Instant"),
    # Prismatic Boon (added, statM): one colour for all the targets, chosen as it resolves (413.2c)
    ("X target creatures gain protection from a single color of your choice until end of turn.",
     "Choose a color. X target creatures gain protection from the chosen color until end of turn.", "Instant"),
    # glossary "Summon (Obsolete)"; 409.1f; 403.1; 310.2
    ("Summon spells cost an additional {2} to play.", "Creature spells cost {2} more to cast.", "Enchantment"),
    ("All spells cost one generic mana less to play.", "Spells cost {1} less to cast.", "Artifact"),
    ("You cannot play summon or artifact creature spells.", "You can't cast creature spells.", "Artifact Creature"),
    ("{1}{U}{U}: Sacrifice a creature to counter target summon spell.",
     "{1}{U}{U}, Sacrifice a creature: Counter target creature spell.", "Creature - Human"),
    ("{T}: Sacrifice Test Card to destroy target land.", "{T}, Sacrifice Test Card: Destroy target land.", "Land"),
    ("{4}, {T}: Choose a creature card in your hand and put that creature into play.",
     "{4}, {T}: Put a creature card from your hand into play.", "Artifact"),
    ("Whenever an opponent plays a land, you may choose a land card from your hand and put it into play.",
     "Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.", "Enchantment"),
    ("While controller has forests in play, Test Card gains +1/+2.", "Test Card gets +1/+2 as long as you control a "
     "Forest.", "Creature - Ape"),
    ("Test Card gains +0/+1 if opponent controls at least one island.",
     "Test Card gets +0/+1 as long as an opponent controls an Island.", "Creature - Wurm"),
    ("Enchanted creature gains +2/+0 and trample.", "Enchanted creature gets +2/+0 and has trample.", "Enchant Creature"),
    ("Test Card deals 1 damage to target player for each card in his or her hand.",
     "Test Card deals damage to target player equal to the number of cards in that player's hand.", "Sorcery"),
    ("Put a 4/4 white Angel creature token with flying into play. Remove it from the game at end of turn.",
     "Create a 4/4 white Angel creature token with flying. Exile it at the beginning of the next end step.", "Instant"),
    ("Sacrifice a creature: Prevent all damage to a creature or player from one source. (Treat further damage from "
     "that source normally.)", "Sacrifice a creature: The next time a source of your choice would deal damage to "
     "target creature or player this turn, prevent that damage.", "Enchantment"),
    # glossary "Bury" after a trigger's condition, of the permanent that came into play; Feast or Famine
    ("When Test Card comes into play, bury target nonartifact, nonblack creature.",
     "When Test Card comes into play, destroy target nonartifact, nonblack creature. That creature can't be "
     "regenerated.", "Creature - Dwarf"),
    ("Whenever a Djinn or Efreet comes into play, bury it.",
     "Whenever a Djinn or Efreet comes into play, destroy it. It can't be regenerated.", "Enchantment"),
    ("Bury target non-black, non-artifact creature or put a Zombie token into play. Treat this token as a 2/2 black "
     "creature.", "Choose one \u2014 Destroy target nonartifact, nonblack creature. It can't be regenerated; or create "
     "a 2/2 black Zombie creature token.", "Instant"),
    ("{B}: Gain +1/+0 until end of turn.", "{B}: Test Card gets +1/+0 until end of turn.", "Creature - Dragon"),
    # a player's own burial is the sacrifice's choice, then a burial (as_sacrificed); the Sengirs; the Chimeras; 419.7a; "as long as ~ remains tapped"
    # (the printed "When ~ comes into play, choose a creature type" is a trigger, 410.10a: its own test below)
    ("When Test Card is put into a graveyard from play, each player chooses and buries a creature he or she controls.",
     "When Test Card is put into a graveyard from play, each player sacrifices a creature.", "Creature - Beast"),
    ("Whenever a creature is put into the graveyard the same turn Test Card damaged it, put a +1/+1 counter on Test "
     "Card.", "Whenever a creature dealt damage by Test Card this turn dies, put a +1/+1 counter on Test Card.",
     "Creature - Bat"),
    ("Sacrifice Test Card: Put a +2/+2 counter on target Chimera and that Chimera gains flying permanently.",
     "Sacrifice Test Card: Put a +2/+2 counter on target Chimera creature. It gains flying.", "Artifact Creature"),
    ("{2}{T}: Target creature deals no damage during combat this turn.",
     "{2}, {T}: Prevent all combat damage that would be dealt by target creature this turn.", "Artifact"),
    ("{T}: Tap target land. As long as Test Card remains tapped, that land does not untap during its controller's "
     "untap phase.", "{T}: Tap target land. It doesn't untap during its controller's untap step for as long as Test "
     "Card remains tapped.", "Creature - Leech"),
    ("{1}, {T}, Sacrifice Test Card: Add one mana of any color to your mana pool. Play this ability as a mana source. "
     "Draw a card at the beginning of the next turn.", "{1}, {T}, Sacrifice Test Card: Add one mana of any color. Draw "
     "a card at the beginning of the next turn's upkeep.", "Artifact"),
    # the era's "any one" as a target; "at the time you play ~" (409.1f); "If you play a land" (404.1)
    ("Take any one creature card from your graveyard and put that creature into play.",
     "Return target creature card from your graveyard to the battlefield.", "Sorcery"),
    ("Return any one sorcery card from your graveyard to your hand.",
     "Return target sorcery card from your graveyard to your hand.", "Sorcery"),
    ("Take any one card from your graveyard and put that card on the top of your library.",
     "Put target card from your graveyard on top of your library.", "Instant"),
    ("Return any one or two creatures to their owner's hand.", "Return one or two target creatures to their owners' "
     "hands.", "Sorcery"),
    ("At the time you play Test Card, sacrifice a land.", "As an additional cost to cast this spell, sacrifice a land.",
     "Sorcery"),
    ("If you play a land, sacrifice Test Card.", "When you play another land, sacrifice Test Card.", "Land"),
    ("Destroy target red permanent, or return target mountain to owner's hand. Enchantments on target land are "
     "destroyed.", "Choose one \u2014 Destroy target red permanent; or return target Mountain to its owner's hand.",
     "Instant"),
    ("Test Card deals X damage, divided any way you choose, among any number of target attacking or blocking "
     "creatures without flying.", "Test Card deals X damage divided as you choose among any number of target "
     "attacking or blocking creatures without flying.", "Instant"),
    # glossaries "Global Enchantment", "Local Enchantment"; Holy Day's restriction (310.1)
    ("Destroy all global enchantments.", "Destroy all non-Aura enchantments.", "Sorcery"),
    ("Destroy all local enchantments.", "Destroy all Auras.", "Sorcery"),
    ("{T}: Destroy target creature that has islandwalk.", "{T}: Destroy target creature with islandwalk.",
     "Creature - Merfolk"),
    ("Creatures attack and block as normal, but none deal any damage. All attacking creatures are still tapped. Play "
     "any time before attack damage is assigned.", "Cast this spell only before the combat damage step.\nPrevent all "
     "combat damage that would be dealt this turn.", "Instant"),
    ("You may have Test Card deal its combat damage to defending player as though it weren't blocked.",
     "You may have Test Card assign its combat damage as though it weren't blocked.", "Creature - Elemental"),
    # -- printed, fourth round B: activated abilities --
    ("{G}{G}: Put a spore counter on a target Fungus.", "{G}{G}: Put a spore counter on target Fungus.", "Enchantment"),
    ("{U}: Tap a target green creature.", "{U}: Tap target green creature.", "Creature - Merfolk"),
    ("{G}{R}{B}{T}: Target player draws one card.", "{G}{R}{B}, {T}: Target player draws a card.", "Creature - Legend"),
    ("{T}: Target player discards one card from his or her hand at random. This power may only be used during your "
     "turn.", "{T}: Target player discards a card at random. Activate this ability only during your turn.",
     "Creature - Legend"),
    ("{2}{B},{T}: Target player chooses and discards one card from his or her hand. Ignore this ability if that player "
     "has no cards in his or her hand. Use this ability only during your turn.",
     "{2}{B}, {T}: Target player discards a card. Activate this ability only during your turn.", "Creature - Legend"),
    ("{2}: Sacrifice a land to put a +2/+2 counter on target creature. Use this ability only during upkeep.",
     "{2}, Sacrifice a land: Put a +2/+2 counter on target creature. Activate this ability only during any upkeep "
     "step.", "Enchantment"),
    ("{0}: Return Test Card to owner's hand. Use this ability only during another player's turn.",
     "{0}: Return Test Card to its owner's hand. Activate this ability only if it's not your turn.", "Land"),
    ("{0}: Remove two currency counters from Test Card to untap target basic land. Use this ability only during any "
     "opponent's upkeep.", "Remove two currency counters from Test Card: Untap target basic land. Activate this "
     "ability only during an opponent's upkeep.", "Enchantment"),
    ("{2}{B}, {T}: Target player discards a card from his or her hand. Play this ability only if you could play a "
     "sorcery.", "{2}{B}, {T}: Target player discards a card. Activate this ability only any time you could cast a "
     "sorcery.", "Creature - Wall"),
    ("{1}{B}, Sacrifice Test Card: Look at target player's hand and choose one of those cards. That player discards "
     "that card. Play this ability as a sorcery.", "{1}{B}, Sacrifice Test Card: Look at target player's hand and "
     "choose a card from it. That player discards that card. Activate this ability only any time you could cast a "
     "sorcery.", "Creature - Thrull"),
    ("{T}: Gain control of target creature as long as that creature has any enchantments on it.",
     "{T}: Gain control of target creature for as long as that creature is enchanted.", "Creature - Merfolk"),
    ("{T}: Target 1/1 creature gains +1/+2 until end of turn.", "{T}: Target 1/1 creature gets +1/+2 until end of turn.",
     "Legendary Land"),
    ("{T}: Tap target creature without flying that is attacking you. As long as Test Card remains tapped, that "
     "creature does not untap during its controller's untap phase.", "{T}: Tap target creature without flying that's "
     "attacking you. It doesn't untap during its controller's untap step for as long as Test Card remains tapped.",
     "Artifact"),
    ("{X}, {T}: Search your library for a creature card with total casting cost no greater than X. Reveal that card "
     "and put it into your hand. Shuffle your library afterward.", "{X}, {T}: Search your library for a creature card "
     "with converted mana cost X or less, reveal it, and put it into your hand. Then shuffle your library.", "Artifact"),
    ("{3}: Look at the top three cards of target player's library. Put them on the top of that player's library in "
     "any order.", "{3}: Look at the top three cards of target player's library, then put them back in any order.",
     "Enchantment"),
    ("{T}: Look at the top three cards of target player's library and return them in the same order.",
     "{T}: Look at the top three cards of target player's library.", "Creature - Orc"),
    ("{T}: Destroy target enchantment card on a creature you control.",
     "{T}: Destroy target Aura attached to a creature you control.", "Creature - Human"),
    ("{G}{G}, {T}: Target enchant land is destroyed.", "{G}{G}, {T}: Destroy target Aura attached to a land.",
     "Creature - Elf"),
    ("{T}: Destroys a target creature which has an enchantment card played on it.",
     "{T}: Destroy target enchanted creature.", "Creature - Legend"),
    ("{G}{G}, {T}: Test Card does an amount of damage equal to its power to target creature. Target creature does an "
     "amount of damage equal to its power to Test Card.", "{G}{G}, {T}: Test Card deals damage equal to its power to "
     "target creature. That creature deals damage equal to its power to Test Card.", "Creature - Human"),
    ("{R}: Sacrifice Test Card to have it deal 2 damage to target creature it blocks.",
     "{R}, Sacrifice Test Card: It deals 2 damage to target creature it's blocking.", "Creature - Wall"),
    ("{0}: Sacrifice Test Card to add {R}{R} to your mana pool.", "Sacrifice Test Card: Add {R}{R}.", "Creature - Wall"),
    ("{1}{B}, Sacrifice Test Card: Destroy up to two target nonblack creatures. Those creatures cannot be regenerated "
     "this turn.", "{1}{B}, Sacrifice Test Card: Destroy up to two target nonblack creatures. They can't be "
     "regenerated.", "Enchantment"),
    ("{T}: Sacrifice a creature and a swamp to bury target non-artifact creature.",
     "{T}, Sacrifice a creature and a Swamp: Destroy target nonartifact creature. It can't be regenerated.",
     "Creature - Zombie"),
    ("{T}: Remove the javelin counter to have Test Card deal 1 damage to target creature or player.",
     "{T}, Remove a javelin counter from Test Card: Test Card deals 1 damage to any target.", "Creature - Soldier"),
    ("{2}: Remove the top card of your library from the game to gain 1 life.",
     "{2}, Exile the top card of your library: You gain 1 life.", "Creature - Human"),
    # the Keepers' "Play this ability only if target opponent …" (409.1c, 403.3)
    ("{R}, {T}: Test Card deals 2 damage to target opponent. Use this ability only if that opponent has more life "
     "than you.", "{R}, {T}: Choose target opponent who had more life than you did as you activated this ability. "
     "Test Card deals 2 damage to that player.", "Creature - Wizard"),
    ("{W}, {T}: Gain 3 life. Play this ability only if you have less life than target opponent.",
     "{W}, {T}: Choose target opponent who had more life than you did as you activated this ability. You gain 3 "
     "life.", "Creature - Wizard"),
    ("{G}, {T}: Put a Beast token into play. Treat this token as a 2/2 green creature. Play this ability only if "
     "target opponent controls more creatures than you.", "{G}, {T}: Choose target opponent who controlled more "
     "creatures than you did as you activated this ability. Create a 2/2 green Beast creature token.",
     "Creature - Wizard"),
    ("{U}, {T}: Draw a card. Play this ability only if target opponent has at least two more cards in hand than you.",
     "{U}, {T}: Choose target opponent who had at least two more cards in hand than you did as you activated this "
     "ability. Draw a card.", "Creature - Wizard"),
    ("{B}, {T}: Destroy target nonblack creature. Play this ability only if that creature's controller has at least "
     "two fewer creature cards in his or her graveyard than you have in yours.", "{B}, {T}: Choose target opponent "
     "who had at least two fewer creature cards in their graveyard than you did as you activated this ability. "
     "Destroy target nonblack creature that player controls.", "Creature - Wizard"),
    # Ice Age's "when attack or defense is announced"; "If that creature leaves play this turn, bury ~"
    ("{T}: Target creature gets +1/+1 until end of turn. If that creature leaves play this turn, bury Test Card. Use "
     "this ability only when attack or defense is announced and only if defending player controls no snow-covered "
     "lands.", "{T}: Target creature gets +1/+1 until end of turn. When that creature leaves the battlefield this turn, "
     "sacrifice Test Card. Activate this ability only during combat and only if defending player controls no snow "
     "lands.", "Creature - Soldier"),
    # "Use this ability only when [event] (and only once for each …)": a trigger with a payment
    ("{R}: Test Card deals 1 damage to target creature or player. Use this ability only when a red spell is "
     "successfully cast and only once for each such spell.", "Whenever a player casts a red spell, you may pay {R}. "
     "If you do, Test Card deals 1 damage to any target.", "Enchantment"),
    ("{3}: Draw a card. Use this ability only when a creature is put into the graveyard from play, and only once for "
     "each creature put into the graveyard.", "Whenever a creature dies, you may pay {3}. If you do, draw a card.",
     "Enchantment"),
    ("{1}{U}: Draw a card. Use this ability only when Test Card is put into the graveyard from play and only once.",
     "When Test Card dies, you may pay {1}{U}. If you do, draw a card.", "Creature - Merfolk"),
    ("{G}{G}: When any opponent successfully casts a black spell, draw a card. Use this ability only once each time a "
     "black spell is cast.", "Whenever an opponent casts a black spell, you may pay {G}{G}. If you do, you draw a "
     "card.", "Enchantment"),
    ("{1}: Any artifact cast by any player gives you 1 life. Can only give 1 life each time an artifact is cast.",
     "Whenever a player casts an artifact spell, you may pay {1}. If you do, you gain 1 life.", "Artifact"),
    ("{1}: You gain 1 life every time one of your artifacts goes to the graveyard. Can only give 1 life each time an "
     "artifact reaches the graveyard.", "Whenever an artifact you control is put into a graveyard from the "
     "battlefield, you may pay {1}. If you do, you gain 1 life.", "Artifact"),
    ("{1}: Prevent all damage to you from a creature with shadow. (Treat further damage from that source normally.)",
     "{1}: The next time a creature of your choice with shadow would deal damage to you this turn, prevent that "
     "damage.", "Enchantment"),
    ("{G}, {T}: Target land becomes a 2/2 green creature permanently. That land still counts as a land.",
     "{G}, {T}: Target land becomes a 2/2 green creature that's still a land. (This effect lasts indefinitely.)",
     "Creature - Elf"),
    ("{1}, {T}, Sacrifice Test Card: Test Card deals to each creature and player an amount of damage equal to the "
     "number of time counters on Test Card.", "{1}, {T}, Sacrifice Test Card: Test Card deals damage equal to the "
     "number of time counters on it to each creature and each player.", "Artifact"),
    ("{1}, {T}, Remove all pain counters from Test Card: Test Card deals 1 damage for each pain counter on it to "
     "target creature.", "{1}, {T}, Remove all pain counters from Test Card: Test Card deals damage to target "
     "creature equal to the number of pain counters removed this way.", "Artifact"),
    ("{1}, {T}: Sacrifice Test Card to add 2 mana of any one color to your mana pool. Play this ability as an "
     "interrupt.", "{1}, {T}, Sacrifice Test Card: Add two mana of any one color.", "Artifact"),
    ("{T}, Remove X charge counters from Test Card: Add X plus one colorless mana to your mana pool.",
     "{T}, Remove X charge counters from Test Card: Add an amount of {C} equal to X plus one.", "Artifact"),
    ("{1}, {T}: Pay 1 life and add 1 mana of any color to your mana pool. This ability is played as an interrupt. "
     "Effects that prevent or redirect damage may not be used to counter this loss of life.",
     "{1}, {T}, Pay 1 life: Add one mana of any color.", "Artifact"),
    ("{T}: Add {B} to your mana pool, and Test Card do 1 damage to you. This ability is played as an interrupt.",
     "{T}: Add {B}. Test Card deals 1 damage to you.", "Creature - Elf"),
    ("{T}: Return target legend to owner's hand; enchantments on target legend are destroyed.",
     "{T}: Return target legendary creature to its owner's hand.", "Legendary Land"),
    ("{R}{B}{B}{U}{T}: Destroy target tapped creature or target blocking creature. Test Card may not be a target of "
     "an enchant creature spell.", "Test Card can't be the target of Aura spells.\n{R}{B}{B}{U}, {T}: Destroy target "
     "tapped or blocking creature.", "Creature - Legend"),
    ("On your turn, before you attack, you may tap Test Card to return it and any one other creature to their owners' "
     "hands.", "{T}: Return Test Card and another target creature to their owners' hands. Activate this ability only "
     "during your turn, before attackers are declared.", "Creature - Wizard"),
    ("On your turn, before you attack, you may tap Test Card to put any green creature from your hand into play "
     "without paying for it.", "{T}: You may put a green creature card from your hand onto the battlefield. Activate "
     "this ability only during your turn, before attackers are declared.", "Creature - Druid"),
    ("{3}: Take a Minotaur from your hand and put it directly into play as though it were just summoned.",
     "{3}: Put a Minotaur permanent card from your hand onto the battlefield.", "Artifact"),
    ("{1}: Add {W} to your mana pool. Play this ability as an interrupt. If more than 3 is spent in this way during "
     "one turn, bury Test Card at end of turn.", "{1}: Add {W}. If this ability has been activated four or more times "
     "this turn, sacrifice Test Card at the beginning of the next end step.", "Creature - Cleric"),
    ("{W}: Attacking does not cause Test Card to tap this turn.", "{W}: Test Card gains vigilance until end of turn.",
     "Creature - Knight"),
    ("{1}{W}{W}, {T}: Attacking this turn does not cause target creature to tap.",
     "{1}{W}{W}, {T}: Target creature gains vigilance until end of turn.", "Creature - Knight"),
    ("{T}: Target creature other than Test Card is 0/2 until end of turn.",
     "{T}: Target creature other than Test Card has base power and toughness 0/2 until end of turn.",
     "Creature - Sorceress"),
    ("{T}: Target attacking creature becomes untapped. This creature neither deals nor receives damage as a result of "
     "combat.", "{T}: Untap target attacking creature. Prevent all combat damage that would be dealt to and dealt by "
     "that creature this turn.", "Land"),
    ("{1},{T}: Return Test Card to owner's hand and target blue or green creature you control to owner's hand.",
     "{1}, {T}: Return Test Card and target green or blue creature you control to their owner's hand.",
     "Creature - Dog"),
    ("{T}: Until your next upkeep, target noncreature artifact is an artifact creature with power and toughness each "
     "equal to its total casting cost. (That artifact retains all of its original abilities.)", "{T}: Until your next "
     "upkeep, target noncreature artifact becomes an artifact creature with power and toughness each equal to its "
     "converted mana cost.", "Creature - Spirit"),
    ("{G}, Sacrifice Test Card: Put X Beast tokens into play, where X is the number of verse counters on Test Card. "
     "Treat these tokens as 3/3 green creatures.", "{G}, Sacrifice Test Card: Create X 3/3 green Beast creature "
     "tokens, where X is the number of verse counters on Test Card.", "Enchantment"),
    ("{1}{U}{U}: Sacrifice a blue creature to put X Camarid tokens into play, where X is the casting cost of the "
     "sacrificed creature. Treat these tokens as 1/1 blue creatures.", "{1}{U}{U}, Sacrifice a blue creature: Create X "
     "1/1 blue Camarid creature tokens, where X is the sacrificed creature's converted mana cost.", "Enchantment"),
    ("{G}: Trample until end of turn. Put a Hippo token into play under target opponent's control. Treat this token "
     "as a 1/1 green creature.", "{G}: Test Card gains trample until end of turn. Target opponent creates a 1/1 green "
     "Hippo creature token.", "Creature - Phelddagrif"),
    ("{T}, Return Test Card to owner's hand: Bury target creature and put a Sheep token into play under the control "
     "of the creature's controller. Treat this token as a 0/1 green creature.", "{T}, Return Test Card to its owner's "
     "hand: Destroy target creature. It can't be regenerated. That creature's controller creates a 0/1 green Sheep "
     "creature token.", "Creature - Wizard"),
    ("{R}{R},{T}: Target creature you control cannot be blocked this turn. At end of combat, destroy that creature "
     "and Test Card.", "{R}{R}, {T}: Target creature you control can't be blocked this turn. Destroy it and Test Card "
     "at end of combat.", "Creature - Goblin"),
    ("{2}: +1/+0 until end of turn. You cannot spend more than {4} in this way each turn.",
     "{2}: Test Card gets +1/+0 until end of turn. Activate this ability no more than twice each turn.",
     "Artifact Creature"),
    ("{0}: Tap enchanted creature to untap target artifact, creature, or land. Use this ability only if enchanted "
     "creature is white and only once each turn.", "Tap enchanted creature: Untap target artifact, creature, or land. "
     "Activate this ability only if enchanted creature is white and only once each turn.", "Enchantment - Aura"),
    ("{W}{W}, {T}: Prevent up to 4 damage to a creature you control. Tap that creature. The creature does not untap "
     "during your next untap phase.", "{W}{W}, {T}: Prevent the next 4 damage that would be dealt this turn to target "
     "creature you control. Tap that creature. It doesn't untap during your next untap step.", "Creature - Cleric"),
    ("{0}: Flying\n{0}: Loses flying\n{3}{U}{U}: Phases out", "{0}: Test Card gains flying. (This effect lasts "
     "indefinitely.)\n{0}: Test Card loses flying. (This effect lasts indefinitely.)\n{3}{U}{U}: Test Card phases out.",
     "Creature - Dragon"),
    ("{U}: Regenerate. Use this ability only during a turn in which Test Card blocked a blue creature or a blue "
     "creature blocked Test Card.", "{U}: Regenerate Test Card. Activate this ability only if Test Card blocked or was "
     "blocked by a blue creature this turn.", "Creature - Troll"),
    ("{1}{R}: Test Card cannot be blocked by only one creature this turn.",
     "{1}{R}: Test Card gains menace until end of turn.", "Creature - Soldier"),
    ("{T}: Gain control of target Dragon. If Test Card becomes untapped or you lose control of Test Card, lose "
     "control of that Dragon.", "{T}: Gain control of target Dragon for as long as you control Test Card and Test "
     "Card remains tapped.", "Creature - Legend"),
    ("{T}: Take control of a target Thrull. You lose control of target Thrull if Test Card leaves play or you lose "
     "control of Test Card.", "{T}: Gain control of target Thrull for as long as you control Test Card.",
     "Creature - Thrull"),
    ("{T}: Gain control of target legend. If Test Card becomes untapped, you lose control of this legend; you may "
     "choose not to untap Test Card as normal. You also lose control of legend if Test Card leaves play, if you lose "
     "control of Test Card, or if the game ends.", "You may choose not to untap Test Card during your untap step.\n"
     "{T}: Gain control of target legendary creature for as long as you control Test Card and Test Card remains "
     "tapped.", "Creature - Satyr"),
    ("{T}, Remove a mining counter from Test Card: Add one mana of any color to your mana pool. If there are no "
     "mining counters on Test Card, bury it.", "{T}, Remove a mining counter from Test Card: Add one mana of any "
     "color. If there are no mining counters on Test Card, sacrifice it.", "Land"),
    ("{T}: Sacrifice a red or white creature to have Test Card deal an amount of damage equal to half the creature's "
     "power, rounded down, to target creature or player.", "{T}, Sacrifice a red or white creature: Test Card deals "
     "damage to any target equal to half the sacrificed creature's power, rounded down.", "Creature - Cleric"),
    ("{2}{B}, {T}: Remove from the game up to three target cards in one graveyard.",
     "{2}{B}, {T}: Exile up to three target cards from a single graveyard.", "Creature - Insect"),
    ("{2}: Sacrifice a snow-covered land to have all creatures deal no damage in combat this turn.",
     "{2}, Sacrifice a snow land: Prevent all combat damage that would be dealt this turn.", "Artifact"),
    ("Sacrifice two lands: Return Test Card to play. Play this ability only during your upkeep, only if Test Card is "
     "in your graveyard, and only if you control a swamp.", "Sacrifice two lands: Return Test Card from your graveyard "
     "to the battlefield. Activate this ability only during your upkeep and only if you control a Swamp.",
     "Creature - Zombie"),
    # -- printed, fourth round A --
    # the storage lands (302.2: nothing is done in the untap step)
    ("You may choose not to untap Test Card during your untap phase and put a storage counter on it instead.",
     "You may choose not to untap Test Card during your untap step.\nAt the beginning of your upkeep, if Test Card is "
     "tapped, put a storage counter on it.", "Land"),
    ("{T}, Remove X storage counters from Test Card: Add an amount of {B} equal to X to your mana pool.",
     "{T}, Remove X storage counters from Test Card: Add {B} for each counter removed this way.", "Land"),
    ("Target player must draw X cards.", "Target player draws X cards.", "Sorcery"),
    ("Test Card is unblockable if defending player controls an artifact.",
     "Test Card can't be blocked as long as defending player controls an artifact.", "Creature - Beeble"),
    ("Test Card is unblockable as long as no other creatures are attacking.",
     "Test Card can't be blocked as long as it's attacking alone.", "Creature - Illusion"),
    ("Destroy all creatures and all lands. (This includes your creatures and lands.)", "Destroy all creatures and lands.",
     "Sorcery"),
    ("Gain control of target creature with converted mana cost X or less. (This spell's effect doesn't end at end of "
     "turn.)", "Gain control of target creature with converted mana cost X or less.", "Instant"),
    ("Test Card deals X damage to each player and each creature with horsemanship. (This includes you and your "
     "creatures with horsemanship.)", "Test Card deals X damage to each creature with horsemanship and each player.",
     "Sorcery"),
    ("Destroy target land or nonblack creature. A creature destroyed this way cannot be regenerated this turn.",
     "Destroy target land or nonblack creature. It can't be regenerated.", "Sorcery"),
    ("Draw a card, then draw cards equal to the number of Test Card cards in all graveyards.",
     "Draw a card, then draw cards equal to the number of cards named Test Card in all graveyards.", "Instant"),
    ("Test Card's power and toughness are each equal to the number of Test Card in play.",
     "Test Card's power and toughness are each equal to the number of creatures named Test Card in play.",
     "Creature - Rat"),
    ("All creatures you control can block creatures with flying until end of turn.",
     "Creatures you control gain reach until end of turn.", "Instant"),
    ("Enchanted creature gets -1/-1 and can't be blocked except by artifact creatures and black creatures.",
     "Enchanted creature gets -1/-1 and has fear.", "Enchant Creature"),
    # a keyword and an activated ability in one paragraph (402.7)
    ("Flying; {R} +0/+1 until end of turn", "Flying\n{R}: Test Card gets +0/+1 until end of turn.", "Creature - Gargoyle"),
    ("Flying, {G}{G} First strike until end of turn.", "Flying\n{G}{G}: Test Card gains first strike until end of turn.",
     "Creature - Dragonfly"),
    ("Test Card may block any number of creatures each combat.", "Test Card can block any number of creatures.",
     "Creature - Wall"),
    ("If you have 3 life or less, Test Card costs {6} less to play.",
     "If you have 3 or less life, this spell costs {6} less to cast.", "Creature - Avatar"),
    ("If you control a plains, you may tap an untapped creature you control instead of paying the mana cost of Test "
     "Card.", "If you control a Plains, you may tap an untapped creature you control rather than pay this spell's mana "
     "cost.", "Instant"),
    ("When Test Card is put into a graveyard from play, you gain control of all enchantments. (You don't get to move "
     "local enchantments.)", "When Test Card is put into a graveyard from play, you gain control of all enchantments.",
     "Creature - Illusion"),
    ("Return to target player's hand all artifacts in play he or she owns.",
     "Return all artifacts target player owns to their hand.", "Instant"),
    ("Counter target artifact or enchantment spell. That spell's caster gains life equal to the spell's casting cost.",
     "Counter target artifact or enchantment spell. Its controller gains life equal to its converted mana cost.",
     "Instant"),
    ("Destroy target land. If that land is a snow-covered land, Test Card deals 1 damage to the land's controller.",
     "Destroy target land. If that land was a snow land, Test Card deals 1 damage to that land's controller.", "Sorcery"),
    ("Destroy target land. If that land is a snow-covered land, gain 1 life.",
     "Destroy target land. If that land was a snow land, you gain 1 life.", "Sorcery"),
    ("Test Card deals 3 damage to target creature and 3 damage to another target creature. (You can't play this card "
     "unless you can choose two creatures in play.)", "Test Card deals 3 damage to each of two target creatures.",
     "Sorcery"),
    ("If you play any spell, return Test Card to owner's hand.", "When you cast a spell, return Test Card to its owner's "
     "hand.", "Creature - Beast"),
    ("If any creatures attack you, gain 1 life for each attacking creature.",
     "Whenever one or more creatures attack you, you gain 1 life for each attacking creature.", "Enchantment"),
    ("Whenever Test Card is dealt damage, sacrifice a permanent for each 1 damage dealt to it.",
     "Whenever Test Card is dealt damage, sacrifice that many permanents.", "Creature - Horror"),
    ("At the beginning of your upkeep, gain 1 life for each card in your hand in excess of four.",
     "At the beginning of your upkeep, you gain X life, where X is the number of cards in your hand minus 4.", "Artifact"),
    ("During each of your opponent's upkeeps, Test Card deals 1 damage to that player for each card more than four in "
     "his or her hand.", "At the beginning of each opponent's upkeep, Test Card deals X damage to that player, where X "
     "is the number of cards in their hand minus 4.", "Artifact"),
    ("During each of your opponents' upkeeps, Test Card deals 1 damage to that player for each card fewer than three in "
     "his or her hand.", "At the beginning of each opponent's upkeep, Test Card deals X damage to that player, where X "
     "is 3 minus the number of cards in their hand.", "Artifact"),
    ("Players cannot play any artifact abilities requiring an activation cost.",
     "Activated abilities of artifacts can't be activated.", "Artifact"),
    ("Play only during combat before blockers are declared.",
     "Cast this spell only during combat before blockers are declared.", "Instant"),
    ("Target creature cannot be assigned to block this turn.", "Target creature can't block this turn.", "Instant"),
    ("Choose target land you control and target land an opponent controls. Exchange control of those lands.",
     "Exchange control of target land you control and target land an opponent controls.", "Sorcery"),
    ("At the beginning of the upkeep of enchanted enchantment's controller, that player pays {2} or loses 2 life.",
     "At the beginning of the upkeep of enchanted enchantment's controller, that player loses 2 life unless they pay "
     "{2}.", "Enchant Enchantment"),
    ("All lands are 2/2 creatures. (These creatures still count as lands.)",
     "All lands are 2/2 creatures that are still lands.", "Enchantment"),
    ("Each creature loses all abilities and is a 1/1 creature.",
     "All creatures lose all abilities and have base power and toughness 1/1.", "Enchantment"),
    ("Target creature loses all abilities and is a 0/1 creature until end of turn.",
     "Until end of turn, target creature loses all abilities and has base power and toughness 0/1.", "Instant"),
    ("White enchantments and green enchantments each cost an additional {2} to cast.",
     "Green enchantment spells and white enchantment spells cost {2} more to cast.", "Creature - Dwarf"),
    ("Any damage dealt to target creature for remainder of turn is reduced to 0.",
     "Prevent all damage that would be dealt to target creature this turn.", "Instant"),
    ("Counter target instant, interrupt, or sorcery spell unless its caster pays an additional {1}.",
     "Counter target instant or sorcery spell unless its controller pays {1}.", "Instant"),
    ("You may sacrifice two mountains instead of paying Test Card's casting cost. Test Card deals 4 damage to target "
     "creature or player.", "You may sacrifice two Mountains rather than pay this spell's mana cost.\nTest Card deals 4 "
     "damage to target creature or player.", "Instant"),
    ("All creatures lose flying ability.", "All creatures lose flying.", "Enchant World"),
    ("Target creature gains +0/+X until end of turn where X is the creature's casting cost.",
     "Target creature gets +0/+X until end of turn, where X is its converted mana cost.", "Instant"),
    ("Test Card cannot attack unless defending player controls any islands.",
     "Test Card can't attack unless defending player controls an Island.", "Creature - Fish"),
    ("If any spell is played, counter that spell and sacrifice Test Card.",
     "When a player casts a spell, sacrifice Test Card and counter it.", "Enchantment"),
    ("Whenever Test Card deals damage to a creature or opponent, Test Card deals an equal amount of damage to you.",
     "Whenever Test Card deals damage to a creature or opponent, Test Card deals that much damage to you.",
     "Creature - Horror"),
    ("Each creature you control may block one additional creature. (All defense must be legal.)",
     "Each creature you control can block an additional creature each combat.", "Enchantment"),
    ("Test Card may block two creatures each combat. (All blocking assignments must still be legal.)",
     "Test Card can block an additional creature each combat.", "Creature - Soldier"),
    ("If Test Card is blocked by any creature, put that creature on top of owner's library.",
     "Whenever Test Card becomes blocked by a creature, put that creature on top of its owner's library.",
     "Creature - Hound"),
    ("If you control any creature with toughness 2 or less, sacrifice Test Card.",
     "When you control a creature with toughness 2 or less, sacrifice Test Card.", "Creature - Elephant"),
    ("Test Card are buried if controller controls any Dwarves.", "When you control a Dwarf, sacrifice Test Card.",
     "Creature - Goblin"),
    ("Whenever you successfully cast a creature spell, you may pay {1} to return target creature to owner's hand.",
     "Whenever you cast a creature spell, you may pay {1}. If you do, return target creature to its owner's hand.",
     "Enchantment"),
    ("Each turn, Test Card cannot attack unless you sacrifice a land.", "Test Card can't attack unless you sacrifice a land.",
     "Creature - Dragon"),
    ("Each player chooses a creature card in his or her graveyard and puts that creature into play.",
     "Each player puts a creature card from their graveyard onto the battlefield.", "Sorcery"),
    ("Look at the top five cards of your library and put one of them into your hand. Put the remaining four on top of "
     "your library in any order.", "Look at the top five cards of your library and put one of them into your hand. Put "
     "the rest on top of your library in any order.", "Sorcery"),
    ("All creatures able to block Test Card do so. If this forces a creature to block more attackers than allowed, "
     "defending player assigns that creature to block as many of those attackers as allowed.",
     "All creatures able to block Test Card do so.", "Creature - Elf"),
    ("Target creature gets +2/+0. During each of its controller's upkeeps, put a -0/-1 counter on the creature. These "
     "counters remain even if Test Card is removed.", "Enchanted creature gets +2/+0.\nAt the beginning of the upkeep of "
     "enchanted creature's controller, put a -0/-1 counter on that creature.", "Enchant Creature"),
    ("This turn, your black creatures can be intercepted only by other black creatures.",
     "Black creatures you control can't be blocked this turn except by black creatures.", "Sorcery"),
    ("Test Card can't be intercepted by any creature with offense 2 or greater.",
     "Test Card can't be blocked by creatures with power 2 or greater.", "Creature - Monk"),
    ("Look at the top card of target player's library. Put that card back on top of that library or into that player's "
     "graveyard.", "Look at the top card of target player's library. You may put that card into their graveyard.",
     "Sorcery"),
    ("Damage dealt by instants, interrupts, and sorceries is reduced to 0.",
     "Prevent all damage that would be dealt by instant and sorcery spells.", "Enchantment"),
    ("No creature can attack if it attacked during its controller's last turn.",
     "Creatures that attacked during their controller's last turn can't attack.", "Land"),
    ("Test Card may not attack if it attacked during your last turn.", "Test Card can't attack if it attacked during your "
     "last turn.", "Creature - Turtle"),
    ("Can't attack if defending player controls an untapped creature with power greater than 2. Can't block creatures "
     "with power greater than 2.", "Test Card can't attack if defending player controls an untapped creature with power "
     "3 or greater.\nTest Card can't block creatures with power 3 or greater.", "Creature - Goblin"),
    ("Test Card cannot attack if defending player controls no forests. Bury Test Card if you control no forests.",
     "Test Card can't attack unless defending player controls a Forest.\nWhen you control no Forests, sacrifice Test "
     "Card.", "Creature - Ape"),
    ("An opponent damaged by Test Card discards a card at random. Ignore this effect if opponent has no cards in hand.",
     "Whenever Test Card deals damage to an opponent, that player discards a card at random.", "Creature - Specter"),
    ("Test Card deals damage to target creature or player an amount of equal to 2 plus the number of Test Card cards in "
     "all graveyards.", "Test Card deals X damage to target creature or player, where X is 2 plus the number of cards "
     "named Test Card in all graveyards.", "Instant"),
    ("Tap to destroy an Efreet or Djinn.", "{T}: Destroy target Djinn or Efreet.", "Creature - Human"),
    ("Tap to destroy a wall.", "{T}: Destroy target Wall.", "Creature - Dwarf"),
    ("During your draw phase, draw an additional card.", "At the beginning of your draw step, draw an additional card.",
     "Artifact"),
    ("At the end of each of your turns, discard your hand.", "At the beginning of your end step, discard your hand.",
     "Artifact"),
    ("All creatures able to block enchanted creature do so if able.", "All creatures able to block enchanted creature "
     "do so.", "Enchant Creature"),
    ("Test Card does 4 damage to any target, but it does 2 damage to you as well.",
     "Test Card deals 4 damage to any target and 2 damage to you.", "Instant"),
    ("Test Card deals 4 damage divided any way you choose among any one, two, or three creatures.",
     "Test Card deals 4 damage divided as you choose among one, two, or three target creatures.", "Sorcery"),
    ("For each forest you and your opponent have in play, you gain 1 life.", "You gain 1 life for each Forest in play.",
     "Sorcery"),
    ("For each card in your hand, you gain 2 life. (Don't count this card.)", "You gain 2 life for each card in your hand.",
     "Sorcery"),
    ("All swamps become 1/1 black creatures. The swamps still count as lands but can't be tapped for mana the turn they "
     "come into play.", "All Swamps are 1/1 black creatures that are still lands. Swamps can't be tapped for mana if they came into play this "
     "turn.", "Artifact"),
    ("Treat all land in play as both lands and 1/1 creatures. They may not be tapped for mana the first turn they are "
     "brought into play.", "All lands are 1/1 creatures that are still lands. Lands can't be tapped for mana if they came into play "
     "this turn.", "Enchant World"),
    ("Take an extra turn after this one. You lose the game at the end of that turn. (You won't lose if you've won "
     "before the end of that turn.)", "Take an extra turn after this one. At the beginning of that turn's end step, you "
     "lose the game.", "Sorcery"),
    ("Snow-covered swampwalk", "Snow swampwalk", "Creature - Zombie"),
    ("Test Card's power is equal to the number of creature cards in all graveyards and toughness equal to 1 plus the "
     "number of creature cards in all graveyards.", "Test Card's power is equal to the number of creature cards in all "
     "graveyards and its toughness is equal to that number plus 1.", "Creature - Lhurgoyf"),
    ("You gain 1 life point each time one of opponent's mountains becomes tapped.",
     "Whenever a Mountain an opponent controls becomes tapped, you gain 1 life.", "Enchantment"),
    ("Creatures with plainswalk or forestwalk may be blocked as if they didn't have either ability.",
     "Creatures with plainswalk can be blocked as though they didn't have plainswalk.\nCreatures with forestwalk can be "
     "blocked as though they didn't have forestwalk.", "Creature - Legend"),
    ("During target creature's controller's upkeep, Test Card deals 2 damage to that player.",
     "At the beginning of the upkeep of enchanted creature's controller, Test Card deals 2 damage to that player.",
     "Enchant Creature"),
    ("Whenever target creature becomes tapped, that creature's controller pays {3} or Test Card deals 3 damage to him or "
     "her.", "Whenever enchanted creature becomes tapped, Test Card deals 3 damage to that creature's controller unless "
     "that player pays {3}.", "Enchant Creature"),
    ("As long as enchanted creature is black, it gets +2/+1; otherwise, it gets -1/-2.",
     "Enchanted creature gets +2/+1 as long as it's black. Otherwise, it gets -1/-2.", "Enchant Creature"),
    ("Target permanent becomes the color(s) of your choice. Costs to tap, maintain, or use an ability of that permanent "
     "remain unchanged.", "Target permanent becomes the color or colors of your choice.", "Instant"),
    ("Target player takes the top card of his or her library and puts it in his or her graveyard.",
     "Target player puts the top card of their library into their graveyard.", "Instant"),
    ("Put target creature card from any graveyard into play under your control. Lose life equal to that creature's "
     "converted mana cost.", "Put target creature card from a graveyard onto the battlefield under your control. You "
     "lose life equal to its converted mana cost.", "Sorcery"),
    ("At the beginning of your upkeep, if you control any other nonland permanents, sacrifice Test Card.",
     "At the beginning of your upkeep, if you control another nonland permanent, sacrifice Test Card.",
     "Creature - Minion"),
    ("Bring any card from your graveyard to your hand.", "Return target card from your graveyard to your hand.", "Sorcery"),
    ("Bring one artifact from your graveyard to your hand.", "Return target artifact card from your graveyard to your hand.",
     "Sorcery"),
    ("Sacrifice any number of permanents. You gain 2 life for each one sacrificed this way.",
     "Sacrifice any number of permanents. You gain 2 life for each permanent sacrificed this way.", "Instant"),
    ("Sacrifice any number of artifacts, creatures, and/or lands and draw a card for each one sacrificed this way.",
     "Sacrifice any number of artifacts, creatures, and/or lands. Draw a card for each permanent sacrificed this way.",
     "Sorcery"),
    ("Put up to three target creature cards from your graveyard on top of your library in any order.",
     "Put up to three target creature cards from your graveyard on top of your library.", "Instant"),
    ("Return all enchantment cards from your graveyard to play. (Local enchantments with no permanent to enchant remain "
     "in your graveyard.)", "Return all enchantment cards from your graveyard to the battlefield.", "Sorcery"),
    ("Whenever you're attacked, if Test Card is untapped, you may untap all creatures you control.",
     "Whenever one or more creatures attack you, if Test Card is untapped, you may untap all creatures you control.",
     "Creature - Rebel"),
    ("All players play with the cards in their hands face up on the table.", "Players play with their hands revealed.",
     "Enchant World"),
    ("Swampwalk\nCounts as both a black card and a red card.", "Swampwalk", "Creature - Goblin"),
    ("You may sacrifice a forest to gain 3 life.", "Sacrifice a Forest: You gain 3 life.", "Enchantment"),
    ("Destroy target creature. That creature's owner gains 4 life.", "Destroy target creature. Its owner gains 4 life.",
     "Sorcery"),
    ("Whenever Test Card is dealt damage, it deals an equal amount of damage to target opponent.",
     "Whenever Test Card is dealt damage, it deals that much damage to target opponent.", "Creature - Goblin"),
    ("Test Card cannot attack or block during a turn in which no other creature you control attacks or blocks.",
     "Test Card can't attack or block alone.", "Creature - Goblin"),
    ("If any other creature comes into play, sacrifice Test Card and it deals 3 damage to target player.",
     "When another creature comes into play, sacrifice Test Card and it deals 3 damage to target player.",
     "Creature - Goblin"),
    ("If damage is dealt to enchanted creature, destroy it.", "When enchanted creature is dealt damage, destroy it.",
     "Enchant Creature"),
    ("When Test Card comes into play, controller must sacrifice two swamps or Test Card is buried.",
     "When Test Card comes into play, sacrifice it unless you sacrifice two Swamps.", "Creature - Demon"),
    ("Search your library for a blue instant or interrupt. Reveal that card to all players and put it into your hand. "
     "Reshuffle your library afterwards.", "Search your library for a blue instant card and reveal it and put it into "
     "your hand. Then shuffle your library.", "Sorcery"),
    ("Remove X target creature cards in your graveyard from the game. For each creature card removed this way, put a "
     "black 2/2 Zombie creature token into play.", "Exile X target creature cards from your graveyard. For each creature "
     "card exiled this way, create a 2/2 black Zombie creature token.", "Sorcery"),
    ("Put target creature card from your graveyard into play and put a +1/+1 counter on that creature. Treat the "
     "creature as though it were just played.", "Return target creature card from your graveyard to the battlefield. Put "
     "a +1/+1 counter on it.", "Instant"),
    ("Can't be assigned to block any white creature of power greater than 1.",
     "Test Card can't block white creatures with power 2 or greater.", "Creature - Orc"),
    ("While Test Card is being cast, it can't be countered.", "This spell can't be countered.", "Creature - Beast"),
    ("If at any time you control no islands, sacrifice Test Card.", "When you control no Islands, sacrifice Test Card.",
     "Creature - Legend"),
    ("Target creature gets +1/+1 and can block creatures with flying until end of turn.",
     "Target creature gets +1/+1 and gains reach until end of turn.", "Instant"),
    ("Creatures you control get +0/+1 and may block as though they had flying.",
     "Creatures you control get +0/+1 and have reach.", "Enchantment"),
    ("Each opponent plays with his or her hand revealed.", "Your opponents play with their hands revealed.", "Enchantment"),
    ("All white creatures get +2/+0 until end of turn. (This includes other players' white creatures.)",
     "White creatures get +2/+0 until end of turn.", "Sorcery"),
    ("Return two target creatures to their owner's hand. (You can't play this card unless you can choose two creatures "
     "in play.)", "Return two target creatures to their owners' hands.", "Sorcery"),
    ("Search your library for a forest card and put that forest into play. Then shuffle your library.",
     "Search your library for a Forest card and put that card onto the battlefield. Then shuffle your library.",
     "Sorcery"),
    ("Target player can't play any land cards this turn.", "Target player can't play lands this turn.", "Instant"),
    ("Any damage that would reduce your life total to less than 1 instead reduces it to 1.",
     "Damage that would reduce your life total to less than 1 reduces it to 1 instead.", "Creature - Guardian"),
    # banding (glossary "Banding, Bands with Other"): "Bands", and Urza's Engine's banded creatures
    ("Trample, bands", "Trample; banding", "Creature - Elephant"),
    ("{1}: Bands until end of turn", "{1}: Test Card gains banding until end of turn.", "Creature - Soldier"),
    ("{3}: All creatures banded with Test Card gain trample until end of turn.",
     "{3}: Attacking creatures banded with Test Card gain trample until end of turn.", "Artifact Creature - Juggernaut"),
    # printed, fifth round A: the upkeep choices (glossary "Upkeep", 413.2c: Crovax the Cursed, Ravenous
    # Vampire, Lim-Dûl's Paladin); "Tap to bring one artifact …" (a target, as Reconstruction's);
    # "may pay {4} to counter this ability" (unless); the creature's own "deals no combat damage this
    # turn" in an ability usable while it is unblocked (a prevention of its combat damage this turn,
    # 419.7a: also with the damage on the stack, 310.2 — 33rd session) and the restrictions of
    # Ophidian's ability (403.3); "As long as you control ~" (for as long as)
    ("During your upkeep, sacrifice a creature and put a +1/+1 counter on Test Card, or tap Test Card.",
     "At the beginning of your upkeep, you may sacrifice a creature. If you do, put a +1/+1 counter on Test Card. If you "
     "don't, tap Test Card.", "Creature - Vampire"),
    ("During your upkeep, choose and discard a card from your hand, or bury Test Card and draw a card.",
     "At the beginning of your upkeep, you may discard a card. If you don't, sacrifice Test Card and draw a card.",
     "Creature - Knight"),
    ("{W}{W}: Tap to bring one artifact from your graveyard to your hand.",
     "{W}{W}, {T}: Return target artifact card from your graveyard to your hand.", "Creature - Human"),
    ("{2}{B}{B}: Remove Test Card and target creature from the game. That creature's controller may pay {2} to counter "
     "this ability. Use this ability only if Test Card is in your graveyard.",
     "{2}{B}{B}: Exile Test Card and target creature unless that creature's controller pays {2}. Activate this ability "
     "only if Test Card is in your graveyard.", "Creature - Zombie"),
    ("{0}: Draw a card. Test Card deals no combat damage this turn. Use this ability only if Test Card is attacking and "
     "unblocked and only once each turn.",
     "{0}: Draw a card. Prevent all combat damage that would be dealt by Test Card this turn. Activate this ability "
     "only if Test Card is unblocked and only once each turn.", "Creature - Snake"),
    # printed, twelfth round: 309.2's reminders (Mounted Archers, Yare: up to three is two more than
    # 309.1's one); Power Artifact's reduction of the enchanted artifact's costs (214.8c, 409.1f)
    ("{W}: Test Card can block an additional creature this turn. (All blocking assignments must still be legal.)",
     "{W}: Test Card can block an additional creature this turn.", "Creature - Soldiers"),
    ("Target creature defending player controls gets +3/+0 until end of turn. That creature may be assigned to block up "
     "to three creatures this turn. All blocks must be legal.",
     "Target creature defending player controls gets +3/+0 until end of turn. That creature can block up to two "
     "additional creatures this turn.", "Instant"),
    ("The activation cost of target artifact is reduced by {2}. If this would reduce target artifact's activation cost "
     "below {1}, target artifact's activation cost becomes {1}. Test Card has no effect on artifacts that have no "
     "activation cost or whose activation cost is {0}.",
     "Enchanted artifact's activated abilities cost {2} less to activate. This effect can't reduce the amount of mana an "
     "ability costs to activate to less than one mana.", "Enchant Artifact"),
    # Natural Selection: the era's "any player" the target (409.1c); rearrange, or shuffle
    ("Look at top three cards of any player's library. You may opt to rearrange those three cards or shuffle the entire "
     "library.", "Look at the top three cards of target player's library, then put them back in any order. You may have "
     "that player shuffle their library.", "Instant"),
    # Foresight: "any three cards" is three cards of any kind (glossary "Search")
    ("Search your library for any three cards and remove them from the game. Shuffle your library afterwards.",
     "Search your library for three cards, exile them, then shuffle your library.", "Sorcery"),
    # Gamble: the same instructions in the same order
    ("Search your library for a card, put that card into your hand, then discard a card at random. Shuffle your "
     "library afterward.",
     "Search your library for a card, put that card into your hand, discard a card at random, then shuffle your "
     "library.", "Sorcery"),
    # Hipparion: blocking costs nothing else, "an additional {1}" is the cost (309.2)
    ("Test Card cannot be assigned to block any creature with power 3 or greater unless you pay an additional {1}.",
     "Test Card can't block creatures with power 3 or greater unless you pay {1}.", "Creature - Horse"),
    # Livonya Silone: the keyword as Legends hyphenated it (502.6)
    ("First strike, Legendary Land-walk.", "First strike; legendary landwalk", "Legendary Creature - Warrior"),
    # Kaervek's Purge, Cinder Cloud: put into the graveyard by the destruction is what "dies" says
    ("Destroy target creature. If a white creature is put into the graveyard in this way, Test Card deals to that "
     "creature's controller an amount of damage equal to the creature's power.",
     "Destroy target creature. If a white creature dies this way, Test Card deals damage to that creature's controller "
     "equal to the creature's power.", "Instant"),
    # Hellfire: the creatures "placed in the graveyard" are those the destruction put there (417.1)
    ("All non-black creatures are destroyed. Test Card does X + 3 damage to you; X is the number of creatures placed "
     "in the graveyard.",
     "Destroy all nonblack creatures. Test Card deals X plus 3 damage to you, where X is the number of creatures that "
     "died this way.", "Sorcery"),
    # the Legends lands: a Legend is a legendary creature (215.2), "may band with other legends" the ability
    # (glossary "Banding, Bands with Other")
    ("All your green legends gain bands with other legends.",
     'Green legendary creatures you control have "bands with other legendary creatures."', "Land"),
    ("All your red legends may band with other legends.",
     'Red legendary creatures you control have "bands with other legendary creatures."', "Land"),
    # Ironclaw Curse: "greater than or equal to" the enchanted creature's toughness, the Oracle's two sentences
    ("Enchanted creature gets -0/-1 and cannot be assigned to block any creature with power greater than or equal to "
     "enchanted creature's toughness.",
     "Enchanted creature gets -0/-1. Enchanted creature can't block creatures with power equal to or greater than the "
     "enchanted creature's toughness.", "Enchantment - Aura"),
    # Desert Nomads: immune to damage from Deserts is all of it prevented (419.7a)
    ("Desertwalk\nTest Card is immune to damage done by Deserts.",
     "Desertwalk\nPrevent all damage that would be dealt to Test Card by Deserts.", "Creature - Nomad"),
    # Energy Arc: combat damage dealt and received, each way prevented (419.7a)
    ("Untap any number of target creatures. Those creatures neither deal nor receive damage in combat this turn.",
     "Untap any number of target creatures. Prevent all combat damage that would be dealt to and dealt by those "
     "creatures this turn.", "Instant"),
    # printed, thirteenth round: a discard is from the hand (Rhystic Scrying, glossary "Discard"); a card
    # removed from the game is a land card (Chaos Harlequin, 216.2); "on the top of" (Guiding Spirit);
    # two instructions in order (Phyrexian Furnace, 413.2b); a search for three cards (Jester's Cap,
    # glossary "Search"); one token (Greener Pastures, 216); "5 life or less" (Second Chance); the
    # permanent's own "-1/-1 and your choice of …" (Urza's Avenger, 402.6); a switch's reminder
    # (Phantasmal Fiend, 418.5c); "cards from the Homelands expansion" buried (Apocalypse Chime, 403.1,
    # glossary "Bury", 216.2)
    ("Draw three cards. Then, if any player pays {2}, discard three cards from your hand.",
     "Draw three cards. Then if any player pays {2}, discard three cards.", "Sorcery"),
    ("{R}: Remove the top card of your library from the game. If that card is a land, Test Card gets -4/-0 until end "
     "of turn; otherwise, Test Card gets +2/+0 until end of turn.",
     "{R}: Exile the top card of your library. If that card is a land card, Test Card gets -4/-0 until end of turn. "
     "Otherwise, Test Card gets +2/+0 until end of turn.", "Creature - Harlequin"),
    ("{T}: If the top card of target player's graveyard is a creature card, put that card on the top of that player's "
     "library.", "{T}: If the top card of target player's graveyard is a creature card, put that card on top of that "
     "player's library.", "Creature - Angel"),
    ("{1}, Sacrifice Test Card: Remove target card in any graveyard from the game and draw a card.",
     "{1}, Sacrifice Test Card: Exile target card from a graveyard. Draw a card.", "Artifact"),
    ("{2}, {T}, Sacrifice Test Card: Look through target player's library and remove any three of those cards from the "
     "game. Shuffle that library afterwards.",
     "{2}, {T}, Sacrifice Test Card: Search target player's library for three cards and exile them. Then that player "
     "shuffles their library.", "Artifact"),
    ("During each player's upkeep, if that player controls more lands than any other, the player puts a Saproling "
     "token into play under his or her control. Treat this token as a 1/1 green creature.",
     "At the beginning of each player's upkeep, if that player controls more lands than each other player, the player "
     "creates a 1/1 green Saproling creature token.", "Enchantment"),
    ("During your upkeep, if you have 5 life or less, sacrifice Test Card and take an extra turn after this one.",
     "At the beginning of your upkeep, if you have 5 or less life, sacrifice Test Card and take an extra turn after "
     "this one.", "Enchantment"),
    ("{0}: -1/-1 and your choice of banding, flying, first strike, or trample until end of turn",
     "{0}: Test Card gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.",
     "Artifact Creature - Soldier"),
    ("{1}{U}: Switch Test Card's power and toughness until end of turn. Effects that alter Test Card's power alter its "
     "toughness instead, and vice versa.", "{1}{U}: Switch Test Card's power and toughness until end of turn.",
     "Creature - Phantasm"),
    ("{2}, {T}: Sacrifice Test Card to bury all cards from the Homelands expansion.",
     "{2}, {T}, Sacrifice Test Card: Destroy all nontoken permanents with a name originally printed in the Homelands "
     "expansion. They can't be regenerated.", "Artifact"),
    # printed, fourteenth round: "a basic land type of your choice" is the one chosen (Jinx, 413.2c); an
    # additional cumulative upkeep is one more of its own (Breath of Dreams, glossary "Cumulative
    # Upkeep"); each player buries a creature of his or her own during his or her upkeep (The Abyss,
    # glossary "During", 409.1c, glossary "Bury"); "If ~ gains flying, bury it." a state trigger and
    # "1 damage for each two islands" half of them rounded down (Floodgate, 410.11); Sacrifice below
    ("Target land becomes a basic land type of your choice until end of turn. Draw a card at the beginning of the next "
     "turn's upkeep.", "Target land becomes the basic land type of your choice until end of turn.\nDraw a card at the "
     "beginning of the next turn's upkeep.", "Instant"),
    ("Green creatures each require an additional Cumulative Upkeep: {1}.", 'Green creatures have "Cumulative upkeep {1}."',
     "Enchantment"),
    ("All players bury one target non-artifact creature under their control, if they have any, during their upkeep.",
     "At the beginning of each player's upkeep, destroy target nonartifact creature that player controls of their "
     "choice. It can't be regenerated.", "Enchant World"),
    ("If Test Card gains flying, bury it.\nIf Test Card leaves play, it deals to each nonblue creature without flying 1 "
     "damage for each two islands you control.",
     "When Test Card has flying, sacrifice it.\nWhen Test Card leaves play, it deals damage equal to half the number of "
     "Islands you control, rounded down, to each nonblue creature without flying.", "Creature - Wall"),
    # a spell's "[cost] to [effect]", its additional cost (Sacrifice, 403.1, 409.1f); a number equal to a
    # casting cost its converted mana cost (glossary "Casting Cost (Obsolete)")
    ("Sacrifice one of your creatures to add to your mana pool a number of black mana equal to that creature's casting "
     "cost.", "As an additional cost to play this spell, sacrifice a creature.\nAdd an amount of {B} equal to the "
     "sacrificed creature's converted mana cost.", "Interrupt"),
    # printed, fifteenth round: Sporogenesis (a counter is on a permanent: the creature left play; the
    # tokens one for each of its counters, 413.2f, 216)
    ("Whenever a creature with a fungus counter on it is put into a graveyard, put a Saproling token into play for each "
     "of those fungus counters. Treat these tokens as 1/1 green creatures.",
     "Whenever a creature with a fungus counter on it dies, create a 1/1 green Saproling creature token for each fungus "
     "counter on that creature.", "Enchantment"),
    # Favorable Destiny ("spells or effects": spells or abilities, glossary "Effect" — shroud; the
    # condition said first)
    ("As long as enchanted creature's controller controls at least one other creature, enchanted creature cannot be "
     "the target of spells or effects.\nAs long as enchanted creature is white, it gets +1/+2.",
     "Enchanted creature has shroud as long as its controller controls another creature.\nEnchanted creature gets "
     "+1/+2 as long as it's white.", "Enchant Creature"),
    # Cloak of Invisibility (a local enchantment's "gains": has, 418.4a)
    ("Enchanted creature gains phasing and cannot be blocked except by Walls.",
     "Enchanted creature has phasing and can't be blocked except by Walls.", "Enchant Creature"),
    # Opal Archangel (the sentence after the change is part of what the trigger does: vigilance with it)
    ("When one of your opponents successfully casts a creature spell, if Test Card is an enchantment, Test Card becomes "
     "a 5/5 creature with flying that counts as an Angel. Attacking does not cause Test Card to tap.",
     "When an opponent casts a creature spell, if Test Card is an enchantment, Test Card becomes a 5/5 Angel creature "
     "with flying and vigilance.", "Enchantment"),
    # Oracle statics and spells, round eleven, M–Z: Sulfuric Vapors' damage plus 1, a replacement as it
    # would be dealt (419.6a); Vernal Equinox's "any time he or she could play an instant" (408.1d);
    # Time Spiral's "his or her" shuffle, then draws seven (413.2b)
    ("Whenever a red spell deals damage, it instead deals that amount of damage plus 1.",
     "If a red spell would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or "
     "player instead.", "Enchantment"),
    ("Any player may play creature and enchantment spells any time he or she could play an instant.",
     "Any player may cast creature and enchantment spells as though they had flash.", "Enchantment"),
    ("Remove Test Card from the game. Each player shuffles his or her graveyard and hand into his or her library, then "
     "draws seven cards. You untap up to six lands.",
     "Exile Test Card. Each player shuffles their graveyard and hand into their library, then draws seven cards. You "
     "untap up to six lands.", "Sorcery"),
    # printed, sixteenth round: Heart of Bogardan (its last paid cumulative upkeep of {2} each: twice its
    # age counters minus 2); Urza's Bauble (the card chosen at random is the one looked at); Chimeric
    # Sphere ("without flying": loses it; no creature type as printed, ORACLE_CHANGES); Benevolent
    # Unicorn (a replacement as the damage would be dealt, 419.6a); Volrath's Dungeon (403.1's "may pay
    # [cost] to [effect]", during his or her own turn; the card the player chooses is the one put on top);
    # Silver Wyvern (a target changes only to another legal one, 415.2)
    ("Cumulative upkeep {2}\nIf Test Card's cumulative upkeep cost is not paid, Test Card deals damage equal to its "
     "last paid cumulative upkeep to target player and each creature he or she controls.",
     "Cumulative upkeep {2}\nWhen a player doesn't pay Test Card's cumulative upkeep, Test Card deals X damage to "
     "target player and each creature that player controls, where X is twice the number of age counters on Test "
     "Card minus 2.", "Enchantment"),
    ("{T}, Sacrifice Test Card: Choose a card at random from target player's hand and look at that card. Draw a card "
     "at the beginning of the next turn.",
     "{T}, Sacrifice Test Card: Look at a card at random in target player's hand. You draw a card at the beginning "
     "of the next turn's upkeep.", "Artifact"),
    ("{2}: Until end of turn, Test Card is a 2/1 artifact creature with flying.\n{2}: Until end of turn, Test Card "
     "is a 3/2 artifact creature without flying.",
     "{2}: Until end of turn, Test Card becomes a 2/1 artifact creature with flying.\n{2}: Until end of turn, Test "
     "Card becomes a 3/2 artifact creature and loses flying.", "Artifact"),
    # Furnace of Rath (the same: all damage, doubled as it would be dealt, 419.6a)
    ("Double all damage assigned to any creature or player.",
     "If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player "
     "instead.", "Enchantment"),
    ("Whenever a spell assigns damage to a creature or player, that damage is reduced by 1.",
     "If a spell would deal damage to a permanent or player, it deals that much damage minus 1 to that permanent or "
     "player instead.", "Creature - Unicorn"),
    ("Any player may pay 5 life during his or her turn to destroy Test Card.\nChoose and discard a card: Target "
     "player chooses a card in his or her hand and puts that card on top of his or her library. Play this ability "
     "as a sorcery.",
     "Pay 5 life: Destroy Test Card. Any player may activate this ability but only during their turn.\nDiscard a "
     "card: Target player puts a card from their hand on top of their library. Activate this ability only any time "
     "you could cast a sorcery.", "Enchantment"),
    ("Flying\n{U}: Target spell or ability, which targets only Test Card, targets another creature of your choice "
     "instead. Play this ability as an interrupt.",
     "Flying\n{U}: Change the target of target spell or ability that targets only Test Card. The new target must be "
     "a creature.", "Creature - Drake"),
    # Dong Zhou, the Tyrant (Portal Three Kingdoms' "choose" of a creature is a target; the reminder
    # "ignore this effect if …" is 410.4's)
    ("When Test Card comes into play, choose one of your opponent's creatures. That creature deals damage to him or her "
     "equal to its power. (Ignore this effect if your opponent doesn't have any creatures in play.)",
     "When Test Card enters the battlefield, target creature an opponent controls deals damage equal to its power to "
     "that player.", "Legendary Creature - Human Soldier"),
    # Oracle statics and spells, round thirteen, M–Z: Rootwater Shaman's "creature enchantments" are the
    # enchant creature cards (214.8a), "whenever you could play an instant" flash's permission (408.1d)
    ("You may play creature enchantments whenever you could play an instant.",
     "You may cast Aura spells with enchant creature as though they had flash.", "Creature - Merfolk"),
    # Telekinesis (its combat damage prevented, 419.7c; tapped and kept so two untap steps, 302.1)
    ("Target creature deals no damage during combat this turn. Creature becomes tapped and may not untap as normal "
     "during its controller's next two untap phases.",
     "Tap target creature. Prevent all combat damage that would be dealt by that creature this turn. It doesn't "
     "untap during its controller's next two untap steps.", "Instant"),
    # Relentless Assault (Starter 1999's "another combat phase, followed by another main phase, this turn")
    ("Untap all creatures that attacked this turn. You get another combat phase, followed by another main phase, "
     "this turn.",
     "Untap all creatures that attacked this turn. You get an additional combat phase followed by an additional "
     "main phase this turn.", "Sorcery"),
    # Spore Cloud (combat damage is dealt by creatures only, 310.1a: none dealt is all prevented; each
    # attacker and blocker skips its controller's next untap step, 302.1)
    ("Tap all blocking creatures. No creatures deal damage in combat this turn. Neither attacking nor blocking "
     "creatures untap as normal during their controllers' next untap phase.",
     "Tap all blocking creatures. Prevent all combat damage that would be dealt this turn. Each attacking creature "
     "and each blocking creature doesn't untap during its controller's next untap step.", "Instant"),
    # Misinformation (the printed "his or her library": the opponent's, who owns the cards, 217.4a)
    ("Put up to three target cards from an opponent's graveyard on top of his or her library in any order.",
     "Put up to three target cards from an opponent's graveyard on top of their library in any order.", "Instant"),
    # (printed round nineteen) Cosmic Horror: "If you destroy ~ in this way" is ~ destroyed by the upkeep
    # cost's destruction (a regenerated ~ wasn't, 419.6b)
    ("First strike\nDuring your upkeep, pay {3}{B}{B}{B} or destroy Test Card. If you destroy Test Card in this way, "
     "it deals 7 damage to you.",
     "First strike\nAt the beginning of your upkeep, destroy Test Card unless you pay {3}{B}{B}{B}. If Test Card is "
     "destroyed this way, it deals 7 damage to you.", "Creature - Horror"),
    # Shelkin Brownie: "the bands with other ability" removed is that ability lost (glossary "Banding, Bands
    # with Other")
    ("{T}: Remove the bands with other ability from target creature until end of turn.",
     '{T}: Target creature loses all "bands with other" abilities until end of turn.', "Creature - Faerie"),
    # Reflecting Pool: "can produce" is the glossary's "could produce" ("Could": "type of mana any ability
    # of [permanent] can generate", whatever the game state)
    ("{T}: Add to your mana pool one mana of any type that any land you control can produce.",
     "{T}: Add one mana of any type that a land you control could produce.", "Land"),
    # Arcades Sabboth: the lords' "gain" is "get"; "Attacking creatures do not get this bonus" its
    # condition; Chromium's upkeep cost, buried (glossary "Bury"; compared as the errata's sacrifice)
    ("Your untapped creatures gain +0/+2. Attacking creatures do not get this bonus. Pay {W}{G}{U} during your "
     "upkeep or Test Card is buried.",
     "Each untapped creature you control gets +0/+2 as long as it's not attacking.\nAt the beginning of your upkeep, "
     "sacrifice Test Card unless you pay {W}{G}{U}.", "Legendary Creature - Elder Dragon"),
    # Superior Numbers (Oracle statics round fifteen): "1 damage for each creature … in excess of …" is
    # the Oracle's "damage equal to the number of creatures … in excess of …"
    ("Test Card deals to target creature 1 damage for each creature you control in excess of the number of "
     "creatures target opponent controls.",
     "Test Card deals damage to target creature equal to the number of creatures you control in excess of the "
     "number of creatures target opponent controls.", "Sorcery"),
    # Mulch (Oracle statics round fifteen): revealed "to all players" is revealed; "any of those cards that
    # are lands" all the land cards revealed
    ("Reveal the top four cards of your library to all players. Put any of those cards that are lands into your "
     "hand and the rest into your graveyard.",
     "Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest "
     "into your graveyard.", "Sorcery"),
    # Infernal Darkness (Oracle statics round fifteen): Ritual of Subdual's printed template with {B}
    ("All mana-producing lands produce {B} instead of their normal mana.",
     "If a land is tapped for mana, it produces {B} instead of any other type.", "Enchantment"),
    # (printed round twenty) Harvest Wurm: "any basic land card" is one, the Oracle's "a basic land card"
    # (its burial compared as the sacrifice, as_sacrificed below)
    ("When Test Card comes into play, return any basic land card from your graveyard to your hand or bury Test Card.",
     "When Test Card enters the battlefield, sacrifice it unless you return a basic land card from your graveyard "
     "to your hand.", "Creature - Wurm"),
    # Spined Sliver: "If any Sliver is blocked, it …" — the era's trigger template (404.1), the Oracle's
    ("If any Sliver is blocked, it gets +1/+1 until end of turn for each creature blocking it.",
     "Whenever a Sliver becomes blocked, that Sliver gets +1/+1 until end of turn for each creature blocking it.",
     "Creature - Sliver"),
    # Matopi Golem, Soldevi Sentry: the instructions after "Regenerate" follow it as the ability resolves
    # (413.2b), not the Oracle's "When it regenerates this way" (ORACLE_CHANGES)
    ("{1}: Regenerate and put a -1/-1 counter on Test Card.",
     "{1}: Regenerate Test Card. Put a -1/-1 counter on Test Card.", "Artifact Creature - Golem"),
    ("{1}: Regenerate. Target opponent may draw a card.",
     "{1}: Regenerate Test Card. Target opponent may draw a card.", "Artifact Creature - Soldier"),
    # Eater of the Dead: the era's "one creature from any graveyard" a target (as Grave Robbers'), and no
    # condition on ~ being tapped (the Oracle's "If ~ is tapped" is errata: ORACLE_CHANGES)
    ("{0}: Take one creature from any graveyard and remove it from the game. Untap Test Card.",
     "{0}: Exile target creature card from a graveyard. Untap Test Card.", "Creature - Horror"),
]


def as_sacrificed(node):
    """A card's own printed "bury ~" (glossary "Bury (Obsolete)": destroyed, no regeneration, whoever
    controls it) as the era's errata says it, "sacrifice ~" — the same but where another player has
    taken control of the card (glossary "Sacrifice": a player sacrifices only his or her own), a
    difference of every such card alike, so the wordings are compared without it; None for any
    other node (:func:`judge.cards.ir.rebuild`). A player's "chooses and buries a [permanent] he or she controls"
    alike: the sacrifice's choice, its permanents then buried (``ir.Sacrifice.buried``) — compared as the sacrifice."""
    if isinstance(node, ir.Sacrifice) and node.buried:
        return dataclasses.replace(node, buried=False)
    if isinstance(node, ir.Destroy) and node.buried and node.what != ir.This():
        # "bury target creature": the Oracle's "destroy …. It can't be regenerated." named a burial (h72-8)
        return dataclasses.replace(node, buried=False)
    return ir.Sacrifice(ir.You(), ir.This()) if isinstance(node, ir.Destroy) and node.buried else None


@pytest.mark.parametrize("printed,classic,type_line", PAIRS)


def test_the_printed_template_gives_the_ir_of_the_rules_wording(printed, classic, type_line):
    assert strip_text(ir.rebuild(_card(printed, type_line), as_sacrificed)) == strip_text(_card(classic, type_line))


def test_a_cards_own_bury_is_a_destruction_that_cant_be_regenerated_not_a_sacrifice():
    # glossary "Bury (Obsolete)": "For most purposes, 'bury' is equivalent to 'destroy [this
    # permanent]; it can't be regenerated'" — whoever controls it (audit 2016: Soldevi Excavations)
    upkeep = _card("During your upkeep, pay {U}{U} or bury Test Card.", "Enchantment")
    (trigger,) = upkeep.abilities
    (choice,) = trigger.effects
    assert choice.otherwise == (ir.Destroy(ir.This(), cant_regenerate=True, buried=True),)
    native = _card("At the beginning of your upkeep, sacrifice Test Card unless you pay {U}{U}.", "Enchantment")
    assert native.abilities[0].effects[0].otherwise == (ir.Sacrifice(ir.You(), ir.This()),)


def test_a_players_chosen_burial_is_a_destruction_that_cant_be_regenerated_not_a_sacrifice():
    # Hurloon Shaman, Abyssal Gatekeeper, Urborg Justice as printed (r69-h9, the lead's ruling): each player chooses
    # his or her own (413.2c, 413.2d), and the chosen are buried — glossary "Bury (Obsolete)": "destroy; it can't be
    # regenerated" — where the Oracle's "sacrifices" is a sacrifice
    printed = _card("When Test Card is put into a graveyard from play, each player chooses and buries a land he or "
                    "she controls.", "Creature - Minotaur")
    (burial,) = printed.abilities[0].effects
    assert type(burial) is ir.Sacrifice and burial.buried and burial.what.types == ("land",)
    oracle = _card("When Test Card is put into a graveyard from play, each player sacrifices a land.", "Creature - Minotaur")
    (sacrifice,) = oracle.abilities[0].effects
    assert type(sacrifice) is ir.Sacrifice and not sacrifice.buried
    justice = _card("Target opponent chooses and buries a number of creatures he or she controls equal to the number "
                    "of creatures put into your graveyard from play so far this turn.", "Instant")
    (burial,) = justice.spell.effects
    assert type(burial) is ir.Sacrifice and burial.buried and burial.what.types == ("creature",)


def test_another_permanent_unaffected_by_summoning_sickness_is_a_characteristic_not_haste():
    """Instill Energy, Chaos Charm as printed: "[permanent] is [characteristic]" defines a
    property, it grants no ability (407.2) — an effect removing abilities can't take it away, so
    it is not read as haste (the audit of seed 5502 found Humility removing it)."""
    from judge.cards import ir

    aura = _card("Enchanted creature is unaffected by summoning sickness.", "Enchant Creature")
    (static,) = aura.abilities
    (rule,) = static.effects
    assert type(rule) is ir.UnaffectedBySummoningSickness and rule.duration == ir.WHILE_IN_PLAY
    spell = _card("Target creature is unaffected by summoning sickness this turn.", "Instant").spell
    (rule,) = spell.effects
    assert type(rule) is ir.UnaffectedBySummoningSickness and rule.duration == ir.THIS_TURN


def test_a_cycling_reminder_of_another_cost_is_not_dropped():
    """The printed cycling reminder is dropped only when it names the keyword's own cost: any
    other parenthesis is left in, so the card fails loudly."""
    with pytest.raises(CardTextError):
        _card("Cycling {2} (You may pay {3} and discard this card from your hand to draw a card. Play this ability "
              "as an instant.)", "Creature - Djinn")


def test_an_unknown_portal_effect_is_refused_not_guessed():
    with pytest.raises(CardTextError):
        _card("On your turn, before you attack, you may tap Test Card to swap the life totals of any two players.",
              "Creature - Wizard")


def test_a_bury_of_another_permanent_is_a_destruction_not_a_sacrifice():
    """Only a card's own "bury ~" is its controller's sacrifice; "bury target creature" is
    glossary "Bury"'s "destroy; it can't be regenerated" (its controller sacrifices nothing) — named a burial, as the
    card says it (h72-8)."""
    spell = _card("Bury target creature.", "Instant").spell
    assert spell.effects == (ir.Destroy(what=ir.Target(0), cant_regenerate=True, buried=True),)


def test_the_upkeep_cost_is_an_optional_payment_at_the_beginning_of_upkeep():
    ab = _card("During your upkeep, pay {U}{U} or bury Test Card.", "Enchantment").abilities[0]
    assert isinstance(ab, ir.TriggeredAbility)
    assert ab.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP and ab.trigger.step is Step.UPKEEP and ab.trigger.whose is ir.TriggerWhose.YOU


def test_a_triggered_paragraph_of_a_spell_is_not_joined_to_the_one_before():
    """Only a paragraph of instructions that refers back is read with the one before: Psychic
    Purge's "When a spell or ability an opponent controls causes you to discard ~, that player
    loses 5 life" stays an ability of its own."""
    card = _card("Test Card deals 1 damage to target creature or player.\nWhen a spell or ability an opponent controls "
                 "causes you to discard Test Card, that player loses 5 life.", "Sorcery")
    assert len(card.abilities) == 1 and isinstance(card.abilities[0], ir.TriggeredAbility)


def test_the_printed_echo_among_other_keywords_pays_the_cards_mana_cost():
    """Glossary "Echo": the era's echo pays the card's mana cost; printed on a keyword line
    ("Flying; echo (During your next upkeep …)") it is the same ability as the line's own."""
    from judge.cards.text import parse_card_text
    from judge.dsl.ast import CardDef

    def card(text: str):
        return parse_card_text(CardDef(name="Test Card", type_line="Creature - Bird", types=("creature",),
                                       subtypes=("Bird",), text=text, cost="{3}{U}"))

    printed = card("Flying; echo (During your next upkeep after Test Card comes under your control, pay its casting "
                   "cost or sacrifice it.)")
    assert strip_text(printed) == strip_text(card("Flying\nEcho {3}{U}"))


def test_play_only_on_may_narrow_the_enchant_type_line_but_not_change_it():
    """The printed "Play only on a land you control" of an "Enchant Creature" is a contradiction,
    refused (the type line says otherwise), not read as either."""
    with pytest.raises(CardTextError):
        _card("Play only on a land you control.", "Enchant Creature")


@pytest.mark.parametrize("printed,oracle", [
    ("Play only on a nonblack creature.", "Enchant nonblack creature"),
    ("Play only on a creature an opponent controls.", "Enchant creature an opponent controls"),
])


def test_play_only_on_is_what_the_aura_may_enchant(printed, oracle):
    """214.8a: the era's "Play only on a nonblack creature" under the type line "Enchant
    Creature" (Armor of Thorns, Betrayal) is the Oracle's Aura line "Enchant nonblack creature"."""
    era = _card(printed + "\nEnchanted creature gets +2/+2.", "Enchant Creature")
    later = _card(oracle + "\nEnchanted creature gets +2/+2.", "Enchantment - Aura")
    assert era.enchant == later.enchant and era.enchant.types == ("creature",)
    assert strip_text(era.abilities) == strip_text(later.abilities)


def test_a_spending_limit_that_is_not_a_whole_number_of_activations_is_left_to_fail():
    """"You can't spend more than {R}{R} in this way each turn" of a {1}{R} ability is no count
    of activations: it is left as printed, and refused."""
    with pytest.raises(CardTextError):
        _card("{1}{R}: Test Card gets +1/+0 until end of turn. You can't spend more than {R}{R} in this way each turn.",
              "Creature - Drake")


@pytest.mark.parametrize("printed,oracle", [
    ("Target creature gets +2/+2 as long as any opponent controls any black cards. That creature cannot be "
     "blocked by black creatures.",
     "Enchanted creature gets +2/+2 as long as an opponent controls a nontoken black permanent.\nEnchanted creature "
     "can't be blocked by black creatures."),
    ("Target creature gains first strike.", "Enchanted creature has first strike."),
    ("{W}: Target creature Test Card enchants gets +1/+1 until end of turn.",
     "{W}: Enchanted creature gets +1/+1 until end of turn."),
    ("Target creature gets +0/+2.\n{R}: Creature Test Card enchants gets +1/+0 until end of turn.",
     "Enchanted creature gets +0/+2.\n{R}: Enchanted creature gets +1/+0 until end of turn."),
    ("Target creature cannot be blocked except by white creatures and artifact creatures.",
     "Enchanted creature can't be blocked except by artifact creatures and/or white creatures."),
    # Control Magic, the Wards, Wings of Aesthir, Web, Fishliver Oil, Invisibility, Spectral Shield
    ("Gain control of target creature.", "You control enchanted creature."),
    ("Target creature gains protection from black. The protection granted by Test Card does not destroy Test Card.",
     "Enchanted creature has protection from black. This effect doesn't remove Test Card."),
    ("Target creature gains flying and first strike and gets +1/+0.",
     "Enchanted creature gets +1/+0 and has flying and first strike."),
    ("Target creature gets +0/+2 and can block creatures with flying.", "Enchanted creature gets +0/+2 and has reach."),
    ("Target creature gains islandwalk ability.", "Enchanted creature has islandwalk."),
    ("Target creature can be blocked only by walls.", "Enchanted creature can't be blocked except by Walls."),
    ("Target creature gets +0/+2. That creature cannot be the target of further spells.",
     "Enchanted creature gets +0/+2.\nEnchanted creature can't be the target of spells."),
])


def test_the_target_of_an_era_local_enchantment_is_the_enchanted_creature(printed, oracle):
    """214.8c, 214.8g: "Target creature" in the static and triggered abilities of an "Enchant
    Creature" is the creature the enchantment comes into play attached to — "enchanted" (214.8h:
    no new target); a sentence of its own about "that creature" is an ability of its own."""
    era = _card(printed, "Enchant Creature")
    later = _card("Enchant creature\n" + oracle, "Enchantment - Aura")
    assert era.enchant == later.enchant
    assert strip_text(era.abilities) == strip_text(later.abilities)


def test_an_activated_ability_of_an_era_local_enchantment_keeps_its_target():
    """214.8h: an activated ability that can target something targets (Dizzying Gaze's "{R}:
    Enchanted creature deals 1 damage to target creature with flying")."""
    era = _card("{R}: Enchanted creature deals 1 damage to target creature with flying.", "Enchant Creature")
    [ab] = era.abilities
    assert len(ab.targets) == 1


def test_a_dual_land_as_printed_states_its_two_land_types():
    """Badlands as printed ("Land"): "Counts as both mountains and swamp and is affected by spells
    that affect either. …" is its two basic land types (402.3), taken out of its text; a statement
    of types its Oracle type line doesn't have is left to the card reader (and refused)."""
    from judge.cards.catalog import with_stated_types

    text = ("{T}: Add either {R} or {B} to your mana pool.\nCounts as both mountains and swamp and is affected by "
            "spells that affect either. If a spell destroys one of these land types, this card is destroyed; if a "
            "spell alters one of these land types, the other land type is unaffected.")
    stated, subtypes, type_line = with_stated_types("Badlands", text, "Land — Swamp Mountain", (), "Land")
    assert stated == ("Mountain", "Swamp") and subtypes == ("Mountain", "Swamp") and type_line == "Land - Mountain Swamp"
    assert with_stated_types("Badlands", text, "Land — Swamp Forest", (), "Land")[0] == ()


def test_can_attack_the_turn_it_comes_into_play_is_haste_only_without_a_tap_ability():
    # glossary "Summoning Sickness (Obsolete)": haste does more than the words where the card has
    # a {T} ability (502.5b lets that be played too): refused there, not misread
    alone = _card("Test Card can attack the turn it comes into play.", "Summon - Ants")
    assert [ab.name for ab in alone.abilities if isinstance(ab, ir.Keyword)] == ["haste"]
    with pytest.raises(CardTextError, match=r"\{T\} ability"):
        _card("Test Card can attack the turn it comes into play.\n{T}: Test Card deals 1 damage to target player.",
              "Summon - Dog")


def test_status_words_stacked_are_all_true_not_any_one():
    # "target unblocked attacking creature" (Dazzling Beauty): both must hold — a blocked attacker is
    # no choice (it read "unblocked or attacking"); other stacked words are refused, not read as "or"
    beauty = _card("Target unblocked attacking creature becomes blocked.", "Instant")
    assert beauty.spell.targets[0].filter.status == ("unblocked",)
    with pytest.raises(CardTextError, match="two status words"):
        _card("Destroy target tapped attacking creature.", "Instant")


def test_a_printed_pump_without_a_duration_is_not_read_until_end_of_turn():
    # 418.3a: an effect with no stated duration lasts the whole game; Granite Gargoyle's "{R} +0/+1"
    # (the Oracle's "until end of turn" is errata) is not read as a pump until end of turn (it was
    # left to fail until printed round eighteen read it as printed, the test below)
    (pump,) = _card("Flying; {R} +0/+1", "Creature - Gargoyle").abilities[1].effects
    assert pump.duration == ir.FOREVER != ir.UNTIL_END_OF_TURN


@pytest.mark.parametrize("name", ["Mold Demon", "Gorilla Pack", "Chromium", "Dandân", "Vodalian Knights",
                                  "Gemstone Mine", "Stasis"])


def test_every_template_of_a_cards_own_bury_reads_a_burial(name):
    # whichever printed template reads the card's own "bury" ("or ~ is buried", "bury ~ if …", "… or
    # ~ is buried" in an upkeep, "bury it" of ~), it is the glossary's burial, not a sacrifice
    from judge.cards.catalog import Wording, catalog

    abilities = catalog().abilities(catalog().get(name, Wording.PRINTED))
    found = [x for x in ir.walk(abilities.abilities) if isinstance(x, (ir.Destroy, ir.Sacrifice))]
    assert any(isinstance(x, ir.Destroy) and x.buried for x in found), found
    assert not any(isinstance(x, ir.Sacrifice) and x.what == ir.This() for x in found), found


def test_enchantments_destroyed_with_a_returned_permanent_are_said_to_be_a_reminder():
    # audit 3228 (Witch Hunter as printed): "Enchantments on target creature are destroyed" adds
    # no instruction (420.5d puts them into the graveyard once the creature has left play); the
    # sentence was dropped without a word — the card catalog's step now says so
    from judge.cards.printed import obsolete_readings

    text = ("{1}{w}{w}, {t}: return target creature opponent controls from play to owner's hand. enchantments on "
            "target creature are destroyed.")
    (reading,) = [r for r in obsolete_readings(text) if r[0] == "Local Enchantment"]
    assert "420.5d" in reading[1] and "reminder" in reading[1]
    assert not [r for r in obsolete_readings("{t}: return target creature to its owner's hand.")
                if r[0] == "Local Enchantment"]


def test_amnesia_as_printed_the_caster_looks_and_the_same_target_discards_all_nonland_cards():
    # "Look at target player's hand. Target player discards all non-land cards in his or her hand."
    # — one target named twice; the hand looked at, not revealed (the Oracle's reveal is errata)
    from judge.cards.catalog import Wording, catalog

    spell = catalog().abilities(catalog().get("Amnesia", Wording.PRINTED)).spell
    look, discard = spell.effects
    assert look == ir.LookAtHand(ir.Target(0), reveal=False)
    assert isinstance(discard, ir.DiscardAll) and discard.who == ir.Target(0)
    assert discard.filter.not_types == ("land",) and discard.filter.zone == Zone.HAND
    assert len(spell.targets) == 1


def test_infernal_medusa_as_printed_destroys_its_non_wall_blockers_and_what_it_blocks_at_end_of_combat():
    from judge.cards.catalog import Wording, catalog

    (ability,) = catalog().abilities(catalog().get("Infernal Medusa", Wording.PRINTED)).abilities
    assert ability.trigger.event is ir.TriggerEvent.BEGINNING_OF_STEP and ability.trigger.step is Step.END_OF_COMBAT
    blocking, blocked = ability.effects
    assert blocking.what.filters[0].not_subtypes == ("Wall",) and blocking.what.filters[0].extra == ("blocking it",)
    assert blocked.what.filters[0].not_subtypes == () and blocked.what.filters[0].extra == ("blocked by it",)
    assert not blocking.buried and not blocked.buried


def test_living_death_as_printed_puts_the_creatures_into_graveyards_without_a_sacrifice():
    # "Set aside all creature cards in all graveyards. Then, put each creature that is in play into its
    # owner's graveyard. Then, …" — the Oracle's three instructions for every player (413.2d), the
    # creatures moved, not sacrificed (no player is told to sacrifice them)
    from judge.cards.catalog import Wording, catalog

    (printed,) = catalog().abilities(catalog().get("Living Death", Wording.PRINTED)).spell.effects
    (oracle,) = catalog().abilities(catalog().get("Living Death", Wording.ORACLE)).spell.effects
    assert printed == ir.GraveyardSwap(oracle.who, oracle.filter, sacrifice=False)
    assert oracle.sacrifice


def test_your_opponent_as_printed_is_the_one_opponent_untargeted():
    """Withering Gaze, Sorcerous Sight, Storm Seeker as printed (printed, twelfth round): "your
    opponent" / "opponent" is the opponent of the spell's controller (100.1; glossary "Opponent"),
    no target; the hand is looked at, not revealed, and the cards counted are in that hand."""
    opponent = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
    gaze = _card("Look at your opponent's hand. For each forest and green card there, you draw a card. (You draw from "
                 "your deck.)", "Sorcery").spell
    assert gaze.targets == ()
    look, draw = gaze.effects
    assert look == ir.LookAtHand(opponent, reveal=False)
    assert draw.who == ir.You() and draw.amount.filter.zone == Zone.HAND and draw.amount.filter.controlled_by == opponent
    sight = _card("Look at your opponent's hand. You draw a card. (Draw the card from your deck.)", "Sorcery").spell
    assert sight.targets == () and sight.effects == (ir.LookAtHand(opponent, reveal=False), ir.Draw(ir.You(), 1))
    seeker = _card("Test Card does 1 damage to opponent for every card in his or her hand.", "Instant").spell
    (damage,) = seeker.effects
    assert seeker.targets == () and damage.to == (opponent,) and damage.amount == ir.CardsInHand(ir.EachOne())


def test_target_opponent_in_a_permanents_trigger_is_the_opponent_chosen_as_it_comes_into_play():
    """Mystic Remora, Soul Barrier as printed (printed, twelfth round): "Whenever target opponent
    successfully casts …" targets no one (409.1c, 410.5) — the opponent chosen as the permanent comes
    into play (410.10e), the payment the caster's (glossary "Unless")."""
    remora = _card("Whenever target opponent successfully casts a non-creature spell, you may draw a card. That player "
                   "may pay {4} to counter this effect.", "Enchantment")
    choice, trigger = remora.abilities
    assert choice.effects[0].choices == (ir.EntryChoice.OPPONENT,)
    assert trigger.trigger.event is ir.TriggerEvent.PLAYS_SPELL and trigger.trigger.whose is ir.TriggerWhose.CHOSEN and trigger.targets == ()
    assert trigger.trigger.filter.not_types == ("creature",)
    (pay,) = trigger.effects
    assert isinstance(pay, ir.IfYouDo) and pay.cost.mana == "{4}"


def test_a_cost_paid_to_bury_a_target_is_noted_with_the_glossarys_bury_and_no_other_cost_is():
    # audit 3430 (Viscerid Drone as printed): "{T}: Sacrifice a creature and a swamp to bury target
    # non-artifact creature" was read as destroy, no regeneration, without the card catalog's step
    # naming glossary "Bury (Obsolete)"; Royal Herbalist's cost "to gain 1 life" buries nothing
    from judge.cards.printed import obsolete_readings

    drone = "{t}: sacrifice a creature and a swamp to bury target nonartifact creature."
    assert [r for r in obsolete_readings(drone) if r[0] == "Bury (Obsolete)"]
    herbalist = "{2}: remove the top card of your library from the game to gain 1 life."
    assert not [r for r in obsolete_readings(herbalist) if r[0] == "Bury (Obsolete)"]


def test_skip_your_next_turn_as_printed_is_a_cost():
    """Chronatog, Avizoa, Meditate as printed (printed, thirteenth round): "Skip your next turn:" /
    "Skip your next untap phase:" is the cost before the colon (403.1), paid as the ability or the
    spell is played (409.1f; a spell's an additional cost) — not the Oracle's skip in the effect."""
    (tog,) = _card("Skip your next turn: Test Card gets +3/+3 until end of turn. Use this ability only once each turn.",
                   "Creature - Atog").abilities
    assert tog.cost == ir.Cost(skip="turn") and not any(isinstance(e, ir.Skip) for e in tog.effects)
    (_, avizoa) = _card("Flying\nSkip your next untap phase: Test Card gets +2/+2 until end of turn. Use this ability only "
                        "once each turn.", "Creature - Avizoa").abilities
    assert avizoa.cost == ir.Cost(skip="untap step")
    meditate = _card("Skip your next turn: Draw four cards.", "Instant")
    assert meditate.additional_cost == ir.Cost(skip="turn") and meditate.spell.effects == (ir.Draw(ir.You(), 4),)


def test_target_opponent_in_havoc_grim_feast_thoughtleech_is_the_opponent_chosen_as_it_comes_into_play():
    """Havoc, Grim Feast, Thoughtleech as printed (printed, thirteenth round): "target opponent" in a
    permanent's trigger condition is the opponent chosen as it comes into play (410.10e), as Mystic
    Remora's; Thoughtleech's gain is no choice."""
    havoc = _card("Whenever target opponent successfully casts a white spell, he or she loses 2 life.", "Enchantment")
    choice, trigger = havoc.abilities
    assert choice.effects[0].choices == (ir.EntryChoice.OPPONENT,)
    assert trigger.trigger.event is ir.TriggerEvent.PLAYS_SPELL and trigger.trigger.whose is ir.TriggerWhose.CHOSEN and trigger.targets == ()
    assert trigger.trigger.filter.colors == ("white",)
    feast = _card("Whenever a creature is put into target opponent's graveyard from play, gain an amount of life equal to "
                  "that creature's toughness.", "Enchantment")
    _, trigger = feast.abilities
    assert trigger.trigger.event is ir.TriggerEvent.PUT_INTO_GRAVEYARD_FROM_PLAY and trigger.trigger.whose is ir.TriggerWhose.CHOSEN
    assert trigger.targets == ()
    leech = _card("Whenever an island controlled by target opponent becomes tapped, gain 1 life.", "Enchantment")
    _, trigger = leech.abilities
    assert trigger.trigger.event is ir.TriggerEvent.IS_TAPPED and trigger.trigger.subject.controlled_by is not None
    assert trigger.effects == (ir.GainLife(ir.You(), 1),)


def test_your_opponent_in_eternal_flame_goblin_war_strike_ancestral_recall_is_untargeted():
    """Eternal Flame, Goblin War Strike, Ancestral Recall as printed (printed, thirteenth round): "your
    opponent" / "opponent" is the one opponent, no target (100.1); the War Strike counts Goblin cards,
    nontoken permanents (216.2); Ancestral Recall's two modes (409.1b)."""
    opponent = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
    flame = _card("Test Card does an amount of damage to your opponent equal to the number of mountains you control, but "
                  "it also does half that amount of damage to you, rounding up.", "Sorcery").spell
    assert flame.targets == () and flame.effects[0].to == (opponent,) and flame.effects[1].to == (ir.You(),)
    strike = _card("Test Card deals to your opponent damage equal to the number of Goblin cards you have in play. (This "
                   "includes both tapped and untapped Goblin cards.)", "Sorcery").spell
    (damage,) = strike.effects
    assert strike.targets == () and damage.to == (opponent,) and "nontoken" in damage.amount.filter.extra
    cry = _card("Your opponent chooses one of his or her creatures. Only that creature can block this turn.", "Sorcery").spell
    (others,) = cry.effects
    assert cry.targets == () and isinstance(others, ir.OthersThanChosen) and others.chosen.chooser == opponent
    recall = _card("Draw 3 cards or force opponent to draw 3 cards.", "Instant").spell
    assert recall.choose == 1 and [m.effects for m in recall.modes] == [(ir.Draw(ir.You(), 3),), (ir.Draw(opponent, 3),)]
    assert all(m.targets == () for m in recall.modes)


def test_hells_caretaker_and_aura_of_silence_as_printed():
    """Hell's Caretaker (printed, thirteenth round): the sacrifice an instruction and the card chosen as
    it resolves (413.2b, 413.2c), the ability played only during the upkeep (403.3); Aura of Silence:
    the spells the opponent chosen as it comes into play plays (410.10e) cost {2} more (409.1f)."""
    (keeper,) = _card("{T}: During your upkeep sacrifice a creature and take a creature from your graveyard and put it "
                      "directly into play. Treat this creature as though it were just summoned.", "Creature - Cleric").abilities
    assert keeper.cost == ir.Cost(tap=True) and keeper.targets == ()
    sacrifice, put = keeper.effects
    assert isinstance(sacrifice, ir.Sacrifice) and sacrifice.who == ir.You() and sacrifice.what.types == ("creature",)
    assert isinstance(put, ir.PutChosenIntoPlay) and put.filter.zone == Zone.GRAVEYARD and put.who == ir.You()
    assert keeper.restrictions == (ir.Restriction(ir.RestrictionKind.DURING_YOUR_UPKEEP),)
    silence = _card("Artifact and enchantment spells cost target opponent an additional {2} to play.", "Enchantment")
    choice, increase = silence.abilities
    assert choice.effects[0].choices == (ir.EntryChoice.OPPONENT,)
    (rule,) = increase.effects
    assert isinstance(rule, ir.SpellCostIncrease) and rule.value == "{2}"
    assert rule.filter.types == ("artifact", "enchantment") and rule.filter.zone == Zone.STACK
    assert rule.filter.controlled_by == ir.ChosenPlayer() and rule.filter.controller is None and ir.PLAYED in rule.filter.extra


def test_shallow_grave_as_printed_is_unaffected_by_summoning_sickness_with_no_end():
    """Shallow Grave as printed (printed, fourteenth round): the top creature card of the graveyard put
    into play (217.4a), haste with no stated duration (glossary "Summoning Sickness"; 418.3a: to the end
    of the game, as Zirilan of the Claw's) and removed from the game at the beginning of the next end
    of turn step (313.1, 406.2a) — the Oracle's haste until end of turn is errata (ORACLE_CHANGES)."""
    printed = _card("Put the top creature card from your graveyard into play as though it were just played. That "
                    "creature is unaffected by summoning sickness. Remove the creature from the game at end of any turn.",
                    "Instant").spell
    oracle = _card("Return the top creature card of your graveyard to play. That creature gains haste until end of turn. "
                   "Remove it from the game at end of turn.", "Instant").spell
    put, haste, removal = printed.effects
    assert isinstance(put, ir.MoveTo) and put.zone == Zone.IN_PLAY and isinstance(put.what, ir.GraveyardEnd)
    assert haste == ir.GrantAbility(ir.MovedThisWay(), ir.Keyword("haste"), duration="forever")
    assert oracle.effects[1] == ir.GrantAbility(ir.MovedThisWay(), ir.Keyword("haste"), duration="until end of turn")
    assert strip_text((put, removal)) == strip_text((oracle.effects[0], oracle.effects[2]))
    assert isinstance(removal, ir.DelayedTrigger) and removal.trigger.step is Step.END_OF_TURN


def test_sindbad_as_printed_draws_and_discards_a_nonland_without_revealing_it():
    """Sindbad as printed (printed, fifteenth round): "Draw a card. If it is not a land, discard it." —
    the Oracle's draw and discard, the card looked at as the instruction is carried out (413.2f), with no
    reveal (the Oracle's "and reveal it" is errata: ORACLE_CHANGES)."""
    (printed,) = _card("{T}: Draw a card. If it is not a land, discard it.", "Creature - Human").abilities
    (oracle,) = _card("{T}: Draw a card and reveal it. If it isn't a land card, discard it.", "Creature - Human").abilities
    assert not any(isinstance(e, ir.RevealDrawn) for e in printed.effects)
    assert strip_text(printed.effects) == strip_text(tuple(e for e in oracle.effects if not isinstance(e, ir.RevealDrawn)))
    draw, discard = printed.effects
    assert draw == ir.Draw(ir.You(), 1) and discard.condition.ref == ir.DrawnThisWay()
    assert discard.condition.filter.not_types == ("land",)


def test_if_it_isnt_discard_it_is_read_only_after_drawing_a_card():
    # "it" is the card just drawn: after any other instruction the sentence is refused, not guessed
    with pytest.raises(CardTextError, match="only after 'draw a card'"):
        _card("Destroy target creature. If it isn't a land, discard it.", "Instant")
    with pytest.raises(CardTextError, match="only after 'draw a card'"):
        _card("Draw two cards. If it isn't a land, discard it.", "Sorcery")


def test_persecute_as_printed_chooses_then_looks_without_revealing():
    """Persecute as printed (printed, fifteenth round): the colour chosen first (413.2b, 413.2c), the caster
    looks at the hand — nothing revealed (the Oracle's "reveals" is errata: ORACLE_CHANGES) — and every card
    of that colour is discarded from it."""
    printed = _card("Choose a color. Look at target player's hand. That player discards all cards of the chosen color.",
                    "Sorcery").spell
    oracle = _card("Choose a color. Target player reveals their hand and discards all cards of that color.", "Sorcery").spell
    choose, look, discard = printed.effects
    assert choose == ir.ChooseColor(ir.You()) and look == ir.LookAtHand(ir.Target(0), reveal=False)
    assert oracle.effects[1] == ir.LookAtHand(ir.Target(0), reveal=True)
    assert strip_text((choose, discard)) == strip_text((oracle.effects[0], oracle.effects[2]))
    assert strip_text(printed.targets) == strip_text(oracle.targets)


def test_aggression_as_printed_is_the_oracles_aura():
    """Aggression as printed (Oracle round twelve): "Target non-wall creature" of an Enchant Creature is the
    creature it enchants (214.8a/c), narrowed as "Play only on a non-Wall creature" narrows it; "at the end of
    its controller's turn" is the enchanted creature's controller's end of turn step (313.1)."""
    printed = _card("Target non-wall creature gains first strike and trample. At the end of its controller's turn, "
                    "destroy that creature if it did not attack that turn.", "Enchant Creature")
    oracle = _card("Enchant non-Wall creature\nEnchanted creature has first strike and trample.\nAt the beginning of "
                   "the end step of enchanted creature's controller, destroy that creature if it didn't attack this "
                   "turn.", "Enchantment - Aura")
    assert printed.enchant == oracle.enchant == ir.Filter(types=("creature",), not_subtypes=("Wall",))
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert len(printed.abilities) == 2


def test_insubordination_as_printed_is_the_oracles_trigger():
    """Insubordination as printed (Oracle round twelve): "At the end of the turn of enchanted creature's
    controller" is the beginning of that player's end of turn step (313.1)."""
    printed = _card("At the end of the turn of enchanted creature's controller, Test Card deals 2 damage to that player "
                    "unless enchanted creature attacked this turn.", "Enchant Creature")
    oracle = _card("Enchant creature\nAt the beginning of the end step of enchanted creature's controller, Test Card "
                   "deals 2 damage to that player unless that creature attacked this turn.", "Enchantment - Aura")
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert printed.abilities[0].trigger == ir.Trigger(ir.TriggerEvent.BEGINNING_OF_STEP, step=Step.END_OF_TURN, whose=ir.TriggerWhose.ENCHANTED)


def test_legacys_allure_as_printed_is_the_oracles_control():
    """Legacy's Allure as printed (Oracle activated round thirteen): "Permanently gain control of target creature
    with power no greater than the number of treasure counters on ~" is the Oracle's control with no end, "less
    than or equal to" the source's counters."""
    printed = _card("During your upkeep, you may put a treasure counter on Test Card.\nSacrifice Test Card: Permanently "
                    "gain control of target creature with power no greater than the number of treasure counters on "
                    "Test Card.", "Enchantment")
    oracle = _card("At the beginning of your upkeep, you may put a treasure counter on Test Card.\nSacrifice Test Card: "
                   "Gain control of target creature with power less than or equal to the number of treasure counters "
                   "on Test Card. (This effect lasts indefinitely.)", "Enchantment")
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert oracle.abilities[1].targets[0].filter.power == ir.Compare("<=", ir.CountersOn(ir.This(), "treasure"))


def test_orcish_lumberjack_as_printed_is_the_oracles_mana_ability():
    """Orcish Lumberjack as printed (Oracle activated round thirteen): "red and/or green" is the Oracle's
    "{R} and/or {G}", the sacrifice the cost, the interrupt a mana ability (406.1)."""
    printed = _card("{T}: Sacrifice a forest to add three mana in any combination of red and/or green to your mana "
                    "pool. Play this ability as an interrupt.", "Summon - Orc")
    oracle = _card("{T}, Sacrifice a Forest: Add three mana in any combination of {R} and/or {G}.", "Creature - Orc")
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert oracle.abilities[0].effects[0].options == ("{R}{R}{R}", "{R}{R}{G}", "{R}{G}{G}", "{G}{G}{G}")


def test_chariot_of_the_sun_as_printed_is_the_oracles_toughness():
    """Chariot of the Sun as printed (Oracle activated round thirteen): "has its toughness reduced to 1 until end of
    turn" is the Oracle's "has base toughness 1", until end of turn as the flying is."""
    printed = _card("{2}, {T}: Target creature you control gains flying and has its toughness reduced to 1 until end "
                    "of turn.", "Artifact")
    oracle = _card("{2}, {T}: Until end of turn, target creature you control gains flying and has base toughness 1.",
                   "Artifact")
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert oracle.abilities[0].effects[1] == ir.SetPT(ir.Target(0), None, 1, ir.UNTIL_END_OF_TURN)


def test_portals_destroy_one_of_your_lands_is_a_destruction_of_a_land_of_the_players_choice():
    """Foul Spirit as printed (printed round seventeen): "destroy one of your lands" — a land of the
    player's own, chosen as the ability resolves (413.2c), untargeted, destroyed (the Oracle's
    "sacrifice a land" is errata: ORACLE_CHANGES)."""
    ab = _card("Flying\nWhen Test Card comes into play from your hand, destroy one of your lands.",
               "Creature - Spirit").abilities[1]
    assert ab.targets == ()
    assert ab.condition == ir.Condition(ir.ConditionKind.PLAYED_FROM_HAND, ref=ir.This())
    assert ab.effects == (ir.Destroy(ir.Chosen(ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU), ir.You())),)


def test_portals_destroy_one_of_your_forests_or_destroy_it_is_one_destruction_or_the_other():
    """Plant Elemental, Primeval Force, Thing from the Deep as printed (printed round seventeen): the
    first instruction chosen only if it can be carried out (413.2c), else the card is destroyed —
    both destructions, regeneration allowed (glossary "Destroy")."""
    forests = ir.Filter(types=("land",), subtypes=("forest",), controller=ir.PlayerRelation.YOU)
    for n, word in ((1, "one"), (3, "three")):
        ab = _card(f"When Test Card comes into play from your hand, destroy {word} of your forests or destroy Test Card.",
                   "Creature - Elemental").abilities[0]
        assert ab.effects == (ir.IfYouDo(ir.Cost(destroy=(forests, n)), (), (ir.Destroy(ir.This()),)),)
    ab = _card("If Test Card attacks, destroy one of your islands or destroy Test Card.", "Creature - Leviathan").abilities[0]
    assert ab.trigger == ir.Trigger(ir.TriggerEvent.ATTACKS, subject=ir.This())
    assert ab.effects[0].cost.destroy == (ir.Filter(types=("land",), subtypes=("island",), controller=ir.PlayerRelation.YOU), 1)


def test_destroy_two_of_your_lands_is_refused_not_read_as_one():
    with pytest.raises(CardTextError):
        _card("When Test Card comes into play, destroy two of your lands.", "Creature - Spirit")


def test_a_destruction_offered_as_an_activation_cost_is_unsupported():
    """The destruction of the player's own permanents is chosen and carried out only where an
    "unless" of a resolving ability is (judge.engine.effects.resolution_costs._if_you_do)."""
    from judge.engine.support import unsupported

    cost = ir.Cost(mana="{1}", destroy=(ir.Filter(types=("land",), controller=ir.PlayerRelation.YOU), 1))
    card = dataclasses.replace(_card("{1}: Draw a card.", "Artifact"))
    card = dataclasses.replace(card, abilities=(dataclasses.replace(card.abilities[0], cost=cost),))
    assert any("destruction of the player's own permanents" in p for p in unsupported(card))
    plant = _card("When Test Card comes into play, destroy one of your forests or destroy Test Card.", "Creature - Elemental")
    assert unsupported(plant) == []


def test_tap_x_lands_as_printed_is_x_lands_chosen_on_resolution_not_targets():
    """Mishra's Helix as printed (printed round seventeen): "Tap X lands" — X lands, anyone's,
    chosen by the ability's controller as it resolves (413.2c), no target; the Oracle's "X target
    lands" is errata (ORACLE_CHANGES)."""
    ab = _card("{X}, {T}: Tap X lands.", "Artifact").abilities[0]
    assert ab.targets == ()
    assert ab.effects == (ir.Tap(ir.Chosen(ir.Filter(types=("land",)), ir.You(), ir.VarX())),)
    oracle = _card("{X}, {T}: Tap X target lands.", "Artifact").abilities[0]
    assert oracle.effects == (ir.Tap(ir.Target(0)),) and oracle.targets[0].count_x


def test_a_plus_0_plus_x_counter_is_one_counter_whose_kind_takes_the_x_defined():
    """Living Armor, Phyrexian Devourer as printed (printed round seventeen): "a +0/+X counter …, where X
    is …" — one counter, its kind's X the one "where X is" defines (worked out as it resolves, 413.2f);
    the Oracle's X +0/+1 counters are errata (ORACLE_CHANGES)."""
    ab = _card("{T}: Sacrifice Test Card to put a +0/+X counter on target creature, where X is target creature's casting "
               "cost.", "Artifact").abilities[0]
    assert ab.cost == ir.Cost(tap=True, sacrifice=(ir.SacrificeCost(ir.This(), 1),))
    assert ab.effects == (ir.PutCounters(ir.Target(0), "+0/+x", 1, kind_x=ir.ConvertedManaCostOf(ir.Target(0))),)
    oracle = _card("{T}, Sacrifice Test Card: Put X +0/+1 counters on target creature, where X is that creature's "
                   "converted mana cost.", "Artifact").abilities[0]
    assert oracle.effects == (ir.PutCounters(ir.Target(0), "+0/+1", ir.ConvertedManaCostOf(ir.Target(0))),)


def test_a_counter_naming_an_x_nothing_defines_is_unsupported():
    from judge.engine.support import unsupported

    card = _card("{1}: Put a +0/+X counter on target creature.", "Artifact")
    assert any("whose X nothing defines" in p for p in unsupported(card))


def test_a_pump_with_no_stated_duration_lasts_the_game():
    """Granite Gargoyle, Electric Eel as printed (printed round eighteen): "{R} +0/+1", "{R}{R}: +2/+0; …"
    — the permanent's own +0/+1 (402.6) with no duration stated lasts until the end of the game
    (418.3a); the Oracle's "until end of turn" is errata (ORACLE_CHANGES)."""
    gargoyle = _card("Flying; {R} +0/+1", "Creature - Gargoyle")
    assert gargoyle.abilities[0].name == "flying"
    ab = gargoyle.abilities[1]
    assert ab.cost == ir.Cost(mana="{R}") and ab.effects == (ir.ModifyPT(ir.This(), 0, 1, ir.FOREVER),)
    eel = _card("{R}{R}: +2/+0; Test Card does 1 damage to you. Test Card does 1 damage to you when it is brought into play.",
                "Creature - Eel")
    pump, etb = eel.abilities
    assert pump.effects == (ir.ModifyPT(ir.This(), 2, 0, ir.FOREVER), ir.DealDamage(1, (ir.You(),), ir.This()))
    assert etb.trigger == ir.Trigger(ir.TriggerEvent.COMES_INTO_PLAY, subject=ir.This())
    assert etb.effects == (ir.DealDamage(1, (ir.You(),), ir.This()),)


def test_cruel_fate_as_printed_digs_the_one_opponents_library_untargeted():
    """Cruel Fate as printed (printed round eighteen): Portal's "your opponent" is the game's one
    opponent (100.1), no target; the caster looks, chooses and orders (413.2c)."""
    card = _card("Look at the top five cards of your opponent's deck. Put one of them into your opponent's discard pile "
                 "and the rest on top of his or her deck in any order.", "Sorcery")
    assert card.spell.targets == ()
    (dig,) = card.spell.effects
    assert dig == ir.Dig(ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)), 5, 1, Zone.GRAVEYARD, Zone.LIBRARY, rest_position=ir.LibraryPosition.TOP,
                         chooser=ir.You())


def test_heartstone_as_printed_limits_the_generic_mana_not_all_of_it():
    """Heartstone as printed (printed round eighteen): "This cannot reduce an ability's generic mana cost
    to less then {1}" — ``generic_floor``: a {1}{G} ability costs no less (409.1f); the Oracle's "less
    than one mana" in all is errata (ORACLE_CHANGES)."""
    printed = _card("The cost of each creature ability requiring an activation cost is reduced by {1}. This cannot "
                    "reduce an ability's generic mana cost to less then {1}.", "Artifact").abilities[0]
    oracle = _card("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the amount of "
                   "mana an ability costs to activate to less than one mana.", "Artifact").abilities[0]
    assert printed.effects == (dataclasses.replace(oracle.effects[0], generic_floor=True),)
    assert oracle.effects[0].generic_floor is False
    with pytest.raises(CardTextError):
        _card("Activated abilities of creatures cost {1} less to activate. This effect can't reduce the generic mana an "
              "ability costs to activate to less than {2}.", "Artifact")


def test_rabid_wombat_as_printed_counts_auras_of_the_subtype_enchant_creature():
    """Rabid Wombat as printed (printed round eighteen): "for each creature enchantment on it" — Auras of
    the subtype enchant creature attached to it (214.8a), not every Aura (the Oracle's; ORACLE_CHANGES)."""
    (pump,) = _card("Test Card gets +2/+2 for each creature enchantment on it.", "Creature - Wombat").abilities[0].effects
    counted = pump.power.amount.filter
    assert pump.power == pump.toughness == ir.Product(2, ir.CountOf(counted))
    assert counted.subtypes == ("Aura",) and counted.partner == ir.This()
    assert set(counted.extra) == {ir.OF_SUBTYPE_ENCHANT_CREATURE, ir.ATTACHED_TO_PARTNER}


def test_squandered_resources_as_printed_is_the_oracles_could_produce():
    """Squandered Resources as printed (Oracle activated round fourteen): "Add to your mana pool one mana of any type
    the sacrificed land could produce. Play this ability as a mana source." is the Oracle's mana ability (glossary
    "Could"; "as a mana source": a mana ability, 406.1)."""
    printed = _card("Sacrifice a land: Add to your mana pool one mana of any type the sacrificed land could produce. "
                    "Play this ability as a mana source.", "Enchantment")
    oracle = _card("Sacrifice a land: Add one mana of any type the sacrificed land could produce.", "Enchantment")
    assert strip_text(printed.abilities) == strip_text(oracle.abilities)
    assert oracle.abilities[0].effects[0].could_produce == ir.Sacrificed()


def test_the_last_paid_cumulative_upkeep_is_read_as_the_amount_paid_not_the_age_counters():
    """Revered Unicorn, Mwonvuli Ooze as printed (audit 4440, card 42; session 32): "~'s last paid
    cumulative upkeep" is what the last payment paid (ir.LastPaidUpkeep), not the age counters — it has
    one counter more than was paid for from the moment an upkeep puts it on, and after one not paid."""
    unicorn = _card("Cumulative upkeep {1}\nIf Test Card leaves play, its controller gains life equal to Test Card's "
                    "last paid cumulative upkeep.", "Creature - Unicorn")
    gain = unicorn.abilities[-1].effects[0]
    assert gain == ir.GainLife(ir.ControllerOf(ir.This()), ir.LastPaidUpkeep(ir.This()))
    ooze = _card("Cumulative upkeep {2}\nTest Card has power and toughness each equal to 1 plus its last paid "
                 "cumulative upkeep.", "Creature - Ooze")
    pt = ooze.abilities[-1].effects[0]
    assert (pt.power, pt.toughness) == (ir.Sum((1, ir.LastPaidUpkeep(ir.This()))),) * 2
    assert not any(isinstance(a, ir.CountersOn) for a in ir.walk(ooze.abilities[-1]))


def test_heart_of_bogardans_amount_counted_when_a_payment_is_declined_is_read():
    card = _card("If Test Card's cumulative upkeep cost is not paid, Test Card deals damage equal to its last paid "
                 "cumulative upkeep to target player and each creature he or she controls.", "Enchantment")
    assert card.abilities and isinstance(card.abilities[0], ir.TriggeredAbility)


def test_enchant_creature_cards_as_printed_are_auras_of_that_subtype_not_any_aura():
    """Iridescent Drake, Academy Researchers as printed (printed round nineteen): "target enchant creature
    card from a graveyard", "an enchant creature card in your hand" — Auras of the subtype enchant creature
    (214.8a), put into play attached to the card; the Oracle's any Aura card is errata (ORACLE_CHANGES)."""
    drake = _card("When Test Card comes into play, return target enchant creature card from a graveyard to play "
                  "enchanting Test Card. (You control that enchantment.)", "Creature - Drake").abilities[0]
    (put,) = drake.effects
    assert put == ir.PutAuraAttached(onto=ir.This(), what=ir.Target(0), filter=None, who=ir.You())
    (spec,) = drake.targets
    assert spec.filter.subtypes == ("Aura",) and spec.filter.zone == Zone.GRAVEYARD
    assert ir.OF_SUBTYPE_ENCHANT_CREATURE in spec.filter.extra
    researchers = _card("When Test Card comes into play, you may choose an enchant creature card in your hand and put "
                        "that enchantment into play on Test Card.", "Creature - Wizard").abilities[0]
    assert researchers.optional
    (put,) = researchers.effects
    chosen = put.filter
    assert chosen.subtypes == ("Aura",) and chosen.zone == Zone.HAND and chosen.controller is ir.PlayerRelation.YOU
    assert ir.OF_SUBTYPE_ENCHANT_CREATURE in chosen.extra


def test_fellwar_stone_as_printed_adds_any_type_its_opponents_lands_could_produce():
    """Fellwar Stone as printed (printed round nineteen): "one mana of any type that any opponent's lands can
    produce" — the glossary's "could produce" ("Could"), of any type, colorless too (glossary "Type"); the
    Oracle's "any color" is errata (ORACLE_CHANGES)."""
    printed = _card("{T}: Add to your mana pool one mana of any type that any opponent's lands can produce. Play this "
                    "ability as a mana source.", "Artifact").abilities[0]
    oracle = _card("{T}: Add one mana of any color that a land an opponent controls could produce.", "Artifact").abilities[0]
    assert printed.is_mana_ability
    assert printed.effects == (dataclasses.replace(oracle.effects[0], colors_only=False),)
    assert oracle.effects[0].colors_only is True


def test_elder_spawn_as_printed_deals_its_damage_then_is_buried():
    """Elder Spawn as printed (printed round nineteen): "Sacrifice one of your islands during your upkeep or
    ~ does 6 damage to you and is buried." — the upkeep cost (glossary "Upkeep"); not paid, the damage and
    then the burial, in the printed order (glossary "Bury"; the Oracle's sacrifice first: ORACLE_CHANGES)."""
    static, upkeep = _card("Test Card cannot be blocked by red creatures. Sacrifice one of your islands during your "
                           "upkeep or Test Card does 6 damage to you and is buried.", "Creature - Spawn").abilities
    assert isinstance(static, ir.StaticAbility)
    assert upkeep.trigger.step is Step.UPKEEP and upkeep.trigger.whose is ir.TriggerWhose.YOU
    (choice,) = upkeep.effects
    (sacrifice,) = choice.cost.sacrifice
    assert sacrifice.what.subtypes == ("island",) and sacrifice.what.controller is ir.PlayerRelation.YOU
    assert choice.otherwise == (ir.DealDamage(6, (ir.You(),), ir.This()),
                                ir.Destroy(ir.This(), cant_regenerate=True, buried=True))


@pytest.mark.parametrize("text, name, subtypes", [
    # 216.1: "A token's name is its creature type unless otherwise specified" (audit 3935, card 4)
    ("{G}, Sacrifice Test Card: Create a 1/1 green Insect creature token with flying named Butterfly.", "Butterfly",
     ("Insect",)),
    ("{U}{U}, {T}: Create a 0/1 blue Plant Wall creature token with defender named Kelp.", "Kelp", ("Plant", "Wall")),
    # no type stated beside the name (Boris Devilboon as printed, rewritten so): the name is the type
    ("{T}: Create a 1/1 black and red creature token named Minor Demon.", "Minor Demon", ("Minor Demon",)),
    # no name: the type stated is the name
    ("{T}: Create a 3/1 red Carnivore creature token.", "Carnivore", ("Carnivore",)),
])
def test_a_named_token_has_the_creature_type_stated_beside_its_name(text, name, subtypes):
    spec = next(e for e in ir.walk(_card(text, "Artifact").abilities) if isinstance(e, ir.TokenSpec))
    assert (spec.name, spec.subtypes) == (name, subtypes)


def test_false_peace_as_printed_is_a_rule_of_the_target_player_for_his_or_her_next_turn():
    """False Peace as printed (printed round twenty): "Target player can't attack on his or her next turn." —
    a rule of that player during his or her next turn (418.3a, 500.1), not the Oracle's skipped combat phases
    (ORACLE_CHANGES); the same words of a creature are refused (a creature's is "its controller's next turn")."""
    spell = _card("Target player can't attack on his or her next turn.", "Sorcery").spell
    assert spell.effects == (ir.CantAttack(ir.Target(0), None, None, ir.DURING_THAT_PLAYERS_NEXT_TURN),)
    (spec,) = spell.targets
    assert spec.filter.players and not spec.filter.types
    with pytest.raises(CardTextError):
        _card("Target creature can't attack during his or her next turn.", "Sorcery")


def test_empty_city_ruse_as_printed_is_a_rule_of_the_one_opponent_untargeted():
    """Empty City Ruse as printed (printed round twenty-one): Portal's "Your opponent can't attack on his or
    her next turn." — the game's one opponent, no target (100.1, as Cruel Fate's), the rule False Peace's
    (418.3a, 500.1); the Oracle's "target opponent skips all combat phases" is errata (ORACLE_CHANGES)."""
    spell = _card("Your opponent can't attack on his or her next turn.", "Sorcery").spell
    assert spell.targets == ()
    assert spell.effects == (ir.CantAttack(ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),)), None, None,
                                           ir.DURING_THAT_PLAYERS_NEXT_TURN),)
    with pytest.raises(CardTextError):  # (each creature's is "its controller's next turn")
        _card("Each creature can't attack during his or her next turn.", "Sorcery")


def test_balance_of_power_as_printed_counts_the_one_opponents_hand_untargeted():
    """Balance of Power as printed (printed round twenty-one): Portal's "your opponent" (100.1), no target;
    drawing until the hands are the same size is drawing the difference (413.2f); the Oracle targets
    (ORACLE_CHANGES)."""
    spell = _card("If you have fewer cards in your hand than your opponent does, you draw until you have the same "
                  "number. (When you play Test Card it doesn't count as in your hand.)", "Sorcery").spell
    assert spell.targets == ()
    opponent = ir.All((ir.Filter(players=True, controller=ir.PlayerRelation.OPPONENT),))
    (conditional,) = spell.effects
    assert conditional.condition == ir.Condition(ir.ConditionKind.MORE, player=opponent, value="cards in hand", than=ir.You())
    assert conditional.then == (ir.Draw(ir.You(), ir.Sum((ir.CardsInHand(opponent),
                                                          ir.Negative(ir.CardsInHand(ir.You()))))),)


def test_renewing_touch_as_printed_chooses_the_creature_cards_as_it_resolves():
    """Renewing Touch as printed (printed round twenty-one): Portal Second Age's "Shuffle any number of creature
    cards from your graveyard into your library." — no target; the cards of that description chosen as it
    resolves (413.2c), the Oracle's targets errata (ORACLE_CHANGES). Another zone's cards are refused."""
    spell = _card("Shuffle any number of creature cards from your graveyard into your library.", "Sorcery").spell
    assert spell.targets == ()
    (shuffle,) = spell.effects
    assert (shuffle.who, shuffle.zones, shuffle.any_number) == (ir.You(), (Zone.GRAVEYARD,), True)
    assert shuffle.filter.types == ("creature",) and shuffle.filter.zone == Zone.GRAVEYARD
    with pytest.raises(CardTextError):
        _card("Shuffle any number of creature cards from an opponent's graveyard into your library.", "Sorcery")


def test_visions_as_printed_chooses_the_library_as_it_resolves():
    """Visions as printed (printed round twenty-one): "Look at the top five cards of any library. You may then
    shuffle that library." — no target (409.1c): a player chosen as it resolves (413.2c), his or her library
    looked at, then shuffled by the caster if he or she chooses; the Oracle targets (ORACLE_CHANGES)."""
    spell = _card("Look at the top five cards of any library. You may then shuffle that library.", "Sorcery").spell
    assert spell.targets == ()
    chosen = ir.PlayerChosenThisWay()
    assert spell.effects == (ir.ChoosePlayer(ir.You()), ir.RevealTop(chosen, look=True, count=5),
                             ir.Optional_((ir.Shuffle(chosen, by=ir.You()),)))


def test_eladamris_vineyard_as_printed_says_which_main_phase():
    # audit 4743 (Eladamri's Vineyard as printed): "At the beginning of each player's main phase" was
    # read as the precombat main phase (the Oracle's; Tempest had one main phase, before combat)
    # without a word, though the glossary's "main phase" comprises both — the card catalog's step
    # now says so, naming glossary "Main Phase"
    from judge.cards.printed import obsolete_readings

    vineyard = "at the beginning of each player's main phase, add {g}{g} to that player's mana pool."
    (reading,) = [r for r in obsolete_readings(vineyard) if r[0] == "Main Phase"]
    assert "precombat main phase" in reading[1] and "postcombat" in reading[1]
    assert not [r for r in obsolete_readings("at the beginning of your upkeep, you gain 1 life.")
                if r[0] == "Main Phase"]


def test_a_printed_paragraph_of_two_abilities_gives_each_its_own_sentences():
    """A printed paragraph the reader cuts into abilities (judge.cards.printed) quotes each in its
    own sentences: a sentence sharing no telling word with any ability (Psychic Purge's clarification),
    or "Play this ability as a mana source.", stays with the sentence before; a reminder in
    parentheses is never cut; a sentence granting a quoted ability goes by its own words."""
    from judge.cards.text import _piece_wordings

    purge = ("Psychic Purge does 1 damage to any target. If a spell cast by opponent or a permanent under opponent's "
             "control causes you to discard this card, opponent loses 5 life. Effects that prevent or redirect damage "
             "may not be used to counter this loss of life.")
    pieces = ["~ deals 1 damage to target creature or player.",
              "when a spell or ability an opponent controls causes you to discard ~, that player loses 5 life."]
    assert _piece_wordings("Psychic Purge", purge, pieces, False) == [
        "Psychic Purge does 1 damage to any target.",
        "If a spell cast by opponent or a permanent under opponent's control causes you to discard this card, opponent "
        "loses 5 life. Effects that prevent or redirect damage may not be used to counter this loss of life."]
    scryer = ("{T}: Add one colorless mana to your mana pool. Play this ability as a mana source. {1}, {T}: Add {U} to "
              "your mana pool. Play this ability as a mana source.")
    assert _piece_wordings("Sea Scryer", scryer, ["{t}: add one colorless mana to your mana pool.",
                                                  "{1}, {t}: add {u} to your mana pool."], False) == [
        "{T}: Add one colorless mana to your mana pool. Play this ability as a mana source.",
        "{1}, {T}: Add {U} to your mana pool. Play this ability as a mana source."]
    islandhome = "Islandhome (If defending player controls no islands, this creature cannot attack. If you control no " \
                 "islands, bury this creature.)"
    assert _piece_wordings("Manta Ray", islandhome, ["~ can't attack unless defending player controls an island.",
                                                     "when you control no islands, sacrifice ~."], False) \
        == [islandhome, islandhome]


def test_a_power_set_to_0_with_no_duration_lasts_the_game_not_the_turn():
    """Island of Wak-Wak as printed states no duration (418.3a: the game); the Oracle's lasts the turn."""
    printed = _card("Tap to reduce target flying creature's power to 0.", "Land").abilities[0].effects[0]
    oracle = _card("{T}: Target creature with flying has base power 0 until end of turn.", "Land").abilities[0].effects[0]
    assert isinstance(printed, ir.SetPT) and (printed.power, printed.toughness) == (0, None)
    assert printed.duration == ir.FOREVER
    assert oracle.duration == ir.UNTIL_END_OF_TURN


def test_the_printed_caverns_of_despair_counts_the_turn_the_oracle_each_combat():
    """Caverns of Despair as printed: "each turn" (500.2 over the turn's combats); the Oracle's "each combat"."""
    printed = _card("All players may attack with no more than two creatures each turn and block with no more than two "
                    "creatures each turn.", "Enchantment").abilities
    oracle = _card("No more than two creatures can attack each combat.\nNo more than two creatures can block each combat.",
                   "Enchantment").abilities
    rules = [ab.effects[0] for ab in printed]
    assert [(r.action, r.count, r.each_turn) for r in rules] == [(ir.CombatAction.ATTACK, 2, True), (ir.CombatAction.BLOCK, 2, True)]
    assert [ab.effects[0].each_turn for ab in oracle] == [False, False]


def test_final_strike_as_printed_chooses_as_it_resolves_then_deals_then_sacrifices():
    """Final Strike as printed: no target and no cost (Portal printed no "target"): ChooseObject, the damage of its
    power, then the sacrifice of the same creature (ObjectChosenThisWay), in that order (413.2)."""
    ab = _card("Choose one of your creatures. Test Card deals to your opponent damage equal to that creature's "
               "offense. Then, put the creature in your discard pile.", "Sorcery").spell
    choose, deal, sac = ab.effects
    assert isinstance(choose, ir.ChooseObject) and choose.filter.types == ("creature",) and choose.filter.controller is ir.PlayerRelation.YOU
    assert isinstance(deal, ir.DealDamage) and deal.amount == ir.PowerOf(ir.ObjectChosenThisWay())
    assert isinstance(sac, ir.Sacrifice) and sac.what == ir.ObjectChosenThisWay()
    assert not ab.targets


def test_a_granted_quoted_ability_keeps_the_cards_words_when_its_own_normalisation_differs():
    """Mindwhip Sliver as printed: 'Each Sliver gains "{2}, Sacrifice this creature: Target player
    discards a card at random. Play this ability as a sorcery."' — the quote alone is normalised with
    "play this ability as a sorcery" rewritten, the paragraph isn't, so the granted ability was shown
    in the grammar's words ("{2}, sacrifice ~: target player discards …") in every trace step; the one
    quote of the paragraph is the ability's own words (audit 7066)."""
    from judge.cards.catalog import Wording, catalog
    from judge.cards.text import parse_card_text_fresh

    card = catalog().card("Mindwhip Sliver", Wording.PRINTED)
    granted = [e.ability for ab in parse_card_text_fresh(card).abilities for e in getattr(ab, "effects", ())
               if hasattr(e, "ability")]
    assert [g.text for g in granted] == [
        "{2}, Sacrifice this creature: Target player discards a card at random. Play this ability as a sorcery."]


def test_a_spells_blocking_it_is_the_creature_getting_the_bonus_not_a_granted_abilitys():
    """Barreling Attack as printed: "That creature gets +1/+1 until end of turn for each creature that blocks
    it" — a spell is blocked by nothing: the creatures blocking the target (309.3), counted as it resolves
    (418.3c). Rampage granted by a spell (Rapid Fire) keeps its own "blocking it": the creature that has it."""
    barreling = _card("Target creature gains trample until end of turn. That creature gets +1/+1 until end of turn "
                      "for each creature that blocks it.", "Instant")
    bonus = barreling.spell.effects[1]
    assert isinstance(bonus, ir.ModifyPT) and bonus.power.filter.partner == ir.Target(0)
    assert bonus.power.filter.extra == ("blocking it",)
    rapid = _card("Target creature gains rampage 2 until end of turn.", "Instant")
    found = []
    ir.rebuild(rapid, lambda x: found.append(x) if isinstance(x, ir.Filter) and "blocking it" in x.extra else None)
    assert found and all(f.partner is None for f in found)


def test_a_printed_licid_s_granted_ability_is_said_in_its_quoted_words():
    """A Licid as printed (audit 7571, Gliding Licid): 'becomes a creature enchantment that reads
    "Enchanted creature gains flying"' — the static ability read from the quote is said in the
    quote's words, not as the whole activated paragraph (the trace quotes it as it applies, 405.1);
    the activated ability keeps the paragraph."""
    from judge.cards.text import _piece_wordings

    licid = ('{U}, {T}: Gliding Licid loses this ability and becomes a creature enchantment that reads "Enchanted '
             'creature gains flying" instead of a creature. Move Gliding Licid onto target creature. You may pay {U} '
             'to end this effect.')
    pieces = ["{u}, {t}: ~ loses this ability and becomes an aura enchantment with enchant creature. attach it to "
              "target creature. you may pay {u} to end this effect.", "enchanted creature gains flying."]
    assert _piece_wordings("Gliding Licid", licid, pieces, False) == [licid, "Enchanted creature gains flying."]


def test_the_sixty_eighth_sessions_printed_readings_differ_from_the_oracle_where_the_printed_text_does():
    # (session 68, h7) Hand to Hand and Abeyance as printed: "abilities requiring an activation cost", every activated
    # ability, mana abilities too (403.1, 406.1a); Errantry as printed: the whole turn's attacks (300.1); Predatory
    # Nightstalker as printed: a destruction the opponent's own choice, not the Oracle's sacrifice; Sylvan Library as
    # printed: an activated ability whose draw is no choice. Their Oracle readings keep the Oracle's meaning.
    from judge.cards.catalog import Wording, catalog

    def abilities(name, wording):
        return catalog().abilities(catalog().get(name, wording))

    for name, cls, field in (("Hand to Hand", ir.CombatLockout, "mana_abilities"),
                             ("Abeyance", ir.CantPlayNonManaAbilities, "mana_abilities"),
                             ("Errantry", ir.CanOnlyAttackAlone, "each_turn")):
        said = {w: [getattr(e, field) for e in ir.walk(abilities(name, w)) if isinstance(e, cls)]
                for w in (Wording.PRINTED, Wording.ORACLE)}
        assert said == {Wording.PRINTED: [True], Wording.ORACLE: [False]}, name
    (stalker,) = abilities("Predatory Nightstalker", Wording.PRINTED).abilities
    (destroy,) = stalker.effects
    assert stalker.optional and not stalker.targets  # the "may" the trigger's (410.5); no target
    assert isinstance(destroy, ir.Destroy) and isinstance(destroy.what, ir.Chosen) and not destroy.cant_regenerate
    (library,) = abilities("Sylvan Library", Wording.PRINTED).abilities
    assert isinstance(library, ir.ActivatedAbility)
    draw, choose = library.effects
    assert draw == ir.Draw(ir.You(), 2) and choose == ir.MayDrawThenPayOrPutBack(0, 2, 4)


def test_retribution_as_printed_buries_the_creature_the_opponent_chooses_where_the_oracle_sacrifices_it():
    # (session 68, h7) "Bury one of those creatures, … That opponent chooses which creature is buried." — glossary
    # "Bury (Obsolete)": destroyed, no regeneration; the Oracle's errata: sacrificed
    from judge.cards.catalog import Wording, catalog

    def choice(wording):
        (effect,) = [e for e in catalog().abilities(catalog().get("Retribution", wording)).spell.effects
                     if isinstance(e, ir.ChooseOneOfThose)]
        return effect

    printed, oracle = choice(Wording.PRINTED), choice(Wording.ORACLE)
    assert printed.chosen == (ir.Destroy(ir.ObjectChosenThisWay(), cant_regenerate=True, buried=True),)  # named a burial (h72-8)
    assert isinstance(oracle.chosen[0], ir.Sacrifice)
    assert (printed.what, printed.who, printed.other) == (oracle.what, oracle.who, oracle.other)


def test_a_printed_bury_of_another_object_is_a_burial_not_a_plain_destroy():
    # Nekrataal, Fissure, Phantasmal Mount's rider as printed: "bury target …" read as "destroy …. It can't be
    # regenerated." by the printed template (glossary "Bury (Obsolete)") — made a burial, so the trace and `judge card`
    # say "bury" as the card does (h71-10 left: Phantasmal Mount's failing instruction said "destroy")
    (trigger,) = _card("When Test Card comes into play, bury target nonartifact, nonblack creature.",
                       "Summon - Elf").abilities[-1:]
    (burial,) = trigger.effects
    assert type(burial) is ir.Destroy and burial.cant_regenerate and burial.buried
    (burial,) = _card("Bury target land or creature.", "Instant").spell.effects
    assert type(burial) is ir.Destroy and burial.cant_regenerate and burial.buried
    # the Oracle's "destroy …. It can't be regenerated." stays a destruction
    (destroy,) = _card("Destroy target land or creature. It can't be regenerated.", "Instant").spell.effects
    assert type(destroy) is ir.Destroy and destroy.cant_regenerate and not destroy.buried


def test_a_cards_own_bury_read_as_a_destruction_is_a_burial():
    # Aether Storm as printed (Fifth Edition): "Any player may pay 4 life to bury Æther Storm." — read by the printed
    # template as the Oracle's "Pay 4 life: Destroy ~. It can't be regenerated. Any player may play this ability."; the
    # card's own burial (glossary "Bury (Obsolete)"), said "bury" as the card does (h72-8 left; h72-13)
    (_static, ability) = _card("Summon spells cannot be played.\nAny player may pay 4 life to bury Test Card.",
                               "Enchantment").abilities
    (burial,) = ability.effects
    assert burial == ir.Destroy(ir.This(), cant_regenerate=True, buried=True)
    # the Oracle's words stay a destruction
    (_static, ability) = _card("Creature spells can't be played.\nPay 4 life: Destroy Test Card. It can't be "
                               "regenerated. Any player may play this ability.", "Enchantment").abilities
    assert ability.effects == (ir.Destroy(ir.This(), cant_regenerate=True),)


def test_a_printed_when_it_comes_into_play_choose_is_a_trigger_not_the_oracles_as():
    # Engineered Plague, Urza's Incubator, Sol Grail as printed (session 73, h8): "When ~ comes into play, choose a
    # creature type." / "… choose a color." — a comes-into-play triggered ability (410.10a; 410.10e covers only "As ~
    # comes into play"), its choice kept with ~ (ir.ChooseForSource); the Oracle's "As" is a static (410.10e)
    for words, kind in (("a creature type", ir.EntryChoice.CREATURE_TYPE), ("a color", ir.EntryChoice.COLOR)):
        (trigger, _rest) = _card(f"When Test Card comes into play, choose {words}.\nAll creatures of the chosen "
                                 f"{'type' if kind is ir.EntryChoice.CREATURE_TYPE else 'color'} get -1/-1.",
                                 "Enchantment").abilities
        assert isinstance(trigger, ir.TriggeredAbility), trigger
        assert trigger.trigger.event is ir.TriggerEvent.COMES_INTO_PLAY and trigger.trigger.subject == ir.This()
        assert trigger.effects == (ir.ChooseForSource((kind,)),)
        (static, _rest) = _card(f"As Test Card comes into play, choose {words}.\nAll creatures of the chosen "
                                f"{'type' if kind is ir.EntryChoice.CREATURE_TYPE else 'color'} get -1/-1.",
                                "Enchantment").abilities
        assert isinstance(static, ir.StaticAbility) and isinstance(static.effects[0], ir.ChooseAsEntering)
