"""Accepting a trade one cannot pay is refused to the person, with the cards missing; the
move stays legal (the buttons stay the same for everyone), but it is not among the moves a
person is offered or a bot, the clock and /hint choose from (`playable`), so a bot never
"accepts" an offer that then lapses as if nobody had taken it."""

from __future__ import annotations

import pytest

from bot.engine.catan import RULES
from bot.engine.catan.state import CatanState
from bot.engine.core import Action, RuleError
from bot.table.service import _not_futile, playable
from bot.words.phrases import say
from tests.engine.catan.helpers import cards, do, game


def _offered(bob_has: dict[str, int]) -> CatanState:
    """alice (seat 0) offers bob (seat 1) a brick for an ore."""
    s = cards(cards(game(), 0, brick=1), 1, **bob_has)
    for token in ("offer", "give:brick", "get:ore", "ask:1"):
        s, _ = do(s, 0, token)
    return s


def test_an_acceptance_without_the_cards_is_refused_with_the_reason() -> None:
    s = _offered({"wool": 2})
    accept = Action.parse("accept")
    assert accept in RULES.legal_actions(s, 1)  # the same three answers for everyone
    why = RULES.futile(s, 1, accept)
    assert why is not None and why.id == "catan.why.accept_unpaid"
    assert "ore" in say(why, "en", game="catan")
    with pytest.raises(RuleError) as refused:
        _not_futile(RULES, s, 1, accept)
    assert refused.value.key == "catan.why.accept_unpaid"
    assert RULES.futile(s, 1, Action.parse("decline")) is None


def test_an_acceptance_with_the_cards_works() -> None:
    s = _offered({"ore": 1})
    assert RULES.futile(s, 1, Action.parse("accept")) is None
    _not_futile(RULES, s, 1, Action.parse("accept"))


def test_a_bot_chooses_among_playable_moves_only() -> None:
    short = _offered({"wool": 2})
    assert Action.parse("accept") not in playable(RULES, short, 1)
    assert {a.token for a in playable(RULES, short, 1)} == {"decline", "counter"}
    paid = _offered({"ore": 1})
    assert Action.parse("accept") in playable(RULES, paid, 1)
