"""Running a console script in a test: what the console printed, once it ended cleanly."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

from bot.console import run_console


async def console_text(
    tmp_path: Path, lines: list[str], *, bots: int = 1, out_dir: Path | None = None, **kw: Any
) -> str:
    """Play `lines` at a console on a fresh database in `tmp_path` (seed 5) and return what it
    printed; the run must end with code 0."""
    out = io.StringIO()
    code = await run_console(
        lines, db=str(tmp_path / "c.sqlite3"), out_dir=out_dir, bots=bots, seed=5, stream=out, **kw
    )
    text = out.getvalue()
    assert code == 0, text
    return text
