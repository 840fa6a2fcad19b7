"""The bots' contract (issue 12): levels, determinism, no cheating, legal play to the end."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.engine.ai import LEVELS, make_bot
from bot.engine.ai.base import GameAI
from bot.engine.ai.ismcts import search
from bot.engine.ai.worlds import Budget, Table, sample_worlds
from bot.engine.core import play
from bot.engine.registry import REGISTRY
from bot.engine.rng import derive

SEARCHED = sorted(k for k, r in REGISTRY.items() if getattr(r, "supports_determinize", False))
QUICK = 0.01  # seconds of thinking: enough to exercise every level's search


def test_the_levels() -> None:
    assert LEVELS == ("random", "easy", "medium", "hard")
    for level in LEVELS:
        assert make_bot(level).level == level
    with pytest.raises(ValueError, match="unknown bot level"):
        make_bot("grandmaster")


def _midgame(key: str, players: int, seed: int, steps: int) -> Any:
    rules = REGISTRY[key]
    s = rules.new_game(players, seed, {o.name: o.default for o in rules.options})
    r = random.Random(seed)
    for _ in range(steps):
        if rules.outcome(s) is not None:
            break
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        rules.apply(s, seat, legal[r.randrange(len(legal))])
    return s


@pytest.mark.parametrize("key", SEARCHED)
@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_plays_a_whole_game_legally(key: str, level: str) -> None:
    """Every seat a bot of this level, through play(): no illegal move, and the game ends."""
    rules = REGISTRY[key]
    s = rules.new_game(rules.min_players + (key == "wonders"), 3, {})
    for step in range(20000):
        if rules.outcome(s) is not None:
            return
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        bot = make_bot(level, seed=step, budget_s=QUICK)
        s, _ = play(rules, s, seat, bot.choose(rules, rules.view(s, seat), seat, legal))
    raise AssertionError("the bots' game did not end")


@pytest.mark.parametrize("key", SEARCHED)
@pytest.mark.parametrize("level", LEVELS[1:])
def test_same_seed_same_choice_and_secrets_change_nothing(key: str, level: str) -> None:
    """A bot's choice depends on its seed, view and legal moves only: the same again, and the
    same when everything its seat cannot see is scrambled in the state the view came from."""
    rules = REGISTRY[key]
    for seed, steps in ((1, 10), (2, 40), (3, 90)):
        s = _midgame(key, rules.min_players + 1 if key != "duel" else 2, seed, steps)
        if rules.outcome(s) is not None:
            continue
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        first = make_bot(level, seed=seed, budget_s=QUICK).choose(
            rules, rules.view(s, seat), seat, legal
        )
        again = make_bot(level, seed=seed, budget_s=QUICK).choose(
            rules, rules.view(s, seat), seat, list(legal)
        )
        assert first == again
        scrambled = rules.scramble_secrets(s, seat, seed=seed + 100)
        other = make_bot(level, seed=seed, budget_s=QUICK).choose(
            rules, rules.view(scrambled, seat), seat, rules.legal_actions(scrambled, seat)
        )
        assert other == first, f"{level} bot's move depends on what its seat cannot see"


def test_the_hard_search_keeps_to_the_games_candidates_at_the_root() -> None:
    """The candidate filter (e.g. no "go back" step) holds for the move played, not only
    below the root of the search."""
    rules = REGISTRY["wonders"]
    s = rules.new_game(3, 4, {})
    seat = 0
    first = rules.legal_actions(s, seat)[0]
    rules.apply(s, seat, first)  # a card is chosen: build / wonder / discard / back
    legal = rules.legal_actions(s, seat)
    assert any(a.kind == "back" for a in legal)
    only = [a for a in legal if a.kind != "back"]
    card = first.args[0]

    def discarded(t: Any) -> bool:  # the evaluation dislikes the moves the filter keeps
        slots = t.sel[seat]
        return card in t.discard or bool(slots and slots[0].get("action") == "discard")

    hooks = GameAI(
        evaluate=lambda r, t: [0.0, 0.5, 0.5] if discarded(t) else [1.0, 0.0, 0.0],
        candidates=lambda r, t, p, moves: [a for a in moves if a.kind != "back"] or moves,
    )
    view = rules.view(s, seat)
    for seed in range(3):
        table = Table(rules, hooks, seat, derive(seed, 0, "t"), Budget(300))
        table.worlds = sample_worlds(rules, view, seat, seed, 1)
        assert search(table, view, legal, seed) in only
