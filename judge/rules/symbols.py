"""Mana- and tap-symbol normalisation for the scraped rules seeds.

The seeds print symbols in several ad-hoc encodings; every one is rewritten to
the modern brace notation (``{2}{W}``, ``{T}``, ``{X}``):

* ``o``-notation (the Angelfire classic CR and the 1999 rulebook): a lower-case
  ``o`` glued to the symbol code -- ``o2oW`` -> ``{2}{W}``, ``ocT`` -> ``{T}``,
  ``oX`` -> ``{X}``, ``o0`` -> ``{0}``.  Only a *run* of such tokens that starts
  at a word boundary and ends at one is rewritten, so ordinary words (``of``,
  ``other``, ``o'`` in "fistful o' cards", the quoted letter "o") never match:
  the character after ``o`` must be a digit, an upper-case symbol letter or
  ``cT``, and the run must not be followed by a letter or digit.
* bracket notation (the 1999 rulebook): ``[tap]`` -> ``{T}``, ``[W]`` ... ``[G]``
  -> ``{W}`` ... ``{G}``.  Placeholders such as ``[mana symbol]``, ``[symbol]``
  or ``[X]`` inside "Rampage [X]" are left alone.
* bare costs (the 2002 CR): ``2W``, ``2WB``, ``3UU`` are rewritten only right
  after "mana cost of " -- the one context in which they are unambiguously
  costs -- and a bare ``2:`` / ``T:`` right after an opening quote is an
  activation cost (``"2: This permanent ..."`` -> ``"{2}: ..."``).

``normalise_symbols`` is pure and idempotent: text already in brace notation
is returned unchanged.
"""

from __future__ import annotations

import re

__all__ = ["normalise_symbols", "o_run_to_braces"]

_O_TOKEN = r"o(?:cT|\d+|[WUBRGX])"
# A run of o-tokens at a word boundary, not followed by a word character.
_O_RUN = re.compile(rf"(?<![A-Za-z0-9]){_O_TOKEN}(?:{_O_TOKEN})*(?![A-Za-z0-9])")
# The classic CR's 203.2 "a mana cost oo2oW": the scrape dropped the "f" of
# "of" and glued the stray "o" to the symbols.
_STRAY_OF = re.compile(rf"(?<![A-Za-z0-9])o(?=(?:{_O_TOKEN})+(?![A-Za-z0-9]))")
# The classic glossary's "such aso1": "as" glued to "o1".
_GLUED_AS = re.compile(rf"\bas(?=(?:{_O_TOKEN})+(?![A-Za-z0-9]))")
_BRACKET = re.compile(r"\[(tap|W|U|B|R|G)\]")
_BARE_COST = re.compile(r"(?<=\bmana cost of )(\d+)([WUBRG]+)\b")
_QUOTED_ACTIVATION = re.compile(r"(?<=[\"“])(\d+|T)(?=:)")


def o_run_to_braces(run: str) -> str:
    """``o2oWocT`` -> ``{2}{W}{T}``."""
    out = []
    for tok in re.findall(r"o(cT|\d+|[WUBRGX])", run):
        out.append("{T}" if tok == "cT" else "{" + tok + "}")
    return "".join(out)


def _bare(m: re.Match[str]) -> str:
    return "{" + m.group(1) + "}" + "".join("{" + c + "}" for c in m.group(2))


def normalise_symbols(text: str) -> str:
    """Rewrite every recognised mana/tap symbol in *text* to brace notation."""
    text = _STRAY_OF.sub("of ", text)
    text = _GLUED_AS.sub("as ", text)
    text = _O_RUN.sub(lambda m: o_run_to_braces(m.group(0)), text)
    text = _BRACKET.sub(lambda m: "{T}" if m.group(1) == "tap" else "{" + m.group(1) + "}", text)
    text = _BARE_COST.sub(_bare, text)
    text = _QUOTED_ACTIVATION.sub(lambda m: "{" + m.group(1) + "}", text)
    return text
