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

TROPHY = (214, 160, 24)
WINNER_FILL = (250, 240, 208)
REFERENCE_WIDTH = 1000  # sizes below are for a sheet this wide; wider sheets scale up


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
    table: bool = True  # False where the game's own final board already shows the breakdown


@dataclass(frozen=True, slots=True)
class _Metrics:
    """Sizes scaled to the sheet's width, so it stays readable when Discord shrinks it."""

    scale: float

    def __call__(self, n: float) -> int:
        return round(n * self.scale)

    @property
    def row(self) -> int:
        return self(44)

    @property
    def head(self) -> int:
        return self(52)

    @property
    def line(self) -> int:
        return self(40)


def _metrics(width: int) -> _Metrics:
    return _Metrics(max(1.0, width / REFERENCE_WIDTH))


def sheet_height(sheet: ResultSheet, width: int = theme.BOARD_WIDTH) -> int:
    m = _metrics(width)
    rows = len(sheet.rows) + 2 if sheet.table else 0
    return theme.PAD * 2 + m.head + m.line + m.row * rows + theme.GAP


def render_sheet(sheet: ResultSheet, width: int = theme.BOARD_WIDTH) -> Image.Image:
    """The score sheet alone, `width` wide."""
    m = _metrics(width)
    img = draw.canvas(width, sheet_height(sheet, width) + 2 * theme.MARGIN)
    box = Box(theme.MARGIN, theme.MARGIN, width - theme.MARGIN, img.height - theme.MARGIN)
    inner = draw.panel(img, box)
    draw.text(img, (inner.x0, inner.y0), sheet.title, size=m(34), bold=True)
    y = inner.y0 + m.head
    draw.text(img, (inner.x0, y), sheet.headline, size=m(27), bold=True, max_width=inner.width)
    if sheet.table:
        _table(img, Box(inner.x0, y + m.line + theme.GAP, inner.x1, inner.y1), sheet, m)
    return img


def _table(img: Image.Image, area: Box, sheet: ResultSheet, m: _Metrics) -> None:
    n = max(1, len(sheet.seats))
    label = min(m(300), area.width // 3)
    col = max(m(80), min(m(190), (area.width - label) // n))
    x0 = area.x0 + label
    size = m(24)
    canvas = ImageDraw.Draw(img)
    y = area.y0
    for seat, name in enumerate(sheet.seats):
        cell = Box.at(x0 + seat * col, y, col, m.row)
        if seat in sheet.winners:
            canvas.rounded_rectangle(
                Box.at(cell.x0 + 2, y - 2, col - 4, m.row * (len(sheet.rows) + 2) + 4),
                m(8),
                fill=WINNER_FILL,
                outline=TROPHY,
                width=max(2, m(2)),
            )
        draw.text(
            img,
            (cell.centre[0], y + m(6)),
            name,
            size=size,
            bold=True,
            align="centre",
            fill=theme.seat_colour(seat),
            max_width=col - m(10),
        )
    y += m.row
    rows: Sequence[tuple[str, tuple[int, ...], bool]] = [
        *((name, values, False) for name, values in sheet.rows),
        (sheet.total_label, sheet.totals, True),
    ]
    for i, (name, values, total) in enumerate(rows):
        if total:
            canvas.line((area.x0, y, x0 + n * col, y), fill=theme.BORDER, width=theme.LINE)
        elif i % 2:
            canvas.rectangle((area.x0, y, x0 + n * col, y + m.row - 1), fill=theme.PANEL_ALT)
        draw.text(
            img, (area.x0 + m(4), y + m(8)), name, size=size, bold=total, max_width=label - m(8)
        )
        for seat, value in enumerate(values):
            draw.text(
                img,
                (x0 + seat * col + col / 2, y + m(8)),
                str(value),
                size=size,
                bold=total,
                align="centre",
            )
        y += m.row


def with_sheet(board: Image.Image, sheet: ResultSheet) -> Image.Image:
    """The final board with the score sheet below it, as wide as the board."""
    panel = render_sheet(sheet, max(board.width, 640))
    out = draw.canvas(max(board.width, panel.width), board.height + panel.height)
    out.paste(board.convert("RGB"), (0, 0))
    out.paste(panel, (0, board.height))
    return out
