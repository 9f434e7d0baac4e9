"""Commands of this area register themselves on the shared app (see judge.cli.app)."""

from __future__ import annotations

from judge.cli.app import app, command, print_json  # noqa: F401
