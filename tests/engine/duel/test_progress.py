"""Each of the 10 progress tokens, taken after a science pair, with its exact effect."""

from __future__ import annotations

from bot.engine.duel import city
from bot.engine.duel.effects import Kind
from bot.engine.duel.scoring import breakdown
from tests.engine.duel.helpers import act, decide, kinds, legal, position, top


def take(token: str, **kw: object):  # type: ignore[no-untyped-def]
    """Seat 0 completes a pendulum pair (Workshop + Laboratory) and picks `token`."""
    s = position(
        2,
        accessible=["laboratory", "altar"],
        cities=(["workshop"], []),
        coins=(kw.pop("coins", 10), 7),  # type: ignore[arg-type]
        board_tokens=[token, *[t for t in ("agriculture", "philosophy") if t != token]],
        **kw,
    )  # type: ignore[arg-type]
    after, events = act(s, 0, "build:laboratory")
    assert "pair" in kinds(events)
    assert (top(after).seat, top(after).kind) == (0, Kind.PROGRESS)  # type: ignore[union-attr]
    assert f"progress:{token}" in legal(after, 0)
    done, _ = act(after, 0, f"progress:{token}")
    assert token in done.players[0].tokens and token not in done.board_tokens
    return done


def test_a_pair_offers_every_token_on_the_board_and_then_the_turn_passes() -> None:
    s = position(2, accessible=["laboratory"], cities=(["workshop"], []), coins=(10, 7))
    after, _ = act(s, 0, "build:laboratory")
    assert sorted(legal(after, 0)) == sorted(f"progress:{t}" for t in s.board_tokens)
    done, _ = act(after, 0, f"progress:{s.board_tokens[2]}")
    assert (top(done).seat, top(done).kind) == (1, Kind.TURN)  # type: ignore[union-attr]


def test_no_token_left_no_choice() -> None:
    s = position(
        2, accessible=["laboratory"], cities=(["workshop"], []), coins=(10, 7), board_tokens=[]
    )
    after, events = act(s, 0, "build:laboratory")
    assert "pair" not in kinds(events)
    assert (top(after).seat, top(after).kind) == (1, Kind.TURN)  # type: ignore[union-attr]


def test_agriculture() -> None:
    done = take("agriculture", coins=6)  # Laboratory: wood + 2 glass = 6 coins
    assert done.players[0].coins == 6
    assert breakdown(done, 0)["progress"] == 4


def test_architecture() -> None:
    done = take("architecture", wonders=(["the_pyramids"], []))
    assert city.discount(done, 0, "wonder") == 2 and city.discount(done, 0, "blue") == 0


def test_economy() -> None:
    done = take("economy")
    done.stack[-1] = done.stack[-1].__class__(1, Kind.TURN)
    after, _ = act(done, 1, "build:altar")  # free: no trade, nothing received
    assert after.players[0].coins == done.players[0].coins
    s = position(1, accessible=["baths"], coins=(7, 7), tokens=(["economy"], []), active=1)
    after, _ = act(s, 1, "build:baths")
    assert (after.players[0].coins, after.players[1].coins) == (9, 5)


def test_law_adds_the_scales_symbol_without_a_pair() -> None:
    done = take("law")
    assert sorted(city.symbols(done, 0)) == ["pendulum", "pendulum", "scales"]


def test_masonry() -> None:
    done = take("masonry")
    assert city.discount(done, 0, "blue") == 2


def test_mathematics_scores_three_per_token_including_itself() -> None:
    done = take("mathematics", tokens=(["agriculture", "law"], []))
    # 3 tokens x 3 VP + Agriculture's 4 VP
    assert breakdown(done, 0)["progress"] == 3 * 3 + 4


def test_philosophy() -> None:
    done = take("philosophy")
    assert breakdown(done, 0)["progress"] == 7


def test_strategy_adds_a_shield_to_later_red_cards_only() -> None:
    done = take("strategy")
    assert done.pawn == 0
    s = position(1, accessible=["guard_tower"], tokens=(["strategy"], []))
    after, _ = act(s, 0, "build:guard_tower")
    assert after.pawn == 2
    s = position(2, accessible=["walls"], tokens=([], ["strategy"]), active=1, coins=(7, 7))
    after, _ = act(s, 1, "build:walls")
    assert after.pawn == -3


def test_theology() -> None:
    done = take("theology")
    assert city.has(done, 0, "wonders_play_again")


def test_urbanism_pays_six_now_and_four_per_chain() -> None:
    done = take("urbanism", coins=6)
    assert done.players[0].coins == 6
    s = position(
        2,
        accessible=["horse_breeders", "sawmill"],
        coins=(0, 7),
        cities=(["stable"], []),
        tokens=(["urbanism"], []),
    )
    after, _ = act(s, 0, "build:horse_breeders")
    assert after.players[0].coins == 4
    # a Mausoleum construction is free but not a chain: no Urbanism coins
    s = position(
        1,
        accessible=["altar"],
        coins=(0, 7),
        tokens=(["urbanism"], []),
        discard=["horse_breeders"],
        cities=(["stable"], []),
    )
    decide(s, 0, Kind.REVIVE)
    after, _ = act(s, 0, "revive:horse_breeders")
    assert after.players[0].coins == 0
