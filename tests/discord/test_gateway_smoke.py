"""`bot.start()` unchanged against a loopback Discord: real HTTP, a real websocket gateway."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.client import COMMANDS_HASH_KEY, bot_intents, create_bot, run_sync
from bot.config import Config
from bot.store import SqliteStore
from bot.table.service import GameService
from tests.discord.harness import ALICE, GUILD_ID, TEXT, TOKEN, Payloads

STEP_TIMEOUT = 8.0
HELLO, IDENTIFY, HEARTBEAT, DISPATCH, HEARTBEAT_ACK = 10, 2, 1, 0, 11


def json_response(data: Any, status: int = 200) -> web.Response:
    """discord.py only parses bodies typed exactly `application/json` (no charset)."""
    return web.Response(
        status=status, body=json.dumps(data).encode(), headers={"Content-Type": "application/json"}
    )


class LoopbackDiscord(Payloads):
    """REST routes and a gateway on 127.0.0.1, recording what the bot sends."""

    def __init__(self) -> None:
        super().__init__()
        self.identify: dict[str, Any] | None = None
        self.heartbeats = 0
        self.calls: list[tuple[str, str, Any]] = []
        self.callback_seen = asyncio.Event()
        self.followup_seen = asyncio.Event()
        self.gateway_closed = asyncio.Event()
        self.interaction = self.interaction_payload(
            2, ALICE, TEXT, self.command_data("game", "new", {"game": "tokens"})
        )
        self.runner: web.AppRunner | None = None
        self.port = 0

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/gateway", self.gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self.rest)
        self.runner = web.AppRunner(app)
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        self.port = self.runner.addresses[0][1]

    async def stop(self) -> None:
        if self.runner is not None:
            await self.runner.cleanup()

    async def rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["tail"]
        body = await request.json() if request.can_read_body else None
        self.calls.append((request.method, path, body))
        if request.method == "GET" and path == "/users/@me":
            return json_response(self.bot_user())
        if request.method == "GET" and path == "/oauth2/applications/@me":
            return json_response(self.app_info())
        if request.method == "GET" and path in ("/gateway", "/gateway/bot"):
            return json_response(
                {
                    "url": f"ws://127.0.0.1:{self.port}/gateway",
                    "shards": 1,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 999,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            )
        if request.method == "PUT" and path.endswith("/commands"):
            return json_response(self.synced(body or []))
        if request.method == "POST" and path.endswith("/callback"):
            self.callback_seen.set()
            return json_response({"interaction": {"id": self.interaction["id"], "type": 2}})
        if request.method == "POST" and path.startswith("/webhooks/"):
            self.followup_seen.set()
            return json_response(self.followup_message(body or {}))
        return json_response({"message": "404: Not Found", "code": 0}, status=404)

    def followup_message(self, body: dict[str, Any]) -> dict[str, Any]:
        """The message a followup creates, as Discord would echo it."""
        return {
            "id": str(self.snowflake()),
            "channel_id": self.interaction["channel_id"],
            "type": 0,
            "author": self.bot_user(),
            "content": body.get("content") or "",
            "timestamp": "2025-01-01T12:00:00.000000+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": False,
            "flags": int(body.get("flags") or 0),
            "components": body.get("components") or [],
            "webhook_id": str(self.app_info()["id"]),
        }

    async def gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await ws.send_json({"op": HELLO, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        seq = 0

        async def dispatch(event: str, data: dict[str, Any]) -> None:
            nonlocal seq
            seq += 1
            await ws.send_json({"op": DISPATCH, "t": event, "s": seq, "d": data})

        async for message in ws:
            if message.type != aiohttp.WSMsgType.TEXT:
                break
            frame = json.loads(message.data)
            if frame["op"] == HEARTBEAT:
                self.heartbeats += 1
                await ws.send_json({"op": HEARTBEAT_ACK, "d": None, "s": None, "t": None})
            elif frame["op"] == IDENTIFY:
                self.identify = frame["d"]
                await dispatch("READY", self.ready_payload())
                await dispatch("GUILD_CREATE", self.guild_payload())
                await dispatch("INTERACTION_CREATE", self.interaction)
        self.gateway_closed.set()
        return ws


@pytest.fixture
async def loopback(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[LoopbackDiscord]:
    server = LoopbackDiscord()
    await server.start()
    monkeypatch.setattr(discord.http.Route, "BASE", f"http://127.0.0.1:{server.port}/api/v10")
    monkeypatch.setattr(
        DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(f"ws://127.0.0.1:{server.port}/gateway")
    )
    reset = async_context.set(AsyncWebhookAdapter())  # the real adapter, over real HTTP
    try:
        yield server
    finally:
        async_context.reset(reset)
        await server.stop()


async def test_bot_start_against_loopback_discord(
    loopback: LoopbackDiscord, tmp_path: Path
) -> None:
    config = Config(
        token=TOKEN,
        database_url=f"sqlite:///{tmp_path / 'smoke.sqlite3'}",
        dev_guild_id=None,
        log_level="INFO",
        plugins="tests.support.plugin",
    )
    bot = create_bot(config, GameService(SqliteStore(tmp_path / "smoke.sqlite3")))
    runner = asyncio.create_task(bot.start(TOKEN))
    try:
        await asyncio.wait_for(loopback.followup_seen.wait(), timeout=STEP_TIMEOUT)
        assert bot.publishing is not None
        await asyncio.wait_for(bot.publishing, timeout=STEP_TIMEOUT)
    finally:
        await asyncio.wait_for(bot.close(), timeout=STEP_TIMEOUT)
        await asyncio.wait_for(runner, timeout=STEP_TIMEOUT)

    assert loopback.identify is not None
    assert loopback.identify["token"] == TOKEN
    assert loopback.identify["intents"] == bot_intents().value
    assert loopback.heartbeats >= 1
    methods = [(m, p) for m, p, _ in loopback.calls]
    assert ("GET", "/users/@me") in methods
    # a new database has never published the commands: the first start does, once
    assert [p for m, p in methods if m == "PUT"] == [
        f"/applications/{loopback.app_info()['id']}/commands"
    ]
    answers = [
        (p, body)
        for m, p, body in loopback.calls
        if m == "POST" and (p.endswith("/callback") or p.startswith("/webhooks/"))
    ]
    [(first, callback), (second, followup)] = answers
    assert first.endswith("/callback") and callback["type"] == 5  # "thinking", at once
    assert second.startswith("/webhooks/") and "Tokens (test game)" in followup["content"]
    async with SqliteStore(tmp_path / "smoke.sqlite3") as store:  # bot.close() closed its own
        record = await store.load(TEXT.id)
    assert record is not None and record.seats[0].user_id == ALICE.id
    await asyncio.wait_for(loopback.gateway_closed.wait(), timeout=STEP_TIMEOUT)


async def test_run_sync_publishes_to_the_dev_guild(
    loopback: LoopbackDiscord, tmp_path: Path
) -> None:
    config = Config(
        token=TOKEN,
        database_url=f"sqlite:///{tmp_path / 'sync.sqlite3'}",
        dev_guild_id=GUILD_ID,
        log_level="INFO",
        plugins="tests.support.plugin",
    )
    synced = await asyncio.wait_for(run_sync(config), timeout=STEP_TIMEOUT)
    assert {c.name for c in synced} == {
        *("game", "play", "hand", "board", "log", "rules", "hint"),
        *("notify", "mygames", "settings", "card"),
        *("history", "stats", "leaderboard", "replay", "challenge"),
        *("undo", "help"),
    }
    puts = [p for m, p, _ in loopback.calls if m == "PUT"]
    assert puts == [f"/applications/{loopback.app_info()['id']}/guilds/{GUILD_ID}/commands"]
    assert loopback.identify is None  # syncing needs no gateway connection
    async with SqliteStore(tmp_path / "sync.sqlite3") as store:
        recorded = await store.get_meta(COMMANDS_HASH_KEY)
    assert recorded is not None  # so the next `tabula run` does not publish them again
    await asyncio.wait_for(run_sync(config), timeout=STEP_TIMEOUT)  # forced, though unchanged
    assert len([p for m, p, _ in loopback.calls if m == "PUT"]) == 2
