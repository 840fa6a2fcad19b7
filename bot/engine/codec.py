"""One JSON codec for the games' states: a dataclass's fields, in order, as a JSON object.

`Codec(cls, hooks)` writes every field of a dataclass under its name, in field order, and
reads them back: by default a field is plain JSON (numbers, strings, booleans, None, lists
and dicts of them; tuples are written as lists) and is deep-copied both ways, so a state
never shares a list with its JSON. A field that is more than that names its `Hook`:
`record(codec)` for a nested dataclass, `records(codec)` for a list of them, `optional(...)`,
`tuple_of(...)` for a tuple written as a list, `STACK` for a list of `Decision`s.
Reading ignores keys the class does not have and leaves a missing field at its default (a
field added after games were saved), so every saved game loads.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from typing import Any, Generic, TypeVar

from bot.engine.core import Decision

T = TypeVar("T")


# values copied as they are (tested by exact type: the states' lists hold mostly these)
_ATOMS = frozenset({str, int, bool, float, type(None)})


def plain(value: Any) -> Any:
    """A deep copy of a JSON-shaped value: dicts stay dicts, lists and tuples become lists."""
    atoms = _ATOMS
    if isinstance(value, list | tuple):
        if atoms.issuperset(map(type, value)):  # flat (most lists): copied in one step
            return list(value)
        return [x if type(x) in atoms else plain(x) for x in value]
    if isinstance(value, dict):
        return {k: v if type(v) in atoms else plain(v) for k, v in value.items()}
    return value


@dataclass(frozen=True, slots=True)
class Hook:
    """How one field is written to JSON and read back."""

    encode: Callable[[Any], Any]
    decode: Callable[[Any], Any]


PLAIN = Hook(plain, plain)


class Codec(Generic[T]):
    """A dataclass's fields as a JSON object, each through its hook (`PLAIN` unless named)."""

    __slots__ = ("cls", "hooks", "names")

    def __init__(self, cls: type[T], hooks: Mapping[str, Hook] | None = None) -> None:
        given = dict(hooks or {})
        names = tuple(f.name for f in fields(cls))  # type: ignore[arg-type]
        unknown = set(given) - set(names)
        if unknown:
            raise ValueError(f"{cls.__name__} has no fields {sorted(unknown)}")
        self.cls = cls
        self.names = names
        self.hooks = tuple((name, given.get(name, PLAIN)) for name in names)

    def to_json(self, obj: T) -> dict[str, Any]:
        out: dict[str, Any] = {}
        atoms = _ATOMS
        for name, hook in self.hooks:
            value = getattr(obj, name)
            out[name] = value if hook is PLAIN and type(value) in atoms else hook.encode(value)
        return out

    def from_json(self, d: Mapping[str, Any]) -> T:
        kwargs: dict[str, Any] = {}
        atoms = _ATOMS
        for name, hook in self.hooks:
            if name in d:
                value = d[name]
                kwargs[name] = (
                    value if hook is PLAIN and type(value) in atoms else hook.decode(value)
                )
        return self.cls(**kwargs)


def record(codec: Codec[Any]) -> Hook:
    """A nested dataclass, through its own codec."""
    return Hook(codec.to_json, codec.from_json)


def records(codec: Codec[Any]) -> Hook:
    """A list of nested dataclasses."""
    return Hook(
        lambda xs: [codec.to_json(x) for x in xs],
        lambda xs: [codec.from_json(x) for x in xs],
    )


def optional(hook: Hook) -> Hook:
    """None, or what `hook` writes."""
    return Hook(
        lambda x: None if x is None else hook.encode(x),
        lambda x: None if x is None else hook.decode(x),
    )


def tuple_of(hook: Hook) -> Hook:
    """A tuple, written as a list, each item through `hook`."""
    return Hook(
        lambda xs: [hook.encode(x) for x in xs],
        lambda xs: tuple(hook.decode(x) for x in xs),
    )


TUPLE = tuple_of(PLAIN)  # a tuple of plain values (nested lists stay lists)


def _decisions_to_json(stack: list[Decision]) -> list[dict[str, Any]]:
    return [{"seat": d.seat, "kind": d.kind, "data": plain(d.data)} for d in stack]


def _decisions_from_json(xs: list[Mapping[str, Any]]) -> list[Decision]:
    return [Decision(int(x["seat"]), str(x["kind"]), plain(x.get("data", {}))) for x in xs]


STACK = Hook(_decisions_to_json, _decisions_from_json)  # a list of pending `Decision`s
