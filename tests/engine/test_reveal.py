"""The one test every game shares for "did this move reveal something?" (what /undo allows)."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from bot.engine.core import Action, Event, Rules
from bot.engine.registry import get_rules
from bot.engine.reveal import reveals

Step = tuple[Any, int, Action, list[Event]]  # state before, seat, action, its events


def walk(key: str, players: int, seed: int, steps: int, **options: Any) -> Iterator[Step]:
    """Random legal moves of one game, each with the state before it and its events."""
    rules = get_rules(key)
    s = rules.new_game(players, seed, {o.name: o.default for o in rules.options} | options)
    chooser = random.Random(seed)
    for _ in range(steps):
        if rules.outcome(s) is not None:
            return
        seats = sorted(rules.to_move(s))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        action = legal[chooser.randrange(len(legal))]
        after = rules.copy(s)
        events = rules.apply(after, seat, action)
        yield s, seat, action, events
        s = after


def check(
    key: str,
    players: int,
    cases: dict[str, tuple[Callable[[Any, int, Action, list[Event]], bool], bool]],
    *,
    seeds: range = range(1, 4),
    steps: int = 300,
    **options: Any,
) -> None:
    """Every named case (a predicate on a move, and whether such a move reveals) is met at
    least once, and every move it matches gets that answer."""
    rules: Rules = get_rules(key)
    seen = dict.fromkeys(cases, 0)
    for seed in seeds:
        for s, seat, action, events in walk(key, players, seed, steps, **options):
            for name, (match, expected) in cases.items():
                if seen[name] < 6 and match(s, seat, action, events):
                    seen[name] += 1
                    got = reveals(rules, s, seat, action, players)
                    assert got is expected, f"{key} {name}: {action.token} -> {got}"
    assert all(seen.values()), f"cases never met: {[n for n, k in seen.items() if not k]}"


def kinds(events: list[Event]) -> set[str]:
    return {e.kind for e in events}


def test_catan_roll_and_development_card_reveal_a_road_does_not() -> None:
    check(
        "catan",
        3,
        {
            "roll": (lambda s, p, a, ev: a.kind == "roll", True),
            "buy a development card": (lambda s, p, a, ev: a.token == "buy:dev", True),
            "road": (lambda s, p, a, ev: a.kind == "road" and s.turn_no > 0, False),
            "end the turn": (lambda s, p, a, ev: a.kind == "end", False),
        },
        seeds=range(1, 8),
        steps=500,
    )


def test_duel_turning_a_card_over_reveals_taking_an_open_one_does_not() -> None:
    check(
        "duel",
        2,
        {
            "turns a card over": (lambda s, p, a, ev: "reveal" in kinds(ev), True),
            "ends an age": (lambda s, p, a, ev: "age" in kinds(ev), True),
            "takes a card, nothing turned": (
                lambda s, p, a, ev: (
                    a.kind in ("build", "discard")
                    and kinds(ev) <= {"build", "discard", "coins", "pawn"}
                ),
                False,
            ),
        },
    )


def test_wonders_pick_before_the_turn_resolves_does_not_reveal_the_last_one_does() -> None:
    rules = get_rules("wonders")

    def resolves(s: Any, p: int, a: Action, ev: list[Event]) -> bool:
        return "ready" in kinds(ev) and rules.to_move(s) == {p}

    def commits_early(s: Any, p: int, a: Action, ev: list[Event]) -> bool:
        return "ready" in kinds(ev) and len(rules.to_move(s)) > 1

    check(
        "wonders",
        4,
        {
            "picks a card": (lambda s, p, a, ev: a.kind == "card", False),
            "commits, others still choosing": (commits_early, False),
            "last commit resolves the turn": (resolves, True),
        },
        leaders=True,
    )


def test_tta_a_draw_reveals_taking_from_the_row_does_not() -> None:
    check(
        "tta",
        1,
        {
            "draws cards": (lambda s, p, a, ev: "drawn" in kinds(ev), True),
            "takes a card from the row": (lambda s, p, a, ev: a.kind == "take", False),
        },
    )


def test_reveals_leaves_the_state_untouched() -> None:
    rules = get_rules("catan")
    for s, seat, action, _ in walk("catan", 3, 2, 60):
        before = rules.to_json(s)
        reveals(rules, s, seat, action, 3)
        assert rules.to_json(s) == before
