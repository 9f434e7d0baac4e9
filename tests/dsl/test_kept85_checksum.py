"""(eighty-fifth session, issue 43) A kept scenario's checksum against damage is 8 bytes of
:func:`judge.digest.checksum` (CPython's keyed SipHash-1-3), not 16 of BLAKE2b: reading a kept entry
hashes with BLAKE2b only the text it is kept under (its key), not the pickle too (~2.5 KB a scenario, at
five times the cost: ~10 us of each ~170 us load). The checksum still refuses every damaged entry: each
byte of a kept pickle changed, the entry is not read, the file is read again and the entry written again."""

from __future__ import annotations

import pytest

from judge import digest
from judge.dsl import checks, kept

from tests.dsl.test_kept import BOLT, cache_home  # noqa: F401 - cache_home: a fixture


def _count_blake2b(monkeypatch) -> list[int]:
    """The sizes of the data BLAKE2b digests as they are made (judge.digest's, and kept's own name for it)."""
    hashed: list[int] = []
    real = digest.blake2b

    def counting(data=b"", **kwargs):
        hashed.append(len(data))
        return real(data, **kwargs)

    monkeypatch.setattr(digest, "blake2b", counting)
    monkeypatch.setattr(kept, "blake2b", counting, raising=False)
    return hashed


def test_reading_a_kept_scenario_hashes_its_text_alone_with_blake2b(cache_home, monkeypatch):
    checks.check(str(BOLT))  # (read, checked and kept)
    text = BOLT.read_text(encoding="utf-8")
    entry = kept._store().read(kept._key(text))
    assert entry is not None and len(entry) > 1000  # (a pickle of a scenario, more than its key's text)
    hashed = _count_blake2b(monkeypatch)
    read_text, found = kept.read(str(BOLT))
    assert found is not None and found[0].title == "Giant Growth in response to Lightning Bolt"
    # its key alone: BLAKE2b of the text (on the base, the pickle's ~1.5 KB too, for its checksum)
    assert hashed == [len(text.encode("utf-8"))]


def test_the_checksum_is_8_bytes_of_siphash_before_the_pickle(cache_home):
    checks.check(str(BOLT))
    entry = kept._store().read(kept._key(BOLT.read_text(encoding="utf-8")))
    assert kept._SUM == 8 and entry[:8] == digest.checksum(entry[8:])
    assert len(digest.checksum(b"")) == 8 and digest.checksum(b"a") != digest.checksum(b"b")


@pytest.mark.parametrize("flip", [0x01, 0x80])
def test_every_byte_of_a_kept_pickle_changed_is_refused(cache_home, flip):
    checks.check(str(BOLT))
    text = BOLT.read_text(encoding="utf-8")
    store = kept._store()
    key = kept._key(text)
    good = store.read(key)
    assert kept.load(text, str(BOLT)) is not None
    for at in range(len(good)):  # (the checksum's own bytes too)
        damaged = bytearray(good)
        damaged[at] ^= flip
        store.write(key, bytes(damaged))
        assert kept.load(text, str(BOLT)) is None, at
    # read again from the text, and kept again as it was
    assert checks.check(str(BOLT)).title == "Giant Growth in response to Lightning Bolt"
    assert store.read(key) == good
