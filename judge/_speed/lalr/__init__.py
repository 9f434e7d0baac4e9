"""LALR parsing from prebuilt tables, for both grammars: :mod:`judge._speed.lalr.tables` reads a lark
parser into data and writes/reads the generated file; :mod:`judge._speed.lalr.driver` runs the parse
from that data without lark."""
