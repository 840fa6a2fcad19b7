"""Whose language (issue 15): public messages in the server's language, private ones in the
reader's; /settings language for moderators; DMs in the user's language when we have it."""

from __future__ import annotations

import io
import shutil
import time
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

import bot.words.catalogue
from bot.chat.commands import GUILD_LOCALE_META, LANGUAGE_META, Commands, Requester
from bot.console import run_console
from bot.engine.words import phrase
from bot.store import SqliteStore
from bot.table.clock import FakeClock
from bot.table.service import GameService
from bot.table.thinker import Thought
from tests.support.caches import forget_words

ALICE, BOB = 11, 22
CH, GUILD = 800, 9000
HEADER = "BANG { $title } so { $version }"


@pytest.fixture
def two_languages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The real English catalogue and a small stand-in second language ("vi")."""
    root = tmp_path / "i18n"
    shutil.copytree(bot.words.catalogue.I18N_DIR / "en", root / "en")
    (root / "vi").mkdir()
    (root / "vi" / "bot.ftl").write_text(
        f"board-header = {HEADER}\nlanguage-vi = Tieng Viet\n"
        "settings-language_set = Da doi sang { $language }.\n"
        "lobby-created = { $user } mo ban **{ $title }**.\n",
        encoding="utf-8",
    )
    monkeypatch.setattr(bot.words.catalogue, "I18N_DIR", root)
    assert forget_words() > 3  # the catalogue's caches and those built from it
    yield
    forget_words()


@pytest.fixture
async def commands(tmp_path: Path) -> AsyncIterator[Commands]:
    store = SqliteStore(str(tmp_path / "games.sqlite3"))
    await store.open()
    yield Commands(GameService(store, entropy=lambda: b"lang", clock=FakeClock(time.time())))
    await store.close()


def member(user: int, locale: str = "en-US", guild_locale: str | None = "en-US") -> Requester:
    return Requester(CH, user, f"user{user}", locale, GUILD, guild_locale=guild_locale)


async def test_public_language_follows_the_server_then_its_setting(
    two_languages: None, commands: Commands
) -> None:
    reader_vi = member(ALICE, locale="vi", guild_locale="en-US")
    resolved = await commands.with_language(reader_vi)
    assert resolved.public == "en" and resolved.locale == "vi"  # the server's, not the reader's
    server_vi = await commands.with_language(member(ALICE, guild_locale="vi"))
    assert server_vi.public == "vi"
    # the server's locale is remembered for posts nobody asked for (the clock)
    store = commands.service.store
    assert await store.get_meta(f"{GUILD_LOCALE_META}{GUILD}") == "vi"
    background = await commands.with_language(Requester(CH, 0, guild_id=GUILD))
    assert background.public == "vi"


async def test_settings_language_is_for_moderators_and_changes_public_messages(
    two_languages: None, commands: Commands
) -> None:
    plain = await commands.settings_language(member(ALICE), "vi")
    assert plain.is_error and plain.ephemeral and "moderator" in plain.content
    assert await commands.service.store.get_meta(f"{LANGUAGE_META}{GUILD}") is None
    mod = Requester(CH, ALICE, "a", "en-US", GUILD, True, guild_locale="en-US")
    bad = await commands.settings_language(mod, "klingon")
    assert bad.is_error and "klingon" in bad.content and "vi" in bad.content
    assert await commands.service.store.get_meta(f"{LANGUAGE_META}{GUILD}") is None
    done = await commands.settings_language(mod, "vi")
    assert not done.is_error and "Tieng Viet" in done.content
    who = await commands.with_language(member(BOB, locale="en-US", guild_locale="en-US"))
    assert who.public == "vi"
    lobby = await commands.game_new(who, "duel")
    assert "mo ban" in lobby.content  # the public lobby in the server's language
    back = await commands.settings_language(mod, "auto")
    assert not back.is_error
    assert (await commands.with_language(member(BOB))).public == "en"


async def test_settings_refused_in_dms(two_languages: None, commands: Commands) -> None:
    dm = Requester(CH, ALICE, "a", "vi", None, True)
    refused = await commands.settings_language(dm, "vi")
    assert refused.is_error and refused.ephemeral
    assert (await commands.with_language(dm)).public == "vi"  # a DM: the user's language
    stranger = Requester(CH, ALICE, "a", "fr", None)
    assert (await commands.with_language(stranger)).public == "en"  # not one of ours


async def test_console_plays_in_the_chosen_language(two_languages: None) -> None:
    lines = ["alice: /game new duel", "bob: /game join"]
    out_stream = io.StringIO()
    done = await run_console(
        lines, db=None, out_dir=None, bots=0, seed=1, locale="vi", stream=out_stream
    )
    assert done == 0
    out = out_stream.getvalue()
    assert "mo ban" in out and "BANG" in out


async def test_a_hint_gives_its_reason_in_the_readers_language(
    commands: Commands, monkeypatch: pytest.MonkeyPatch
) -> None:
    async def thought(game: str, view: object, seat: int, tokens: list[str], *_: object) -> Thought:
        return Thought(tokens[0], phrase("duel.reason.chamber_take", n=3))

    svc = commands.service
    monkeypatch.setattr(svc.thinker, "choose", thought)
    lobby = await svc.create(CH, ALICE, "duel", {}, bots=1, level="random")
    if lobby.status == "lobby":
        await svc.start(CH, ALICE)
    said = {}
    for locale in ("en-US", "vi", "el", "ko"):
        reply = await commands.hint(member(ALICE, locale))
        assert not reply.is_error, reply.content
        said[locale] = reply.content
    assert "takes control of chamber 3" in said["en-US"]
    assert "giành quyền kiểm soát Phòng họp 3" in said["vi"]
    assert "αίθουσας 3" in said["el"] and "3번 회의장을 장악" in said["ko"]
