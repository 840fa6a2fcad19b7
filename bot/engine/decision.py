"""One record for a kind of pending decision, shared by the games that keep a stack of them.

A game keeps a table from decision kind (`Decision.kind`) to a `DecisionKind`: the moves the
decision offers and what choosing one does, plus the optional parts only some games read.
It is generic over the game's state `S`, what `apply` is given `C` (the game's context for
applying effects, or the state itself) and what `apply` returns `R` (None when the events go
to the context, else the events); each game names its own specialisation
(`duel.decisions.DecisionKind`, `catan.steps.DecisionKind`, `tta.decisions.DecisionKind`,
`wonders.extras.DecisionKind` for the choices after a 7 Wonders turn).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from bot.engine.core import Action, Decision, Event
from bot.engine.words import Phrase

S = TypeVar("S")  # the game's state
C = TypeVar("C")  # what `apply` works on: the game's context, or the state
R = TypeVar("R")  # what `apply` returns: None, or the events


@dataclass(frozen=True, slots=True)
class DecisionKind(Generic[S, C, R]):
    """How one kind of decision is played.

    - `legal(s, d)`: the moves the deciding seat may make now;
    - `apply(c, d, action)`: make one; Duel and Through the Ages take the decision off the
      stack before, Catan and 7 Wonders let `apply` take it off (a step of a longer choice
      may leave it there, changed);
    - `kinds`: the action kinds it accepts, when a game checks them before `legal` (Duel);
    - `public`: whether its moves may be shown on the public board, as a bool or per state
      and seat (False: the moves themselves are a secret);
    - lapsing, when nothing is left to choose: `may_lapse` and `alive` (a cheaper test than
      `legal`) say whether the game drops it (Duel); `lapse(s)` settles it with no choice and
      returns its events, an empty list when it still waits (Catan);
    - words, for games that keep them beside the rules (Through the Ages): `describe` (a
      move's label), `why` (why a move is refused) and `prompt` (the English question).
    """

    legal: Callable[[S, Decision], list[Action]]
    apply: Callable[[C, Decision, Action], R]
    kinds: tuple[str, ...] = ()
    public: bool | Callable[[S, int], bool] = False
    may_lapse: bool = True
    alive: Callable[[S, Decision], bool] | None = None
    lapse: Callable[[S], list[Event]] | None = None
    describe: Callable[[S, Decision, Action], Phrase] | None = None
    why: Callable[[S, Decision, Action], Phrase | None] | None = None
    prompt: str = ""

    def is_public(self, s: S, seat: int) -> bool:
        return self.public if isinstance(self.public, bool) else self.public(s, seat)

    def lapsed(self, s: S, d: Decision) -> bool:
        """Nothing left to choose: the decision is dropped (only if it may lapse)."""
        if not self.may_lapse:
            return False
        return not (self.alive(s, d) if self.alive is not None else self.legal(s, d))
