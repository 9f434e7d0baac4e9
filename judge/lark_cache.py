"""Where lark keeps its analysis of a grammar, for both of the project's grammars (the
scenario language and card text): lark's parser is built only to word a syntax error or when
the prebuilt tables don't match the grammar, and its analysis takes seconds, so it is cached.

The file is in the user's own cache directory (``platformdirs.user_cache_dir("judge")``:
``$XDG_CACHE_HOME/judge`` or ``~/.cache/judge`` on Linux, the platform's equivalent
elsewhere), a directory no one else can write, named by the hash of the grammar, lark's
version and Python's. Not ``Lark(cache=True)``: that is a pickle in the shared temporary
directory under a name anyone can predict, which another local user could plant before
lark unpickles it. Lark checks the hash written inside the file and rebuilds (and rewrites)
the cache when it does not match or can't be read; failing to write it is silent.
"""

from __future__ import annotations

import hashlib
import os
import sys
from typing import Optional

from judge.cache_store import private_dir


def cache_file(grammar: str, prefix: str) -> Optional[str]:
    """The cache file for ``grammar`` (files of one grammar share ``prefix``), or None when
    there is no private cache directory (then lark builds without a cache). A new grammar,
    lark or Python removes the files the old one left under the same prefix."""
    import lark

    folder = private_dir()
    if folder is None:
        return None
    key = hashlib.sha256(f"{grammar}\n{lark.__version__}\n{sys.version_info[:2]}".encode()).hexdigest()[:24]
    path = os.path.join(folder, f"{prefix}{key}.lark")
    if not os.path.exists(path):
        try:
            for name in os.listdir(folder):
                if name.startswith(prefix) and name.endswith(".lark"):
                    os.remove(os.path.join(folder, name))
        except OSError:
            pass
    return path
