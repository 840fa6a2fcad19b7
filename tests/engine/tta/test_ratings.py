"""Ratings from cards in play (tta.md §7.1, §11.4, §12, §13, §20): every leader, wonder,
government, special technology and colony effect on the tracks."""

from __future__ import annotations

from bot.engine.tta.armies import form_armies
from bot.engine.tta.cards import card
from tests.engine.tta.helpers import position, r, tech


def test_starting_ratings() -> None:
    x = r(position())
    assert (x.culture, x.science, x.strength, x.happy, x.ca, x.ma, x.urban_limit) == (
        0,
        1,
        1,
        0,
        4,
        2,
        2,
    )


def test_governments_table_values_in_play() -> None:
    s = position()
    for gov, (ca, ma, limit, cult, happy, strength, sci) in {
        "i-theocracy": (4, 3, 3, 1, 1, 2, 1),
        "iii-communism": (7, 5, 4, 0, 0, 1, 1),
        "iii-fundamentalism": (6, 5, 4, 0, 0, 6, 0),
        "iii-democracy": (7, 3, 4, 3, 0, 1, 1),
    }.items():
        s.civ.government = gov
        x = r(s)
        assert (x.ca, x.ma, x.urban_limit, x.culture, x.happy, x.strength, x.science) == (
            ca,
            ma,
            limit,
            cult,
            happy,
            strength,
            sci,
        ), gov


def test_special_technologies() -> None:
    s = position()
    for cid in ("i-warfare", "ii-navigation", "iii-civil_service"):
        tech(s, cid)
    x = r(s)
    assert (x.ma, x.strength, x.colonization, x.ca) == (3, 1 + 1 + 2, 3, 6)


def test_urban_outputs_per_worker() -> None:
    s = tech(
        tech(tech(position(), "i-drama", workers=1), "i-bread_and_circuses", workers=2),
        "i-printing_press",
        workers=1,
    )
    x = r(s)
    assert (x.culture, x.science, x.happy, x.strength) == (2 + 1, 1 + 1, 1 + 4, 1 + 2)


def test_alexander_great_wall_napoleon() -> None:
    s = tech(tech(position(), "i-knights", workers=1), "ii-cannon", workers=1)
    base = r(s).strength  # 1 + 2 + 3
    assert base == 6
    s.civ.leader = "a-alexander_the_great"
    assert r(s).strength == base + 3
    s.civ.leader = "ii-napoleon_bonaparte"
    assert r(s).strength == base + 3 * 2 and r(s).ma == 4
    s.civ.leader = None
    s.civ.wonders = ["i-great_wall"]
    assert r(s).strength == base + 2 and r(s).culture == 1 and r(s).happy == 1


def test_joan_of_arc_strength_from_temples_and_government() -> None:
    s = tech(position(), "a-religion", workers=2)
    s.civ.government = "i-theocracy"
    s.civ.leader = "i-joan_of_arc"
    x = r(s)
    assert x.strength == 1 + 1 + 2 + 1 and x.culture == 2 + 1 + 1 and x.ma == 4


def test_st_peters_basilica_adds_a_face_per_source() -> None:
    s = tech(position(), "a-religion", workers=2)
    s.civ.wonders = ["i-st_peters_basilica", "a-hanging_gardens"]
    # temples 2x(1+1) + St Peter's 1 + Hanging Gardens 2+1
    assert r(s).happy == 8


def test_michelangelo_culture_per_happy_face() -> None:
    s = tech(tech(position(), "a-religion", workers=1), "i-drama", workers=1)
    s.civ.wonders = ["a-hanging_gardens"]
    s.civ.leader = "i-michelangelo"
    # temple 1 + theater 2 + wonder 1, plus faces: temple 1 + theater 1 + wonder 2
    assert r(s).culture == 4 + 4


def test_bach_shakespeare_chaplin() -> None:
    s = tech(tech(position(), "i-drama", workers=2), "i-printing_press", workers=1)
    base = r(s).culture  # 4 + 1
    s.civ.leader = "ii-js_bach"
    assert r(s).culture == base + 2
    s.civ.leader = "ii-william_shakespeare"
    assert r(s).culture == base + 2 and r(s).happy == 2 + 1
    s.civ.leader = "iii-charlie_chaplin"
    assert r(s).culture == base + 2 and r(s).happy == 2 + 2


def test_best_lab_or_library_leaders_and_sid_meier() -> None:
    s = tech(tech(position(), "iii-computers", workers=2), "i-printing_press", workers=1)
    base = r(s).science  # 1 + 10 + 1
    for leader in ("i-leonardo_da_vinci", "ii-isaac_newton", "iii-albert_einstein"):
        s.civ.leader = leader
        assert r(s).science == base + 3, leader
    s.civ.leader = "iii-sid_meier"
    x = r(s)
    assert x.science == base - 3 and x.culture == 1 + 6  # tta.md §20 example: 8 sci, 6 cult


def test_bill_gates_lab_resources() -> None:
    s = tech(position(), "ii-scientific_method", workers=2)
    s.civ.leader = "iii-bill_gates"
    assert r(s).lab_resources == 4


def test_transcontinental_railroad_doubles_one_best_mine_worker() -> None:
    s = tech(position(), "i-iron", workers=2)
    s.civ.wonders = ["ii-transcontinental_railroad"]
    x = r(s)
    assert x.resources == 2 + 4 + 2 and x.strength == 5


def test_james_cook_culture_by_variant() -> None:
    s = position()
    s.civ.leader = "ii-james_cook"
    s.civ.colonies = ["i-historic_territory", "ii-historic_territory"]
    assert r(s).culture == 3 and r(s).happy == 3  # first colony +2, next +1
    b = position("barbarians")
    b.civ.leader = "ii-james_cook"
    b.civ.colonies = ["i-historic_territory", "ii-historic_territory"]
    assert r(b).culture == 2  # B-D15: +1 per colony


def test_wonders_permanent_effects() -> None:
    s = position()
    s.civ.wonders = [
        "a-colossus",
        "a-library_of_alexandria",
        "i-universitas_carolina",
        "ii-eiffel_tower",
        "ii-kremlin",
        "i-taj_mahal",
    ]
    x = r(s)
    assert x.strength == 3 and x.colonization == 1
    assert x.science == 1 + 1 + 2
    assert x.culture == 1 + 1 + 4 + 2 + 3
    assert x.happy == 1 - 1 and x.ca == 5 and x.ma == 3


def test_ravaged_wonder_loses_effects_and_gives_two_culture() -> None:
    s = position()
    s.civ.wonders = ["a-hanging_gardens"]
    s.civ.ravaged = ["a-hanging_gardens"]
    x = r(s)
    assert x.culture == 2 and x.happy == 0


def test_colonies_permanent_effects() -> None:
    s = position()
    s.civ.colonies = ["i-strategic_territory", "ii-historic_territory"]
    x = r(s)
    assert x.strength == 1 + 2 and x.happy == 2


def test_happiness_is_clamped_to_eight() -> None:
    s = tech(position(), "ii-team_sports", workers=3)
    s.civ.government = "iii-communism"
    assert r(s).happy == 8


def test_tactic_armies_with_outdated_units_and_air_forces() -> None:
    t = card("ii-classic_army")
    units = [
        ("infantry", 2),
        ("infantry", 2),
        ("cavalry", 2),
        ("cavalry", 2),
        ("infantry", 0),
        ("infantry", 0),
        ("cavalry", 0),
        ("cavalry", 1),
    ]
    a = form_armies(units, t)
    assert (a.current, a.outdated, a.bonus) == (1, 1, 8 + 4)
    a = form_armies([*units, ("air_force", 3)], t)
    assert a.doubled == 1 and a.bonus == 16 + 4


def test_genghis_khan_infantry_fill_cavalry_slots() -> None:
    units = [("infantry", 1)] * 3
    assert form_armies(units, card("i-heavy_cavalry")).bonus == 0
    assert form_armies(units, card("i-heavy_cavalry"), genghis=True).bonus == 4


def test_tactic_in_play_adds_to_strength() -> None:
    s = tech(position(), "a-warriors", workers=1)  # two Warriors now
    s.civ.tactic = "i-fighting_band"
    assert r(s).strength == 2 + 1
    assert r(s).armies.current == 1
