"""A committed seat changes its secret choice until the last seat commits (rules §4.5)."""

from __future__ import annotations

from bot.engine.core import Event
from bot.engine.wonders import RULES
from tests.engine.wonders.helpers import act, position, tokens

HANDS = [["tavern", "altar", "baths"], ["tavern", "altar", "baths"], ["tavern", "altar", "baths"]]


def public(events: list[Event]) -> list[tuple[str, dict]]:
    return [(e.kind, e.data) for e in events if e.visible_to is None]


def test_a_new_pick_typed_while_committed_withdraws_and_picks_at_once() -> None:
    s = position(3, hands=HANDS)
    s, _ = act(s, 0, "card:tavern", "build")
    assert s.ready[0] and RULES.to_move(s) == {1, 2}
    assert tokens(s, 0) == ["withdraw", "card:tavern", "card:altar", "card:baths"]
    s, events = act(s, 0, "card:altar")
    assert public(events) == [("unready", {"seat": 0})]  # the table learns only that
    assert [e.kind for e in events if e.visible_to == {0}] == ["picked"]
    assert not s.ready[0] and RULES.to_move(s) == {0, 1, 2}
    s, _ = act(s, 0, "build")
    s, _ = act(s, 1, "card:tavern", "build")
    s, _ = act(s, 2, "card:baths", "discard")  # the last commitment reveals
    assert "altar" in s.cities[0].built and "tavern" not in s.cities[0].built
    assert tokens(s, 0)[0] != "withdraw"  # revealed: a new turn, nothing to change


def test_the_others_cannot_tell_what_was_picked_or_changed() -> None:
    start = position(3, hands=HANDS)
    a, _ = act(start, 0, "card:tavern", "build")
    a, changed_a = act(a, 0, "card:altar", "build")
    b, _ = act(start, 0, "card:baths", "discard")
    b, changed_b = act(b, 0, "withdraw")
    b, more = act(b, 0, "card:tavern", "discard")
    for viewer in (1, 2, None):
        assert RULES.view(a, viewer) == RULES.view(b, viewer)
    assert public(changed_a) == public(changed_b + more)
    assert RULES.view(a, 0) != RULES.view(b, 0)  # the chooser sees their own choice


def test_the_leader_draft_pick_changes_too() -> None:
    s = RULES.new_game(3, 4, {"leaders": True, "sides": "a"})
    dealt = [list(h) for h in s.draft]
    s, _ = act(s, 0, f"keep:{dealt[0][0]}")
    assert s.ready[0]
    s, events = act(s, 0, f"keep:{dealt[0][1]}")
    assert [k for k, _ in public(events)] == ["unready", "ready"]
    s, _ = act(s, 1, f"keep:{dealt[1][0]}")
    s, _ = act(s, 2, f"keep:{dealt[2][0]}")
    assert s.leader_hands[0] == [dealt[0][1]]


def test_a_chosen_wonder_side_may_be_changed_until_the_last_choice() -> None:
    s = RULES.new_game(3, 4, {"leaders": False, "sides": "choice"})
    s, _ = act(s, 0, "side:a")
    assert tokens(s, 0) == ["side:b"] and RULES.to_move(s) == {1, 2}
    s, _ = act(s, 0, "side:b")
    s, _ = act(s, 1, "side:a")
    s, _ = act(s, 2, "side:a")
    assert s.cities[0].side == "b" and tokens(s, 0)[0] != "side:a"
