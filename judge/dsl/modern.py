"""Words of later rules a judge writes, read as the Classic rules' own (issue 42).

A judge who learnt the game after 2009 writes ``battlefield``, ``exile``, ``dies``, ``main
phase 1``, ``the end step``, ``River Boa's ability``. The scenario language reads each as the
Classic (Sixth Edition) rules' words — what the scenario means is the same — and the scenario
keeps a :class:`judge.dsl.ast.Reading` of each, the one-line note ``judge check`` and ``judge
ask`` show (``'battlefield' is read as 'in play', the Classic rules' words``). This table is
the one place those words live; the grammar (``grammar.lark``: ``BATTLEFIELD``, ``EXILE``,
``EXILED``, ``DIES``, the modern step names of ``STEP``) accepts them where the Classic word
goes: in a zone line (``Alice battlefield:``, ``Alice exile:``), an expectation or a question's
query (``on the battlefield``, ``in exile``, ``exiled``, ``dies``, ``in the graveyard``), a
step (``turn Alice, main phase 1``, ``all pass until the end step``), an activation
(``Bob activates River Boa's ability``). Answers are read leniently already
(:mod:`judge.dsl.answers`: ``exile``, ``battlefield``).
"""

from __future__ import annotations

#: A word of later rules → the Classic rules' words it is read as.
CLASSIC: dict[str, str] = {
    "battlefield": "in play",
    "on the battlefield": "in play",
    "exile": "removed from the game",
    "in exile": "removed from the game",
    "exiled": "removed from the game",
    # a creature "dies": it is put into a graveyard from play (a token that leaves play ceases
    # to exist instead, 420.5f: it is in no graveyard at the end)
    "dies": "in graveyard",
    "died": "in graveyard",
    "main phase 1": "precombat main",
    "main 1": "precombat main",
    "main phase 2": "postcombat main",
    "main 2": "postcombat main",
    "end step": "end of turn",
}

#: Keywords of later rules → the era's words for the ability (an ``ability`` property of an
#: expectation matches an ability saying them, or a rule of a static ability in play doing it to the
#: object: judge.engine.snapshot.LATER_KEYWORD_RULES): reach (2005) is "can block as though it had
#: flying" (Treetop Defense, Giant Spider as printed in the era: 502.4b; Web's rule on the enchanted
#: creature); shroud (2002's Onslaught, after the era) is "can't be the target of spells or abilities"
#: (Morphling's and Svyelunite Priest's "gains shroud": an ability saying them; Crystalline Sliver's
#: "All Slivers have shroud" and Mystic Veil's: the source's rule, 409.1c, 103.1); fear (no keyword
#: of the Classic rules, which have no entry for it) is "can't be blocked except by artifact creatures
#: and/or black creatures" (Breach's "gains fear", its reminder text the era's words: an ability
#: saying them).
KEYWORDS: dict[str, str] = {
    "reach": "can block as though it had flying",
    "shroud": "can't be the target of spells or abilities",
    "fear": "can't be blocked except by artifact creatures and/or black creatures",
}

#: The step names of later rules (also in grammar.lark's STEP).
STEPS: dict[str, str] = {k: v for k, v in CLASSIC.items() if k.startswith(("main", "end step"))}


def classic(word: str) -> str:
    """The Classic words ``word`` (as written, any case and spacing) is read as."""
    return CLASSIC[" ".join(word.split()).lower()]
