"""Every store keeps every committed move, refuses stale writes and survives being killed.

Each test runs on SQLite and on PostgreSQL (see conftest.py: `backend`, `store`).
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import signal
import sys
import time
from pathlib import Path

import pytest

from bot.store import (
    ChannelBusy,
    GameRecord,
    GameStatus,
    GameStore,
    MoveRecord,
    SeatRecord,
    StoreBusy,
    StoreError,
)
from tests.store.conftest import Backend
from tests.store.support import CHANNEL, make_record, move, snapshot

ROOT = Path(__file__).resolve().parents[2]
WRITER = Path(__file__).with_name("kill_writer.py")


# -- 1. round trip ---------------------------------------------------------------------------


async def test_create_load_round_trip_keeps_every_field(store: GameStore) -> None:
    rec = make_record(version=17)
    created = await store.create(rec)
    assert created.version == 1
    assert created == dataclasses.replace(rec, version=1)

    loaded = await store.load(CHANNEL)
    assert loaded == created
    assert loaded is not None
    for f in dataclasses.fields(GameRecord):
        assert getattr(loaded, f.name) == getattr(created, f.name), f.name
    assert loaded.seats == (
        SeatRecord(0, 111, False, "Ann"),
        SeatRecord(1, None, True, "Bot 1"),
        SeatRecord(2, 333, False, "Zoë"),
    )
    assert loaded.options["nested"] == {"a": [1, 2, 3]}
    assert loaded.state is not None and loaded.state["text"] == "é ☃"
    assert loaded.seat_of(333) == 2
    assert await store.load(CHANNEL + 1) is None


async def test_json_columns_give_back_equal_values_and_key_order(store: GameStore) -> None:
    """Floats, big ints, unicode, nesting and the order of keys all survive a round trip."""
    state = {
        "zeta": 0.1,
        "alpha": 1e-300,
        "big": 281474976710655,
        "huge": 2**70,  # beyond 64 bits: JSON text keeps it exactly
        "neg": -(2**63),
        "third": 1 / 3,
        "text": 'é ☃ 漢字 🎲 "q" \\ \n',
        "nul": "a\x00b",
        "list": [1.5, None, True, False, {"b": 2, "a": 1}],
        "empty": {},
    }
    options = {"z": 1, "a": [0.25, "ü"]}
    rec = await store.create(make_record(state=state, options=options))
    saved = await store.save(
        dataclasses.replace(rec, outcome={"scores": [2**40, 0], "f": 2.5}),
        rec.version,
        [MoveRecord(1, 0, "tök:1", [{"kind": "x", "v": 0.7, "s": "☃"}], 1_700_000_000.123456)],
    )
    assert saved is not None
    loaded = await store.load(CHANNEL)
    assert loaded is not None
    assert loaded.state == state and loaded.options == options
    assert list(loaded.state) == list(state)  # the engine may read keys in order
    assert list(loaded.state["list"][4]) == ["b", "a"]
    assert loaded.outcome == {"scores": [2**40, 0], "f": 2.5}
    assert loaded.seed == 281474976710655
    (m,) = await store.moves(CHANNEL)
    assert m == MoveRecord(1, 0, "tök:1", [{"kind": "x", "v": 0.7, "s": "☃"}], 1_700_000_000.123456)
    assert loaded.created_at == 1_700_000_000.25  # times are 8-byte floats


async def test_an_integer_column_out_of_range_is_a_store_error(store: GameStore) -> None:
    with pytest.raises(StoreError):
        await store.create(make_record(seed=2**64))
    assert await store.load(CHANNEL) is None
    assert await store.create(make_record()) is not None  # the store still works


async def test_create_fills_zero_timestamps_and_keeps_lobby_state_none(backend: Backend) -> None:
    async with backend.store() as store:
        before = time.time()
        created = await store.create(
            make_record(
                status=GameStatus.LOBBY,
                state=None,
                created_at=0.0,
                updated_at=0.0,
                guild_id=None,
                seats=(),
            )
        )
        assert before <= created.created_at <= time.time()
        assert created.updated_at == created.created_at
        loaded = await store.load(CHANNEL)
    assert loaded == created
    assert loaded is not None and loaded.state is None and loaded.guild_id is None
    # None is stored as SQL NULL, not as the JSON text "null".
    assert await backend.raw("SELECT state_json, outcome_json FROM games") == [(None, None)]


async def test_save_round_trips_status_outcome_options_and_replaces_seats(
    store: GameStore,
) -> None:
    rec = await store.create(make_record())
    new = dataclasses.replace(
        rec,
        status=GameStatus.FINISHED,
        options={"variant": "short"},
        state={"turn": 99},
        outcome={"winners": [2], "scores": {"0": 1, "2": 5}},
        seats=(SeatRecord(0, 111, name="Ann"), SeatRecord(2, 444, name="Dee")),
    )
    before = time.time()
    saved = await store.save(new, expected_version=1, moves=[move(1), move(2, seat=2)])
    assert saved is not None
    assert saved.version == 2
    assert saved.updated_at >= before
    loaded = await store.load(CHANNEL)
    assert loaded == saved
    assert loaded is not None
    assert loaded.seats == (SeatRecord(0, 111, name="Ann"), SeatRecord(2, 444, name="Dee"))
    assert loaded.created_at == rec.created_at  # creation time is never rewritten
    assert await store.moves(CHANNEL) == [move(1), move(2, seat=2)]


async def test_moves_since_returns_later_moves_in_order(store: GameStore) -> None:
    rec = await store.create(make_record())
    rec2 = await store.save(rec, 1, [move(2), move(1), move(3)])  # inserted out of order
    assert rec2 is not None
    await store.save(rec2, 2, [move(4)])
    assert [m.seq for m in await store.moves(CHANNEL)] == [1, 2, 3, 4]
    assert [m.seq for m in await store.moves(CHANNEL, since=2)] == [3, 4]
    assert await store.moves(CHANNEL, since=4) == []
    assert await store.moves(CHANNEL + 1) == []


async def test_games_of_lists_open_games_with_a_human_seat(store: GameStore) -> None:
    await store.create(make_record(1, seats=(SeatRecord(0, 7), SeatRecord(1, None, True))))
    await store.create(make_record(2, status=GameStatus.LOBBY, seats=(SeatRecord(3, 7),)))
    await store.create(make_record(3, seats=(SeatRecord(0, 8),)))  # someone else's
    done = await store.create(make_record(4, seats=(SeatRecord(0, 7),)))
    await store.save(dataclasses.replace(done, status=GameStatus.FINISHED), 1)
    bot_only = await store.create(make_record(5, seats=(SeatRecord(0, 7, is_bot=True),)))
    assert bot_only.seats[0].is_bot

    games = await store.games_of(7)
    assert sorted(g.channel_id for g in games) == [1, 2]
    by_channel = {g.channel_id: g for g in games}
    assert by_channel[1].seats == (SeatRecord(0, 7), SeatRecord(1, None, True))
    assert by_channel[2].seat_of(7) == 3
    assert [g.channel_id for g in await store.games_of(8)] == [3]
    assert await store.games_of(12345) == []


# -- 2. one game per channel, archive --------------------------------------------------------


@pytest.mark.parametrize("status", [GameStatus.LOBBY, GameStatus.ACTIVE])
async def test_create_refuses_a_channel_with_an_open_game(store: GameStore, status: str) -> None:
    first = await store.create(make_record(status=status))
    await store.save(first, 1, [move(1)])
    before = await snapshot(store)

    with pytest.raises(ChannelBusy):
        await store.create(make_record(game_key="other", state={"fresh": True}))
    assert isinstance(ChannelBusy("x"), StoreError)
    assert await snapshot(store) == before
    assert await store.archived(CHANNEL) == []


@pytest.mark.parametrize("end", [GameStatus.FINISHED, GameStatus.ABANDONED])
async def test_create_over_an_ended_game_archives_it_whole(store: GameStore, end: str) -> None:
    rec = await store.create(make_record())
    rec = await store.save(rec, 1, [move(1), move(2)])  # type: ignore[assignment]
    assert rec is not None
    ended = await store.save(
        dataclasses.replace(rec, status=end, outcome={"winners": [0]}, state={"final": 1}),
        rec.version,
        [move(3)],
    )
    assert ended is not None and ended.version == 3

    # a game is named by its channel and its start (results are unique on them): a later one
    fresh = await store.create(
        make_record(game_key="second", version=9, state={"new": True}, created_at=1_700_000_500.0)
    )
    assert fresh.version == ended.version + 1  # versions go on across a channel's games
    assert await store.load(CHANNEL) == fresh
    assert await store.moves(CHANNEL) == []

    archived = await store.archived(CHANNEL)
    assert len(archived) == 1
    old = archived[0]
    assert old["record"]["status"] == end
    assert old["record"]["version"] == 3
    assert old["record"]["state"] == {"final": 1}
    assert old["record"]["outcome"] == {"winners": [0]}
    assert old["record"]["options"] == make_record().options
    assert old["record"]["seed"] == make_record().seed
    assert old["seats"] == [
        {"seat": 0, "user_id": 111, "is_bot": False, "name": "Ann", "level": ""},
        {"seat": 1, "user_id": None, "is_bot": True, "name": "Bot 1", "level": ""},
        {"seat": 2, "user_id": 333, "is_bot": False, "name": "Zoë", "level": ""},
    ]
    assert [m["seq"] for m in old["moves"]] == [1, 2, 3]
    assert old["moves"][0] == dataclasses.asdict(move(1))
    assert old["finished_at"] == ended.updated_at

    # A second finished game is archived too, and archived() lists the newest first.
    fresh2 = await store.save(dataclasses.replace(fresh, status=end), fresh.version, [move(1, "z")])
    assert fresh2 is not None
    third = await store.create(make_record(game_key="third"))
    assert third.version == fresh2.version + 1
    archived = await store.archived(CHANNEL)
    assert [a["record"]["game_key"] for a in archived] == ["second", "tokens"]
    assert archived[0]["moves"][0]["token"] == "z"
    assert archived[0]["archive_id"] > archived[1]["archive_id"]
    assert await store.archived(CHANNEL + 1) == []


async def test_a_new_game_continues_the_channels_versions(store: GameStore) -> None:
    """A board of the previous game can never match a board of the next one."""
    first = await store.create(make_record())
    assert first.version == 1  # a channel's first game starts at 1
    rec = await store.save(first, 1, [move(1), move(2)])
    assert rec is not None
    ended = await store.save(
        dataclasses.replace(rec, status=GameStatus.ABANDONED), rec.version, [move(3)]
    )
    assert ended is not None and ended.version == 3
    other = await store.create(make_record(channel_id=CHANNEL + 1))
    assert other.version == 1  # another channel has its own numbering

    second = await store.create(make_record(game_key="second", version=1))
    assert second.version == 4
    loaded = await store.load(CHANNEL)
    assert loaded is not None and loaded.version == 4 and loaded.game_key == "second"
    assert await store.save(dataclasses.replace(second, state={"stale": 1}), 3) is None
    [old] = await store.archived(CHANNEL)
    assert old["record"]["version"] == 3 and old["record"]["game_key"] == "tokens"
    assert old["record"]["state"] == make_record().state
    assert [m["seq"] for m in old["moves"]] == [1, 2, 3]


async def test_creating_over_an_ended_game_is_atomic(store: GameStore) -> None:
    """If inserting the new game fails, the old one is neither archived nor deleted."""
    rec = await store.create(make_record())
    ended = await store.save(dataclasses.replace(rec, status=GameStatus.FINISHED), 1, [move(1)])
    assert ended is not None
    before = await snapshot(store)
    with pytest.raises(StoreError):  # two seats numbered 0: the seat insert fails
        await store.create(make_record(seats=(SeatRecord(0, 1), SeatRecord(0, 2))))
    assert await snapshot(store) == before
    assert await store.archived(CHANNEL) == []


# -- 3. stale version ------------------------------------------------------------------------


async def test_save_with_a_stale_version_returns_none_and_changes_nothing(
    store: GameStore,
) -> None:
    rec = await store.create(make_record())
    current = await store.save(rec, 1, [move(1)])
    assert current is not None and current.version == 2
    before = await snapshot(store)

    stale = dataclasses.replace(
        rec, state={"stale": True}, status=GameStatus.FINISHED, seats=(SeatRecord(0, 5),)
    )
    assert await store.save(stale, expected_version=1, moves=[move(2)]) is None
    assert await store.save(stale, expected_version=7, moves=[move(2)]) is None
    assert await snapshot(store) == before
    loaded = await store.load(CHANNEL)
    assert loaded is not None
    assert loaded.version == 2
    assert loaded.state == make_record().state
    assert loaded.seats == make_record().seats
    assert [m.seq for m in await store.moves(CHANNEL)] == [1]

    # Saving a channel that has no game is a lost race too, not an error.
    assert await store.save(make_record(channel_id=777), 1, [move(1)]) is None
    assert await store.load(777) is None


# -- 4. duplicate seq ------------------------------------------------------------------------


async def test_duplicate_move_seq_fails_the_whole_save(store: GameStore) -> None:
    rec = await store.create(make_record())
    rec2 = await store.save(rec, 1, [move(1), move(2)])
    assert rec2 is not None
    before = await snapshot(store)
    changed = dataclasses.replace(rec2, state={"changed": True}, seats=(SeatRecord(0, 9),))

    with pytest.raises(StoreError):  # seq 2 is already stored
        await store.save(changed, 2, [move(3), move(2, "again")])
    assert await snapshot(store) == before

    with pytest.raises(StoreError):  # seq 3 twice in one batch
        await store.save(changed, 2, [move(3), move(3, "twice")])
    assert await snapshot(store) == before
    loaded = await store.load(CHANNEL)
    assert loaded is not None and loaded.version == 2 and loaded.state == make_record().state

    # The failed transactions were rolled back: the connection still works normally.
    ok = await store.save(changed, 2, [move(3)])
    assert ok is not None and ok.version == 3
    assert [m.seq for m in await store.moves(CHANNEL)] == [1, 2, 3]


# -- 5. killed mid-write ---------------------------------------------------------------------


async def test_sigkill_mid_write_keeps_every_committed_move(backend: Backend) -> None:
    wanted = 30
    proc = await asyncio.create_subprocess_exec(
        sys.executable,
        str(WRITER),
        backend.url(),
        str(CHANNEL),
        cwd=ROOT,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    assert proc.stdout is not None and proc.stderr is not None
    committed: list[int] = []
    ready = False

    def take(line: bytes) -> None:
        nonlocal ready
        text = line.decode().strip()
        if text == "ready":
            ready = True
        elif text:
            committed.append(int(text))

    async def read_until_enough() -> None:
        assert proc.stdout is not None
        while len(committed) < wanted:
            line = await proc.stdout.readline()
            if not line:
                return  # the writer died on its own; reported below
            take(line)

    try:
        await asyncio.wait_for(read_until_enough(), timeout=60)
    except TimeoutError:
        pass
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGKILL)
    # Lines already in the pipe were printed after their commit: they count as committed too.
    rest = await asyncio.wait_for(proc.stdout.read(), timeout=30)
    for line in rest.splitlines():
        take(line)
    err = await asyncio.wait_for(proc.stderr.read(), timeout=30)
    code = await asyncio.wait_for(proc.wait(), timeout=30)

    assert ready and len(committed) >= wanted, (
        f"writer gave {len(committed)} seqs, exit {code}: {err.decode()[-2000:]}"
    )
    assert code == -signal.SIGKILL
    assert committed == list(range(1, len(committed) + 1))

    async with backend.store() as store:
        moves = await store.moves(CHANNEL)
        seqs = [m.seq for m in moves]
        n = len(seqs)
        assert seqs == list(range(1, n + 1))  # contiguous, nothing half-written
        assert set(committed) <= set(seqs)
        assert n - committed[-1] in (0, 1)  # at most the one save killed before its print
        assert all(m.token == f"t{m.seq}" and m.events == [{"seq": m.seq}] for m in moves)
        rec = await store.load(CHANNEL)
        assert rec is not None
        assert rec.version == 1 + n  # one version per save, each save one move
        assert rec.state is not None and rec.state["last_seq"] == n

        # The store is fully usable after the crash.
        nxt = await store.save(rec, rec.version, [MoveRecord(seq=n + 1, seat=0, token="after")])
        assert nxt is not None and nxt.version == rec.version + 1

    rows = await backend.raw(f"SELECT state_json FROM games WHERE channel_id = {CHANNEL}")
    assert json.loads(rows[0][0])["last_seq"] == n


# -- 6. concurrency --------------------------------------------------------------------------


async def test_fifty_concurrent_saves_of_one_version_one_wins(store: GameStore) -> None:
    rec = await store.create(make_record())
    rec = await store.save(rec, 1, [move(1)])  # type: ignore[assignment]
    assert rec is not None
    v, k = rec.version, 1

    async def attempt(i: int) -> GameRecord | None:
        mine = dataclasses.replace(rec, state={"winner": i})
        return await store.save(mine, expected_version=v, moves=[move(k + 1, f"by{i}")])

    results = await asyncio.gather(*(attempt(i) for i in range(50)))
    winners = [i for i, r in enumerate(results) if r is not None]
    assert len(winners) == 1
    (w,) = winners
    assert results[w] is not None and results[w].version == v + 1  # type: ignore[union-attr]

    moves = await store.moves(CHANNEL)
    assert [m.seq for m in moves] == [1, 2]
    assert moves[1].token == f"by{w}"
    loaded = await store.load(CHANNEL)
    assert loaded is not None and loaded.version == v + 1 and loaded.state == {"winner": w}


async def test_two_stores_on_one_database_race_and_one_wins_each_round(backend: Backend) -> None:
    rounds = 20
    async with backend.store() as a, backend.store() as b:
        await a.create(make_record())
        wins = {"a": 0, "b": 0}
        for r in range(rounds):
            rec_a, rec_b = await a.load(CHANNEL), await b.load(CHANNEL)
            assert rec_a is not None and rec_b is not None
            assert rec_a.version == rec_b.version == r + 1  # b sees a's commits and vice versa
            res_a, res_b = await asyncio.gather(
                a.save(
                    dataclasses.replace(rec_a, state={"r": r, "by": "a"}),
                    rec_a.version,
                    [move(r + 1, f"a{r}")],
                ),
                b.save(
                    dataclasses.replace(rec_b, state={"r": r, "by": "b"}),
                    rec_b.version,
                    [move(r + 1, f"b{r}")],
                ),
            )
            assert (res_a is None) != (res_b is None), f"round {r}: {res_a} / {res_b}"
            who = "a" if res_a is not None else "b"
            wins[who] += 1
            moves = await b.moves(CHANNEL, since=r)
            assert [(m.seq, m.token) for m in moves] == [(r + 1, f"{who}{r}")]
            loaded = await a.load(CHANNEL)
            assert loaded is not None and loaded.state == {"r": r, "by": who}

        assert sum(wins.values()) == rounds
        final = await b.load(CHANNEL)
        assert final is not None and final.version == rounds + 1
        assert [m.seq for m in await a.moves(CHANNEL)] == list(range(1, rounds + 1))


async def test_two_stores_creating_in_one_channel_one_gets_channel_busy(
    backend: Backend,
) -> None:
    async with backend.store() as a, backend.store() as b:
        for r in range(5):  # a fresh channel, then a channel whose game has ended
            results = await asyncio.gather(
                a.create(make_record(game_key="from-a")),
                b.create(make_record(game_key="from-b")),
                return_exceptions=True,
            )
            made = [x for x in results if isinstance(x, GameRecord)]
            busy = [x for x in results if isinstance(x, ChannelBusy)]
            assert len(made) == 1 and len(busy) == 1, results
            assert made[0].version == 1 + 2 * r  # each game: created, then ended
            assert await a.load(CHANNEL) == made[0] == await b.load(CHANNEL)
            ended = await a.save(
                dataclasses.replace(made[0], status=GameStatus.FINISHED), made[0].version
            )
            assert ended is not None
        assert len(await a.archived(CHANNEL)) == 4


async def test_store_used_before_open_or_after_close_raises(backend: Backend) -> None:
    store = backend.store()
    with pytest.raises(StoreError, match="not open"):
        await store.load(CHANNEL)
    await store.open()
    await store.open()  # idempotent
    await store.create(make_record())
    await store.close()
    with pytest.raises(StoreError, match="not open"):
        await store.load(CHANNEL)
    await store.open()
    assert (await store.load(CHANNEL)) is not None
    await store.close()
    await store.close()  # idempotent too


async def test_a_cancelled_save_leaves_no_transaction_behind(store: GameStore) -> None:
    await store.create(make_record())
    outcomes = {"cancelled": 0, "done": 0}
    for i in range(30):  # cancel after 0, 1, 2, ... loop turns: at various points in the save
        rec = await store.load(CHANNEL)
        assert rec is not None
        n = len(await store.moves(CHANNEL))
        assert rec.version == 1 + n  # a save is all (version and move) or nothing
        big = dataclasses.replace(rec, state={"pad": "y" * 100_000, "n": n + 1})
        task = asyncio.create_task(store.save(big, rec.version, [move(n + 1)]))
        for _ in range(i):
            await asyncio.sleep(0)
        task.cancel()
        try:
            await task
            outcomes["done"] += 1
        except asyncio.CancelledError:
            outcomes["cancelled"] += 1
    assert outcomes["cancelled"] > 0
    # Whatever happened, the store is consistent and the next save commits.
    loaded = await store.load(CHANNEL)
    assert loaded is not None
    n = len(await store.moves(CHANNEL))
    assert loaded.version == 1 + n
    after = await store.save(loaded, loaded.version, [move(n + 1)])
    assert after is not None
    assert [m.seq for m in await store.moves(CHANNEL)] == list(range(1, n + 2))


async def test_last_seq_follows_the_saved_moves(store: GameStore) -> None:
    assert await store.last_seq(1) == 0
    rec = await store.create(GameRecord(1, "tokens", "active", 0, 1, {}, {"x": 1}, 9))
    saved = await store.save(rec, rec.version, [MoveRecord(1, 0, "a"), MoveRecord(2, 1, "b")])
    assert saved is not None
    assert await store.last_seq(1) == 2
    assert await store.last_seq(2) == 0


# -- 7. a busy database ------------------------------------------------------------------------


async def test_a_write_lock_held_past_the_timeout_is_store_busy(backend: Backend) -> None:
    async with backend.store(lock_timeout_ms=50) as store:
        rec = await store.create(make_record())
        rec = await store.save(rec, 1, [move(1)])  # type: ignore[assignment]
        assert rec is not None
        before = await snapshot(store)
        changed = dataclasses.replace(rec, state={"lost": True})
        async with backend.writer_in_the_way():
            assert await store.load(CHANNEL) == before[0]  # reading is never blocked
            with pytest.raises(StoreBusy, match=r"lock|busy") as caught:
                await store.save(changed, rec.version, [move(2)])
            assert isinstance(caught.value, StoreError)
            with pytest.raises(StoreBusy):
                await store.create(make_record(channel_id=CHANNEL + 1))
        assert await snapshot(store) == before
        assert await store.load(CHANNEL + 1) is None
        assert await store.save(changed, rec.version, [move(2)]) is not None  # free again


async def test_a_bots_level_and_the_hints_used_survive_a_restart(backend: Backend) -> None:
    record = make_record(
        seats=(SeatRecord(0, 111, name="Ann"), SeatRecord(1, None, True, "Bot 1", "hard"))
    )
    async with backend.store() as store:
        created = await store.create(record)
        saved = await store.save(dataclasses.replace(created, hints=2), created.version)
        assert saved is not None
    async with backend.store() as store:
        loaded = await store.load(CHANNEL)
    assert loaded is not None
    assert [s.level for s in loaded.seats] == ["", "hard"]
    assert loaded.hints == 2


async def test_a_move_save_changes_leaves_and_adds_seats_and_refuses_a_seat_twice(
    store: GameStore,
) -> None:
    """An active game's save (one statement on PostgreSQL) rewrites the seats exactly."""
    rec = await store.create(make_record())
    seats = (SeatRecord(0, 111, name="Ann"), SeatRecord(3, 555, name="Eve"))
    saved = await store.save(dataclasses.replace(rec, seats=seats), 1, [move(1)])
    assert saved is not None
    loaded = await store.load(CHANNEL)
    assert loaded is not None and loaded.seats == seats and loaded.version == 2
    before = await snapshot(store)
    twice = (SeatRecord(0, 111), SeatRecord(0, 222))
    with pytest.raises(StoreError):
        await store.save(dataclasses.replace(saved, seats=twice), 2, [move(2)])
    assert await snapshot(store) == before
