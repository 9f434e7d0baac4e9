"""The JSON contract (issue 42): every command with --json prints JSON on stdout in every case —
its document, or the error document (message, exit code, diagnostics with file, line, column) —
and each has a JSON Schema in docs/schemas/ that its real output is validated against.

The validator is the jsonschema package (the test extra): the reference implementation of the
JSON Schema specification, which also checks each schema file against the specification's
metaschema — a validator of our own would hold the output only to the subset of the language it
knew, and the schemas to nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app

jsonschema = pytest.importorskip("jsonschema")
referencing = pytest.importorskip("referencing")

ROOT = Path(__file__).resolve().parents[2]
SCHEMAS = ROOT / "docs" / "schemas"
DRILL_SCENARIO = "scenarios/combat/310-4-recipient-left-play-damage-not-dealt.mtg"


def _schemas() -> dict[str, dict]:
    return {p.name.removesuffix(".schema.json"): json.loads(p.read_text(encoding="utf-8"))
            for p in sorted(SCHEMAS.glob("*.schema.json"))}


@pytest.fixture(scope="module")
def validators():
    from referencing.jsonschema import DRAFT202012

    schemas = _schemas()
    registry = referencing.Registry().with_resources(
        [(s["$id"], referencing.Resource.from_contents(s, default_specification=DRAFT202012)) for s in schemas.values()])
    return {name: jsonschema.Draft202012Validator(s, registry=registry) for name, s in schemas.items()}


def _json_commands() -> list[str]:
    """Every command (``drill lint`` for a group's) that takes --json, by its schema's name."""
    import typer.main

    found = []

    def walk(cmd, prefix: str) -> None:
        if any("--json" in getattr(p, "opts", ()) for p in cmd.params):
            found.append(prefix)
        for name, sub in sorted(getattr(cmd, "commands", {}).items()):
            walk(sub, f"{prefix}-{name}" if prefix else name)

    walk(typer.main.get_command(app), "")
    return found


def test_every_json_command_has_a_valid_schema():
    schemas = _schemas()
    assert set(_json_commands()) | {"error"} == set(schemas)
    for name, schema in schemas.items():
        jsonschema.Draft202012Validator.check_schema(schema)
        assert schema["$id"] == f"urn:judge:schema:{name}"


#: (schema, argv, exit status, whether the error document): each command's every kind of answer,
#: a mistake of its input and a mistake of its command line.
CASES = [
    ("rule", ["rule", "420.5c", "420"], 0, False),
    ("rule", ["rule", "420", "--children"], 0, False),
    ("rule", ["rule", "999.9"], 2, True),
    ("search", ["search", "mana burn", "--limit", "2"], 0, False),
    ("search", ["search", "mana burn", "--limit", "many"], 2, True),
    ("glossary", ["glossary", "regenerate"], 0, False),
    ("history", ["history", "418.5a"], 0, False),
    ("history", ["history", "420.5c"], 0, False),
    ("history", ["history", "102.4"], 0, False),
    ("history", ["history", "999.9"], 2, True),
    ("check", ["check", "scenarios/examples/giant_growth_vs_bolt.mtg",
               "scenarios/engine/217-1-words-of-later-rules-read-as-classic.mtg"], 0, False),
    ("check", ["check", "no-such-file.mtg"], 2, False),  # (a file's problem: its entry says it)
    ("check", ["check", "scenarios/examples/mana_burn.mtg", "--limit", "nothing=3"], 2, True),
    ("ask", ["ask", "scenarios/engine/102-3-a-line-after-the-game-ended-ends-that-outcome-alone.mtg"], 0, False),
    ("ask", ["ask", "scenarios/examples/gravedigger_may.mtg"], 0, False),
    ("ask", ["ask", "no-such-file.mtg"], 2, True),
    ("ask", ["ask", "scenarios/examples/mana_burn.mtg", "--max-outcomes", "lots"], 2, True),
    ("test", ["test", "scenarios/examples/giant_growth_vs_bolt.mtg",
              "scenarios/engine/102-3-a-line-after-the-game-ended-ends-that-outcome-alone.mtg"], 0, False),
    ("test", ["test", "no-such-folder"], 2, True),
    ("card", ["card", "mogg fanatic"], 0, False),
    ("card", ["card", "Zzzyzx Qqq"], 2, True),
    ("cards", ["cards"], 0, False),
    ("cards", ["cards", "--search", "exchange control", "--limit", "2"], 0, False),
    ("cards", ["cards", "--type", "goblin"], 2, True),
    ("drill", ["drill", "--seed", "5", "--scenario", DRILL_SCENARIO, "--answers", "drills/sample-answers.txt",
               "--now", "2026-01-01T10:00"], 0, False),
    ("drill", ["drill", "--count", "several"], 2, True),
    ("drill-lint", ["drill", "lint", "--scenario", DRILL_SCENARIO], 0, False),
    ("drill-stats", ["drill", "stats", "--now", "2026-01-02T10:00"], 0, False),
]


@pytest.mark.parametrize("schema,argv,status,failed", CASES, ids=[" ".join(c[1][:2]) + f" {c[2]}" for c in CASES])
def test_real_output_is_json_of_its_schema(schema, argv, status, failed, validators, tmp_path, monkeypatch):
    monkeypatch.chdir(ROOT)
    res = CliRunner().invoke(app, argv + ["--json"], env={"JUDGE_DATA_DIR": str(tmp_path), "COLUMNS": "100"})
    assert res.exit_code == status, res.output
    doc = json.loads(res.stdout)  # JSON on stdout, and only JSON, in every case
    validators[schema].validate(doc)
    assert ("error" in doc and isinstance(doc, dict)) == failed
    if failed:
        assert doc["error"]["exit_code"] == status and doc["error"]["message"]


def test_an_error_in_a_file_is_located(tmp_path, validators):
    bad = tmp_path / "bad.mtg"
    bad.write_text('title "t"\nplayer Alice\nplyer Bob\n', encoding="utf-8")
    res = CliRunner().invoke(app, ["ask", str(bad), "--json"])
    doc = json.loads(res.stdout)
    validators["ask"].validate(doc)
    (diag,) = doc["error"]["diagnostics"]
    assert (diag["path"], diag["line"], diag["column"], diag["hint"]) == (str(bad), 3, 1, "did you mean 'player'?")
    # an error met while simulating (every outcome of the scenario): located too
    bad.write_text('title "t"\nplayer Alice\nplayer Bob\nturn Alice, precombat main\nmana is not tracked\n'
                   'Alice hand: Shock\nBob hand: Grizzly Bears\nAlice casts Shock targeting Grizzly Bears\n',
                   encoding="utf-8")
    res = CliRunner().invoke(app, ["ask", str(bad), "--json"])
    doc = json.loads(res.stdout)
    assert res.exit_code == 2 and doc["error"]["diagnostics"][0]["line"] == 8


def test_outcome_numbers_are_1_based_everywhere(validators, monkeypatch):
    monkeypatch.chdir(ROOT)
    res = CliRunner().invoke(app, ["ask", "scenarios/examples/earthquake_and_two_triggers.mtg", "--json"])
    doc = json.loads(res.stdout)
    numbers = [o["number"] for o in doc["outcomes"]]
    assert numbers == list(range(1, len(numbers) + 1))
    for o in doc["outcomes"]:
        assert o.get("same_end_as", 1) in numbers[: o["number"] - 1] or "same_end_as" not in o
    for q in doc["questions"]:
        covered = [n for a in q["answers"] for n in a["outcomes"]]
        assert sorted(covered + q["errors"]) == numbers  # every outcome, each once, as printed
        for a in q["answers"]:  # each outcome's own choices
            assert a["choices"] == [[c["words"] for c in doc["outcomes"][n - 1]["choices"]] for n in a["outcomes"]]
