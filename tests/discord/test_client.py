"""The bot's wiring: intents, set-up at login, command syncing, translation."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import discord
import pytest
from discord import app_commands

import bot.words.catalogue
from bot.client import TabulaBot, bot_intents, run_bot, sync_commands
from bot.config import Config
from bot.store import StoreError
from bot.words.catalogue import t
from bot.words.translator import TabulaTranslator
from cogs.components import DYNAMIC_ITEMS
from tests.discord.harness import GUILD_ID, FakeDiscord
from tests.support.caches import forget_words

GAME_SUBCOMMANDS = {"new", "join", "leave", "start", "status", "resign", "abandon", "list"}
GAME_SUBCOMMANDS |= {"sub", "kick"}  # cogs.people
TOP_LEVEL = {"game", "play", "hand", "board", "log", "rules", "hint"}
TOP_LEVEL |= {"notify", "mygames"}  # cogs.people
TOP_LEVEL |= {"undo"}
TOP_LEVEL |= {"settings"}  # cogs.people
TOP_LEVEL |= {"card"}  # /card (issue 14)
TOP_LEVEL |= {"history", "stats", "leaderboard", "replay"}  # cogs.records (issue 16)
TOP_LEVEL |= {"challenge"}  # cogs.challenge (issue 16)
TOP_LEVEL |= {"help"}  # cogs.help (issue 32)


async def settled(fake: FakeDiscord) -> int:
    """Let the publish started at login finish; what a test syncs comes after this many requests."""
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    if tabula.publishing is not None:
        await tabula.publishing
    return len(fake.requests)


def test_no_privileged_intents() -> None:
    intents = bot_intents()
    assert not intents.message_content and not intents.members and not intents.presences
    assert intents.guilds
    privileged = discord.Intents(members=True, presences=True, message_content=True).value
    assert intents.value & privileged == 0


async def test_login_runs_setup_and_publishes_new_commands(fake: FakeDiscord) -> None:
    tabula: TabulaBot = fake.bot  # type: ignore[assignment]
    await settled(fake)
    assert [r.path for r in fake.requests] == [
        "/users/@me",
        "/oauth2/applications/@me",
        "/applications/{application_id}/commands",  # a new database: never published
    ]
    assert {c.name for c in tabula.tree.get_commands()} == TOP_LEVEL
    game = tabula.tree.get_command("game")
    assert isinstance(game, app_commands.Group)
    assert {c.name for c in game.commands} == GAME_SUBCOMMANDS
    assert isinstance(tabula.tree.translator, TabulaTranslator)
    registered = set(tabula._connection._view_store._dynamic_items.values())
    assert set(DYNAMIC_ITEMS) <= registered
    assert await tabula.service.store.load(1) is None  # the store is open
    await fake.close()
    with pytest.raises(StoreError):
        await tabula.service.store.load(1)


async def test_sync_to_the_dev_guild(fake: FakeDiscord) -> None:
    seen = await settled(fake)
    synced = await sync_commands(fake.bot, GUILD_ID)  # type: ignore[arg-type]
    [put] = [r for r in fake.requests[seen:] if r.method == "PUT"]
    assert put.path == "/applications/{application_id}/guilds/{guild_id}/commands"
    assert str(GUILD_ID) in put.url
    assert {c["name"] for c in put.body} == TOP_LEVEL
    assert {c.name for c in synced} == TOP_LEVEL
    game = next(c for c in put.body if c["name"] == "game")
    assert {o["name"] for o in game["options"]} == GAME_SUBCOMMANDS
    assert game["description"] == t("commands.game")
    new = next(o for o in game["options"] if o["name"] == "new")
    params = {o["name"]: o for o in new["options"]}
    assert params["game"]["autocomplete"] is True and params["game"]["required"] is True
    assert params["bots"]["min_value"] == 0 and params["bots"]["max_value"] == 6
    assert params["options"]["description"] == t("commands.param_options")
    play = next(c for c in put.body if c["name"] == "play")
    assert play["options"][0]["autocomplete"] is True


async def test_global_sync(fake: FakeDiscord) -> None:
    seen = await settled(fake)
    await sync_commands(fake.bot, None)  # type: ignore[arg-type]
    [put] = [r for r in fake.requests[seen:] if r.method == "PUT"]
    assert put.path == "/applications/{application_id}/commands"
    assert {c["name"] for c in put.body} == TOP_LEVEL


@pytest.fixture
def french(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A tiny French catalogue next to the real English one."""
    shutil.copytree(bot.words.catalogue.I18N_DIR / "en", tmp_path / "en")
    (tmp_path / "fr").mkdir()
    (tmp_path / "fr" / "bot.ftl").write_text(
        "commands-game_new = Ouvrir une partie ici\n", encoding="utf-8"
    )
    monkeypatch.setattr(bot.words.catalogue, "I18N_DIR", tmp_path)
    assert forget_words() > 3  # the catalogue's caches and those built from it
    yield
    forget_words()


async def test_translator_uses_the_catalogue_or_falls_back(french: None) -> None:
    translator = TabulaTranslator()
    keyed = app_commands.locale_str(t("commands.game_new"), key="commands.game_new")
    context: app_commands.TranslationContextTypes = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.other, None
    )
    assert (
        await translator.translate(keyed, discord.Locale.french, context) == "Ouvrir une partie ici"
    )
    assert await translator.translate(keyed, discord.Locale.german, context) is None
    assert await translator.translate(keyed, discord.Locale.american_english, context) is None
    other = app_commands.locale_str(t("commands.game_join"), key="commands.game_join")
    assert await translator.translate(other, discord.Locale.french, context) is None
    plain = app_commands.locale_str("new")
    assert await translator.translate(plain, discord.Locale.french, context) is None


async def test_synced_commands_carry_localizations(french: None, fake: FakeDiscord) -> None:
    seen = await settled(fake)
    await sync_commands(fake.bot, GUILD_ID)  # type: ignore[arg-type]
    [put] = [r for r in fake.requests[seen:] if r.method == "PUT"]
    game = next(c for c in put.body if c["name"] == "game")
    new = next(o for o in game["options"] if o["name"] == "new")
    assert new["description_localizations"] == {"fr": "Ouvrir une partie ici"}
    join = next(o for o in game["options"] if o["name"] == "join")
    assert not join.get("description_localizations")


async def test_run_bot_refuses_a_missing_token() -> None:
    config = Config(
        token=None, database_url="sqlite://", dev_guild_id=None, log_level="INFO", plugins=""
    )
    with pytest.raises(ValueError, match="DISCORD_TOKEN"):
        await run_bot(config)
