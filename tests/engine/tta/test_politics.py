"""Leader powers used in politics, colonies and every aggression against the player
(tta.md §13, §15, §16; A-5.2 / A-D12; B-D6)."""

from __future__ import annotations

import pytest

from bot.engine.tta.attacks import suffer
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.context import Ctx
from bot.engine.tta.state import ask
from tests.engine.tta.helpers import (
    act,
    food,
    legal,
    pending,
    position,
    r,
    res,
    reveal,
    run_task,
    tech,
    with_food,
)

CARDS = catalogue()


def politics(s):
    s.stack.append(ask("politics"))
    return s


def test_alexander_leaves_for_a_yellow_token() -> None:
    s = politics(position())
    s.civ.leader = "a-alexander_the_great"
    s, _ = act(s, "alexander")
    assert s.civ.leader is None and s.civ.yellow_bank == 19 and pending(s) == "actions"


@pytest.mark.parametrize(
    ("territory", "check"),
    [
        (
            "i-developed_territory",
            lambda s: s.civ.science == 3 and s.civ.yellow_bank == 19 and s.civ.blue_bank == 17,
        ),
        ("ii-developed_territory", lambda s: s.civ.science == 5 and s.civ.yellow_bank == 20),
        ("i-historic_territory", lambda s: s.civ.culture == 6 and r(s).happy == 1),
        ("ii-historic_territory", lambda s: s.civ.culture == 11 and r(s).happy == 2),
        ("i-inhabited_territory", lambda s: s.civ.unused == 2 and s.civ.yellow_bank == 19),
        ("ii-inhabited_territory", lambda s: s.civ.unused == 3 and s.civ.yellow_bank == 19),
        ("i-strategic_territory", lambda s: len(s.civ.military) == 3 and r(s).strength == 3),
        ("ii-strategic_territory", lambda s: len(s.civ.military) == 5 and r(s).strength == 5),
        ("i-vast_territory", lambda s: food(s) == 3 and s.civ.yellow_bank == 21),
        ("ii-vast_territory", lambda s: food(s) == 4 and s.civ.yellow_bank == 22),
        ("i-wealthy_territory", lambda s: res(s) == 5),
        ("ii-wealthy_territory", lambda s: res(s) == 9),
    ],
)
def test_columbus_colonizes_each_territory_from_hand(territory: str, check) -> None:
    s = politics(position(age=2))
    s.civ.leader = "i-christopher_columbus"
    s.civ.military = [territory]
    s, _ = act(s, f"columbus:{territory}")
    assert s.civ.colonies == [territory] and s.civ.leader is None
    assert s.civ.workers["a-warriors"] == 1  # no units sacrificed
    assert check(s)


def test_every_territory_is_covered() -> None:
    territories = {c.id for c in CARDS.values() if c.kind is Kind.TERRITORY}
    assert len(territories) == 12


def test_james_cook_discards_cards_for_colonization() -> None:
    s = tech(position(age=2), "i-swordsmen", workers=1)
    s.civ.leader = "ii-james_cook"
    s.civ.military = ["ii-spy", "ii-raid", "ii-military_bonus"]
    s.civ.specials["colonization"] = "i-cartography"
    reveal(s, "ii-wealthy_territory")  # force 8 needed (A-3.5a)
    s, _ = act(s, "colonize")
    s, _ = act(s, "send:i-swordsmen")  # 2 + Cartography 2
    s, _ = act(s, "bonus:ii-military_bonus")  # +2
    assert "done" not in legal(s)
    s, _ = act(s, "cook:ii-raid")
    assert "cook:ii-spy" in legal(s)
    s, _ = act(s, "cook:ii-spy")
    s, _ = act(s, "done")
    assert s.civ.colonies == ["ii-wealthy_territory"] and s.civ.military == []


def test_colonizing_sacrifices_units_to_the_yellow_bank_with_their_armies() -> None:
    from bot.engine.tta.force import force

    s = tech(position(), "i-swordsmen", workers=2)
    s.civ.tactic = "i-fighting_band"
    assert force(s, ["i-swordsmen", "i-swordsmen"], [], []) == 2 + 2 + 1


def test_genghis_khan_scores_when_strongest() -> None:
    s = position()
    s.civ.leader = "i-genghis_khan"
    s, _ = act(s, "end")
    assert s.civ.culture == 3  # tied with the dummy on the player's turn: the stronger
    s.civ.culture = 0
    assert s.dummy is not None
    s.dummy.strength = 9
    s, _ = act(s, "end")
    assert s.civ.culture == 0


def test_taj_mahal_adds_a_blue_token_when_completed() -> None:
    s = with_food(position(), resources=2)
    s.civ.wonder = "i-taj_mahal"
    s.civ.stages_built = 2
    before = s.civ.blue_bank
    s, _ = act(s, "wonder:1")
    assert s.civ.blue_bank == before + 2 + 2 + 1  # paid tokens, stage tokens back, +1 box


def test_transcontinental_railroad_produces_an_extra_token_on_the_best_mine() -> None:
    from bot.engine.tta import economy

    s = tech(position(), "i-iron", workers=1)
    s.civ.wonders = ["ii-transcontinental_railroad"]
    assert economy.produce(s.civ, economy.RES) == 2 + 2 + 2
    assert s.civ.blue == {"i-iron": 2, "a-bronze": 2}


# -- every aggression against the player -----------------------------------------------------


def dummy_attack(cid: str, age: int = 2):
    s = with_food(position(age=age), food=4, resources=4)
    s.civ.culture = 10
    s.civ.science = 10
    s.civ.leader = "a-moses"
    s.civ.wonder = "i-great_wall"
    s.civ.colonies = ["i-historic_territory", "i-wealthy_territory"]
    s.civ.blue_bank += 3
    tech(s, "i-drama", workers=1)
    ctx = Ctx(s)
    suffer(ctx, CARDS[cid], barbarian=False)
    return s


def test_enslave_takes_an_unused_worker() -> None:
    s = dummy_attack("i-enslave")
    assert s.civ.unused == 0


def test_plunder_the_player_chooses_the_mix() -> None:
    s = dummy_attack("ii-plunder")
    assert pending(s) == "mix" and legal(s) == ["mix:1", "mix:2", "mix:3", "mix:4"]
    s, _ = act(s, "mix:4")
    assert (food(s), res(s)) == (0, 3)


def test_raid_i_the_player_chooses_one_building() -> None:
    s = dummy_attack("i-raid")
    assert pending(s) == "destroy"
    assert set(legal(s)) == {"destroy:a-philosophy", "destroy:i-drama"}


def test_spy_and_armed_intervention() -> None:
    assert dummy_attack("ii-spy").civ.science == 5
    assert dummy_attack("iii-armed_intervention", age=3).civ.culture == 3


def test_annex_and_infiltrate_let_the_player_choose() -> None:
    s = dummy_attack("ii-annex")
    assert pending(s) == "lose_colony"
    s, _ = act(s, "colony:i-wealthy_territory")
    assert s.civ.colonies == ["i-historic_territory"] and s.civ.blue_bank == 16 - 4 - 4 + 0
    s = dummy_attack("ii-infiltrate")
    assert pending(s) == "infiltrated"
    s, _ = act(s, "remove:wonder")
    assert s.civ.wonder is None and s.civ.leader == "a-moses"


def test_barbarian_plunder_takes_food_first() -> None:
    s = with_food(position("barbarians", age=2), food=3, resources=4)
    suffer(Ctx(s), CARDS["ii-plunder"], barbarian=True)
    assert (food(s), res(s)) == (0, 2)


def test_barbarian_enslave_takes_the_highest_building_without_unused_workers() -> None:
    s = tech(position("barbarians", age=2), "i-drama", workers=1)
    s.civ.unused = 0
    suffer(Ctx(s), CARDS["i-enslave"], barbarian=True)
    assert "i-drama" not in s.civ.workers and s.civ.unused == 0


def test_dummy_aggression_without_military_cards_resolves_at_once() -> None:
    s = with_food(position(age=2), food=5)
    assert s.dummy is not None
    s.dummy.strength = 9
    s.dummy.decks["attacks"] = ["ii-spy"]
    s.civ.science = 3
    run_task(s, "dummy_politics")
    assert s.civ.science == 0 and pending(s) == "actions"
