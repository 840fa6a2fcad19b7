"""Two `tabula console` processes on one database play one game, on every store."""

from __future__ import annotations

import io
from pathlib import Path

from bot.console import run_console
from tests.store.conftest import Backend

SCRIPT = Path(__file__).resolve().parents[1] / "support" / "tokens_full_game.txt"


async def play(backend: Backend, lines: list[str]) -> str:
    """One console session (its own service and store, as a process of its own)."""
    out = io.StringIO()
    code = await run_console(lines, db=backend.url(), out_dir=None, bots=0, seed=3, stream=out)
    assert code == 0, out.getvalue()
    return out.getvalue()


async def test_two_consoles_share_one_game(backend: Backend) -> None:
    lines = [x for x in SCRIPT.read_text(encoding="utf-8").splitlines() if x and x[0] != "#"]
    assert lines[0].startswith("alice: /game new") and lines[1] == "bob: /game join"
    opened = await play(backend, lines[:1])
    assert "@alice opened a table" in opened
    # bob is the first user this console sees: he is still bob, not the table's first seat
    joined = await play(backend, lines[1:2])
    assert "@bob joins the table" in joined
    assert "1. @alice" in joined and "2. @bob" in joined  # alice's name, learnt from the store
    started = await play(backend, lines[2:4])  # alice starts, then bids
    assert "begins" in started
    rest = await play(backend, lines[4:])  # bob's console plays on from there
    assert "already seated" not in opened + joined + started + rest
    assert "It is not your turn" in rest  # bob's early take: the seats are the same people
    assert "Game over" in rest
