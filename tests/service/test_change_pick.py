"""Changing a committed secret choice through the service; the others cannot tell what changed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.core import RuleError
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.table.service import GameService
from tests.support.told import english, told

ALICE, BOB, CAROL = 11, 22, 33
CH = 800


async def _table(tmp_path: Path, name: str) -> tuple[GameService, SqliteStore]:
    store = SqliteStore(str(tmp_path / f"{name}.sqlite3"))
    await store.open()
    svc = GameService(store, entropy=lambda: b"same seed")
    await svc.create(CH, ALICE, "wonders", {"sides": "a"}, name="alice")
    await svc.join(CH, BOB, name="bob")
    await svc.join(CH, CAROL, name="carol")
    await svc.start(CH, ALICE)
    return svc, store


async def _commit(svc: GameService, user: int, card: str) -> list[str]:
    """Pick `card` and play it the first way offered; the public lines of every step."""
    lines = list(told(await svc.act(CH, user, f"card:{card}")))
    while user in (await svc.board(CH)).ping:
        choices = (await svc.private_view(CH, user)).choices
        lines += told(await svc.act(CH, user, choices[0].token))
    return lines


async def test_a_changed_pick_looks_to_the_others_like_any_pick(tmp_path: Path) -> None:
    changed, store_a = await _table(tmp_path, "a")
    direct, store_b = await _table(tmp_path, "b")
    try:
        hand = [c.token for c in (await changed.private_view(CH, ALICE)).choices]
        first, second = hand[0].split(":")[1], hand[1].split(":")[1]
        await _commit(changed, ALICE, first)
        committed = await changed.private_view(CH, ALICE)
        assert committed.choices[0].token == "withdraw"
        assert english(committed.choices[0].phrase, "wonders").startswith("Change my pick")
        assert f"card:{second}" in [c.token for c in committed.choices]
        # the typed way: a new pick while committed withdraws and picks in one move
        update = await changed.act(CH, ALICE, f"card:{second}")
        assert told(update) == ("alice takes back their choice.",)
        assert ALICE in update.ping
        lines = await _commit_rest(changed, ALICE)
        assert all(first not in line and second not in line for line in lines)
        await _commit(direct, ALICE, second)
        for user in (BOB, CAROL):
            seen_a = (await changed.private_view(CH, user)).view
            seen_b = (await direct.private_view(CH, user)).view
            assert seen_a == seen_b
        assert (await changed.board(CH)).view == (await direct.board(CH)).view
        # once the last seat commits, the changed pick is what was played
        for user in (BOB, CAROL):
            card = (await changed.private_view(CH, user)).choices[0].token.split(":")[1]
            await _commit(changed, user, card)
        record = await store_a.load(CH)
        assert record is not None and record.state is not None
        state = get_rules("wonders").from_json(record.state)
        assert second in state.cities[0].built or second in state.discard
        assert first not in state.cities[0].built and first not in state.discard
    finally:
        await store_a.close()
        await store_b.close()


async def _commit_rest(svc: GameService, user: int) -> list[str]:
    lines: list[str] = []
    while user in (await svc.board(CH)).ping:
        choices = (await svc.private_view(CH, user)).choices
        lines += told(await svc.act(CH, user, choices[0].token))
    return lines


async def test_undo_refusal_keeps_a_private_step_of_another_seat_secret(tmp_path: Path) -> None:
    svc, store = await _table(tmp_path, "quiet")
    try:
        await _commit(svc, ALICE, (await svc.private_view(CH, ALICE)).choices[0].token[5:])
        step = await svc.act(CH, BOB, (await svc.private_view(CH, BOB)).choices[0].token)
        assert step.quiet  # bob picked a card: the table saw nothing
        with pytest.raises(RuleError) as refused:
            await svc.undo(CH, ALICE)
        assert refused.value.key == "error.undo_cannot" and "bob" not in str(refused.value)
        # bob may take his own private step back: it revealed nothing
        undone = await svc.undo(CH, BOB)
        assert undone.quiet and told(undone) == ()
        # and now alice's commitment is the last move again
        back = await svc.undo(CH, ALICE)
        assert told(back) == ("↩️ alice took back their last move.",)
    finally:
        await store.close()
