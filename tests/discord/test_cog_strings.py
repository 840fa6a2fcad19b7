"""User-facing text in cogs/ comes from data/i18n, never from inline English literals."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.i18n import catalog
from bot.paths import ROOT

COGS = sorted((ROOT / "cogs").glob("*.py"))
WORDS = re.compile(r"[A-Za-z]+\s+[A-Za-z]+")
LOGGING = {"debug", "info", "warning", "error", "exception", "critical", "log"}
KEY_CALLS = {"t", "described", "has"}


def _docstrings(tree: ast.AST) -> set[int]:
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def _exempt_calls(tree: ast.AST) -> set[int]:
    """String nodes inside logging calls (not shown to users)."""
    exempt: set[int] = set()
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in LOGGING
        ):
            exempt.update(id(n) for n in ast.walk(node))
    return exempt


def inline_english(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    skip = _docstrings(tree) | _exempt_calls(tree)
    return [
        f"{path.name}:{node.lineno}: {node.value!r}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in skip
        and WORDS.search(node.value)
    ]


def test_the_probe_catches_inline_english(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        '"""Doc string ok."""\nimport logging\nlog = logging.getLogger("x")\n'
        'log.info("logged text ok")\nREPLY = "Hello there"\n',
        encoding="utf-8",
    )
    assert inline_english(sample) == ["sample.py:5: 'Hello there'"]


@pytest.mark.parametrize("path", COGS, ids=lambda p: p.name)
def test_no_inline_english_in_cogs(path: Path) -> None:
    assert inline_english(path) == []


def test_catalogue_keys_used_by_cogs_exist() -> None:
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
    too_long = [k for k in keys if k.startswith("commands.") and len(english[k]) > 100]
    assert too_long == []  # Discord caps command and option descriptions at 100 characters
