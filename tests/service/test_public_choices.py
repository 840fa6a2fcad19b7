"""Which moves the public board offers as buttons when several seats must act."""

from __future__ import annotations

from bot.engine.core import Action, BaseRules
from bot.table.service import public_choices


class Answers(BaseRules):
    """Seats 1 and 2 answer an offer; seat 2 may also counter; seat 3's moves are secret."""

    def legal_actions(self, s: object, seat: int) -> list[Action]:
        common = [Action("accept"), Action("decline")]
        return {1: common, 2: [*common, Action("counter")], 3: [Action("play", ("x",))]}[seat]

    def actions_are_public(self, s: object, seat: int) -> bool:
        return seat != 3


def test_moves_every_acting_seat_has_become_buttons() -> None:
    rules = Answers()
    assert [c.token for c in public_choices(rules, None, [1, 2])] == ["accept", "decline"]
    assert [c.token for c in public_choices(rules, None, [2])] == ["accept", "decline", "counter"]
    assert [c.group for c in public_choices(rules, None, [2])] == ["accept", "decline", "counter"]


def test_no_buttons_when_a_move_would_reveal_a_secret_or_nobody_acts() -> None:
    rules = Answers()
    assert public_choices(rules, None, [1, 3]) == ()
    assert public_choices(rules, None, []) == ()


def test_catan_players_answer_a_trade_offer_with_public_buttons() -> None:
    """Everyone asked answers an offer from the board itself (issue 6: answer with buttons)."""
    import random

    from bot.engine.registry import REGISTRY

    rules = REGISTRY["catan"]
    options = {"ck": False, "board": "beginner", "shortage": "almanac"}
    s = rules.new_game(4, 0, options)
    r = random.Random(0)
    while rules.outcome(s) is None:
        seats = sorted(rules.to_move(s))
        if len(seats) >= 2 and s.stack and s.stack[-1].kind == "offer_answer":
            break
        seat = seats[r.randrange(len(seats))]
        legal = rules.legal_actions(s, seat)
        rules.apply(s, seat, legal[r.randrange(len(legal))])
    else:
        raise AssertionError("no open trade offer in this game")
    tokens = [c.token for c in public_choices(rules, s, seats)]
    assert {"accept", "decline"} <= set(tokens)
