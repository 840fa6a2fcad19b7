"""Hand-built positions for the 7 Wonders rule tests (never random moves)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.core import Action, Event, play
from bot.engine.wonders import RULES
from bot.engine.wonders.resolve import start_turn
from bot.engine.wonders.state import City, Phase, WondersState
from bot.engine.wonders.steps import open_slots

DEFAULT_WONDERS = ("giza", "ephesus", "rhodes", "alexandria", "babylon", "olympia", "halicarnassus")


def position(
    players: int = 3,
    *,
    wonders: Sequence[str] | None = None,
    sides: str | Sequence[str] = "a",
    coins: int | Sequence[int] = 3,
    age: int = 1,
    turn: int = 1,
    leaders: bool = False,
    hands: Sequence[Sequence[str]] | None = None,
    fc_pile: Sequence[str] = (),
    phase: str = Phase.PLAY,
) -> WondersState:
    """A game in `phase` at the start of `turn` of `age`, with the given boards and hands."""
    ncities = max(players, 3)
    boards = list(wonders or DEFAULT_WONDERS[:ncities])
    side_list = [sides] * ncities if isinstance(sides, str) else list(sides)
    purse = [coins] * ncities if isinstance(coins, int) else list(coins)
    s = WondersState(
        seed=11,
        rng_counter=0,
        options={"leaders": leaders, "sides": "a"},
        players=players,
        phase=phase,
        age=age,
        turn=turn - 1,
    )
    s.cities = [
        City(wonder=w, side=side, coins=p)
        for w, side, p in zip(boards, side_list, purse, strict=True)
    ]
    s.hands = [list(h) for h in (hands or [[] for _ in range(players)])]
    s.draft = [[] for _ in range(players)]
    s.leader_hands = [[] for _ in range(players)]
    s.sel = [[] for _ in range(players)]
    s.ready = [False] * players
    s.fc_pile = list(fc_pile)
    if phase == Phase.PLAY:
        start_turn(s)
    else:
        s.turn = turn
    return s


def build(s: WondersState, c: int, *cards: str) -> None:
    """Put structures in a city as if built earlier."""
    s.cities[c].built.extend(cards)


def stages(s: WondersState, c: int, n: int) -> None:
    s.cities[c].stages = n
    s.cities[c].tucked = ["tavern"] * n


def recruit_phase(s: WondersState, leader_hands: Sequence[Sequence[str]]) -> None:
    """Turn `s` into a recruitment turn with these leader hands."""
    s.phase = Phase.RECRUIT
    s.turn = 0
    for seat, hand in enumerate(leader_hands):
        s.leader_hands[seat] = list(hand)
        open_slots(s, seat, [seat] if hand else [])


def expand(s: WondersState, seat: int, token: str) -> str:
    """A legal token from a shorthand: "build" for "build:baths", "pay:2:0" for "pay:2:0:0"."""
    wanted = Action.parse(token)
    legal = RULES.legal_actions(s, seat)
    if wanted in legal:
        return token
    found = [
        a for a in legal if a.kind == wanted.kind and a.args[: len(wanted.args)] == wanted.args
    ]
    return found[0].token if len(found) == 1 else token


def act(s: WondersState, seat: int, *tokens: str) -> tuple[WondersState, list[Event]]:
    """Play tokens (or shorthands, see expand) for one seat through the checked entry point."""
    events: list[Event] = []
    for token in tokens:
        s, new = play(RULES, s, seat, expand(s, seat, token))
        events += new
    return s, events


def tokens(s: WondersState, seat: int) -> list[str]:
    return [a.token for a in RULES.legal_actions(s, seat)]


def legal(s: WondersState, seat: int, token: str) -> bool:
    return Action.parse(token) in RULES.legal_actions(s, seat)


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def event(events: Sequence[Event], kind: str) -> dict[str, Any]:
    return next(e.data for e in events if e.kind == kind)


def score(s: WondersState, c: int) -> dict[str, int]:
    from bot.engine.wonders.scoring import final_scores

    return final_scores(s)[c]
