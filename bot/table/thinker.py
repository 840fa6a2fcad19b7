"""Where bots think: a process pool, so a long search never holds the event loop or the GIL.

The service hands over only what the bot's seat may see (its view and legal moves, both
picklable) and gets back a token and, for hints, a reason. `random` bots need no thought and
are chosen in place. Tests may use `inline=True`, which thinks in a worker thread instead.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import signal
import threading
from collections.abc import Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from bot.engine.ai import make_bot
from bot.engine.ai.base import can_search
from bot.engine.core import Action
from bot.engine.registry import get_rules, load_plugins
from bot.engine.words import Phrase
from bot.table.metrics import THINK_SECONDS, timed


@dataclass(frozen=True, slots=True)
class Thought:
    """A bot's decision: the move's token, and in the game's words why (may be None)."""

    token: str
    reason: Phrase | None = None


def think(
    game_key: str,
    view: Any,
    seat: int,
    legal: Sequence[str],
    level: str,
    seed: int,
    budget_s: float | None = None,
    plugins: str = "",
) -> Thought:
    """Runs in a worker: the bot of `level` chooses among `legal` from `view` alone."""
    if plugins:
        load_plugins(plugins)
    rules = get_rules(game_key)
    moves = [Action.parse(t) for t in legal]
    choice = make_bot(level, seed=seed, budget_s=budget_s).explain(rules, view, seat, moves)
    return Thought(choice.action.token, choice.reason)


_POOLS: dict[tuple[bool, int], Executor] = {}  # one pool per process, shared by services


class Thinker:
    """Runs `think` off the event loop, in a pool started on first use and shared by every
    service of the process."""

    def __init__(self, *, workers: int = 1, inline: bool = False, plugins: str = "") -> None:
        self.workers = max(1, workers)
        self.inline = inline
        self.plugins = plugins

    def _executor(self) -> Executor:
        key = (self.inline, self.workers)
        pool = _POOLS.get(key)
        if pool is None:
            if self.inline:
                pool = ThreadPoolExecutor(self.workers, thread_name_prefix="tabula-bot")
            else:
                # spawn: a fresh interpreter, never a fork of a process running an event loop
                ctx = multiprocessing.get_context("spawn")
                pool = ProcessPoolExecutor(
                    self.workers, mp_context=ctx, initializer=ignore_interrupts
                )
            _POOLS[key] = pool
        return pool

    async def choose(
        self,
        game_key: str,
        view: Any,
        seat: int,
        legal: Sequence[str],
        level: str,
        seed: int,
        budget_s: float | None = None,
    ) -> Thought:
        with timed(THINK_SECONDS, level):
            if level == "random" or not can_search(get_rules(game_key)):
                return think(game_key, view, seat, legal, level, seed, budget_s)  # no search
            with interrupts_ignored():  # a worker started now inherits it
                future = self._executor().submit(
                    think, game_key, view, seat, list(legal), level, seed, budget_s, self.plugins
                )
            return await asyncio.wrap_future(future)

    def start(self) -> None:
        """Start the pool's processes now (the bot starting), so that the first bot move
        does not wait for them; each loads the engine and the plugins."""
        pool = self._executor()
        with interrupts_ignored():
            for _ in range(self.workers):
                pool.submit(load_plugins, self.plugins)

    def close(self) -> None:
        """Stop this kind of pool (the bot closing): what is queued is dropped and the
        processes thinking are ended, not waited for. A later choose starts a new pool."""
        pool = _POOLS.pop((self.inline, self.workers), None)
        if pool is not None:
            stop_pool(pool)


def ignore_interrupts() -> None:
    """In a worker: Ctrl+C reaches the whole terminal's process group, but only the bot
    decides when its workers stop (`stop_pool`), without a traceback from each."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@contextmanager
def interrupts_ignored() -> Iterator[None]:
    """SIGINT ignored while workers may be started (a pool starts them as work is submitted),
    so that a worker ignores it from its first instruction, before `ignore_interrupts` runs:
    a spawned process inherits an ignored signal. Only the main thread may change handlers;
    elsewhere this does nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, previous if previous is not None else signal.SIG_DFL)


def stop_pool(pool: Executor, patience: float = 2.0) -> None:
    """Shut `pool` down; a process pool's workers are terminated (then killed after
    `patience` seconds), so that no thinking process outlives the bot."""
    running = pool._processes if isinstance(pool, ProcessPoolExecutor) else None
    workers = list((running or {}).values())
    pool.shutdown(wait=False, cancel_futures=True)
    for worker in workers:
        if worker.is_alive():
            worker.terminate()
    for worker in workers:
        worker.join(patience)
        if worker.is_alive():
            worker.kill()
            worker.join(patience)
