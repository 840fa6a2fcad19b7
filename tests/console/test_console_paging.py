"""The console's move list never passes the catalogue's limit on one argument: long lists
are split over several lines (Fluent shows an argument over 2,500 characters as `{???}`)."""

from __future__ import annotations

from pathlib import Path

from bot.chat.commands import Commands, Menu, Reply
from bot.console import ConsoleSession, pages
from bot.store import SqliteStore
from bot.table.service import Choice, GameService


def test_pages_keep_every_item_under_the_limit() -> None:
    items = [f"build:card_{n} ({'x' * 90})" for n in range(60)]
    split = pages(items, 1500)
    assert len(split) > 1 and all(len(p) <= 1500 for p in split)
    assert ", ".join(split) == ", ".join(items)
    assert pages(["y" * 3000], 1500) == ["y" * 1499 + "…"]


async def test_a_long_move_list_is_shown_whole(tmp_path: Path) -> None:
    store = SqliteStore(str(tmp_path / "c.sqlite3"))
    await store.open()
    out: list[str] = []
    try:
        session = ConsoleSession(Commands(GameService(store)), write=out.append)
        moves = tuple(
            Choice(f"build:card_{n}", f"Build card {n} " + "with a long effect " * 6, "Build")
            for n in range(60)
        )
        await session.emit("alice", Reply("board", menus=(Menu("Build", moves),)))
        text = "\n".join(out)
        assert "{???}" not in text
        assert all(f"build:card_{n} " in text for n in range(60))
    finally:
        await store.close()
