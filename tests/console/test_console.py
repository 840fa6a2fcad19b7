"""`tabula console --script` plays a whole game through the real command path and writes PNGs."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.console import run_console

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tests" / "support" / "tokens_full_game.txt"


def _run(args: list[str], plugins: str = "tests.support.plugin") -> subprocess.CompletedProcess:
    env = {**os.environ, "TABULA_PLUGINS": plugins, "PYTHONPATH": str(ROOT)}
    env.pop("DISCORD_TOKEN", None)
    return subprocess.run(
        [sys.executable, "-m", "bot", "console", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_script_plays_to_the_end_and_writes_boards(tmp_path: Path) -> None:
    proc = _run(["--script", str(SCRIPT), "--out", str(tmp_path), "--seed", "3"])
    assert proc.returncode == 0, proc.stdout + proc.stderr
    out = proc.stdout
    assert "Game over" in out
    assert "It is not your turn" in out  # bob's early take is a rule error: a normal reply
    assert "@bob" in out and "<@" not in out
    pngs = sorted(tmp_path.glob("*.png"))
    assert len(pngs) >= 10
    assert all(p.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n" for p in pngs)
    assert any(p.name.endswith("hand-alice.png") for p in pngs)


def test_unexpected_error_makes_the_script_fail(tmp_path: Path) -> None:
    script = tmp_path / "broken.txt"
    script.write_text(
        "alice: /game new broken\nbob: /game join\nalice: /game start\n"
        "alice: /play bid:1\nbob: /play bid:0\nalice: /play take:1\n"
    )
    proc = _run(["--script", str(script)], plugins="tests.support.plugin,tests.support.broken_game")
    assert proc.returncode == 1
    assert "ZeroDivisionError" in proc.stdout


async def test_bots_and_bad_lines_in_process(tmp_path: Path) -> None:
    lines = [
        "this is not a command",
        "alice: /dance",
        "alice: /game new tokens bots:x",
        "alice: /game new tokens pile:large",
        "alice: /game start",
        "alice: /play bid:2",
    ]
    out: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

        def flush(self) -> None:
            pass

    code = await run_console(
        lines, db=str(tmp_path / "c.sqlite3"), out_dir=None, bots=2, seed=5, stream=Sink()
    )  # type: ignore[arg-type]
    text = "".join(out)
    assert code == 0
    assert "Write a line as" in text and "Unknown command `dance`" in text
    assert "`x` is not a number" in text
    assert "Bot 1" in text and "Bot 2" in text
    assert "alice is ready" in text


async def test_undo_in_the_console(tmp_path: Path) -> None:
    lines = [
        "alice: /game new tokens",
        "bob: /game join",
        "alice: /game start",
        "alice: /play bid:2",
        "bob: /play bid:0",
        "alice: /play take:3",
        "bob: /undo",
        "alice: /undo",
        "alice: /undo",
        "alice: /log",
    ]
    out: list[str] = []

    class Sink:
        def write(self, text: str) -> None:
            out.append(text)

        def flush(self) -> None:
            pass

    code = await run_console(
        lines, db=str(tmp_path / "u.sqlite3"), out_dir=None, bots=0, seed=5, stream=Sink()
    )  # type: ignore[arg-type]
    text = "".join(out)
    assert code == 0
    assert "(only you) ↩️ You may take this move back" in text  # after alice's take
    assert "alice has moved since your last move" in text  # bob cannot undo alice's move
    assert "↩️ alice took back their last move." in text
    assert "bob has moved since your last move" in text  # the take is gone; bob's bid stands
    assert (
        "5. alice takes 3; 9 left. (taken back)" in text
        and "6. ↩️ alice took back the move of line 5." in text
    )
