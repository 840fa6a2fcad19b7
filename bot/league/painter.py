"""Where replays are checked and drawn: a short-lived child process per request, at most
`SLOTS` at a time in one bot process (issue 28, item 5).

A replay is the heaviest thing the bot does for one person: every move of a game played
again through `play()`, then up to 49 boards drawn at full size and encoded as a GIF. Done
in the bot's own process, the pictures' memory stays with the process after the reply (the
allocator keeps what it once held), and a hostile file can keep the CPU busy. So each request
runs in a child of its own, forked from a small server process that imported the renderers
and the message catalogues once (`bot.league.painter_preload`): the child starts in milliseconds,
sends back only small things (a summary, the file, the GIF's bytes), and exits, returning all
its memory to the system. `bot.league.replay.animation` keeps the child's own peak low.

The parent never blocks its event loop: the child is started from a worker thread, answers
are awaited on the loop and read in a thread. Each phase has a time limit: the check (reading
the JSON and playing every move) `check_s`, the drawing `draw_s`; past it the child is killed
and the request refused (`replay.too_slow`, `replay.draw_too_slow`), and nothing is stored or
changed. At most `slots` requests run at once; one more is refused at once (`replay.busy`),
before its file is even downloaded.
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
import time
import traceback
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from typing import Any

from bot.engine.core import Outcome
from bot.engine.registry import load_plugins, loaded_plugins
from bot.league import replay
from bot.league.replay import ReplayRefused

log = logging.getLogger(__name__)

SLOTS = 2  # replays drawn at once by one bot process; one more is told to try again
CHECK_S = 20.0  # seconds to read and check a file (the longest real game takes about 0.3 s)
DRAW_S = 120.0  # seconds to draw the animation (the longest real game takes about 5 s)
FETCH_S = 15.0  # seconds to download an attached file from Discord
END_S = 5.0  # seconds a child may take to say goodbye before it is killed

Job = Callable[..., Iterator[Any]]


@dataclass(frozen=True, slots=True)
class Checked:
    """What the child found in a replay that passed: enough to word the reply, no state."""

    key: str
    names: tuple[str, ...]
    moves: int
    outcome: Outcome
    file: bytes = b""  # the replay file, when the child made it (a kept game)


@dataclass(frozen=True, slots=True)
class Usage:
    """The child's resident memory in kB: when its job began and at its highest."""

    start_kb: int
    peak_kb: int

    @property
    def above_mb(self) -> float:
        return (self.peak_kb - self.start_kb) / 1024


@dataclass(frozen=True, slots=True)
class Drawn:
    """A replay checked and drawn: the summary, the GIF, and what the child cost."""

    checked: Checked
    gif: bytes
    usage: Usage | None
    seconds: float


@dataclass(frozen=True, slots=True)
class Report:
    """What the latest replay cost, without its bytes: for the log and the benches."""

    key: str
    moves: int
    seconds: float
    gif_bytes: int
    usage: Usage | None


class PainterFailed(RuntimeError):
    """The child broke (a bug, or killed from outside): not the file's fault."""


# -- the jobs (they run in the child) -------------------------------------------------------


def kept_game(
    key: str,
    options: dict[str, Any],
    seed: int,
    players: list[dict[str, Any]],
    moves: list[tuple[int, str]],
    names: Sequence[str],
    locale: str | None,
) -> Iterator[Checked | bytes]:
    """A kept game: its file made, checked like any other, then its animation."""
    raw = replay.dumps(replay.export(key, options, seed, players, moves))
    done = replay.check(raw)
    yield Checked(done.key, tuple(names), len(done.moves), done.outcome, raw)
    yield replay.animation(done, names=names, locale=locale)


def uploaded(raw: bytes, locale: str | None) -> Iterator[Checked | bytes]:
    """A file someone attached: checked move by move, then its animation."""
    done = replay.check(raw)
    yield Checked(done.key, done.names, len(done.moves), done.outcome)
    yield replay.animation(done, names=done.names, locale=locale)


def _child(conn: Connection, job: Job, args: tuple[Any, ...], plugins: str) -> None:
    """The child's whole life: run `job`, send each thing it yields, then its memory use."""
    try:
        start = _memory_kb("VmRSS")
        try:
            if plugins:
                load_plugins(plugins)
            for out in job(*args):
                conn.send(("ok", out))
        except ReplayRefused as err:
            conn.send(("refused", (err.key, err.game, err.names, err.params)))
        except Exception:
            conn.send(("failed", traceback.format_exc()))
        conn.send(("done", Usage(start, _memory_kb("VmHWM"))))
    finally:
        conn.close()


def _memory_kb(field: str) -> int:
    """This process's VmRSS (now) or VmHWM (its highest) in kB; 0 where /proc has none."""
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith(field + ":"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


# -- the parent -----------------------------------------------------------------------------


def _context() -> BaseContext:
    """A forkserver whose server imported the renderers and catalogues once (POSIX); spawn
    elsewhere. Never a plain fork of a process that runs an event loop and threads."""
    if "forkserver" in multiprocessing.get_all_start_methods():
        ctx = multiprocessing.get_context("forkserver")
        ctx.set_forkserver_preload(["bot.league.painter_preload"])
        return ctx
    return multiprocessing.get_context("spawn")


class Painter:
    """Runs replay jobs in child processes, at most `slots` at a time."""

    def __init__(
        self, *, slots: int = SLOTS, check_s: float = CHECK_S, draw_s: float = DRAW_S
    ) -> None:
        self.slots = max(1, slots)
        self.check_s = check_s
        self.draw_s = draw_s
        self.running = 0
        self.last: Report | None = None  # what the latest replay drawn cost

    @contextmanager
    def slot(self) -> Iterator[Slot]:
        """A place for one request, or `replay.busy` at once when every place is taken."""
        if self.running >= self.slots:
            raise ReplayRefused("replay.busy")
        self.running += 1
        try:
            yield Slot(self)
        finally:
            self.running -= 1


class Slot:
    """One request's place: what it may run."""

    def __init__(self, painter: Painter) -> None:
        self.painter = painter

    async def draw(self, job: Job, *args: Any) -> Drawn:
        """Run `job(*args)` in a child: its summary within `check_s`, then its GIF within
        `draw_s`. A refusal of the child's is raised here as a ReplayRefused."""
        painter = self.painter
        began = time.perf_counter()
        ctx = _context()
        reader, writer = ctx.Pipe(duplex=False)
        child = ctx.Process(  # type: ignore[attr-defined]
            target=_child,
            args=(writer, job, args, loaded_plugins()),
            name="tabula-replay",
            daemon=True,
        )
        patience = 0.0  # a child that did not finish is killed at once
        try:
            try:
                await asyncio.to_thread(child.start)  # the first start waits for the server
            finally:
                writer.close()  # the child's end only: its exit is then the pipe's end
            checked = await _receive(reader, painter.check_s, "replay.too_slow")
            if not isinstance(checked, Checked):
                raise PainterFailed(f"expected a summary, got {type(checked).__name__}")
            gif = await _receive(reader, painter.draw_s, "replay.draw_too_slow")
            if not isinstance(gif, bytes):
                raise PainterFailed(f"expected the GIF, got {type(gif).__name__}")
            try:
                usage = await _receive(reader, END_S, "replay.draw_too_slow")
            except (ReplayRefused, PainterFailed):
                usage = None
            drawn = Drawn(
                checked,
                gif,
                usage if isinstance(usage, Usage) else None,
                time.perf_counter() - began,
            )
            patience = END_S  # it answered everything: let it exit on its own
        finally:
            await asyncio.to_thread(_end, child, patience)
            reader.close()
        report = Report(checked.key, checked.moves, drawn.seconds, len(gif), drawn.usage)
        painter.last = report
        log.info(
            "replay of %s (%d moves) drawn in %.1f s, %d kB, child peak %.0f MB above its start",
            report.key,
            report.moves,
            report.seconds,
            report.gif_bytes // 1024,
            report.usage.above_mb if report.usage else float("nan"),
        )
        return drawn


async def _receive(reader: Connection, limit: float, too_slow: str) -> Any:
    """The child's next message within `limit` seconds (waited for on the loop, read in a
    thread); `too_slow` is refused past the limit."""
    loop = asyncio.get_running_loop()
    ready: asyncio.Future[None] = loop.create_future()

    def readable() -> None:
        if not ready.done():
            ready.set_result(None)

    fd = reader.fileno()
    loop.add_reader(fd, readable)
    try:
        async with asyncio.timeout(limit):
            await ready
    except TimeoutError:
        raise ReplayRefused(too_slow, limit=round(limit)) from None
    finally:
        loop.remove_reader(fd)
    try:
        kind, value = await asyncio.to_thread(reader.recv)
    except (EOFError, OSError):
        raise PainterFailed("the replay's process ended without an answer") from None
    if kind == "refused":
        key, game, names, params = value
        raise ReplayRefused(key, game=game, names=names, **params)
    if kind == "failed":
        raise PainterFailed(f"the replay's process failed:\n{value}")
    return value


def _end(child: multiprocessing.process.BaseProcess, patience: float) -> None:
    """Give the child `patience` seconds to exit, kill it if it has not, and reap it."""
    if child.pid is None:  # never started
        return
    child.join(patience)
    if child.is_alive():
        child.kill()
        child.join()
    child.close()


_SHARED: Painter | None = None


def shared() -> Painter:
    """The process's painter: the `slots` limit holds for every command of the process."""
    global _SHARED
    if _SHARED is None:
        _SHARED = Painter()
    return _SHARED
