"""Board geometry: stable hex, vertex and edge ids and their adjacency, read from data/catan."""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache

from bot.paths import DATA_DIR

# corner of hex (q, r) -> offset of the hex that owns it and that hex's corner name
_CORNER = {
    "N": (0, 0, "N"),
    "NE": (1, -1, "S"),
    "SE": (0, 1, "N"),
    "S": (0, 0, "S"),
    "SW": (-1, 1, "N"),
    "NW": (0, -1, "S"),
}
CORNERS = ("N", "NE", "SE", "S", "SW", "NW")  # clockwise from the top
_SIDE_ENDS = {
    "NE": ("N", "NE"),
    "E": ("NE", "SE"),
    "SE": ("SE", "S"),
    "SW": ("S", "SW"),
    "W": ("SW", "NW"),
    "NW": ("NW", "N"),
}
_NEIGHBOURS = ((1, 0), (-1, 0), (1, -1), (0, -1), (0, 1), (-1, 1))


@dataclass(frozen=True, slots=True)
class Harbor:
    """A fixed harbor spot on the frame: one coastal edge and its two vertices."""

    spot: int
    hex: int
    side: str
    vertices: tuple[int, int]
    edge: int


@dataclass(frozen=True, slots=True)
class Board:
    """Everything about the island's shape that never changes during a game."""

    hexes: tuple[tuple[int, int], ...]
    vertices: tuple[tuple[int, int, str], ...]
    edges: tuple[tuple[int, int, str], ...]
    hex_vertices: tuple[tuple[int, ...], ...]  # clockwise from N
    hex_neighbours: tuple[tuple[int, ...], ...]
    vertex_hexes: tuple[tuple[int, ...], ...]
    vertex_neighbours: tuple[tuple[int, ...], ...]
    vertex_edges: tuple[tuple[int, ...], ...]
    edge_vertices: tuple[tuple[int, int], ...]
    edge_between: dict[tuple[int, int], int]
    harbors: tuple[Harbor, ...]
    hex_xy: tuple[tuple[float, float], ...]  # unit-size pixel centres
    vertex_xy: tuple[tuple[float, float], ...]
    coastal_edges: frozenset[int]


def _canon(q: int, r: int, corner: str) -> tuple[int, int, str]:
    dq, dr, c = _CORNER[corner]
    return (q + dq, r + dr, c)


def _centre(q: int, r: int) -> tuple[float, float]:
    return (math.sqrt(3) * (q + r / 2), 1.5 * r)


@cache
def board() -> Board:
    """The standard 19-hex island, built once from data/catan/board.json."""
    raw = json.loads((DATA_DIR / "catan" / "board.json").read_text())
    hexes = tuple((q, r) for q, r in raw["hexes"])
    vertices = tuple((q, r, c) for q, r, c in raw["vertices"])
    vindex = {v: i for i, v in enumerate(vertices)}
    hindex = {h: i for i, h in enumerate(hexes)}
    hex_vertices = tuple(tuple(vindex[_canon(q, r, c)] for c in CORNERS) for q, r in hexes)
    pairs: dict[frozenset[int], None] = {}
    for ring in hex_vertices:
        for i in range(6):
            pairs[frozenset((ring[i], ring[(i + 1) % 6]))] = None
    # edges keep the data file's order; check each matches a hex side
    edge_vertices: list[tuple[int, int]] = []
    for q, r, side in raw["edges"]:
        a, b = (vindex[_canon(q, r, c)] for c in _SIDE_ENDS[side])
        edge_vertices.append((min(a, b), max(a, b)))
    if {frozenset(e) for e in edge_vertices} != set(pairs):
        raise ValueError("board.json edges do not match the hexes' sides")
    edge_between = {}
    for i, (a, b) in enumerate(edge_vertices):
        edge_between[(a, b)] = i
        edge_between[(b, a)] = i
    vertex_hexes: list[list[int]] = [[] for _ in vertices]
    for h, ring in enumerate(hex_vertices):
        for v in ring:
            vertex_hexes[v].append(h)
    vertex_edges: list[list[int]] = [[] for _ in vertices]
    vertex_neighbours: list[list[int]] = [[] for _ in vertices]
    for i, (a, b) in enumerate(edge_vertices):
        vertex_edges[a].append(i)
        vertex_edges[b].append(i)
        vertex_neighbours[a].append(b)
        vertex_neighbours[b].append(a)
    hex_neighbours = tuple(
        tuple(hindex[(q + dq, r + dr)] for dq, dr in _NEIGHBOURS if (q + dq, r + dr) in hindex)
        for q, r in hexes
    )
    edge_hexes = [0] * len(edge_vertices)
    for ring in hex_vertices:
        for i in range(6):
            a, b = ring[i], ring[(i + 1) % 6]
            edge_hexes[edge_between[(a, b)]] += 1
    harbors = []
    for spot in raw["harbor_spots"]:
        va, vb = (vindex[tuple(v)] for v in spot["vertices"])
        harbors.append(
            Harbor(
                spot["id"],
                hindex[tuple(spot["hex"])],
                spot["side"],
                (va, vb),
                edge_between[(va, vb)],
            )
        )
    hex_xy = tuple(_centre(q, r) for q, r in hexes)
    vertex_xy = tuple(
        (_centre(q, r)[0], _centre(q, r)[1] + (-1.0 if c == "N" else 1.0)) for q, r, c in vertices
    )
    return Board(
        hexes=hexes,
        vertices=vertices,
        edges=tuple((q, r, s) for q, r, s in raw["edges"]),
        hex_vertices=hex_vertices,
        hex_neighbours=hex_neighbours,
        vertex_hexes=tuple(tuple(sorted(x)) for x in vertex_hexes),
        vertex_neighbours=tuple(tuple(sorted(x)) for x in vertex_neighbours),
        vertex_edges=tuple(tuple(sorted(x)) for x in vertex_edges),
        edge_vertices=tuple(edge_vertices),
        edge_between=edge_between,
        harbors=tuple(harbors),
        hex_xy=hex_xy,
        vertex_xy=vertex_xy,
        coastal_edges=frozenset(i for i, n in enumerate(edge_hexes) if n == 1),
    )


def vid(v: int) -> str:
    """The label of a vertex in tokens and on the board image."""
    return f"v{v}"


def eid(e: int) -> str:
    return f"e{e}"


def hid(h: int) -> str:
    return f"h{h}"


def parse_id(text: str, prefix: str, count: int) -> int | None:
    """`v23` -> 23 when it is a real id of that kind, else None."""
    if not text.startswith(prefix) or not text[len(prefix) :].isdigit():
        return None
    n = int(text[len(prefix) :])
    return n if 0 <= n < count else None
