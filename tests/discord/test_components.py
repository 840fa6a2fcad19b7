"""Buttons and selects: they survive restarts, refuse stale boards, and fit Discord's limits."""

from __future__ import annotations

from bot.chat.commands import Menu, Reply, board_controls, menus_for
from bot.table.service import Choice
from bot.words.catalogue import t
from cogs.components import DYNAMIC_ITEMS, build_view
from tests.discord.conftest import BotFactory
from tests.discord.harness import (
    ALICE,
    BOB,
    CAROL,
    DEFERRED_UPDATE,
    TEXT,
    FakeDiscord,
    bid_all,
    check_message,
    open_table,
    plain,
    version_of,
)


async def test_button_from_before_a_restart_still_plays(make_discord: BotFactory) -> None:
    first = await make_discord()
    await open_table(first, TEXT, ALICE, BOB)
    board = (await bid_all(first, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(first, TEXT)
    await first.close()
    assert first.bot.is_closed()

    second = await make_discord()  # new bot, new GameService, new SqliteStore, same file
    assert second.bot is not first.bot
    assert second.bot.service.store is not first.bot.service.store  # type: ignore[attr-defined]
    clicked = await second.click(ALICE, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert clicked.callback.callback_type == DEFERRED_UPDATE  # a click shows no placeholder
    assert not clicked.message.ephemeral
    assert "takes 1; 11 left" in clicked.message.content
    assert clicked.message.mentioned_users == [BOB.id]
    assert await version_of(second, TEXT) == version + 1
    hand = await second.click(BOB, TEXT, board.posted or {}, f"tb:{version}:@hand")
    assert hand.message.ephemeral and hand.message.files  # "My hand" works on old boards


async def test_stale_click_is_refused_and_changes_nothing(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    old = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    old_version = await version_of(fake, TEXT)
    await fake.click(ALICE, TEXT, old.posted or {}, f"tb:{old_version}:take:1")
    version = await version_of(fake, TEXT)
    moves = await fake.bot.service.store.moves(TEXT.id)  # type: ignore[attr-defined]
    state = (await fake.bot.service.store.load(TEXT.id)).state  # type: ignore[attr-defined]
    assert version == old_version + 1

    stale = await fake.click(BOB, TEXT, old.posted or {}, f"tb:{old_version}:take:1")
    assert stale.callback.callback_type == DEFERRED_UPDATE
    assert stale.message.ephemeral and stale.message.is_followup
    assert t("error.stale_board") in plain(stale.message.content)
    assert len(stale.followups) == 1 and stale.message.files == []
    assert await version_of(fake, TEXT) == version
    assert await fake.bot.service.store.moves(TEXT.id) == moves  # type: ignore[attr-defined]
    record = await fake.bot.service.store.load(TEXT.id)  # type: ignore[attr-defined]
    assert record.state == state


async def test_a_button_of_the_channels_previous_game_is_out_of_date(fake: FakeDiscord) -> None:
    store = fake.bot.service.store  # type: ignore[attr-defined]
    await open_table(fake, TEXT, ALICE, BOB)
    old = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    old_id = f"tb:{await version_of(fake, TEXT)}:take:1"
    assert old_id in old.custom_ids
    await fake.slash(ALICE, TEXT, "game", "abandon")
    await open_table(fake, TEXT, ALICE, BOB)  # the same moves in a new game
    new = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    assert old_id not in new.custom_ids
    before = (await store.load(TEXT.id), await store.moves(TEXT.id))

    stale = await fake.click(ALICE, TEXT, old.posted or {}, old_id)
    assert stale.message.ephemeral and t("error.stale_board") in plain(stale.message.content)
    assert (await store.load(TEXT.id), await store.moves(TEXT.id)) == before


async def test_dynamic_items_survive_a_view_that_stops(fake: FakeDiscord) -> None:
    store = fake.bot._connection._view_store
    patterns = {item.__discord_ui_compiled_template__ for item in DYNAMIC_ITEMS}
    assert patterns <= set(store._dynamic_items)
    reply = Reply(
        "x",
        version=7,
        buttons=(Choice("take:1", "Take 1"),),
        hand_button=True,
        menus=(Menu("Bid…", (Choice("bid:0", "Bid 0"),)),),
    )
    view = build_view(reply, None)
    assert view is not None and view.timeout is None
    view.timeout = 0.01  # what discord.py does to ephemeral views, then let it expire
    fake.bot._connection.store_view(view, 123)
    await view.wait()
    view.stop()
    assert patterns <= set(store._dynamic_items)


def test_controls_fit_discord_limits() -> None:
    many = tuple(Choice(f"take:{i}", "A very long description " * 10) for i in range(30))
    board = Reply("x", version=12345, buttons=many, hand_button=True)
    view = build_view(board, "en-US")
    assert view is not None
    payload = {"components": view.to_components()}
    problems: list[str] = []
    check_message(payload, 0, "board", problems)
    assert problems == []
    rows = payload["components"]
    assert len(rows) == 5 and [len(r["components"]) for r in rows] == [5, 5, 5, 5, 1]
    assert rows[-1]["components"][0]["custom_id"] == "tb:12345:@hand"
    assert all(len(c["label"]) <= 80 for r in rows for c in r["components"])

    few = build_view(Reply("x", version=3, buttons=many[:3], hand_button=True), None)
    assert few is not None
    assert [len(r["components"]) for r in few.to_components()] == [4]  # hand shares the row

    hand = Reply("x", version=3, menus=menus_for(many, 5, None), ephemeral=True)
    menu = build_view(hand, None)
    assert menu is not None
    payload = {"components": menu.to_components()}
    check_message(payload, 0, "hand", problems)
    assert problems == []
    first, second = (row["components"][0] for row in payload["components"])
    assert len(first["options"]) == 25 and len(second["options"]) == 5
    assert first["custom_id"] == "tbsel:3:0" and second["custom_id"] == "tbsel:3:1"
    assert all(len(o["label"]) <= 100 for o in first["options"])

    assert build_view(Reply("lobby"), None) is None
    assert build_view(Reply("over", version=9), None) is None


async def test_a_player_not_seated_cannot_click(fake: FakeDiscord) -> None:
    await open_table(fake, TEXT, ALICE, BOB)
    board = (await bid_all(fake, TEXT, [(ALICE, 1), (BOB, 0)])).message
    version = await version_of(fake, TEXT)
    stranger = await fake.click(CAROL, TEXT, board.posted or {}, f"tb:{version}:take:1")
    assert stranger.message.ephemeral
    assert t("error.not_seated") in stranger.message.content
    assert await version_of(fake, TEXT) == version


def test_many_public_moves_become_menus_grouped_by_kind() -> None:
    builds = tuple(Choice(f"build:c{i}", f"Build card {i}", "Build") for i in range(12))
    discards = tuple(Choice(f"discard:c{i}", f"Discard card {i}", "Discard") for i in range(12))
    menus = menus_for(builds + discards, 4, None)
    assert [m.placeholder for m in menus] == ["Build…", "Discard…"]
    board = build_view(Reply("x", version=8, menus=menus, hand_button=True), None)
    assert board is not None
    rows = board.to_components()
    problems: list[str] = []
    check_message({"components": rows}, 0, "board", problems)
    assert problems == []
    assert [r["components"][0]["type"] for r in rows] == [3, 3, 2]
    # too many groups for the rows: the moves are cut in order into plain menus instead
    kinds = tuple(Choice(f"k{i}:x", f"Move {i}", f"Kind {i}") for i in range(6))
    flat = menus_for(kinds, 4, None)
    assert len(flat) == 1 and len(flat[0].choices) == 6


def test_board_controls_keep_whole_kinds_as_buttons_and_the_rest_in_menus() -> None:
    builds = tuple(Choice(f"build:c{i}", f"Build {i}", "Build") for i in range(6))
    discards = tuple(Choice(f"discard:c{i}", f"Discard {i}", "Discard") for i in range(6))
    wonders = tuple(Choice(f"wonder:w{i}", f"Wonder {i}", "Wonder") for i in range(24))
    buttons, menus = board_controls(builds + discards + wonders, None)
    assert buttons == builds + discards
    assert [m.placeholder for m in menus] == ["Wonder…"] and len(menus[0].choices) == 24
    view = build_view(Reply("x", version=4, buttons=buttons, menus=menus, hand_button=True), None)
    assert view is not None
    rows = view.to_components()
    assert [len(r["components"]) for r in rows] == [5, 5, 2, 1, 1]
    problems: list[str] = []
    check_message({"components": rows}, 0, "board", problems)
    assert problems == []
    few, none = board_controls(builds, None)
    assert few == builds and none == ()
