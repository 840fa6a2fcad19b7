"""Whole games through the console in Vietnamese, Greek and Korean (issue 15): everything the
console prints (boards' text, narration, moves, hands, logs, refusals, the result) is in the
language asked for; only names stay English where the language has none."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from bot.chat.commands import Commands
from bot.chat.guide import guide
from bot.console import ConsoleSession
from bot.store import open_store
from bot.table.service import GameService
from tests.support.english import english_left

# (game, options, bots): every game, Agora and Leaders and C&K included
TABLES = {
    "duel": ("duel", "", 1),
    "agora": ("duel", "agora:true", 1),
    "wonders": ("wonders", "leaders:true", 2),
    "catan": ("catan", "ck:true", 3),
    "tta": ("tta", "variant:barbarians", 0),
}
FAST = [("duel", "ko"), ("agora", "vi"), ("wonders", "el"), ("catan", "ko"), ("tta", "vi")]
SLOW = [(t, lang) for t in TABLES for lang in ("vi", "el", "ko") if (t, lang) not in FAST]
MAX_MOVES = 6000


def topics(game: str, locale: str) -> list[str]:
    written = guide(game, locale)
    return list(written.topics) if written else []


async def play_through(tmp_path: Path, table: str, locale: str) -> tuple[list[str], set[str]]:
    game, options, bots = TABLES[table]
    store = open_store(str(tmp_path / f"{table}-{locale}.sqlite3"))
    await store.open()
    lines: list[str] = []
    typed: set[str] = set()
    try:
        service = GameService(store, entropy=f"{table}-{locale}".encode)
        session = ConsoleSession(
            Commands(service), bots=0, level="random", write=lines.append, locale=locale
        )
        opening = f"alice: /game new {game} {options} bots:{bots} level:random".replace("  ", " ")
        for line in (
            opening,
            "alice: /game start",
            "alice: /game status",
            f"alice: /rules {game}",
            *(f"alice: /rules {game}:{topic}" for topic in topics(game, locale)),
        ):
            await session.handle(line)
        alice = session.user("alice")
        chooser = random.Random(table)
        for moves in range(MAX_MOVES):
            update = await service.board(alice.channel_id)
            if update.over:
                break
            mine = await service.private_view(alice.channel_id, alice.user_id)
            tokens = [c.token for c in mine.choices]
            typed.update(tokens)
            assert tokens, "alice must move but has nothing to do"
            if moves % 40 == 7:
                await session.handle("alice: /play no_such_move")  # a refusal, worded too
                await session.handle("alice: /hand")
                await session.handle("alice: /log")
            token = "end" if "end" in tokens and chooser.random() < 0.4 else chooser.choice(tokens)
            reply = await session.handle(f"alice: /play {token}")
            assert reply is not None and not reply.is_error, (token, reply.content)
        assert (await service.board(alice.channel_id)).over
        for line in ("alice: /log", "alice: /game status", "alice: /board"):
            await session.handle(line)
    finally:
        await store.close()
    return lines, typed


def leftovers(lines: list[str], typed: set[str]) -> dict[str, str]:
    """English word -> the first line it was found in."""
    found: dict[str, str] = {}
    for line in lines:
        for word in english_left(line, people=("alice",), tokens=typed):
            found.setdefault(word, line[:160])
    return found


@pytest.mark.parametrize(("table", "locale"), FAST)
async def test_a_whole_game_speaks_the_language(tmp_path: Path, table: str, locale: str) -> None:
    lines, typed = await play_through(tmp_path, table, locale)
    assert len(lines) > 20
    left = leftovers(lines, typed)
    assert not left, f"English in the {locale} console:\n" + "\n".join(
        f"{w!r}: {line}" for w, line in list(left.items())[:30]
    )


@pytest.mark.slow
@pytest.mark.parametrize(("table", "locale"), SLOW)
async def test_every_game_in_every_language(tmp_path: Path, table: str, locale: str) -> None:
    await test_a_whole_game_speaks_the_language(tmp_path, table, locale)


def test_the_finder_sees_english_and_spares_names() -> None:
    assert english_left("alice builds The Pyramids", people=("alice",)) == ["builds"]
    assert english_left("alice xây The Pyramids (`build:the_pyramids`)", people=("alice",)) == []
    assert english_left("end (kết thúc lượt)", tokens=("end",)) == []


async def test_the_consoles_own_refusals_speak_its_language(tmp_path: Path) -> None:
    store = open_store(str(tmp_path / "c.sqlite3"))
    await store.open()
    lines: list[str] = []
    try:
        session = ConsoleSession(
            Commands(GameService(store)), bots=0, level="random", write=lines.append, locale="vi"
        )
        for line in ("alice: /dance", "alice: /game dance"):
            reply = await session.handle(line)
            assert reply is not None and reply.is_error
            assert reply.content.startswith("Không có lệnh"), reply.content
    finally:
        await store.close()


async def _survey(table: str, locale: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        lines, typed = await play_through(Path(d), table, locale)
    seen: set[str] = set()
    left = leftovers(lines, typed)
    print(f"== {table} in {locale}: {len(left)} English words")
    for word, line in left.items():
        if line not in seen:
            seen.add(line)
            print(f"  {word!r}: {line}")


if __name__ == "__main__":  # python -m tests.console.test_console_languages duel ko
    import asyncio
    import sys

    asyncio.run(_survey(sys.argv[1], sys.argv[2]))
