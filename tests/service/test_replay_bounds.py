"""Bounded replays (issue 28, item 5): a replay is checked and drawn in a child process
(bot/league/painter.py), at most two at once, each phase within a time limit, and the
animation keeps
only a few full-size pictures alive (bot/league/replay.py)."""

from __future__ import annotations

import asyncio
import gc
import io
import json
import os
import random
import weakref
from collections.abc import AsyncIterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.chat.commands import Commands, Requester, make_files
from bot.chat.records import Records
from bot.engine.core import play, resolve_options
from bot.engine.registry import REGISTRY
from bot.league import painter, replay
from bot.league.painter import Painter
from bot.store import SqliteStore
from bot.table.service import GameService
from bot.table.thinker import Thinker
from bot.words.catalogue import t
from renderers import clear_caches, render
from tests.support import replay_jobs

BOB = 22


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "replays.sqlite3"))
    await s.open()
    yield s
    await s.close()


def _records(store: SqliteStore, paint: Painter) -> Records:
    svc = GameService(store, entropy=lambda: b"replays", thinker=Thinker(inline=True))
    return Records(Commands(svc), painter=paint)


@cache
def _file(key: str = "duel", players: int = 2, seed: int = 3, opts: str = "{}") -> bytes:
    """A whole seeded game of random legal moves, as a replay file."""
    rules = REGISTRY[key]
    options = resolve_options(rules.options, json.loads(opts))
    state = rules.new_game(players, seed, options)
    chooser = random.Random(seed)
    moves = []
    while rules.outcome(state) is None:
        seats = sorted(rules.to_move(state))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(state, seat)
        action = legal[chooser.randrange(len(legal))]
        state, _ = play(rules, state, seat, action)
        moves.append((seat, action.token))
    names = [{"name": f"P{i + 1}", "bot": None} for i in range(players)]
    return replay.dumps(replay.export(key, options, seed, names, moves))


def _gone(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


# -- the animation's memory -------------------------------------------------------------------


def test_the_animation_keeps_few_full_size_pictures_alive(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every board is drawn at full size (1600 px wide); at most a few may be alive at once,
    however many frames the GIF has (the old animation held every one until the end)."""
    done = replay.check(_file())
    alive: list[weakref.ref[Image.Image]] = []
    most = [0]
    drawn = [0]

    def counted(*args: Any, **kwargs: Any) -> Image.Image:
        gc.collect()
        most[0] = max(most[0], sum(r() is not None for r in alive))
        picture = render(*args, **kwargs)
        alive.append(weakref.ref(picture))
        drawn[0] += 1
        return picture

    monkeypatch.setattr(replay, "render", counted)
    gif = replay.animation(done, names=done.names, max_frames=14, width=320)
    assert drawn[0] >= 14  # the test saw every board
    assert most[0] <= 1, most[0]  # the board being drawn, never the ones before
    assert Image.open(io.BytesIO(gif)).n_frames >= 14


def test_packed_pictures_give_the_same_pixels_back() -> None:
    picture = Image.effect_noise((97, 41), 60).convert("RGB")
    packed = replay.Packed.of(picture)
    assert packed.size == (97, 41) and len(packed.pixels) < 97 * 41 * 3 + 64
    assert packed.open().tobytes() == picture.tobytes()


def test_emptying_the_renderers_caches_changes_no_picture() -> None:
    done = replay.check(_file())
    rules = done.rules
    view = rules.view(done.moments[-2].state, None)
    before = render("duel", view, names=done.names).tobytes()
    assert clear_caches() > 0
    assert render("duel", view, names=done.names).tobytes() == before


# -- the child process ------------------------------------------------------------------------


async def test_a_file_is_checked_and_drawn_in_a_child_process(store: SqliteStore) -> None:
    paint = Painter()
    reply = await _records(store, paint).replay_file(Requester(9, BOB), _file())
    assert not reply.is_error and "genuine replay" in reply.content
    [(name, gif)] = await make_files(reply.files)
    assert name == "tabula-replay.gif" and gif[:6] in (b"GIF87a", b"GIF89a")
    drawn = paint.last
    assert drawn is not None and drawn.gif_bytes == len(gif) and drawn.key == "duel"
    assert drawn.usage is not None and drawn.usage.peak_kb >= drawn.usage.start_kb > 0
    assert paint.running == 0
    # the same file gives the same bytes, in a child as in this process
    done = replay.check(_file())
    assert gif == replay.animation(done, names=done.names)


async def test_a_refusal_in_the_child_is_worded_for_the_reader(store: SqliteStore) -> None:
    paint = Painter()
    reply = await _records(store, paint).replay_file(Requester(9, BOB, locale="vi"), b"{nope")
    assert reply.is_error and t("replay.not_json", "vi") in reply.content
    assert not reply.files and paint.running == 0


async def test_a_third_replay_at_once_is_refused_busy(store: SqliteStore) -> None:
    paint = Painter(slots=2)
    records = _records(store, paint)
    release = asyncio.Event()
    fetched: list[int] = []

    def fetcher(n: int) -> Any:
        async def fetch() -> bytes:
            fetched.append(n)
            await release.wait()
            return b"[1, 2]"  # refused quickly by the child: not a replay

        return fetch

    first = asyncio.create_task(records.replay_file(Requester(1, BOB), fetcher(1)))
    second = asyncio.create_task(records.replay_file(Requester(2, BOB), fetcher(2)))
    while len(fetched) < 2:
        await asyncio.sleep(0)
    assert paint.running == 2
    third = await records.replay_file(Requester(3, BOB), fetcher(3))
    assert third.is_error and t("replay.busy") in third.content
    assert fetched == [1, 2]  # the third file was not even downloaded
    by_id = await records.replay(Requester(4, BOB), 1)
    assert by_id.is_error  # no such game: the store is read first
    release.set()
    for reply in await asyncio.gather(first, second):
        assert reply.is_error and t("replay.not_replay") in reply.content
    assert paint.running == 0
    again = await records.replay_file(Requester(3, BOB), _file())
    assert not again.is_error  # a place is free again


async def test_a_check_past_its_time_limit_is_refused_and_its_process_killed(
    store: SqliteStore, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid_file = tmp_path / "child.pid"

    paint = Painter(check_s=1.0)
    monkeypatch.setattr(painter, "uploaded", replay_jobs.hang)
    reply = await _records(store, paint).replay_file(Requester(9, BOB), str(pid_file).encode())
    assert reply.is_error and t("replay.too_slow", None, limit=1) in reply.content
    assert not reply.files and paint.running == 0 and paint.last is None
    pid = int(pid_file.read_text(encoding="ascii"))
    assert _gone(pid)  # killed and reaped, not left running


async def test_a_too_large_download_is_refused_before_the_child(store: SqliteStore) -> None:
    paint = Painter()

    async def fetch() -> bytes:
        return b" " * (replay.MAX_BYTES + 1)

    reply = await _records(store, paint).replay_file(Requester(9, BOB), fetch)
    assert reply.is_error and "2,048 kB" in reply.content
    assert paint.last is None and paint.running == 0


# -- the longest games (slow) -----------------------------------------------------------------

LONGEST = [
    ("duel", 2, '{"agora": true}'),
    ("wonders", 7, '{"leaders": true}'),
    ("catan", 4, '{"ck": true}'),
    ("tta", 1, "{}"),
]


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players", "opts"), LONGEST)
async def test_a_replay_child_stays_within_its_memory_budget(
    store: SqliteStore, key: str, players: int, opts: str
) -> None:
    paint = Painter()
    reply = await _records(store, paint).replay_file(
        Requester(9, BOB), _file(key, players, 1, opts)
    )
    assert not reply.is_error, reply.content
    drawn = paint.last
    assert drawn is not None and drawn.usage is not None
    assert drawn.usage.above_mb <= 150, drawn.usage
