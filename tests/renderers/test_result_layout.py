"""The final picture (board and score sheet) meets the layout rules of issue 14."""

from __future__ import annotations

import pytest
from PIL import Image

from renderers import draw, theme
from renderers.draw import Box
from renderers.results import ResultSheet, arrange, final_pictures
from tests.support.layout import problems


def _sheet(seats: int, rows: int, long_names: bool) -> ResultSheet:
    names = tuple(
        (f"Bartholomew the Magnificent {i}" if long_names else f"p{i}") for i in range(seats)
    )
    return ResultSheet(
        "Final result",
        "p0 wins with 57 points; the tie is broken by the treasury (7 coins)",
        names,
        frozenset({0}),
        tuple((f"Category number {r}", tuple(range(seats))) for r in range(rows)),
        "Total",
        tuple(range(seats)),
    )


@pytest.mark.parametrize(
    "board", [(1600, 900), (1600, 1000), (1600, 1280), (1100, 600), (1280, 1104), (1200, 2000)]
)
@pytest.mark.parametrize(
    ("seats", "rows", "long_names"), [(2, 3, False), (7, 10, False), (7, 16, True)]
)
def test_board_and_sheet_meet_the_rules(
    board: tuple[int, int], seats: int, rows: int, long_names: bool
) -> None:
    sheet = _sheet(seats, rows, long_names)
    blank = Image.new("RGB", board, (200, 220, 200))
    with draw.record_text() as inked:
        pictures = final_pictures(blank, sheet)
    for img in pictures[-1:] if len(pictures) > 1 else pictures:  # the board alone is its own
        assert problems(img, inked, public=False) == []
        assert 1.25 <= img.width / img.height <= 2.1 and max(img.size) <= 1600
    assert all(line.size >= theme.MIN_TEXT_SIZE for line in inked)
    words = {w for line in inked for w in line.text.split()}
    assert {"Total", "Final", f"{rows - 1}"} <= words  # every row is drawn, none dropped
    plan = arrange(*board, sheet)
    assert (plan is None) == (len(pictures) == 2)
    if plan is not None:  # one picture: the board in it at full size
        (img,) = pictures
        assert plan.board.width == board[0] and plan.board.height == board[1]
        assert img.crop(tuple(plan.board)).getcolors() == [(board[0] * board[1], (200, 220, 200))]
    else:  # two: the board untouched, then the sheet
        assert pictures[0] is blank


def test_a_board_with_room_is_not_moved_or_scaled() -> None:
    plan = arrange(1600, 900, _sheet(2, 3, False))
    assert plan is not None and plan.size[0] == 1600 and plan.board == Box.at(0, 0, 1600, 900)


def test_a_board_with_no_room_keeps_its_text_size() -> None:
    """A tall board is never scaled under the sheet (its 14 px text would shrink): the sheet
    becomes a picture of its own (issue 14)."""
    board = draw.canvas(1600, 1280)
    with draw.record_text() as inked:
        draw.text(board, (20, 20), "smallest words", size=theme.MIN_TEXT_SIZE)
        pictures = final_pictures(board, _sheet(7, 16, True))
    assert len(pictures) == 2 and pictures[0].size == (1600, 1280)
    assert min(line.size for line in inked) == theme.MIN_TEXT_SIZE
