"""Conspiracies: preparing, triggering (start of turn, once, earlier turn, useful), and each
of the 16 effects with their side effects (rules A-9, A-15)."""

from __future__ import annotations

import pytest

from bot.engine.core import IllegalAction
from bot.engine.duel import city
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import breakdown
from bot.engine.duel.state import DuelState
from tests.engine.duel.agora_helpers import agora_position, plot
from tests.engine.duel.helpers import act, described, kinds, legal, refusal, top


def ready(cid: str, **kw: object) -> DuelState:
    """Seat 0 to play, holding `cid` prepared (with the Baths) on an earlier turn."""
    kw.setdefault("accessible", ["altar", "theater"])
    mine = [plot(cid, "baths")]
    theirs = kw.pop("theirs", [])
    return agora_position(plots=(mine, theirs), **kw)  # type: ignore[arg-type]


def triggered(cid: str, **kw: object) -> tuple[DuelState, list]:  # type: ignore[type-arg]
    s = ready(cid, **kw)
    assert "trigger:1" in legal(s, 0)
    return act(s, 0, "trigger:1")


def back_to_turn(s: DuelState) -> None:
    d = top(s)
    assert d is not None and (d.seat, d.kind) == (0, Kind.TURN) and d.data.get("triggered")


# -- preparing and triggering ---------------------------------------------------------------


def test_preparing_tucks_the_card_for_free_and_ends_the_turn() -> None:
    s = agora_position(
        accessible=["altar"], plots=([plot("coup"), plot("blackmail")], []), coins=(0, 7)
    )
    assert {"prepare:1:altar", "prepare:2:altar"} <= set(legal(s, 0))
    assert (
        described(s, RULES.parse(s, 0, "prepare:2:altar"))
        == "Prepare conspiracy 2 with Altar (ends your turn)"
    )
    after, _events = act(s, 0, "prepare:2:altar")
    assert after.players[0].conspiracies[1]["card"] == "altar"
    assert "altar" not in after.slots and "altar" not in after.discard
    assert "altar" not in after.players[0].city and after.players[0].coins == 0
    assert top(after).seat == 1  # type: ignore[union-attr]
    # a prepared one cannot be prepared again
    after.stack[-1] = after.stack[-1].__class__(0, Kind.TURN, {})
    assert not [t for t in legal(after, 0) if t.startswith("prepare:2:")]
    assert [t for t in legal(after, 0) if t.startswith("prepare:1:")]


def test_only_a_prepared_conspiracy_is_triggered_and_only_at_the_start_of_a_turn() -> None:
    s = agora_position(accessible=["altar"], plots=([plot("coup")], []))
    assert "trigger:1" not in legal(s, 0)
    with pytest.raises(IllegalAction) as refused:
        act(s, 0, "trigger:1")
    assert "not prepared" in refusal(refused.value)
    s, _ = act(ready("coup", accessible=["altar"]), 0, "discard:altar")
    assert top(s).seat == 1 and "trigger:1" not in legal(s, 1)  # type: ignore[union-attr]


def test_at_most_one_conspiracy_per_turn_then_the_normal_turn() -> None:
    s = agora_position(
        accessible=["altar"],
        cities=([], ["theater"]),
        plots=([plot("coup", "baths"), plot("blackmail", "tavern")], []),
    )
    assert {"trigger:1", "trigger:2"} <= set(legal(s, 0))
    after, events = act(s, 0, "trigger:1")
    assert after.pawn == 2 and "conspiracy_trigger" in kinds(events)
    back_to_turn(after)
    assert not [t for t in legal(after, 0) if t.startswith("trigger")]
    with pytest.raises(IllegalAction) as refused:
        act(after, 0, "trigger:2")
    assert "already triggered" in refusal(refused.value)
    after, _ = act(after, 0, "build:altar")
    assert top(after).seat == 1 and after.players[0].conspiracies[0]["triggered"]  # type: ignore[union-attr]


def test_an_extra_turn_may_start_with_another_trigger() -> None:
    s = agora_position(
        accessible=["altar"],
        wonders=(["the_sphinx"], []),
        coins=(8, 7),
        plots=([plot("coup", "baths"), plot("blackmail", "tavern")], []),
    )
    after, _ = act(s, 0, "trigger:1")
    after, _ = act(after, 0, "wonder:the_sphinx:altar")
    assert top(after).seat == 0 and "trigger:2" in legal(after, 0)  # type: ignore[union-attr]


def test_a_conspiracy_with_no_possible_effect_cannot_be_triggered() -> None:
    s = ready("sabotage")  # the opponent has no built wonder
    assert "trigger:1" not in legal(s, 0)
    with pytest.raises(IllegalAction) as refused:
        act(s, 0, "trigger:1")
    assert "no effect" in refusal(refused.value)
    # a possible bonus move makes it useful
    assert "trigger:1" in legal(ready("expropriation", influence=((1, 0, 0, 0, 0, 0), (0,) * 6)), 0)


def test_ready_conspiracies_are_kept_off_the_public_buttons() -> None:
    s = ready("coup")
    moves = RULES.legal_actions(s, 0)
    public = RULES.public_actions(s, 0, moves)
    assert "trigger:1" in {a.token for a in moves}
    assert public == [a for a in moves if a.kind != "trigger"] and public
    after, _ = act(s, 0, "trigger:1")
    assert RULES.public_actions(after, 0, RULES.legal_actions(after, 0))
    assert (
        described(s, RULES.parse(s, 0, "trigger:1"))
        == "Trigger Coup (conspiracy 1, prepared with Baths)"
    )


def test_a_triggered_conspiracy_stays_face_up_with_its_card() -> None:
    after, _ = triggered("coup")
    rec = after.players[0].conspiracies[0]
    assert rec == plot("coup", "baths", triggered=True)
    view = RULES.view(after, 1)
    assert view.players[0].conspiracies[0].id == "coup"
    assert "baths" not in after.discard


# -- the 16 conspiracies --------------------------------------------------------------------


def test_extortion_takes_an_unbuilt_wonder_then_a_bonus_move() -> None:
    after, _ = triggered(
        "extortion",
        wonders=([], ["the_sphinx", "piraeus"]),
        built=({}, {"piraeus": "tavern"}),
        influence=((1, 0, 0, 0, 0, 0), (0,) * 6),
    )
    assert legal(after, 0) == ["extort:the_sphinx"]
    after, _events = act(after, 0, "extort:the_sphinx")
    assert after.players[0].wonders == ["the_sphinx"]
    assert after.players[1].wonders == ["piraeus"]
    assert top(after).kind == AgoraKind.MOVE  # type: ignore[union-attr]
    assert legal(after, 0) == ["senate:move:c1:c2", "senate:done"]
    after, _ = act(after, 0, "senate:done")
    back_to_turn(after)
    after.players[0].coins = 8
    assert "wonder:the_sphinx:altar" in legal(after, 0)


def test_blackmail_takes_half_the_coins_rounded_up() -> None:
    after, _ = triggered("blackmail", coins=(0, 7))
    assert (after.players[0].coins, after.players[1].coins) == (4, 3)
    back_to_turn(after)  # no cube on the board: no bonus move to offer


@pytest.mark.parametrize(
    ("cid", "card", "other"),
    [
        ("expropriation", "temple", "tavern"),
        ("swindle", "tavern", "temple"),
    ],
)
def test_expropriation_and_swindle_discard_an_opponent_card(
    cid: str, card: str, other: str
) -> None:
    after, _ = triggered(cid, cities=([], [card, other]))
    assert legal(after, 0) == [f"destroy:{card}"]
    after, _ = act(after, 0, f"destroy:{card}")
    assert after.players[1].city == [other] and card in after.discard
    back_to_turn(after)


def test_expropriation_loses_the_blue_vp() -> None:
    after, _ = triggered("expropriation", cities=([], ["temple", "altar"]))
    before = breakdown(after, 1)["blue"]
    after, _ = act(after, 0, "destroy:temple")
    assert before - breakdown(after, 1)["blue"] == 4


def test_obscurantism_locks_a_token_of_the_board_the_opponent_or_the_box() -> None:
    s = ready("obscurantism", tokens=([], ["law"]), board_tokens=["agriculture"])
    after, _ = act(s, 0, "trigger:1")
    options = legal(after, 0)
    assert "lock:agriculture" in options and "lock:law" in options
    assert set(after.box_tokens) <= {t.removeprefix("lock:") for t in options}
    assert not RULES.actions_are_public(after, 0)
    # the opponent's Law: its scales symbol is gone
    assert "scales" in city.symbols(after, 1)
    locked, events = act(after, 0, "lock:law")
    assert locked.players[1].tokens == [] and "scales" not in city.symbols(locked, 1)
    assert locked.players[0].conspiracies[0]["locked"] == "law"
    assert [e.data["token"] for e in events if e.kind == "lock"] == ["law"]
    # from the board: it cannot be taken any more
    board, _ = act(after, 0, "lock:agriculture")
    assert board.board_tokens == []
    # from the box: face down, known to the locker only
    box = after.box_tokens[0]
    hidden, events = act(after, 0, f"lock:{box}")
    assert box not in hidden.box_tokens
    public = next(e for e in events if e.kind == "lock")
    assert public.data["token"] is None and public.visible_to is None
    assert [e.visible_to for e in events if e.kind == "lock_secret"] == [{0}]
    assert RULES.view(hidden, 1).players[0].conspiracies[0].locked is None
    assert RULES.view(hidden, 1).players[0].conspiracies[0].locked_secret
    assert RULES.view(hidden, 0).players[0].conspiracies[0].locked == box


def test_coup_is_two_shields_without_strategy() -> None:
    after, _ = triggered("coup", tokens=(["strategy"], []), pawn=1)
    assert after.pawn == 3
    # entering seat 1's small zone: seat 0 takes the Agora token (place a cube)
    assert top(after).kind == AgoraKind.PLACE and top(after).seat == 0  # type: ignore[union-attr]


def test_property_fraud_builds_a_far_row_card_for_free_but_no_senator() -> None:
    s = ready(
        "property_fraud",
        coins=(0, 7),
        decrees=(
            "coins_on_blue",
            "coins_on_green",
            "coins_on_yellow",
            "coins_on_red",
            "ignore_symbol_yellow",
            "ignore_symbol_red",
        ),
        influence=((1, 0, 0, 0, 0, 0), (0,) * 6),
    )
    s.slots[0], s.slots[1], s.slots[2] = "politician_left_1", "temple", "press"
    after, _ = act(s, 0, "trigger:1")
    assert legal(after, 0) == ["fraud:temple", "fraud:press"]
    after, events = act(after, 0, "fraud:temple")  # covered, yet built, free
    assert "temple" in after.players[0].city and after.slots[1] is None
    assert after.players[0].coins == 1  # the blue decree pays for this construction (C-19)
    assert [e.data["how"] for e in events if e.kind == "build"] == ["fraud"]


def test_treason_builds_one_of_the_removed_age_cards_so_far() -> None:
    s = ready(
        "treason",
        age=2,
        removed=[["lumber_yard", "tavern", "altar"], ["sawmill", "statue", "forum"]],
        coins=(0, 7),
    )
    after, _ = act(s, 0, "trigger:1")
    assert sorted(legal(after, 0)) == sorted(
        f"treason:{c}" for c in ["lumber_yard", "tavern", "altar", "sawmill", "statue", "forum"]
    )
    assert not RULES.actions_are_public(after, 0)
    assert RULES.view(after, 1).pending.options == ()  # type: ignore[union-attr]
    after, _events = act(after, 0, "treason:forum")
    assert "forum" in after.players[0].city and after.players[0].coins == 0
    assert after.removed == [["lumber_yard", "tavern", "altar"], ["sawmill", "statue"]]
    in_age1 = ready("treason", removed=[["lumber_yard", "tavern", "altar"]])
    after, _ = act(in_age1, 0, "trigger:1")
    assert len(legal(after, 0)) == 3


def test_political_maneuver_place_remove_then_optional_move() -> None:
    after, _ = triggered("political_maneuver", influence=((0,) * 6, (0, 0, 2, 0, 0, 0)))
    assert legal(after, 0) == [f"senate:place:c{i}" for i in range(1, 7)]  # compulsory
    after, _ = act(after, 0, "senate:place:c5")
    assert legal(after, 0) == ["senate:remove:c3"]  # compulsory
    after, _ = act(after, 0, "senate:remove:c3")
    assert after.influence[1][2] == 1
    assert legal(after, 0) == ["senate:move:c5:c4", "senate:move:c5:c6", "senate:done"]
    after, _ = act(after, 0, "senate:move:c5:c4")
    assert after.influence[0] == [0, 0, 0, 1, 0, 0]
    back_to_turn(after)


def test_espionage_takes_a_progress_token_from_the_box() -> None:
    after, _ = triggered("espionage", board_tokens=["law"], coins=(0, 7))
    box = list(after.box_tokens)
    assert sorted(legal(after, 0)) == sorted(f"espionage:{t}" for t in box)
    assert "agriculture" in box
    after, _ = act(after, 0, "espionage:agriculture")
    assert after.players[0].tokens == ["agriculture"] and after.players[0].coins == 6
    assert "agriculture" not in after.box_tokens


def test_turn_of_events_discards_twice_and_reveals_at_once() -> None:
    s = ready(
        "turn_of_events", accessible=["altar", "theater"], influence=((1, 0, 0, 0, 0, 0), (0,) * 6)
    )
    # uncover the face-down card at row 4 col 2 (slot 12) by taking away the Altar (slot 18)
    assert s.slots[18] == "altar" and not s.face_up[12]
    under = s.slots[12]
    s.slots[18] = None
    s.discard.append("altar")
    after, _ = act(s, 0, "trigger:1")
    assert "scrap:done" not in legal(after, 0)  # the first discard is compulsory
    coins = after.players[0].coins
    after, events = act(after, 0, "scrap:theater")
    assert "theater" in after.discard and after.players[0].coins == coins
    assert after.face_up[12] and [e.data["cards"] for e in events if e.kind == "reveal"] == [
        [under]
    ]
    assert f"scrap:{under}" in legal(after, 0) and "scrap:done" in legal(after, 0)
    after, _ = act(after, 0, f"scrap:{under}")
    assert top(after).kind == AgoraKind.MOVE  # type: ignore[union-attr]
    after, _ = act(after, 0, "senate:done")
    back_to_turn(after)


def test_turn_of_events_emptying_the_structure_ends_the_age() -> None:
    s = ready("turn_of_events", accessible=["altar"], only=True)
    after, _ = act(s, 0, "trigger:1")
    after, events = act(after, 0, "scrap:altar")
    assert "age_end" in kinds(events) and after.age == 2
    d = top(after)
    assert d is not None and d.kind == Kind.STARTER and d.seat == 0  # the active player


def test_embezzlement_counts_cubes_on_the_board() -> None:
    after, _ = triggered(
        "embezzlement", coins=(0, 2), influence=((2, 0, 1, 0, 0, 0), (0, 1, 0, 1, 1, 0))
    )
    assert (after.players[0].coins, after.players[1].coins) == (3, 0)


def test_foreclosure_takes_a_brown_or_grey_card_with_its_production() -> None:
    after, _ = triggered("foreclosure", cities=([], ["sawmill", "press", "altar"]))
    assert legal(after, 0) == ["seize:sawmill", "seize:press"]
    after, _ = act(after, 0, "seize:sawmill")
    assert after.players[0].city == ["sawmill"] and after.players[1].city == ["press", "altar"]
    assert city.production(after, 0)["wood"] == 2  # type: ignore[index]
    back_to_turn(after)


def test_coercion_swaps_cards_of_one_colour() -> None:
    after, _ = triggered("coercion", cities=(["altar"], ["temple", "workshop"]))
    assert legal(after, 0) == ["swap:temple"]  # no green of seat 0: only blue
    after, _ = act(after, 0, "swap:temple")
    assert legal(after, 0) == ["give:altar"]
    after, events = act(after, 0, "give:altar")
    assert after.players[0].city == ["temple"] and sorted(after.players[1].city) == [
        "altar",
        "workshop",
    ]
    assert "coerce" in kinds(events)


def test_coercion_can_complete_a_science_pair_for_either_player() -> None:
    after, _ = triggered(
        "coercion",
        cities=(["workshop", "pharmacist"], ["laboratory", "dispensary"]),
        board_tokens=["law", "philosophy"],
    )
    after, _ = act(after, 0, "swap:laboratory")
    after, events = act(after, 0, "give:pharmacist")
    # seat 0 now has two pendulums, seat 1 two mortars: both choose, the active player first
    assert [e.data for e in events if e.kind == "pair"] == [
        {"seat": 0, "symbol": "pendulum"},
        {"seat": 1, "symbol": "mortar"},
    ]
    assert top(after).kind == Kind.PROGRESS and top(after).seat == 0  # type: ignore[union-attr]
    after, _ = act(after, 0, "progress:philosophy")
    assert top(after).seat == 1 and legal(after, 1) == ["progress:law"]  # type: ignore[union-attr]


def test_coercion_giving_both_players_six_symbols_is_a_shared_victory() -> None:
    # seat 0: pendulum x2, wheel, inkwell, mortar, sundial (5 symbols); seat 1: armillary x2,
    # wheel, inkwell, mortar and Law's scales (5). Seat 0 takes University (armillary) and
    # gives Workshop (pendulum): both reach 6 different symbols at once (C-13)
    a = ["workshop", "laboratory", "apothecary", "scriptorium", "pharmacist", "academy"]
    b = ["university", "observatory", "school", "library", "dispensary"]
    s = ready("coercion", cities=(a, b), board_tokens=[], tokens=([], ["law"]))
    assert len(set(city.symbols(s, 0))) == len(set(city.symbols(s, 1))) == 5
    after, _ = act(s, 0, "trigger:1")
    after, _ = act(after, 0, "swap:university")
    after, events = act(after, 0, "give:workshop")
    assert len(set(city.symbols(after, 0))) == len(set(city.symbols(after, 1))) == 6
    out = RULES.outcome(after)
    assert out is not None and out.winners == {0, 1} and out.reason == "shared victory"
    assert "shared_supremacy" in kinds(events)


def test_insider_influence_moves_a_decree_under_another() -> None:
    after, _ = triggered("insider_influence")
    assert legal(after, 0) == [f"decree:c{i}" for i in range(1, 7)]
    after, _ = act(after, 0, "decree:c3")
    assert legal(after, 0) == [f"decree_to:c{i}" for i in (1, 2, 4, 5, 6)]
    after, _ = act(after, 0, "decree_to:c6")
    assert after.decrees[2] == [] and after.decrees[5] == ["ignore_symbol_red", "coins_on_yellow"]
    back_to_turn(after)
    decide_view = RULES.view(after, None).senate
    assert decide_view is not None and decide_view.chambers[2].decrees == ()


def test_sabotage_returns_a_built_wonder_to_the_box() -> None:
    s = ready(
        "sabotage",
        wonders=([], ["the_sphinx"]),
        built=({}, {"the_great_lighthouse": "tavern", "the_pyramids": "stable"}),
    )
    assert breakdown(s, 1)["wonders"] == 13
    after, _ = act(s, 0, "trigger:1")
    assert sorted(legal(after, 0)) == ["sabotage:the_great_lighthouse", "sabotage:the_pyramids"]
    after, _events = act(after, 0, "sabotage:the_great_lighthouse")
    p = after.players[1]
    assert "the_great_lighthouse" not in p.wonders and "the_great_lighthouse" not in p.built
    assert "the_great_lighthouse" in after.wonders_out and "tavern" in after.discard
    assert breakdown(after, 1)["wonders"] == 9 and city.one_of(after, 1) == []
    back_to_turn(after)


def test_curia_julia_triggers_an_unprepared_conspiracy_without_preparation() -> None:
    s = agora_position(
        accessible=["altar"],
        wonders=(["curia_julia"], []),
        coins=(10, 7),
        plots=([plot("coup", "baths"), plot("blackmail"), plot("sabotage")], []),
    )
    after, _ = act(s, 0, "trigger:1")  # the prepared Coup at the start of the turn
    after, _ = act(after, 0, "wonder:curia_julia:altar")
    assert after.players[0].coins == 6  # 10 paid, 6 taken
    d = top(after)
    assert d is not None and d.kind == AgoraKind.CURIA
    assert not RULES.actions_are_public(after, 0)
    # only useful unprepared ones (the opponent has no built wonder: no Sabotage)
    assert legal(after, 0) == ["curia:2", "curia:skip"]
    after, _events = act(after, 0, "curia:2")  # allowed after a trigger this turn (C-15)
    assert after.players[0].conspiracies[1]["triggered"]
    assert after.players[0].conspiracies[1]["card"] is None
    assert after.players[0].coins == 6 + 4
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (0, Kind.TURN)  # play again
