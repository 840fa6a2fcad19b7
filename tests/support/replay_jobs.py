"""Replay jobs for bot/league/painter.py's tests: they run in the painter's child process."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def hang(pid_file: bytes, *_: Any) -> Iterator[Any]:
    """Writes its process id where `pid_file` (the "file" to check) says, then never
    answers: a check that would run for ever."""
    Path(pid_file.decode()).write_text(str(os.getpid()), encoding="ascii")
    while True:
        time.sleep(1)
    yield  # a generator, like the real jobs
