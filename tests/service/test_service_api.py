"""GameService's public API (issue 29): nobody reaches into its private parts, and a change is
saved once whoever makes it, with a stale version refused the same way on every path."""

from __future__ import annotations

import ast
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine.core import RuleError
from bot.store import SqliteStore
from bot.table.clock import HOUR, FakeClock
from bot.table.seats import Seats
from bot.table.service import Change, GameService
from bot.table.timekeeper import ClockMove, Timekeeper

ROOT = Path(__file__).resolve().parents[2]
ALICE, BOB, CAROL = 11, 22, 33
CH = 720


def private_uses(path: Path) -> list[str]:
    """`x._name` where x is named like a GameService (service, svc, self.service...)."""
    found: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.Attribute) and node.attr.startswith("_")):
            continue
        if node.attr.startswith("__"):
            continue
        owner = node.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", "")
        if name in ("service", "svc"):
            found.append(f"{path.name}:{node.lineno}: {name}.{node.attr}")
    return found


def test_no_module_outside_the_service_touches_its_private_members() -> None:
    files = [p for top in ("bot", "cogs", "bench") for p in (ROOT / top).rglob("*.py")]
    files = [p for p in files if p != ROOT / "bot" / "table" / "service.py"]
    assert len(files) > 20
    uses = [use for p in files for use in private_uses(p)]
    assert uses == [], "\n".join(uses)


def test_the_scan_sees_a_private_use(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text("async def f(service):\n    await service._save(1, 2)\n")
    assert private_uses(sample) == ["sample.py:2: service._save"]


@pytest.fixture
async def store(tmp_path: Path) -> AsyncIterator[SqliteStore]:
    s = SqliteStore(str(tmp_path / "games.sqlite3"))
    await s.open()
    yield s
    await s.close()


async def _started(svc: GameService) -> None:
    await svc.create(CH, ALICE, "tokens", {}, name="alice", clock="1h")
    await svc.join(CH, BOB, name="bob")
    await svc.join(CH, CAROL, name="carol")  # tokens seats up to 4: start by hand
    await svc.start(CH, ALICE)


async def test_a_change_is_saved_once_and_a_stale_table_is_refused_on_every_path(
    store: SqliteStore,
) -> None:
    """Each path commits through `GameService.commit`: loaded at version v, a save that finds
    another version changes nothing and says so (error.stale)."""
    clock = FakeClock()
    svc = GameService(store, entropy=lambda: b"api", clock=clock)
    await _started(svc)
    version = (await store.load(CH)).version  # type: ignore[union-attr]
    moves = len(await store.moves(CH))
    await svc.act(CH, ALICE, "bid:1")
    assert (await store.load(CH)).version == version + 1  # type: ignore[union-attr]
    assert len(await store.moves(CH)) == moves + 1  # saved once

    async with svc.table(CH) as table:  # a rival saves between this load and the commit
        await store.save(table.record, table.record.version)
        with pytest.raises(RuleError) as stale:
            await svc.commit(table, Change(table.record, table.state))
        assert stale.value.key == "error.stale"
    assert len(await store.moves(CH)) == moves + 1

    # a seat change and the clock's move take the same way
    update = await Seats(svc).sub(CH, CAROL, 44, "dave")
    assert update.version == version + 3
    clock.advance(HOUR)
    moved = [n for n in await Timekeeper(svc).fire_due() if isinstance(n, ClockMove)]
    assert {n.user_id for n in moved} <= {BOB, 44} and moved
    assert all(n.update.version > update.version for n in moved)


class Counted:
    """A store whose calls are counted."""

    def __init__(self, store: SqliteStore) -> None:
        self.store = store
        self.calls: list[str] = []

    def __getattr__(self, name: str) -> object:
        found = getattr(self.store, name)
        if not callable(found):
            return found

        async def counted(*args: object, **kwargs: object) -> object:
            self.calls.append(name)
            return await found(*args, **kwargs)

        return counted


async def test_a_persons_move_costs_one_load_one_save_and_two_small_reads(
    store: SqliteStore,
) -> None:
    counted = Counted(store)
    svc = GameService(counted, entropy=lambda: b"api")  # type: ignore[arg-type]
    await svc.create(CH, ALICE, "duel", {}, bots=1, level="random")
    counted.calls.clear()
    view = await svc.private_view(CH, ALICE)
    counted.calls.clear()
    await svc.act(CH, ALICE, view.choices[0].token, expected_version=view.version)
    assert counted.calls.count("load") == 1 and counted.calls.count("save") == 1
    assert len(counted.calls) <= 4, counted.calls
