"""``dataclass`` for the suite's modules: :func:`dataclasses.dataclass` with its methods taken
from the generated ``judge/suite/_methods.py`` (``python -m judge.fastdataclass``), the same
classes, cheaper to import (see :mod:`judge.fastdataclass`)."""

from judge.fastdataclass import decorator

dataclass = decorator("judge.suite._methods")
