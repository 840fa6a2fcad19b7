"""The island options (§3, [D-2]): the spiral token method and fully random tokens."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.engine.catan import RULES
from bot.engine.catan.island import red_adjacent, spiral_letters, spiral_numbers, spiral_path
from bot.engine.catan.options import Layout
from bot.engine.core import replay
from tests.engine.catan.helpers import B

# Copied from the rules reference §3.2 (not from data/catan), so the data is checked too.
LETTER_VALUES = {
    "A": 5,
    "B": 2,
    "C": 6,
    "D": 3,
    "E": 8,
    "F": 10,
    "G": 9,
    "H": 12,
    "I": 11,
    "J": 4,
    "K": 8,
    "L": 10,
    "M": 9,
    "N": 4,
    "O": 5,
    "P": 6,
    "Q": 3,
    "R": 11,
}
OUTER_FROM_NW = [
    (0, -2),
    (-1, -1),
    (-2, 0),
    (-2, 1),
    (-2, 2),
    (-1, 2),
    (0, 2),
    (1, 1),
    (2, 0),
    (2, -1),
    (2, -2),
    (1, -2),
]
INNER_FROM_NW = [(0, -1), (-1, 0), (-1, 1), (0, 1), (1, 0), (1, -1)]
CORNERS = [(0, -2), (-2, 0), (-2, 2), (0, 2), (2, 0), (2, -2)]  # counter-clockwise
HEX = {h: i for i, h in enumerate(B.hexes)}
TERRAIN = ["forest"] * 4 + ["pasture"] * 4 + ["fields"] * 4 + ["hills"] * 3 + ["mountains"] * 3


def _turn(h: tuple[int, int], sixths: int) -> tuple[int, int]:
    """Rotate an axial hex a number of sixth-turns counter-clockwise about the centre."""
    q, r = h
    for _ in range(sixths):
        q, r = q + r, -q
    return q, r


def _reference_path(corner: int) -> list[tuple[int, int]]:
    """§3.2 literally: the path from (0,-2), rotated as a whole to start at the other corner."""
    return [_turn(h, corner) for h in [*OUTER_FROM_NW, *INNER_FROM_NW, (0, 0)]]


def _terrain_with_desert_on(h: int) -> list[str]:
    out = list(TERRAIN)
    out.insert(h, "desert")
    return out


def test_rotated_paths_are_the_reference_rings_started_at_each_corner() -> None:
    for c, corner in enumerate(CORNERS):
        path = _reference_path(c)
        assert path[0] == corner and sorted(path) == sorted(B.hexes)
        # the outer ring keeps the reference's order, only the start moves by 2 per sixth-turn
        k = OUTER_FROM_NW.index(corner)
        assert path[:12] == OUTER_FROM_NW[k:] + OUTER_FROM_NW[:k]
        assert path[12:18] == INNER_FROM_NW[k // 2 :] + INNER_FROM_NW[: k // 2]
        assert [B.hexes[h] for h in spiral_path(c)] == path


def test_hand_checked_spiral_from_the_east_corner_with_the_desert_on_the_south_west() -> None:
    # Start corner (2,0) = 4 sixth-turns from (0,-2); desert on (-2,2). By hand, going
    # counter-clockwise round the outer ring from (2,0):
    #   (2,0) A5, (2,-1) B2, (2,-2) C6, (1,-2) D3, (0,-2) E8, (-1,-1) F10, (-2,0) G9,
    #   (-2,1) H12, (-2,2) desert (skipped), (-1,2) I11, (0,2) J4, (1,1) K8;
    # inner ring rotated by 4 from (0,-1), i.e. starting at (1,0):
    #   (1,0) L10, (1,-1) M9, (0,-1) N4, (-1,0) O5, (-1,1) P6, (0,1) Q3; centre (0,0) R11.
    # Reds: C6 touches D3 B2 M9; E8 touches D3 F10 N4; K8 touches Q3 L10 J4 A5;
    # P6 touches Q3 H12 O5 R11 I11 and the desert: no two 6/8 touch.
    terrain = _terrain_with_desert_on(HEX[(-2, 2)])
    got = {
        B.hexes[h]: (x, n)
        for h, (x, n) in enumerate(
            zip(spiral_letters(terrain, 4), spiral_numbers(terrain, 4), strict=True)
        )
    }
    assert got == {
        (2, 0): ("A", 5),
        (2, -1): ("B", 2),
        (2, -2): ("C", 6),
        (1, -2): ("D", 3),
        (0, -2): ("E", 8),
        (-1, -1): ("F", 10),
        (-2, 0): ("G", 9),
        (-2, 1): ("H", 12),
        (-2, 2): ("", 0),
        (-1, 2): ("I", 11),
        (0, 2): ("J", 4),
        (1, 1): ("K", 8),
        (1, 0): ("L", 10),
        (1, -1): ("M", 9),
        (0, -1): ("N", 4),
        (-1, 0): ("O", 5),
        (-1, 1): ("P", 6),
        (0, 1): ("Q", 3),
        (0, 0): ("R", 11),
    }


@pytest.mark.parametrize("corner", range(6))
def test_spiral_from_every_corner_and_desert_position_follows_the_letters(corner: int) -> None:
    for desert in range(19):
        terrain = _terrain_with_desert_on(desert)
        letters = spiral_letters(terrain, corner)
        numbers = spiral_numbers(terrain, corner)
        walk = [HEX[h] for h in _reference_path(corner) if HEX[h] != desert]
        assert [letters[h] for h in walk] == list("ABCDEFGHIJKLMNOPQR")
        assert letters[desert] == "" and numbers[desert] == 0
        assert all(numbers[h] == LETTER_VALUES[letters[h]] for h in walk)
        assert Counter(numbers) == Counter(
            {0: 1, 2: 1, 12: 1, 3: 2, 4: 2, 5: 2, 6: 2, 8: 2, 9: 2, 10: 2, 11: 2}
        )
        assert not red_adjacent(numbers, [6, 8]), (corner, desert)


def _island(seed: int, board: str) -> tuple[list[str], list[int], list[str]]:
    s = RULES.new_game(3, seed, {"ck": False, "board": board, "shortage": "almanac"})
    assert s.robber == s.terrain.index("desert")
    return s.terrain, s.numbers, s.harbors


def test_spiral_board_option_shuffles_terrain_and_lays_a_spiral_from_a_drawn_corner() -> None:
    corners = set()
    terrains = set()
    for seed in range(40):
        terrain, numbers, harbors = _island(seed, "spiral")
        assert Counter(terrain) == Counter([*TERRAIN, "desert"])
        assert Counter(harbors) == Counter(
            {"generic_3to1": 4, "brick": 1, "lumber": 1, "wool": 1, "grain": 1, "ore": 1}
        )
        match = [c for c in range(6) if spiral_numbers(terrain, c) == numbers]
        assert match, f"seed {seed}: the numbers are not a spiral"
        corners.add(match[0])
        terrains.add(tuple(terrain))
        assert not red_adjacent(numbers, [6, 8])
        assert (terrain, numbers, harbors) == _island(seed, "spiral")  # reproducible
    assert corners == set(range(6))  # every corner is drawn
    assert len(terrains) == 40


def test_random_board_option_keeps_fully_random_tokens_apart() -> None:
    not_spiral = 0
    for seed in range(40):
        terrain, numbers, _ = _island(seed, "random")
        assert Counter(numbers) == Counter(spiral_numbers(terrain, 0))  # the same 18 tokens
        assert numbers[terrain.index("desert")] == 0
        assert not red_adjacent(numbers, [6, 8])
        not_spiral += all(spiral_numbers(terrain, c) != numbers for c in range(6))
        assert (terrain, numbers) == _island(seed, "random")[:2]
    assert not_spiral >= 38


def test_the_same_seed_gives_the_same_terrain_under_spiral_and_random() -> None:
    # both draw terrain, then harbors, first: only the numbers differ
    for seed in range(5):
        spiral, random_ = _island(seed, "spiral"), _island(seed, "random")
        assert spiral[0] == random_[0] and spiral[2] == random_[2]


def test_board_option_choices_default_and_help() -> None:
    opt = {o.name: o for o in RULES.options}["board"]
    assert opt.default == "beginner" and opt.choices == ("beginner", "spiral", "random")
    assert [x.value for x in Layout] == list(opt.choices)
    assert opt.coerce("Spiral") == "spiral"
    assert all(word in opt.help for word in ("beginner:", "spiral:", "random:", "6/8"))


def test_a_spiral_game_replays_from_seed_options_and_moves() -> None:
    options = {"ck": True, "board": "spiral", "shortage": "almanac"}
    s = RULES.new_game(3, 8, options)
    moves = []
    for _ in range(60):
        seat = min(RULES.to_move(s))
        action = RULES.legal_actions(s, seat)[0]
        moves.append((seat, action.token))
        RULES.apply(s, seat, action)
    again = replay(RULES, 3, 8, options, moves)
    assert RULES.to_json(again) == RULES.to_json(s)
