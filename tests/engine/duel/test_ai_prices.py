"""The sharp evaluation's price term (bot/engine/duel/ai.py, SHARP_PRICE, off by default: a
trial knob for bench/duel_hard_ab.py): a city's mean price for each Age's cards, against the
opponent's production."""

from __future__ import annotations

import pytest

from bot.engine.core import Action, play
from bot.engine.duel import ai
from bot.engine.duel.catalog import catalog
from bot.engine.duel.payment import quote_card
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from tests.engine.duel.helpers import position


def _woodless() -> DuelState:
    """Age I: nobody makes wood; seat 0 can take the Lumber Yard or the Altar."""
    return position(1, accessible=["lumber_yard", "altar"], cities=([], []))


def test_a_mean_price_is_the_mean_of_the_quotes() -> None:
    """The bank's quotes, for cities without the rarer discounts."""
    s = position(2, cities=(["lumber_yard", "glassworks", "caravansery"], ["clay_pit", "quarry"]))
    cards = [c for c in catalog().cards.values() if c.deck == "age2"]
    mean = sum(quote_card(s, 0, c).total for c in cards) / len(cards)
    assert ai._mean_price(s, 0, 2) == pytest.approx(mean)


def test_a_brown_card_makes_our_cards_cheaper_and_theirs_dearer() -> None:
    s = _woodless()
    after, _ = play(RULES, s, 0, Action("build", ("lumber_yard",)))
    for age in (1, 2, 3):
        assert ai._mean_price(after, 0, age) < ai._mean_price(s, 0, age)
        assert ai._mean_price(after, 1, age) > ai._mean_price(s, 1, age)
    assert ai._prices_ahead(after, 0) < ai._prices_ahead(s, 0)


def test_the_sharp_evaluation_values_production_by_the_prices(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """With the prices counted, the Lumber Yard gains more over the Altar (3 VP, no
    production, no price changed) than without."""
    s = _woodless()

    def edge() -> float:
        u = {
            cid: ai.evaluate_sharp(RULES, play(RULES, s, 0, Action("build", (cid,)))[0])[0]
            for cid in ("lumber_yard", "altar")
        }
        return u["lumber_yard"] - u["altar"]

    monkeypatch.setattr(ai, "SHARP_PRICE", 0.0)
    without = edge()
    monkeypatch.setattr(ai, "SHARP_PRICE", 0.07)
    assert edge() > without + 0.01
