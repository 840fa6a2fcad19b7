"""What every bot and every game's AI hooks share: the Bot protocol, GameAI, and the budget.

A bot sees only its seat's view. To look ahead it asks the rules for a full state that agrees
with that view (`rules.determinize`), then plays on copies of it with `rules.apply`. Budgets
count engine steps, not seconds: the engine never reads a clock, and the same seed, view and
legal list must give the same choice on any machine.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, Protocol

from bot.engine.core import Action, AnyRules
from bot.engine.words import Phrase

State = Any
# utilities of a state for every seat, each in [0, 1] (1: as good as a sure win)
Evaluate = Callable[[AnyRules, State], Sequence[float]]
# how promising each legal move looks before any search (any non-negative weights)
Prior = Callable[[AnyRules, State, int, Sequence[Action]], Sequence[float]]
# why a move is good, in a few words of the engine's language, or None
Reason = Callable[[AnyRules, State, int, Action], Phrase | None]  # why, for /hint
# the moves worth searching (e.g. a bounded number of trade offers); all legal moves by default
Candidates = Callable[[AnyRules, State, int, Sequence[Action]], Sequence[Action]]
# a game's own way to choose at a level (level, rules, view, seat, legal, seed, thinking time
# in seconds): the move and the sampled world it was chosen in (for the reason); None leaves
# the level's search to choose
Policy = Callable[
    [str, AnyRules, Any, int, Sequence[Action], int, float], tuple[Action, State] | None
]
# a game's own `hard` search: (table, view, legal, seed) -> the move; ISMCTS when None
Search = Callable[[Any, Any, Sequence[Action], int], Action]

DEFAULT_STEPS_PER_SECOND = 8000


class Bot(Protocol):
    """A player that is given what its seat may see and chooses one of its legal moves."""

    level: str

    def choose(self, rules: AnyRules, view: Any, seat: int, legal: Sequence[Action]) -> Action: ...


@dataclass(frozen=True, slots=True)
class GameAI:
    """One game's strategy knowledge; the searches in this package are the same for all games."""

    evaluate: Evaluate
    prior: Prior | None = None
    reason: Reason | None = None
    candidates: Candidates | None = None
    steps_per_second: int = DEFAULT_STEPS_PER_SECOND  # rules.apply per second on this machine
    # the share of those steps a second holds for this view, where its options make a step
    # dearer (Catan's Cities & Knights); None: every view alike
    pace: Callable[[Any], float] | None = None
    cutoff: int = 8  # engine steps of quick play after a search leaf, before evaluating
    policy: Policy | None = None  # the game's own planner, where it has one
    search: Search | None = None  # the game's own `hard` search, in place of ISMCTS
    # when set, `medium` runs the hard level's search instead, with this share of its
    # thinking time (a game whose one-reply look is too weak for a level of its own)
    medium_search: float | None = None


def outcome_utilities(rules: AnyRules, s: State) -> tuple[float, ...] | None:
    """A finished game's utilities: winners share a win; None while the game goes on."""
    out = rules.outcome(s)
    if out is None:
        return None
    n = len(out.scores)
    share = 1.0 / len(out.winners) if out.winners else 0.0
    return tuple(share if i in out.winners else 0.0 for i in range(n))


def _neutral(rules: AnyRules, s: State) -> Sequence[float]:
    done = outcome_utilities(rules, s)
    if done is not None:
        return done
    n = _players(rules, s)
    return tuple(1.0 / n for _ in range(n))


def _players(rules: AnyRules, s: State) -> int:
    n = getattr(s, "players", None)
    if isinstance(n, int):
        return n
    if isinstance(n, list | tuple):
        return len(n)
    return max(1, rules.max_players)


NEUTRAL = GameAI(evaluate=_neutral)


_REGISTERED: dict[str, GameAI] = {}


_DECLARED: dict[str, str] = {}  # game key -> the module its declaration names (`Game.ai`)


def declare_ai(key: str, module: str) -> None:
    """The registry tells where a game's hooks live; they are imported on first use."""
    _DECLARED.setdefault(key, module)
    game_ai.cache_clear()


def register_ai(key: str, hooks: GameAI) -> None:
    """Hooks for a game that lives outside bot/engine (a plugin, such as the test game)."""
    _REGISTERED.setdefault(key, hooks)
    game_ai.cache_clear()


@cache
def game_ai(key: str) -> GameAI:
    """The game's hooks from the module its declaration names (`Game.ai`: `AI = GameAI(...)`),
    else neutral ones."""
    if key in _REGISTERED:
        return _REGISTERED[key]
    module = _DECLARED.get(key)
    if module is None:
        return NEUTRAL
    hooks = getattr(importlib.import_module(module), "AI", None)
    return hooks if isinstance(hooks, GameAI) else NEUTRAL


def can_search(rules: AnyRules) -> bool:
    """A bot may look ahead only in games that can sample states agreeing with a view."""
    return bool(getattr(rules, "supports_determinize", False))


def has_player_ai(rules: AnyRules) -> bool:
    """Whether a bot can stand in for a person in this game (the turn clock's substitute):
    a game's `player_ai` says so, else any game whose bots search. Where none can, nothing
    plays random moves in a person's name."""
    return bool(getattr(rules, "player_ai", can_search(rules)))
