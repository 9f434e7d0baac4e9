"""The drill deck scanned once a process: tests/deck_once.py."""

from tests.deck_once import deck_scanned_once  # noqa: F401 (an autouse fixture)
