"""LALR parsing from prebuilt tables, for both grammars: :mod:`judge.lalr.tables` reads a lark
parser into data and writes/reads the generated file; :mod:`judge.lalr.driver` runs the parse
from that data without lark."""
