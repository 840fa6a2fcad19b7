"""Deep games under a human-like policy with every contract check at every step.

(The shared suite, tests/engine/test_conformance.py, plays uniformly random games; these reach
Age IV and the final scoring, which random play rarely does.)"""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.core import play, replay
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import from_json, to_json
from tests.engine.tta.policy import choose
from tests.support.told import english


@pytest.mark.parametrize(
    ("variant", "optional"), [("dummy", "none"), ("barbarians", "none"), ("barbarians", "all")]
)
def test_deep_fuzz_games_with_every_check(variant: str, optional: str) -> None:
    """Human-like play reaches Age IV and scoring; contract checks at every step."""
    for seed in range(2):
        s = RULES.new_game(1, seed, {"variant": variant, "optional": optional})
        rng = random.Random(seed)
        moves = []
        ages = set()
        while RULES.outcome(s) is None:
            legal = RULES.legal_actions(s, 0)
            assert legal and len(set(legal)) == len(legal)
            d = to_json(s)
            assert to_json(from_json(json.loads(json.dumps(d)))) == d
            a = choose(rng, s, legal)
            s, events = play(RULES, s, 0, a)
            for e in events:
                assert english(RULES.event_phrase(e), "tta", ("Ann",)).strip()
            moves.append((0, a.token))
            ages.add(s.age)
            assert len(moves) < 20000
        assert ages >= {1, 2, 3, 4}
        again = replay(RULES, 1, seed, {"variant": variant, "optional": optional}, moves)
        assert to_json(again) == to_json(s)


def test_every_legal_move_has_a_short_token_and_label() -> None:
    rng = random.Random(9)
    s = RULES.new_game(1, 9, {"variant": "dummy", "optional": "none"})
    while RULES.outcome(s) is None:
        legal = RULES.legal_actions(s, 0)
        for a in legal:
            assert len(a.token) <= 60
            assert RULES.why_illegal(s, 0, a) is None or a.kind == "end"
        s, _ = play(RULES, s, 0, choose(rng, s, legal))
