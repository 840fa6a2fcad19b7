"""One-off conversion of shared/rules/catan-components.yaml into data/catan/*.json.

Run once by hand (needs pyyaml): python data/catan/convert_components.py PATH_TO_YAML.
The project never reads the YAML at run time; the JSON written here is the source of truth.
Vertex and edge ids are numbered in reading order (top to bottom, then left to right) of the
pointy-top board drawing, so labels on the image grow the way a player reads.
"""

from __future__ import annotations

import json
import math
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
SOURCE = "shared/rules/catan-components.yaml + catan.md (5th-edition rules, decisions D-1..D-27)"
BEGINNER_HARBORS_NOTE = (
    "; beginner harbor kinds [D-27] verified: two public engines give the same order on "
    "the same spots, and a third (HEXHAVEN beginnerLayout.ts) transcribed them from the "
    "printed 'Starting Map for Beginners' clockwise from the top-left 3:1"
)

CORNER = {
    "N": (0, 0, "N"),
    "S": (0, 0, "S"),
    "NE": (1, -1, "S"),
    "SE": (0, 1, "N"),
    "SW": (-1, 1, "N"),
    "NW": (0, -1, "S"),
}
SIDE = {
    "NE": (0, 0, "NE"),
    "NW": (0, 0, "NW"),
    "W": (0, 0, "W"),
    "E": (1, 0, "W"),
    "SE": (0, 1, "NW"),
    "SW": (-1, 1, "NE"),
}


def centre(q: int, r: int) -> tuple[float, float]:
    return math.sqrt(3) * (q + r / 2), 1.5 * r


def vertex_xy(v: tuple[int, int, str]) -> tuple[float, float]:
    x, y = centre(v[0], v[1])
    return x, y + (-1 if v[2] == "N" else 1)


def canon_vertex(q: int, r: int, corner: str) -> tuple[int, int, str]:
    dq, dr, c = CORNER[corner]
    return q + dq, r + dr, c


def canon_edge(q: int, r: int, side: str) -> tuple[int, int, str]:
    dq, dr, s = SIDE[side]
    return q + dq, r + dr, s


ENDPOINTS = {"NE": ("N", "NE"), "NW": ("NW", "N"), "W": ("SW", "NW")}


def edge_vertices(e: tuple[int, int, str]) -> list[tuple[int, int, str]]:
    return [canon_vertex(e[0], e[1], c) for c in ENDPOINTS[e[2]]]


def main(yaml_path: str) -> None:
    import yaml

    doc: dict[str, Any] = yaml.safe_load(Path(yaml_path).read_text())
    coords = doc["coordinates"]
    hexes = [(q, r) for r in range(-2, 3) for q in coords["rows"][r]]
    vertices: set[tuple[int, int, str]] = set()
    edges: set[tuple[int, int, str]] = set()
    for q, r in hexes:
        vertices.update(canon_vertex(q, r, c) for c in CORNER)
        edges.update(canon_edge(q, r, s) for s in SIDE)
    vlist = sorted(vertices, key=lambda v: (round(vertex_xy(v)[1], 3), round(vertex_xy(v)[0], 3)))

    def emid(e: tuple[int, int, str]) -> tuple[float, float]:
        a, b = (vertex_xy(v) for v in edge_vertices(e))
        return round((a[1] + b[1]) / 2, 3), round((a[0] + b[0]) / 2, 3)

    elist = sorted(edges, key=emid)
    base = doc["base"]
    layout = base["beginner_layout"]
    hex_index = {h: i for i, h in enumerate(hexes)}
    beginner: list[Any] = [None] * len(hexes)
    for item in layout["hexes"]:
        beginner[hex_index[tuple(item["hex"])]] = [item["terrain"], item["number"] or 0]
    tokens = base["number_tokens"]
    board = {
        "_source": SOURCE + BEGINNER_HARBORS_NOTE,
        "hexes": [list(h) for h in hexes],
        "vertices": [list(v) for v in vlist],
        "edges": [list(e) for e in elist],
        "harbor_spots": [
            {
                "id": s["id"],
                "hex": s["hex"],
                "side": s["side"],
                "vertices": [list(v) for v in s["vertices"]],
            }
            for s in coords["harbor_spots"]
        ],
        "terrain_counts": {k: v["count"] for k, v in base["terrain"].items()},
        "terrain_produces": {k: v["produces"] for k, v in base["terrain"].items()},
        "number_token_counts": {str(k): v for k, v in tokens["counts"].items()},
        "red_numbers": tokens["red"],
        "spiral_letters": [str(k) for k in tokens["spiral_sequence"]],
        "spiral_values": list(tokens["spiral_sequence"].values()),
        "spiral_start_corners": tokens["spiral_start_corners"],
        "spiral_outer_ring": tokens["spiral_outer_ring_ccw_from_north_west_corner"],
        "spiral_inner_ring": tokens["spiral_inner_ring_ccw"],
        "spiral_centre": tokens["spiral_centre"],
        "harbor_counts": {
            "generic_3to1": base["harbors"]["generic_3to1"],
            **base["harbors"]["special_2to1"],
        },
        "beginner": {
            "hexes": beginner,
            "harbors": [layout["harbors"][i] for i in range(1, 10)],
            "robber": hex_index[tuple(layout["robber_start"])],
        },
        "counts": coords["counts"],
    }
    ck = doc["cities_and_knights"]
    rules = {
        "_source": SOURCE,
        "resources": ["brick", "lumber", "wool", "grain", "ore"],
        "commodities": ["paper", "cloth", "coin"],
        "bank_resources_each": base["bank"]["resources_each"],
        "base": {
            "victory_points_to_win": base["victory_points_to_win"],
            "costs": base["building_costs"],
            "victory_points": base["victory_points"],
            "pieces": base["piece_limits_per_player"],
            "discard_if_more_than": base["robber"]["discard_if_more_than"],
            "longest_road_min": base["longest_road"]["minimum_length"],
            "largest_army_min": base["largest_army"]["minimum_knights"],
            "maritime_rates": base["maritime_rates"],
            "development_cards": base["development_cards"]["cards"],
        },
        "ck": {
            "victory_points_to_win": ck["victory_points_to_win"],
            "commodities": {
                k: {"terrain": v["from_terrain"], "count": v["count"], "track": v["track"]}
                for k, v in ck["commodities"].items()
            },
            "city_production": ck["production"]["city"],
            "event_die": ck["dice"]["event_die"],
            "barbarian_steps": ck["barbarians"]["track_steps"],
            "knight_strength": ck["barbarians"]["knight_strength"],
            "knights_per_level": 2,
            "costs": {
                "knight": ck["knights"]["recruit_cost"],
                "activate": ck["knights"]["activate_cost"],
                "promote": ck["knights"]["promote_cost"],
                "wall": ck["city_wall"]["cost"],
            },
            "walls_per_player": ck["city_wall"]["max_per_player"],
            "wall_hand_bonus": ck["city_wall"]["hand_limit_bonus"],
            "progress_hand_limit": ck["hand_limits"]["progress_cards"],
            "tracks": {
                k: {
                    "colour": v["colour"],
                    "commodity": v["commodity"],
                    "level_costs": [v["level_costs"][i] for i in range(1, 6)],
                    "level_names": v["level_names_2025"],
                    "ability": v["level_3_ability"],
                }
                for k, v in ck["improvements"]["tracks"].items()
            },
            "mighty_requires_politics": ck["knights"]["mighty_requires"]["level"],
            "progress_draw_max_red": {
                str(k): (max(v) if v else 0)
                for k, v in ck["improvements"]["progress_draw_red_values"].items()
            },
            "metropolis_level": ck["metropolis"]["claim_at_level"],
            "metropolis_lock_level": ck["metropolis"]["steal_at_level"],
            "victory_points": ck["victory_points"],
            "maritime_rates": ck["maritime_rates"],
        },
    }
    effects = _effects(ck["progress_cards"]["effects_parameters"])
    decks = ck["progress_cards"]["decks"]
    progress = {
        "_source": SOURCE + " (section 26; the seed document's deck colours are rotated, the "
        "rules reference is followed)",
        "decks": {
            track: [
                {
                    "id": c["id"],
                    "name": c["name"],
                    "name_2025": c.get("name_2025", c["name"]),
                    "count": c["count"],
                    "timing": c["timing"],
                    **effects[c["id"]],
                }
                for c in cards
            ]
            for track, cards in decks.items()
        },
        "development": [
            {"id": k, "count": v, **_DEV[k]} for k, v in base["development_cards"]["cards"].items()
        ],
    }
    for name, data in (("board", board), ("rules", rules), ("cards", progress)):
        (HERE / f"{name}.json").write_text(json.dumps(data, indent=1) + "\n")


_DEV: dict[str, dict[str, Any]] = {
    "knight": {"name": "Knight", "effect": "knight"},
    "victory_point": {"name": "Victory Point", "effect": "victory_point"},
    "road_building": {"name": "Road Building", "effect": "free_roads", "n": 2},
    "year_of_plenty": {"name": "Year of Plenty", "effect": "year_of_plenty", "n": 2},
    "monopoly": {"name": "Monopoly", "effect": "monopoly", "kinds": "resources", "n": 0},
}


def _effects(p: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {
        "alchemist": {"effect": "alchemist"},
        "crane": {"effect": "crane", "n": p["crane_discount"]},
        "engineer": {"effect": "free_wall"},
        "inventor": {"effect": "inventor", "forbidden": p["inventor_forbidden_numbers"]},
        "irrigation": {
            "effect": "harvest",
            "terrain": "fields",
            "kind": "grain",
            "n": p["irrigation_grain_per_fields_hex"],
        },
        "medicine": {"effect": "cheap_city", "cost": p["medicine_city_cost"]},
        "mining": {
            "effect": "harvest",
            "terrain": "mountains",
            "kind": "ore",
            "n": p["mining_ore_per_mountains_hex"],
        },
        "printer": {"effect": "victory_point"},
        "road_building": {"effect": "free_roads", "n": p["road_building_roads"]},
        "smith": {"effect": "smith", "n": p["smith_promotions"]},
        "commercial_harbor": {"effect": "commercial_harbor"},
        "master_merchant": {"effect": "master_merchant", "n": p["master_merchant_take"]},
        "merchant": {"effect": "merchant"},
        "merchant_fleet": {"effect": "merchant_fleet", "n": p["merchant_fleet_rate"]},
        "resource_monopoly": {
            "effect": "monopoly",
            "kinds": "resources",
            "n": p["resource_monopoly_per_player"],
        },
        "trade_monopoly": {
            "effect": "monopoly",
            "kinds": "commodities",
            "n": p["trade_monopoly_per_player"],
        },
        "bishop": {"effect": "bishop"},
        "constitution": {"effect": "victory_point"},
        "deserter": {"effect": "deserter"},
        "diplomat": {"effect": "diplomat"},
        "intrigue": {"effect": "intrigue"},
        "saboteur": {"effect": "saboteur"},
        "spy": {"effect": "spy"},
        "warlord": {"effect": "warlord"},
        "wedding": {"effect": "wedding", "n": p["wedding_cards_per_richer_player"]},
    }


if __name__ == "__main__":
    main(sys.argv[1])
