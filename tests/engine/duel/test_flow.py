"""Setup, the wonder draft, the structures and their reveals, turns, play again and Ages."""

from __future__ import annotations

from collections import Counter

from bot.engine.core import Action
from bot.engine.duel import structure
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from tests.engine.duel.helpers import act, described, english, kinds, legal, position, top


def draft_to_the_end(seed: int):  # type: ignore[no-untyped-def]
    s = RULES.new_game(2, seed, {})
    pickers = []
    while top(s).kind == Kind.DRAFT:  # type: ignore[union-attr]
        seat = top(s).seat  # type: ignore[union-attr]
        pickers.append(seat)
        s, _ = act(s, seat, legal(s, seat)[0])
    return s, pickers


def test_setup() -> None:
    s = RULES.new_game(2, 11, {})
    assert [p.coins for p in s.players] == [7, 7]
    assert len(s.board_tokens) == 5 and len(s.box_tokens) == 5
    assert set(s.board_tokens) | set(s.box_tokens) == set(catalog().tokens_of("base"))
    assert len(s.draft_offer) == 4 and len(s.wonder_box) == 8
    assert s.pawn == 0 and sorted(s.military_tokens) == ["large_0", "large_1", "small_0", "small_1"]
    assert (top(s).seat, top(s).kind) == (s.first, Kind.DRAFT)  # type: ignore[union-attr]
    assert {RULES.new_game(2, seed, {}).first for seed in range(20)} == {0, 1}


def test_wonder_draft_order_is_a_b_b_a_then_b_a_a_b() -> None:
    s = RULES.new_game(2, 4, {})
    a, b = s.first, 1 - s.first
    first_offer = list(s.draft_offer)
    done, pickers = draft_to_the_end(4)
    # the last wonder of each round is given, not picked
    assert pickers == [a, b, b, b, a, a]
    assert [len(p.wonders) for p in done.players] == [4, 4]
    owned = done.players[0].wonders + done.players[1].wonders
    assert len(set(owned)) == 8 and set(first_offer) <= set(owned)
    assert len(done.wonder_box) == 4 and not set(done.wonder_box) & set(owned)
    # Age I is dealt and Player A starts it
    assert done.age == 1 and (top(done).seat, top(done).kind) == (a, Kind.TURN)  # type: ignore[union-attr]


def test_the_draft_picks_in_the_printed_order() -> None:
    s = RULES.new_game(2, 9, {})
    a, b = s.first, 1 - s.first
    offer = list(s.draft_offer)
    s, _ = act(s, a, f"pick:{offer[0]}")
    assert top(s).seat == b and len(legal(s, b)) == 3  # type: ignore[union-attr]
    s, _ = act(s, b, f"pick:{offer[1]}")
    s, events = act(s, b, f"pick:{offer[2]}")
    assert s.players[a].wonders == [offer[0], offer[3]]  # A gets the last one
    assert "draft_offer" in kinds(events) and len(s.draft_offer) == 4
    assert top(s).seat == b  # type: ignore[union-attr]
    second = list(s.draft_offer)
    s, _ = act(s, b, f"pick:{second[0]}")
    s, _ = act(s, a, f"pick:{second[1]}")
    s, _ = act(s, a, f"pick:{second[2]}")
    assert s.players[b].wonders == [offer[1], offer[2], second[0], second[3]]


def test_age_one_structure_after_the_draft() -> None:
    s, _ = draft_to_the_end(3)
    lay = structure.layout(s)
    assert len(s.slots) == 20 and all(s.slots)
    assert len(s.removed[0]) == 3 and not set(s.removed[0]) & set(s.slots)
    assert set(s.slots) | set(s.removed[0]) == set(catalog().deck("age1"))
    assert s.face_up == [sl.face_up for sl in lay.slots]
    assert Counter(s.face_up) == {True: 12, False: 8}
    assert len(structure.accessible_cards(s)) == 6


def test_a_face_down_card_is_revealed_when_both_covering_cards_are_gone() -> None:
    s, _ = draft_to_the_end(3)
    lay = structure.layout(s)
    # row 4 (face down), the card at column 2 is covered by row 5 columns 1 and 3
    target = next(sl for sl in lay.slots if sl.row == 4 and sl.col == 2)
    left, right = (s.slots[i] for i in target.covered_by)
    mover = top(s).seat  # type: ignore[union-attr]
    s, events = act(s, mover, f"discard:{left}")
    assert not s.face_up[target.index] and "reveal" not in kinds(events)
    mover = top(s).seat  # type: ignore[union-attr]
    hidden = s.slots[target.index]
    assert RULES.view(s, mover).slots[target.index].card is None
    assert RULES.view(s, mover).slots[target.index].back == "age1"
    s, events = act(s, mover, f"discard:{right}")
    assert s.face_up[target.index]
    reveal = [e for e in events if e.kind == "reveal"]
    assert reveal and reveal[0].data["cards"] == [hidden] and reveal[0].visible_to is None
    assert RULES.view(s, None).slots[target.index].card == hidden


def test_covered_cards_cannot_be_taken() -> None:
    s, _ = draft_to_the_end(3)
    lay = structure.layout(s)
    covered = next(s.slots[sl.index] for sl in lay.slots if sl.row == 3)
    mover = top(s).seat  # type: ignore[union-attr]
    assert not [t for t in legal(s, mover) if t.endswith(f":{covered}")]
    reason = RULES.why_illegal(s, mover, Action("discard", (covered,)))
    assert reason and "covered" in english(reason)


def test_discard_gives_two_plus_one_per_yellow_card() -> None:
    s = position(1, accessible=["altar"], cities=(["tavern", "wood_reserve"], []), coins=(0, 0))
    after, events = act(s, 0, "discard:altar")
    assert after.players[0].coins == 4 and after.discard == ["altar"]
    assert [e.data["n"] for e in events if e.kind == "discard"] == [4]


def test_turns_alternate_and_play_again_keeps_the_turn() -> None:
    s = position(1, accessible=["altar", "theater"])
    after, _ = act(s, 0, "discard:altar")
    assert top(after).seat == 1  # type: ignore[union-attr]
    s = position(1, accessible=["altar", "theater"], wonders=(["the_sphinx"], []), coins=(8, 7))
    after, events = act(s, 0, "wonder:the_sphinx:altar")
    assert top(after).seat == 0 and "play_again" in kinds(events)  # type: ignore[union-attr]


def test_play_again_with_the_last_card_of_an_age_is_lost() -> None:
    s = position(
        1, accessible=["altar"], wonders=(["the_sphinx"], []), coins=(8, 7), only=True, pawn=2
    )
    after, events = act(s, 0, "wonder:the_sphinx:altar")
    assert "play_again" not in kinds(events) and "age_end" in kinds(events)
    assert after.age == 2
    assert (top(after).seat, top(after).kind) == (1, Kind.STARTER)  # type: ignore[union-attr]


def test_weaker_military_chooses_who_starts_the_next_age() -> None:
    s = position(1, accessible=["altar"], only=True, pawn=-1, active=0)
    after, _ = act(s, 0, "discard:altar")
    # the pawn is on seat 0's side: seat 0 is weaker and chooses
    assert (top(after).seat, top(after).kind) == (0, Kind.STARTER)  # type: ignore[union-attr]
    assert legal(after, 0) == ["start:me", "start:opponent"]
    assert described(after, Action("start", ("me",))) == "Start Age II yourself"
    chosen, events = act(after, 0, "start:opponent")
    assert (top(chosen).seat, top(chosen).kind) == (1, Kind.TURN)  # type: ignore[union-attr]
    assert "starter" in kinds(events)
    chosen, _ = act(after, 0, "start:me")
    assert (top(chosen).seat, top(chosen).kind) == (0, Kind.TURN)  # type: ignore[union-attr]


def test_pawn_in_the_centre_the_player_who_took_the_last_card_chooses() -> None:
    for seat in (0, 1):
        s = position(1, accessible=["altar"], only=True, pawn=0, active=seat)
        after, _ = act(s, seat, "discard:altar")
        assert (top(after).seat, top(after).kind) == (seat, Kind.STARTER)  # type: ignore[union-attr]


def test_next_age_is_dealt_before_the_choice() -> None:
    s = position(2, accessible=["walls"], only=True, pawn=3, coins=(4, 7))
    s.removed = [["a"], ["b"]]
    after, events = act(s, 0, "build:walls")
    assert after.age == 3 and len(after.slots) == 20 and all(after.slots)
    cards = catalog().cards
    assert Counter(cards[str(c)].deck for c in after.slots) == {"age3": 17, "guild": 3}
    assert len(after.unused_guilds) == 4 and len(after.removed[2]) == 3
    assert [e.data["age"] for e in events if e.kind == "age"] == [3]
    assert (top(after).seat, top(after).kind) == (1, Kind.STARTER)  # type: ignore[union-attr]
    # face-down guilds show the guild back
    backs = {v.back for v in RULES.view(after, None).slots if v.back}
    assert backs <= {"age3", "guild"}


def test_the_last_card_of_age_three_ends_the_game() -> None:
    s = position(3, accessible=["palace"], only=True, coins=(0, 0))
    after, events = act(s, 0, "discard:palace")
    assert "game_end" in kinds(events)
    out = RULES.outcome(after)
    assert out is not None and RULES.to_move(after) == frozenset()
