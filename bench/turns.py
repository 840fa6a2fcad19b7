"""One message a turn: how many new messages and edits whole games make, and what the turn
message's bookkeeping (one read and one write of the store's meta table) costs per board.

Run: PYTHONPATH=. python bench/turns.py [--games catan,wonders] [--seed N]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.chat.turns import Placement, TurnBook, TurnMark, owing, place, story
from bot.engine.registry import get_rules
from bot.store import SqliteStore
from bot.table.service import GameService

PLAYERS = {"catan": 3, "wonders": 7, "duel": 2}
CATAN_FIRST = ("city", "settle", "buy", "for", "bank", "road", "play", "discard", "robber")


def choose(game: str, legal: list, r: random.Random):  # type: ignore[no-untyped-def]
    """A quick legal game: Catan builds and trades with the bank; others play at random."""
    if game == "catan":
        for kind in (*CATAN_FIRST, "steal", "take", "name", "roll", "end"):
            found = [a for a in legal if a.kind == kind]
            if found:
                return r.choice(found)
    return r.choice([a for a in legal if a.kind != "back"] or legal)


async def one_game(game: str, seed: int, folder: Path) -> None:
    store = SqliteStore(folder / f"{game}.sqlite3")
    await store.open()
    try:
        service = GameService(store, entropy=lambda: str(seed).encode())
        book = TurnBook(store)
        channel, players = 1, PLAYERS[game]
        await service.create(channel, 100, game)
        lobby = None
        for user in range(101, 100 + players):
            lobby = await service.join(channel, user)
        if lobby is None or lobby.started is None:
            lobby = await service.start(channel, 100)
        assert lobby.started is not None
        rules = get_rules(game)
        r = random.Random(seed)
        counts = {Placement.NEW: 0, Placement.EDIT: 0, Placement.SKIP: 0}
        costs: list[float] = []
        update = lobby.started
        moves = 0
        message_id = 1
        while True:
            started = time.perf_counter()
            mark = await book.get(channel)
            now = owing(update.to_move, update.seats)
            placement = place(mark, game, update.version, now, over=update.over, fresh=moves == 0)
            lines = story(mark, placement, update.lines)
            if placement is Placement.EDIT and mark is not None:
                mark = TurnMark(channel, mark.message_id, game, update.version, now, lines)
            else:
                message_id += 1
                mark = TurnMark(channel, message_id, game, update.version, now, lines)
            await book.put(mark)
            costs.append(time.perf_counter() - started)
            counts[placement] += 1
            if update.over:
                break
            record = await store.load(channel)
            assert record is not None and record.state is not None
            state = rules.from_json(record.state)
            seat = min(rules.to_move(state))
            user = record.seats[seat].user_id
            assert user is not None
            action = choose(game, rules.legal_actions(state, seat), r)
            update = await service.act(channel, user, action.token)
            moves += 1
        ms = [c * 1000 for c in costs]
        print(
            f"{game} x{players}: {moves} moves -> {counts[Placement.NEW]} new messages,"
            f" {counts[Placement.EDIT]} edits; turn bookkeeping per board:"
            f" median {statistics.median(ms):.2f} ms, max {max(ms):.2f} ms"
        )
    finally:
        await store.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", default="catan,wonders")
    parser.add_argument("--seed", type=int, default=11)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        for game in args.games.split(","):
            await one_game(game.strip(), args.seed, Path(folder))


if __name__ == "__main__":
    asyncio.run(main())
