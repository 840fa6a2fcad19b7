"""Every wonder board, both sides (rules §11), and the special powers with their timing."""

from __future__ import annotations

import pytest

from bot.engine.core import Event
from bot.engine.wonders import RULES
from bot.engine.wonders.actions import stage_effects
from bot.engine.wonders.catalogue import WONDERS
from bot.engine.wonders.city import production, shields
from bot.engine.wonders.costs import build_plans
from bot.engine.wonders.payment import Plan
from bot.engine.wonders.state import Phase
from tests.engine.wonders.helpers import act, build, event, position, score, stages, tokens

IDLE = ["altar", "theater"]

# (wonder, side): (stage VP, shields, wild science symbols, coins taken while building)
BOARDS = {
    ("alexandria", "a"): (10, 0, 0, 0),
    ("alexandria", "b"): (7, 0, 0, 0),
    ("babylon", "a"): (10, 0, 1, 0),
    ("babylon", "b"): (3, 0, 1, 0),
    ("ephesus", "a"): (10, 0, 0, 9),
    ("ephesus", "b"): (10, 0, 0, 12),
    ("giza", "a"): (15, 0, 0, 0),
    ("giza", "b"): (20, 0, 0, 0),
    ("halicarnassus", "a"): (10, 0, 0, 0),
    ("halicarnassus", "b"): (3, 0, 0, 0),
    ("olympia", "a"): (10, 0, 0, 0),
    ("olympia", "b"): (5, 0, 0, 0),
    ("rhodes", "a"): (10, 2, 0, 0),
    ("rhodes", "b"): (7, 2, 0, 7),
    ("rome", "a"): (10, 0, 0, 0),
    ("rome", "b"): (6, 0, 0, 5),
}


@pytest.mark.parametrize(("wonder", "side"), sorted(BOARDS))
def test_every_stage_of_every_side(wonder: str, side: str) -> None:
    vp, shield, wild, coins = BOARDS[(wonder, side)]
    others = [w for w in ("giza", "ephesus", "rhodes", "olympia") if w != wonder][:2]
    s = position(3, wonders=[wonder, *others], sides=side, hands=[[], [], []], leaders=True)
    s.box = ["sappho", "zenobia", "nefertiti", "cleopatra", "midas"]
    gained = 0
    events: list[Event] = []
    for _ in WONDERS[wonder].stages(side):
        s.cities[0].stages += 1
        gained += stage_effects(s, 0, 0, events)
    assert gained == coins
    assert score(s, 0)["wonder"] == vp
    assert shields(s, 0) == shield
    from bot.engine.wonders.view import _science

    assert _science(s, 0)[3] == wild
    if wonder == "rome" and side == "b":
        assert len(s.leader_hands[0]) == 4 and len(s.box) == 1  # stage 1 draws 4
        assert [d.kind for d in s.stack] == ["rome", "rome"]  # stages 2 and 3 recruit


def test_alexandria_stages_produce_for_the_owner() -> None:
    s = position(3, wonders=["alexandria", "giza", "rhodes"], sides="b", hands=[[], [], []])
    stages(s, 0, 2)
    fixed, choices = production(s, 0, tradable_only=False)
    assert fixed[4] == 1 and choices == ((0, 1, 2, 3), (4, 5, 6))
    assert production(s, 0, tradable_only=True)[1] == ()


def test_babylon_b_plays_its_seventh_card_after_the_sixth_turn() -> None:
    s = position(
        3,
        wonders=["babylon", "giza", "rhodes"],
        sides="b",
        turn=6,
        coins=5,
        hands=[["lumber_yard", "stone_pit"], IDLE, IDLE],
    )
    stages(s, 0, 2)
    s, _ = act(s, 0, "card:lumber_yard", "build")
    s, _ = act(s, 1, "card:altar", "build")
    s, events = act(s, 2, "card:altar", "build")
    assert RULES.to_move(s) == {0} and s.stack[-1].kind == "seventh"
    assert s.age == 1 and not s.cities[0].tokens  # conflicts wait for the 7th card
    assert tokens(s, 0) == ["build:stone_pit", "discard:stone_pit"]
    view = RULES.view(s, 0)
    assert view.seventh == "stone_pit" and RULES.view(s, None).pending == "seventh"
    s, events = act(s, 0, "build")
    assert "stone_pit" in s.cities[0].built
    assert event(events, "built")["seventh"] is True
    assert s.age == 2 and event(events, "conflicts")["age"] == 1
    assert s.discard == ["theater", "theater"]


def test_babylon_b_seventh_card_may_buy_what_the_city_makes() -> None:
    """D5 / D6: the 7th card trades normally, so buying its stone from Giza is a plan too,
    behind "other ways to pay"; the coins move at once."""
    s = position(
        3,
        wonders=["babylon", "giza", "rhodes"],
        sides="b",
        turn=6,
        coins=5,
        hands=[["tavern", "baths"], IDLE, IDLE],
    )
    stages(s, 0, 2)
    build(s, 0, "stone_pit")
    s, _ = act(s, 0, "card:tavern", "build")
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    s, _ = act(s, 0, "build:baths")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:other", "back"]
    s, _ = act(s, 0, "pay:other")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:2:0:0", "back"]
    s, _ = act(s, 0, "back")
    assert tokens(s, 0) == ["pay:0:0:0", "pay:other", "back"]
    s, events = act(s, 0, "pay:other", "pay:2:0:0")
    assert "baths" in s.cities[0].built and event(events, "built")["left"] == 2
    assert (s.cities[0].coins, s.cities[1].coins) == (5 + 5 - 2, 5 + 2)


def test_babylon_b_may_build_stage_two_on_turn_six_then_play_the_seventh() -> None:
    s = position(
        3,
        wonders=["babylon", "giza", "rhodes"],
        sides="b",
        turn=6,
        coins=5,
        hands=[["tavern", "baths"], IDLE, IDLE],
    )
    stages(s, 0, 1)
    build(s, 0, "sawmill", "glassworks_1")  # stage 2: 2 wood + glass
    s, _ = act(s, 0, "card:tavern", "wonder")
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    assert s.stack and s.stack[-1].data["card"] == "baths"
    s, _events = act(s, 0, "discard")
    assert s.cities[0].coins == 5 + 3 and "baths" in s.discard


def test_halicarnassus_builds_from_the_discard_pile_at_the_end_of_the_turn() -> None:
    s = position(
        3,
        wonders=["halicarnassus", "giza", "rhodes"],
        turn=3,
        coins=2,
        hands=[["tavern", "altar"], ["altar", "marketplace"], IDLE],
    )
    stages(s, 0, 1)
    build(s, 0, "ore_vein", "foundry")  # 3 ore for stage 2
    s.discard = ["pawnshop", "tavern"]
    s, _ = act(s, 0, "card:altar", "wonder", "pay:0:0:0")  # own ore (Rhodes sells ore too)
    s, _ = act(s, 1, "card:marketplace", "discard")  # discarded this very turn
    s, _ = act(s, 2, "card:altar", "build")
    assert s.stack[-1].kind == "halicarnassus" and RULES.to_move(s) == {0}
    assert not RULES.actions_are_public(s, 0)
    assert tokens(s, 0) == [
        "from_discard:pawnshop",
        "from_discard:tavern",
        "from_discard:marketplace",
        "skip",
    ]
    assert RULES.view(s, 0).discard == ("marketplace", "pawnshop", "tavern")
    assert RULES.view(s, 1).discard == () and RULES.view(s, None).discard_count == 3
    s, _events = act(s, 0, "from_discard:tavern")
    assert "tavern" in s.cities[0].built and s.cities[0].coins == 2 + 5
    assert s.turn == 4 and s.discard == ["pawnshop", "marketplace"]


def test_halicarnassus_b_every_stage_builds_from_discard_and_empty_pile_does_nothing() -> None:
    s = position(
        3,
        wonders=["halicarnassus", "giza", "rhodes"],
        sides="b",
        coins=0,
        hands=[["altar"], ["altar"], ["altar"]],
    )
    build(s, 0, "ore_vein", "foundry")
    s, _ = act(s, 0, "card:altar", "wonder")
    s, _ = act(s, 1, "card:altar", "build")
    s, _events = act(s, 2, "card:altar", "build")
    assert not s.stack and s.turn == 2  # empty discard pile: nothing happens
    assert score(s, 0)["wonder"] == 2
    s.discard = ["altar", "baths"]
    s.cities[0].built.append("altar")
    s.cities[0].stages = 1
    from bot.engine.wonders.extras import discard_choices

    assert discard_choices(s, 0) == ["baths"]  # no duplicate structure (D7)


def test_olympia_a_builds_one_structure_free_per_age_from_the_next_turn() -> None:
    s = position(
        3,
        wonders=["olympia", "giza", "rhodes"],
        coins=0,
        hands=[["palace", "temple"], IDLE, IDLE],
        age=3,
    )
    stages(s, 0, 2)
    assert build_plans(s, 0, "palace") == [Plan(free="olympia")]
    s, _ = act(s, 0, "card:palace", "build")  # single plan: committed
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    assert "palace" in s.cities[0].built and s.cities[0].olympia_used
    assert build_plans(s, 0, "temple") == []
    from bot.engine.wonders.resolve import start_age

    s.phase = Phase.PLAY
    start_age(s, 2)
    assert not s.cities[0].olympia_used


def test_olympia_a_free_build_is_offered_first_but_optional() -> None:
    s = position(3, wonders=["olympia", "giza", "rhodes"], coins=3, hands=[["baths"], IDLE, IDLE])
    stages(s, 0, 2)
    assert build_plans(s, 0, "baths") == [Plan(free="olympia"), Plan(2, 0, 0)]
    assert tokens(act(s, 0, "card:baths", "build")[0], 0) == ["pay:olympia", "pay:2:0:0", "back"]
    s, _ = act(s, 0, "card:baths", "build", "pay:2:0")
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    assert not s.cities[0].olympia_used and s.cities[0].coins == 1


def test_olympia_b_copies_the_best_neighbour_guild_at_the_end() -> None:
    s = position(3, wonders=["olympia", "giza", "rhodes"], sides="b", hands=[[], [], []])
    stages(s, 0, 3)
    build(s, 1, "spies_guild", "lumber_yard")  # Giza's guild: 1 VP per red card next door
    build(s, 2, "workers_guild", "barracks", "stockade")
    build(s, 0, "guard_tower")
    # copied, a guild counts around Olympia: Workers -> 1 brown card; Spies -> 2 red cards
    # (Olympia's own Guard Tower is not a neighbour's card)
    assert score(s, 0)["guilds"] == 2
    build(s, 2, "scientists_guild")
    build(s, 0, "apothecary", "workshop")  # a wild tablet completes a set: 3 + 7 = 10
    rows = score(s, 0)
    assert rows["science"] == 10 and rows["guilds"] == 0


def test_rome_a_recruits_for_free_and_rome_b_discounts() -> None:
    from bot.engine.wonders.city import leader_cost

    s = position(3, wonders=["rome", "giza", "rhodes"], sides="a", hands=[[], [], []], leaders=True)
    assert leader_cost(s, 0, "pericles") == 0 and leader_cost(s, 1, "pericles") == 6
    s.cities[0].side = "b"
    assert leader_cost(s, 0, "pericles") == 4 and leader_cost(s, 0, "croesus") == 0
    assert leader_cost(s, 1, "pericles") == 5 and leader_cost(s, 2, "sappho") == 0
    assert production(s, 0, tradable_only=False) == ((0,) * 7, ())


def test_babylon_b_seventh_card_shares_bilkis_with_the_sixth() -> None:
    s = position(
        3,
        wonders=["babylon", "giza", "rhodes"],
        sides="b",
        turn=6,
        coins=5,
        hands=[["workshop", "scriptorium"], IDLE, IDLE],
        leaders=True,
    )
    stages(s, 0, 2)
    s.cities[0].leaders = ["bilkis"]
    s, _ = act(s, 0, "card:workshop", "build")  # glass from the bank through Bilkis
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    # the 7th card would need Bilkis again: only the discard is left, and it plays itself
    assert "workshop" in s.cities[0].built and "scriptorium" in s.discard
    assert s.cities[0].coins == 5 - 1 + 3 and s.age == 2
