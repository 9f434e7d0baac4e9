"""(fifty-ninth session) ``kept.load`` slices the kept pickle once (summed, then read) and sets a text
without CR on the scenario as it is (not replaced twice): for bundled scenarios written with LF,
CRLF and CR line ends, a scenario read back as kept holds the source the parser sets
(``"\\n".join(split_lines(text))``) and equals the scenario parsed; a kept entry whose pickle is
damaged (the sum not its own) or whose sum is damaged is not read."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge.dsl import kept
from judge.dsl import parser as P
from judge.dsl.source import split_lines
from tests.bundled import bundled_scenarios

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = list(bundled_scenarios()[::150])


# a private cache directory of the test's own (the fixture of tests/dsl/test_kept.py)
from tests.dsl.test_kept import cache_home  # noqa: E402,F401 - a pytest fixture, used by name


@pytest.mark.parametrize("ends", ["\n", "\r\n", "\r", "mixed"])
def test_a_kept_scenario_holds_the_source_the_parser_sets(cache_home, ends):
    count = 0
    for path in SAMPLE:
        plain = path.read_text(encoding="utf-8")
        if ends == "mixed":
            lines = plain.split("\n")
            text = "".join(line + ("\r\n", "\r", "\n")[i % 3] for i, line in enumerate(lines[:-1])) + lines[-1]
        else:
            text = plain.replace("\n", ends)
        try:
            parsed = P.parse(text, str(path))
        except Exception:  # noqa: BLE001 - scenarios that are errors by design
            continue
        kept.save(text, parsed, "names")
        found = kept.load(text, str(path))
        assert found is not None and found[1] == "names", path
        scenario = found[0]
        assert scenario.source == "\n".join(split_lines(text)) == parsed.source, path
        assert "\r" not in scenario.source and scenario.path == str(path)
        assert scenario == parsed, path
        count += 1
    assert count > 20


def test_a_damaged_pickle_or_sum_is_not_read(cache_home):
    path = SAMPLE[0]
    text = path.read_text(encoding="utf-8")
    kept.save(text, P.parse(text, str(path)), "names")
    store = kept._store()
    [key] = store.keys()
    good = store.read(key)
    assert kept.load(text, str(path)) is not None
    body = bytearray(good)
    body[-3] ^= 1  # (the pickle's)
    store.write(key, bytes(body))
    assert kept.load(text, str(path)) is None
    total = bytearray(good)
    total[0] ^= 1  # (the sum's)
    store.write(key, bytes(total))
    assert kept.load(text, str(path)) is None
    store.write(key, good)
    assert kept.load(text, str(path)) is not None
