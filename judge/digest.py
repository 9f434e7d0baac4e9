"""Digests of judge's kept work and of what it depends on — BLAKE2b, made in one place.

Every digest judge makes of its own inputs (the code and data a kept result depends on, the
key of a kept entry, a kept entry's checksum) is a BLAKE2b of this module. It comes from
CPython's ``_blake2`` module: the one :mod:`hashlib` itself takes ``blake2b`` from (hashlib
never serves BLAKE2 from OpenSSL, so the digests are the same), without importing
:mod:`hashlib`, which loads OpenSSL's bindings first — ~2 ms of every command, for digests it
never used (docs/performance.md, "The card catalog"). Where that module is missing, hashlib's.

Not made here: a digest that names something outside judge by a standard algorithm (the era
data's source file by its SHA-256, :mod:`judge.cards.era_build`), the LALR tables' grammar
key (committed inside the generated tables), and the drill's question ids (kept in the user's
progress database: another digest would lose it).
"""

from __future__ import annotations

try:
    from _blake2 import blake2b
except ImportError:  # a Python built without it: hashlib's (the same digests)
    from hashlib import blake2b

__all__ = ["blake2b", "hexdigest"]


def hexdigest(data: bytes, size: int = 32) -> str:
    """The BLAKE2b digest of ``data`` (``size`` bytes) in hexadecimal."""
    return blake2b(data, digest_size=size).hexdigest()
