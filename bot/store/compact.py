"""How games are packed into bytes, for both stores (SQLite migration 0007, PostgreSQL 0004).

- A live move's events (`moves.events`): the compact JSON, zlib-compressed when that is
  shorter; raw JSON bytes otherwise (and for rows copied by the migration before they were
  compressed). A zlib stream starts with 0x78 and JSON never does, so either reads back.
- An ended game is kept once, in its `results` row, in three parts: `record_json`, the head
  (the record without its state, and the seats: all that lists, stats and ratings read);
  `state_z`, the final state; `moves_z`, the moves with their events as
  `[[seq, seat, token, events, at], ...]`. Both are zlib of compact JSON. Pruning an old game
  (`prune_archive`) sets `moves_z` to NULL: the head and the final state stay.
- A results row written before migration 0007 has the whole document in `record_json` and no
  `state_z`; the readers here still read it (the migration's step rewrites every such row).
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from bot.store.records import MoveRecord

_ZLIB_FIRST = 0x78  # the first byte of every zlib stream (deflate, 32K window)
LEVEL = 9  # written once, read many times: the smallest is worth the little CPU


def compact_json(value: Any) -> str:
    """Compact JSON, key order kept (a state's key order is part of what an engine reads)."""
    return json.dumps(value, separators=(",", ":"))


def pack(value: Any) -> bytes:
    """zlib of the compact JSON."""
    return zlib.compress(compact_json(value).encode("utf-8"), LEVEL)


def unpack(data: bytes | memoryview) -> Any:
    return json.loads(zlib.decompress(bytes(data)))


def encode_events(events: Any) -> bytes:
    """A move's events for `moves.events`: compressed when it pays, plain JSON bytes else."""
    raw = compact_json(events).encode("utf-8")
    packed = zlib.compress(raw, LEVEL)
    return packed if len(packed) < len(raw) else raw


def decode_events(data: bytes | memoryview | str) -> list[dict[str, Any]]:
    """What `encode_events` wrote (or JSON text, as rows were stored before 0007)."""
    if isinstance(data, str):
        return list(json.loads(data))
    raw = bytes(data)
    if raw[:1] == bytes((_ZLIB_FIRST,)):
        raw = zlib.decompress(raw)
    return list(json.loads(raw))


def move_rows(moves: list[MoveRecord]) -> list[list[Any]]:
    return [[m.seq, m.seat, m.token, m.events, m.at] for m in moves]


def moves_of_rows(rows: list[list[Any]]) -> list[MoveRecord]:
    return [MoveRecord(int(r[0]), int(r[1]), str(r[2]), list(r[3]), float(r[4])) for r in rows]


def move_dicts(moves: list[MoveRecord]) -> list[dict[str, Any]]:
    """Moves as the archive's documents list them."""
    return [
        {"seq": m.seq, "seat": m.seat, "token": m.token, "events": m.events, "at": m.at}
        for m in moves
    ]


def split(doc: dict[str, Any]) -> tuple[str, bytes, bytes]:
    """An archive-style document {record, seats, moves} as (head, state_z, moves_z)."""
    record = dict(doc["record"])
    state = record.pop("state", None)
    head = compact_json({"record": record, "seats": doc.get("seats", [])})
    moves = [
        [m["seq"], m["seat"], m["token"], m.get("events", []), m.get("at", 0.0)]
        for m in doc.get("moves", ())
    ]
    return head, pack(state), pack(moves)


def joined(
    head: str, state_z: bytes | None, moves_z: bytes | None, *, with_moves: bool = True
) -> dict[str, Any]:
    """The document {record, seats, moves} again from a results row's parts (a row written
    before 0007, with no state_z, is its own whole document). A pruned game has no moves."""
    doc: dict[str, Any] = json.loads(head)
    if state_z is None:
        return doc
    doc["record"]["state"] = unpack(state_z)
    if with_moves:
        rows = [] if moves_z is None else unpack(moves_z)
        doc["moves"] = move_dicts(moves_of_rows(rows))
    return doc


def kept_moves(row: Any, since: int = 0) -> list[MoveRecord]:
    """The moves a results row (its record_json, state_z, moves_z) keeps, after `since`:
    none for no row, or once pruned."""
    if row is None:
        return []
    head, state_z, moves_z = row["record_json"], row["state_z"], row["moves_z"]
    if state_z is not None:
        rows = [] if moves_z is None else unpack(moves_z)
    else:  # a row written before 0007: the whole document is the head
        rows = [
            [m["seq"], m["seat"], m["token"], m.get("events", []), m.get("at", 0.0)]
            for m in json.loads(head).get("moves", ())
        ]
    return [m for m in moves_of_rows(rows) if m.seq > since]
