"""A refusal names the real reason: a spot where a piece can never go is said before the
cards the player lacks (`settle:v0` on a taken corner is not "you need 1 brick more")."""

from __future__ import annotations

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.queries import NV
from bot.engine.core import Action
from tests.engine.catan.helpers import build, cards, game


def _why(s: object, token: str) -> str:
    reason = RULES.why_illegal(s, 0, Action.parse(token))  # type: ignore[arg-type]
    assert reason is not None
    return reason.id


def test_the_place_is_checked_before_the_price() -> None:
    s = cards(build(game(), 1, settlements=(0,), roads=()), 0)  # seat 0 holds nothing
    assert _why(s, "settle:v0") == "catan.why.building_there"
    near = next(v for v in range(NV) if s.vowner[v] < 0 and not q.distance_ok(s, v))
    assert _why(s, f"settle:v{near}") == "catan.why.distance"
    assert _why(s, "settle:v999") == "catan.why.no_corner"
    assert _why(s, "city:v0") == "catan.why.no_settlement"
    free = next(v for v in range(NV) if s.vowner[v] < 0 and q.distance_ok(s, v))
    assert _why(s, f"settle:v{free}") == "catan.why.afford"  # a good spot: then the price


def test_with_the_cards_the_reason_is_unchanged() -> None:
    s = cards(build(game(), 1, settlements=(0,)), 0, brick=1, lumber=1, wool=1, grain=1)
    assert _why(s, "settle:v0") == "catan.why.building_there"
