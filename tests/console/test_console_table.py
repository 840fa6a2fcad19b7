"""The console takes the same `/game new` words as Discord, `thread:` included (no threads)."""

from __future__ import annotations

from pathlib import Path

from bot.console import run_console
from bot.store import SqliteStore
from bot.words.catalogue import t
from tests.console.helpers import console_text


async def test_thread_word_is_accepted_and_the_game_is_played_here(tmp_path: Path) -> None:
    lines = ["alice: /game new tokens thread:true pile:large", "bob: /game join"]
    out: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

        def flush(self) -> None:
            pass

    db = tmp_path / "c.sqlite3"
    code = await run_console(
        lines,
        db=str(db),
        out_dir=None,
        bots=0,
        seed=5,
        stream=Sink(),  # type: ignore[arg-type]
    )
    assert code == 0, "".join(out)
    assert "Unknown option" not in "".join(out)
    async with SqliteStore(db) as store:
        record = await store.load(1)  # the console's one channel
    assert record is not None and record.options["pile"] == "large"
    assert len(record.seats) == 2


async def test_joining_a_finished_game_says_it_is_over(tmp_path: Path) -> None:
    """After a resignation /game join answered "There is no game in this channel" while
    /game status showed the finished game; it now says the game is over, as /play does."""
    script = ["alice: /game new duel", "alice: /game start", "alice: /game resign",
              "alice: /game join"]  # fmt: skip
    text = await console_text(tmp_path, script)
    joined = text.rsplit("resigns", 1)[1]
    assert "no game in this channel" not in joined.lower(), joined
    assert t("error.game_ended", None, result="").split(":")[0] in joined, joined
