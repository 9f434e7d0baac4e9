"""The characters hypothesis draws text from where a test leaves the alphabet open.

hypothesis's default for ``st.text()`` and ``st.from_regex`` is ``characters(codec="utf-8")``:
every code point but the surrogates, found by passing all 1,114,112 of them through the codec —
~2.4 s of CPU in a process where hypothesis has no table kept for the Python's Unicode version
yet (``.hypothesis/unicode_data``: a clean clone, as in CI, under each of its three Pythons).
:data:`UNICODE` names the same set by category, without the scan (measured in the sixtieth
session: a first draw 2.7 -> 0.4 s of CPU in a fresh directory; the two sets equal under
CPython 3.11, 3.12 and 3.13).
"""

from __future__ import annotations

from hypothesis import strategies as st

#: Every code point but the surrogates (category Cs): hypothesis's default alphabet.
UNICODE = st.characters(exclude_categories=("Cs",))
