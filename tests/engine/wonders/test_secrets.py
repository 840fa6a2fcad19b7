"""No leaks: hands, commitments, the leader draft, the discard pile and tucked cards."""

from __future__ import annotations

import copy

from bot.engine.wonders import RULES
from bot.engine.wonders.state import Phase
from tests.engine.wonders.helpers import act, position, recruit_phase, stages


def test_other_hands_and_commitments_change_nothing_the_viewer_sees() -> None:
    s = position(3, hands=[["tavern", "altar"], ["baths", "altar"], ["stockade", "altar"]])
    s, _ = act(s, 1, "card:altar", "build")
    other = copy.deepcopy(s)
    other.hands[1] = ["palace", "lodge"]
    other.hands[2] = ["arena", "senate"]
    other.sel[1][0]["card"] = "palace"
    for viewer in (None, 0):
        assert RULES.view(other, viewer) == RULES.view(s, viewer)
        scrambled = RULES.scramble_secrets(s, viewer, 3)
        assert scrambled.hands[1] != s.hands[1] and scrambled.sel[1] != s.sel[1]
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)
    assert RULES.view(other, 1) != RULES.view(s, 1)  # the owner does see their own hand
    assert RULES.view(s, None).cities[1].status == "ready"
    assert RULES.view(s, None).cities[1].hand_size == 2


def test_the_leader_draft_is_secret() -> None:
    s = RULES.new_game(4, 9, {"leaders": True, "sides": "a"})
    s, _ = act(s, 2, f"keep:{s.draft[2][0]}")
    for viewer in (None, 0):
        scrambled = RULES.scramble_secrets(s, viewer, 5)
        assert scrambled.draft[2] != s.draft[2] or scrambled.leader_hands[2] != s.leader_hands[2]
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)
    assert RULES.view(s, None).draft == () and len(RULES.view(s, 2).draft) == 4
    assert "keep" not in str(RULES.view(s, None))


def test_the_discard_pile_is_shown_only_to_the_player_building_from_it() -> None:
    s = position(
        3,
        wonders=["halicarnassus", "giza", "rhodes"],
        hands=[[], [], []],
        coins=6,
        leaders=True,
        phase=Phase.RECRUIT,
    )
    recruit_phase(s, [["sappho"], ["nero"], ["zenobia"]])
    stages(s, 0, 1)
    s.cities[0].built += ["ore_vein", "foundry"]
    s.discard = ["baths", "tavern"]
    s, _ = act(s, 0, "leader:sappho", "wonder", "pay:0:0:0")  # own ore (Rhodes sells ore too)
    s, _ = act(s, 1, "leader:nero", "discard")
    s, _ = act(s, 2, "leader:zenobia", "discard")
    assert s.stack[-1].kind == "halicarnassus"
    assert RULES.view(s, 0).discard == ("baths", "tavern")
    scrambled = RULES.scramble_secrets(s, 0, 1)
    assert scrambled.discard == s.discard  # the picker may look through the pile
    for viewer in (None, 1):
        scrambled = RULES.scramble_secrets(s, viewer, 1)
        assert scrambled.discard != s.discard
        assert scrambled.cities[0].tucked != s.cities[0].tucked
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)
    assert not RULES.actions_are_public(s, 0)
