"""The grammar builds in strict mode (no conflicts, no collisions); the parser is lazy."""

from __future__ import annotations

import logging
import subprocess
import sys

import pytest

from judge.dsl.parser import GRAMMAR_PATH, build_parser

pytestmark = pytest.mark.lark  # in every --share: the scenario grammar as lark builds it (judge/suite/pytest_plugin.py)


def test_grammar_is_shipped_inside_the_package():
    assert GRAMMAR_PATH.name == "grammar.lark"
    assert GRAMMAR_PATH.parent.name == "dsl" and GRAMMAR_PATH.is_file()


def test_grammar_builds_with_strict_lalr_and_has_no_lalr_conflicts(caplog):
    """One analysis of the grammar by lark (two tests made one each: ~0.5 s of CPU, eighty-sixth
    session): in strict mode (no conflicts, no regex collisions) where interegular is installed
    (lark's strict mode checks regex collisions with it; not a test dependency), and in lark's
    debug mode, which reports every shift/reduce or reduce/reduce conflict — there must be none,
    with or without interegular."""
    try:
        import interegular  # noqa: F401
    except ImportError:
        strict = False
    else:
        strict = True
    caplog.set_level(logging.DEBUG, logger="lark")
    parser = build_parser(strict=strict, debug=True)
    assert parser.options.parser == "lalr" and parser.options.strict is strict
    conflicts = [r.getMessage() for r in caplog.records if "conflict" in r.getMessage().lower()]
    assert conflicts == []


def test_importing_judge_dsl_neither_imports_lark_nor_builds_the_parser_even_for_an_error():
    code = (
        "import sys, judge.dsl, judge.dsl.ast\n"
        "import judge.dsl.parser as p\n"
        "assert 'lark' not in sys.modules, 'lark imported'\n"
        "assert p._PARSER is None\n"
        "judge.dsl.parse('player Alice\\nplayer Bob\\n')\n"
        "assert 'lark' not in sys.modules and p._PARSER is None, 'valid lines need no lark'\n"
        "try:\n"
        "    judge.dsl.parse('player Alice\\nAlice $$$\\n')\n"
        "except Exception as exc:\n"
        "    assert 'Alice $$$' in str(exc) and \"expected\" in str(exc)\n"
        "else:\n"
        "    raise AssertionError('no error')\n"
        "assert 'lark' not in sys.modules and p._PARSER is None, 'an error is worded without lark (the driver)'\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_lazy_exports():
    import judge.dsl as dsl

    for name in ("parse", "parse_file", "parse_cards", "validate", "check", "format_scenario"):
        assert callable(getattr(dsl, name))
    with pytest.raises(AttributeError):
        dsl.nothing_here  # noqa: B018


def test_every_terminal_has_words_for_error_messages():
    from judge.dsl.errors import TERMINAL_WORDS
    from judge.dsl.parser import _KEYWORDS, _parser

    parser, _ = _parser()
    ignored = set(parser.lexer_conf.ignore)
    for term in parser.terminals:
        if term.name in ignored:
            continue  # comments and whitespace are never expected
        assert term.name in _KEYWORDS or term.name in TERMINAL_WORDS, term.name
