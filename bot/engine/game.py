"""A game's one declaration (`Game`): what Tabula needs besides the rules to seat, draw, think
about, rank and replay it. Each game package says it once (`GAME` in its `__init__`), and
`bot.engine.registry` lists the packages.

The parts that live in the layers above the engine (the board renderer, the card book, the
bots' hooks) are named by module path, imported by the layer that uses them; the engine never
imports them. Words are found by file name: `data/i18n/<language>/<key>*.ftl`, with the
/rules guide in `<key>-guide.ftl` (bot/chat/guide.py).

A solo challenge (bot/league/challenges.py) asks the game for its deal and its scoring
(`ChallengeRules`): which options on which day, and how a finished game ranks.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic

from bot.engine.core import Rules, S, V

# result tiers, the first element of every rank key: a finished loss ranks above giving up
WIN, DRAW, LOSS, FORFEIT = 3, 2, 1, 0

AGE, MOVE = "age", "move"  # how much a replay's picture after an event matters


@dataclass(frozen=True, slots=True)
class Score:
    """A finished challenge game as the leaderboard ranks and shows it."""

    rank_key: tuple[int, ...]  # bigger is better; same length for every score of a game
    won: bool
    value: int  # the main number shown
    phrase: tuple[str, dict[str, Any]] = field(hash=False)  # message key and its arguments

    def to_json(self) -> dict[str, Any]:
        return {
            "rank_key": list(self.rank_key),
            "won": self.won,
            "value": self.value,
            "phrase": [self.phrase[0], dict(self.phrase[1])],
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Score:
        key, args = d["phrase"]
        return cls(
            tuple(int(x) for x in d["rank_key"]),
            bool(d["won"]),
            int(d["value"]),
            (str(key), dict(args)),
        )


@dataclass(frozen=True, slots=True)
class Finish:
    """One seat's end of a finished game, as a challenge scores it."""

    scores: tuple[int, ...]
    winners: frozenset[int]
    cause: str  # `Outcome.cause`
    facts: Mapping[str, int]  # `Outcome.facts`
    seat: int
    extra: Mapping[str, int]  # what `ChallengeRules.facts` read from the final state

    @property
    def standing(self) -> tuple[int, str]:
        """(tier, "won" | "shared" | "lost") by the winners alone."""
        if self.seat not in self.winners:
            return LOSS, "lost"
        return WIN, "won" if len(self.winners) == 1 else "shared"

    @property
    def rival(self) -> int:
        """The best score among the other seats."""
        return max(p for i, p in enumerate(self.scores) if i != self.seat)


@dataclass(frozen=True, slots=True)
class ChallengeRules:
    """A game's solo challenge: `deal(daily, n)` gives the raw options and the variant's name
    for the n-th day (`date.toordinal()`) or week; `score` ranks a finished game; `facts` reads
    what the score needs beyond the outcome from the final state's JSON (state, seats, seat)."""

    players: int
    deal: Callable[[bool, int], tuple[dict[str, Any], str]]
    score: Callable[[Finish], Score]
    facts: Callable[[Mapping[str, Any], int, int], dict[str, int]] | None = None


@dataclass(frozen=True, slots=True)
class Game(Generic[S, V]):
    """Everything about one game that is not its rules, declared in one place; typed by the
    game's state and view, so declaring it checks that the rules keep the contract."""

    rules: Rules[S, V]
    renderer: str | None = None  # module registering the board renderer (renderers.<...>)
    cards: str | None = None  # module registering the card book, if the game has cards
    ai: str | None = None  # module with the bots' hooks (`AI = GameAI(...)`), if any
    challenge: ChallengeRules | None = None
    replay_marks: Mapping[str, str] = field(default_factory=dict)  # public event kind -> AGE/MOVE
    board_shows_breakdown: bool = False  # the final board already shows the score breakdown

    @property
    def key(self) -> str:
        return self.rules.key
