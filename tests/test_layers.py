"""The layers of bot/ (issue 29): folders show them, imports run one way (down), and only the
entry points and settings sit directly in bot/."""

from __future__ import annotations

from pathlib import Path

from tests.test_imports import import_graph

ROOT = Path(__file__).resolve().parents[1]

# low to high; a module may import its own layer and the layers below it, never above
LAYERS: tuple[tuple[str, ...], ...] = (
    ("bot", "bot.paths", "bot.shards"),  # the package (empty) and the settings all read
    ("bot.engine",),  # the rules, pure
    ("bot.store", "bot.config"),  # persistence, and the settings that name a store
    ("bot.words",),  # the catalogue and phrase helpers
    ("renderers",),  # views to pictures
    ("bot.league",),  # after a game: ratings, stats, challenges, results, replays
    ("bot.table",),  # a game at a table: the service and its parts
    ("bot.chat",),  # commands as replies
    ("cogs",),  # Discord
    ("bot.client", "bot.console", "bot.__main__"),  # the entry points
)
ENTRY_AND_SETTINGS = {"__init__.py", "__main__.py", "client.py", "console.py", "config.py"}
ENTRY_AND_SETTINGS |= {"paths.py", "shards.py"}


def layer(module: str) -> int:
    best, found = -1, -1
    for rank, prefixes in enumerate(LAYERS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and len(prefix) > best:
                best, found = len(prefix), rank
    assert found >= 0, f"{module} belongs to no layer"
    return found


def upward(graph: dict[str, set[str]]) -> list[str]:
    return sorted(
        f"{a} ({layer(a)}) imports {b} ({layer(b)})"
        for a, targets in graph.items()
        for b in targets
        if layer(b) > layer(a)
    )


def test_imports_run_down_the_layers() -> None:
    graph = import_graph()
    assert "bot.table.service" in graph and graph["bot.chat.commands"]
    assert upward(graph) == []


def test_the_check_sees_an_import_that_runs_up() -> None:
    graph = {"bot.league.ratings": {"bot.table.service"}, "bot.chat.commands": {"bot.words.x"}}
    assert upward(graph) == ["bot.league.ratings (5) imports bot.table.service (6)"]


def test_bot_holds_only_its_entry_points_and_settings_beside_the_layers() -> None:
    files = {p.name for p in (ROOT / "bot").glob("*.py")}
    assert files <= ENTRY_AND_SETTINGS and len(files) <= 8, sorted(files - ENTRY_AND_SETTINGS)
    folders = {p.name for p in (ROOT / "bot").iterdir() if p.is_dir() and p.name != "__pycache__"}
    assert folders == {"engine", "store", "words", "league", "table", "chat"}
    for name in folders:
        doc = (ROOT / "bot" / name / "__init__.py").read_text(encoding="utf-8")
        assert doc.startswith('"""'), f"bot/{name} says what lives where"
