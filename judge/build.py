"""``python -m judge.build [--check]``: regenerate every generated file of the project, in
order, or with ``--check`` only report (exit 1) the ones that differ from a fresh build.

1. the generated dataclass methods (:mod:`judge._speed.fastdataclass`: ``judge/_speed/_ast_methods.py``,
   ``judge/_speed/_ir_methods.py``, ``judge/_speed/_engine_methods.py``, ``judge/_speed/_suite_methods.py``);
2. the scenario grammar's parser tables (``judge/dsl/grammar_tables.json``);
3. the card-text grammar's parser tables and the card library's prebuilt IR
   (``judge/cards/text_tables.json``, ``judge/cards/prebuilt.json``); ``--check`` trusts the
   tables when their head's digests of the grammar and of the code that builds them are those
   of now (their build takes ~10 s), ``--check --full`` builds them afresh and compares;
4. the card catalog's data (``judge/cards/era_cards.jsonl``), from the era pool
   (``$JUDGE_ERA_CARDS`` or ``../shared/data/era-cards.json``): skipped, with a printed line,
   when the pool is absent; then its search index (``judge/cards/era_index.json``), from the
   committed data;
5. the drill's slot pools (``judge/drill/slot_pools.json``: the cards of the whole catalog that
   may fill each template slot), from the card catalog, the card reader and the slots; ``--check``
   compares the digest of what it was built from (reading every card takes seconds:
   ``python -m judge.drill.pools --check --full`` compares a fresh build);
6. the rules corpus and its search indexes (``rules_corpus/``), from the seeds
   (``$JUDGE_SEEDS`` or ``../shared/seeds``): skipped, with a printed line, when the seeds
   are absent;
7. the template index ``docs/templates.md`` (every alternative of the card grammar with the comment
   above it), from ``judge/cards/reading/*.lark`` (milliseconds); skipped without ``docs/``;
8. the index of the engine's effect handlers (``judge/engine/handler_index.json``: which module
   registers the handler of each IR effect class, so that a process imports only the handlers it
   uses), from the handlers registered with every module of the engine imported (milliseconds);
9. the coverage list of ``docs/rules-scenarios.md`` (rule -> the scenarios whose trace cites
   it), from every bundled scenario's trace and the reviewed table
   ``judge/suite/rule_coverage.txt`` (running the scenarios takes ~3 s); ``--check`` compares
   the digest of its inputs, and only when they changed runs the scenarios to compare the list
   itself. Skipped in a tree without ``docs/`` and ``scenarios/``.

Each step is also a command of its own (``python -m judge._speed.fastdataclass``, ``judge.dsl.build``,
``judge.cards.build``, ``judge.cards.era_build``, ``judge.cards.search``, ``judge.drill.pools``,
``judge.rules.build``, ``judge.suite.rule_coverage``; the handler index by this command alone); docs/architecture.md "Generated files" says what each file is and how a
stale one is refused at run time.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: "list[str] | None" = None) -> int:
    from judge._speed import fastdataclass
    from judge.cards import build as cards_build
    from judge.cards import era_build
    from judge.cards import grammar_docs
    from judge.cards import search as cards_search
    from judge.drill import pools
    from judge.engine import context
    from judge.dsl import build as dsl_build
    from judge.rules import build as rules_build
    from judge.suite import rule_coverage

    ap = argparse.ArgumentParser(prog="python -m judge.build", description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true", help="exit 1 if a generated file is stale; write nothing")
    ap.add_argument("--full", action="store_true",
                    help="with --check: build the card-text tables afresh too (not trusting their digests)")
    args = ap.parse_args(argv)
    flag = ["--check"] if args.check else []
    stale = fastdataclass.main(flag)
    stale |= dsl_build.tables(args.check)
    stale |= cards_build.main(flag + (["--full"] if args.full else []))
    stale |= era_build.main(flag)
    stale |= cards_search.main(flag)
    stale |= pools.main(flag)
    seeds = rules_build.default_seeds_dir()
    if seeds.is_dir():
        stale |= rules_build.main(flag)
    else:
        print(f"rules_corpus/: skipped (no seeds at {seeds}; set JUDGE_SEEDS)")
    stale |= bool(grammar_docs.main(flag))
    stale |= context.HANDLER_INDEX.main(context.handler_modules, args.check)
    stale |= rule_coverage.main(flag)  # last: it reads the corpus and runs the scenarios
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main())
