"""Data and geometry: counts, unique ids and cross references against the rules reference."""

from __future__ import annotations

import json
from collections import Counter

from bot.engine.catan.board import board
from bot.engine.catan.data import KINDS, TRACKS, catalogue
from bot.engine.catan.island import red_adjacent
from bot.paths import DATA_DIR


def _json(name: str) -> dict:
    return json.loads((DATA_DIR / "catan" / f"{name}.json").read_text())


def test_geometry_counts_and_adjacency() -> None:
    b = board()
    assert (len(b.hexes), len(b.vertices), len(b.edges)) == (19, 54, 72)
    assert len(set(b.vertices)) == 54 and len(set(b.edges)) == 72
    sizes = Counter(len(h) for h in b.vertex_hexes)
    assert sizes == {3: 24, 2: 12, 1: 18}  # inland, coastal with 2 land hexes, with 1
    assert len(b.coastal_edges) == 30
    assert all(len(ring) == 6 and len(set(ring)) == 6 for ring in b.hex_vertices)
    for v, ns in enumerate(b.vertex_neighbours):
        assert 2 <= len(ns) <= 3
        for n in ns:
            assert v in b.vertex_neighbours[n]
            assert b.edge_between[(v, n)] in b.vertex_edges[v]
    for e, (x, y) in enumerate(b.edge_vertices):
        assert e in b.vertex_edges[x] and e in b.vertex_edges[y]
    # the centre hex touches six hexes, a corner hex three
    assert len(b.hex_neighbours[9]) == 6 and len(b.hex_neighbours[0]) == 3


def test_ids_run_in_reading_order() -> None:
    b = board()
    ys = [round(y, 6) for _, y in b.vertex_xy]
    assert ys == sorted(ys)
    assert b.hexes[0] == (0, -2) and b.hexes[9] == (0, 0) and b.hexes[18] == (0, 2)


def test_harbors_are_nine_coastal_edges_sharing_no_vertex() -> None:
    b = board()
    assert [h.spot for h in b.harbors] == list(range(1, 10))
    used: set[int] = set()
    for h in b.harbors:
        assert h.edge in b.coastal_edges
        assert set(b.edge_vertices[h.edge]) == set(h.vertices)
        assert not used & set(h.vertices)
        used |= set(h.vertices)
        assert h.hex in b.vertex_hexes[h.vertices[0]]


def test_board_file_numbers_match_the_rules_reference() -> None:
    raw = _json("board")
    assert raw["terrain_counts"] == {
        "forest": 4,
        "pasture": 4,
        "fields": 4,
        "hills": 3,
        "mountains": 3,
        "desert": 1,
    }
    tokens = {int(k): v for k, v in raw["number_token_counts"].items()}
    assert tokens == {2: 1, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 2, 10: 2, 11: 2, 12: 1}
    assert sum(raw["harbor_counts"].values()) == 9 and raw["harbor_counts"]["generic_3to1"] == 4
    beginner = raw["beginner"]
    assert Counter(t for t, _ in beginner["hexes"]) == Counter(raw["terrain_counts"])
    assert Counter(n for _, n in beginner["hexes"] if n) == Counter(tokens)
    assert Counter(beginner["harbors"]) == Counter(raw["harbor_counts"])
    assert beginner["hexes"][beginner["robber"]][0] == "desert"
    assert not red_adjacent([n for _, n in beginner["hexes"]], raw["red_numbers"])
    assert raw["spiral_values"][:3] == [5, 2, 6] and len(raw["spiral_values"]) == 18
    assert "".join(raw["spiral_letters"]) == "ABCDEFGHIJKLMNOPQR"
    assert Counter(raw["spiral_values"]) == Counter(tokens)
    # the 6 start corners are every other hex of the outer ring, counter-clockwise from (0,-2)
    assert raw["spiral_start_corners"] == raw["spiral_outer_ring"][::2]
    assert sorted(
        map(tuple, raw["spiral_outer_ring"] + raw["spiral_inner_ring"] + [raw["spiral_centre"]])
    ) == sorted(map(tuple, raw["hexes"]))


def test_rules_numbers() -> None:
    cat = catalogue()
    base, ck = cat.raw["base"], cat.raw["ck"]
    assert base["victory_points_to_win"] == 10 and ck["victory_points_to_win"] == 13
    assert cat.cost("road") == (1, 1, 0, 0, 0, 0, 0, 0)
    assert cat.cost("settlement") == (1, 1, 1, 1, 0, 0, 0, 0)
    assert cat.cost("city") == (0, 0, 0, 2, 3, 0, 0, 0)
    assert cat.cost("development_card") == (0, 0, 1, 1, 1, 0, 0, 0)
    assert cat.cost("knight") == cat.cost("promote") == (0, 0, 1, 0, 1, 0, 0, 0)
    assert cat.cost("activate") == (0, 0, 0, 1, 0, 0, 0, 0)
    assert cat.cost("wall") == (2, 0, 0, 0, 0, 0, 0, 0)
    assert base["pieces"] == {"roads": 15, "settlements": 5, "cities": 4}
    assert cat.raw["bank_resources_each"] == 19
    assert {k: v["count"] for k, v in ck["commodities"].items()} == {
        "paper": 12,
        "cloth": 12,
        "coin": 12,
    }
    assert ck["barbarian_steps"] == 7 and ck["progress_hand_limit"] == 4
    assert ck["progress_draw_max_red"] == {"0": 0, "1": 2, "2": 3, "3": 4, "4": 5, "5": 6}
    for track, commodity, colour in (
        ("trade", "cloth", "yellow"),
        ("politics", "coin", "blue"),
        ("science", "paper", "green"),
    ):
        info = ck["tracks"][track]
        assert info["commodity"] == commodity and info["colour"] == colour
        assert info["level_costs"] == [1, 2, 3, 4, 5]
        assert commodity in KINDS
    assert ck["event_die"].count("ship") == 3


def test_card_catalogue() -> None:
    cat = catalogue()
    dev = {c.id: c.count for c in cat.development.values()}
    assert dev == {
        "knight": 14,
        "victory_point": 5,
        "road_building": 2,
        "year_of_plenty": 2,
        "monopoly": 2,
    }
    decks = {t: {c.id: c.count for c in cat.progress.values() if c.deck == t} for t in TRACKS}
    assert {t: sum(d.values()) for t, d in decks.items()} == {t: 18 for t in TRACKS}
    # the rules reference's colours (the players' Vietnamese source rotates them)
    assert decks["science"] == {
        "alchemist": 2,
        "crane": 2,
        "engineer": 1,
        "inventor": 2,
        "irrigation": 2,
        "medicine": 2,
        "mining": 2,
        "printer": 1,
        "road_building": 2,
        "smith": 2,
    }
    assert decks["trade"] == {
        "commercial_harbor": 2,
        "master_merchant": 2,
        "merchant": 6,
        "merchant_fleet": 2,
        "resource_monopoly": 4,
        "trade_monopoly": 2,
    }
    assert decks["politics"] == {
        "bishop": 2,
        "constitution": 1,
        "deserter": 2,
        "diplomat": 2,
        "intrigue": 2,
        "saboteur": 2,
        "spy": 3,
        "warlord": 2,
        "wedding": 2,
    }
    assert cat.progress["saboteur"].deck == "politics"
    from bot.engine.catan.cards import PLAYS

    for c in [*cat.progress.values(), *cat.development.values()]:
        assert c.effect in PLAYS, c.id
    assert [c.id for c in cat.progress.values() if c.is_vp] == ["printer", "constitution"]
    assert cat.progress["alchemist"].timing == "before_roll"
    assert cat.progress["inventor"].params["forbidden"] == [2, 6, 8, 12]
    assert cat.progress["medicine"].params["cost"] == {"ore": 2, "grain": 1}
    assert cat.progress["resource_monopoly"].params["n"] == 2
    assert cat.progress["trade_monopoly"].params["n"] == 1
    assert all("_source" in _json(n) for n in ("board", "rules", "cards"))
