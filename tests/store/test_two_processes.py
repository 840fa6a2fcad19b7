"""Two bot processes play the same tables on one database (bench/load.py, small): every
accepted move is in the log once, and every log replays to the state the store holds."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tests.store.conftest import PG_ENV, PG_SKIP

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("kind", ["sqlite", "postgres"])
def test_two_processes_lose_and_double_no_move(kind: str) -> None:
    # a fixed number of tries per table (time only as a bound), so that a busy machine, which
    # slows the processes, does not shorten the game they play
    args = ["--channels", "8", "--acts", "5", "--seconds", "60", "--pace", "0.1"]
    args += ["--contended", "3", "--start-in", "2"]
    if kind == "postgres":
        url = os.environ.get(PG_ENV)
        if not url:
            pytest.skip(PG_SKIP)
        args += ["--pg", url]
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "load.py"), *args, "--stores", kind],
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
    )
    assert done.returncode == 0, done.stdout + done.stderr
    accepted = re.search(r"(\d+) acts accepted of (\d+)", done.stdout)
    checked = re.search(
        r"checked (\d+) games: replay differs (\d+), lost (\d+), doubled (\d+),"
        r" two acts in one save (\d+)",
        done.stdout,
    )
    assert accepted and checked, done.stdout
    assert int(accepted[1]) >= 20  # the processes really played
    assert checked.groups() == ("8", "0", "0", "0", "0"), done.stdout
