"""HEALTH_PORT (issue 32): a small HTTP server beside the gateway for the operator's watch.

`/healthz` answers 200 with a short JSON when the gateway is connected, the store answers and
the turn clock's loop is alive, else 503 with the part that failed; `/metrics` is the
Prometheus text of bot/table/metrics.py's instruments (and the process's own). It runs on the
bot's event loop through aiohttp (which discord.py already needs): every answer is a few
reads, and the store's check is bounded by STORE_TIMEOUT, so it never holds the loop.
"""

from __future__ import annotations

import asyncio
import logging
import math
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST, REGISTRY, generate_latest

from bot.table.metrics import STORE_ERRORS

log = logging.getLogger("tabula")

STORE_TIMEOUT = 3.0  # seconds the store may take to answer the health check
HEALTH_KEY = "health.check"  # a store meta key read (never written) by the check
OK = "ok"


@dataclass
class Heartbeat:
    """When the clock's loop last began a round (monotonic seconds), how often it must, and
    whether a round is under way now (a stop lets it finish)."""

    interval: float
    enabled: bool = True
    last: float | None = None
    started: float = field(default_factory=time.monotonic)
    in_round: bool = False

    def beat(self) -> None:
        """A round begins."""
        self.last = time.monotonic()
        self.in_round = True

    def rest(self) -> None:
        """The round is over; the loop sleeps until the next."""
        self.in_round = False

    def state(self, running: bool) -> str:
        """ok; off (this process runs no clock); stopped; or late (no round for 3 intervals)."""
        if not self.enabled:
            return "off"
        if not running:
            return "stopped"
        since = self.last if self.last is not None else self.started
        return OK if time.monotonic() - since <= 3 * self.interval else "late"


class Watched(Protocol):
    """What the checks read of the bot (bot.client.TabulaBot has it)."""

    heartbeat: Heartbeat
    clock_loop: Any
    service: Any

    def is_ready(self) -> bool: ...

    def is_closed(self) -> bool: ...

    @property
    def latency(self) -> float: ...

    @property
    def guilds(self) -> Any: ...


Check = Callable[[], Awaitable[tuple[bool, dict[str, Any]]]]


def gateway_state(client: discord.Client) -> str:
    """ok when logged in, READY and no shard is disconnected."""
    if client.is_closed() or not client.is_ready():
        return "disconnected"
    shards = getattr(client, "shards", None) or {}
    if any(shard.is_closed() for shard in shards.values()):
        return "shard_down"
    return OK


async def store_state(store: Any) -> str:
    """ok when the store answers a read within STORE_TIMEOUT; else what went wrong."""
    try:
        await asyncio.wait_for(store.get_meta(HEALTH_KEY), timeout=STORE_TIMEOUT)
    except TimeoutError:
        STORE_ERRORS.labels("health").inc()
        return "timeout"
    except Exception as e:
        STORE_ERRORS.labels("health").inc()
        return f"unreachable ({type(e).__name__})"
    return OK


def bot_check(bot: Watched) -> Check:
    """The three parts of a running bot, as one check."""

    async def check() -> tuple[bool, dict[str, Any]]:
        parts = {
            "gateway": gateway_state(bot),  # type: ignore[arg-type]
            "store": await store_state(bot.service.store),
            "clock": bot.heartbeat.state(bool(bot.clock_loop.is_running())),
        }
        healthy = all(v in (OK, "off") for v in parts.values())
        latency = bot.latency
        details: dict[str, Any] = {
            "status": OK if healthy else "failing",
            **parts,
            "guilds": len(bot.guilds) if bot.is_ready() else 0,
            "latency_ms": round(latency * 1000) if math.isfinite(latency) else None,
        }
        if not healthy:
            details["failed"] = [k for k, v in parts.items() if v not in (OK, "off")]
        return healthy, details

    return check


class HealthServer:
    """/healthz and /metrics on `host:port`, started and stopped with the bot."""

    def __init__(self, check: Check, port: int, host: str = "0.0.0.0") -> None:
        self.check = check
        self.port = port
        self.host = host
        self._runner: web.AppRunner | None = None

    def app(self) -> web.Application:
        app = web.Application()
        app.router.add_get("/healthz", self.healthz)
        app.router.add_get("/metrics", self.metrics)
        return app

    async def healthz(self, request: web.Request) -> web.Response:
        try:
            healthy, details = await self.check()
        except Exception as e:  # a broken check is a failing bot, not a 500 page
            log.exception("The health check failed")
            healthy, details = False, {"status": "failing", "error": type(e).__name__}
        return web.json_response(details, status=200 if healthy else 503)

    async def metrics(self, request: web.Request) -> web.Response:
        body = generate_latest(REGISTRY)
        return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})

    @property
    def running(self) -> bool:
        return self._runner is not None

    async def start(self) -> None:
        """Listen (once; a second call does nothing); a taken port is a clear error."""
        if self._runner is not None:
            return
        runner = web.AppRunner(self.app(), access_log=None)
        await runner.setup()
        try:
            await web.TCPSite(runner, self.host, self.port).start()
        except OSError as e:
            await runner.cleanup()
            raise RuntimeError(f"HEALTH_PORT {self.port} cannot be listened on: {e}") from e
        self._runner = runner
        log.info("Health and metrics on http://%s:%d/healthz and /metrics", self.host, self.port)

    async def stop(self) -> None:
        runner, self._runner = self._runner, None
        if runner is not None:
            await runner.cleanup()

    @property
    def bound_port(self) -> int:
        """The port actually listened on (the one the OS chose when asked for port 0)."""
        assert self._runner is not None
        for site in self._runner.sites:
            server = getattr(site, "_server", None)
            if server is not None and server.sockets:
                return int(server.sockets[0].getsockname()[1])
        return self.port
