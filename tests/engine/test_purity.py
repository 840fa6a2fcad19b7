"""The engine stays pure: no I/O libraries, no hidden global randomness (design.md section 1)."""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "bot" / "engine"
FORBIDDEN_IMPORTS = {
    "discord",
    "PIL",
    "aiosqlite",
    "asyncio",
    "aiohttp",
    "sqlite3",
    "socket",
    "requests",
    "threading",
    "time",
}
RANDOM_FUNCS = {
    "random",
    "randint",
    "randrange",
    "choice",
    "choices",
    "shuffle",
    "sample",
    "uniform",
    "seed",
    "getrandbits",
    "gauss",
    "triangular",
    "betavariate",
}


def _engine_files() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))


def _violations(path: Path) -> list[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    found = []
    random_aliases = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                root = alias.name.split(".")[0]
                if root in FORBIDDEN_IMPORTS:
                    found.append(f"{path.name}:{node.lineno} imports {alias.name}")
                if alias.name == "random":
                    random_aliases.add(alias.asname or "random")
        elif isinstance(node, ast.ImportFrom):
            root = (node.module or "").split(".")[0]
            if root in FORBIDDEN_IMPORTS:
                found.append(f"{path.name}:{node.lineno} imports from {node.module}")
            if node.module == "random":
                bad = [a.name for a in node.names if a.name in RANDOM_FUNCS]
                if bad:
                    found.append(f"{path.name}:{node.lineno} imports random.{bad[0]}")
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and isinstance(node.func.value, ast.Name)
            and node.func.value.id in random_aliases
            and node.func.attr in RANDOM_FUNCS
        ):
            found.append(f"{path.name}:{node.lineno} calls random.{node.func.attr}()")
    return found


def test_engine_has_files() -> None:
    assert len(_engine_files()) >= 4


def test_engine_is_pure() -> None:
    problems = [v for p in _engine_files() for v in _violations(p)]
    assert not problems, "\n".join(problems)


def test_the_checker_catches_violations(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("import random\nimport asyncio\nfrom PIL import Image\nx = random.shuffle([])\n")
    found = _violations(bad)
    assert len(found) == 3
