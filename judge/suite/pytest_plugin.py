"""pytest plugin: collects scenario files (``*.mtg`` under ``scenarios/``) as test items.

Filled in by the suite runner; until then it collects nothing.
"""
