"""Every message of whole scripted games, in Vietnamese, Greek and Korean (issue 31, item 5).

A console game on the turn clock (reminders, moves the clock plays, a seat handed to a bot and
taken back), with bots, refusals, hands, logs and the final board, is read line by line. A
line fails on:
- an English word of the catalogue's vocabulary (tests/support/english.py);
- an English name where the players' own document gives the name in that language
  (`SEED_NAMES`: those cards and terms must reach the player in the document's words);
- a bot's seat name or level in English ("Bot 2", "(random)").
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from bot.chat.commands import Commands
from bot.console import ConsoleSession
from bot.store import open_store
from bot.table.clock import FakeClock
from bot.table.service import GameService
from bot.words.catalogue import t
from tests.support.english import english_left

# (game, options, bots, level)
TABLES = {
    "duel": ("duel", "agora:true", 1, "random"),
    "wonders": ("wonders", "leaders:true", 2, "easy"),
    "catan": ("catan", "ck:true", 2, "random"),
    "tta": ("tta", "variant:barbarians", 0, "random"),
}
FAST = [("duel", "ko"), ("wonders", "el"), ("catan", "vi"), ("tta", "ko")]
SLOW = [(g, lang) for g in TABLES for lang in ("vi", "el", "ko") if (g, lang) not in FAST]
MAX_MOVES = 4000
HAND_OVER = 150  # alice's move after which she misses three in a row

# Cards and terms the players' documents (../shared/seeds) name in their language: the English
# name must never reach a reader of that language (the GLOSSARY.md of each language lists them).
SEED_NAMES: dict[str, tuple[str, ...]] = {
    "ko": (
        "Raid",
        "Annex",
        "Immigration",
        "Gandhi",
        "James Cook",
        "Bill Gates",
        "International Agreement",
        "Strategic Territory",
        "Independence Declaration",
        "Wave of Nationalism",
        "Development of Politics",
        "Impact of Science",
        "Impact of Colonies",
    ),
    "vi": ("Printer", "Constitution", "Basic knight"),
    "el": (),
}
LEVELS = re.compile(r"\((?:random|easy|medium|hard)\)")


def bot_names(text: str, locale: str) -> list[str]:
    """A bot's English seat name where the language names bots its own way ("봇 1")."""
    if t("seat.bot", locale, n=1) == t("seat.bot", "en", n=1):
        return []
    return re.findall(r"\bBot \d+", text)


def seed_names_in(text: str, locale: str) -> list[str]:
    return [name for name in SEED_NAMES.get(locale, ()) if re.search(rf"\b{name}\b", text)]


OPTIONS = re.compile(r"\b\w+:[\w|.:-]+")  # options as typed: board:beginner|spiral|random


def leaks(text: str, locale: str, typed: set[str]) -> list[str]:
    found = english_left(OPTIONS.sub(" ", text), people=("alice",), tokens=typed)
    found += seed_names_in(text, locale)
    found += bot_names(text, locale) + LEVELS.findall(text)
    return found


async def play_on_the_clock(tmp_path: Path, table: str, locale: str) -> tuple[list[str], set[str]]:
    game, options, bots, level = TABLES[table]
    store = open_store(str(tmp_path / f"{table}-{locale}.sqlite3"))
    await store.open()
    lines: list[str] = []
    typed: set[str] = set()
    clock = FakeClock()
    try:
        service = GameService(store, entropy=f"{table}-{locale}".encode, clock=clock)
        session = ConsoleSession(
            Commands(service), write=lines.append, locale=locale, clock=clock, level=level
        )

        async def say(line: str) -> None:
            await session.handle(line)

        await say(f"alice: /game new {game} {options} bots:{bots} level:{level} clock:1h")
        for line in ("alice: /game start", "alice: /game status", "alice: /game list"):
            await say(line)

        async def clock_moves(n: int) -> None:
            """A reminder at half the time, another near the end, then the clock's move; the
            third in a row hands the seat to a bot, and alice takes it back."""
            for _ in range(n):
                for wait in ("31m", "24m", "6m"):
                    await say(f"@wait {wait}")

        await clock_moves(2)
        alice = session.user("alice")
        chooser = random.Random(table)
        for moves in range(MAX_MOVES):
            update = await service.board(alice.channel_id)
            if update.over:
                break
            mine = await service.private_view(alice.channel_id, alice.user_id)
            tokens = [c.token for c in mine.choices]
            typed.update(tokens)
            if not tokens:  # the seat is not alice's (a bot took it) or nothing is owed
                await say("alice: /game join")
                continue
            if moves % 60 == 11:
                for line in ("/play no_such_move", "/hand", "/log", "/undo", "/mygames"):
                    await say(f"alice: {line}")
            if moves % 90 == 45:
                await say("@wait 31m")
            if moves == HAND_OVER:  # the bots may finish the game from here
                await clock_moves(3)
                await say("alice: /game join")
                continue
            token = "end" if "end" in tokens and chooser.random() < 0.4 else chooser.choice(tokens)
            await say(f"alice: /play {token}")
        for line in ("alice: /log", "alice: /game status", "alice: /board", "alice: /game list"):
            await say(line)
    finally:
        service.thinker.close()
        await store.close()
    return lines, typed


def found_in(lines: list[str], locale: str, typed: set[str]) -> dict[str, str]:
    """English word -> the first line it was found in."""
    found: dict[str, str] = {}
    for line in lines:
        for word in leaks(line, locale, typed):
            found.setdefault(word, line[:200])
    return found


@pytest.mark.parametrize(("table", "locale"), FAST)
async def test_a_whole_game_on_the_clock_speaks_the_language(
    tmp_path: Path, table: str, locale: str
) -> None:
    lines, typed = await play_on_the_clock(tmp_path, table, locale)
    assert len(lines) > 40
    left = found_in(lines, locale, typed)
    assert not left, f"English in the {locale} {table} game:\n" + "\n".join(
        f"{w!r}: {line}" for w, line in list(left.items())[:30]
    )


@pytest.mark.slow
@pytest.mark.parametrize(("table", "locale"), SLOW)
async def test_every_game_on_the_clock_in_every_language(
    tmp_path: Path, table: str, locale: str
) -> None:
    await test_a_whole_game_on_the_clock_speaks_the_language(tmp_path, table, locale)


def test_the_finder_sees_bots_levels_and_seed_names() -> None:
    assert leaks("Bot 1 (random) 이(가) 습격", "ko", set()) == ["Bot 1", "(random)"]
    assert leaks("Bot 1 (ngẫu nhiên)", "vi", set()) == []  # Vietnamese names bots "Bot" too
    assert leaks("봇 1 (무작위): Raid 카드", "ko", set()) == ["Raid"]
    assert leaks("alice chơi Printer", "vi", set()) == ["Printer"]
    assert leaks("Ο alice: 3 ώρες", "el", set()) == []


async def _survey(table: str, locale: str) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        lines, typed = await play_on_the_clock(Path(d), table, locale)
    seen: set[str] = set()
    left = found_in(lines, locale, typed)
    print(f"== {table} in {locale}: {len(left)} English words, {len(lines)} lines")
    for word, line in left.items():
        if line not in seen:
            seen.add(line)
            print(f"  {word!r}: {line}")


if __name__ == "__main__":  # python -m tests.i18n.test_whole_games duel ko
    import asyncio
    import sys

    asyncio.run(_survey(sys.argv[1], sys.argv[2]))
