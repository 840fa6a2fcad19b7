"""Agora setup, its military tokens, wonders (draft and construction) and progress tokens."""

from __future__ import annotations

import random
from collections import Counter

from bot.engine.core import Action, play
from bot.engine.duel import senate
from bot.engine.duel.agora_kinds import AgoraKind
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import breakdown
from bot.engine.duel.state import DuelState
from tests.engine.duel.agora_helpers import agora_position
from tests.engine.duel.helpers import act, kinds, legal, top

AGORA = {"agora": True}


def _until_age(s: DuelState, age: int, seed: int) -> DuelState:
    r = random.Random(seed)
    while s.age < age and RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        options = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, options[r.randrange(len(options))])
    return s


def test_setup_senate_decrees_deck_cubes_wonders_and_tokens() -> None:
    s = RULES.new_game(2, 4, AGORA)
    assert s.influence == [[0] * 6, [0] * 6] and senate.supply(s, 0) == 12
    assert [len(held) for held in s.decrees] == [1] * 6 and len(s.decree_box) == 10
    # face up in chambers 1, 3 and 5; face down in 2, 4 and 6
    assert s.hidden_decrees == [s.decrees[1][0], s.decrees[3][0], s.decrees[5][0]]
    assert sorted(s.conspiracy_deck) == sorted(RULES_CONSPIRACIES)
    assert sorted(s.board_tokens + s.box_tokens) == sorted(catalog().tokens)
    assert len(s.board_tokens) == 5 and len(s.box_tokens) == 7
    assert sorted(s.draft_offer + s.wonder_box) == sorted(catalog().wonders)
    # the Age I structure is already laid out (rules A-3 (3)), with its 5 Senators
    dealt = [c for c in s.slots if c is not None and catalog().cards[c].deck == "senator"]
    assert s.age == 1 and len(s.slots) == 25 and len(dealt) == 5
    assert sorted(s.senator_pool + dealt) == sorted(catalog().deck("senator"))
    view = RULES.view(s, None)
    assert view.senate is not None
    assert [c.decrees[0] is None for c in view.senate.chambers] == [False, True] * 3


RULES_CONSPIRACIES = [
    "extortion",
    "blackmail",
    "expropriation",
    "swindle",
    "obscurantism",
    "coup",
    "property_fraud",
    "treason",
    "political_maneuver",
    "espionage",
    "turn_of_events",
    "embezzlement",
    "foreclosure",
    "coercion",
    "insider_influence",
    "sabotage",
]


def test_senators_are_shuffled_in_five_five_three_and_the_structures_grow() -> None:
    for seed in range(3):
        s = _until_age(RULES.new_game(2, seed, AGORA), 1, seed)
        seen: Counter[int] = Counter()
        sizes = []
        for age in (1, 2, 3):
            s = _until_age(s, age, seed)
            if s.age != age:
                break  # a supremacy ended the game early
            cards = [c for c in s.slots if c is not None]
            sizes.append(len(s.slots))
            seen[age] = sum(1 for c in cards if catalog().cards[c].deck == "senator")
            assert len(s.removed[age - 1]) == 3
        assert sizes[: len(seen)] == [25, 25, 23][: len(seen)]
        assert [seen[a] for a in (1, 2, 3)][: len(sizes)] == [5, 5, 3][: len(sizes)]


def test_the_base_game_is_untouched() -> None:
    s = RULES.new_game(2, 4, {})
    assert s.influence == [] and s.conspiracy_deck == [] and s.decrees == []
    assert "curia_julia" not in s.draft_offer + s.wonder_box
    assert "corruption" not in s.board_tokens + s.box_tokens
    s = _until_age(s, 1, 4)
    assert len(s.slots) == 20
    assert not [c for c in s.slots if c and catalog().cards[c].deck == "senator"]


# -- military tokens ------------------------------------------------------------------------


def test_small_agora_token_places_a_cube_and_costs_no_coins() -> None:
    s = agora_position(accessible=["guard_tower"], pawn=2, coins=(7, 7))
    after, events = act(s, 0, "build:guard_tower")
    assert after.pawn == 3 and after.players[1].coins == 7
    assert [e.data for e in events if e.kind == "military_token"] == [
        {"seat": 0, "victim": 1, "token": "small_1"}
    ]
    assert "small_1" not in after.military_tokens
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (0, AgoraKind.PLACE)
    assert legal(after, 0) == [f"senate:place:c{i}" for i in range(1, 7)]
    after, _ = act(after, 0, "senate:place:c4")
    assert after.influence[0][3] == 1 and top(after).seat == 1  # type: ignore[union-attr]


def test_large_agora_token_removes_an_opponent_cube_then_may_move() -> None:
    s = agora_position(
        accessible=["guard_tower"],
        pawn=-5,
        active=1,
        influence=((0, 0, 1, 0, 0, 0), (0, 1, 0, 0, 0, 0)),
    )
    s.military_tokens = ["large_0", "small_1", "large_1"]
    after, _events = act(s, 1, "build:guard_tower")
    assert after.pawn == -6 and after.players[0].coins == 7
    assert legal(after, 1) == ["senate:remove:c3"]
    after, _ = act(after, 1, "senate:remove:c3")
    assert after.influence[0] == [0] * 6
    assert legal(after, 1) == ["senate:move:c2:c1", "senate:move:c2:c3", "senate:done"]
    after, _ = act(after, 1, "senate:move:c2:c3")
    assert after.influence[1] == [0, 0, 1, 0, 0, 0] and top(after).seat == 0  # type: ignore[union-attr]


def test_impossible_token_parts_are_skipped() -> None:
    s = agora_position(accessible=["guard_tower"], pawn=5)
    s.military_tokens = ["small_0", "large_0", "large_1"]
    after, events = act(s, 0, "build:guard_tower")
    assert "military_token" in kinds(events)
    assert top(after).kind == Kind.TURN and top(after).seat == 1  # type: ignore[union-attr]


def test_one_move_through_two_zones_gives_both_tokens_in_order() -> None:
    s = agora_position(
        age=3,
        accessible=["pretorium"],
        pawn=2,
        coins=(8, 7),
        tokens=(["strategy"], []),
        influence=((0,) * 6, (1, 0, 0, 0, 0, 0)),
    )
    after, _ = act(s, 0, "build:pretorium")
    assert after.pawn == 6
    assert [d.kind for d in reversed(after.stack)][:3] == [
        AgoraKind.PLACE,
        AgoraKind.REMOVE,
        AgoraKind.MOVE,
    ]


# -- the Agora wonders ----------------------------------------------------------------------


def _draft(offer: list[str], seed: int = 2) -> DuelState:
    s = RULES.new_game(2, seed, AGORA)
    s.wonder_box = [w for w in s.draft_offer + s.wonder_box if w not in offer]
    s.draft_offer = list(offer)
    return s


def test_curia_julia_when_selected_conspires() -> None:
    s = _draft(["curia_julia", "the_sphinx", "piraeus", "the_pyramids"])
    seat = s.stack[-1].seat
    deck = list(s.conspiracy_deck)
    after, _events = act(s, seat, "pick:curia_julia")
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (seat, AgoraKind.KEEP)
    assert legal(after, seat) == [f"keep:{c}" for c in deck[:2]]
    after, _ = act(after, seat, f"keep:{deck[1]}")
    after, _ = act(after, seat, "deck:top")
    assert after.conspiracy_deck[0] == deck[0] and len(after.conspiracy_deck) == 15
    assert after.players[seat].conspiracies[0]["id"] == deck[1]
    assert top(after).kind == Kind.DRAFT  # type: ignore[union-attr]


def test_knossos_when_selected_places_a_cube_even_as_the_last_automatic_pick() -> None:
    s = _draft(["the_sphinx", "piraeus", "the_pyramids", "knossos"])
    a = s.stack[-1].seat
    b = 1 - a
    s, _ = act(s, a, "pick:the_sphinx")
    s, _ = act(s, b, "pick:piraeus")
    after, _ = act(s, b, "pick:the_pyramids")  # Knossos goes to A automatically
    assert "knossos" in after.players[a].wonders
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (a, AgoraKind.PLACE)
    after, events = act(after, a, "senate:place:c2")
    assert after.influence[a][1] == 1 and "decree_reveal" in kinds(events)


def test_knossos_draft_cube_on_the_shield_decree_moves_the_pawn_before_age_one() -> None:
    s = _draft(["knossos", "the_sphinx", "piraeus", "the_pyramids"])
    first = s.decrees[0][0]  # swap the shield decree into chamber 1 (face up)
    if "shield" in s.decree_box:
        s.decree_box = sorted([d for d in s.decree_box if d != "shield"] + [first])
    else:
        held = next(h for h in s.decrees if "shield" in h)
        held[0] = first
        s.hidden_decrees = [first if d == "shield" else d for d in s.hidden_decrees]
    s.decrees[0] = ["shield"]
    seat = s.stack[-1].seat
    after, _ = act(s, seat, "pick:knossos")
    after, _ = act(after, seat, "senate:place:c1")
    # still drafting (Age I is laid out, but nobody has taken a turn yet)
    assert after.draft_offer and top(after).kind == Kind.DRAFT  # type: ignore[union-attr]
    assert after.pawn == (1 if seat == 0 else -1)


def test_knossos_built_places_then_may_move_and_is_worth_3_vp() -> None:
    s = agora_position(accessible=["altar"], wonders=(["knossos"], []), coins=(10, 7))
    after, _ = act(s, 0, "wonder:knossos:altar")
    assert after.players[0].coins == 0 and top(after).kind == AgoraKind.PLACE  # type: ignore[union-attr]
    after, _ = act(after, 0, "senate:place:c6")
    assert legal(after, 0) == ["senate:move:c6:c5", "senate:done"]
    after, _ = act(after, 0, "senate:move:c6:c5")
    assert after.influence[0] == [0, 0, 0, 0, 1, 0]
    assert breakdown(after, 0)["wonders"] == 3 and top(after).seat == 1  # type: ignore[union-attr]


def test_curia_julia_built_gives_six_coins_play_again_and_no_vp() -> None:
    s = agora_position(accessible=["altar"], wonders=(["curia_julia"], []), coins=(10, 7))
    after, events = act(s, 0, "wonder:curia_julia:altar")  # no conspiracy: nothing to choose
    assert after.players[0].coins == 6 and breakdown(after, 0)["wonders"] == 0
    d = top(after)
    assert d is not None and (d.seat, d.kind) == (0, Kind.TURN)
    assert "play_again" in kinds(events)


def test_agora_wonders_and_tokens_are_only_in_agora_games() -> None:
    for seed in range(5):
        base = RULES.new_game(2, seed, {})
        assert {"curia_julia", "knossos"}.isdisjoint(base.draft_offer + base.wonder_box)
        assert {"corruption", "organized_crime"}.isdisjoint(base.board_tokens + base.box_tokens)


def test_a_progress_token_pair_can_give_corruption() -> None:
    s = agora_position(
        accessible=["politician_left_1"],
        board_tokens=["corruption"],
        cities=(["politician_right_1", "politician_middle_1"], []),
        coins=(0, 7),
    )
    s.stack.append(s.stack[-1].__class__(0, Kind.PROGRESS, {}))
    after, _ = act(s, 0, "progress:corruption")
    assert "recruit:politician_left_1" in legal(after, 0)
    after, events = act(after, 0, "recruit:politician_left_1")
    assert [e.data["cost"] for e in events if e.kind == "build"] == [0]
    assert Action.parse("recruit:politician_left_1")
