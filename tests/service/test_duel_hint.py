"""Duel /hint through the service and the commands (issue 30): the suggestion is the `hard`
bot's move for the asker's view, and its reason is said in the reader's language."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, Requester
from bot.engine.ai import levels, make_bot
from bot.engine.registry import get_rules
from bot.engine.rng import derive_seed
from bot.store import SqliteStore
from bot.table.clock import FakeClock
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.words.phrases import say

ALICE = 11
CH, GUILD = 810, 9100
LOCALES = ("en-US", "vi", "el", "ko")


@pytest.fixture
async def commands(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Commands]:
    # the hard bot as it is, thinking fewer steps so that the test stays quick
    monkeypatch.setitem(levels.THINKING_S, "hard", 0.05)
    store = SqliteStore(str(tmp_path / "duel-hint.sqlite3"))
    await store.open()
    service = GameService(
        store,
        entropy=lambda: b"duel-hint",
        clock=FakeClock(time.time()),
        thinker=Thinker(inline=True),
    )
    yield Commands(service)
    await store.close()


def _member(locale: str) -> Requester:
    return Requester(CH, ALICE, "alice", locale, GUILD, guild_locale="en-US")


async def _to_card_turn(commands: Commands) -> None:
    """Alice and the bot draft their wonders (Alice takes the first choice each time)."""
    svc = commands.service
    for _ in range(40):
        view = await svc.private_view(CH, ALICE)
        if any(c.token.startswith(("build:", "discard:")) for c in view.choices):
            return
        if view.choices:
            await svc.act(CH, ALICE, view.choices[0].token)
        async for _update in svc.run_bots(CH):
            pass
    raise AssertionError("no card turn for Alice")


@pytest.mark.parametrize("agora", [False, True])
async def test_a_duel_hint_is_the_hard_bots_move_with_its_reason_in_four_languages(
    commands: Commands, agora: bool
) -> None:
    svc = commands.service
    await svc.create(CH, ALICE, "duel", {"agora": agora}, bots=1, level="medium")
    lobby = await svc.lobby(CH)
    if lobby.status == "lobby":
        await svc.start(CH, ALICE)
    await _to_card_turn(commands)
    rules = get_rules("duel")
    said: dict[str, str] = {}
    for locale in LOCALES:
        loaded = await svc.store.load(CH)
        assert loaded is not None
        state = rules.from_json(loaded.state)
        seat = next(s.seat for s in loaded.seats if not s.is_bot)
        legal = rules.legal_actions(state, seat)
        seed = derive_seed(loaded.seed, loaded.hints, "hint")
        expected = make_bot("hard", seed=seed).explain(rules, rules.view(state, seat), seat, legal)
        reply = await commands.hint(_member(locale))
        assert not reply.is_error, reply.content
        assert f"(`{expected.action.token}`)" in reply.content  # the hard bot's move
        assert expected.reason is not None, "a Duel card turn always has a reason"
        why = say(expected.reason, locale, game="duel")
        assert why in reply.content
        assert "duel-" not in why and "duel." not in why  # no message missing in the catalogue
        said[locale] = why
    assert len(set(said.values())) == len(LOCALES), "each language has its own words"
