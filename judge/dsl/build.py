"""``python -m judge.dsl.build``: rewrite the scenario language's generated files —
``judge/dsl/grammar_tables.json`` (the LALR tables and lexer data the fast driver reads,
see :mod:`judge.dsl.lalr`) and the generated dataclass methods (``judge/_speed/_ast_methods.py``
and the others of :data:`judge._speed.fastdataclass.TARGETS`). Run it after changing
``grammar.lark``, ``transform.py`` (a rule's method) or a dataclass of ``ast.py``; ``--check``
only reports (exit 1) when a committed file is not what a fresh build gives. A stale file is
never used: the tables are checked against the grammar's digest and their format, the
methods against each class's fields (then lark, or the standard decorator, does the work)."""

from __future__ import annotations

import argparse
import sys

from judge.generated import refresh


def tables(check: bool = False) -> int:
    """Rewrite (or, with ``check``, only compare) ``grammar_tables.json``; 1 if it was stale."""
    from judge.dsl import lalr

    return refresh(lalr.PATH, lalr.build_fresh(), check, "python -m judge.dsl.build")


def main(argv: "list[str] | None" = None) -> int:
    from judge._speed import fastdataclass

    ap = argparse.ArgumentParser(prog="python -m judge.dsl.build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a generated file is stale; write nothing")
    args = ap.parse_args(argv)
    stale = fastdataclass.main(["--check"] if args.check else [])
    return tables(args.check) or stale


if __name__ == "__main__":
    sys.exit(main())
