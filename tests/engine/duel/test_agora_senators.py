"""Agora Senators: recruiting, every Politician section and action count, Conspirators."""

from __future__ import annotations

import pytest

from bot.engine.core import IllegalAction
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from tests.engine.duel.agora_helpers import agora_position, plot
from tests.engine.duel.helpers import act, described, kinds, legal, refusal, top

BLUE = ["theater", "altar", "baths", "statue", "temple"]


def test_a_senator_is_recruited_not_built_and_costs_one_coin_per_senator_owned() -> None:
    s = agora_position(
        accessible=["conspirator_1"],
        coins=(2, 7),
        cities=(["politician_left_1", "politician_right_1"], []),
    )
    assert "build:conspirator_1" not in legal(s, 0)
    assert "recruit:conspirator_1" in legal(s, 0)
    assert (
        described(s, RULES.parse(s, 0, "recruit:conspirator_1"))
        == "Recruit Conspirator: pay 2 coins"
    )
    after, events = act(s, 0, "recruit:conspirator_1")
    assert after.players[0].coins == 0 and "conspirator_1" in after.players[0].city
    assert [e.data["how"] for e in events if e.kind == "build"] == ["recruit"]
    # the first Senator is free, and a third one is out of reach with 1 coin
    first = agora_position(accessible=["conspirator_1"], coins=(0, 7))
    assert "recruit:conspirator_1" in legal(first, 0)
    poor = agora_position(
        accessible=["conspirator_1"],
        coins=(1, 7),
        cities=(["politician_left_1", "politician_right_1"], []),
    )
    assert "recruit:conspirator_1" not in legal(poor, 0)
    with pytest.raises(IllegalAction) as refused:
        act(poor, 0, "recruit:conspirator_1")
    assert "you need 1 more coin" in refusal(refused.value)
    with pytest.raises(IllegalAction) as refused:
        act(poor, 0, "build:conspirator_1")
    assert "recruited, not built" in refusal(refused.value)


def test_senators_have_no_colour_and_no_vp() -> None:
    s = agora_position(accessible=["politician_left_1"], cities=(["altar"], []))
    after, _ = act(s, 0, "recruit:politician_left_1")
    after, _ = act(after, 0, "senate:done")
    bd = RULES.outcome(after)
    assert bd is None
    from bot.engine.duel.scoring import breakdown

    assert breakdown(after, 0)["blue"] == 3  # the Altar only
    assert sum(breakdown(after, 0).values()) == 3 + 0 + 7 // 3


def test_corruption_recruits_every_senator_for_free() -> None:
    s = agora_position(
        accessible=["conspirator_1"],
        coins=(0, 7),
        tokens=(["corruption"], []),
        cities=(["politician_left_1", "politician_right_1", "conspirator_2"], []),
    )
    after, events = act(s, 0, "recruit:conspirator_1")
    assert after.players[0].coins == 0
    assert [e.data["cost"] for e in events if e.kind == "build"] == [0]


@pytest.mark.parametrize(
    ("section", "chambers"),
    [
        ("left", ("c1", "c2")),
        ("middle", ("c3", "c4")),
        ("right", ("c5", "c6")),
    ],
)
def test_a_politician_places_only_in_its_own_section(
    section: str, chambers: tuple[str, ...]
) -> None:
    sid = f"politician_{section}_1"
    s = agora_position(accessible=[sid])
    after, _ = act(s, 0, f"recruit:{sid}")
    d = top(after)
    assert d is not None and (d.seat, d.kind, d.data["left"]) == (0, AgoraKind.POLITICIAN, 1)
    assert legal(after, 0) == [f"senate:place:{c}" for c in chambers] + ["senate:done"]
    with pytest.raises(IllegalAction) as refused:
        act(after, 0, "senate:place:c1" if section != "left" else "senate:place:c3")
    assert refusal(refused.value).startswith("Choose a Senate action: `senate:place:")
    after, _ = act(after, 0, f"senate:place:{chambers[1]}")
    assert after.influence[0][int(chambers[1][1]) - 1] == 1
    assert sum(after.influence[0]) == 1
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (1, Kind.TURN)  # one action only


@pytest.mark.parametrize(("blue", "actions"), [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (5, 3)])
def test_senate_actions_follow_the_printed_table(blue: int, actions: int) -> None:
    s = agora_position(accessible=["politician_middle_1"], cities=(BLUE[:blue], []))
    after, _ = act(s, 0, "recruit:politician_middle_1")
    assert top(after).data["left"] == actions  # type: ignore[union-attr]
    done = 0
    while top(after) is not None and top(after).kind == AgoraKind.POLITICIAN:  # type: ignore[union-attr]
        after, _ = act(after, 0, "senate:place:c3")
        done += 1
    assert done == actions and after.influence[0][2] == actions


def test_senate_plus_two_decree_adds_two_blue_cards_to_the_count() -> None:
    # 1 blue card + 2 = 3: two actions; the decree sits in chamber 1, controlled by seat 0
    s = agora_position(
        accessible=["politician_right_1"],
        cities=(["altar"], []),
        decrees=(
            "senate_plus_two",
            "coins_on_green",
            "coins_on_yellow",
            "coins_on_red",
            "ignore_symbol_yellow",
            "ignore_symbol_red",
        ),
        influence=((1, 0, 0, 0, 0, 0), (0,) * 6),
    )
    after, _ = act(s, 0, "recruit:politician_right_1")
    assert top(after).data["left"] == 2  # type: ignore[union-attr]
    s.players[0].city.append("baths")  # 2 blue + 2 = 4: three actions (the maximum)
    after, _ = act(s, 0, "recruit:politician_right_1")
    assert top(after).data["left"] == 3  # type: ignore[union-attr]
    s.players[0].city.extend(["statue", "temple", "theater"])  # never more than 3
    after, _ = act(s, 0, "recruit:politician_right_1")
    assert top(after).data["left"] == 3  # type: ignore[union-attr]


def test_moves_go_to_adjacent_chambers_and_may_use_the_cube_just_placed() -> None:
    # the rulebook's example: left Politician, 3 blue cards -> 2 actions: place, then move
    s = agora_position(accessible=["politician_left_2"], cities=(["altar", "baths", "theater"], []))
    after, _ = act(s, 0, "recruit:politician_left_2")
    after, _ = act(after, 0, "senate:place:c2")
    options = legal(after, 0)
    assert options == [
        "senate:place:c1",
        "senate:place:c2",
        "senate:move:c2:c1",
        "senate:move:c2:c3",
        "senate:done",
    ]
    after, _ = act(after, 0, "senate:move:c2:c3")  # across the section border
    assert after.influence[0] == [0, 0, 1, 0, 0, 0]
    assert top(after).kind == Kind.TURN and top(after).seat == 1  # type: ignore[union-attr]


def test_chamber_1_and_6_are_not_adjacent() -> None:
    s = agora_position(accessible=["politician_right_1"], influence=((1, 0, 0, 0, 0, 1), (0,) * 6))
    after, _ = act(s, 0, "recruit:politician_right_1")
    moves = [t for t in legal(after, 0) if t.startswith("senate:move")]
    assert moves == ["senate:move:c1:c2", "senate:move:c6:c5"]


def test_senate_actions_may_stop_early() -> None:
    s = agora_position(accessible=["politician_middle_2"], cities=(BLUE[:4], []))
    after, _ = act(s, 0, "recruit:politician_middle_2")
    after, _ = act(after, 0, "senate:place:c4")
    after, events = act(after, 0, "senate:done")
    assert "senate_stop" in kinds(events)
    assert after.influence[0] == [0, 0, 0, 1, 0, 0]
    assert top(after).seat == 1  # type: ignore[union-attr]


def test_with_an_empty_supply_a_politician_can_only_move() -> None:
    s = agora_position(accessible=["politician_left_1"], influence=((6, 0, 0, 0, 0, 6), (0,) * 6))
    after, _ = act(s, 0, "recruit:politician_left_1")
    assert legal(after, 0) == ["senate:move:c1:c2", "senate:move:c6:c5", "senate:done"]
    # no cube anywhere and none in supply is impossible; with no cube on the board and an
    # empty Senate the Politician still places
    empty = agora_position(accessible=["politician_left_1"])
    after, _ = act(empty, 0, "recruit:politician_left_1")
    assert not [t for t in legal(after, 0) if t.startswith("senate:move")]


def test_conspirator_places_a_cube_anywhere_or_conspires() -> None:
    s = agora_position(accessible=["conspirator_3"])
    after, _ = act(s, 0, "recruit:conspirator_3")
    d = top(after)
    assert d is not None and d.kind == AgoraKind.CONSPIRATOR
    assert legal(after, 0) == [f"senate:place:c{i}" for i in range(1, 7)] + ["conspire"]
    placed, _ = act(after, 0, "senate:place:c6")
    assert placed.influence[0] == [0, 0, 0, 0, 0, 1]
    assert top(placed).seat == 1  # type: ignore[union-attr]


def test_conspiring_keeps_one_and_puts_the_other_on_top_or_at_the_bottom() -> None:
    deck = ["coup", "blackmail", "sabotage", "espionage"]
    s = agora_position(accessible=["conspirator_3"], deck=deck)
    after, _ = act(s, 0, "recruit:conspirator_3")
    after, events = act(after, 0, "conspire")
    private = [e for e in events if e.kind == "conspire_draw"]
    assert private and private[0].visible_to == {0} and private[0].data["cards"] == deck[:2]
    assert top(after).kind == AgoraKind.KEEP and not RULES.actions_are_public(after, 0)  # type: ignore[union-attr]
    assert legal(after, 0) == ["keep:coup", "keep:blackmail"]
    after, _ = act(after, 0, "keep:blackmail")
    assert [p["id"] for p in after.players[0].conspiracies] == ["blackmail"]
    assert top(after).kind == AgoraKind.RETURN and RULES.actions_are_public(after, 0)  # type: ignore[union-attr]
    bottom, events = act(after, 0, "deck:bottom")
    assert bottom.conspiracy_deck == ["sabotage", "espionage", "coup"]
    assert [e.data["where"] for e in events if e.kind == "conspiracy_return"] == ["bottom"]
    top_, _ = act(after, 0, "deck:top")
    assert top_.conspiracy_deck == ["coup", "sabotage", "espionage"]


def test_organized_crime_keeps_both_conspiracies() -> None:
    s = agora_position(
        accessible=["conspirator_3"],
        deck=["coup", "blackmail", "sabotage"],
        tokens=(["organized_crime"], []),
    )
    after, _ = act(s, 0, "recruit:conspirator_3")
    after, _ = act(after, 0, "conspire")
    assert [p["id"] for p in after.players[0].conspiracies] == ["coup", "blackmail"]
    assert after.conspiracy_deck == ["sabotage"]
    assert top(after).seat == 1  # type: ignore[union-attr]


def test_the_mausoleum_recruits_a_discarded_senator_for_free() -> None:
    s = agora_position(
        accessible=["altar"],
        wonders=(["the_mausoleum"], []),
        coins=(10, 7),
        discard=["conspirator_2"],
        cities=(["politician_left_1"], []),
    )
    after, _ = act(s, 0, "wonder:the_mausoleum:altar")
    assert legal(after, 0) == ["revive:conspirator_2"]
    after, _ = act(after, 0, "revive:conspirator_2")
    assert top(after).kind == AgoraKind.CONSPIRATOR  # type: ignore[union-attr]
    assert after.players[0].coins == 0  # 10 for the wonder, nothing for the Senator


def test_a_senator_may_be_discarded_used_for_a_wonder_or_to_prepare() -> None:
    s = agora_position(
        accessible=["conspirator_1"],
        wonders=(["the_pyramids"], []),
        coins=(8, 7),
        plots=([plot("coup")], []),
    )
    options = legal(s, 0)
    assert {
        "discard:conspirator_1",
        "wonder:the_pyramids:conspirator_1",
        "prepare:1:conspirator_1",
        "recruit:conspirator_1",
    } <= set(options)
