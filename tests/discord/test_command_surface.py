"""The published commands (issue 32): where each may be used, who sees /settings, every
option choice in every language, and the least gateway intents."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import discord

from bot.client import COMMANDS_IDS_KEY, bot_intents, command_payload
from bot.words.catalogue import t
from cogs.links import CommandLinks
from tests.discord.harness import ALICE, CAROL, TEXT, FakeDiscord, Payloads

LANGUAGES = ("vi", "el", "ko")
GUILD, BOT_DM, PRIVATE = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1


def choices_of(command: dict[str, Any]) -> Iterator[tuple[str, dict[str, Any]]]:
    """(path, choice) of every option choice of a command, its subcommands' included."""

    def walk(options: list[dict[str, Any]], path: str) -> Iterator[tuple[str, dict[str, Any]]]:
        for option in options:
            here = f"{path} {option['name']}"
            for choice in option.get("choices") or []:
                yield here, choice
            yield from walk(option.get("options") or [], here)

    yield from walk(command.get("options") or [], command["name"])


async def payload(fake: FakeDiscord) -> dict[str, dict[str, Any]]:
    return {c["name"]: c for c in await command_payload(fake.bot.tree, None)}


async def test_every_command_declares_its_contexts_and_installs(fake: FakeDiscord) -> None:
    published = await payload(fake)
    assert {"game", "play", "challenge", "help", "settings"} <= set(published)
    for name, command in published.items():
        if name == "settings":
            continue
        assert sorted(command["contexts"]) == [GUILD, BOT_DM, PRIVATE], name
        assert sorted(command["integration_types"]) == [GUILD_INSTALL, USER_INSTALL], name
        assert command["default_member_permissions"] is None, name


async def test_settings_is_for_server_moderators_only(fake: FakeDiscord) -> None:
    settings = (await payload(fake))["settings"]
    assert settings["contexts"] == [GUILD]
    assert settings["integration_types"] == [GUILD_INSTALL]
    allowed = discord.Permissions(int(settings["default_member_permissions"]))
    assert allowed == discord.Permissions(manage_guild=True)


async def test_every_option_choice_is_translated(fake: FakeDiscord) -> None:
    published = await payload(fake)
    found = [(path, c) for command in published.values() for path, c in choices_of(command)]
    shipped = [(p, c) for p, c in found if not c["value"].startswith("tokens")]  # test games
    assert len(shipped) >= 49
    untranslated = [
        f"{path}={choice['value']} ({lang})"
        for path, choice in shipped
        for lang in LANGUAGES
        if not (choice.get("name_localizations") or {}).get(lang)
    ]
    assert untranslated == []
    clock = next(c for p, c in found if p == "game new clock" and c["value"] == "1h")
    assert clock["name"] == "1 hour a move"
    assert clock["name_localizations"]["vi"] == "1 giờ mỗi nước"
    assert clock["name_localizations"]["ko"] == "한 수에 1시간"
    where = next(c for p, c in found if p == "stats where" and c["value"] == "global")
    assert where["name_localizations"]["el"] == "παντού"


def test_the_gateway_intents_are_the_least_needed() -> None:
    intents = bot_intents()
    assert intents.value == discord.Intents(guilds=True).value
    assert not intents.guild_messages and not intents.dm_messages and not intents.message_content


async def test_messages_are_never_parsed(fake: FakeDiscord, monkeypatch: Any) -> None:
    seen: list[Any] = []
    monkeypatch.setattr(fake.bot, "process_commands", lambda m: seen.append(m))
    await fake.bot.on_message(object())  # type: ignore[arg-type]
    assert seen == []


async def published(fake: FakeDiscord) -> None:
    """Wait for the background publish that login started."""
    task = fake.bot.publishing  # type: ignore[attr-defined]
    if task is not None:
        await task


async def test_help_lists_the_commands_as_clickable_mentions(fake: FakeDiscord) -> None:
    await published(fake)
    game = Payloads.command_id("game")
    shown = await fake.slash(ALICE, TEXT, "help")
    assert shown.messages and all(m.ephemeral for m in shown.messages)
    text = "\n".join(m.content for m in shown.messages)
    assert all(len(m.content) <= 2000 for m in shown.messages)
    assert f"</game new:{game}>" in text and f"</play:{Payloads.command_id('play')}>" in text
    assert t("commands.game_new") in text
    assert "</settings" not in text  # not a moderator
    korean = await fake.slash(
        ALICE.__class__(ALICE.id, ALICE.name, ALICE.permissions, "ko"), TEXT, "help"
    )
    assert t("commands.game_new", "ko") in "\n".join(m.content for m in korean.messages)


async def test_texts_that_name_a_command_link_to_it(fake: FakeDiscord) -> None:
    await published(fake)
    nothing = await fake.slash(ALICE, TEXT, "game", "start")  # no table: "use /game new"
    content = nothing.message.content
    assert "/game new" in t("error.no_game") and "/game new" not in content.replace("</", "<")
    assert f"</game new:{Payloads.command_id('game')}>" in content


async def test_the_ids_are_kept_for_the_next_start(fake: FakeDiscord, make_discord: Any) -> None:
    await published(fake)
    kept = await fake.bot.service.store.get_meta(COMMANDS_IDS_KEY)  # type: ignore[attr-defined]
    assert kept is not None and str(Payloads.command_id("help")) in kept
    again = await make_discord()  # unchanged commands: nothing is synced, the ids are read
    await published(again)
    assert again.bot.links.mention("game new") == (  # type: ignore[attr-defined]
        f"</game new:{Payloads.command_id('game')}>"
    )


async def test_help_shows_settings_to_moderators(fake: FakeDiscord) -> None:
    await published(fake)
    CAROL_MANAGES = CAROL.__class__(CAROL.id, CAROL.name, CAROL.permissions | 32)  # manage_guild
    shown = await fake.slash(CAROL_MANAGES, TEXT, "help")
    assert "</settings language:" in "\n".join(m.content for m in shown.messages)


def test_links_spare_urls_code_and_known_mentions() -> None:
    links = CommandLinks()
    assert links.link("use /game new") == "use /game new"  # no ids yet: plain
    links.learn({"game": 5, "play": 7}, ["game new", "game join", "play"])
    assert links.link("use /game new, then /play.") == "use </game new:5>, then </play:7>."
    assert links.link("see `/play` or https://x.io/play") == "see `/play` or https://x.io/play"
    assert links.link("/playing /game") == "/playing /game"
    assert links.link(links.link("/game join")) == "</game join:5>"
    assert links.mention("rules") == "/rules"  # unknown: plain
