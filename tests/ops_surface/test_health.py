"""HEALTH_PORT: /healthz says which part fails, /metrics counts moves, renders and the clock."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from prometheus_client import REGISTRY

from bot.client import create_bot
from bot.config import Config
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker
from cogs.health import HealthServer, Heartbeat
from tests.discord.harness import ALICE, BOB, TEXT, FakeDiscord, bid_all, open_table


def sample(name: str, **labels: str) -> float:
    return REGISTRY.get_sample_value(name, labels) or 0.0


@pytest.fixture
async def watched(tmp_path: Path) -> AsyncIterator[FakeDiscord]:
    """A bot logged in to the fake Discord, with its health server on a port the OS chose."""
    config = Config(
        token="fake",
        database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}",
        dev_guild_id=None,
        log_level="INFO",
        plugins="tests.support.plugin",
        health_port=0,
    )
    service = GameService(
        SqliteStore(tmp_path / "db.sqlite3"), thinker=Thinker(inline=True, plugins=config.plugins)
    )
    fake = FakeDiscord(create_bot(config, service))
    await fake.login()
    try:
        yield fake
    finally:
        await fake.close()


async def get(fake: FakeDiscord, path: str) -> tuple[int, str, Any]:
    health = fake.bot.health  # type: ignore[attr-defined]
    assert isinstance(health, HealthServer) and health.running
    url = f"http://127.0.0.1:{health.bound_port}{path}"
    async with aiohttp.ClientSession() as session, session.get(url) as response:
        text = await response.text()
        body = await response.json() if path == "/healthz" else None
        return response.status, text if body is None else "", body


async def test_healthz_is_200_with_every_part_ok(watched: FakeDiscord) -> None:
    status, _, body = await get(watched, "/healthz")
    assert status == 200
    assert body["status"] == "ok"
    assert (body["gateway"], body["store"], body["clock"]) == ("ok", "ok", "ok")
    assert body["guilds"] == 1 and "failed" not in body


async def test_a_failing_store_makes_healthz_503_and_names_it(
    watched: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = sample("tabula_store_errors_total", operation="health")

    async def broken(key: str) -> Any:
        raise OSError("disk gone")

    store = watched.bot.service.store  # type: ignore[attr-defined]
    monkeypatch.setattr(store, "get_meta", broken)
    status, _, body = await get(watched, "/healthz")
    assert status == 503
    assert body["status"] == "failing" and body["failed"] == ["store"]
    assert body["store"] == "unreachable (OSError)" and body["gateway"] == "ok"
    assert sample("tabula_store_errors_total", operation="health") == before + 1


async def test_a_stopped_clock_loop_makes_healthz_503(watched: FakeDiscord) -> None:
    watched.bot.clock_loop.cancel()  # type: ignore[attr-defined]
    while watched.bot.clock_loop.is_running():  # type: ignore[attr-defined]
        await asyncio.sleep(0.01)
    status, _, body = await get(watched, "/healthz")
    assert status == 503 and body["failed"] == ["clock"] and body["clock"] == "stopped"


async def test_a_lost_gateway_makes_healthz_503(
    watched: FakeDiscord, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(watched.bot, "is_ready", lambda: False)
    status, _, body = await get(watched, "/healthz")
    assert status == 503 and body["failed"] == ["gateway"] and body["gateway"] == "disconnected"
    assert body["store"] == "ok"


def test_a_clock_with_no_round_for_three_intervals_is_late() -> None:
    beat = Heartbeat(interval=30)
    assert beat.state(running=True) == "ok"
    beat.last = beat.started = beat.started - 91
    assert beat.state(running=True) == "late"
    beat.beat()
    assert beat.state(running=True) == "ok"
    assert beat.state(running=False) == "stopped"
    assert Heartbeat(interval=30, enabled=False).state(running=False) == "off"


async def test_metrics_count_moves_act_time_renders_and_thinking(watched: FakeDiscord) -> None:
    moves = sample("tabula_moves_total", game="tokens", by="person")
    acts = sample("tabula_act_seconds_count")
    renders = sample("tabula_render_seconds_count", kind="board")
    await open_table(watched, TEXT, ALICE, BOB)
    await bid_all(watched, TEXT, [(ALICE, 0), (BOB, 2)])
    assert sample("tabula_moves_total", game="tokens", by="person") == moves + 2
    assert sample("tabula_act_seconds_count") == acts + 2
    assert sample("tabula_render_seconds_count", kind="board") > renders

    status, text, _ = await get(watched, "/metrics")
    assert status == 200
    for name in (
        "tabula_moves_total",
        "tabula_act_seconds_bucket",
        "tabula_render_seconds_sum",
        "tabula_think_seconds",
        "tabula_clock_lag_seconds",
        "tabula_store_errors",
    ):
        assert name in text, name
    assert 'tabula_moves_total{by="person",game="tokens"}' in text


async def test_thinking_is_timed_by_level() -> None:
    before = sample("tabula_think_seconds_count", level="random")
    thought = await Thinker(inline=True).choose("tokens", None, 0, ["a", "b"], "random", 7)
    assert thought.token in ("a", "b")
    assert sample("tabula_think_seconds_count", level="random") == before + 1


async def test_a_taken_port_is_a_clear_error(watched: FakeDiscord) -> None:
    taken = watched.bot.health.bound_port  # type: ignore[attr-defined]
    other = HealthServer(watched.bot.health.check, taken)  # type: ignore[attr-defined]
    with pytest.raises(RuntimeError, match=f"HEALTH_PORT {taken}"):
        await other.start()
    assert not other.running


def test_health_port_setting(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("HEALTH_PORT", raising=False)
    assert Config.from_env(None).health_port is None
    monkeypatch.setenv("HEALTH_PORT", "9100")
    assert Config.from_env(None).health_port == 9100
    for bad in ("http", "0", "70000"):
        monkeypatch.setenv("HEALTH_PORT", bad)
        with pytest.raises(ValueError, match="HEALTH_PORT"):
            Config.from_env(None)


def test_the_heartbeat_knows_when_a_round_is_under_way() -> None:
    """A stop lets a clock round under way finish (bot/client.py close reads `in_round`)."""
    beat = Heartbeat(interval=30)
    assert not beat.in_round
    beat.beat()
    assert beat.in_round and beat.state(running=True) == "ok"
    beat.rest()
    assert not beat.in_round and beat.last is not None
