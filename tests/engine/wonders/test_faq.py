"""The official Leaders FAQ (rules reference §13.9) and the engine decisions (§16) that need
a position of their own."""

from __future__ import annotations

from bot.engine.wonders import RULES
from bot.engine.wonders.costs import build_plans
from bot.engine.wonders.payment import Plan
from bot.engine.wonders.state import FREE_CITY, Phase
from tests.engine.wonders.helpers import (
    act,
    build,
    position,
    recruit_phase,
    score,
    stages,
    tokens,
)

IDLE = ["altar", "theater"]


def test_faq_halicarnassus_picks_before_solomon_recruited_the_same_turn() -> None:
    s = position(
        3,
        wonders=["halicarnassus", "giza", "rhodes"],
        hands=[[], [], []],
        coins=6,
        leaders=True,
        phase=Phase.RECRUIT,
    )
    recruit_phase(s, [["sappho"], ["solomon"], ["zenobia"]])
    stages(s, 0, 1)
    build(s, 0, "ore_vein", "foundry")
    s.discard = ["baths"]
    s, _ = act(s, 0, "leader:sappho", "wonder", "pay:0:0:0")  # own ore (Rhodes sells ore too)
    s, _ = act(s, 1, "leader:solomon", "recruit")
    s, _ = act(s, 2, "leader:zenobia", "discard")
    assert [d.kind for d in s.stack] == ["solomon", "halicarnassus"]  # top: Halicarnassus
    s, _events = act(s, 0, "from_discard:baths")
    assert "baths" in s.cities[0].built and "baths" not in s.cities[1].built
    assert not s.stack and s.phase == Phase.PLAY  # Solomon found nothing left


def test_faq_hiram_does_not_count_olympia_b_copied_guild() -> None:
    s = position(
        3, wonders=["olympia", "giza", "rhodes"], sides="b", hands=[[], [], []], leaders=True
    )
    stages(s, 0, 3)
    build(s, 1, "workers_guild", "lumber_yard", "clay_pool")
    s.cities[0].leaders = ["hiram", "plato"]
    rows = score(s, 0)
    assert rows["guilds"] == 2  # the copied Workers Guild counts Giza's 2 brown cards
    build(s, 2, "ore_vein")
    rows = score(s, 0)
    assert rows["guilds"] == 3 and rows["leaders"] == 0  # neither Hiram nor Plato see it


def test_faq_courtesans_copy_is_not_a_leader_for_the_diplomats_guild() -> None:
    s = position(3, hands=[[], [], []], leaders=True)
    build(s, 0, "diplomats_guild")
    s.cities[1].courtesan = "zenobia"
    s.cities[2].leaders = ["zenobia"]
    assert score(s, 0)["guilds"] == 1


def test_faq_plato_counts_complete_sets_only() -> None:
    s = position(3, hands=[[], [], []], leaders=True)
    build(
        s,
        0,
        "lumber_yard",
        "loom_1",
        "altar",
        "tavern",
        "stockade",
        "apothecary",
        "spies_guild",
        "ore_vein",
    )
    s.cities[0].leaders = ["plato"]
    assert score(s, 0)["leaders"] == 7


def test_d14_vitruvius_pays_for_chains_only_not_for_olympia() -> None:
    s = position(
        3,
        wonders=["olympia", "giza", "rhodes"],
        hands=[["statue"], IDLE, IDLE],
        age=2,
        coins=0,
        leaders=True,
    )
    stages(s, 0, 2)
    s.cities[0].leaders = ["vitruvius"]
    assert build_plans(s, 0, "statue") == [Plan(free="olympia")]
    s, _ = act(s, 0, "card:statue", "build")
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    assert s.cities[0].coins == 0


def test_d15_xenophon_pays_for_a_yellow_card_built_from_the_discard_pile() -> None:
    s = position(3, hands=[[], [], []], coins=0, leaders=True, phase=Phase.RECRUIT)
    recruit_phase(s, [["solomon"], ["sappho"], ["zenobia"]])
    s.cities[0].leaders = ["xenophon", "maecenas"]
    s.discard = ["tavern"]
    s, _ = act(s, 0, "leader:solomon", "recruit")
    s, _ = act(s, 1, "leader:sappho", "discard")
    s, _ = act(s, 2, "leader:zenobia", "discard")
    assert tokens(s, 0) == ["from_discard:tavern", "skip"]
    s, _ = act(s, 0, "from_discard:tavern")
    assert s.cities[0].coins == 5 + 2


def test_d17_bilkis_in_a_recruitment_turn() -> None:
    s = position(3, hands=[[], [], []], coins=2, leaders=True, phase=Phase.RECRUIT)
    recruit_phase(s, [["sappho"], ["zenobia"], ["nero"]])
    s.cities[0].leaders = ["bilkis"]
    # Giza A stage 1: 2 stone; Giza makes 1, Bilkis buys the other from the bank
    s, _ = act(s, 0, "leader:sappho")
    assert "wonder:sappho" in tokens(s, 0)
    s, _ = act(s, 0, "wonder")
    s, _ = act(s, 1, "leader:zenobia", "discard")
    s, _ = act(s, 2, "leader:nero", "discard")
    assert s.cities[0].stages == 1 and s.cities[0].coins == 1


def test_d21_free_city_rome_b_gives_coins_but_no_leaders() -> None:
    from bot.engine.core import Event
    from bot.engine.wonders.actions import stage_effects
    from bot.engine.wonders.city import leader_cost

    s = position(
        2,
        wonders=["giza", "ephesus", "rome"],
        sides="b",
        hands=[["altar"], []],
        fc_pile=["baths"],
        leaders=True,
    )
    s.cities[FREE_CITY].stages = 1
    events: list[Event] = []
    assert stage_effects(s, 0, FREE_CITY, events) == 5 and not events and not s.stack
    assert leader_cost(s, 0, "caesar") == 4  # its neighbours still get the -1


def test_d22_free_city_babylon_b_plays_the_last_card_of_its_pile() -> None:
    s = position(
        2,
        wonders=["giza", "ephesus", "babylon"],
        sides="b",
        hands=[["altar", "theater"], ["altar", "pawnshop"]],
        fc_pile=["tavern", "stone_pit"],
        turn=6,
    )
    s.cities[FREE_CITY].stages = 2
    build(s, FREE_CITY, "brickyard", "press_1")  # stage 3: 3 clay + papyrus
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 1, "card:tavern", "build")
    s, _ = act(s, 0, "card:altar", "build")
    assert s.stack[-1].kind == "seventh" and s.stack[-1].seat == 1  # turn-6 holder decides
    # Free City rule: no discard when it can build
    assert tokens(s, 1) == ["build:stone_pit", "wonder:stone_pit"]
    s, _ = act(s, 1, "wonder", "pay:0:0:0")  # its own clay and papyrus (Ephesus sells papyrus)
    assert s.cities[FREE_CITY].stages == 3 and s.age == 2
    # with a single possibility the Free City's 7th card plays itself
    s = position(
        2,
        wonders=["giza", "ephesus", "babylon"],
        sides="b",
        hands=[["altar", "theater"], ["altar", "pawnshop"]],
        fc_pile=["tavern", "stone_pit"],
        turn=6,
    )
    s.cities[FREE_CITY].stages = 2
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 1, "card:tavern", "build")
    s, _events = act(s, 0, "card:altar", "build")
    assert "stone_pit" in s.cities[FREE_CITY].built and s.age == 2


def test_d35_buying_from_the_free_city_pays_hatshepsut() -> None:
    s = position(
        2,
        wonders=["giza", "ephesus", "rhodes"],
        hands=[["altar", "theater"], ["barracks", "altar"]],
        fc_pile=["baths", "loom_1"],
        coins=3,
        leaders=True,
    )
    s.cities[1].leaders = ["hatshepsut"]
    s, _ = act(s, 1, "card:barracks", "build")  # ore from the Free City (Rhodes)
    s, _ = act(s, 0, "card:altar", "build")
    s, _ = act(s, 0, "card:baths", "build")
    assert s.cities[1].coins == 3 - 2 + 1 and s.cities[FREE_CITY].coins == 3 - 2 + 2
    assert RULES.to_move(s) == {0, 1}


def test_d9_olympia_b_copying_the_courtesans_guild_scores_a_neighbours_leader() -> None:
    s = position(
        3, wonders=["olympia", "giza", "rhodes"], sides="b", hands=[[], [], []], leaders=True
    )
    stages(s, 0, 3)
    build(s, 1, "courtesans_guild")
    s.cities[1].leaders = ["caesar"]  # ongoing: not an end-of-game score, nothing copied
    assert score(s, 0)["guilds"] == 0
    s.cities[2].leaders = ["cleopatra"]
    assert score(s, 0)["guilds"] == 5
    from bot.engine.wonders.city import shields

    assert shields(s, 0) == 0  # no ongoing ability comes with the copy
