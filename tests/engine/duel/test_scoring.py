"""Civilian scoring: every VP category, the blue-card tie-break and a shared victory."""

from __future__ import annotations

from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import breakdown, civilian_winners
from tests.engine.duel.helpers import act, position


def test_every_category() -> None:
    mine = [
        "theater",
        "palace",  # blue 3 + 7
        "workshop",
        "academy",  # green 1 + 3
        "port",
        "tavern",  # yellow 3 (+ Tavern 0)
        "magistrates_guild",
        "builders_guild",
        "moneylenders_guild",
        "lumber_yard",
        "guard_tower",
    ]  # brown and red: no VP
    theirs = ["altar", "baths", "temple", "statue"]  # blue: 4 cards, the most
    s = position(
        3,
        cities=(mine, theirs),
        coins=(14, 20),
        pawn=4,
        built=(
            {"the_pyramids": "press", "the_great_library": "quarry"},
            {"the_sphinx": "clay_pool"},
        ),
        tokens=(["agriculture", "mathematics"], ["philosophy"]),
    )
    b0, b1 = breakdown(s, 0), breakdown(s, 1)
    assert b0 == {
        "blue": 10,
        "green": 4,
        "yellow": 3,
        "guilds": 4 + 2 * 2 + 20 // 3,  # 4 blue (theirs) + 2 wonders (mine) + 6 sets of 3
        "wonders": 9 + 4,
        "progress": 4 + 3 * 2,
        "coins": 14 // 3,
        "military": 5,
    }
    assert b1 == {
        "blue": 3 + 3 + 4 + 4,
        "green": 0,
        "yellow": 0,
        "guilds": 0,
        "wonders": 6,
        "progress": 7,
        "coins": 6,
        "military": 0,
    }


def test_civilian_victory_after_age_three() -> None:
    s = position(3, accessible=["palace"], only=True, cities=(["theater"], []), coins=(0, 0))
    after, _ = act(s, 0, "discard:palace")  # +2 coins, no VP
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0} and out.scores == (3, 0)
    assert out.reason == "civilian victory"
    assert out.breakdown[0]["blue"] == 3


def test_tie_broken_by_blue_card_points() -> None:
    # 7 VP each: seat 0 from a blue card plus coins, seat 1 from Philosophy
    s = position(3, cities=(["theater"], []), coins=(12, 0), tokens=([], ["philosophy"]))
    assert sum(breakdown(s, 0).values()) == sum(breakdown(s, 1).values()) == 7
    assert civilian_winners(s) == [0]
    s = position(3, cities=([], ["altar"]), coins=(12, 0), tokens=(["philosophy"], []))
    s.players[1].coins = 12
    s.players[0].coins = 9
    assert sum(breakdown(s, 0).values()) == 10 and sum(breakdown(s, 1).values()) == 7
    assert civilian_winners(s) == [0]


def test_shared_victory_when_blue_points_are_equal_too() -> None:
    s = position(3, accessible=["palace"], only=True, cities=(["theater"], ["altar"]), coins=(0, 2))
    after, _ = act(s, 0, "discard:palace")  # 2 coins each: 3 VP each, blue 3 each
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0, 1} and out.reason == "shared victory"


def test_tie_on_points_with_different_blue_is_reported() -> None:
    s = position(
        3,
        accessible=["palace"],
        only=True,
        cities=(["theater"], []),
        tokens=([], ["philosophy"]),
        coins=(10, 0),
    )
    after, _ = act(s, 0, "discard:palace")  # seat 0: 3 blue + 12 coins = 7; seat 1: 7
    out = RULES.outcome(after)
    assert out is not None and out.scores == (7, 7) and out.winners == {0}
    assert "blue" in out.reason
