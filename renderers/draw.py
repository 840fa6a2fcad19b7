"""Small drawing helpers shared by every game's renderer, so boards agree on look and layout.

Every helper takes the target image first and draws in place; boxes are `Box(x0, y0, x1, y1)`
with exclusive right/bottom edges, usable anywhere Pillow wants a rectangle. Icons are drawn
at 4x on a transparent tile and scaled down, because Pillow's shapes have no anti-aliasing.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import math
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from typing import Final, Literal, NamedTuple

from PIL import Image, ImageDraw, ImageFont

from renderers import theme
from renderers.fonts import font
from renderers.theme import RGB

Point = tuple[float, float]
Align = Literal["left", "centre", "right"]
VAlign = Literal["top", "middle", "bottom"]

SUPERSAMPLE = 4
ELLIPSIS = "…"


class Box(NamedTuple):
    """A rectangle; a tuple so it can be passed straight to Pillow."""

    x0: int
    y0: int
    x1: int
    y1: int

    @classmethod
    def at(cls, x: float, y: float, width: float, height: float) -> Box:
        """A box from its top-left corner and size, the way layouts are usually written."""
        return cls(round(x), round(y), round(x + width), round(y + height))

    @classmethod
    def around(cls, centre: Point, width: float, height: float) -> Box:
        """A box centred on a point, for icons placed by their middle."""
        return cls.at(centre[0] - width / 2, centre[1] - height / 2, width, height)

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> int:
        return self.y1 - self.y0

    @property
    def centre(self) -> tuple[float, float]:
        return ((self.x0 + self.x1) / 2, (self.y0 + self.y1) / 2)

    def inset(self, dx: int, dy: int | None = None) -> Box:
        """Shrink on every side (negative grows), for padding inside panels."""
        dy = dx if dy is None else dy
        return Box(self.x0 + dx, self.y0 + dy, self.x1 - dx, self.y1 - dy)

    def top(self, height: int, gap: int = 0) -> tuple[Box, Box]:
        """Cut a strip off the top; returns (strip, rest below it and the gap)."""
        cut = min(self.y0 + height, self.y1)
        return Box(self.x0, self.y0, self.x1, cut), Box(
            self.x0, min(cut + gap, self.y1), self.x1, self.y1
        )

    def left(self, width: int, gap: int = 0) -> tuple[Box, Box]:
        """Cut a strip off the left; returns (strip, rest right of it and the gap)."""
        cut = min(self.x0 + width, self.x1)
        return Box(self.x0, self.y0, cut, self.y1), Box(
            min(cut + gap, self.x1), self.y0, self.x1, self.y1
        )

    def contains(self, other: Box) -> bool:
        """Whether `other` lies wholly inside, for layout assertions in tests."""
        return (
            self.x0 <= other.x0
            and self.y0 <= other.y0
            and other.x1 <= self.x1
            and other.y1 <= self.y1
        )


class Inked(NamedTuple):
    """One line of text as drawn, for the layout checks: what, how big, where, and within what.

    `limit` is the box the caller gave the text (None for a bare line); `cut` says the line was
    shortened with an ellipsis; `role` is the band it belongs to ("headline" or "")."""

    text: str
    size: int
    box: Box
    limit: Box | None
    cut: bool
    role: str


_INK: contextvars.ContextVar[list[Inked] | None] = contextvars.ContextVar("ink", default=None)
_ROLE: contextvars.ContextVar[str] = contextvars.ContextVar("ink_role", default="")


@contextlib.contextmanager
def record_text() -> Iterator[list[Inked]]:
    """Collect every line drawn in this context (tests check sizes, boxes and cuts with it)."""
    lines: list[Inked] = []
    token = _INK.set(lines)
    try:
        yield lines
    finally:
        _INK.reset(token)


@contextlib.contextmanager
def role(name: str) -> Iterator[None]:
    """Tag the lines drawn inside, e.g. `with draw.role("headline"):` for the top band."""
    token = _ROLE.set(name)
    try:
        yield
    finally:
        _ROLE.reset(token)


# Discord first shows a picture about 550 px wide: the headline must read there.
PREVIEW_WIDTH: Final = 550
PREVIEW_HEADLINE_PX: Final = 12


def headline_size(width: int) -> int:
    """The smallest headline type for a board `width` px wide: 12 px once shrunk to 550 px."""
    return math.ceil(PREVIEW_HEADLINE_PX * width / PREVIEW_WIDTH)


# -- canvas and names ----------------------------------------------------------------------


def canvas(width: int, height: int, *, fill: RGB = theme.BACKGROUND) -> Image.Image:
    """A blank RGB board: renderers return RGB so that PNG palettes stay small."""
    return Image.new("RGB", (max(1, width), max(1, height)), fill)


def seat_name(seat: int, names: Sequence[str] = ()) -> str:
    """The label for a seat: the player's display name, else "Seat n" counted from 1."""
    if 0 <= seat < len(names) and names[seat].strip():
        return names[seat]
    return f"Seat {seat + 1}"


def highlighted_seats(highlight: Sequence[str]) -> frozenset[int]:
    """Seats named in a highlight tuple ("seat2"), so renderers parse it the same way."""
    seats = set()
    for item in highlight:
        if item.startswith("seat") and item[4:].isdigit():
            seats.add(int(item[4:]))
    return frozenset(seats)


# -- text ------------------------------------------------------------------------------------


@functools.lru_cache(maxsize=65536)
def _measure(text: str, fnt: ImageFont.FreeTypeFont) -> tuple[int, float]:
    """(width, left bearing) of a line, from one FreeType layout: a drawn line needs both."""
    if not text:
        return 0, 0
    left, _, right, _ = fnt.getbbox(text, anchor="ls")
    return math.ceil(max(fnt.getlength(text), right) - min(0, left)), left


def text_width(text: str, fnt: ImageFont.FreeTypeFont) -> int:
    """Horizontal extent of a line, counting both advance and ink overhang (memoised: fonts
    come from a cache, so the same line in the same font is measured once)."""
    return _measure(text, fnt)[0]


def _left_bearing(text: str, fnt: ImageFont.FreeTypeFont) -> float:
    """How far the first glyph's ink starts left of the pen (negative when it overhangs)."""
    return _measure(text, fnt)[1]


@functools.lru_cache(maxsize=8192)
def _glyph_mask(
    text: str, fnt: ImageFont.FreeTypeFont, mode: str, start_x: float, start_y: float
) -> tuple[Image.core.ImagingCore, tuple[int, int]]:
    """The coverage mask of a line and its offset from the pen, as ImageDraw makes it for the
    image's font mode ("L" for RGB), at the sub-pixel start that ImageDraw passes FreeType."""
    mask, offset = fnt.getmask2(text, mode, anchor="la", start=(start_x, start_y))
    return mask, offset


def line_height(fnt: ImageFont.FreeTypeFont) -> int:
    """Height of one line of this font: ascent plus descent."""
    ascent, descent = fnt.getmetrics()
    return ascent + descent


def _clusters(word: str) -> list[str]:
    """Split into characters, keeping combining marks on their base letter."""
    out: list[str] = []
    for ch in word:
        if out and unicodedata.combining(ch):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def _break_word(word: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> list[str]:
    """Cut a word that is wider than the line into pieces that fit."""
    pieces: list[str] = []
    current = ""
    for cluster in _clusters(word):
        if current and text_width(current + cluster, fnt) > max_width:
            pieces.append(current)
            current = cluster
        else:
            current += cluster
    if current:
        pieces.append(current)
    return pieces


def wrap(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> list[str]:
    """Greedy word wrap within `max_width`; breaks inside a word only when it alone is too long,
    never at a no-break space (U+00A0: "δύναμη\u00a03" stays on one line).

    The lines are those of adding one word at a time until the next does not fit; since a
    line only widens as words are added, each line's last word is found from an estimate
    (the words' widths summed, memoised across boards) checked by measuring the line with and
    without the next word, instead of measuring every word's prefix of every line."""
    lines: list[str] = []
    space = text_width(" ", fnt)  # only for the estimate: any value gives the same lines
    for paragraph in text.split("\n"):
        words = [word for word in paragraph.replace("\t", " ").split(" ") if word]  # not at NBSP
        current = ""
        k = 0
        while k < len(words):
            if not current:
                word = words[k]
                k += 1
                if text_width(word, fnt) <= max_width:
                    current = word
                else:
                    *full, current = _break_word(word, fnt, max_width)
                    lines.extend(full)
                continue
            fit = _words_that_fit(current, words, k, fnt, max_width, space)
            if fit:
                current = " ".join([current, *words[k : k + fit]])
                k += fit
            if k < len(words):  # the next word does not fit on this line
                lines.append(current)
                current = ""
        lines.append(current)
    return lines


def _words_that_fit(
    current: str,
    words: Sequence[str],
    k: int,
    fnt: ImageFont.FreeTypeFont,
    max_width: int,
    space: int,
) -> int:
    """How many of words[k:] fit after `current`: the largest m with the line of `current` and
    m more words within `max_width` (widths grow with m, so it is where they first stop)."""
    rest = len(words) - k

    def fits(m: int) -> bool:
        return m == 0 or text_width(" ".join([current, *words[k : k + m]]), fnt) <= max_width

    guess, used = 0, text_width(current, fnt)
    while guess < rest:
        used += space + text_width(words[k + guess], fnt)
        if used > max_width:
            break
        guess += 1
    if fits(guess):
        while guess < rest and fits(guess + 1):
            guess += 1
    else:
        guess -= 1
        while not fits(guess):
            guess -= 1
    return guess


def ellipsize(text: str, fnt: ImageFont.FreeTypeFont, max_width: int) -> str:
    """Shorten a line with "…" until it fits, for names and titles that must stay on one line."""
    if text_width(text, fnt) <= max_width:
        return text
    clusters = _clusters(text)
    while clusters:
        clusters.pop()
        candidate = "".join(clusters).rstrip() + ELLIPSIS
        if text_width(candidate, fnt) <= max_width:
            return candidate
    return ELLIPSIS if text_width(ELLIPSIS, fnt) <= max_width else ""


def shrink_floor(size: int, min_size: int | None = None) -> int:
    """How far text may shrink before it is cut instead: 70% keeps it legible at a glance."""
    if min_size is not None:
        return min(size, min_size)
    return min(size, max(theme.MIN_TEXT_SIZE, round(size * 0.7)))


def fit_size(
    text: str, max_width: int, size: int, *, bold: bool = False, min_size: int = theme.MIN_TEXT_SIZE
) -> int:
    """Largest size <= `size` at which one line fits `max_width` (at least `min_size`)."""
    while size > min_size and text_width(text, font(size, bold=bold)) > max_width:
        size -= max(1, size // 12)
    return max(size, min_size)


def layout_text(
    text: str,
    width: int,
    height: int,
    size: int,
    *,
    bold: bool = False,
    min_size: int = theme.MIN_TEXT_SIZE,
    spacing: float = 1.15,
) -> tuple[ImageFont.FreeTypeFont, list[str], int]:
    """Wrap, shrinking until the lines fit the box; returns (font, lines, line pitch)."""
    while True:
        fnt = font(size, bold=bold)
        lines = wrap(text, fnt, width)
        pitch = round(line_height(fnt) * spacing)
        used = pitch * (len(lines) - 1) + line_height(fnt)
        if used <= height or size <= min_size:
            break
        size = max(min_size, size - max(1, size // 12))
    fitting = max(1, (height - line_height(fnt)) // pitch + 1) if height >= line_height(fnt) else 1
    if len(lines) > fitting:
        lines = [*lines[: fitting - 1], ellipsize(lines[fitting - 1] + ELLIPSIS, fnt, width)]
    return fnt, lines, pitch


def _draw_line(
    img: Image.Image,
    x: float,
    y: float,
    line: str,
    fnt: ImageFont.FreeTypeFont,
    fill: RGB,
    limit: Box | None = None,
    cut: bool = False,
) -> None:
    """Draw one line with its top-left at (x, y), nudged so no ink falls left of x.

    Does what `ImageDraw.text(..., anchor="la")` does, pixel for pixel, with the glyph mask of
    each (line, font, sub-pixel start) rendered once: boards redraw the same labels after
    every move, and FreeType rendering was half of a board's drawing time."""
    if line:
        x -= min(0, _left_bearing(line, fnt))
        start_x, start_y = math.modf(x)[0], math.modf(y)[0]
        d = ImageDraw.Draw(img)
        mask, (dx, dy) = _glyph_mask(line, fnt, d.fontmode, start_x, start_y)
        d.draw.draw_bitmap((int(x) + dx, int(y) + dy), mask, d._getink(fill)[0])
    ink = _INK.get()
    if ink is not None and line.strip():
        drawn = Box.at(x, y, text_width(line, fnt), line_height(fnt))
        ink.append(Inked(line, round(fnt.size), drawn, limit, cut, _ROLE.get()))


def text(
    img: Image.Image,
    xy: Point,
    line: str,
    *,
    size: int = theme.BODY_SIZE,
    bold: bool = False,
    fill: RGB = theme.INK,
    max_width: int | None = None,
    align: Align = "left",
    min_size: int | None = None,
) -> Box:
    """One line at (x, y) top; shrinks, then ellipsizes, to stay within `max_width`.

    With align "centre" or "right", x is the middle or the right end of the line.
    """
    if max_width is not None:
        size = fit_size(line, max_width, size, bold=bold, min_size=shrink_floor(size, min_size))
    fnt = font(size, bold=bold)
    whole = line
    limit = None
    if max_width is not None:
        line = ellipsize(line, fnt, max_width)
        x0 = xy[0] - {"left": 0, "centre": max_width / 2, "right": max_width}[align]
        limit = Box.at(x0, xy[1], max_width, line_height(fnt))
    width = text_width(line, fnt)
    x = xy[0] - {"left": 0, "centre": width / 2, "right": width}[align]
    _draw_line(img, x, xy[1], line, fnt, fill, limit, line != whole)
    return Box.at(x, xy[1], width, line_height(fnt))


def centred_text(
    img: Image.Image,
    box: Box,
    line: str,
    *,
    size: int = theme.BODY_SIZE,
    bold: bool = False,
    fill: RGB = theme.INK,
    min_size: int | None = None,
) -> Box:
    """One line centred in `box`, shrunk to fit both its width and height."""
    hard = theme.MIN_TEXT_SIZE if min_size is None else min_size
    while size > hard and line_height(font(size, bold=bold)) > box.height:
        size -= 1  # the height is a hard limit; the width can fall back to an ellipsis
    size = fit_size(line, box.width, size, bold=bold, min_size=shrink_floor(size, min_size))
    fnt = font(size, bold=bold)
    whole = line
    line = ellipsize(line, fnt, box.width)
    width, height = text_width(line, fnt), line_height(fnt)
    x = box.x0 + (box.width - width) / 2
    y = box.y0 + (box.height - height) / 2
    _draw_line(img, x, y, line, fnt, fill, box, line != whole)
    return Box.at(x, y, width, height)


def text_block(
    img: Image.Image,
    box: Box,
    body: str,
    *,
    size: int = theme.BODY_SIZE,
    bold: bool = False,
    fill: RGB = theme.INK,
    align: Align = "left",
    valign: VAlign = "top",
    min_size: int | None = None,
) -> Box:
    """Wrapped paragraph(s) inside `box`: shrinks, then drops lines with "…", never overflows."""
    floor = shrink_floor(size, min_size)
    while floor > theme.MIN_TEXT_SIZE and line_height(font(floor, bold=bold)) > box.height:
        floor -= 1  # a box shorter than one line: shrink further rather than spill out
    fnt, lines, pitch = layout_text(body, box.width, box.height, size, bold=bold, min_size=floor)
    cut_at = len(lines) - 1 if lines and lines[-1].endswith(ELLIPSIS) else -1
    used = pitch * (len(lines) - 1) + line_height(fnt)
    y = box.y0 + {"top": 0, "middle": (box.height - used) / 2, "bottom": box.height - used}[valign]
    widest = 0
    for i, line in enumerate(lines):
        width = text_width(line, fnt)
        widest = max(widest, width)
        x = (
            box.x0
            + {"left": 0, "centre": (box.width - width) / 2, "right": box.width - width}[align]
        )
        _draw_line(img, x, y + i * pitch, line, fnt, fill, box, i == cut_at)
    x0 = (
        box.x0 + {"left": 0, "centre": (box.width - widest) / 2, "right": box.width - widest}[align]
    )
    return Box.at(x0, y, widest, used)


# -- panels and cards ------------------------------------------------------------------------


def panel(
    img: Image.Image,
    box: Box,
    *,
    fill: RGB = theme.PANEL,
    outline: RGB | None = theme.BORDER,
    width: int = theme.LINE,
    radius: int = theme.RADIUS,
) -> Box:
    """A rounded panel; returns its inner box, padded, ready for content."""
    ImageDraw.Draw(img).rounded_rectangle(
        box, radius, fill=fill, outline=outline, width=width if outline else 0
    )
    return box.inset(theme.PAD)


def card(
    img: Image.Image,
    box: Box,
    *,
    colour: RGB | str,
    title: str = "",
    band: int | None = None,
    fill: RGB = theme.PANEL,
    radius: int = theme.RADIUS,
    title_size: int = theme.SMALL_SIZE,
) -> Box:
    """A card with a coloured band and title on top; returns the body box under the band."""
    rgb = theme.card_colour(colour) if isinstance(colour, str) else colour
    band = band if band is not None else max(radius + 2, round(title_size * 1.6))
    band = min(band, box.height)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius, fill=rgb)
    body = Box(box.x0, box.y0 + band, box.x1, box.y1)
    if body.height > 0:
        d.rounded_rectangle(body, radius, fill=fill, corners=(False, False, True, True))
    d.rounded_rectangle(box, radius, outline=theme.shade(rgb, 0.7), width=theme.LINE)
    if title:
        centred_text(
            img,
            Box(box.x0, box.y0, box.x1, box.y0 + band).inset(6, 2),
            title,
            size=title_size,
            bold=True,
            fill=theme.ink_on(rgb),
        )
    return body


def highlight_outline(
    img: Image.Image,
    box: Box,
    *,
    colour: RGB = theme.HIGHLIGHT,
    width: int = theme.HIGHLIGHT_WIDTH,
    radius: int = theme.RADIUS,
    gap: int = 3,
) -> Box:
    """A thick outline just outside `box`, marking what the last move changed."""
    outer = box.inset(-(gap + width))
    ImageDraw.Draw(img).rounded_rectangle(outer, radius + gap + width, outline=colour, width=width)
    return outer


def title_bar(
    img: Image.Image, box: Box, title: str, subtitle: str = "", *, fill: RGB = theme.TITLE_BAR
) -> None:
    """The dark band across the top of a board: game title left, status right."""
    ImageDraw.Draw(img).rectangle(box, fill=fill)
    inner = box.inset(theme.MARGIN, 0)
    ink = theme.ink_on(fill)
    size = min(theme.TITLE_SIZE, round(box.height * 0.55))
    y = box.y0 + (box.height - line_height(font(size, bold=True))) / 2
    drawn = text(
        img,
        (inner.x0, y),
        title,
        size=size,
        bold=True,
        fill=ink,
        max_width=inner.width // 2 if subtitle else inner.width,
    )
    if subtitle:
        room = inner.x1 - drawn.x1 - theme.MARGIN
        sub = min(theme.BODY_SIZE, size)
        y = box.y0 + (box.height - line_height(font(sub))) / 2
        text(img, (inner.x1, y), subtitle, size=sub, fill=ink, max_width=room, align="right")


def legend(
    img: Image.Image,
    box: Box,
    items: Sequence[tuple[RGB, str]],
    *,
    size: int = theme.SMALL_SIZE,
    fill: RGB | None = theme.PANEL_ALT,
) -> None:
    """A caption bar of colour swatches and labels, left to right, shrunk to fit one row."""
    if fill is not None:
        ImageDraw.Draw(img).rectangle(box, fill=fill)
    if not items:
        return
    inner = box.inset(theme.PAD, 4)
    swatch = max(6, min(inner.height - 4, size))
    slot = (inner.width - theme.GAP * (len(items) - 1)) // len(items)
    d = ImageDraw.Draw(img)
    for i, (colour, label) in enumerate(items):
        x = inner.x0 + i * (slot + theme.GAP)
        cy = inner.y0 + inner.height / 2
        d.rounded_rectangle(
            Box.at(x, cy - swatch / 2, swatch, swatch),
            3,
            fill=colour,
            outline=theme.shade(colour, 0.7),
        )
        label_box = Box(round(x + swatch + 6), inner.y0, round(x + slot), inner.y1)
        fnt_size = fit_size(label, label_box.width, size)
        text(
            img,
            (label_box.x0, cy - line_height(font(fnt_size)) / 2),
            label,
            size=fnt_size,
            max_width=label_box.width,
        )


# -- layout ----------------------------------------------------------------------------------


def grid(
    area: Box, n: int, *, columns: int, gap: int = theme.GAP, cell_height: int | None = None
) -> list[Box]:
    """Boxes for `n` cells, row by row in up to `columns` columns; square cells by default."""
    if n <= 0:
        return []
    cols = max(1, min(columns, n))
    cell_w = (area.width - gap * (cols - 1)) // cols
    cell_h = cell_w if cell_height is None else cell_height
    return [
        Box.at(
            area.x0 + (i % cols) * (cell_w + gap),
            area.y0 + (i // cols) * (cell_h + gap),
            cell_w,
            cell_h,
        )
        for i in range(n)
    ]


def grid_height(n: int, *, columns: int, cell_height: int, gap: int = theme.GAP) -> int:
    """Height `grid` will use, so a renderer can size its canvas before drawing."""
    rows = math.ceil(n / max(1, columns)) if n > 0 else 0
    return rows * cell_height + max(0, rows - 1) * gap


# -- icons -----------------------------------------------------------------------------------


Painter = Callable[[ImageDraw.ImageDraw, float], None]


def _smooth(img: Image.Image, box: Box, paint: Painter) -> None:
    """Paint at 4x on a transparent tile and paste it scaled down: cheap anti-aliasing."""
    if box.width <= 0 or box.height <= 0:
        return
    tile = Image.new("RGBA", (box.width * SUPERSAMPLE, box.height * SUPERSAMPLE), (0, 0, 0, 0))
    paint(ImageDraw.Draw(tile), SUPERSAMPLE)
    small = tile.resize((box.width, box.height), Image.Resampling.LANCZOS)
    img.paste(small, (box.x0, box.y0), small)


def _label(
    img: Image.Image, box: Box, value: int | str | None, fill: RGB, scale: float = 0.62
) -> None:
    """A bold number or letter in the middle of an icon."""
    if value is None or value == "":
        return
    size = max(theme.MIN_TEXT_SIZE - 2, round(box.height * scale))
    centred_text(
        img,
        box.inset(max(1, box.width // 8), 0),
        str(value),
        size=size,
        bold=True,
        fill=fill,
        min_size=8,
    )


def coin(
    img: Image.Image,
    centre: Point,
    radius: float,
    value: int | str | None = None,
    *,
    fill: RGB = theme.COIN,
    edge: RGB = theme.COIN_EDGE,
) -> Box:
    """A coin, optionally with its value: money, and generic tokens."""
    box = Box.around(centre, 2 * radius, 2 * radius)

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w = box.width * s
        ring = max(1.0, radius * s * 0.12)
        d.ellipse((0, 0, w - 1, w - 1), fill=edge)
        d.ellipse((ring, ring, w - 1 - ring, w - 1 - ring), fill=fill)
        d.ellipse(
            (ring * 2, ring * 2, w - 1 - ring * 2, w - 1 - ring * 2),
            outline=theme.shade(fill, 0.85),
            width=max(1, round(ring / 2)),
        )

    _smooth(img, box, paint)
    _label(img, box, value, theme.ink_on(fill), scale=0.6)
    return box


def shield(
    img: Image.Image,
    centre: Point,
    size: float,
    value: int | str | None = None,
    *,
    fill: RGB = theme.SHIELD,
    edge: RGB = theme.SHIELD_EDGE,
) -> Box:
    """A heater shield, optionally numbered: military strength."""
    box = Box.around(centre, size * 0.84, size)

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w, h = box.width * s - 1, box.height * s - 1
        unit = [
            (0.0, 0.08),
            (0.5, 0.0),
            (1.0, 0.08),
            (1.0, 0.5),
            (0.82, 0.78),
            (0.5, 1.0),
            (0.18, 0.78),
            (0.0, 0.5),
        ]
        d.polygon([(x * w, y * h) for x, y in unit], fill=edge)
        k = 0.8  # the face is the outline shrunk towards its middle, leaving a rim
        d.polygon(
            [((0.5 + (x - 0.5) * k) * w, (0.45 + (y - 0.45) * k) * h) for x, y in unit], fill=fill
        )

    _smooth(img, box, paint)
    _label(
        img,
        Box(box.x0, box.y0, box.x1, round(box.y0 + box.height * 0.82)),
        value,
        theme.ink_on(fill),
        scale=0.6,
    )
    return box


def _leaf(cx: float, cy: float, length: float, angle: float) -> list[Point]:
    """A pointed leaf as a polygon, its middle at (cx, cy), pointing along `angle` (radians)."""
    pts: list[Point] = []
    half, width = length / 2, length * 0.22
    for i in range(16):
        t = -1 + 2 * i / 15
        pts.append((t * half, width * (1 - t * t)))
    for i in range(16):
        t = 1 - 2 * i / 15
        pts.append((t * half, -width * (1 - t * t)))
    ca, sa = math.cos(angle), math.sin(angle)
    return [(cx + x * ca - y * sa, cy + x * sa + y * ca) for x, y in pts]


def laurel(
    img: Image.Image,
    centre: Point,
    size: float,
    value: int | str | None = None,
    *,
    colour: RGB = theme.LAUREL,
) -> Box:
    """A laurel wreath around a number: victory points."""
    box = Box.around(centre, size, size)

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w = box.width * s
        c, r = w / 2, w * 0.36
        stem = max(1, round(w * 0.025))
        d.arc((c - r, c - r, c + r, c + r), 100, 250, fill=colour, width=stem)
        d.arc((c - r, c - r, c + r, c + r), 290, 80, fill=colour, width=stem)
        for i in range(6):
            a = math.radians(100 + i * 30)  # screen angles: 90 is the bottom, 180 the left
            x, y = c + r * math.cos(a), c + r * math.sin(a)
            # along the stem towards the top, tilted outwards
            dx, dy = -math.sin(a) + 0.45 * math.cos(a), math.cos(a) + 0.45 * math.sin(a)
            left = _leaf(x, y, w * 0.22, math.atan2(dy, dx))
            d.polygon(left, fill=colour)
            d.polygon([(w - px, py) for px, py in left], fill=colour)

    _smooth(img, box, paint)
    _label(img, box.inset(round(size * 0.16)), value, theme.shade(colour, 0.6), scale=0.72)
    return box


def hex_points(centre: Point, radius: float, *, pointy: bool = True) -> list[Point]:
    """Corners of a regular hexagon (pointy or flat top), clockwise from the top or right."""
    offset = -90 if pointy else 0
    return [
        (
            centre[0] + radius * math.cos(math.radians(offset + 60 * i)),
            centre[1] + radius * math.sin(math.radians(offset + 60 * i)),
        )
        for i in range(6)
    ]


def hexagon(
    img: Image.Image,
    centre: Point,
    radius: float,
    *,
    fill: RGB,
    outline: RGB | None = None,
    width: int = theme.LINE,
    pointy: bool = True,
    label: int | str | None = None,
    label_fill: RGB | None = None,
    smooth: bool = True,
) -> Box:
    """A hex tile (Catan); `smooth=False` avoids seams when tiles touch edge to edge."""
    box = Box.around(centre, 2 * radius + 2 * width + 2, 2 * radius + 2 * width + 2)
    if smooth:

        def paint(d: ImageDraw.ImageDraw, s: float) -> None:
            local = ((centre[0] - box.x0) * s, (centre[1] - box.y0) * s)
            pts = hex_points(local, radius * s, pointy=pointy)
            d.polygon(pts, fill=fill)
            if outline is not None:
                d.line([*pts, pts[0]], fill=outline, width=round(width * s), joint="curve")

        _smooth(img, box, paint)
    else:
        pts = hex_points(centre, radius, pointy=pointy)
        ImageDraw.Draw(img).polygon(
            pts, fill=fill, outline=outline, width=width if outline is not None else 0
        )
    if label is not None:
        _label(
            img,
            Box.around(centre, radius, radius * 0.8),
            label,
            label_fill or theme.ink_on(fill),
            scale=0.8,
        )
    return box


def pawn(
    img: Image.Image, centre: Point, size: float, *, fill: RGB, outline: RGB | None = None
) -> Box:
    """A pawn marker (whose turn, a player's piece), standing on `centre`'s bottom half."""
    box = Box.around(centre, size * 0.7, size)
    edge = outline or theme.shade(fill, 0.6)

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        w, h = box.width * s, box.height * s
        t = max(1.0, 0.06 * w)
        head = w * 0.26
        d.ellipse((w / 2 - head, 0, w / 2 + head, 2 * head), fill=edge)
        d.ellipse((w / 2 - head + t, t, w / 2 + head - t, 2 * head - t), fill=fill)
        body = [(w * 0.5, head * 1.4), (w * 0.86, h * 0.86), (w * 0.14, h * 0.86)]
        d.polygon(body, fill=edge)
        d.polygon(
            [
                (w * 0.5, head * 1.4 + 2 * t),
                (w * 0.86 - 1.8 * t, h * 0.86 - t),
                (w * 0.14 + 1.8 * t, h * 0.86 - t),
            ],
            fill=fill,
        )
        d.rounded_rectangle((0, h * 0.8, w - 1, h - 1), radius=h * 0.06, fill=edge)
        d.rounded_rectangle((t, h * 0.8 + t, w - 1 - t, h - 1 - t), radius=h * 0.04, fill=fill)

    _smooth(img, box, paint)
    return box


def arrow(
    img: Image.Image,
    start: Point,
    end: Point,
    *,
    fill: RGB = theme.INK,
    width: float = 4,
    head: float = 14,
) -> Box:
    """A straight arrow from `start` to `end`: trades, passing direction, "this one"."""
    pad = head + width
    box = Box(
        math.floor(min(start[0], end[0]) - pad),
        math.floor(min(start[1], end[1]) - pad),
        math.ceil(max(start[0], end[0]) + pad),
        math.ceil(max(start[1], end[1]) + pad),
    )
    angle = math.atan2(end[1] - start[1], end[0] - start[0])

    def paint(d: ImageDraw.ImageDraw, s: float) -> None:
        sx, sy = (start[0] - box.x0) * s, (start[1] - box.y0) * s
        ex, ey = (end[0] - box.x0) * s, (end[1] - box.y0) * s
        back = head * s * 0.8
        bx, by = ex - back * math.cos(angle), ey - back * math.sin(angle)
        d.line((sx, sy, bx, by), fill=fill, width=max(1, round(width * s)))
        spread = head * s / 2
        left = (
            ex - head * s * math.cos(angle) + spread * math.sin(angle),
            ey - head * s * math.sin(angle) - spread * math.cos(angle),
        )
        right = (
            ex - head * s * math.cos(angle) - spread * math.sin(angle),
            ey - head * s * math.sin(angle) + spread * math.cos(angle),
        )
        d.polygon([(ex, ey), left, right], fill=fill)

    _smooth(img, box, paint)
    return box


def card_back(
    img: Image.Image,
    box: Box,
    label: str = "?",
    *,
    colour: RGB = theme.CARD_BACK,
    radius: int = theme.RADIUS // 2 + 2,
) -> Box:
    """A face-down card: what a hidden card, a deck or an unknown bonus looks like."""
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, radius, fill=colour, outline=theme.CARD_BACK_EDGE, width=theme.LINE)
    inner = box.inset(max(3, box.width // 10))
    if inner.width > 4 and inner.height > 4:
        d.rounded_rectangle(
            inner,
            max(2, radius - 3),
            outline=theme.shade(colour, 1.45),
            width=max(1, box.width // 40),
        )
        cx, cy = inner.centre
        rx, ry = inner.width * 0.32, inner.height * 0.32
        d.polygon(
            [(cx, cy - ry), (cx + rx, cy), (cx, cy + ry), (cx - rx, cy)],
            fill=theme.shade(colour, 1.25),
        )
    if label:
        _label(img, box.inset(max(2, box.width // 6)), label, theme.PAPER_INK, scale=0.5)
    return box
