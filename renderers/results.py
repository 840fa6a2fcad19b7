"""The end-of-game score sheet, the same for every game, drawn under the final board.

The bot layer fills a ResultSheet with words already in the table's language (the renderers
draw what they are given); this module only lays it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers import draw, theme
from renderers.draw import Box

ROW = 34
HEAD = 40
LABEL_WIDTH = 230
MIN_COLUMN = 92
MAX_COLUMN = 170
TROPHY = (214, 160, 24)


@dataclass(frozen=True, slots=True)
class ResultSheet:
    """Who played, who won and why, and every seat's points by category."""

    title: str  # "Final result"
    headline: str  # "alice wins by military supremacy", the tie-break spelled out
    seats: tuple[str, ...]  # names, by seat
    winners: frozenset[int]
    rows: tuple[tuple[str, tuple[int, ...]], ...]  # (category label, points by seat)
    total_label: str  # "Total"
    totals: tuple[int, ...]


def sheet_height(sheet: ResultSheet) -> int:
    return theme.PAD * 2 + HEAD + 30 + ROW * (len(sheet.rows) + 2) + theme.GAP


def render_sheet(sheet: ResultSheet, width: int = theme.BOARD_WIDTH) -> Image.Image:
    """The score sheet alone, `width` wide."""
    img = draw.canvas(width, sheet_height(sheet) + 2 * theme.MARGIN)
    box = Box(theme.MARGIN, theme.MARGIN, width - theme.MARGIN, img.height - theme.MARGIN)
    inner = draw.panel(img, box)
    draw.text(img, (inner.x0, inner.y0), sheet.title, size=theme.HEADING_SIZE, bold=True)
    y = inner.y0 + HEAD
    draw.text(
        img, (inner.x0, y), sheet.headline, size=theme.BODY_SIZE, bold=True, max_width=inner.width
    )
    y += 30
    _table(img, Box(inner.x0, y + theme.GAP, inner.x1, inner.y1), sheet)
    return img


def _table(img: Image.Image, area: Box, sheet: ResultSheet) -> None:
    n = max(1, len(sheet.seats))
    label = min(LABEL_WIDTH, area.width // 3)
    col = max(MIN_COLUMN, min(MAX_COLUMN, (area.width - label) // n))
    x0 = area.x0 + label
    canvas = ImageDraw.Draw(img)
    y = area.y0
    for seat, name in enumerate(sheet.seats):
        cell = Box.at(x0 + seat * col, y, col, ROW)
        if seat in sheet.winners:
            canvas.rounded_rectangle(
                Box.at(cell.x0 + 2, y - 2, col - 4, ROW * (len(sheet.rows) + 2) + 4),
                8,
                fill=(250, 240, 208),
                outline=TROPHY,
                width=2,
            )
        draw.text(
            img,
            (cell.centre[0], y + 4),
            name,
            size=theme.SMALL_SIZE,
            bold=True,
            align="centre",
            fill=theme.seat_colour(seat),
            max_width=col - 10,
        )
    y += ROW
    rows: Sequence[tuple[str, tuple[int, ...], bool]] = [
        *((name, values, False) for name, values in sheet.rows),
        (sheet.total_label, sheet.totals, True),
    ]
    for i, (name, values, total) in enumerate(rows):
        if total:
            canvas.line((area.x0, y, x0 + n * col, y), fill=theme.BORDER, width=theme.LINE)
        elif i % 2:
            canvas.rectangle((area.x0, y, x0 + n * col, y + ROW - 1), fill=theme.PANEL_ALT)
        draw.text(
            img, (area.x0 + 4, y + 6), name, size=theme.SMALL_SIZE, bold=total, max_width=label - 8
        )
        for seat, value in enumerate(values):
            draw.text(
                img,
                (x0 + seat * col + col / 2, y + 6),
                str(value),
                size=theme.SMALL_SIZE,
                bold=total,
                align="centre",
            )
        y += ROW


def with_sheet(board: Image.Image, sheet: ResultSheet) -> Image.Image:
    """The final board with the score sheet below it, as wide as the board."""
    panel = render_sheet(sheet, max(board.width, 640))
    out = draw.canvas(max(board.width, panel.width), board.height + panel.height)
    out.paste(board.convert("RGB"), (0, 0))
    out.paste(panel, (0, board.height))
    return out
