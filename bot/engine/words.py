"""What an engine says, without words: a message id and its arguments, worded by the bot layer.

Engines speak in ids and numbers (design.md). A `Phrase` names a message of the catalogue
(`data/i18n/<language>/*.ftl`) by its dotted key and carries its arguments: numbers, plain ids,
and three kinds of reference the bot layer words for the reader:
- `Seat(n)`: a seat, worded as that player's name;
- `Name(id)`: a component (card, wonder, token, leader, resource...), worded by its name in the
  reader's language (the game's English name from its data when the language has none);
- `Text(id)`: a component's rules text (a leader's ability), in the reader's language where
  the catalogue has it, else the game data's English text;
- `Items(parts)`: a list, joined the language's way ("a, b and c"), each part worded itself.
A Phrase may be an argument of another. Phrases are plain values: equal when their ids and
arguments are, and they round-trip through JSON (the turn message keeps its lines in the store).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal


@dataclass(frozen=True, slots=True)
class Seat:
    """A seat, counted from 0; worded as the player's name."""

    n: int


@dataclass(frozen=True, slots=True)
class Name:
    """A component by its engine id; worded as its name in the reader's language. `game` (the
    game's key) says whose component it is where the wording has no game at hand (refusals)."""

    id: str
    game: str = ""


@dataclass(frozen=True, slots=True)
class Text:
    """A component's rules text (a leader's ability, a card's effect) by its id; worded by the
    `<game>.text.<id>` message, else the game data's English text (`Rules.text_of`)."""

    id: str


@dataclass(frozen=True, slots=True)
class Items:
    """Parts worded one by one and joined as a list ("and", or "or" for alternatives)."""

    parts: tuple[Any, ...]
    how: Literal["and", "or", "series"] = "and"  # series: clauses, "a; b; c"


@dataclass(frozen=True, slots=True)
class Phrase:
    """A message of the catalogue by its dotted key, with its arguments."""

    id: str
    args: tuple[tuple[str, Any], ...] = ()

    @property
    def params(self) -> dict[str, Any]:
        return dict(self.args)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": {k: _arg_to_json(v) for k, v in self.args}}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Phrase:
        args = d.get("args") or {}
        return cls(str(d["id"]), tuple((str(k), _arg_from_json(v)) for k, v in args.items()))


def phrase(id: str, **args: Any) -> Phrase:
    """`Phrase(id, args)` written the way messages are: phrase("duel.event.build", seat=Seat(0))."""
    return Phrase(id, tuple(args.items()))


def _arg_to_json(v: Any) -> Any:
    if isinstance(v, Seat):
        return {"seat": v.n}
    if isinstance(v, Name):
        return {"name": v.id, "game": v.game} if v.game else {"name": v.id}
    if isinstance(v, Text):
        return {"text": v.id}
    if isinstance(v, Items):
        return {"items": [_arg_to_json(p) for p in v.parts], "how": v.how}
    if isinstance(v, Phrase):
        return {"phrase": v.to_json()}
    if isinstance(v, bool | int | float | str) or v is None:
        return v
    raise TypeError(f"a phrase argument cannot be {type(v).__name__}")


def _arg_from_json(v: Any) -> Any:
    if isinstance(v, dict):
        if "seat" in v:
            return Seat(int(v["seat"]))
        if "name" in v:
            return Name(str(v["name"]), str(v.get("game", "")))
        if "text" in v:
            return Text(str(v["text"]))
        if "items" in v:
            parts = tuple(_arg_from_json(p) for p in v["items"])
            how = v.get("how")
            return (
                Items(parts, "or")
                if how == "or"
                else Items(parts, "series")
                if how == "series"
                else Items(parts)
            )
        if "phrase" in v:
            return Phrase.from_json(v["phrase"])
        raise ValueError(f"not a phrase argument: {v!r}")
    return v


Line = Phrase | str  # what a board's story holds: a phrase, or a line already worded
