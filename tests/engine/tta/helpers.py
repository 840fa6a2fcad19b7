"""Hand-built Through the Ages positions for rule tests (no random moves)."""

from __future__ import annotations

from typing import Any

from bot.engine.core import Action, Event, Outcome, play
from bot.engine.tta.cards import catalogue
from bot.engine.tta.context import Ctx, ratings
from bot.engine.tta.economy import FOOD, RES, gain, stored
from bot.engine.tta.flow import run
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import Barbarian, Dummy, TtaState, ask

CARDS = catalogue()


def position(
    variant: str = "dummy", *, optional: str = "none", age: int = 1, round_: int = 5, seed: int = 7
) -> TtaState:
    """A game in the player's action phase of round 5, Age I, with an empty hand, no events
    pending and a quiet opponent; tests then change what they need."""
    s = RULES.new_game(1, seed, {"variant": variant, "optional": optional})
    s.stack = [ask("actions")]
    s.round = round_
    s.age = age
    s.row = [None] * 13
    s.civil_deck = ["i-irrigation"] * 30
    s.military_deck = ["i-military_bonus"] * 20
    s.military_age = age
    s.current_events = ["a-development_of_science"] * 3
    s.future_events = []
    s.civ.ca_used = 0
    s.civ.ma_used = 0
    if variant == "dummy":
        s.dummy = Dummy(cubes=["yellow", "blue", "white"] * 3)
        s.dummy.decks = {"tactics": [], "events": [], "attacks": []}
        s.dummy.discards = {"tactics": [], "events": [], "attacks": []}
    else:
        s.barbarians = [Barbarian(), Barbarian(), Barbarian()]
    return s


def with_food(s: TtaState, food: int = 0, resources: int = 0) -> TtaState:
    gain(s.civ, FOOD, food)
    gain(s.civ, RES, resources)
    return s


def food(s: TtaState) -> int:
    return stored(s.civ, FOOD)


def res(s: TtaState) -> int:
    return stored(s.civ, RES)


def tech(s: TtaState, cid: str, workers: int = 0) -> TtaState:
    """Put a technology into play (with workers taken from the yellow bank)."""
    c = CARDS[cid]
    if c.type == "government":
        s.civ.government = cid
    elif c.type == "special":
        s.civ.specials[c.special] = cid
    elif cid not in s.civ.techs:
        s.civ.techs.append(cid)
    if workers:
        s.civ.yellow_bank -= workers
        s.civ.workers[cid] = s.civ.workers.get(cid, 0) + workers
    return s


def row(s: TtaState, *cards: str | None) -> TtaState:
    s.row = [*cards, *[None] * (13 - len(cards))]
    return s


def act(s: TtaState, token: str) -> tuple[TtaState, list[Event]]:
    """Play one move through the checked entry point."""
    return play(RULES, s, 0, Action.parse(token))


def legal(s: TtaState) -> list[str]:
    return [a.token for a in RULES.legal_actions(s, 0)]


def pending(s: TtaState) -> str:
    return s.stack[-1].kind if s.stack else ""


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def r(s: TtaState) -> Any:
    return ratings(s)


def run_task(s: TtaState, kind: str, **data: Any) -> list[Event]:
    """Run one engine task (and whatever it queues) on a position."""
    from bot.engine.tta.state import task

    ctx = Ctx(s)
    s.stack.append(task(kind, **data))
    run(ctx)
    return ctx.events


def end_turn(s: TtaState) -> tuple[TtaState, list[Event]]:
    return act(s, "end")


def reveal(s: TtaState, cid: str, by: str = "player") -> list[Event]:
    """Put an event on top of the current events deck and reveal it."""
    from bot.engine.tta.events import reveal as reveal_top

    s.current_events.append(cid)
    ctx = Ctx(s)
    reveal_top(ctx, by)
    run(ctx)
    return ctx.events


def dm(s: TtaState) -> Dummy:
    """The dummy player of a dummy-variant position."""
    assert s.dummy is not None
    return s.dummy


def result(s: TtaState) -> dict[str, Any]:
    assert s.result is not None
    return s.result


def outcome(s: TtaState) -> Outcome:
    out = RULES.outcome(s)
    assert out is not None
    return out
