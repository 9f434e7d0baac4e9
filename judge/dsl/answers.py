"""The answers a question accepts, by the kind of thing it asks (:data:`judge.dsl.ast.QUERY_KINDS`).

Every answer has one canonical spelling: ``yes``/``no``; a number (``2``, ``-1``); a
power/toughness (``3/3``); a zone (``in play``, ``hand``, ``graveyard``, ``library``,
``stack``, ``removed from the game``, ``nowhere`` for a token that ceased to exist,
216.3); a player's name; a game result (a player's name, ``draw``, or ``none`` while
the game goes on). :func:`canonical` turns what an author or a trainee wrote into that
spelling — leniently: case, articles, punctuation, a trailing explanation after a colon
or a dash, ``y``/``n``, number words, ``Bob's graveyard``, ``exile`` — and gives None
when the text is not an answer of that kind. :func:`same` compares two answers.
"""

from __future__ import annotations

import re
from typing import Iterable, Optional

#: The canonical zones, as the engine names them in its final state.
ZONES = ("in play", "hand", "graveyard", "library", "stack", "removed from the game", "nowhere")

_YES = {"yes", "y", "yeah", "yep", "true", "it does", "it can", "legal", "survives"}
_NO = {"no", "n", "nope", "false", "it does not", "it doesn't", "it cannot", "it can't", "illegal", "dies"}

_NUMBER_WORDS = {w: i for i, w in enumerate(
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
    "sixteen seventeen eighteen nineteen twenty".split())}

_ZONE_WORDS = {
    "in play": "in play", "play": "in play", "battlefield": "in play", "on the battlefield": "in play",
    "hand": "hand", "graveyard": "graveyard", "library": "library", "deck": "library",
    "stack": "stack", "on the stack": "stack",
    "removed from the game": "removed from the game", "removed from game": "removed from the game",
    "removed": "removed from the game", "exile": "removed from the game", "exiled": "removed from the game",
    "nowhere": "nowhere", "ceased to exist": "nowhere", "ceases to exist": "nowhere", "gone": "nowhere",
}

_NOBODY = {"none", "nobody", "no one", "noone", "neither", "game continues", "the game continues", "no winner"}
_DRAW = {"draw", "a draw", "game is a draw", "the game is a draw", "tie", "drawn"}

# (patterns, compiled by re where first used: a zone's answer alone needs these two)
_ARTICLES = r"\b(?:the|a|an)\b\s*"
_POSSESSIVE = r"^[a-z][\w\-]*(?:'s|\u2019s|s')\s+"
#: What ends the answer itself (an explanation follows): a colon, a dash between spaces, ;  , (
_EXPLAINED = r"\s*(?::|\s[\u2014\u2013-]\s|;|,|\()\s*"


def _plain(text: str) -> str:
    """Lower case, the explanation after ``:``/`` - `` dropped, punctuation trimmed."""
    text = text.strip().casefold()
    if text.split() == [text] and not any(c in text for c in ":;,("):
        # one word (no whitespace, which the dash needs around it) and none of the other marks: nothing
        # to split or to squeeze — what the patterns below give, without compiling them (~0.2 ms a
        # process; "yes", "3", "3/3", "graveyard", "Bob" …)
        return text.strip(" .!?'\"")
    text = re.split(_EXPLAINED, text, maxsplit=1)[0]
    return re.sub(r"\s+", " ", text.strip(" .!?'\"")).strip()


def _number(text: str) -> Optional[str]:
    m = re.match(r"^(-?\d+)\b", text)
    if m:
        return str(int(m.group(1)))
    word = text.split(" ", 1)[0] if text else ""
    if word in _NUMBER_WORDS:
        return str(_NUMBER_WORDS[word])
    return None


def _player(text: str, players: Iterable[str]) -> Optional[str]:
    for p in players:
        if text == p.casefold() or text.startswith(p.casefold() + " "):
            return p
    return None


def canonical(form: str, text: str, players: Iterable[str] = ()) -> Optional[str]:
    """``text`` as the canonical answer of ``form`` (a value of QUERY_KINDS), or None when
    it is not one. ``players`` are the scenario's player names (for ``player``/``result``)."""
    plain = _plain(text)
    if form == "yes/no":
        if plain in _YES or plain.split(" ", 1)[0] in ("yes", "y"):
            return "yes"
        if plain in _NO or plain.split(" ", 1)[0] in ("no", "n"):
            return "no"
        return None
    if form == "number":
        return _number(plain)
    if form == "power/toughness":
        m = re.match(r"^(-?\d+)\s*/\s*(-?\d+)\b", plain)
        return f"{int(m.group(1))}/{int(m.group(2))}" if m else None
    if form == "zone":
        words = re.sub(r"^(?:in|into|on|to)\s+(?!play\b)", "", plain)
        words = re.sub(_POSSESSIVE, "", re.sub(_ARTICLES, "", words).strip())
        for candidate in (plain, words, re.sub(_ARTICLES, "", words).strip()):
            if candidate in _ZONE_WORDS:
                return _ZONE_WORDS[candidate]
        return None
    if form == "player":
        return _player(re.sub(r"(?:'s|\u2019s)$", "", plain), players)
    if form == "result":
        if plain in _DRAW:
            return "draw"
        if plain in _NOBODY:
            return "none"
        found = _player(plain, players)
        return found
    raise ValueError(f"unknown answer form {form!r}")


def same(form: str, expected: str, given: str, players: Iterable[str] = ()) -> bool:
    """Whether ``given`` (as written) is the answer ``expected`` (canonical). "Nobody" is
    right for a draw as well as for a game that goes on."""
    if form == "result" and expected == "draw" and _plain(given) in _NOBODY:
        return True
    return canonical(form, given, players) == expected


def describe_form(form: str) -> str:
    """What an answer of ``form`` looks like, for error messages."""
    return {
        "yes/no": "yes or no",
        "number": "a number",
        "power/toughness": "a power/toughness such as 3/3",
        "zone": "a zone: " + ", ".join(ZONES),
        "player": "a player's name",
        "result": "a player's name, draw, or none (the game goes on)",
    }[form]
