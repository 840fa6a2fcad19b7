"""The `Rules` protocol (bot/engine/core.py) is what the callers use, typed by each game.

Every member must be used by some caller outside the games' own packages: the table, the words,
the league, the renderers, the bench scripts, or the engine's shared entry points (play(), the
undo check, the bots' search). A member nobody calls leaves the protocol (issue 29).
"""

from __future__ import annotations

import ast
import importlib
import re
import typing
from pathlib import Path

import pytest

from bot.engine.core import BaseRules, Rules
from bot.engine.registry import BUILTIN, REGISTRY

ROOT = Path(__file__).resolve().parents[2]
CORE = ROOT / "bot" / "engine" / "core.py"
GAME_PACKAGES = {name.rsplit(".", 1)[1] for name in BUILTIN}
# what names a game's rules at a call site: rules, self.rules, loaded.rules, RULES, get_rules(k)
HOLDER = re.compile(r"rules\b|RULES|REGISTRY\[", re.IGNORECASE)
# members only the engine's shared entry points call (not a game's own package): play() asks
# why a move is refused, the undo check (bot/engine/reveal.py) scrambles secrets
ENGINE_ONLY = {"why_illegal", "scramble_secrets"}


def protocol_members() -> list[str]:
    """The attributes and methods the class `Rules` declares, read from core.py's source."""
    tree = ast.parse(CORE.read_text(encoding="utf-8"))
    (cls,) = [n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "Rules"]
    out = []
    for node in cls.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            out.append(node.target.id)
        elif isinstance(node, ast.FunctionDef):
            out.append(node.name)
    return out


def callers() -> list[Path]:
    """Every module outside the games' packages (and outside the protocol's own file)."""
    out = []
    for folder in ("bot", "cogs", "renderers", "bench"):
        for path in sorted((ROOT / folder).rglob("*.py")):
            parts = path.relative_to(ROOT).parts
            if parts[:2] == ("bot", "engine") and len(parts) > 3 and parts[2] in GAME_PACKAGES:
                continue
            out.append(path)
    return out


def uses(path: Path) -> set[str]:
    """The attributes read on a game's rules in one module (`rules.view`, `RULES.title`...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and HOLDER.search(ast.unparse(node.value)):
            found.add(node.attr)
    return found


def test_the_protocol_has_no_member_its_callers_do_not_use() -> None:
    members = protocol_members()
    used: dict[str, set[str]] = {m: set() for m in members}
    for path in callers():
        if path == CORE:
            continue
        for attr in uses(path) & set(members):
            used[attr].add(str(path.relative_to(ROOT)))
    core_uses = uses(CORE)  # play() and replay()
    unused = [m for m in members if not used[m] and m not in core_uses]
    assert unused == [], f"no caller uses these members of Rules: {unused}"
    outside = {
        m for m, where in used.items() if any(not w.startswith("bot/engine/") for w in where)
    }
    assert set(members) - outside == ENGINE_ONLY, (
        "members used only inside bot/engine changed: "
        f"{sorted(set(members) - outside)} (expected {sorted(ENGINE_ONLY)})"
    )


def test_the_scan_sees_calls_and_misses_nothing_by_construction() -> None:
    """The grep is not inert: it finds the service's calls, and no English-text method."""
    service = uses(ROOT / "bot" / "table" / "service.py")
    assert {"legal_actions", "event_phrase", "action_phrase", "view"} <= service
    members = protocol_members()
    assert len(members) == len(set(members)) >= 20
    assert not {"describe", "describe_for", "narrate", "group_title"} & set(members)


@pytest.mark.parametrize("name", BUILTIN)
def test_each_game_declares_its_types_and_keeps_the_contract(name: str) -> None:
    rules = importlib.import_module(name).GAME.rules
    assert isinstance(rules, Rules) and REGISTRY[rules.key] is rules
    base = next(
        b for b in type(rules).__orig_bases__ if typing.get_origin(b) is BaseRules
    )  # e.g. BaseRules[DuelState, DuelView]
    state, view = typing.get_args(base)
    assert isinstance(state, type) and isinstance(view, type), (state, view)
    assert typing.get_type_hints(type(rules).view)["return"] is view
    assert typing.get_type_hints(type(rules).new_game)["return"] is state


def test_the_test_game_keeps_the_contract_too() -> None:
    assert isinstance(REGISTRY["tokens"], Rules)
