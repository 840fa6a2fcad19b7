"""The console runs on the turn clock too: `@wait 13h` fires reminders and clock moves."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import run_console

SCRIPT = """\
alice: /game new tokens clock:24h
bob: /notify on
bob: /game join
alice: /game start
@wait 11h
@wait 1h
alice: /play bid:1
@wait 9h
@wait 36m
@wait 3h
@wait soon
"""


async def test_wait_moves_the_clock_and_prints_reminders_and_clock_moves(tmp_path: Path) -> None:
    out = io.StringIO()
    status = await run_console(
        SCRIPT.splitlines(),
        db=str(tmp_path / "c.sqlite3"),
        out_dir=None,
        bots=0,
        seed=5,
        stream=out,
    )
    text = out.getvalue()
    assert status == 0, text
    assert "Clock: 24h per move" in text
    blocks = text.split("⏳ ")
    after_11h, after_12h = blocks[1], blocks[2]
    assert "half of your time" not in after_11h
    assert "@alice, @bob: half of your time for this move has passed (12h left)" in after_12h
    after_21h, after_21h36 = blocks[3], blocks[4]
    assert "only" not in after_21h
    assert "@bob: only 2h 24m left for your move!" in after_21h36
    after_24h = blocks[5]
    assert "Played by the clock for @bob" in after_24h
    assert "(DM to @bob)" in blocks[0]  # bob asked for turn DMs: the start pings him
    assert "(DM to @alice)" not in text
    assert "not a time" in text  # `@wait soon` is refused, not a failure


async def test_the_end_of_a_game_sends_no_turn_dm(tmp_path: Path) -> None:
    """A resignation ends the game: the final board mentions everyone, but nobody is told by DM
    that it is their turn (it read "🎲 It's your turn in …" after the game was over)."""
    out = io.StringIO()
    script = ["alice: /game new tokens", "bob: /notify on", "bob: /game join",
              "alice: /game start", "alice: /play bid:1", "bob: /game resign"]  # fmt: skip
    status = await run_console(
        script, db=str(tmp_path / "c.sqlite3"), out_dir=None, bots=0, seed=5, stream=out
    )
    text = out.getvalue()
    assert status == 0, text
    before, after = text.split("resigned", 1)
    assert "(DM to @bob)" in before  # turn DMs reach bob while the game goes on
    assert "(DM to @" not in after, after
    assert "**0**" not in after and "**1**" not in after  # a resignation scores nothing
