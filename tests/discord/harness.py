"""An offline Discord: raw gateway payloads in, recorded REST and webhook requests out.

Incoming events go through `bot._connection.parsers`, exactly where the websocket would put
them; outgoing bot-token REST calls are answered by an override of `bot.http.request`, and
interaction responses and followups by a recording `AsyncWebhookAdapter` set in
`discord.webhook.async_.async_context`. Every recorded request is checked against the Discord
limits that discord.py does not enforce.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

TOKEN = "fake-bot-token"
APP_ID = 1100000000000000001
BOT_USER_ID = APP_ID
OWNER_ID = 1100000000000000002
GUILD_ID = 1100000000000000010
TEXT_CHANNEL_ID = 1100000000000000020
THREAD_ID = 1100000000000000030
DM_CHANNEL_ID = 1100000000000000040
GROUP_DM_ID = 1100000000000000050
ATTACHMENT_LIMIT = 10 * 1024 * 1024
TIMESTAMP = "2025-01-01T12:00:00.000000+00:00"

ALL_PERMISSIONS = (1 << 50) - 1
MEMBER_PERMISSIONS = int(
    discord.Permissions(
        view_channel=True,
        send_messages=True,
        use_application_commands=True,
        read_message_history=True,
        send_messages_in_threads=True,
    ).value
)
MODERATOR_PERMISSIONS = MEMBER_PERMISSIONS | discord.Permissions(manage_channels=True).value
APP_PERMISSIONS = (
    MEMBER_PERMISSIONS | discord.Permissions(attach_files=True, embed_links=True).value
)
THREAD_PERMISSIONS = discord.Permissions(create_public_threads=True).value

EPHEMERAL = 1 << 6
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")

# Interaction callback types (Discord API).
CHANNEL_MESSAGE = 4
READY_BOUND = 120.0  # seconds; readiness normally takes milliseconds
DEFERRED_MESSAGE = 5  # "thinking": the first followup (or an edit) replaces the placeholder
DEFERRED_UPDATE = 6  # components only: nothing shows; every followup is a new message
AUTOCOMPLETE_RESULT = 8
ORIGINAL = "/messages/@original"


@dataclass(frozen=True)
class FakeUser:
    """A person clicking in the fake client."""

    id: int
    name: str
    permissions: int = MEMBER_PERMISSIONS
    locale: str = "en-US"

    def json(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "global_name": self.name.title(),
            "discriminator": "0",
            "avatar": None,
            "public_flags": 0,
            "bot": False,
        }


@dataclass(frozen=True)
class FakeChannel:
    """Where an interaction happens: a guild text channel, a thread, or a DM."""

    id: int
    type: int  # 0 text, 11 public thread, 1 DM, 3 group DM
    guild_id: int | None = None
    parent_id: int | None = None
    user_install: bool = False  # used through the user's install (the bot is no member)

    @property
    def is_dm(self) -> bool:
        return self.guild_id is None

    def json(self, user: FakeUser) -> dict[str, Any]:
        if self.type == 3:
            return {
                "id": str(self.id),
                "type": 3,
                "name": "board game night",
                "icon": None,
                "owner_id": str(user.id),
                "last_message_id": None,
                "flags": 0,
                "recipients": [user.json()],
            }
        if self.type == 1:
            return {
                "id": str(self.id),
                "type": 1,
                "last_message_id": None,
                "flags": 0,
                "recipients": [user.json()],
            }
        base: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "guild_id": str(self.guild_id),
            "name": f"channel-{self.id % 1000}",
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
            "nsfw": False,
            "permissions": str(user.permissions),
        }
        if self.type == 11:
            base.update(
                parent_id=str(self.parent_id),
                owner_id=str(user.id),
                message_count=0,
                member_count=1,
                total_message_sent=0,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 1440,
                    "archive_timestamp": TIMESTAMP,
                    "locked": False,
                },
            )
        else:
            base.update(position=0, permission_overwrites=[], parent_id=None, topic=None)
        return base


TEXT = FakeChannel(TEXT_CHANNEL_ID, 0, GUILD_ID)
THREAD = FakeChannel(THREAD_ID, 11, GUILD_ID, TEXT_CHANNEL_ID)
GROUP_DM = FakeChannel(GROUP_DM_ID, 3, user_install=True)  # friends who installed Tabula


def dm_channel(user: FakeUser) -> FakeChannel:
    return FakeChannel(DM_CHANNEL_ID + user.id % 1000, 1)


@dataclass
class Request:
    """One outgoing HTTP request the bot made, with what the fake answered."""

    source: str  # "rest" (bot token) or "webhook" (interaction token)
    method: str
    path: str  # the route template, e.g. /interactions/{webhook_id}/{webhook_token}/callback
    url: str
    params: dict[str, Any]
    body: Any
    files: list[tuple[str, bytes]] = field(default_factory=list)
    response: Any = None

    @property
    def is_callback(self) -> bool:
        return self.path.endswith("/callback")

    @property
    def is_followup(self) -> bool:
        return self.source == "webhook" and self.method == "POST" and not self.is_callback

    @property
    def is_original(self) -> bool:
        """An edit or deletion of the interaction's first response (e.g. its "thinking")."""
        return self.source == "webhook" and self.path.endswith(ORIGINAL)

    @property
    def callback_type(self) -> int | None:
        return self.body.get("type") if self.is_callback and isinstance(self.body, dict) else None

    @property
    def message(self) -> dict[str, Any]:
        """The message fields sent (callback data or followup body)."""
        if not isinstance(self.body, dict):
            return {}
        if self.is_callback:
            return self.body.get("data") or {}
        return self.body

    @property
    def content(self) -> str:
        return self.message.get("content") or ""

    @property
    def flags(self) -> int:
        return int(self.message.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return bool(self.flags & EPHEMERAL)

    @property
    def mentioned_users(self) -> list[int] | None:
        allowed = self.message.get("allowed_mentions")
        if allowed is None:
            return None
        return [int(u) for u in allowed.get("users", [])]

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in iter_components(self.message) if "custom_id" in c]

    @property
    def posted(self) -> dict[str, Any] | None:
        """The message object Discord would have created (to click on later)."""
        if isinstance(self.response, dict):
            if "resource" in self.response:
                return self.response["resource"].get("message")
            if "id" in self.response and "channel_id" in self.response:
                return self.response
        return None

    def text(self) -> str:
        """Everything readable in the request, for leak checks."""
        return json.dumps(self.body, ensure_ascii=False)


def iter_components(message: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for row in message.get("components") or []:
        yield from row.get("components") or []


def is_undo_offer(request: Request) -> bool:
    """An ephemeral followup whose only control is an Undo button (cogs.components.UNDO)."""
    if not request.is_followup or not request.ephemeral:
        return False
    ids = request.custom_ids
    return bool(ids) and all(":@undo:" in i for i in ids) and not request.files


@dataclass
class Exchange:
    """Everything the bot sent in answer to one interaction."""

    interaction: dict[str, Any]
    requests: list[Request]
    public: list[PublicEvent] = field(default_factory=list)  # what the channel saw meanwhile

    @property
    def edits(self) -> list[PublicEvent]:
        return [e for e in self.public if e.kind == "edit"]

    @property
    def callbacks(self) -> list[Request]:
        return [r for r in self.requests if r.is_callback]

    @property
    def callback(self) -> Request:
        assert len(self.callbacks) == 1, f"expected one interaction response, got {self.requests}"
        return self.callbacks[0]

    @property
    def followups(self) -> list[Request]:
        return [r for r in self.requests if r.is_followup]

    @property
    def messages(self) -> list[Request]:
        """Requests that put a message on screen (immediate answers and followups), but the
        mover's private Undo offers (see `undo_offers`), which ride along with a move."""
        return [
            r
            for r in self.requests
            if (r.is_followup or r.callback_type == CHANNEL_MESSAGE) and not is_undo_offer(r)
        ]

    @property
    def undo_offers(self) -> list[Request]:
        """The private notes with an Undo button sent to the mover after a move."""
        return [r for r in self.requests if r.is_followup and is_undo_offer(r)]

    @property
    def message(self) -> Request:
        shown = self.messages
        assert len(shown) == 1, f"expected exactly one message, got {len(shown)}: {self.requests}"
        return shown[0]

    @property
    def choices(self) -> list[dict[str, Any]]:
        assert self.callback.callback_type == AUTOCOMPLETE_RESULT
        return list(self.callback.body["data"]["choices"])


class RecordingAdapter(AsyncWebhookAdapter):
    """Interaction responses and followups, answered by the fake instead of the network."""

    def __init__(self, fake: FakeDiscord) -> None:
        super().__init__()
        self.fake = fake

    async def request(
        self,
        route: Route,
        session: aiohttp.ClientSession,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        proxy: str | None = None,
        proxy_auth: aiohttp.BasicAuth | None = None,
        files: Sequence[discord.File] | None = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: dict[str, Any] | None = None,
    ) -> Any:
        body: Any = payload
        if multipart:
            body = json.loads(next(p["value"] for p in multipart if p["name"] == "payload_json"))
        blobs = [(f.filename or "", _read(f)) for f in files or ()]
        return self.fake.answer_webhook(route, body, blobs, dict(params or {}))


def _read(file: discord.File) -> bytes:
    fp = file.fp
    pos = fp.tell()
    fp.seek(0)
    data = fp.read()
    fp.seek(pos)
    return data


class Payloads:
    """Raw gateway payloads shaped like Discord's (as discord.py 2.7.1 parses them)."""

    def __init__(self) -> None:
        self._ids = itertools.count(1200000000000000000)

    def snowflake(self) -> int:
        return next(self._ids)

    def bot_user(self) -> dict[str, Any]:
        return {
            "id": str(BOT_USER_ID),
            "username": "tabula",
            "global_name": "Tabula",
            "discriminator": "0",
            "avatar": None,
            "bot": True,
            "verified": True,
            "mfa_enabled": False,
            "flags": 0,
            "public_flags": 0,
        }

    def app_info(self) -> dict[str, Any]:
        return {
            "id": str(APP_ID),
            "name": "Tabula",
            "icon": None,
            "description": "",
            "rpc_origins": [],
            "bot_public": True,
            "bot_require_code_grant": False,
            "owner": FakeUser(OWNER_ID, "owner").json(),
            "team": None,
            "verify_key": "0" * 64,
            "flags": 0,
            "interactions_endpoint_url": None,
            "summary": "",
        }

    def synced(self, commands: list[dict[str, Any]], guild_id: Any = None) -> list[dict[str, Any]]:
        """What a bulk command upsert returns: the commands with ids."""
        extra = {"guild_id": str(guild_id)} if guild_id else {}
        return [
            dict(
                cmd,
                id=str(self.command_id(cmd["name"])),
                application_id=str(APP_ID),
                version="1",
                type=cmd.get("type", 1),
                **extra,
            )
            for cmd in commands
        ]

    def ready_payload(self) -> dict[str, Any]:
        return {
            "v": 10,
            "user": self.bot_user(),
            "session_id": "fake-session",
            "resume_gateway_url": "wss://gateway.invalid",
            "shard": [0, 1],
            "guilds": [{"id": str(GUILD_ID), "unavailable": True}],
            "application": {"id": str(APP_ID), "flags": 0},
            "private_channels": [],
            "relationships": [],
            "user_settings": {},
            "guild_join_requests": [],
            "presences": [],
            "geo_ordered_rtc_regions": [],
        }

    def guild_payload(self) -> dict[str, Any]:
        everyone = {
            "id": str(GUILD_ID),
            "name": "@everyone",
            "permissions": str(MEMBER_PERMISSIONS),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        text = TEXT.json(FakeUser(OWNER_ID, "owner"))
        text.pop("permissions", None)
        return {
            "id": str(GUILD_ID),
            "name": "Board Gamers",
            "icon": None,
            "owner_id": str(OWNER_ID),
            "unavailable": False,
            "member_count": 3,
            "large": False,
            "features": [],
            "roles": [everyone],
            "emojis": [],
            "stickers": [],
            "channels": [text],
            "threads": [],
            "members": [],
            "voice_states": [],
            "presences": [],
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "nsfw_level": 0,
            "system_channel_flags": 0,
            "joined_at": TIMESTAMP,
        }

    # -- incoming interactions -------------------------------------------------------------

    def interaction_payload(
        self,
        itype: int,
        user: FakeUser,
        channel: FakeChannel,
        data: dict[str, Any],
        message: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        iid = self.snowflake()
        payload: dict[str, Any] = {
            "id": str(iid),
            "application_id": str(APP_ID),
            "type": itype,
            "token": f"itoken-{iid}",
            "version": 1,
            "data": data,
            "locale": user.locale,
            "app_permissions": str(getattr(self, "app_permissions", APP_PERMISSIONS)),
            "entitlements": [],
            "entitlement_skus": [],
            "attachment_size_limit": ATTACHMENT_LIMIT,
            "channel_id": str(channel.id),
            "channel": channel.json(user),
        }
        if channel.is_dm:
            group = channel.type == 3
            owners = {"1": str(user.id)} if channel.user_install else {"0": "0"}
            payload.update(
                user=user.json(), context=2 if group else 1, authorizing_integration_owners=owners
            )
        else:
            payload.update(
                guild_id=str(channel.guild_id),
                guild_locale="en-US",
                context=0,
                guild={"id": str(channel.guild_id), "locale": "en-US", "features": []},
                authorizing_integration_owners={"0": str(channel.guild_id)},
                member={
                    "user": user.json(),
                    "roles": [],
                    "joined_at": TIMESTAMP,
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "pending": False,
                    "nick": None,
                    "avatar": None,
                    "communication_disabled_until": None,
                    "permissions": str(user.permissions),
                },
            )
        if message is not None:
            payload["message"] = message
        return payload

    def command_data(
        self, command: str, sub: str | None, options: dict[str, Any], focused: str | None = None
    ) -> dict[str, Any]:
        opts = []
        for name, value in options.items():
            if value is None:
                continue
            kind = 4 if isinstance(value, int) and not isinstance(value, bool) else 3
            opt: dict[str, Any] = {"type": kind, "name": name, "value": value}
            if name == focused:
                opt["focused"] = True
            opts.append(opt)
        if sub is not None:
            opts = [{"type": 1, "name": sub, "options": opts}]
        return {"id": str(self.command_id(command)), "name": command, "type": 1, "options": opts}

    @staticmethod
    def command_id(name: str) -> int:
        return 1300000000000000000 + sum(map(ord, name))


@dataclass
class PublicEvent:
    """Something the members of a channel see happen: a new message, an edit, a deletion."""

    kind: str  # "new", "edit" or "delete"
    channel_id: int
    message_id: int
    content: str = ""
    pinged: tuple[int, ...] = ()  # users a new message notifies (allowed_mentions); edits: none
    files: int = 0


@dataclass
class Shown:
    """A message as the channel shows it now (an edited turn message), read like a Request."""

    posted: dict[str, Any]
    files: list[tuple[str, bytes]]
    ephemeral: bool = False
    mentioned_users: list[int] = field(default_factory=list)  # an edit notifies nobody
    is_followup: bool = False

    @property
    def message(self) -> dict[str, Any]:
        return self.posted

    @property
    def content(self) -> str:
        return str(self.posted.get("content") or "")

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in iter_components(self.posted) if "custom_id" in c]


class FakeResponse:
    """Just enough of an aiohttp response for discord.HTTPException."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


class FakeDiscord(Payloads):
    """One bot logged in against an imaginary Discord; tests drive it with payloads."""

    def __init__(self, bot: discord.Client) -> None:
        super().__init__()
        self.bot = bot
        self.requests: list[Request] = []
        self.violations: list[str] = []
        self.app_permissions = APP_PERMISSIONS  # what the bot may do where users click
        self.public: list[PublicEvent] = []  # what channel members see, in order
        self.live: dict[int, dict[str, Any]] = {}  # public messages on screen, by id
        self.threads: list[dict[str, Any]] = []  # threads the bot opened
        self.refuse_threads = False  # answer thread creation with 403 Missing Permissions
        self.refuse_bot_edits = False  # 403 on bot-token message edits (only webhooks may)
        self.refuse_posts: set[int] = set()  # channels where the bot may not post (403)
        self._placeholders: dict[str, int] = {}  # token -> id of a public "thinking" message
        self.files_of: dict[int, list[tuple[str, bytes]]] = {}  # files a live message shows
        self.adapter = RecordingAdapter(self)
        self._interactions: dict[str, dict[str, Any]] = {}
        # token -> ephemeral flag of a "thinking" defer whose placeholder is still showing
        self._thinking: dict[str, bool] = {}
        bot.http.request = self.answer_rest  # type: ignore[method-assign]

    async def login(self) -> None:
        """The real Client.login (so setup_hook runs), then READY and GUILD_CREATE."""
        await self.bot.login(TOKEN)
        state = self.bot._connection
        state.guild_ready_timeout = 0.01
        # what AutoShardedClient.launch_shards sets before the gateway's READY, one per shard
        served = getattr(self.bot, "shards_served", None)
        count, owned = (served().count, served().owned) if served is not None else (1, (0,))
        self.bot.shard_count = state.shard_count = count
        state.shard_ids = list(owned)
        for shard_id in owned:
            state.parsers["READY"](dict(self.ready_payload(), shard=[shard_id, count]))
        state.parsers["GUILD_CREATE"](self.guild_payload())
        # ready as soon as the guilds are in: no fixed wait, but a bound so a bug cannot hang
        # the suite (a loaded 2-core machine may take seconds to get here)
        await asyncio.wait_for(self.bot.wait_until_ready(), timeout=READY_BOUND)

    async def close(self) -> None:
        await self.bot.close()

    async def dispatch(self, payload: dict[str, Any], timeout: float = 10.0) -> Exchange:
        """Feed INTERACTION_CREATE as the gateway would, and wait until the bot is done."""
        self._interactions[payload["token"]] = payload
        before = asyncio.all_tasks()
        reset = async_context.set(self.adapter)  # the handler tasks copy this context
        try:
            self.bot._connection.parsers["INTERACTION_CREATE"](payload)
        finally:
            async_context.reset(reset)
        seen = len(self.public)
        spawned = [t for t in asyncio.all_tasks() - before if not t.done()]
        if spawned:
            _, pending = await asyncio.wait(spawned, timeout=timeout)
            assert not pending, f"interaction handlers still running after {timeout}s: {pending}"
        token = payload["token"]
        if token in self._thinking:
            self.violations.append(f"interaction {payload['id']} was left 'thinking'")
        return Exchange(payload, [r for r in self.requests if token in r.url], self.public[seen:])

    def board_of(self, exchange: Exchange) -> Request | Shown:
        """What a player looks at after a move: the new public board, the mover's private
        hand (a secret step), or the turn message the move edited."""
        shown = exchange.messages
        public = [m for m in shown if not m.ephemeral and m.files]
        if public:
            return public[-1]
        private = [m for m in shown if m.ephemeral and m.files]
        if private:
            return private[-1]
        if exchange.edits:
            edit = exchange.edits[-1]
            return Shown(self.live[edit.message_id], self.files_of.get(edit.message_id, []))
        return exchange.message

    async def slash(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        sub: str | None = None,
        **options: Any,
    ) -> Exchange:
        return await self.dispatch(
            self.interaction_payload(2, user, channel, self.command_data(command, sub, options))
        )

    async def autocomplete(
        self,
        user: FakeUser,
        channel: FakeChannel,
        command: str,
        sub: str | None = None,
        *,
        focused: str,
        **options: Any,
    ) -> Exchange:
        data = self.command_data(command, sub, options, focused=focused)
        return await self.dispatch(self.interaction_payload(4, user, channel, data))

    async def click(
        self,
        user: FakeUser,
        channel: FakeChannel,
        message: dict[str, Any],
        custom_id: str,
        values: list[str] | None = None,
    ) -> Exchange:
        """Press a button or choose in a select of a message the bot posted earlier."""
        component = next(
            (c for c in iter_components(message) if c.get("custom_id") == custom_id), None
        )
        assert component is not None, f"{custom_id!r} is not on that message"
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] == 3:
            data["values"] = list(values or [])
        return await self.dispatch(self.interaction_payload(3, user, channel, data, message))

    # -- outgoing: bot-token REST -----------------------------------------------------------

    async def answer_rest(
        self, route: Route, *, files: Any = None, form: Any = None, **kwargs: Any
    ) -> Any:
        body = kwargs.get("json")
        request = Request(
            "rest", route.method, route.path, route.url, dict(kwargs.get("params") or {}), body
        )
        self.requests.append(request)
        key = (route.method, route.path)
        if key == ("GET", "/users/@me"):
            response: Any = self.bot_user()
        elif key == ("GET", "/oauth2/applications/@me"):
            response = self.app_info()
        elif route.method == "PUT" and route.path.endswith("/commands"):
            check_commands(body or [], self.violations)
            response = self.synced(body or [], route.guild_id)
        elif key == ("POST", "/users/@me/channels"):  # open (or find) a DM with a user
            user = FakeUser(int((body or {})["recipient_id"]), "someone")
            response = dm_channel(user).json(user)
        elif route.path.startswith("/channels/{channel_id}/"):
            if form:
                body = json.loads(next(p["value"] for p in form if p["name"] == "payload_json"))
            request.body = body
            request.files = [(f.filename or "", _read(f)) for f in files or ()]
            response = self.answer_channel(route, body or {}, request.files)
        else:
            self.violations.append(f"unexpected REST call {route.method} {route.path}")
            response = {}
        request.response = response
        return response

    def answer_channel(
        self, route: Route, body: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> Any:
        """Bot-token calls on a channel: post, edit or delete a message; open a thread."""
        channel_id = int(route.channel_id or 0)
        where = f"{route.method} {route.path}"
        if route.method == "POST" and route.path == "/channels/{channel_id}/threads":
            if self.refuse_threads:
                raise discord.Forbidden(
                    FakeResponse(403, "Forbidden"),  # type: ignore[arg-type]
                    {"code": 50013, "message": "Missing Permissions"},
                )
            return self.open_thread(channel_id, body)
        if route.method == "POST" and route.path == "/channels/{channel_id}/messages":
            if channel_id in self.refuse_posts:
                raise discord.Forbidden(
                    FakeResponse(403, "Forbidden"),  # type: ignore[arg-type]
                    {"code": 50013, "message": "Missing Permissions"},
                )
            check_message(body, len(files), where, self.violations)
            message = self.channel_message(channel_id, body, files)
            self.shown("new", message, body, files)
            return message
        message_id = int(route.url.rstrip("/").rsplit("/", 1)[-1])
        if route.path == "/channels/{channel_id}/messages/{message_id}":
            if message_id not in self.live:
                raise discord.NotFound(
                    FakeResponse(404, "Not Found"),  # type: ignore[arg-type]
                    {"code": 10008, "message": "Unknown Message"},
                )
            if route.method == "DELETE":
                self.forget(message_id)
                return None
            if route.method == "PATCH":
                if self.refuse_bot_edits:
                    raise discord.Forbidden(
                        FakeResponse(403, "Forbidden"),  # type: ignore[arg-type]
                        {
                            "code": 50005,
                            "message": "Cannot edit a message authored by another user",
                        },
                    )
                check_message(body, len(files), where, self.violations)
                return self.edited(message_id, body, files)
        self.violations.append(f"unexpected REST call {where}")
        return {}

    def open_thread(self, parent_id: int, body: dict[str, Any]) -> dict[str, Any]:
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:
            self.violations.append(f"thread name of {len(name)} chars")
        thread = {
            "id": str(self.snowflake()),
            "type": int(body.get("type") or 11),
            "guild_id": str(GUILD_ID),
            "parent_id": str(parent_id),
            "owner_id": str(BOT_USER_ID),
            "name": name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": 1,
            "total_message_sent": 0,
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": int(body.get("auto_archive_duration") or 1440),
                "archive_timestamp": TIMESTAMP,
                "locked": False,
            },
        }
        self.threads.append(thread)
        return thread

    def channel_message(
        self, channel_id: int, data: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        """A message the bot posts with its token (not in answer to an interaction)."""
        message = self.message_json({"channel_id": str(channel_id)}, data, files)
        message["type"] = 0
        message.pop("webhook_id", None)
        return message

    # -- what channel members see -------------------------------------------------------------

    def shown(
        self,
        kind: str,
        message: dict[str, Any],
        data: dict[str, Any],
        files: list[tuple[str, bytes]] | None = None,
    ) -> None:
        """Record a new public message (with the users it notifies)."""
        self.files_of[int(message["id"])] = list(files or [])
        allowed = data.get("allowed_mentions") or {}
        pinged = [int(u) for u in allowed.get("users", [])]
        if "users" in allowed.get("parse", []):
            pinged = sorted(mentioned_in(message.get("content") or ""))
        pinged = [u for u in pinged if u in mentioned_in(message.get("content") or "")]
        self.live[int(message["id"])] = message
        self.public.append(
            PublicEvent(
                kind,
                int(message["channel_id"]),
                int(message["id"]),
                message.get("content") or "",
                tuple(pinged),
                len(message.get("attachments") or []),
            )
        )

    def edited(
        self, message_id: int, data: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        old = self.live[message_id]
        message = dict(old)
        if "content" in data:
            message["content"] = data.get("content") or ""
        if "components" in data:
            message["components"] = data.get("components") or []
        if files or "attachments" in data:
            fresh = self.message_json({"channel_id": old["channel_id"]}, data, files)
            message["attachments"] = fresh["attachments"]
            self.files_of[message_id] = list(files)
        message["edited_timestamp"] = TIMESTAMP
        self.live[message_id] = message
        allowed = data.get("allowed_mentions")
        if allowed is None:  # Discord would apply the default: every mention written
            pinged = tuple(sorted(mentioned_in(message["content"])))
        else:
            users = {int(u) for u in allowed.get("users", [])}
            if "users" in allowed.get("parse", []):
                users = mentioned_in(message["content"])
            pinged = tuple(sorted(users & mentioned_in(message["content"])))
        self.public.append(
            PublicEvent(
                "edit",
                int(message["channel_id"]),
                message_id,
                message["content"],
                pinged,  # what the edit would let Discord notify
                len(message.get("attachments") or []),
            )
        )
        return message

    def forget(self, message_id: int) -> None:
        message = self.live.pop(message_id, None)
        if message is not None:
            self.public.append(PublicEvent("delete", int(message["channel_id"]), message_id))

    def last_public(self, channel_id: int) -> PublicEvent:
        """The latest thing that happened in a channel's public view."""
        found = [e for e in self.public if e.channel_id == channel_id]
        assert found, "nothing public happened in that channel"
        return found[-1]

    def new_messages(self, channel_id: int) -> list[PublicEvent]:
        """The public messages posted in a channel so far, in order."""
        return [e for e in self.public if e.kind == "new" and e.channel_id == channel_id]

    # -- outgoing: interaction webhooks -----------------------------------------------------

    def answer_webhook(
        self, route: Route, body: Any, files: list[tuple[str, bytes]], params: dict[str, Any]
    ) -> Any:
        request = Request("webhook", route.method, route.path, route.url, params, body, files)
        self.requests.append(request)
        token = route.webhook_token or ""
        interaction = self._interactions.get(token)
        if interaction is None:
            self.violations.append(f"webhook call for an unknown interaction: {route.url}")
            return {}
        earlier = [r for r in self.requests[:-1] if token in r.url]
        where = f"{route.method} {route.path}"
        if request.is_callback:
            if any(r.is_callback for r in earlier):
                self.violations.append(f"interaction {interaction['id']} answered twice")
            response = self.callback_response(interaction, body or {}, request)
        elif not any(r.is_callback for r in earlier):
            self.violations.append(f"{where} before the interaction was acknowledged")
            response = {}
        elif route.method == "POST":
            check_message(body or {}, len(files), where, self.violations)
            replaces = self._thinking.get(token) is False and token in self._placeholders
            self.check_replaces_thinking(token, request)
            response = self.message_json(interaction, body or {}, files)
            if replaces:  # Discord turns the public placeholder into this message
                response["id"] = str(self._placeholders.pop(token))
            if not request.ephemeral:
                self.shown("new", response, body or {}, files)
        else:  # PATCH or DELETE of a message; the original's placeholder is gone either way
            if request.is_original:
                self._thinking.pop(token, None)
            placeholder = self._placeholders.pop(token, None) if request.is_original else None
            target = placeholder
            if request.is_original and placeholder is None and interaction.get("message"):
                target = int(interaction["message"]["id"])  # a click's original: its message
            if not request.is_original:
                target = int(route.url.rstrip("/").rsplit("/", 1)[-1])
            if not request.is_original and target not in self.live:
                mine = [r.response for r in earlier if isinstance(r.response, dict)]
                if not any(m.get("id") == str(target) for m in mine):  # not even ephemeral
                    raise discord.NotFound(
                        FakeResponse(404, "Not Found"),  # type: ignore[arg-type]
                        {"code": 10008, "message": "Unknown Message"},
                    )
            if route.method == "DELETE":
                response = None
                if target is not None:
                    self.forget(target)
            elif target is not None and target in self.live:
                response = self.edited(target, body or {}, files)
            else:
                response = self.message_json(interaction, body or {}, files)
                if placeholder is not None:  # the public placeholder gets its first words
                    response["id"] = str(placeholder)
                    self.shown("new", response, body or {}, files)
        request.response = response
        return response

    def check_replaces_thinking(self, token: str, request: Request) -> None:
        """Discord turns the first followup after a "thinking" defer into that placeholder, with
        the placeholder's visibility: a followup of the other visibility would be shown wrongly
        (a private reply made public, or a public board hidden)."""
        if token not in self._thinking:
            return
        deferred_ephemeral = self._thinking.pop(token)
        if request.ephemeral != deferred_ephemeral:
            self.violations.append(
                f"followup (ephemeral={request.ephemeral}) would replace a 'thinking' message "
                f"deferred with ephemeral={deferred_ephemeral}: {request.content[:60]!r}"
            )

    def callback_response(
        self, interaction: dict[str, Any], body: dict[str, Any], request: Request
    ) -> dict[str, Any]:
        ctype = body.get("type")
        data = body.get("data") or {}
        where = f"callback type {ctype}"
        out: dict[str, Any] = {
            "interaction": {
                "id": interaction["id"],
                "type": interaction["type"],
                "response_message_loading": ctype == DEFERRED_MESSAGE,
                "response_message_ephemeral": bool(int(data.get("flags") or 0) & EPHEMERAL),
            }
        }
        if ctype == AUTOCOMPLETE_RESULT:
            check_choices(data.get("choices", []), self.violations)
        elif ctype in (CHANNEL_MESSAGE, DEFERRED_MESSAGE):
            if ctype == CHANNEL_MESSAGE:
                check_message(data, len(request.files), where, self.violations)
            else:
                self._thinking[interaction["token"]] = bool(int(data.get("flags") or 0) & EPHEMERAL)
            message = self.message_json(interaction, data, request.files)
            if ctype == DEFERRED_MESSAGE and not int(data.get("flags") or 0) & EPHEMERAL:
                self._placeholders[interaction["token"]] = int(message["id"])
            elif ctype == CHANNEL_MESSAGE and not int(data.get("flags") or 0) & EPHEMERAL:
                self.shown("new", message, data, request.files)
            out["interaction"]["response_message_id"] = message["id"]
            out["resource"] = {"type": ctype, "message": message}
        return out

    def message_json(
        self, interaction: dict[str, Any], data: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> dict[str, Any]:
        """The message Discord would create, echoing what was sent (components included)."""
        mid = self.snowflake()
        return {
            "id": str(mid),
            "channel_id": interaction["channel_id"],
            "type": 19,
            "author": self.bot_user(),
            "content": data.get("content") or "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "pinned": False,
            "embeds": [],
            "flags": int(data.get("flags") or 0),
            "components": data.get("components") or [],
            "attachments": [
                {
                    "id": str(self.snowflake()),
                    "filename": name,
                    "size": len(blob),
                    "url": f"https://cdn.invalid/{mid}/{name}",
                    "proxy_url": f"https://media.invalid/{mid}/{name}",
                }
                for name, blob in files
            ],
            "application_id": str(APP_ID),
            "webhook_id": str(APP_ID),
        }


# -- Discord limits discord.py does not enforce --------------------------------------------------


def check_message(data: dict[str, Any], n_files: int, where: str, out: list[str]) -> None:
    """Content, components, files and mentions as Discord would validate them."""
    content = data.get("content") or ""
    if len(content) > 2000:
        out.append(f"{where}: content has {len(content)} chars > 2000")
    if n_files > 10 or len(data.get("attachments") or []) > 10:
        out.append(f"{where}: more than 10 files")
    rows = data.get("components") or []
    if len(rows) > 5:
        out.append(f"{where}: {len(rows)} action rows > 5")
    seen: set[str] = set()
    total = 0
    for row in rows:
        items = row.get("components") or []
        total += len(items)
        if row.get("type") != 1:
            out.append(f"{where}: top-level component is not an action row")
        if not 1 <= len(items) <= 5:
            out.append(f"{where}: action row with {len(items)} components")
        if any(c.get("type") == 3 for c in items) and len(items) != 1:
            out.append(f"{where}: a select must be alone in its row")
        for item in items:
            check_component(item, where, out)
            cid = item.get("custom_id")
            if cid is not None:
                if cid in seen:
                    out.append(f"{where}: duplicate custom_id {cid!r}")
                seen.add(cid)
    if total > 25:
        out.append(f"{where}: {total} components > 25")
    allowed = data.get("allowed_mentions")
    if allowed and "users" in allowed and "users" in allowed.get("parse", []):
        out.append(f"{where}: allowed_mentions has both parse users and a users list")


def check_component(item: dict[str, Any], where: str, out: list[str]) -> None:
    cid = item.get("custom_id")
    if item.get("type") == 2:
        if item.get("style") != 5 and not cid:
            out.append(f"{where}: button without custom_id")
        label = item.get("label") or ""
        if len(label) > 80:
            out.append(f"{where}: button label {len(label)} chars > 80")
    elif item.get("type") == 3:
        options = item.get("options") or []
        if not 1 <= len(options) <= 25:
            out.append(f"{where}: select with {len(options)} options")
        for opt in options:
            if not 1 <= len(opt.get("label") or "") <= 100:
                out.append(f"{where}: select option label {opt.get('label')!r}")
            if not 1 <= len(opt.get("value") or "") <= 100:
                out.append(f"{where}: select option value {opt.get('value')!r}")
            if len(opt.get("description") or "") > 100:
                out.append(f"{where}: select option description > 100")
        if len(item.get("placeholder") or "") > 150:
            out.append(f"{where}: select placeholder > 150")
    if cid is not None and not 1 <= len(cid) <= 100:
        out.append(f"{where}: custom_id {cid!r} is {len(cid)} chars")


def check_choices(choices: list[dict[str, Any]], out: list[str]) -> None:
    if len(choices) > 25:
        out.append(f"autocomplete: {len(choices)} choices > 25")
    for choice in choices:
        if not 1 <= len(str(choice.get("name", ""))) <= 100:
            out.append(f"autocomplete: choice name {choice.get('name')!r}")
        if len(str(choice.get("value", ""))) > 100:
            out.append(f"autocomplete: choice value {choice.get('value')!r} > 100 chars")


def check_commands(commands: list[dict[str, Any]], out: list[str]) -> None:
    """What Discord validates when commands are synced: names, descriptions, option counts."""
    if len(commands) > 100:
        out.append(f"sync: {len(commands)} commands > 100")

    def walk(entry: dict[str, Any], path: str) -> None:
        name = entry.get("name", "")
        if not COMMAND_NAME.match(name) or name != name.lower():
            out.append(f"sync: bad name {path}{name!r}")
        description = entry.get("description", "")
        if entry.get("type", 1) == 1 and not 1 <= len(description) <= 100:
            out.append(f"sync: description of {path}{name} has {len(description)} chars")
        for loc in (entry.get("description_localizations") or {}).values():
            if not 1 <= len(loc) <= 100:
                out.append(f"sync: localized description of {path}{name} has {len(loc)} chars")
        options = entry.get("options") or []
        if len(options) > 25:
            out.append(f"sync: {path}{name} has {len(options)} options")
        for opt in options:
            walk(opt, f"{path}{name} ")

    for command in commands:
        walk(command, "/")


# -- scenario helpers -----------------------------------------------------------------------------

ALICE = FakeUser(1500000000000000001, "alice")
BOB = FakeUser(1500000000000000002, "bob")
CAROL = FakeUser(1500000000000000003, "carol", permissions=MODERATOR_PERMISSIONS)
DAVE = FakeUser(1500000000000000004, "dave")
MENTION = re.compile(r"<@!?(\d+)>")


COMMAND_MENTION = re.compile(r"</([-_\w ]+):\d+>")


def plain(text: str) -> str:
    """A text with its clickable command mentions (`</game new:1>`) written as the catalogue
    writes them (`/game new`), to compare with t()."""
    return COMMAND_MENTION.sub(lambda m: "/" + m.group(1), text)


def mentioned_in(text: str) -> set[int]:
    return {int(m) for m in MENTION.findall(text)}


async def open_table(
    fake: FakeDiscord, channel: FakeChannel, *users: FakeUser, **options: Any
) -> Exchange:
    """`/game new tokens` by the first user, `/game join` by the others, then `/game start`."""
    first, *others = users
    created = await fake.slash(first, channel, "game", "new", game="tokens", **options)
    assert not created.message.ephemeral, created.message.content
    for user in others:
        joined = await fake.slash(user, channel, "game", "join")
        assert not joined.message.ephemeral, joined.message.content
    return await fake.slash(first, channel, "game", "start")


async def bid_all(
    fake: FakeDiscord, channel: FakeChannel, bids: list[tuple[FakeUser, int]]
) -> Exchange:
    """Everyone bids with /play; returns the last move's exchange (bids revealed).

    A bid that leaves others to bid edits the turn message and is confirmed privately; the
    last one reveals the bids: a new message if someone new owes a move (the winner is not
    the last bidder), else an edit again.
    """
    last: Exchange | None = None
    for user, amount in bids:
        last = await fake.slash(user, channel, "play", action=f"bid:{amount}")
        assert last.messages, "the move got no answer"
    assert last is not None
    return last


async def version_of(fake: FakeDiscord, channel: FakeChannel) -> int:
    record = await fake.bot.service.store.load(channel.id)  # type: ignore[attr-defined]
    assert record is not None
    return record.version
