"""judge.rules.corpus: loading, id normalisation, suggestions, citations (fixture corpus)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from judge.errors import JudgeError
from judge.rules import corpus
from judge.rules.corpus import cite, get, load, normalize_id, suggest
from tests.rules.corpora import FIXTURE_CORPUS


pytestmark = pytest.mark.usefixtures("fixture_corpus")


@pytest.mark.parametrize(
    "raw, norm",
    [
        ("420.5c", "420.5c"),
        ("420.5c.", "420.5c"),
        ("r420.5c", "420.5c"),
        ("R420.5C", "420.5c"),
        (" 420.5C. ", "420.5c"),
        ("rule 420.5c", "420.5c"),
        ("420", "420"),
        ("420.", "420"),
        ("4.", "4"),
        ("Section IV Combat", "section-iv-combat"),
    ],
)
def test_normalize_id(raw, norm):
    assert normalize_id(raw) == norm


@pytest.mark.parametrize("spelling", ["420.5c", "420.5c.", "r420.5c", "R420.5C", "rule 420.5c"])
def test_get_accepts_every_spelling(spelling):
    rule = get(spelling)
    assert rule.id == "420.5c"
    assert rule.edition == "classic"
    assert rule.kind == "subrule"
    assert rule.parent == "420.5"
    assert "lethal damage" in rule.text


def test_sections_and_chapters():
    assert get("420").title == "State-Based Effects"
    assert get("420.").kind == "section"
    chapter = get("4.")
    assert chapter.kind == "chapter" and "420" in chapter.children


def test_rules_are_frozen_and_cached():
    rule = get("420.5c")
    with pytest.raises(Exception):
        rule.text = "x"  # type: ignore[misc]
    assert get("420.5c") is rule
    assert load() is load("classic")


def test_examples_are_strings():
    rule = get("420.4")
    assert rule.examples and all(isinstance(e, str) for e in rule.examples)


def test_descendants_in_document_order():
    ed = load()
    assert [r.id for r in ed.descendants("420")][:3] == ["420.1", "420.2", "420.3"]
    assert [r.id for r in ed.descendants("420.5")] == [f"420.5{c}" for c in "abcdef"]


def test_suggest_siblings_for_unknown_subrule():
    assert suggest("420.5h") == [f"420.5{c}" for c in "abcdef"]


def test_suggest_nearest_rules_of_the_section():
    assert suggest("420.9") == ["420.1", "420.2", "420.3", "420.4", "420.5"]


def test_suggest_nearest_section_for_unknown_section():
    assert suggest("999.1") == []  # no section near it: none rather than a wrong one (issue 42)
    assert suggest("240.1") == ["420.1"]  # a slip of its digits
    assert suggest("419") == ["418", "420"]


def test_unknown_id_message_names_suggestions():
    with pytest.raises(JudgeError) as err:
        get("420.5h")
    assert err.value.message == (
        "no rule 420.5h in edition classic; did you mean 420.5a, 420.5b, …, 420.5f?"
    )
    assert err.value.exit_code == 2


def test_cite_returns_the_rule_and_rejects_unknown_ids():
    assert cite("420.5c").id == "420.5c"
    assert cite("418.5a", "2006").edition == "2006"
    with pytest.raises(JudgeError, match="no rule 420.5z"):
        cite("420.5z")


def test_editions():
    assert corpus.EDITIONS == ["classic", "2002", "2006", "2021", "rulebook"]
    assert corpus.resolve_edition("Classic-2000") == "classic"
    with pytest.raises(JudgeError, match="unknown edition 'classik'; did you mean classic"):
        load("classik")


def test_missing_edition_file_is_a_judge_error():
    with pytest.raises(JudgeError, match="corpus for edition 2021 is missing"):
        load("2021")
    assert corpus.available_editions() == ["classic", "2006", "rulebook"]


def test_rulebook_by_id_or_section_title():
    ed = load("rulebook")
    assert ed.get("rulebook.4.5").kind == "subsection"
    assert ed.get("Regeneration").id == "rulebook.4.5"
    assert ed.get("regeneration").offset == 30100
    with pytest.raises(JudgeError, match=r"did you mean rulebook.4.5 \(Regeneration\)"):
        ed.get("regenration")


def test_to_json_shape():
    data = get("420.5c").to_json()
    for key in ("id", "edition", "title", "text", "examples", "children", "refs", "parent"):
        assert key in data
    assert isinstance(data["examples"], list) and isinstance(data["children"], list)


def test_corpus_dir_default_is_the_checkout(monkeypatch):
    monkeypatch.delenv(corpus.ENV_VAR, raising=False)
    import judge

    path = corpus.corpus_dir()
    assert path.name == "rules_corpus"
    from pathlib import Path

    assert path.parent in (Path(judge.__file__).resolve().parent, Path(judge.__file__).resolve().parent.parent)


def test_nothing_is_loaded_at_import():
    code = (
        "import judge.rules.corpus as c, judge.rules.search, judge.rules.history, judge.rules.glossary, sys;"
        "assert c.load_edition.cache_info().currsize == 0;"
        "assert 'rich' not in sys.modules and 'typer' not in sys.modules, [m for m in sys.modules if m.startswith(('rich','typer'))]"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_installed_layout_reads_the_packaged_corpus(tmp_path):
    """In a wheel the corpus is judge/rules_corpus (pyproject force-include)."""
    import shutil
    from pathlib import Path

    import judge

    site = tmp_path / "site"
    shutil.copytree(Path(judge.__file__).parent, site / "judge", ignore=shutil.ignore_patterns("__pycache__", "rules_corpus"))
    shutil.copytree(FIXTURE_CORPUS, site / "judge" / "rules_corpus")
    code = (
        "import judge, judge.rules.corpus as c;"
        "print(judge.__file__); print(c.corpus_dir()); print(c.get('420.5c').id)"
    )
    env = {k: v for k, v in __import__("os").environ.items() if k != corpus.ENV_VAR}
    env["PYTHONPATH"] = str(site)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=tmp_path, check=True)
    file, where, rule = out.stdout.split()
    assert file.startswith(str(site)) and where == str((site / "judge" / "rules_corpus").resolve())
    assert rule == "420.5c"
