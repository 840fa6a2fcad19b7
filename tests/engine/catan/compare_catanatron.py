"""Cross-check longest road and production against catanatron on random base-game positions.

Not collected by pytest and never a project dependency: run it by hand from a throw-away venv,
    python -m venv /tmp/catvenv && /tmp/catvenv/bin/pip install catanatron
    /tmp/catvenv/bin/python tests/engine/catan/compare_catanatron.py 400
It maps catanatron's random map onto our hex, vertex and edge ids, plays our engine randomly on
that island, copies the pieces into catanatron's Board and compares, for every player, the
longest road, and for every number the production. Known difference: catanatron's trail search
never steps onto an opponent's building, so a trail that starts AND ends at opponents' buildings
counts one road less there; the rules reference (catan.md section 10) lets a trail start or end
at such an intersection, which is what we do.
"""

import random
import sys

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[3]))
from catanatron.models.board import Board, longest_acyclic_path
from catanatron.models.enums import CITY, SETTLEMENT
from catanatron.models.map import BASE_MAP_TEMPLATE, CatanMap, NodeRef
from catanatron.models.player import Color
from catanatron.state import yield_resources

from bot.engine.catan import RULES
from bot.engine.catan.board import board as our_board
from bot.engine.catan.production import production
from bot.engine.catan.roads import road_length
from bot.engine.catan.state import from_json, to_json

TERRAIN = {
    "WOOD": "forest",
    "BRICK": "hills",
    "SHEEP": "pasture",
    "WHEAT": "fields",
    "ORE": "mountains",
    None: "desert",
}
RES = {"WOOD": "lumber", "BRICK": "brick", "SHEEP": "wool", "WHEAT": "grain", "ORE": "ore"}
CORNERS = (
    NodeRef.NORTH,
    NodeRef.NORTHEAST,
    NodeRef.SOUTHEAST,
    NodeRef.SOUTH,
    NodeRef.SOUTHWEST,
    NodeRef.NORTHWEST,
)
COLORS = [Color.RED, Color.BLUE, Color.ORANGE, Color.WHITE]
B = our_board()


def mapping(cmap):
    """our hex -> their coordinate; our vertex -> their node id (checked one to one)."""
    hexes: dict[int, tuple[int, int, int]] = {}
    nodes: dict[int, int] = {}
    for h, (q, r) in enumerate(B.hexes):
        coord = (q, -q - r, r)
        tile = cmap.land_tiles[coord]
        hexes[h] = coord
        for corner, v in zip(CORNERS, B.hex_vertices[h], strict=False):
            node = tile.nodes[corner]
            assert nodes.setdefault(v, node) == node
    assert len(set(nodes.values())) == 54
    return hexes, nodes


def check(seed: int, stats: dict) -> None:
    rnd = random.Random(seed)
    random.seed(seed)  # catanatron shuffles its map with the global generator
    cmap = CatanMap.from_template(BASE_MAP_TEMPLATE)
    hexes, nodes = mapping(cmap)
    players = 3 + seed % 2
    s = RULES.new_game(players, seed, {"ck": False, "board": "beginner"})
    for h, coord in hexes.items():
        tile = cmap.land_tiles[coord]
        s.terrain[h] = TERRAIN[tile.resource]
        s.numbers[h] = tile.number or 0
    s.robber = s.terrain.index("desert")
    steps = rnd.randrange(100, 3000)
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
    b = Board(cmap)
    for v in range(54):
        if s.vowner[v] >= 0:
            b.buildings[nodes[v]] = (COLORS[s.vowner[v]], CITY if s.vkind[v] == 2 else SETTLEMENT)
    for e, (x, y) in enumerate(B.edge_vertices):
        if s.eowner[e] >= 0:
            b.roads[(nodes[x], nodes[y])] = COLORS[s.eowner[e]]
            b.roads[(nodes[y], nodes[x])] = COLORS[s.eowner[e]]
    # longest road: their DFS over every node touching the colour's roads
    for p in range(players):
        touched = {n for (a, c), col in b.roads.items() if col == COLORS[p] for n in (a, c)}
        theirs = len(longest_acyclic_path(b, touched, COLORS[p])) if touched else 0
        ours = road_length(s, p)
        stats["roads"] += 1
        cut = any(
            s.vowner[v] not in (-1, p) and sum(s.eowner[e] == p for e in B.vertex_edges[v]) >= 2
            for v in range(54)
        )
        stats["cut"] += cut
        stats["long"] += ours >= 5
        if theirs != ours:
            inv = {n: v for v, n in nodes.items()}
            path = longest_acyclic_path(b, touched, COLORS[p])
            stats["road_diff"].append(
                (
                    seed,
                    p,
                    ours,
                    theirs,
                    [B.edge_vertices[e] for e in range(72) if s.eowner[e] == p],
                    {
                        v: s.vowner[v]
                        for v in range(54)
                        if s.vowner[v] >= 0 and any(s.eowner[e] == p for e in B.vertex_edges[v])
                    },
                    [(inv[a], inv[c]) for a, c in path],
                )
            )
    # production for every number, robber where ours is
    b.robber_coordinate = hexes[s.robber]
    for number in (2, 3, 4, 5, 6, 8, 9, 10, 11, 12):
        t = from_json(to_json(s))
        t.hands = [[0] * 8 for _ in range(players)]
        t.bank = [19] * 5 + [0] * 3
        t.stack = []
        t.dice = [1 if number <= 7 else 6, number - (1 if number <= 7 else 6)]
        ev = production(t)
        got = [dict(g) for g in ev[0].data["gains"]]
        payout, _ = yield_resources(b, [19] * 5, number)
        paid = [
            {
                RES[k]: n
                for k, n in zip(
                    ("WOOD", "BRICK", "SHEEP", "WHEAT", "ORE"),
                    payout.get(COLORS[p], [0] * 5),
                    strict=False,
                )
                if n
            }
            for p in range(players)
        ]
        stats["rolls"] += 1
        if got != paid:
            stats["prod_diff"].append((seed, number, got, paid))


stats: dict = {"cut": 0, "long": 0, "roads": 0, "rolls": 0, "road_diff": [], "prod_diff": []}
N = int(sys.argv[1]) if len(sys.argv) > 1 else 200
for seed in range(N):
    check(seed, stats)
print(
    f"{N} positions: {stats['roads']} road lengths compared, {len(stats['road_diff'])} differ;"
    f" {stats['rolls']} production rolls compared, {len(stats['prod_diff'])} differ"
)
print(
    "players whose road passes through an opponent building:",
    stats["cut"],
    "; with length >= 5:",
    stats["long"],
)
both_ends = 0
for d in stats["road_diff"]:
    seed, p, ours, theirs, roads, near, path = d
    enemy = {v for v, o in near.items() if o != p}
    if ours == theirs + 1 and len(enemy) >= 2:
        both_ends += 1
print("differences where ours = theirs + 1 and the road touches 2+ opponent buildings:", both_ends)
for d in stats["road_diff"][:3]:
    print("road", d)
for d in stats["prod_diff"][:5]:
    print("prod", d)
