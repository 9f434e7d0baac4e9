"""judge.rules.search and the stemmer/tokeniser (fixture corpus)."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from judge.errors import JudgeError
from judge.rules import corpus
from judge.rules.search import parse_query, search
from judge.rules.stem import stem, terms, tokens
from tests.alphabet import UNICODE


pytestmark = pytest.mark.usefixtures("fixture_corpus")


@pytest.mark.parametrize(
    "words, common",
    [
        (["damage", "damaged", "damaging", "damages"], "damag"),
        (["regenerate", "regenerates", "regenerated", "regeneration"], "regener"),
        (["creature", "creatures"], "creatur"),
        (["destroy", "destroyed", "destroys"], "destroi"),
        (["counter", "counters", "countered"], "counter"),
    ],
)
def test_stemmer_conflates_word_forms(words, common):
    assert {stem(w) for w in words} == {common}


@pytest.mark.parametrize(
    "word, expected",  # from Porter's published vocabulary
    [("caresses", "caress"), ("ponies", "poni"), ("hopping", "hop"), ("relational", "relat"),
     ("adjustment", "adjust"), ("generalizations", "gener"), ("sky", "sky"), ("as", "as")],
)
def test_porter_reference_words(word, expected):
    assert stem(word) == expected


@given(st.text(alphabet="abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=14))
def test_stem_never_grows_and_stays_lowercase(word):
    out = stem(word)
    assert out and out.isalpha() and out.islower() and len(out) <= len(word)


def test_tokens_keep_rule_numbers_and_drop_possessives():
    words = [w for w, _, _ in tokens("See rule 420.5c. The creature's owner can’t; state-based")]
    assert words == ["see", "rule", "420.5c", "the", "creature", "owner", "cant", "state", "based"]


def test_token_offsets_point_into_the_text():
    text = "A creature with lethal damage"
    for word, start, end in tokens(text):
        assert text[start:end].lower() == word


def test_parse_query_phrases_and_stopwords():
    q = parse_query('"removed from the game" creature')
    assert q.phrases == ((("remov", 0), ("game", 3)),)
    assert q.loose == (("creatur", 0),)
    assert q.terms == ["creatur", "remov", "game"]


@pytest.mark.parametrize("query", ["", "   ", '""', "...", "“ ”"])
def test_empty_query_is_an_error(query):
    with pytest.raises(JudgeError, match="empty search query"):
        parse_query(query)


def test_only_stopwords_still_searches():
    assert search("the")


def test_lethal_damage_ranks_420_5c_first():
    hits = search("lethal damage")
    assert hits[0].key == "420.5c" and hits[0].edition == "classic"
    assert hits[1].key == "Lethal Damage" and hits[1].kind == "glossary"


def test_word_forms_match():
    keys = [h.key for h in search("regenerating")]
    assert {"Regenerate", "420.5b", "420.5c"} <= set(keys)


def test_quoted_phrase_is_required():
    loose = {h.key for h in search("damage lethal", limit=None)}
    phrase = {h.key for h in search('"damage lethal"', limit=None)}
    assert "300.4" in loose
    assert phrase == set()
    assert {h.key for h in search('"lethal damage"', limit=None)} == {"420.5c", "Lethal Damage", "Regenerate"}


def test_title_match_is_boosted():
    hits = search('"state-based effects"')
    assert hits[0].key == "420" and hits[0].kind == "section"


def test_adjacent_words_beat_scattered_words():
    hits = search("replace event", limit=None)
    keys = [h.key for h in hits]
    assert keys.index("420.5c") < keys.index("Regenerate")


def test_limit_and_bad_limit():
    assert len(search("effects", limit=2)) == 2
    with pytest.raises(JudgeError, match="--limit"):
        search("effects", limit=0)


def test_results_are_deterministic_with_document_order_ties():
    a = [(h.key, h.score) for h in search("creature", limit=None)]
    corpus.clear_cache()
    b = [(h.key, h.score) for h in search("creature", limit=None)]
    assert a == b
    ed = corpus.load()
    for (k1, s1), (k2, s2) in zip(a, a[1:]):
        assert s1 >= s2
        if s1 == s2 and k1 in ed and k2 in ed:
            assert ed.position(k1) < ed.position(k2)


def test_all_editions_and_edition_choice():
    editions = {h.edition for h in search("effects layers", all_editions=True, limit=None)}
    assert {"classic", "2006"} <= editions
    assert {h.edition for h in search("layers", edition="2006")} == {"2006"}
    with pytest.raises(JudgeError, match="unknown edition"):
        search("layers", edition="1850")


def test_snippet_highlights_the_matched_words():
    for hit in search("lethal damage", limit=None):
        marked = [hit.snippet[a:b].lower() for a, b in hit.highlights]
        assert marked and set(terms(" ".join(marked))) <= {"lethal", "damag"}


def test_long_text_snippet_is_a_window_with_ellipses():
    hit = next(h for h in search("abilities trigger regenerates") if h.key == "Regenerate")
    assert hit.snippet.startswith("…") and len(hit.snippet) <= 200


def test_hit_json_shape():
    rule_hit, glossary_hit = search("lethal damage")[:2]
    assert set(rule_hit.to_json()) == {"id", "edition", "kind", "score", "snippet", "highlights"}
    assert "term" in glossary_hit.to_json() and glossary_hit.to_json()["kind"] == "glossary"


@given(st.text(UNICODE, max_size=40))
def test_any_query_either_searches_or_is_a_judge_error(query):
    try:
        hits = search(query, limit=None)
    except JudgeError as err:
        assert "empty search query" in err.message
        return
    scores = [h.score for h in hits]
    assert scores == sorted(scores, reverse=True)
    for hit in hits:
        for start, end in hit.highlights:
            assert 0 <= start < end <= len(hit.snippet)


@given(st.text(alphabet="abcXYZ019.'’- \n\"", max_size=60))
def test_fast_index_tokeniser_agrees_with_tokens(text):
    from judge.rules.index import _words

    assert _words(text) == [w for w, _, _ in tokens(text)]
