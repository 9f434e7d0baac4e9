"""What lark's exception says of a line that doesn't parse, and what the LALR driver's diagnosis
says (judge._speed.lalr.driver.FastLALR.diagnose), in one shape, to hold the two equal; and a seeded
mutator of good lines into bad ones."""

from __future__ import annotations

import random
from typing import Any, Optional


def lark_failure(parser: Any, text: str, start: Optional[str]) -> Optional[tuple]:
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    try:
        parser.parse(text, start=start) if start else parser.parse(text)
    except UnexpectedToken as e:
        end = e.token.type == "$END"
        return ("token", None if end else e.token.column, e.token.type, "" if end else str(e.token),
                frozenset(e.expected), frozenset(e.interactive_parser.accepts()))
    except UnexpectedCharacters as e:
        return ("chars", e.column, "", "", frozenset(e.allowed or ()), frozenset(e.interactive_parser.accepts()))
    return None


def driver_failure(driver: Any, text: str, start: Optional[str]) -> Optional[tuple]:
    f = driver.diagnose(text, start)
    if f is None:
        return None
    end = f.token_type == "$END"
    return (f.kind, None if end else f.column, f.token_type, f.token_value if f.kind == "token" and not end else "",
            f.expected, f.accepts)


def mutants(lines: list[str], count: int, seed: int) -> list[str]:
    """``count`` lines made from ``lines`` by a word dropped, added, swapped or cut short."""
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        w = rng.choice(lines).split(" ")
        k = rng.randrange(5)
        if k == 0 and len(w) > 1:
            del w[rng.randrange(len(w))]
        elif k == 1:
            w.insert(rng.randrange(len(w) + 1), rng.choice(["frob", "the", "Bob", "{2}", "@x", '"q"', "of", "7", "with",
                                                            ",", ".", ":", "$"]))
        elif k == 2 and len(w) > 1:
            i = rng.randrange(len(w) - 1)
            w[i], w[i + 1] = w[i + 1], w[i]
        elif k == 3:
            i = rng.randrange(len(w))
            w[i] = w[i][:-1] if len(w[i]) > 1 else "x"
        else:
            line = " ".join(w)
            w = [line[:rng.randrange(len(line) + 1)]]
        out.append(" ".join(w))
    return out
