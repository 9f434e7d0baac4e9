"""Digests of judge's kept work and of what it depends on — BLAKE2b, made in one place.

Every digest judge makes of its own inputs (the code and data a kept result depends on, the
key of a kept entry, a kept entry's checksum) is a BLAKE2b of this module. It comes from
CPython's ``_blake2`` module: the one :mod:`hashlib` itself takes ``blake2b`` from (hashlib
never serves BLAKE2 from OpenSSL, so the digests are the same), without importing
:mod:`hashlib`, which loads OpenSSL's bindings first — ~2 ms of every command, for digests it
never used (docs/performance.md, "The card catalog"). Where that module is missing, hashlib's.

One other digest is made here, for two purposes: :func:`source_hash`, the check that a module's
source is still the one a generated module was made from (judge._speed.fastdataclass's plans) —
CPython's own keyed SipHash-1-3 of a source for its hash-based ``.pyc`` files, which is the same
question, at a tenth of BLAKE2b's cost (a ``judge ask`` checks ~350 KB of source at every start-up);
and :func:`checksum`, the same hash as 8 bytes, a kept entry's sum against damage (a flipped bit:
:mod:`judge.dsl.kept`) — not a name of what is kept (an entry's key stays BLAKE2b), nor a seal (who can
write the private cache directory can write a sum too).

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

try:
    from _imp import source_hash as _keyed_source_hash
except ImportError:  # a Python without it: BLAKE2b (another value: the generated plans are then unused, never wrong)
    _keyed_source_hash = None

__all__ = ["blake2b", "checksum", "hexdigest", "source_hash"]

#: The key of :func:`source_hash` (fixed, so every Python gives the same value; CPython keys its
#: ``.pyc`` files' hashes with its magic number, which changes from one version to the next).
SOURCE_KEY = 0x6A75646765


def hexdigest(data: bytes, size: int = 32) -> str:
    """The BLAKE2b digest of ``data`` (``size`` bytes) in hexadecimal."""
    return blake2b(data, digest_size=size).hexdigest()


def source_hash(data: bytes) -> str:
    """The hash of a source file's bytes, in hexadecimal: CPython's check of a source against its
    hash-based ``.pyc`` (``_imp.source_hash``, the SipHash-1-3 ``importlib.util.source_hash``
    makes, 64 bits) keyed by :data:`SOURCE_KEY` — the same value on every CPython judge supports.
    For telling whether a file is the one something was generated from, not for judge's kept work
    (:func:`hexdigest`)."""
    if _keyed_source_hash is None:
        return "blake2b:" + hexdigest(data, 20)
    return _keyed_source_hash(SOURCE_KEY, data).hex()


def checksum(data: bytes) -> bytes:
    """8 bytes that tell ``data`` from a damaged copy of it (a flipped bit, a torn write: all but one
    in 2**64 damaged copies give other bytes) — :func:`source_hash`'s SipHash-1-3, ~5x cheaper than
    BLAKE2b on a kept scenario's ~2.5 KB (docs/performance.md, eighty-fifth session). A check against
    damage only: not a key naming what is kept, nor a seal."""
    if _keyed_source_hash is None:
        return blake2b(data, digest_size=8).digest()
    return _keyed_source_hash(SOURCE_KEY, data)
