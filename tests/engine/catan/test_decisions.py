"""The table of decision kinds: every kind is played by exactly one module, and the kinds whose
moves may be public buttons are exactly the ones that reveal nothing."""

from __future__ import annotations

import pytest

from bot.engine.catan import RULES, cards, decisions, robber, trade
from bot.engine.catan.decisions import AUTOMATIC, DECISIONS
from bot.engine.catan.steps import DecisionKind, Step
from tests.engine.catan.helpers import before_roll, game


def test_every_kind_has_handlers_and_the_automatic_ones_run_by_themselves() -> None:
    assert set(DECISIONS) == {k for k in Step if not k.startswith("@")}
    assert set(AUTOMATIC) == {k for k in Step if k.startswith("@")}


def test_a_kind_played_twice_or_not_at_all_is_refused_at_import() -> None:
    with pytest.raises(ValueError, match="two modules"):
        decisions._join(robber.DECISIONS, robber.DECISIONS)
    with pytest.raises(ValueError, match="no module plays"):
        decisions._join(robber.DECISIONS)


def test_secret_choices_are_never_public_buttons() -> None:
    hidden = {
        Step.MAIN,
        Step.DISCARD,
        Step.OFFER_BUILD,
        Step.COUNTER_BUILD,
        Step.OFFER_CONFIRM,
        Step.PROGRESS_DISCARD,
        Step.CRANE,
        Step.HARBOR_GIVE,
        Step.HARBOR_ANSWER,
        Step.TAKE_FROM,
        Step.SPY_TAKE,
        Step.GIFT,
    }
    assert {k for k, d in DECISIONS.items() if d.public is False} == hidden
    assert callable(DECISIONS[Step.PRE_ROLL].public)


def test_before_the_roll_is_public_only_without_cards_to_play() -> None:
    s = before_roll(game())
    assert RULES.actions_are_public(s, 0)
    s.dev_hand[0] = ["knight"]
    assert not RULES.actions_are_public(s, 0)
    c = before_roll(game(ck=True))
    assert RULES.actions_are_public(c, 0)
    c.progress[0] = ["alchemist"]
    assert not RULES.actions_are_public(c, 0)


def test_only_an_open_offer_lapses_by_itself() -> None:
    lapsing = {k for k, d in DECISIONS.items() if d.lapse is not None}
    assert lapsing == {Step.OFFER_CONFIRM}
    assert DECISIONS[Step.OFFER_CONFIRM].lapse is trade.settle_if_unanswered
    assert isinstance(cards.DECISIONS[Step.FREE_ROADS], DecisionKind)
