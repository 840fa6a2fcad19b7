"""7 Wonders bot decisions a player saw throw points away in a whole game against `hard` bots.

The game: `tabula console --seed 21`, `/game new wonders bots:2 level:hard`, 3 players
(me, Bot 1, Bot 2); its moves, as `/replay` exported them, are in
tests/engine/wonders/player_game_hard_bots.txt. The test replays them to the position and
states what the bot should not do; it is an expected failure until the bot learns it.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine.ai import make_bot
from bot.engine.core import Action, play
from bot.engine.wonders import RULES
from bot.engine.wonders.state import WondersState

SEED = 122369625690719  # the game's seed, from the replay file
OPTIONS = {"leaders": False, "sides": "random"}
MOVES = Path(__file__).with_name("player_game_hard_bots.txt")


def _replayed(upto: int) -> WondersState:
    s = RULES.new_game(3, SEED, OPTIONS)
    for line in MOVES.read_text().splitlines()[:upto]:
        seat, token = line.split()
        s, _ = play(RULES, s, int(seat), token)
    return s


def _bot_turn(s: WondersState, seat: int, seed: int) -> list[str]:
    """The bot's steps of one turn: the card, then what it does with it (and how it pays)."""
    bot = make_bot("hard", seed=seed)
    steps: list[str] = []
    for _ in range(3):
        if seat not in RULES.to_move(s):
            break
        a: Action = bot.choose(RULES, RULES.view(s, seat), seat, RULES.legal_actions(s, seat))
        steps.append(a.token)
        s, _ = play(RULES, s, seat, a.token)
        if a.kind != "card":
            break
    return steps


@pytest.mark.xfail(
    strict=False,
    reason="Age III turn 3: Bot 1 discarded Town Hall (it could not pay it) for 3 coins while "
    "Fortifications was free through its Walls; two turns later the human (seat 0) built "
    "Fortifications and Bot 1's Age III win over seat 0 became a tie (5 VP). Why: the "
    "evaluation loses a chain's 1.2 points when the chained card is built, and reads a 3-shield "
    "lead three turns before the Age III conflict as 97% safe, so Fortifications gains -0.9 "
    "points against +1.2 for 3 coins and the search's line after card:fortifications discards "
    "it; its line after discarding Town Hall keeps the 6 points from seat 0 (the leader) and "
    "spends the coins on the Philosophers Guild next turn (which it then did not build). "
    "Counting the lead in Age III cards and dropping the current Age's chain worth "
    "(ai.HARD:shield_step=(1,2,3), chain_now=0) makes the build +1.9 but not the choice: "
    "15/32 against 17/32 at 3p, not kept",
)
def test_bot_builds_the_free_fortifications_rather_than_discarding() -> None:
    s = _replayed(92)
    assert sorted(s.hands[1]) == ["arsenal", "fortifications", "gardens", "study", "town_hall"]
    chosen, _ = play(RULES, s, 1, "card:fortifications")
    assert "build:fortifications" in {a.token for a in RULES.legal_actions(chosen, 1)}
    for seed in range(2):
        steps = _bot_turn(s, 1, seed)
        assert not steps[-1].startswith("discard:"), steps
