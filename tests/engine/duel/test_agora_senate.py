"""The Senate: control by place, move, removal and decree moves, face-down decrees, the
`shield` decree, Political Supremacy (even mid Senate action), Senate VP and the tie-break."""

from __future__ import annotations

from bot.engine.duel import city, senate
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import breakdown, civilian_winners
from tests.engine.duel.agora_helpers import agora_position, plot
from tests.engine.duel.helpers import act, decide, described, kinds, legal, top

SIX = (
    "coins_on_blue",
    "coins_on_green",
    "coins_on_yellow",
    "coins_on_red",
    "ignore_symbol_yellow",
    "ignore_symbol_red",
)


def _events(events: list, kind: str) -> list[dict]:  # type: ignore[type-arg]
    return [e.data for e in events if e.kind == kind]


def test_control_needs_strictly_more_cubes() -> None:
    s = agora_position(influence=((2, 1, 0, 3, 0, 0), (1, 1, 0, 4, 0, 0)))
    assert senate.controllers(s) == [0, None, None, 1, None, None]
    assert senate.controlled(s, 0) == [0] and senate.controlled(s, 1) == [3]


def test_control_changes_by_placing() -> None:
    s = agora_position(influence=((0,) * 6, (1, 0, 0, 0, 0, 0)))
    decide(s, 0, AgoraKind.PLACE)
    tie, events = act(s, 0, "senate:place:c1")
    assert senate.controller(tie, 0) is None
    assert _events(events, "control_lost") == [{"seat": 1, "chamber": 1}]
    decide(tie, 0, AgoraKind.PLACE)
    mine, events = act(tie, 0, "senate:place:c1")
    assert senate.controller(mine, 0) == 0
    assert _events(events, "control") == [{"seat": 0, "chamber": 1}]


def test_control_changes_by_moving() -> None:
    s = agora_position(influence=((1, 1, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0)))
    decide(s, 0, AgoraKind.MOVE)
    after, events = act(s, 0, "senate:move:c1:c2")
    assert senate.controllers(after)[:2] == [None, 0]
    assert _events(events, "control_lost") == [{"seat": 0, "chamber": 1}]
    assert _events(events, "control") == [{"seat": 0, "chamber": 2}]


def test_control_changes_by_removal() -> None:
    s = agora_position(influence=((0, 0, 1, 0, 0, 0), (0, 0, 2, 0, 0, 0)))
    decide(s, 0, AgoraKind.REMOVE)
    assert legal(s, 0) == ["senate:remove:c3"]
    after, events = act(s, 0, "senate:remove:c3")
    assert after.influence[1][2] == 1 and senate.controller(after, 2) is None
    assert senate.supply(after, 1) == 11  # the cube went back to its owner
    assert _events(events, "control_lost") == [{"seat": 1, "chamber": 3}]


def test_control_of_a_decree_changes_when_it_is_moved() -> None:
    # Insider Influence: the tithe of chamber 1 (seat 0's) goes under chamber 2's (seat 1's)
    s = agora_position(
        accessible=["altar"],
        cities=([], ["theater"]),
        influence=((1, 0, 0, 0, 0, 0), (0, 1, 0, 0, 0, 0)),
        plots=([plot("insider_influence", "baths")], []),
    )
    after, _ = act(s, 0, "trigger:1")
    after, _ = act(after, 0, "decree:c1")
    after, events = act(after, 0, "decree_to:c2")
    assert after.decrees[0] == [] and after.decrees[1] == ["coins_on_green", "coins_on_blue"]
    assert _events(events, "decree_move")[0]["decree"] == "coins_on_blue"
    # seat 1 now enjoys both decrees; the emptied chamber still scores for seat 0
    assert {d for d, _ in city.decree_sources(after, 1)} == {"coins_on_blue", "coins_on_green"}
    assert not list(city.decree_sources(after, 0))
    assert senate.senate_vp(after, 0) == 1 and senate.senate_vp(after, 1) == 2


def test_a_face_down_decree_is_revealed_when_a_cube_arrives() -> None:
    s = agora_position(hidden=("coins_on_green",))
    view = RULES.view(s, None)
    assert view.senate is not None and view.senate.chambers[1].decrees == (None,)
    decide(s, 0, AgoraKind.PLACE)
    after, events = act(s, 0, "senate:place:c2")
    assert _events(events, "decree_reveal") == [{"chamber": 2, "decree": "coins_on_green"}]
    assert after.hidden_decrees == []
    assert RULES.view(after, None).senate.chambers[1].decrees == ("coins_on_green",)  # type: ignore[union-attr]


def test_a_decree_is_revealed_by_a_cube_moved_in_and_only_then() -> None:
    s = agora_position(hidden=("coins_on_green",), influence=((1, 0, 0, 0, 0, 0), (0,) * 6))
    assert s.hidden_decrees == ["coins_on_green"]
    decide(s, 0, AgoraKind.MOVE)
    after, events = act(s, 0, "senate:move:c1:c2")
    assert "decree_reveal" in kinds(events) and after.hidden_decrees == []


def test_a_face_down_decree_moved_into_an_occupied_chamber_is_revealed() -> None:
    s = agora_position(
        hidden=("coins_on_red",),
        influence=((0, 0, 1, 0, 0, 0), (0,) * 6),
        plots=([plot("insider_influence", "baths")], []),
        accessible=["altar"],
    )
    after, _ = act(s, 0, "trigger:1")
    assert "the face-down decree" in described(after, RULES.parse(after, 0, "decree:c4"))
    after, _ = act(after, 0, "decree:c4")
    after, events = act(after, 0, "decree_to:c3")
    assert _events(events, "decree_move")[0]["decree"] is None  # moved face down
    assert _events(events, "decree_reveal") == [{"chamber": 3, "decree": "coins_on_red"}]


def test_shield_decree_moves_the_pawn_on_gaining_and_back_on_losing_control() -> None:
    decrees = ("shield", *SIX[1:])
    s = agora_position(decrees=decrees)
    decide(s, 0, AgoraKind.PLACE)
    gained, events = act(s, 0, "senate:place:c1")
    assert gained.pawn == 1
    assert _events(events, "pawn") == [{"seat": 0, "n": 1, "frm": 0, "to": 1}]
    decide(gained, 0, AgoraKind.MOVE)
    lost, _ = act(gained, 0, "senate:move:c1:c2")  # nobody controls chamber 1 now
    assert lost.pawn == 0


def test_shield_decree_taken_over_directly_moves_the_pawn_two_spaces() -> None:
    # seat 1 holds the shield (pawn one step towards seat 0); seat 0 moves its decree away
    # into seat 0's chamber: seat 1 loses it (1 back) and seat 0 gains it (1 more)
    s = agora_position(
        decrees=("shield", *SIX[1:]),
        pawn=-1,
        accessible=["altar"],
        influence=((0, 1, 0, 0, 0, 0), (1, 0, 0, 0, 0, 0)),
        plots=([plot("insider_influence", "baths")], []),
    )
    assert senate.shield_holder(s) == 1
    after, _ = act(s, 0, "trigger:1")
    after, _ = act(after, 0, "decree:c1")
    after, _ = act(after, 0, "decree_to:c2")
    assert senate.shield_holder(after) == 0 and after.pawn == 1


def test_losing_the_shield_is_a_move_for_the_opponent_who_takes_the_token() -> None:
    # seat 0 holds the shield at +2: seat 1 removes its cube, the pawn goes back to +1
    s = agora_position(
        decrees=("shield", *SIX[1:]), pawn=2, influence=((1, 0, 0, 0, 0, 0), (0,) * 6)
    )
    decide(s, 1, AgoraKind.REMOVE)
    after, events = act(s, 1, "senate:remove:c1")
    assert after.pawn == 1 and "military_token" not in kinds(events)
    # seat 1 holds the shield with the pawn at +2 (seat 1's side): losing it moves the pawn
    # to +3, in seat 0's favour, so seat 0 takes the small token there (C-10)
    s = agora_position(
        decrees=("shield", *SIX[1:]), pawn=2, influence=((0,) * 6, (1, 0, 0, 0, 0, 0))
    )
    decide(s, 0, AgoraKind.REMOVE)
    after, events = act(s, 0, "senate:remove:c1")
    assert after.pawn == 3
    assert _events(events, "military_token") == [{"seat": 0, "victim": 1, "token": "small_1"}]
    assert top(after).kind == AgoraKind.PLACE and top(after).seat == 0  # type: ignore[union-attr]


def test_losing_the_shield_can_hand_the_opponent_military_supremacy() -> None:
    # seat 1 holds the shield with the pawn 8 spaces into its side; moving its own cube away
    # gives up the shield, the pawn steps into seat 1's capital: seat 0 wins
    s = agora_position(
        decrees=("shield", *SIX[1:]), pawn=8, influence=((0,) * 6, (1, 0, 0, 0, 0, 0))
    )
    s.military_tokens = []
    decide(s, 1, AgoraKind.MOVE)
    after, _ = act(s, 1, "senate:move:c1:c2")
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0} and out.reason == "military supremacy"
    assert after.pawn == 9


def test_political_supremacy_in_the_middle_of_a_senate_action() -> None:
    # seat 0 controls 5 chambers; a Politician with 3 actions wins on its first placement
    s = agora_position(
        accessible=["politician_middle_1"],
        cities=(["altar", "baths", "theater", "statue"], []),
        influence=((1, 1, 0, 1, 1, 1), (0,) * 6),
    )
    after, _ = act(s, 0, "recruit:politician_middle_1")
    assert top(after).data["left"] == 3  # type: ignore[union-attr]
    after, events = act(after, 0, "senate:place:c3")
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0} and out.reason == "political supremacy"
    assert after.stack == [] and RULES.to_move(after) == frozenset()
    assert "supremacy" in kinds(events)


def test_political_supremacy_by_removing_the_last_opposing_cube() -> None:
    s = agora_position(influence=((1, 1, 1, 1, 1, 1), (0, 0, 0, 0, 0, 1)))
    decide(s, 0, AgoraKind.REMOVE)
    after, _ = act(s, 0, "senate:remove:c6")
    assert RULES.outcome(after).reason == "political supremacy"  # type: ignore[union-attr]


def test_senate_vp_by_chamber_and_the_blue_tie_break() -> None:
    s = agora_position(influence=((1, 1, 0, 0, 3, 0), (0, 0, 2, 1, 0, 1)))
    assert senate.senate_vp(s, 0) == 1 + 2 + 2
    assert senate.senate_vp(s, 1) == 3 + 3 + 1
    assert breakdown(s, 0)["senate"] == 5 and breakdown(s, 1)["senate"] == 7
    # a tie on points is broken by blue VP, then shared
    tie = agora_position(
        influence=((1, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 1)),
        cities=(["altar"], ["theater"]),
        coins=(0, 0),
    )
    assert sum(breakdown(tie, 0).values()) == sum(breakdown(tie, 1).values()) == 4
    assert civilian_winners(tie) == [0, 1]
    tie.players[1].city = ["baths"]
    tie.players[0].city = ["lumber_yard"]
    tie.influence = [[1, 0, 1, 0, 1, 0], [0, 0, 0, 0, 0, 0]]  # 1 + 3 + 2 = 6 Senate VP
    tie.players[0].coins = 0
    tie.players[1].coins = 9  # 3 blue + 3 coin VP = 6
    assert sum(breakdown(tie, 0).values()) == sum(breakdown(tie, 1).values()) == 6
    assert civilian_winners(tie) == [1]


def test_the_base_game_has_no_senate_category() -> None:
    from tests.engine.duel.helpers import position

    assert "senate" not in breakdown(position(1), 0)
    assert RULES.view(position(1), None).senate is None


def test_a_turn_ends_only_after_every_senate_decision() -> None:
    s = agora_position(accessible=["politician_left_1"], cities=(["altar", "baths"], []))
    after, _ = act(s, 0, "recruit:politician_left_1")
    after, _ = act(after, 0, "senate:place:c1")
    assert top(after).kind == AgoraKind.POLITICIAN and top(after).seat == 0  # type: ignore[union-attr]
    after, _ = act(after, 0, "senate:place:c1")
    assert top(after).kind == Kind.TURN and top(after).seat == 1  # type: ignore[union-attr]
