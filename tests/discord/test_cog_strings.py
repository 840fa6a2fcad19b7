"""The catalogue texts the cogs use exist and fit Discord's description limit.

(Inline English anywhere in cogs/ is caught by tests/i18n/test_messages.py.)
"""

from __future__ import annotations

import ast

from bot.paths import ROOT
from bot.words.catalogue import catalog, t

COGS = sorted((ROOT / "cogs").glob("*.py"))
KEY_CALLS = {"t", "described", "has"}


def test_catalogue_keys_used_by_cogs_exist_and_descriptions_fit() -> None:
    english = catalog("en")
    keys: set[str] = set()
    for path in COGS:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name)
                and node.func.id in KEY_CALLS
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                keys.add(node.args[0].value)
    assert keys, "the cogs look their texts up"
    assert sorted(k for k in keys if k not in english) == []
    too_long = [k for k in keys if k.startswith("commands.") and len(t(k)) > 100]
    assert too_long == []  # Discord caps command and option descriptions at 100 characters
