"""The discord.py Bot: wires the service, cogs, DynamicItems and translator together."""

from __future__ import annotations

import asyncio
import hashlib
import json
import logging
import signal
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import aiohttp
import asyncpg
import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.chat.commands import Commands
from bot.config import Config
from bot.engine.registry import load_plugins
from bot.league.pruning import Pruner
from bot.shards import Shards
from bot.store import GameStore, StoreBusy, StoreError, open_store
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.words.catalogue import t
from bot.words.translator import TabulaTranslator
from cogs.components import DYNAMIC_ITEMS, report_unexpected
from cogs.cooldown import RepostCooldown
from cogs.health import HealthServer, Heartbeat, bot_check
from cogs.links import CommandLinks, command_names
from cogs.lobby_buttons import LOBBY_ITEMS
from cogs.people import deliver

log = logging.getLogger("tabula")

COGS = (
    "cogs.lobby",
    "cogs.play",
    "cogs.people",
    "cogs.records",
    "cogs.challenge",
    "cogs.help",
)  # people adds to lobby's /game group
CLOCK_TICK_SECONDS = 30  # how often the scheduler fires what the turn clock has due
COMMANDS_HASH_KEY = "commands.published"  # store meta: what was last synced, and where
SHUTDOWN_GRACE_S = 5.0  # at a stop, commands, clicks and a clock round under way may finish
RETRY_FIRST_S = 1.0  # Discord or the database unreachable at start: first wait, then doubled
RETRY_MAX_S = 60.0  # ... up to this
# What is under way when the bot stops: discord.py's command, click and event tasks, and ours.
IN_FLIGHT = ("CommandTree-invoker", "discord-ui-", "discord.py: ", "tabula-")
# Discord unreachable (network down, DNS, a timeout, its servers failing): worth trying again.
DISCORD_UNREACHABLE: tuple[type[BaseException], ...] = (
    OSError,
    TimeoutError,
    aiohttp.ClientError,
    discord.DiscordServerError,
    discord.GatewayNotFound,
)
# The database unreachable (its server down or still starting, no connection slot free):
# worth trying again. Anything else (a wrong password, a schema newer than the code) is not.
DATABASE_UNREACHABLE: tuple[type[BaseException], ...] = (
    OSError,
    TimeoutError,
    asyncpg.CannotConnectNowError,
    asyncpg.TooManyConnectionsError,
)

T = TypeVar("T")


class DatabaseUnreachable(Exception):
    """The store could not be opened for a reason that may pass (DATABASE_UNREACHABLE)."""


COMMANDS_IDS_KEY = "commands.ids"  # store meta: the synced commands' ids, for their mentions


def bot_intents() -> discord.Intents:
    """The least the bot needs: interactions arrive without any intent, and `guilds` keeps the
    servers and channels that interactions name; no message, member or presence events."""
    intents = discord.Intents.none()
    intents.guilds = True
    return intents


# Where the commands may be used, unless a command says otherwise (/settings: servers only):
# servers, the bot's DM, and group DMs and DMs between people through a user install.
EVERYWHERE = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
INSTALLS = app_commands.AppInstallationType(guild=True, user=True)


class TabulaTree(app_commands.CommandTree):
    """The command tree whose failures reach the user instead of only the log."""

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError, /
    ) -> None:
        await report_unexpected(interaction, error)


class TabulaBot(commands.AutoShardedBot):
    """One bot process: slash commands and buttons in, Replies out, games in the store.

    It runs the shards `config.shards` names (all of them, Discord's recommended count, when
    unset); several processes with different SHARD_IDS share one PostgreSQL database. Each
    fires and posts the turn clock of its own shards' channels only, and only the process with
    shard 0 publishes the slash commands.
    """

    def __init__(
        self,
        config: Config,
        service: GameService,
        *,
        auto_publish: bool = True,
        scheduler: bool = True,
    ) -> None:
        shards = config.shards
        if shards is not None:  # else Discord's recommended count, all run here
            super().__init__(
                **self._options(), shard_count=shards.count, shard_ids=list(shards.owned)
            )
        else:
            super().__init__(**self._options())
        self.config = config
        self.service = service
        self.api = Commands(service)
        self.auto_publish = auto_publish
        self.publishing: asyncio.Task[None] | None = None
        self.scheduler = scheduler
        self.clock_loop = tasks.loop(seconds=CLOCK_TICK_SECONDS)(self.run_clock)
        self.closing = False  # stopping: new interactions are turned away
        self.refusals: set[asyncio.Task[None]] = set()  # their "busy" answers being sent
        self.heartbeat = Heartbeat(CLOCK_TICK_SECONDS, enabled=scheduler)
        self.health: HealthServer | None = None
        if config.health_port is not None:
            self.health = HealthServer(bot_check(self), config.health_port)
        self.pruner = Pruner(service.store, config.archive_keep_days)
        self.links = CommandLinks()  # command mentions, once the commands' ids are known
        self.reposts = RepostCooldown()  # public reposts (/board) at most once a minute

    @staticmethod
    def _options() -> dict[str, Any]:
        return {
            "command_prefix": commands.when_mentioned,
            "intents": bot_intents(),
            "help_command": None,
            "tree_cls": TabulaTree,
            "allowed_contexts": EVERYWHERE,
            "allowed_installs": INSTALLS,
            "allowed_mentions": discord.AllowedMentions.none(),
        }

    async def setup_hook(self) -> None:
        """Runs once at login: everything a click may need must exist before events arrive."""
        await self.service.store.open()
        for name in COGS:
            await self.load_extension(name)
        self.add_dynamic_items(*DYNAMIC_ITEMS, *LOBBY_ITEMS)
        await self.tree.set_translator(TabulaTranslator())
        await self.start_health()
        if self.scheduler:
            self.clock_loop.start()
        if self.auto_publish and self.shards_served().owns(None):
            # In the background: a rate-limited sync may wait a long time, games need not.
            self.publishing = asyncio.create_task(
                self._publish_if_changed(), name="tabula-publish-commands"
            )

    async def start_health(self) -> None:
        """Serve /healthz and /metrics (HEALTH_PORT); may be called before login, to answer
        while Discord is still out of reach (it says 503 until the gateway is ready)."""
        if self.health is not None:
            await self.health.start()

    async def _publish_if_changed(self) -> None:
        """Sync the slash commands when they changed; a refusal only warns (retried next start)."""
        try:
            await publish_commands(self)
        except asyncio.CancelledError:
            raise
        except Exception as e:
            log.warning(
                "Could not publish the slash commands (%s); the bot keeps running and will try "
                "again at the next start (or run `tabula sync`)",
                e,
                exc_info=not isinstance(e, discord.HTTPException),
            )

    async def on_message(self, message: discord.Message, /) -> None:
        """Messages are never read (no prefix commands; without message intents Discord sends
        almost none): nothing is parsed."""

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Answer a click that no control handles (a button from an older version of the bot).

        Without an answer Discord shows "This interaction failed"; clicks a DynamicItem or a
        live View takes are left to it.
        """
        if interaction.type is not discord.InteractionType.component:
            return
        if self._component_is_handled(interaction):
            return
        try:
            await interaction.response.send_message(
                t("error.unknown_control", str(interaction.locale)), ephemeral=True
            )
        except discord.HTTPException as e:
            log.warning("Could not answer a click on an unknown control: %s", e)

    def _component_is_handled(self, interaction: discord.Interaction) -> bool:
        """Whether discord.py will dispatch this component to a DynamicItem or a View's item."""
        data: dict[str, Any] = dict(interaction.data or {})
        custom_id = str(data.get("custom_id", ""))
        views = self._connection._view_store
        if any(pattern.fullmatch(custom_id) for pattern in views._dynamic_items):
            return True
        key = (int(data.get("component_type", 0)), custom_id)
        message_id = interaction.message.id if interaction.message is not None else None
        return key in views._views.get(message_id, {}) or key in views._views.get(None, {})

    async def run_clock(self) -> None:
        """The one scheduler task: fire the turn clock's due deadlines and post what they say."""
        self.heartbeat.beat()
        try:
            for out in await self.api.tick(self.shards_served()):
                await deliver(self, self.api, out)
            await self.pruner.maybe()  # ARCHIVE_KEEP_DAYS: once a day
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("The turn clock failed this round; it tries again at the next")
        finally:
            self.heartbeat.rest()

    def shards_served(self) -> Shards:
        """The shards this process runs: as configured, else all of those Discord gave it."""
        if self.config.shards is not None:
            return self.config.shards
        return Shards(self.shard_count or 1)

    async def on_ready(self) -> None:
        user = self.user
        log.info(
            "Connected as %s (%s) in %d guilds, shards %s of %d",
            user,
            user and user.id,
            len(self.guilds),
            ",".join(map(str, self.shards_served().owned)),
            self.shard_count or 1,
        )

    async def close(self) -> None:
        """Stop cleanly, in this order: turn new interactions away, let the commands, clicks
        and clock round under way finish (their moves saved) for up to SHUTDOWN_GRACE_S, stop
        the clock loop, close the gateway, stop the thinking processes, close the store."""
        if not self.closing:
            self.closing = True
            self._turn_interactions_away()
            publishing, self.publishing = self.publishing, None
            if publishing is not None and not publishing.done():
                publishing.cancel()
            if self.clock_loop.is_running() and self.heartbeat.in_round:
                self.clock_loop.stop()  # ends after this round
            else:
                self.clock_loop.cancel()  # asleep between rounds
            await self._finish_in_flight(SHUTDOWN_GRACE_S)
            self.clock_loop.cancel()
        try:
            await super().close()
        finally:
            self.service.thinker.close()
            if self.health is not None:
                await self.health.stop()
            await self.service.store.close()

    def _turn_interactions_away(self) -> None:
        """From now on an interaction is answered "busy, try again" and nothing else happens:
        it is not handed to a command or a control, so it changes nothing."""
        parsers = self._connection.parsers

        def refuse(data: Any) -> None:
            interaction = discord.Interaction(data=data, state=self._connection)
            task = asyncio.create_task(self._say_busy(interaction), name="tabula-refuse")
            self.refusals.add(task)
            task.add_done_callback(self.refusals.discard)

        parsers["INTERACTION_CREATE"] = refuse

    async def _say_busy(self, interaction: discord.Interaction) -> None:
        if interaction.type is discord.InteractionType.autocomplete:
            return
        try:
            text = t("error.table_busy", str(interaction.locale))
            await interaction.response.send_message(text, ephemeral=True)
        except (discord.HTTPException, aiohttp.ClientError, RuntimeError) as e:
            log.debug("Could not turn an interaction away while stopping: %s", e)

    async def _finish_in_flight(self, grace: float) -> None:
        """Wait up to `grace` seconds for what is under way (IN_FLIGHT, the clock's round);
        what is still running then is cancelled."""
        current = asyncio.current_task()
        pending = {
            task
            for task in asyncio.all_tasks()
            if task is not current and not task.done() and task.get_name().startswith(IN_FLIGHT)
        }
        clock = self.clock_loop.get_task()
        if clock is not None and not clock.done():
            pending.add(clock)
        if not pending:
            return
        log.info("Stopping: waiting for %d commands and tasks under way", len(pending))
        _, late = await asyncio.wait(pending, timeout=grace)
        for task in late:
            task.cancel()
        if late:
            log.warning("Stopping: %d tasks did not finish in %.0f s", len(late), grace)
            await asyncio.wait(late, timeout=1.0)


def create_bot(
    config: Config, service: GameService, *, auto_publish: bool = True, scheduler: bool = True
) -> TabulaBot:
    """Build the bot around an existing service (tests pass their own store)."""
    return TabulaBot(config, service, auto_publish=auto_publish, scheduler=scheduler)


def sync_target(bot: commands.bot.BotBase, dev_guild_id: int | None) -> discord.Object | None:
    """Where commands go: a copy in the dev guild (shown at once), or None for global."""
    if not dev_guild_id:
        return None
    guild = discord.Object(id=dev_guild_id)
    bot.tree.copy_global_to(guild=guild)
    return guild


async def sync_commands(
    bot: commands.bot.BotBase, dev_guild_id: int | None
) -> list[app_commands.AppCommand]:
    """Publish the slash commands: to the dev guild at once, or globally (which Discord caches)."""
    return await bot.tree.sync(guild=sync_target(bot, dev_guild_id))


async def command_payload(
    tree: app_commands.CommandTree[Any], guild: discord.Object | None
) -> list[dict[str, Any]]:
    """What `tree.sync(guild=guild)` would send, translations included."""
    translator = tree.translator
    payload: list[dict[str, Any]] = []
    for command in tree.get_commands(guild=guild):
        if translator is not None:
            payload.append(await command.get_translated_payload(tree, translator))
        else:
            payload.append(command.to_dict(tree))
    return payload


def commands_hash(
    payload: list[dict[str, Any]], application_id: int | None, guild: discord.Object | None
) -> str:
    """A stable digest of the commands and where they go, so an unchanged set is not resent."""
    commands_sorted = sorted(payload, key=lambda c: (int(c.get("type") or 1), str(c["name"])))
    document = {
        "application": application_id,
        "guild": guild.id if guild is not None else None,
        "commands": commands_sorted,
    }
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


async def publish_commands(
    bot: TabulaBot, *, force: bool = False
) -> list[app_commands.AppCommand] | None:
    """Sync the commands if they changed since the last publish (always with `force`).

    Discord rate-limits syncing, so the hash of what was sent is kept in the store; returns
    the synced commands, or None when nothing had changed.
    """
    guild = sync_target(bot, bot.config.dev_guild_id)
    digest = commands_hash(await command_payload(bot.tree, guild), bot.application_id, guild)
    store = bot.service.store
    if not force and await store.get_meta(COMMANDS_HASH_KEY) == digest:
        log.info("Slash commands unchanged since they were last published")
        learn_ids(bot, await store.get_meta(COMMANDS_IDS_KEY))
        return None
    synced = await bot.tree.sync(guild=guild)
    await store.set_meta(COMMANDS_HASH_KEY, digest)
    ids = json.dumps({c.name: c.id for c in synced}, sort_keys=True)
    await store.set_meta(COMMANDS_IDS_KEY, ids)
    learn_ids(bot, ids)
    log.info(
        "Published %d slash commands %s",
        len(synced),
        f"to guild {guild.id}" if guild is not None else "globally",
    )
    return synced


def learn_ids(bot: TabulaBot, saved: str | None) -> None:
    """Make the texts' command names clickable with the ids kept at the last publish."""
    try:
        ids = {str(k): int(v) for k, v in json.loads(saved or "{}").items()}
    except (ValueError, AttributeError):
        log.warning("The kept command ids are unreadable; texts name commands plainly")
        return
    bot.links.learn(ids, command_names(bot.tree))


def _build(config: Config, *, auto_publish: bool = True) -> TabulaBot:
    if not config.token:
        raise ValueError("DISCORD_TOKEN is not set (environment or .env)")
    load_plugins(config.plugins)
    store = open_store(config.database_url, pool_size=config.database_pool_size)
    thinker = Thinker(workers=config.bot_workers, plugins=config.plugins or "")
    return create_bot(config, GameService(store, thinker=thinker), auto_publish=auto_publish)


def token_refused() -> ValueError:
    """The setting's error for a token Discord refuses at login (401)."""
    return ValueError(
        "DISCORD_TOKEN was refused by Discord: reset it on the developer portal's Bot tab "
        "and put the new one in .env"
    )


async def retrying(
    what: str,
    attempt: Callable[[], Awaitable[T]],
    transient: tuple[type[BaseException], ...],
    *,
    first: float = RETRY_FIRST_S,
    most: float = RETRY_MAX_S,
) -> T:
    """`attempt()` until it works: each `transient` failure is logged (`what` is a name, such
    as "Discord" or "database"), then waited out, the
    wait doubling from `first` up to `most`; any other error is raised."""
    delay = first
    while True:
        try:
            return await attempt()
        except transient as e:
            reason = e or type(e).__name__
            log.warning(
                "At start: %s unreachable (%s); trying again in %.0f s", what, reason, delay
            )
        await asyncio.sleep(delay)
        delay = min(delay * 2, most)


async def _log_in(bot: TabulaBot, token: str) -> None:
    """One login; after a failure the HTTP session is closed so the next try starts anew."""
    try:
        await bot.login(token)
    except DISCORD_UNREACHABLE:
        await bot.http.close()
        bot.http.connector = discord.utils.MISSING  # a new one at the next login
        raise


async def open_store_once(store: GameStore) -> None:
    """One try at opening the store: DatabaseUnreachable when trying again may help, else
    StoreError or ValueError, which end the start."""
    try:
        await store.open()
    except StoreError as e:
        if isinstance(e, StoreBusy) or isinstance(e.__cause__, DATABASE_UNREACHABLE):
            raise DatabaseUnreachable(str(e)) from e
        raise
    except OSError as e:  # such as the SQLite file's folder that cannot be made
        raise ValueError(f"DATABASE_URL: cannot open the database: {e}") from e


async def serve(bot: TabulaBot, token: str) -> None:
    """Open the store, log in, and run the gateway; waits out an unreachable database or
    Discord at start (retrying with backoff) instead of giving up."""
    store = bot.service.store
    await bot.start_health()  # /healthz answers (503) while the start is still retrying
    await retrying("database", lambda: open_store_once(store), (DatabaseUnreachable,))
    bot.service.thinker.start()  # the thinking processes start now, not at the first bot move
    await retrying("Discord", lambda: _log_in(bot, token), DISCORD_UNREACHABLE)
    await bot.connect(reconnect=True)


async def run_bot(config: Config) -> None:
    """`tabula run`: connect to Discord and serve until stopped (SIGTERM or SIGINT, then a
    clean stop: `TabulaBot.close`); publishes changed commands."""
    bot = _build(config)
    loop = asyncio.get_running_loop()
    stop = asyncio.Event()
    signals = (signal.SIGTERM, signal.SIGINT)
    for number in signals:
        loop.add_signal_handler(number, stop.set)
    await bot.__aenter__()  # readies the client on this loop, so close() works at any time
    serving = asyncio.create_task(serve(bot, config.token or ""), name="serve")
    stopped = asyncio.create_task(stop.wait(), name="stop-signal")
    try:
        await asyncio.wait({serving, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            log.info("Stopping: a signal asked for it")
    finally:
        stopped.cancel()
        await bot.close()
        serving.cancel()
        await asyncio.gather(serving, stopped, return_exceptions=True)
        for number in signals:
            loop.remove_signal_handler(number)
    failure = None if stop.is_set() or serving.cancelled() else serving.exception()
    if isinstance(failure, discord.LoginFailure):
        raise token_refused() from failure
    if isinstance(failure, StoreError):
        raise ValueError(f"DATABASE_URL: {failure}") from failure
    if failure is not None:
        raise failure
    log.info("Stopped")


async def run_sync(config: Config) -> list[app_commands.AppCommand]:
    """`tabula sync`: log in, publish the slash commands even if unchanged, and close."""
    bot = _build(config, auto_publish=False)
    async with bot:
        await bot.login(config.token or "")
        synced = await publish_commands(bot, force=True)
        return synced or []
