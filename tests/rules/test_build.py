"""Tests for the rules-corpus builder (judge.rules.build).

Every number asserted here was checked by reading the seeds in
``shared/seeds`` (and cross-checked with grep), never copied from the
builder's output.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path

import pytest

from judge.rules.build import EDITIONS, build_all, dumps

REPO = Path(__file__).resolve().parents[2]
SEEDS = Path(os.environ.get("JUDGE_SEEDS") or REPO.parent / "shared" / "seeds")

if not SEEDS.is_dir():  # pragma: no cover - CI always has shared/ beside the repo
    pytest.skip(f"seed directory {SEEDS} not found (set JUDGE_SEEDS)", allow_module_level=True)


@pytest.fixture(scope="module")
def corpus() -> dict[str, dict]:
    return build_all(SEEDS)


def rules_by_id(corpus, edition):
    return {r["id"]: r for r in corpus[edition]["rules"]}


def seed_lines(prefix: str) -> list[str]:
    (path,) = sorted(SEEDS.glob(prefix + "*.txt"))
    return path.read_text(encoding="utf-8").split("\n")


# ---------------------------------------------------------------- counts

# (chapters, sections, rules, subrules) counted in each seed's body.
KIND_COUNTS = {
    "classic": {"chapter": 5, "section": 63, "rule": 201, "subrule": 155},
    "2002": {"chapter": 1, "section": 18, "rule": 50, "subrule": 60},
    "2006": {"section": 6, "rule": 23, "subrule": 20},
    "2021": {"chapter": 1, "section": 20, "rule": 147, "subrule": 235},
    "rulebook": {"section": 6, "subsection": 26},
}


@pytest.mark.parametrize("edition", sorted(KIND_COUNTS))
def test_counts_per_kind(corpus, edition):
    got = Counter(r["kind"] for r in corpus[edition]["rules"])
    assert dict(got) == KIND_COUNTS[edition]


def test_glossary_counts(corpus):
    assert len(corpus["classic"]["glossary"]) == 188
    assert len(corpus["rulebook"]["glossary"]) == 113
    for ed in ("2002", "2006", "2021"):
        assert corpus[ed]["glossary"] == []


def test_first_and_last_rules(corpus):
    assert corpus["classic"]["coverage"] == {"first": "1", "last": "502.9g"}
    assert corpus["2002"]["coverage"] == {"first": "2", "last": "217.9c"}
    assert corpus["2006"]["coverage"] == {"first": "412.4", "last": "418.5b"}
    assert corpus["2021"]["coverage"] == {"first": "1", "last": "119.4b"}


def test_ids_unique(corpus):
    for ed, obj in corpus.items():
        ids = [r["id"] for r in obj["rules"]]
        assert len(ids) == len(set(ids)), ed


# ---------------------------------------------------------------- every numbered line

# Body line ranges (1-based, inclusive) read off the seeds: from the first
# chapter/section heading of the body to the line before the end marker.
BODY_RANGES = {
    "classic": ("000_", 187, 1131),  # "1. The Game" .. 502.9g (then "Glossary")
    "2002": ("004_", 76, 345),  # "2. Cards" .. 217.9c (then "BACK TO THE TOP")
    "2006": ("002_", 9, 146),  # 412.4 .. 418.5b examples (then "‹ Prev")
    "2021": ("001_", 1163, 1588),  # second "1. Game Concepts" .. 119.4b (EOF)
}
NUMBER_AT_START = re.compile(r"\s*(\d[\d.]*[a-z]?)(?=[\s.A-Z])")


@pytest.mark.parametrize("edition", sorted(BODY_RANGES))
def test_every_numbered_body_line_is_a_rule(corpus, edition):
    """Scan the raw seed body independently: every line that starts with a
    number must be the start line of a corpus rule with that id (or a
    recorded repair of it), and there must be no other rules."""
    prefix, first, last = BODY_RANGES[edition]
    lines = seed_lines(prefix)
    by_line = {r["line"]: r for r in corpus[edition]["rules"]}
    repairs = {(rp["line"], rp["id"]): rp for rp in corpus[edition]["repairs"]}
    numbered = 0
    for n in range(first, last + 1):
        m = NUMBER_AT_START.match(lines[n - 1])
        if not m:
            continue
        numbered += 1
        printed = m.group(1).rstrip(".")
        assert n in by_line, f"line {n} ({printed}) is not in the corpus"
        rule = by_line[n]
        if rule["id"] != printed:
            assert (n, rule["id"]) in repairs, f"line {n}: {printed} became {rule['id']} without a repair"
    assert numbered == len(corpus[edition]["rules"])


def _blob(obj: dict) -> str:
    parts = []
    for r in obj["rules"]:
        parts += [r["title"], r["text"], r.get("original", ""), *r["examples"], *r.get("examples_original", [])]
    for g in obj["glossary"]:
        parts += [g["term"], g["text"], g.get("original", ""), *g["examples"], *g.get("examples_original", [])]
    return "\n".join(parts)


@pytest.mark.parametrize("edition", sorted(BODY_RANGES))
def test_no_body_text_lost(corpus, edition):
    """Every piece of every body line (minus its number / "Example:" label)
    occurs verbatim in the corpus (text, original, examples or title)."""
    prefix, first, last = BODY_RANGES[edition]
    lines = seed_lines(prefix)
    blob = re.sub(r"\s+", " ", _blob(corpus[edition]))
    for n in range(first, last + 1):
        line = lines[n - 1].strip()
        line = re.sub(r"^\d[\d.]*[a-z]?\.?\s*", "", line)
        for piece in re.split(r"\bExample:\s*", line, flags=re.IGNORECASE):
            piece = piece.strip()
            if piece:
                assert piece in blob, f"{edition} line {n}: {piece[:60]!r} lost"


# ---------------------------------------------------------------- repairs

def test_classic_repairs(corpus):
    got = [(r["line"], r["found"], r["id"]) for r in corpus["classic"]["repairs"]]
    assert got == [
        (515, "305.3.The", "305.3"),
        (549, "309.2a.", "309.2a"),
        (735, "408.f", "408.2f"),
        (737, "408.g", "408.2g"),
        (757, "409.3 An", "409.3"),
        (807, "410.11 Some", "410.11"),
    ]
    for r in corpus["classic"]["repairs"]:
        assert r["reason"]


def test_other_repairs(corpus):
    assert [(r["line"], r["found"], r["id"]) for r in corpus["2002"]["repairs"]] == [(338, "217.9 Ante", "217.9")]
    assert [(r["line"], r["found"], r["id"]) for r in corpus["2021"]["repairs"]] == [(1582, "119.1d.", "119.1d")]
    assert corpus["2006"]["repairs"] == []
    assert corpus["rulebook"]["repairs"] == []


def test_repaired_rules_have_clean_text(corpus):
    c = rules_by_id(corpus, "classic")
    assert c["305.3"]["text"].startswith("The main phase begins with the active player having priority.")
    assert c["408.2f"]["parent"] == "408.2" and c["408.2g"]["parent"] == "408.2"
    assert c["408.2"]["children"] == ["408.2a", "408.2b", "408.2c", "408.2d", "408.2e", "408.2f", "408.2g"]
    assert c["408.2g"]["text"].startswith("Game actions-untapping during the untap step")
    assert c["409.3"]["text"].startswith("An activation cost for a creature's ability that includes tapping ({T})")
    assert rules_by_id(corpus, "2002")["217.9"]["title"] == "Ante"


# ---------------------------------------------------------------- examples

def test_classic_examples_attached(corpus):
    c = rules_by_id(corpus, "classic")
    with_examples = [r["id"] for r in corpus["classic"]["rules"] if r["examples"]]
    assert len(with_examples) == 37  # 37 "EXAMPLE:" paragraphs, one per rule
    for rid in ("420.4", "418.3b", "419.6a", "410.6", "410.10b", "410.10d", "410.11", "411.3", "413.2c"):
        assert len(c[rid]["examples"]) == 1, rid
    for rid in ("410.10a", "410.10c", "420.5", "420.5c", "418.3a", "409.1"):
        assert c[rid]["examples"] == [], rid
    assert c["420.4"]["examples"][0].startswith("A player controls a creature with the ability")
    assert c["413.2c"]["examples"] == [
        "A spell's instruction reads, \"You may sacrifice a creature. If you don't, you lose 4 life.\" "
        "A player who controls no creatures can't choose the sacrifice option."
    ]
    # the unnumbered paragraph after 410.10d's example continues the rule text
    assert c["410.10d"]["text"].endswith(
        "\n\"Leaves play\" triggers are zone-change triggers, even if the trigger condition doesn't care what "
        "zone the permanent is going to. If they attempt to do something to the card that left play, they'll "
        "look for it only in the first zone that it went to after leaving play."
    )
    assert "Example" not in c["410.10d"]["text"] and "EXAMPLE" not in c["410.10d"]["text"]


def test_example_totals(corpus):
    total = {ed: sum(len(r["examples"]) for r in corpus[ed]["rules"]) for ed in ("classic", "2002", "2006", "2021")}
    assert total == {"classic": 37, "2002": 7, "2006": 17, "2021": 23}


def test_inline_examples_2002(corpus):
    r = rules_by_id(corpus, "2002")["214.4a"]
    assert r["text"].endswith("but any other types the ermanent has are replaced.")  # scrape typo kept
    assert r["examples"][0].startswith('An ability reads, "All lands are 1/1 creatures that are still lands." '
                                       "The affected lands now have two types")


def test_2006_examples_and_continuations(corpus):
    r = rules_by_id(corpus, "2006")
    assert len(r["418.5a"]["examples"]) == 3
    assert len(r["418.5b"]["examples"]) == 3
    assert len(r["413.2a"]["examples"]) == 2
    assert r["418.5a"]["text"].split("\n")[1].startswith("Inside each layer from 1 through 5")
    assert r["415.3"]["text"].split("\n")[1].startswith("Neither Equipment spells nor Equipment permanents")
    assert r["418.5a"]["examples"][2].endswith("If the first effect is applied to it again, it will become a 3/3 "
                                               "land creature again.")


# ---------------------------------------------------------------- joining

def test_split_word_joined_2006(corpus):
    r = rules_by_id(corpus, "2006")["415.7a"]
    assert r["text"] == ("The target of a spell or ability can change only to another legal target. If the target "
                         "can’t be changed to another legal target, the original target is unchanged.")


def test_hard_wraps_joined_2002(corpus):
    r = rules_by_id(corpus, "2002")
    assert r["201.1"]["text"].endswith("Some cards may have more than one of any or all of these parts.")
    assert "\n" not in r["212.1"]["text"]
    assert "sorcery. Only one multiple type—artifact creature—currently exists." in r["212.1"]["text"]


def test_clean_text_examples(corpus):
    c = rules_by_id(corpus, "classic")
    assert c["420.5c"]["text"] == (
        "A creature with lethal damage is destroyed. Lethal damage is an amount of damage greater than 0 and "
        "greater than or equal to a creature's toughness. Regeneration does replace this event."
    )
    assert c["420.5c"]["line"] == 997
    assert rules_by_id(corpus, "2021")["100.1"]["text"] == (
        "These Magic rules apply to any Magic game with two or more players, including two-player games and "
        "multiplayer games."
    )
    assert rules_by_id(corpus, "2006")["412.4"]["line"] == 9


# ---------------------------------------------------------------- titles and tree

def test_titles(corpus):
    c = rules_by_id(corpus, "classic")
    assert c["4"]["title"] == "Spells, Abilities, and Effects" and c["4"]["kind"] == "chapter"
    assert c["420"]["title"] == "State-Based Effects" and c["420"]["kind"] == "section"
    assert c["214.6"]["title"] == "Artifacts" and c["214.6"]["text"] == ""
    assert c["408.1"]["title"] == "Timing, Priority, and the Stack"
    assert c["420.5"]["title"] == "" and c["420.5"]["text"] == "The state-based effects are as follows:"
    assert rules_by_id(corpus, "2021")["100.1"]["title"] == ""
    assert rules_by_id(corpus, "2006")["415.7"]["title"] == "Changing Targets"


def test_tree(corpus):
    c = rules_by_id(corpus, "classic")
    assert c["420.5c"]["parent"] == "420.5"
    assert c["420.5"]["parent"] == "420"
    assert c["420"]["parent"] == "4"
    assert c["4"]["parent"] is None
    assert c["420.5"]["children"] == ["420.5a", "420.5b", "420.5c", "420.5d", "420.5e", "420.5f"]
    assert c["420"]["children"] == ["420.1", "420.2", "420.3", "420.4", "420.5"]
    assert c["5"]["children"] == ["500", "501", "502"]
    for ed, obj in corpus.items():
        by = {r["id"]: r for r in obj["rules"]}
        for r in obj["rules"]:
            for ch in r["children"]:
                assert by[ch]["parent"] == r["id"], (ed, ch)
            if r["parent"] is not None:
                assert r["id"] in by[r["parent"]]["children"], (ed, r["id"])
    # 2006 starts inside section 412: no parent in this edition
    assert rules_by_id(corpus, "2006")["412.4"]["parent"] is None


def test_document_order(corpus):
    for ed in ("classic", "2002", "2006", "2021"):
        lines = [r["line"] for r in corpus[ed]["rules"]]
        assert lines == sorted(lines)
    offsets = [r["offset"] for r in corpus["rulebook"]["rules"]]
    assert offsets == sorted(offsets)


# ---------------------------------------------------------------- refs

def test_refs_classic(corpus):
    c = rules_by_id(corpus, "classic")
    assert c["205.1"]["refs"] == ["212", "213", "214", "215"]  # "See rules 212-215."
    assert c["214.8c"]["refs"] == ["420.5d", "214.8g"]  # from its example
    assert c["308.3"]["refs"] == ["308.1", "308.2", "422"]
    assert c["308.2"]["refs"] == ["5", "409.1f"]  # "See section 5" -> chapter 5
    assert c["410.9"]["refs"] == ["306", "307", "308", "309", "310", "311", "5"]
    assert c["101.4"]["refs"] == ["304"]
    # every classic rule reference points at a rule the seed contains; only the
    # glossary's references to Appendix B ("Older Rules", not in the seed) miss
    un = [(u["from"], u["source"], u["ref"], u["reason"]) for u in corpus["classic"]["unresolved_refs"]]
    assert un == [
        ("Banding, Bands with Other (Obsolete)", "glossary", "Appendix B, section 5", "outside this edition's coverage"),
        ("Leaves Play", "glossary", "Appendix B", "outside this edition's coverage"),
        ("Phased Out (Obsolete)", "glossary", "Appendix B", "outside this edition's coverage"),
        ("Phasing (Obsolete)", "glossary", "Appendix B", "outside this edition's coverage"),
    ]
    g = {e["term"]: e for e in corpus["classic"]["glossary"]}
    assert g["Banding, Bands with Other (Obsolete)"]["refs"] == []  # not chapter 5
    assert g["Card"]["refs"] == ["2"] and g["Combat Phase"]["refs"] == ["306", "307", "308", "309", "310", "311"]


def test_refs_2006(corpus):
    r = rules_by_id(corpus, "2006")
    un = {(u["from"], u["ref"]): u for u in corpus["2006"]["unresolved_refs"]}
    u = un[("413.2e", "409.1a-i")]
    assert u["reason"] == "outside this edition's coverage"
    assert u["missing"] == [f"409.1{c}" for c in "abcdefghi"]
    assert r["418.5a"]["refs"] == ["418.5b"]  # "rules 418.5b-418.5g": only 418.5b is in the seed
    assert un[("418.5a", "418.5b-418.5g")]["missing"] == ["418.5c", "418.5d", "418.5e", "418.5f", "418.5g"]
    assert r["413.1"]["refs"] == ["416"]
    assert r["418.3c"]["refs"] == ["413.2f"]
    assert len(corpus["2006"]["unresolved_refs"]) == 8


def test_refs_2002_and_2021(corpus):
    un = {(u["from"], u["ref"]) for u in corpus["2002"]["unresolved_refs"]}
    assert ("213.1", "409.1a-409.1f") in un and ("217.8a", "502.15") in un
    assert rules_by_id(corpus, "2002")["212.2"]["refs"] == ["212.2c"]
    u21 = corpus["2021"]["unresolved_refs"]
    assert {u["reason"] for u in u21} == {"outside this edition's coverage"}
    assert ("119.2", "120.3") in {(u["from"], u["ref"]) for u in u21}
    assert rules_by_id(corpus, "2021")["101.4b"]["refs"] == ["101.4a"]


def test_unresolved_refs_are_really_absent(corpus):
    for ed, obj in corpus.items():
        ids = {r["id"] for r in obj["rules"]}
        for u in obj["unresolved_refs"]:
            assert u["missing"] and not (set(u["missing"]) & ids), (ed, u)
            assert u["reason"] in ("outside this edition's coverage", "no such rule")


# ---------------------------------------------------------------- symbols in the corpus

def test_symbols_in_corpus(corpus):
    c = rules_by_id(corpus, "classic")
    assert "a mana cost of {2}{W} is white; one with a mana cost of {2}{W}{B} is both" in c["203.2"]["text"]
    assert "oo2oW" in c["203.2"]["original"]
    assert '"{T}: Add [mana symbol] to your mana pool"' in c["214.9e"]["text"]
    assert c["406.1c"]["examples"] == ['A card has an ability that reads, "{T}: Add {G} to your mana pool for each '
                                       'creature you control." This is still a mana ability even if you control '
                                       'no creatures.']
    assert "original" not in c["420.5c"]
    r02 = rules_by_id(corpus, "2002")
    assert "a mana cost of {3}{U}{U} translates" in r02["203.3"]["text"]
    assert '"{T}: Add [mana symbol] to your mana pool,"' in r02["214.9e"]["text"]


# ---------------------------------------------------------------- glossary

def glossary(corpus, ed):
    return {g["term"]: g for g in corpus[ed]["glossary"]}


def test_classic_glossary(corpus):
    g = glossary(corpus, "classic")
    terms = [e["term"] for e in corpus["classic"]["glossary"]]
    assert terms[:4] == ["Ability", "Activated Ability", "Activation Cost", "Active Player"]
    assert terms[-3:] == ["Yield Priority (Obsolete)", "You/Your", "Zone"]
    assert g["Lethal Damage"]["text"] == (
        "Lethal damage is an amount of damage greater than 0 and greater than or equal to a creature's toughness. "
        "A creature with lethal damage is destroyed. This is a state-based effect."
    )
    assert g["Library"]["refs"] == ["217.2"]
    assert g["Color"]["text"].split("\n")[1] == (
        "A card's initial color is determined by the color(s) of the mana symbols in its mana cost.")
    assert g["You/Your"]["text"] == 'The words "you" and "your" on a card always refer to its current controller.'
    assert len(g['"As though"']["examples"]) == 3
    assert g["Forestwalk"]["see_also"] == ["Landwalk"]
    assert g["Enchantment"]["see_also"] == ["Global Enchantment", "Local Enchantment"]
    assert g["Mana Symbol"]["text"].startswith("The mana symbols are {W}, {U}, {B}, {R}, {G}, {0}, numerals, and {X}.")
    assert "Numeral symbols (such as {1}) are generic" in g["Mana Symbol"]["text"]
    # the expansion-symbol list stays inside its entry
    for sub in ("Expansions and Editions", "Reprints", "Social-Play Sets", "Unglued(tm) [symbol]"):
        assert sub not in g and sub in g["Expansion Symbol"]["text"]
    assert g["Counter"]["text"].startswith("1. To counter a spell or ability")
    assert all(e["text"] for e in corpus["classic"]["glossary"])


RULEBOOK_TERMS_SAMPLE = ["Ability", "Activated ability", '"As though"', "Lethal damage", "Library",
                         "Life, Life total", "Non-", "Respond, Response", "X", "You"]


def test_rulebook_glossary(corpus):
    from judge.rules.build_rulebook import TERMS

    (raw,) = [p.read_text(encoding="utf-8") for p in SEEDS.glob("003_*.txt")]
    entries = corpus["rulebook"]["glossary"]
    assert [e["term"] for e in entries] == TERMS
    offsets = [e["offset"] for e in entries]
    assert offsets == sorted(offsets)
    for e in entries:
        assert raw[e["offset"]:e["offset"] + len(e["term"])] == e["term"]
        assert e["text"], e["term"]
    terms = [e["term"] for e in entries]
    assert [t for t in terms if t in RULEBOOK_TERMS_SAMPLE] == RULEBOOK_TERMS_SAMPLE
    g = glossary(corpus, "rulebook")
    assert g["Lethal damage"]["text"] == (
        "Enough damage to destroy a creature. A creature has received lethal damage when the damage it’s dealt "
        "over the course of one turn equals or exceeds its toughness. See also Toughness."
    )
    assert g["Lethal damage"]["see_also"] == ["Toughness"]
    assert g["Library"]["text"].startswith("Your draw pile.")
    assert g["Life, Life total"]["text"].startswith("Each player begins the game with a life total, or score, of 20.")
    assert g["You"]["text"] == "The word \"you\" on a Magic card always refers to the card’s current controller."
    assert "Questions" not in g["You"]["text"]
    assert g["Activated ability"]["text"].startswith('An ability that’s played by paying its activation cost. '
                                                     'The cost appears before a colon in front of the ability’s '
                                                     'text. For example, "{2}, {T}: Gain 1 life"')


def test_rulebook_sections(corpus):
    from judge.rules.build_rulebook import HEADINGS

    (raw,) = [p.read_text(encoding="utf-8") for p in SEEDS.glob("003_*.txt")]
    rules = corpus["rulebook"]["rules"]
    assert [r["id"] for r in rules] == [h[0] for h in HEADINGS]
    for r, (_, _, _, printed) in zip(rules, HEADINGS):
        assert raw[r["offset"]:r["offset"] + len(printed)] == printed
        if r["kind"] == "subsection":
            assert r["text"], r["id"]
    rb = {r["id"]: r for r in rules}
    assert rb["rulebook.1.3"]["title"] == "Starting the Game"
    assert rb["rulebook.1.3"]["text"].startswith("Each player starts the game with 20 life")
    assert rb["rulebook.1.3"]["parent"] == "rulebook.1"
    assert rb["rulebook.4"]["children"] == [f"rulebook.4.{i}" for i in range(1, 6)]
    assert rb["rulebook.0"]["text"].startswith("The Magic: The Gathering® game defies comparison.")
    assert "MTGnews" not in rb["rulebook.0"]["text"]
    assert "If the mana cost reads {2}{U}, you can play the card" in rb["rulebook.1.4"]["text"]
    assert "the colored mana symbols ({W}, {U}, {B}, {R}, {G}) are used" in rb["rulebook.1.5"]["text"]


# ---------------------------------------------------------------- output files

def test_schema_keys(corpus):
    for ed, obj in corpus.items():
        assert list(obj)[:4] == ["edition", "name", "seed", "coverage"]
        assert {"rules", "glossary", "repairs", "unresolved_refs"} <= set(obj)
        for r in obj["rules"]:
            assert {"id", "kind", "title", "text", "examples", "parent", "children", "refs", "line"} <= set(r)
            if "original" in r:
                assert r["original"] != r["text"]
        for g in obj["glossary"]:
            assert {"term", "text", "examples", "refs", "see_also"} <= set(g)


def test_editions_and_seeds(corpus):
    assert sorted(corpus) == ["2002", "2006", "2021", "classic", "rulebook"]
    assert corpus["classic"]["seed"] == "000_664e7b0aeb351fc1.txt"
    assert [e.key for e in EDITIONS] == list(corpus)


def test_deterministic(corpus):
    again = build_all(SEEDS)
    for ed in corpus:
        assert dumps(again[ed]) == dumps(corpus[ed])


def test_committed_corpus_is_fresh(corpus):
    out = REPO / "rules_corpus"
    for ed, obj in corpus.items():
        path = out / f"{ed}.json"
        assert path.exists(), f"{path} missing: run python -m judge.rules.build"
        assert path.read_bytes() == dumps(obj).encode("utf-8"), f"{path} is stale: run python -m judge.rules.build"
        json.loads(path.read_text(encoding="utf-8"))


def test_rulebook_item_labels_start_paragraphs(corpus):
    from judge.rules.build_rulebook import ITEM_LABELS

    rb = {r["id"]: r for r in corpus["rulebook"]["rules"]}
    for rid, labels in ITEM_LABELS.items():
        text = rb[rid].get("original", rb[rid]["text"])
        starts = [p for p in text.split("\n")]
        for label in labels:
            assert any(p.startswith(label) for p in starts), (rid, label)


def test_cli_writes_corpus(tmp_path, corpus):
    from judge.rules.build import main

    assert main(["--seeds", str(SEEDS), "--out", str(tmp_path)]) == 0
    for ed, obj in corpus.items():
        text = (tmp_path / f"{ed}.json").read_text(encoding="utf-8")
        assert text == dumps(obj) and text.endswith("}\n")
