"""A small registry of move kinds: candidates, a refusal check, the effect and a description."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

from bot.engine.core import Action
from bot.engine.tta.context import Ctx
from bot.engine.tta.ratings import Ratings
from bot.engine.tta.state import TtaState
from bot.engine.words import Phrase

Args = tuple[str, ...]
Candidates = Callable[[TtaState, Ratings], Iterable[Args]]
Check = Callable[[TtaState, Ratings, Args], "Phrase | None"]
Apply = Callable[[Ctx, Args], None]
Describe = Callable[[TtaState, Args], Phrase]


@dataclass(frozen=True, slots=True)
class Move:
    """One kind of move in the action (or politics) phase."""

    kind: str
    candidates: Candidates
    check: Check
    apply: Apply
    describe: Describe

    def legal(self, s: TtaState, r: Ratings) -> list[Action]:
        out: list[Action] = []
        seen: set[Args] = set()
        for args in self.candidates(s, r):
            if args in seen:
                continue
            seen.add(args)
            if self.check(s, r, args) is None:
                out.append(Action(self.kind, args))
        return out


MOVES: dict[str, Move] = {}


def move(
    kind: str, candidates: Candidates, check: Check, describe: Describe
) -> Callable[[Apply], Apply]:
    """Register the decorated function as the effect of `kind`."""

    def wrap(fn: Apply) -> Apply:
        MOVES[kind] = Move(kind, candidates, check, fn, describe)
        return fn

    return wrap


def as_int(text: str, lo: int, hi: int) -> int | None:
    """A number argument within bounds, or None when malformed."""
    if not text.isdigit():
        return None
    n = int(text)
    return n if lo <= n <= hi else None
