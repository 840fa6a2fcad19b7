"""Issue 28's kill tests, short: bench/kills.py with a few kills on each store, every count 0.

Slow (a child process started and SIGKILLed at each kill): `pytest -m slow`. The full run,
with its figures, is `python bench/kills.py`.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.store.conftest import KINDS, PG_ENV, PG_SKIP

ROOT = Path(__file__).resolve().parents[2]
BENCH = ROOT / "bench" / "kills.py"
KILLS = 6


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_kills_at_every_point_break_nothing(kind: str, tmp_path: Path) -> None:
    url = os.environ.get(PG_ENV, "").strip()
    if kind == "postgres" and not url:
        pytest.skip(PG_SKIP)
    out = tmp_path / "figures.json"
    args = [sys.executable, str(BENCH), "--kills", str(KILLS), "--stores", kind]
    args += ["--json", str(out), "--seed", "28"]
    if kind == "postgres":
        args += ["--pg", url]
    done = subprocess.run(args, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr[-3000:]
    (fig,) = json.loads(out.read_text())
    assert sum(fig["kills"].values()) == KILLS, done.stdout
    assert set(fig["kills"]) >= {
        "after_save",
        "between_writes",
        "during_stage",
        "after_create",
        "random",
    }, done.stdout
    assert fig["counts"] == dict.fromkeys(fig["counts"], 0), done.stdout + done.stderr[-3000:]
    assert fig["said"].get("ack move", 0) > 0 and fig["said"].get("fired", 0) > 0, done.stdout
