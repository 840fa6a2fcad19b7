"""`tabula run` stops cleanly on SIGTERM or SIGINT: status 0 within 10 s and no process left,
also while it is still retrying an unreachable Discord or database at start."""

from __future__ import annotations

import asyncio
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.client import create_bot, retrying
from bot.config import Config
from bot.paths import ROOT
from bot.store import SqliteStore, StoreError
from bot.table.service import GameService
from bot.table.thinker import Thinker

STOP_S = 10.0  # what the issue allows from the signal to the exit
START_S = 90.0  # a busy test machine may take long to import everything and start


@pytest.fixture
def closed_port() -> Iterator[int]:
    """A local port that refuses connections (bound, never listening) for the test's length."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield sock.getsockname()[1]


def session_processes(session: int) -> list[int]:
    """Live processes (zombies aside) in a session: the bot's, and any child it started."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            stat = (entry / "stat").read_text()
        except OSError:
            continue
        state, _ppid, _pgrp, sid = stat.rsplit(")", 1)[1].split()[:4]
        if int(sid) == session and state != "Z":
            found.append(int(entry.name))
    return found


def start_bot(tmp_path: Path, port: int, database_url: str) -> tuple[subprocess.Popen[str], Path]:
    log = tmp_path / "bot.log"
    env = {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
        "HOME": str(tmp_path),
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "not.a.token",
        "DATABASE_URL": database_url,
        "TABULA_PLUGINS": "tests.ops.unreachable",
        "TABULA_TEST_DISCORD_PORT": str(port),
        "LOG_LEVEL": "INFO",
    }
    with log.open("w") as out:
        process = subprocess.Popen(
            [sys.executable, "-m", "bot", "run"],
            cwd=tmp_path,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            text=True,
            start_new_session=True,  # its own session: every child it starts is found there
        )
    return process, log


def wait_for(log: Path, text: str, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + START_S
    while text not in log.read_text():
        assert process.poll() is None, log.read_text()
        assert time.monotonic() < deadline, f"never logged {text!r}:\n{log.read_text()}"
        time.sleep(0.2)


def stop(process: subprocess.Popen[str], number: int, log: Path) -> float:
    """Send the signal; the seconds until the bot exited (status 0 asserted). SIGINT goes to
    the whole process group, as Ctrl+C in a terminal does; SIGTERM to the bot alone."""
    sent = time.monotonic()
    if number == signal.SIGINT:
        os.killpg(process.pid, number)
    else:
        process.send_signal(number)
    try:
        status = process.wait(timeout=STOP_S + 5)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        raise
    took = time.monotonic() - sent
    assert status == 0, log.read_text()
    return took


def nothing_left(session: int) -> list[int]:
    deadline = time.monotonic() + 2.0  # a child notices its parent left within moments
    while (left := session_processes(session)) and time.monotonic() < deadline:
        time.sleep(0.1)
    return left


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_stops_the_bot_retrying_discord(
    tmp_path: Path, closed_port: int, number: int
) -> None:
    process, log = start_bot(tmp_path, closed_port, f"sqlite:///{tmp_path / 't.sqlite3'}")
    try:
        wait_for(log, "At start: Discord unreachable", process)
        wait_for(log, "trying again in 2 s", process)  # it backs off, and keeps trying
        children = [p for p in session_processes(process.pid) if p != process.pid]
        assert children, "the thinking processes start with the bot"
        took = stop(process, number, log)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert took < STOP_S
    assert nothing_left(process.pid) == []
    text = log.read_text()
    assert "Stopping: a signal asked for it" in text and "Traceback" not in text


def test_a_signal_stops_the_bot_retrying_the_database(tmp_path: Path, closed_port: int) -> None:
    url = f"postgresql://tabula:secret@127.0.0.1:{closed_port}/tabula"
    process, log = start_bot(tmp_path, closed_port, url)
    try:
        wait_for(log, "At start: database unreachable", process)
        wait_for(log, "trying again in 2 s", process)
        took = stop(process, signal.SIGTERM, log)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    assert took < STOP_S
    assert nothing_left(process.pid) == []
    assert "secret" not in log.read_text()  # the password stays out of the log


async def test_retrying_backs_off_exponentially_up_to_the_cap(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    waits: list[float] = []

    async def no_wait(seconds: float) -> None:
        waits.append(seconds)

    monkeypatch.setattr(asyncio, "sleep", no_wait)
    failures = iter([OSError("down")] * 5 + [None])

    async def attempt() -> str:
        failure = next(failures)
        if failure is not None:
            raise failure
        return "up"

    assert await retrying("Discord", attempt, (OSError,), first=1, most=5) == "up"
    assert waits == [1, 2, 4, 5, 5]

    async def refused() -> str:
        raise KeyError("not transient")

    with pytest.raises(KeyError):
        await retrying("Discord", refused, (OSError,))


async def test_close_lets_work_under_way_finish_before_the_store_closes(tmp_path: Path) -> None:
    """A command being saved when the stop comes is saved; the store and pool close after."""
    config = Config(
        token="x", database_url="sqlite://", dev_guild_id=None, log_level="INFO", plugins=""
    )
    store = SqliteStore(tmp_path / "t.sqlite3")
    thinker = Thinker(workers=1)
    bot = create_bot(config, GameService(store, thinker=thinker), auto_publish=False)
    await bot.__aenter__()  # as run_bot does: ready, not logged in
    await store.open()
    thinker.start()
    workers = list(thinker._executor()._processes.values())  # type: ignore[attr-defined]

    async def saving() -> None:
        await asyncio.sleep(0.3)
        await store.set_meta("saved", "yes")

    under_way = asyncio.create_task(saving(), name="CommandTree-invoker")
    await bot.close()
    assert under_way.done() and not under_way.cancelled()
    assert bot.closing and bot.is_closed()
    assert all(not w.is_alive() for w in workers)
    with pytest.raises(StoreError):
        await store.get_meta("saved")  # closed
    await store.open()
    assert await store.get_meta("saved") == "yes"
    await store.close()


def test_thinking_processes_leave_ctrl_c_to_the_bot() -> None:
    """Ctrl+C reaches every process of the terminal's group; a worker ignores it, so that
    only the bot decides when its workers stop."""
    thinker = Thinker(workers=1)
    try:
        pool = thinker._executor()
        assert pool.submit(signal.getsignal, signal.SIGINT).result(60) == signal.SIG_IGN
    finally:
        thinker.close()
