"""`determinize(view, seat, seed)` gives a full state that agrees with everything the seat sees,
and that plays on legally to the end (issue 12), for every game and option set that has it."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.core import Action, play
from bot.engine.registry import REGISTRY
from tests.engine.playout import option_sets, player_counts, random_playout

PROBES = 3  # positions per case
PLAY_ON = 2  # of them, this many are played on to the end from the sampled state
# options that change one small rule take their other choices one set at a time (as in
# test_conformance): catan's offer cap and bank shortage, each choice still covered
ONE_AT_A_TIME = {"catan": ("shortage", "trade_offers")}


def _cases() -> list[tuple[str, int, dict[str, Any]]]:
    return [
        (key, n, opts)
        for key, rules in sorted(REGISTRY.items())
        if getattr(rules, "supports_determinize", False)
        for n in player_counts(rules)
        for opts in option_sets(rules, one_at_a_time=ONE_AT_A_TIME.get(key, ()))
    ]


CASES = _cases()
IDS = [f"{k}-{n}p-" + ",".join(f"{a}={b}" for a, b in o.items()) for k, n, o in CASES]


@pytest.mark.parametrize(("key", "players", "options"), CASES, ids=IDS)
def test_a_sampled_state_agrees_with_the_view_and_plays_on(
    key: str, players: int, options: dict
) -> None:
    rules = REGISTRY[key]
    result = random_playout(rules, players, 11, options, check=False)
    s = rules.new_game(players, 11, options)
    picks = {round(i * (len(result.moves) - 1) / (PROBES + 1)) for i in range(1, PROBES + 1)}
    played_on = 0
    r = random.Random(f"{key}{players}{options}")
    for i, (seat, token) in enumerate(result.moves):
        if i in picks:
            for viewer in range(players):
                view = rules.view(s, viewer)
                k = r.randrange(1 << 30)
                world = rules.determinize(view, viewer, k)
                assert rules.view(world, viewer) == view, f"step {i}: world disagrees for {viewer}"
                again = rules.determinize(view, viewer, k)
                assert rules.to_json(again) == rules.to_json(world), "same seed, other world"
                assert {a.token for a in rules.legal_actions(world, viewer)} == {
                    a.token for a in rules.legal_actions(s, viewer)
                }, f"step {i}: the seat's moves differ in the sampled world"
            if played_on < PLAY_ON:
                played_on += 1
                _play_to_the_end(rules, world, r)
        s, _ = play(rules, s, seat, Action.parse(token))


def _play_to_the_end(rules: Any, s: Any, r: random.Random) -> None:
    for _ in range(20000):
        if rules.outcome(s) is not None:
            return
        seat = r.choice(sorted(rules.to_move(s)))
        legal = rules.legal_actions(s, seat)
        assert legal, "a seat owes a move but has none in the sampled world"
        s, _ = play(rules, s, seat, legal[r.randrange(len(legal))])
    raise AssertionError("the sampled world did not reach the end")
