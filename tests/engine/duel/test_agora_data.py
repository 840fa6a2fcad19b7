"""data/duel/agora.json and the Senators against the rules reference (duel.md Part B)."""

from __future__ import annotations

import json
from collections import Counter

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import DUEL_DATA, catalog
from bot.engine.duel.conspiracies import POSSIBLE, STEPS
from bot.engine.duel.expansions import AGORA

IMMEDIATE, MILITARY, ON_SELECT = AGORA.immediate, AGORA.military, AGORA.on_select

# every lasting decree effect and the code that reads it
DECREE_EFFECTS = {
    "coins_on_construct",
    "ignore_symbol",
    "discount",
    "control_shield",
    "trade_discount",
    "senate_bonus",
    "discard_bonus",
    "opponent_chains",
    "conspirator_play_again",
}


def test_the_file_names_its_source() -> None:
    assert "_source" in json.loads((DUEL_DATA / "agora.json").read_text())


def test_thirteen_senators_seven_politicians_by_section_and_six_conspirators() -> None:
    senators = [c for c in catalog().cards.values() if c.deck == "senator"]
    assert len(senators) == 13
    assert all(
        c.color is None and c.vp == 0 and c.cost.free and c.chain_gives is None for c in senators
    )
    sections = Counter(e.get("section") for c in senators for e in c.of("politician"))
    assert sections == {"left": 2, "middle": 3, "right": 2}
    assert sum(1 for c in senators if c.has("conspirator")) == 6
    assert {"politician", "conspirator"} <= set(IMMEDIATE)


def test_senate_board() -> None:
    a = agora()
    assert [c.vp for c in a.chambers] == [1, 2, 3, 3, 2, 1]
    assert [c.decree_face_up for c in a.chambers] == [True, False] * 3
    assert a.sections == {"left": (0, 1), "middle": (2, 3), "right": (4, 5)}
    assert a.adjacent == {0: (1,), 1: (0, 2), 2: (1, 3), 3: (2, 4), 4: (3, 5), 5: (4,)}
    assert [a.senate_actions(n) for n in range(7)] == [1, 1, 2, 2, 3, 3, 3]
    assert a.constants["senators_per_age"] == {"1": 5, "2": 5, "3": 3}
    assert (a.cubes, a.constants["decrees_in_play"], a.constants["conspire_draw"]) == (12, 6, 2)


def test_sixteen_decrees_each_with_known_effects() -> None:
    a = agora()
    assert len(a.decrees) == 16
    assert {e.kind for d in a.decrees.values() for e in d.effects} == DECREE_EFFECTS
    colours = Counter(
        e.get("target")
        for d in a.decrees.values()
        for e in d.effects
        if e.kind == "coins_on_construct"
    )
    assert colours == {"blue": 1, "green": 1, "yellow": 1, "red": 1, "wonder": 1}
    ignore = sorted(
        e.get("color") for d in a.decrees.values() for e in d.effects if e.kind == "ignore_symbol"
    )
    assert ignore == ["green", "red", "yellow"]
    assert len({d.name for d in a.decrees.values()}) == 16


def test_sixteen_conspiracies_with_handled_steps() -> None:
    a = agora()
    assert len(a.conspiracies) == 16
    steps = {e.kind for c in a.conspiracies.values() for e in c.steps}
    assert steps == set(STEPS) == set(POSSIBLE)
    bonus = sorted(c.id for c in a.conspiracies.values() if c.bonus_move)
    assert bonus == [
        "blackmail",
        "coercion",
        "expropriation",
        "extortion",
        "insider_influence",
        "swindle",
        "turn_of_events",
    ]
    # Political Maneuver's own optional move is the eighth move icon
    assert [e.kind for e in a.conspiracies["political_maneuver"].steps] == [
        "place_any",
        "remove_opponent",
        "move_optional",
    ]


def test_agora_wonders_tokens_and_military_tokens_have_handlers() -> None:
    cat = catalog()
    for w in ("curia_julia", "knossos"):
        assert all(e.kind in IMMEDIATE for e in cat.wonders[w].effects)
        assert all(e.kind in ON_SELECT for e in cat.wonders[w].on_select)
    assert all(
        e.kind in IMMEDIATE
        for t in ("corruption", "organized_crime")
        for e in cat.tokens[t].effects
    )
    for slot in ("small", "large"):
        assert all(e.kind in MILITARY for e in cat.military_tokens[("agora", slot)].effects)
    assert cat.wonders["knossos"].vp == 3 and cat.wonders["curia_julia"].vp == 0
