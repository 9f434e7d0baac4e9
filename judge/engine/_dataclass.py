"""``dataclass`` for the engine's modules: :func:`dataclasses.dataclass` with its methods
taken from the generated ``judge/engine/_methods.py`` (``python -m judge.fastdataclass``),
the same classes, cheaper to import (see :mod:`judge.fastdataclass`)."""

from judge.fastdataclass import decorator

dataclass = decorator("judge.engine._methods")
