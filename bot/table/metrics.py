"""What an operator may watch (issue 32): Prometheus counters and histograms of the table's
work, filled at the one place each thing happens (`GameService.commit` for moves, `act`,
the thinker, the clock's firing, rendering) and served on /metrics by cogs/health.py.

The instruments live in prometheus_client's default registry, so /metrics also shows the
process's own figures (memory, CPU, open files). Observing is a few hundred nanoseconds and
never touches the network: the endpoint only reads them.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Coroutine, Iterator
from contextlib import contextmanager
from typing import Any, ParamSpec, TypeVar

from prometheus_client import Counter, Histogram

P = ParamSpec("P")
R = TypeVar("R")

# quick things (a move, a store write) and slow ones (a render, a bot's search) share buckets
SECONDS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
LAG = (0.5, 1.0, 5.0, 15.0, 30.0, 60.0, 120.0, 300.0, 900.0)

MOVES = Counter(
    "tabula_moves",
    "Moves saved, by game and by who made them (person, bot or clock)",
    ["game", "by"],
)
ACT_SECONDS = Histogram(
    "tabula_act_seconds",
    "Time to read, play and save a person's move (GameService.act), bots' instant answers included",
    buckets=SECONDS,
)
RENDER_SECONDS = Histogram(
    "tabula_render_seconds", "Time to draw one board or card picture", ["kind"], buckets=SECONDS
)
THINK_SECONDS = Histogram(
    "tabula_think_seconds",
    "Time a bot took to choose one move, waiting for a free worker included",
    ["level"],
    buckets=SECONDS,
)
CLOCK_LAG_SECONDS = Histogram(
    "tabula_clock_lag_seconds",
    "How late the turn clock fired a due reminder or timeout",
    buckets=LAG,
)
STORE_ERRORS = Counter(
    "tabula_store_errors",
    "Store operations that failed (busy, unreachable, or an unexpected error)",
    ["operation"],
)


@contextmanager
def timed(histogram: Histogram, *labels: str) -> Iterator[None]:
    """Observe how long the block took, in seconds, even when it raised."""
    start = time.perf_counter()
    try:
        yield
    finally:
        target = histogram.labels(*labels) if labels else histogram
        target.observe(time.perf_counter() - start)


def timed_call(
    histogram: Histogram,
) -> Callable[[Callable[P, Coroutine[Any, Any, R]]], Callable[P, Coroutine[Any, Any, R]]]:
    """A coroutine function whose every call (until it returns or raises) is observed."""

    def wrap(function: Callable[P, Coroutine[Any, Any, R]]) -> Callable[P, Coroutine[Any, Any, R]]:
        @functools.wraps(function)
        async def timing(*args: P.args, **kwargs: P.kwargs) -> R:
            with timed(histogram):
                return await function(*args, **kwargs)

        return timing

    return wrap
