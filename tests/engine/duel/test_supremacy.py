"""Military track, tokens, and both supremacies ending the game at once, mid-turn if need be."""

from __future__ import annotations

from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import military_vp
from tests.engine.duel.helpers import act, decide, kinds, position, top


def test_shields_push_towards_the_opponents_capital() -> None:
    s = position(1, accessible=["guard_tower"], pawn=-2)
    after, _ = act(s, 0, "build:guard_tower")
    assert after.pawn == -1
    s = position(1, accessible=["guard_tower"], pawn=2, active=1)
    after, _ = act(s, 1, "build:guard_tower")
    assert after.pawn == 1


def test_entering_a_zone_loots_its_token_once_as_much_as_the_victim_has() -> None:
    s = position(2, accessible=["walls"], pawn=1, coins=(7, 1))
    after, events = act(s, 0, "build:walls")  # 1 -> 3: the small token on seat 1's side
    assert after.pawn == 3 and "small_1" not in after.military_tokens
    assert after.players[1].coins == 0  # loses 2, had only 1
    assert "military_token" in kinds(events)
    # back and forth: once its token is gone, entering the zone again costs nothing
    s = position(1, accessible=["guard_tower"], pawn=2, coins=(7, 5))
    s.military_tokens.remove("small_1")
    again, events = act(s, 0, "build:guard_tower")
    assert again.pawn == 3 and again.players[1].coins == 5
    assert "military_token" not in kinds(events)


def test_one_move_can_take_both_tokens_in_order() -> None:
    s = position(3, accessible=["pretorium"], pawn=2, coins=(8, 10))
    after, events = act(s, 0, "build:pretorium")  # 2 -> 5? 3 shields
    assert after.pawn == 5 and after.players[1].coins == 8
    s = position(3, accessible=["pretorium"], pawn=4, coins=(8, 10))
    after, events = act(s, 0, "build:pretorium")  # 4 -> 7: small then large
    tokens = [e.data["token"] for e in events if e.kind == "military_token"]
    assert tokens == ["small_1", "large_1"]
    assert after.players[1].coins == 10 - 2 - 5


def test_seat_one_loots_seat_zero() -> None:
    s = position(2, accessible=["walls"], pawn=-4, coins=(9, 7), active=1)
    s.military_tokens.remove("small_0")  # taken when the pawn went past -3
    after, _ = act(s, 1, "build:walls")
    assert after.pawn == -6 and after.players[0].coins == 4
    assert after.military_tokens == ["small_1", "large_1"]


def test_military_supremacy_ends_the_game_at_once() -> None:
    s = position(2, accessible=["walls"], pawn=7, coins=(4, 7))
    after, events = act(s, 0, "build:walls")
    assert after.pawn == 9
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0} and out.reason == "military supremacy"
    assert RULES.to_move(after) == frozenset() and RULES.legal_actions(after, 1) == []
    assert kinds(events)[-1] == "supremacy"


def test_military_supremacy_stops_the_pawn_at_the_capital_mid_turn() -> None:
    # the Statue of Zeus' shield wins before its destroy choice is ever offered
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_statue_of_zeus"], []),
        coins=(20, 7),
        pawn=8,
        cities=([], ["lumber_yard"]),
    )
    after, _ = act(s, 0, "wonder:the_statue_of_zeus:altar")
    assert after.pawn == 9 and after.stack == []
    assert RULES.outcome(after).winners == {0}  # type: ignore[union-attr]
    s = position(3, accessible=["pretorium"], pawn=-7, coins=(7, 8), active=1)
    after, _ = act(s, 1, "build:pretorium")
    assert after.pawn == -9 and RULES.outcome(after).winners == {1}  # type: ignore[union-attr]


def test_scientific_supremacy_with_six_different_symbols() -> None:
    five = ["workshop", "apothecary", "scriptorium", "pharmacist", "academy"]
    s = position(3, accessible=["university"], cities=(five, []), coins=(10, 7))
    after, events = act(s, 0, "build:university")
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0} and out.reason == "scientific supremacy"
    assert kinds(events)[-1] == "supremacy"


def test_law_counts_towards_scientific_supremacy() -> None:
    five = ["workshop", "apothecary", "scriptorium", "pharmacist", "academy"]
    s = position(2, accessible=["altar"], cities=(five, []), board_tokens=["law", "philosophy"])
    decide(s, 0, Kind.PROGRESS)
    after, _ = act(s, 0, "progress:law")
    assert RULES.outcome(after).winners == {0}  # type: ignore[union-attr]


def test_a_pair_is_not_a_new_symbol() -> None:
    five = ["workshop", "apothecary", "scriptorium", "pharmacist", "laboratory"]
    s = position(2, accessible=["altar"], cities=(five, []))
    assert RULES.outcome(s) is None
    after, _ = act(s, 0, "build:altar")
    assert RULES.outcome(after) is None


def test_science_supremacy_reached_through_the_mausoleum() -> None:
    five = ["workshop", "apothecary", "scriptorium", "pharmacist", "academy"]
    s = position(3, accessible=["palace"], cities=(five, []), discard=["observatory"])
    decide(s, 0, Kind.REVIVE)
    after, _ = act(s, 0, "revive:observatory")
    assert RULES.outcome(after).reason == "scientific supremacy"  # type: ignore[union-attr]


def test_military_vp_by_zone() -> None:
    s = position(1)
    for pawn, vp in [(0, 0), (1, 2), (2, 2), (3, 5), (5, 5), (6, 10), (8, 10)]:
        s.pawn = pawn
        assert (military_vp(s, 0), military_vp(s, 1)) == (vp, 0)
        s.pawn = -pawn
        assert (military_vp(s, 0), military_vp(s, 1)) == (0, vp)
    assert top(s) is not None
