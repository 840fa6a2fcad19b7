"""Rules audit: each test pins a rule the first implementation got wrong (the source is named in
the docstring), on a hand-built position."""

from __future__ import annotations

from bot.engine.tta.economy import FOOD, RES, gain, lose
from tests.engine.tta.helpers import (
    act,
    legal,
    outcome,
    pending,
    position,
    r,
    res,
    result,
    reveal,
    run_task,
    tech,
    with_food,
)

# -- blue tokens: labs hold resources only with Bill Gates (tta.md §6.3) -----------------------


def test_gaining_resources_never_uses_labs_without_bill_gates() -> None:
    """§6.3: resources sit on mines; labs count only with Bill Gates. Without him a gain of 2
    must be two Bronze tokens, not one token on an Age II lab."""
    s = tech(position(), "ii-scientific_method")
    bank = s.civ.blue_bank
    gain(s.civ, RES, 2)
    assert s.civ.blue.get("ii-scientific_method", 0) == 0
    assert s.civ.blue.get("a-bronze", 0) == 2 and s.civ.blue_bank == bank - 2
    assert res(s) == 2


def test_bill_gates_labs_hold_resources_and_keep_them_after_he_leaves() -> None:
    """§6.3 (BGA): with Bill Gates a lab token is worth the lab's level; the tokens stay
    resources (spendable) after he has gone, but no new tokens go onto labs."""
    s = tech(position(age=3), "ii-scientific_method")
    s.civ.leader = "iii-bill_gates"
    gain(s.civ, RES, 2)
    assert s.civ.blue.get("ii-scientific_method", 0) == 1 and res(s) == 2
    s.civ.leader = None
    assert res(s) == 2
    gain(s.civ, RES, 2)
    assert s.civ.blue.get("ii-scientific_method", 0) == 1 and s.civ.blue.get("a-bronze") == 2


# -- Homer: one resource each turn for military units (tta-components.yaml a-homer) ---------------


def test_homer_gives_one_resource_each_turn_for_military_units() -> None:
    """Homer: 'Each turn you have 1 extra resource usable only for building or upgrading
    military units' (a pool of 1 per turn, §21.2)."""
    s = with_food(position(), resources=1)
    s.civ.leader = "a-homer"
    s.civ.unused = 2
    assert "build:a-warriors" in legal(s)  # Warriors cost 2: 1 own + Homer's 1
    s, _ = act(s, "build:a-warriors")
    assert res(s) == 0 and s.civ.workers["a-warriors"] == 2
    with_food(s, resources=1)
    assert "build:a-warriors" not in legal(s)  # Homer's resource is spent for this turn
    s, _ = act(s, "end")  # a new turn: Homer's resource is back
    lose(s.civ, RES, res(s) - 1)
    s.civ.unused = max(s.civ.unused, 1)
    assert pending(s) in ("actions", "politics") and "build:a-warriors" in legal(s)


def test_homer_resource_is_not_for_buildings() -> None:
    s = with_food(position(), resources=1)
    s.civ.leader = "a-homer"
    assert "build:a-bronze" not in legal(s)


# -- Patriotism's extra military action is not a hand-limit token (tta.md §7.5, §14) -----------


def test_patriotism_extra_action_does_not_raise_the_military_hand_limit() -> None:
    """§7.5.2: the military hand limit is the MA total of the civilization (BGA: the cards in
    play); Patriotism's extra MA is virtual (Handbook p.15): it draws a card, nothing more."""
    s = position()
    s.civ.hand = ["a-patriotism"]
    s.civ.military = ["i-rats", "i-foray", "i-legion"]
    s, _ = act(s, "play:a-patriotism")
    assert r(s).ma == 3  # usable this turn
    s, _ = act(s, "end")
    assert pending(s) == "discard_excess"  # limit 2, not 3
    s, events = act(s, "discard:i-rats")
    assert next(e for e in events if e.kind == "draw").data["n"] == 3  # it still draws


# -- special technologies (Handbook p.12, tta.md §8.8) -------------------------------------------


def test_a_lower_special_technology_may_be_developed_and_leaves_at_once() -> None:
    """§8.8: one special of each kind; the lower-level card leaves the game. Developing a lower
    one is legal (it is still 'developing a technology', e.g. for Einstein) and it is the new
    card that leaves."""
    s = tech(position(age=3), "ii-justice_system")
    s.civ.leader = "iii-albert_einstein"
    s.civ.hand = ["i-code_of_laws"]
    s.civ.science = 6
    ca, blue = r(s).ca, s.civ.blue_bank
    s, _ = act(s, "develop:i-code_of_laws")
    assert s.civ.specials == {"civil": "ii-justice_system"}
    assert s.civ.hand == [] and s.civ.science == 0 and s.civ.culture == 3
    assert r(s).ca == ca and s.civ.blue_bank == blue and s.civ.ca_used == 1


# -- Development of Civilization revolution (tta.md §11.3, BGA) ----------------------------------


def test_development_of_civilization_revolution_needs_all_civil_actions_unspent() -> None:
    """§11.3: a revolution needs all civil actions unspent; Development of Civilization only
    waives the civil action and takes 1 science off (BGA refuses it with a spent action)."""
    s = position()
    s.civ.hand = ["i-monarchy"]
    s.civ.science = 1
    s.civ.ca_used = 1
    reveal(s, "a-development_of_civilization")
    assert "revolt:i-monarchy" not in legal(s)
    s = position()
    s.civ.hand = ["i-monarchy"]
    s.civ.science = 1
    reveal(s, "a-development_of_civilization")
    assert "revolt:i-monarchy" in legal(s)
    s, _ = act(s, "revolt:i-monarchy")
    assert s.civ.government == "i-monarchy" and s.civ.science == 0
    assert r(s).ca - s.civ.ca_used == 0  # all civil actions used up


# -- a total that goes down removes spent actions first (tta.md §11.2) ---------------------------


def test_lower_civil_action_total_removes_spent_actions_first() -> None:
    """§11.2: 'If a total goes down, spent tokens are removed first.' Republic (7 CA, 4 spent
    after paying the change) to Fundamentalism (6 CA): 3 left, not 2."""
    s = tech(position(age=3), "ii-republic")
    s.civ.hand = ["iii-fundamentalism"]
    s.civ.science = 18
    s.civ.ca_used = 3
    s, _ = act(s, "develop:iii-fundamentalism")
    assert r(s).ca == 6 and r(s).ca - s.civ.ca_used == 3


def test_replacing_napoleon_removes_spent_military_actions_first() -> None:
    """§11.2 / BGA adjustPlayerActions: Napoleon's 2 MA leave with him; the 2 spent ones go."""
    s = position(age=2)
    s.civ.leader = "ii-napoleon_bonaparte"
    s.civ.leader_ages = [2]
    s.civ.hand = ["ii-isaac_newton"]
    s.civ.ma_used = 2
    assert r(s).ma == 4
    s, _ = act(s, "leader:ii-isaac_newton")
    assert r(s).ma == 2 and r(s).ma - s.civ.ma_used == 2


# -- the barbarian game is won by surviving (rule 33, B-D26) -----------------------------------


def test_surviving_the_barbarians_is_a_win_below_180() -> None:
    """Rule 33 / B-D26: stronger than every barbarian after rule 32 = 'your empire has
    succeeded'; 180/200 (rule 35) grade the score, they are not a second win condition."""
    s = tech(position("barbarians", age=4), "iii-tanks", workers=1)
    s.stack = []
    s.civ.culture = 100
    run_task(s, "final_scoring")
    out = outcome(s)
    assert result(s)["survived"] and result(s)["won"]
    assert out.winners == frozenset({0}) and "180" in out.reason


def test_food_gain_unchanged_by_the_lab_fix() -> None:
    s = tech(position(), "i-irrigation")
    gain(s.civ, FOOD, 3)
    assert s.civ.blue == {"i-irrigation": 1, "a-agriculture": 1}


def test_homer_cannot_be_tucked_under_a_ravaged_wonder() -> None:
    """§13.2 / BGA: Homer goes under a completed wonder whose effects count; a wonder turned
    face down by Ravages of Time has none, so with only such a wonder the CA comes back."""
    s = position(age=2)
    s.civ.leader = "a-homer"
    s.civ.wonders = ["a-hanging_gardens"]
    s.civ.ravaged = ["a-hanging_gardens"]
    s.civ.hand = ["ii-james_cook"]
    s, _ = act(s, "leader:ii-james_cook")
    assert pending(s) == "actions" and s.civ.ca_used == 0 and s.civ.homer_wonder is None
