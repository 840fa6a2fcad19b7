"""Registries of the player's pending choices (decisions) and of the engine's queued tasks, by
kind: modules of every level fill them, the flow and the rules look them up."""

from __future__ import annotations

from collections.abc import Callable

from bot.engine import decision
from bot.engine.core import Action, Decision
from bot.engine.tta.context import Ctx
from bot.engine.tta.state import AUTO, TtaState
from bot.engine.words import Phrase

Legal = Callable[[TtaState, Decision], list[Action]]
Resolve = Callable[[Ctx, Decision, Action], None]
Text = Callable[[TtaState, Decision, Action], Phrase]
Why = Callable[[TtaState, Decision, Action], "Phrase | None"]
Task = Callable[[Ctx, Decision], None]


class DecisionKind(decision.DecisionKind[TtaState, Ctx, None]):
    """The engine's decision record for Through the Ages: `apply` works on the `Ctx`; its
    words (`describe`, `why`, the English `prompt`) are kept beside the rules (a subclass
    only to name the types)."""

    __slots__ = ()


DECISIONS: dict[str, DecisionKind] = {}
TASKS: dict[str, Task] = {}


def choice(
    kind: str, legal: Legal, describe: Text, *, why: Why | None = None, prompt: str = ""
) -> Callable[[Resolve], Resolve]:
    def wrap(fn: Resolve) -> Resolve:
        DECISIONS[kind] = DecisionKind(legal, fn, describe=describe, why=why, prompt=prompt)
        return fn

    return wrap


def decision_for(s: TtaState) -> Decision | None:
    """The player's pending decision (the top of the stack), if any."""
    if s.stack and s.stack[-1].seat != AUTO:
        return s.stack[-1]
    return None


def task(kind: str) -> Callable[[Task], Task]:
    def wrap(fn: Task) -> Task:
        TASKS[kind] = fn
        return fn

    return wrap
