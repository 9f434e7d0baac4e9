"""The head of a probe run in a fresh process (``python -c``): the IR's imports first, then the IR imported
under a profile function counting each Python-level call into the decorator's module and the generated
methods' module (not the methods of the instances the IR makes at import: ``This()``, ``NEXT_CLEANUP``...),
in ``calls`` by qualified name. Shared by tests/test_fastdataclass_import_calls.py and
tests/test_ir_classes_made_whole.py, each adding what it prints."""

IR_IMPORTED_UNDER_PROFILE = r"""
import json, sys
import dataclasses, enum, re, typing
import judge._speed.enums, judge._speed.fastdataclass as F, judge.dsl.ast, judge.zones
files = {F.__file__}
calls = {}
def profile(frame, event, arg):
    if event == "call":
        code = frame.f_code
        if (code.co_filename in files or code.co_filename.endswith("_ir_methods.py")) and ".<locals>.__" not in code.co_qualname:
            calls[code.co_qualname] = calls.get(code.co_qualname, 0) + 1
sys.setprofile(profile)
import judge.cards.ir
sys.setprofile(None)
"""
