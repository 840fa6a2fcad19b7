"""The 2-player game with the Free City (rules §12, §13.5, D20-D25)."""

from __future__ import annotations

from bot.engine.core import Action
from bot.engine.wonders import RULES
from bot.engine.wonders.city import neighbours
from bot.engine.wonders.resolve import holder
from bot.engine.wonders.state import FREE_CITY, Phase
from tests.engine.wonders.helpers import act, build, event, position, tokens
from tests.support.told import english


def test_setup_uses_the_three_player_cards_and_a_seven_card_pile() -> None:
    s = RULES.new_game(2, 3, {"leaders": False, "sides": "a"})
    assert len(s.cities) == 3 and [c.coins for c in s.cities] == [3, 3, 3]
    assert s.phase == Phase.PLAY and s.age == 1 and s.turn == 1
    # seat 0 holds the Free City card in Age I and has drawn the pile's top card
    assert holder(s) == 0 and len(s.hands[0]) == 8 and len(s.hands[1]) == 7
    assert len(s.fc_pile) == 6
    assert set(neighbours(s, 0)) == {1, 2} and set(neighbours(s, 2)) == {0, 1}
    assert RULES.to_move(s) == {0, 1}


def test_the_holder_chooses_for_itself_then_for_the_free_city_and_control_alternates() -> None:
    s = position(
        2,
        hands=[["altar", "theater", "tavern"], ["altar", "pawnshop"]],
        fc_pile=["loom_1", "press_1", "baths"],
    )
    assert s.hands[0][-1] == "loom_1"  # drawn by the holder
    s, _ = act(s, 0, "card:tavern", "build")
    assert RULES.to_move(s) == {0, 1}
    assert tokens(s, 0)[:1] == ["card:altar:fc"]
    assert english(
        RULES.action_phrase(s, None, Action("card", ("loom_1", "fc"))), "wonders"
    ).startswith("Free City: Loom")
    s, _ = act(s, 0, "card:loom_1", "build")
    s, events = act(s, 1, "card:pawnshop", "build")
    moves = event(events, "revealed")["moves"]
    assert [m["city"] for m in moves] == [0, 1, 2]
    assert "loom_1" in s.cities[FREE_CITY].built and "tavern" in s.cities[0].built
    # the hands swap and the other player now holds the Free City card
    assert s.turn == 2 and holder(s) == 1
    assert s.hands[1] == ["altar", "theater", "press_1"] and s.hands[0] == ["altar"]


def test_age_two_starts_with_the_player_right_of_the_free_city() -> None:
    s = position(2, hands=[["altar"], ["altar"]], fc_pile=["baths"], age=2)
    assert holder(s) == 1 and len(s.sel[1]) == 2


def test_the_free_city_must_build_when_it_can_and_must_use_a_chain() -> None:
    s = position(
        2,
        hands=[["altar", "stockade", "barracks"], ["altar", "theater"]],
        wonders=["giza", "ephesus", "rhodes"],
        fc_pile=["pawnshop"],
        coins=0,
    )
    s, _ = act(s, 0, "card:altar", "build")
    # the Free City (Rhodes, ore, 0 coins) can build Barracks and Pawnshop, not Stockade
    assert tokens(s, 0) == ["card:barracks:fc", "card:pawnshop:fc", "back"]
    s, _ = act(s, 0, "card:barracks")
    assert tokens(s, 0) == ["build:barracks:fc", "back"]
    assert "discard" in english(
        RULES.why_illegal(s, 0, Action("discard", ("barracks", "fc"))), "wonders"
    )  # type: ignore[operator]
    s2 = position(
        2,
        hands=[["altar", "theater"], ["altar", "temple"]],
        fc_pile=["lumber_yard"],
        coins=0,
        age=2,
    )
    build(s2, FREE_CITY, "altar")
    s2, _ = act(s2, 1, "card:altar", "build")
    s2, _ = act(s2, 1, "card:temple")
    # the chain is compulsory: no stage, no discard
    assert tokens(s2, 1) == ["build:temple:fc", "back"]


def test_the_free_city_discards_only_when_it_can_build_nothing() -> None:
    s = position(
        2, hands=[["altar", "palace"], ["altar", "theater"]], fc_pile=["town_hall"], coins=0, age=3
    )
    s.cities[FREE_CITY].built.append("altar")
    s.cities[FREE_CITY].stages = 3  # its wonder is complete
    s, _ = act(s, 0, "card:altar", "build")
    assert tokens(s, 0) == ["card:palace:fc", "card:town_hall:fc", "back"]
    s, _ = act(s, 0, "card:palace")
    assert tokens(s, 0) == ["discard:palace:fc", "back"]


def test_three_discards_per_age_and_the_free_city_fights_both_players() -> None:
    s = position(
        2,
        hands=[["altar", "theater"], ["stockade", "altar"]],
        fc_pile=["pawnshop", "baths"],
        turn=6,
        coins=3,
    )
    assert holder(s) == 1 and s.fc_pile == ["baths"]  # turn 6 of Age I: seat 1 holds
    build(s, 0, "lumber_yard")
    s, _ = act(s, 1, "card:stockade", "build")  # wood bought from seat 0
    s, _ = act(s, 1, "card:pawnshop", "build")
    s, _events = act(s, 0, "card:altar", "build")
    assert sorted(s.discard) == ["altar", "baths", "theater"]  # 2 seventh cards + the pile's
    assert (
        s.cities[1].tokens == [1, 1]
        and s.cities[0].tokens == [-1]
        and s.cities[FREE_CITY].tokens == [-1]
    )
    assert s.age == 2 and holder(s) == 1


def test_free_city_with_leaders_does_not_recruit() -> None:
    s = RULES.new_game(2, 8, {"leaders": True, "sides": "random"})
    for _ in range(3):
        for seat in (0, 1):
            s, _ = act(s, seat, tokens(s, seat)[0])
    assert s.phase == Phase.RECRUIT and RULES.to_move(s) == {0, 1}
    assert len(s.leader_hands) == 2 and not s.cities[FREE_CITY].leaders
    assert RULES.view(s, None).cities[FREE_CITY].seat is None
    first = RULES.apply(s, 0, Action("leader", (s.leader_hands[0][0],)))[0]
    assert english(RULES.event_phrase(first), "wonders", ["Ann", "Bob"])
