"""Which moves the public board offers as buttons when several seats must act."""

from __future__ import annotations

from bot.engine.core import Action, BaseRules
from bot.service import public_choices


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
    assert [c.group for c in public_choices(rules, None, [2])] == ["Accept", "Decline", "Counter"]


def test_no_buttons_when_a_move_would_reveal_a_secret_or_nobody_acts() -> None:
    rules = Answers()
    assert public_choices(rules, None, [1, 3]) == ()
    assert public_choices(rules, None, []) == ()
