"""/rules: every shipped game has a guide; topics are found, listed and refused clearly."""

from __future__ import annotations

import pytest

from bot.chat.commands import CONTENT_LIMIT, Commands, Requester, rules_topics
from bot.chat.guide import guide
from bot.engine.registry import REGISTRY
from bot.store import SqliteStore
from bot.table.service import GameService

SHIPPED = sorted(k for k in REGISTRY if k not in {"tokens", "tokens_ai", "broken"})
WHO = Requester(1, 2, "alice", "en-US")


@pytest.fixture
async def commands(tmp_path):
    store = SqliteStore(str(tmp_path / "g.sqlite3"))
    await store.open()
    yield Commands(GameService(store))
    await store.close()


@pytest.mark.parametrize("key", SHIPPED)
def test_every_shipped_game_has_a_guide_that_fits_a_message(key: str) -> None:
    written = guide(key)
    assert written is not None and len(written.summary) > 100
    assert len(written.topics) >= 4
    assert all(50 < len(text) < CONTENT_LIMIT - 100 for text in written.topics.values())


async def test_a_game_page_lists_summary_options_and_topics(commands: Commands) -> None:
    reply = await commands.rules(WHO, "duel")
    assert reply.ephemeral and not reply.is_error
    assert "Two players take cards" in reply.content
    assert "`agora`" in reply.content and "`duel:military`" in reply.content


@pytest.mark.parametrize("typed", ["duel:military", "DUEL military", " duel:military "])
async def test_a_topic_is_shown_however_it_is_typed(commands: Commands, typed: str) -> None:
    reply = await commands.rules(WHO, typed)
    assert not reply.is_error and "conflict pawn" in reply.content


async def test_unknown_topics_and_games_are_refused_with_the_choices(commands: Commands) -> None:
    reply = await commands.rules(WHO, "duel:chess")
    assert reply.is_error and "no topic `chess`" in reply.content and "military" in reply.content
    reply = await commands.rules(WHO, "chess")
    assert reply.is_error and "no game called" in reply.content


def test_autocomplete_offers_games_and_topics() -> None:
    names = rules_topics("cata")
    assert names[0] == "catan" and "catan:seven" in names
    assert all("cata" in n for n in names)


@pytest.mark.parametrize("locale", ["en", "vi", "el", "ko"])
async def test_a_topic_is_headed_by_its_title_in_the_readers_language(
    commands: Commands, locale: str
) -> None:
    who = Requester(1, 2, "alice", locale)
    english = guide("duel", "en")
    written = guide("duel", locale)
    assert english is not None and written is not None
    assert set(written.titles) == set(written.topics)
    assert all(title and title != name for name, title in english.titles.items() if name != "agora")
    reply = await commands.rules(who, "duel:military")
    assert f": {written.titles['military']}**" in reply.content
    assert "military**" not in reply.content
    page = await commands.rules(who, "duel")
    assert f"`duel:science` ({written.titles['science']})" in page.content
    if locale != "en":
        assert written.titles["military"] != english.titles["military"]
