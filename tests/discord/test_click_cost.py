"""A click costs what it must (issue 29): a move through Discord loads the game once, saves it
once, and reads no setting the process already knows (the server's language, the message that
shows the turn) and the people's preferences once (who wants a turn DM, whether the mover's DMs
fail); what it leaves for the front end is written through the table layer."""

from __future__ import annotations

import inspect
from typing import Any

from tests.discord.harness import ALICE, BOB, TEXT, FakeDiscord, bid_all, open_table, version_of


def count_calls(store: Any) -> list[str]:
    """Every public coroutine of the store, counted by name on this instance."""
    calls: list[str] = []
    for name, _ in inspect.getmembers(type(store), inspect.iscoroutinefunction):
        if name.startswith("_"):
            continue
        bound = getattr(store, name)

        async def counted(*args: Any, _call: Any = bound, _name: str = name, **kw: Any) -> Any:
            calls.append(_name)
            return await _call(*args, **kw)

        setattr(store, name, counted)
    return calls


async def test_a_typed_move_loads_once_and_reads_no_known_setting(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    calls = count_calls(fake.bot.service.store)
    await fake.slash(ALICE, TEXT, "play", action="bid:2")
    await fake.slash(BOB, TEXT, "play", action="Bid 0")  # words, read in the same load
    calls.clear()
    await fake.slash(ALICE, TEXT, "play", action="take:3")
    assert calls.count("load") == 1 and calls.count("save") == 1, calls
    assert "get_meta" not in calls, calls  # the language and the turn message are known
    assert calls.count("prefs_of") == 1, calls  # who gets a DM, and the mover's closed DMs
    assert len(calls) <= 7, calls


async def test_a_button_click_loads_once(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    calls = count_calls(fake.bot.service.store)
    clicked = await fake.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:3")
    assert "takes 3" in clicked.message.content
    assert calls.count("load") == 1 and calls.count("save") == 1, calls
    assert "get_meta" not in calls, calls
    assert calls.count("prefs_of") == 1, calls  # read once for the whole click
    assert len(calls) <= 7, calls
