"""After a game ends, /play agrees with /game status: the game is over, with its result."""

from __future__ import annotations

from pathlib import Path

from bot.chat.commands import Commands, Requester
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.words.catalogue import t

ALICE, BOB = 11, 22
CH = 720


def who(user: int, locale: str = "en") -> Requester:
    return Requester(CH, user, f"user{user}", locale)


async def test_play_after_a_resignation_says_the_game_is_over(tmp_path: Path) -> None:
    store = SqliteStore(str(tmp_path / "end.sqlite3"))
    await store.open()
    try:
        commands = Commands(GameService(store, entropy=lambda: b"end"))
        await commands.game_new(who(ALICE), "tokens")
        await commands.game_join(who(BOB))
        await commands.game_start(who(ALICE))
        await commands.game_resign(who(ALICE))
        status = await commands.game_status(who(BOB))
        assert not status.is_error
        for locale in ("en", "vi", "el", "ko"):
            played = await commands.play(who(BOB, locale), "bid:1")
            assert played.is_error
            assert t("error.no_game", locale) not in played.content
            assert t("error.game_ended", locale, result="").split(":")[0] in played.content
            assert "bob" in played.content.lower() or "user22" in played.content.lower()
    finally:
        await store.close()
