"""The end-of-game score sheet, the same for every game, drawn under the final board.

The bot layer fills a ResultSheet with words already in the table's language (the renderers
draw what they are given); this module only lays it out.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers import draw, theme
from renderers.draw import Box
from renderers.fonts import font

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


# -- the final picture: board and sheet within the layout rules ------------------------------

MAX_SIDE = 1600
MIN_RATIO, MAX_RATIO = 1.25, 2.1
CELL_SIZE = 18  # the sheet's table type at the final size (>= theme.MIN_TEXT_SIZE)
TITLE_SIZE = 28
HEADLINE_SIZE = 21
ROW = 30
NAME_LINES = 2
MIN_COLUMN, MAX_COLUMN = 84, 200
MAX_LABEL = 380


@dataclass(frozen=True, slots=True)
class Arrangement:
    """Where the board (at full size) and the sheet go on a `size` canvas."""

    size: tuple[int, int]
    board: Box  # the board's place
    sheet: Box  # the sheet's panel


def _widths(sheet: ResultSheet) -> tuple[int, int]:
    """The label column and one seat column, wide enough for every word at CELL_SIZE."""
    bold = font(CELL_SIZE, bold=True)
    labels = [name for name, _ in sheet.rows] + [sheet.total_label]
    label = min(MAX_LABEL, max(draw.text_width(x, bold) for x in labels) + 16)
    values = [str(v) for _, vs in sheet.rows for v in vs] + [str(v) for v in sheet.totals]
    widest_value = max((draw.text_width(v, bold) for v in values), default=0)
    names = max((draw.text_width(n, bold) for n in sheet.seats), default=0)
    column = max(MIN_COLUMN, widest_value + 16, min(MAX_COLUMN, names // NAME_LINES + 24))
    words = max((draw.text_width(w, bold) for n in sheet.seats for w in n.split()), default=0)
    return label, min(max(column, words + 16), MAX_COLUMN)


def sheet_width(sheet: ResultSheet) -> int:
    """The narrowest sheet panel that holds the table without cutting a word."""
    if not sheet.table:
        return 420
    label, column = _widths(sheet)
    return label + column * max(1, len(sheet.seats)) + 2 * (theme.PAD + theme.MARGIN)


def _headline_lines(sheet: ResultSheet, width: int) -> int:
    return len(draw.wrap(sheet.headline, font(HEADLINE_SIZE, bold=True), width))


def sheet_panel_height(sheet: ResultSheet, width: int) -> int:
    """The panel's height when it is `width` wide (the headline wraps)."""
    inner = width - 2 * (theme.PAD + theme.MARGIN)
    head = draw.line_height(font(HEADLINE_SIZE, bold=True))
    height = draw.line_height(font(TITLE_SIZE, bold=True)) + theme.GAP
    height += round(head * 1.15) * _headline_lines(sheet, inner) + theme.GAP
    if sheet.table:
        name_h = round(draw.line_height(font(CELL_SIZE, bold=True)) * 1.15) * NAME_LINES
        height += name_h + 8 + ROW * (len(sheet.rows) + 1) + theme.GAP
    return height + 2 * (theme.PAD + theme.MARGIN)


def _fit(w: int, h: int) -> tuple[int, int] | None:
    """Pad (w, h) to the allowed ratio; None if that needs a side over MAX_SIDE."""
    if w / h > MAX_RATIO:
        h = math.ceil(w / MAX_RATIO)
    if w / h < MIN_RATIO:
        w = math.ceil(h * MIN_RATIO)
    return (w, h) if max(w, h) <= MAX_SIDE else None


def arrange(board_w: int, board_h: int, sheet: ResultSheet) -> Arrangement | None:
    """The board at full size with the sheet below or beside it, within the picture rules;
    None when they do not fit in one picture (a board is never scaled down: its own text
    would fall under the smallest size, issue 14)."""
    need = sheet_width(sheet)
    width = min(MAX_SIDE, max(board_w, need))
    for w in dict.fromkeys((width, MAX_SIDE)):  # below: as wide as needed, else the widest
        below = _fit(w, board_h + sheet_panel_height(sheet, w))
        if below is not None and below[0] >= board_w:
            left = (below[0] - board_w) // 2
            return Arrangement(below, Box.at(left, 0, board_w, board_h), Box(0, board_h, *below))
    if board_w + need <= MAX_SIDE:
        beside = _fit(board_w + need, max(board_h, sheet_panel_height(sheet, need)))
        if beside is not None:
            return Arrangement(beside, Box.at(0, 0, board_w, board_h), Box(board_w, 0, *beside))
    return None


def sheet_picture(sheet: ResultSheet) -> Image.Image:
    """The sheet as a picture of its own, within the picture rules (when it does not fit
    beside or below the final board)."""
    width = min(MAX_SIDE, max(sheet_width(sheet), 900))
    size = _fit(width, sheet_panel_height(sheet, width)) or (MAX_SIDE, MAX_SIDE * 10 // 21)
    out = draw.canvas(*size)
    left = (size[0] - width) // 2
    draw_sheet(out, Box(left, 0, left + width, size[1]), sheet)
    return out


def draw_sheet(img: Image.Image, box: Box, sheet: ResultSheet) -> None:
    """The sheet in `box`, at the final size: title, the winner line, the points table."""
    inner = draw.panel(img, box.inset(theme.MARGIN)).inset(theme.PAD)
    y = inner.y0
    draw.text(img, (inner.x0, y), sheet.title, size=TITLE_SIZE, bold=True, max_width=inner.width)
    y += draw.line_height(font(TITLE_SIZE, bold=True)) + theme.GAP
    head = font(HEADLINE_SIZE, bold=True)
    lines = _headline_lines(sheet, inner.width)
    used = round(draw.line_height(head) * 1.15) * lines
    draw.text_block(
        img,
        Box(inner.x0, y, inner.x1, y + used + 4),
        sheet.headline,
        size=HEADLINE_SIZE,
        bold=True,
        min_size=HEADLINE_SIZE,
    )
    y += used + theme.GAP
    if sheet.table:
        _final_table(img, Box(inner.x0, y, inner.x1, inner.y1), sheet)


def _final_table(img: Image.Image, area: Box, sheet: ResultSheet) -> None:
    label, col = _widths(sheet)
    n = max(1, len(sheet.seats))
    x0 = area.x0 + label
    canvas = ImageDraw.Draw(img)
    name_h = round(draw.line_height(font(CELL_SIZE, bold=True)) * 1.15) * NAME_LINES
    rows = len(sheet.rows) + 1
    for seat, name in enumerate(sheet.seats):
        cell = Box.at(x0 + seat * col, area.y0, col, name_h + 8)
        if seat in sheet.winners:
            canvas.rounded_rectangle(
                Box.at(cell.x0 + 2, area.y0 - 2, col - 4, name_h + 8 + ROW * rows + 4),
                8,
                fill=WINNER_FILL,
                outline=TROPHY,
                width=2,
            )
        draw.text_block(
            img,
            cell.inset(4),
            name,
            size=CELL_SIZE,
            bold=True,
            align="centre",
            valign="bottom",
            fill=theme.seat_colour(seat),
            min_size=CELL_SIZE,
        )
    y = area.y0 + name_h + 8
    table: Sequence[tuple[str, tuple[int, ...], bool]] = [
        *((name, values, False) for name, values in sheet.rows),
        (sheet.total_label, sheet.totals, True),
    ]
    for i, (name, values, total) in enumerate(table):
        if total:
            canvas.line((area.x0, y, x0 + n * col, y), fill=theme.BORDER, width=theme.LINE)
        elif i % 2:
            canvas.rectangle((area.x0, y, x0 + n * col, y + ROW - 1), fill=theme.PANEL_ALT)
        top = y + (ROW - draw.line_height(font(CELL_SIZE))) // 2
        draw.text(img, (area.x0 + 4, top), name, size=CELL_SIZE, bold=total, max_width=label - 8)
        for seat, value in enumerate(values):
            draw.text(
                img,
                (x0 + seat * col + col / 2, top),
                str(value),
                size=CELL_SIZE,
                bold=total,
                align="centre",
                max_width=col - 8,
            )
        y += ROW


def final_pictures(board: Image.Image, sheet: ResultSheet) -> list[Image.Image]:
    """The final board with the score sheet below or beside it, the whole within the picture
    rules (long side <= 1600, landscape 1.25-2.1), both at full size; when they do not fit in
    one picture, the board and then the sheet as a picture of its own."""
    plan = arrange(board.width, board.height, sheet)
    if plan is None:
        return [board, sheet_picture(sheet)]
    out = draw.canvas(*plan.size)
    out.paste(board.convert("RGB"), (plan.board.x0, plan.board.y0))
    draw_sheet(out, plan.sheet, sheet)
    return [out]
