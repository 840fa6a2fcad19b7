"""The shared JSON codec of the games' states (bot/engine/codec.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from bot.engine.codec import STACK, TUPLE, Codec, optional, record, records, tuple_of
from bot.engine.core import Decision


@dataclass
class Part:
    name: str
    sizes: list[int] = field(default_factory=list)


@dataclass
class Whole:
    seed: int
    grid: list[list[int]]
    parts: list[Part] = field(default_factory=list)
    main: Part | None = None
    shape: tuple[int, ...] = ()
    stack: list[Decision] = field(default_factory=list)
    added_later: list[str] = field(default_factory=list)


PART = Codec(Part)
WHOLE = Codec(
    Whole,
    {
        "parts": records(PART),
        "main": optional(record(PART)),
        "shape": TUPLE,
        "stack": STACK,
    },
)


def _whole() -> Whole:
    return Whole(
        7,
        [[1, 2], [3]],
        [Part("a", [1]), Part("b")],
        Part("c", [2, 2]),
        (3, 4),
        [Decision(0, "pick", {"from": [1, 2]})],
        ["x"],
    )


def test_fields_in_order_and_back() -> None:
    w = _whole()
    saved = WHOLE.to_json(w)
    assert list(saved) == ["seed", "grid", "parts", "main", "shape", "stack", "added_later"]
    assert saved["parts"] == [{"name": "a", "sizes": [1]}, {"name": "b", "sizes": []}]
    assert saved["shape"] == [3, 4]
    assert saved["stack"] == [{"seat": 0, "kind": "pick", "data": {"from": [1, 2]}}]
    assert WHOLE.from_json(saved) == w


def test_nothing_is_shared_with_the_json() -> None:
    w = _whole()
    saved = WHOLE.to_json(w)
    saved["grid"][0].append(9)
    saved["stack"][0]["data"]["from"].append(9)
    assert w.grid == [[1, 2], [3]] and w.stack[0].data == {"from": [1, 2]}
    back = WHOLE.from_json(saved)
    saved["grid"][1].append(8)
    assert back.grid == [[1, 2, 9], [3]]


def test_a_field_missing_from_an_old_save_loads_at_its_default() -> None:
    saved = WHOLE.to_json(_whole())
    del saved["added_later"]
    saved["gone_since"] = 1  # a key the class no longer has is ignored
    assert WHOLE.from_json(saved).added_later == []


def test_tuples_of_optional_tuples() -> None:
    hook = tuple_of(optional(TUPLE))
    value = ((1, 2), None, ())
    assert hook.encode(value) == [[1, 2], None, []]
    assert hook.decode(hook.encode(value)) == value


def test_a_hook_must_name_a_field() -> None:
    with pytest.raises(ValueError, match="no fields"):
        Codec(Part, {"size": TUPLE})
