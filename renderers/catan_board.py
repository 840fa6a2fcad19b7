"""The Catan island: hexes, numbers, harbours and pieces, and the v/e/h ids used in commands.

The sea, hexes, number tokens and harbours never change during a game: they are drawn once per
board (anti-aliased at 2x) and cached. Pieces are small cached sprites pasted on a copy of that
picture, so a move costs a few pastes. Spot ids are drawn only where the player to move may act
(`view.spots`), or everywhere when asked (`all_spots`).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.engine.catan.board import Board, board
from bot.engine.catan.view import CatanView
from bot.words.catalogue import DEFAULT_LOCALE, t
from renderers import draw, theme
from renderers.draw import Box
from renderers.fonts import font
from renderers.theme import RGB

SS = 4  # sprites are painted at 4x and scaled down once (anti-aliasing)
BASE_SS = 2  # the static island at 2x
RADIUS = 76
X_SHIFT = -23  # the harbours stick out further on the right: centre the island's ink
SAND = (233, 214, 160)
TOKEN = (250, 240, 214)
RED_NUMBER = (200, 30, 30)
ROBBER = (58, 58, 62)
ROBBER_LOCKED = (150, 150, 156)
WOOD = (120, 84, 46)
WALL = (80, 80, 86)
HARBOUR_FILL = (246, 236, 210)
LABEL_SIZE = 14
# A spot the player to move can use now: its number reads in Discord's 550 px preview of the
# 1600 px board (12 px there, the headline's measure), its letter smaller beside it.
BADGE_SIZE = draw.headline_size(1600)
BADGE_LETTER = 20
TRACK_COLOURS: dict[str, RGB] = {
    "trade": (232, 186, 40),
    "politics": (44, 110, 190),
    "science": (58, 150, 72),
}
TRACK_ORDER = ("trade", "politics", "science")
RESOURCE_OF = {
    "hills": "brick",
    "forest": "lumber",
    "pasture": "wool",
    "fields": "grain",
    "mountains": "ore",
    "desert": "desert",
}
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}
LEVEL_MARKS = {1: "I", 2: "II", 3: "III"}


def harbour_words(kind: str, language: str = DEFAULT_LOCALE) -> tuple[str, str]:
    """A harbour's two lines: the rate and what it takes, in `language`."""
    if kind == "generic_3to1":
        return "3:1", t("catan.board.harbour_any", language)
    return "2:1", t(f"catan.board.harbour_kind.{kind}", language)


class Layout:
    """Pixel positions of the island inside the board area."""

    def __init__(self, area: Box, radius: float = RADIUS) -> None:
        self.b: Board = board()
        self.r = radius
        self.origin = (area.centre[0] + X_SHIFT * radius / RADIUS, area.centre[1])

    def xy(self, unit: tuple[float, float]) -> tuple[float, float]:
        return (self.origin[0] + unit[0] * self.r, self.origin[1] + unit[1] * self.r)

    def hex(self, h: int) -> tuple[float, float]:
        return self.xy(self.b.hex_xy[h])

    def vertex(self, v: int) -> tuple[float, float]:
        return self.xy(self.b.vertex_xy[v])

    def edge(self, e: int) -> tuple[float, float]:
        a, b = (self.vertex(v) for v in self.b.edge_vertices[e])
        return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)

    def harbour(self, i: int) -> tuple[float, float]:
        """Where harbour `i`'s marker sits, out at sea beyond its coastal edge."""
        hb = self.b.harbors[i]
        va, vb = (self.vertex(v) for v in hb.vertices)
        hx, hy = self.hex(hb.hex)
        mx, my = (va[0] + vb[0]) / 2, (va[1] + vb[1]) / 2
        dx, dy = mx - hx, my - hy
        n = math.hypot(dx, dy)
        return (mx + dx / n * self.r * 0.6, my + dy / n * self.r * 0.6)


# -- the static island ---------------------------------------------------------------------


class Piece(NamedTuple):
    """A drawing kept between boards with the lines of text drawn into it: `paste` replays them
    to the active recorder (renderers/draw.py record_text), so a cached piece is measured like
    one drawn afresh (issue 14)."""

    image: Image.Image
    lines: tuple[draw.Inked, ...]


def kept(paint: Callable[[], Image.Image]) -> Piece:
    """Draw a piece once, recording its text."""
    with draw.record_text() as inked:
        image = paint()
    return Piece(image, tuple(inked))


def _moved(box: Box, dx: int, dy: int) -> Box:
    return Box(box.x0 + dx, box.y0 + dy, box.x1 + dx, box.y1 + dy)


def paste(img: Image.Image, piece: Piece, xy: tuple[int, int]) -> None:
    """Paste a kept piece at `xy` and report its lines there."""
    img.paste(piece.image, xy)
    ink = draw._INK.get()
    if ink is None:
        return
    dx, dy = xy
    role = draw._ROLE.get()
    for line in piece.lines:
        limit = None if line.limit is None else _moved(line.limit, dx, dy)
        ink.append(line._replace(box=_moved(line.box, dx, dy), limit=limit, role=role or line.role))


@lru_cache(maxsize=16)
def _island(
    size: tuple[int, int],
    terrain: tuple[str, ...],
    numbers: tuple[int, ...],
    harbours: tuple[str, ...],
    language: str = DEFAULT_LOCALE,
) -> Piece:
    """Sea, hexes, number tokens and harbours of one board, drawn once."""
    return kept(lambda: _island_picture(size, terrain, numbers, harbours, language))


def _island_picture(
    size: tuple[int, int],
    terrain: tuple[str, ...],
    numbers: tuple[int, ...],
    harbours: tuple[str, ...],
    language: str,
) -> Image.Image:
    area = Box(0, 0, *size)
    lay = Layout(area)
    b = lay.b
    tile = Image.new("RGB", (size[0] * BASE_SS, size[1] * BASE_SS), theme.TERRAIN["sea"])
    d = ImageDraw.Draw(tile)

    def sc(p: tuple[float, float]) -> tuple[float, float]:
        return (p[0] * BASE_SS, p[1] * BASE_SS)

    for i, hb in enumerate(b.harbors):
        spot = sc(lay.harbour(i))
        for v in hb.vertices:
            d.line([sc(lay.vertex(v)), spot], fill=WOOD, width=6 * BASE_SS)
    r2 = lay.r * BASE_SS
    for h, kind in enumerate(terrain):
        c = sc(lay.hex(h))
        pts = draw.hex_points(c, r2)
        d.polygon(pts, fill=theme.TERRAIN[kind])
        d.line([*pts, pts[0]], fill=SAND, width=3 * BASE_SS)
        if numbers[h]:
            tr = 21 * BASE_SS
            d.ellipse(
                (c[0] - tr, c[1] - tr, c[0] + tr, c[1] + tr),
                fill=TOKEN,
                outline=(150, 130, 90),
                width=BASE_SS,
            )
    for i in range(len(b.harbors)):
        s = sc(lay.harbour(i))
        mr = 27 * BASE_SS
        d.ellipse(
            (s[0] - mr, s[1] - mr, s[0] + mr, s[1] + mr),
            fill=HARBOUR_FILL,
            outline=WOOD,
            width=2 * BASE_SS,
        )
    img = tile.resize(size, Image.Resampling.LANCZOS)
    for h, kind in enumerate(terrain):
        cx, cy = lay.hex(h)
        n = numbers[h]
        if n:
            ink = RED_NUMBER if n in (6, 8) else theme.INK
            draw.centred_text(
                img, Box.around((cx, cy - 4), 40, 26), str(n), size=22, bold=True, fill=ink
            )
            pips = PIPS[n]
            for k in range(pips):
                px = cx + (k - (pips - 1) / 2) * 5
                ImageDraw.Draw(img).ellipse((px - 1.6, cy + 10, px + 1.6, cy + 13.2), fill=ink)
        word_ink = theme.ink_on(theme.TERRAIN[kind])
        draw.centred_text(
            img,
            Box.around((cx, cy + lay.r * 0.47), round(lay.r * 1.3), 19),
            t(f"catan.name.{RESOURCE_OF[kind]}", language),
            size=15,
            fill=word_ink,
        )
    for i, kind in enumerate(harbours):
        x, y = lay.harbour(i)
        rate, what = harbour_words(kind, language)
        draw.centred_text(img, Box.around((x, y - 8), 46, 18), rate, size=16, bold=True)
        draw.centred_text(img, Box.around((x, y + 9), 54, 18), what, size=14)
    return img


# -- sprites -------------------------------------------------------------------------------


def _sprite(w: int, h: int) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    tile = Image.new("RGBA", (w * SS, h * SS), (0, 0, 0, 0))
    return tile, ImageDraw.Draw(tile)


def _down(tile: Image.Image) -> Image.Image:
    return tile.resize((tile.width // SS, tile.height // SS), Image.Resampling.LANCZOS)


SETTLEMENT_W, SETTLEMENT_H = 26, 28
CITY_W, CITY_H = 48, 42


@lru_cache(maxsize=64)
def settlement_sprite(colour: RGB, halo: RGB | None = None) -> Image.Image:
    """A small house: square body, pointed roof."""
    w, h = SETTLEMENT_W + 12, SETTLEMENT_H + 12
    tile, d = _sprite(w, h)
    cx, cy = w * SS / 2, h * SS / 2
    if halo is not None:
        d.ellipse((0, 0, w * SS - 1, h * SS - 1), fill=halo)
    s = SETTLEMENT_W * SS / 2
    top = cy - SETTLEMENT_H * SS / 2
    bottom = cy + SETTLEMENT_H * SS / 2
    pts = [
        (cx - s, bottom),
        (cx - s, top + s * 0.9),
        (cx, top),
        (cx + s, top + s * 0.9),
        (cx + s, bottom),
    ]
    d.polygon(pts, fill=colour, outline=theme.shade(colour, 0.45), width=2 * SS)
    return _down(tile)


@lru_cache(maxsize=64)
def city_sprite(colour: RGB, halo: RGB | None = None, faded: bool = False) -> Image.Image:
    """A wide two-part building: a tall tower beside a hall, nearly twice a settlement's size."""
    w, h = CITY_W + 12, CITY_H + 12
    tile, d = _sprite(w, h)
    if halo is not None:
        d.ellipse((0, 0, w * SS - 1, h * SS - 1), fill=halo)
    fill = theme.shade(colour, 1.55) if faded else colour
    edge = theme.shade(colour, 0.4)
    x0 = (w - CITY_W) / 2 * SS
    y0 = (h - CITY_H) / 2 * SS
    cw, ch = CITY_W * SS, CITY_H * SS
    tower = [
        (x0, y0 + ch),
        (x0, y0 + ch * 0.28),
        (x0 + cw * 0.22, y0),
        (x0 + cw * 0.44, y0 + ch * 0.28),
        (x0 + cw * 0.44, y0 + ch),
    ]
    hall = [
        (x0 + cw * 0.44, y0 + ch),
        (x0 + cw * 0.44, y0 + ch * 0.45),
        (x0 + cw, y0 + ch * 0.45),
        (x0 + cw, y0 + ch),
    ]
    d.polygon(hall, fill=fill, outline=edge, width=2 * SS)
    d.polygon(tower, fill=fill, outline=edge, width=2 * SS)
    # a door and a window, so the city reads as a building even in the preview
    d.rectangle((x0 + cw * 0.66, y0 + ch * 0.66, x0 + cw * 0.8, y0 + ch - 2 * SS), fill=edge)
    d.rectangle((x0 + cw * 0.15, y0 + ch * 0.42, x0 + cw * 0.29, y0 + ch * 0.58), fill=edge)
    return _down(tile)


@lru_cache(maxsize=64)
def wall_sprite() -> Image.Image:
    w, h = CITY_W + 16, 16
    tile, d = _sprite(w, h)
    d.rounded_rectangle(
        (0, 0, w * SS - 1, h * SS - 1), 3 * SS, fill=WALL, outline=(30, 30, 34), width=SS
    )
    for i in range(1, 6):  # crenellations
        x = i * w * SS / 6
        d.line([(x, 0), (x, h * SS * 0.45)], fill=(30, 30, 34), width=SS)
    return _down(tile)


@lru_cache(maxsize=64)
def metropolis_sprite(track_colour: RGB) -> Image.Image:
    w = h = 62
    tile, d = _sprite(w, h)
    d.ellipse((0, 0, w * SS - 1, h * SS - 1), fill=track_colour, outline=(30, 30, 30), width=2 * SS)
    return _down(tile)


@lru_cache(maxsize=256)
def road_sprite(colour: RGB, angle: int, halo: bool) -> Image.Image:
    """A road piece along `angle` degrees, 56% of an edge long."""
    length = RADIUS * 0.72
    width = 22 if halo else 11
    side = math.ceil(length + width + 4)
    tile, d = _sprite(side, side)
    c = side * SS / 2
    dx = math.cos(math.radians(angle)) * length * SS / 2
    dy = math.sin(math.radians(angle)) * length * SS / 2
    ends = [(c - dx, c - dy), (c + dx, c + dy)]
    if halo:
        d.line(ends, fill=theme.HIGHLIGHT, width=width * SS)
    d.line(ends, fill=theme.shade(colour, 0.5), width=11 * SS)
    d.line(ends, fill=colour, width=7 * SS)
    return _down(tile)


@lru_cache(maxsize=64)
def knight_sprite(colour: RGB, level: int, active: bool, halo: bool) -> Image.Image:
    """A round shield: filled with the seat's colour when active, white when idle."""
    r = 13 + 3 * level
    side = 2 * r + (12 if halo else 2)
    tile, d = _sprite(side, side)
    c = side * SS / 2
    if halo:
        hr = (r + 6) * SS
        d.ellipse((c - hr, c - hr, c + hr, c + hr), fill=theme.HIGHLIGHT)
    d.ellipse(
        (c - r * SS, c - r * SS, c + r * SS, c + r * SS),
        fill=colour if active else (250, 250, 250),
        outline=theme.shade(colour, 0.5),
        width=4 * SS,
    )
    return _down(tile)


@lru_cache(maxsize=4)
def robber_sprite(active: bool) -> Image.Image:
    w, h = 28, 44
    tile, d = _sprite(w, h)
    fill = ROBBER if active else ROBBER_LOCKED
    s = SS
    d.ellipse((5 * s, 0, 23 * s, 18 * s), fill=fill)
    d.polygon([(1 * s, 44 * s), (6 * s, 16 * s), (22 * s, 16 * s), (27 * s, 44 * s)], fill=fill)
    return _down(tile)


@lru_cache(maxsize=8)
def merchant_sprite(colour: RGB) -> Image.Image:
    side = 34
    tile, d = _sprite(side, side)
    c = side * SS / 2
    d.regular_polygon((c, c, 16 * SS), 4, fill=colour, outline=theme.shade(colour, 0.5), width=SS)
    return _down(tile)


@lru_cache(maxsize=16)
def owner_dot(colour: RGB) -> Image.Image:
    side = 20
    tile, d = _sprite(side, side)
    d.ellipse(
        (0, 0, side * SS - 1, side * SS - 1), fill=colour, outline=(255, 255, 255), width=2 * SS
    )
    return _down(tile)


def _paste(img: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    img.paste(sprite, (x, y), sprite)


# -- labels --------------------------------------------------------------------------------


def pill(
    img: Image.Image,
    centre: tuple[float, float],
    label: str,
    *,
    fill: RGB = (255, 255, 255),
    ink: RGB = theme.INK,
    edge: RGB = (90, 90, 100),
) -> None:
    """A spot id on a small white tag."""
    fnt = font(LABEL_SIZE, bold=True)
    w = draw.text_width(label, fnt) + 8
    h = draw.line_height(fnt) + 2
    box = Box.around(centre, w, h)
    ImageDraw.Draw(img).rounded_rectangle(box, 5, fill=fill, outline=edge, width=2)
    draw.centred_text(img, box, label, size=LABEL_SIZE, bold=True, fill=ink)


def badge(
    img: Image.Image,
    centre: tuple[float, float],
    label: str,
    *,
    fill: RGB = (255, 255, 255),
    ink: RGB = theme.INK,
    edge: RGB = theme.TITLE_BAR,
) -> None:
    """A spot the player can use now ("v12"): a large number after a small letter, on a
    white tag about as wide as the gap between two corners of a hex."""
    letter, number = label[:1], label[1:]
    big, small = font(BADGE_SIZE, bold=True), font(BADGE_LETTER, bold=True)
    letter_w, number_w = draw.text_width(letter, small), draw.text_width(number, big)
    _, top, _, bottom = big.getbbox("0", anchor="la")  # the digits' ink, from the line's top
    w, h = letter_w + 2 + number_w + 12, bottom - top + 14
    box = Box.around(centre, w, h)
    ImageDraw.Draw(img).rounded_rectangle(box, 10, fill=fill, outline=edge, width=3)
    y = box.y0 + 7 - top  # the line's top, so the digits' ink sits in the middle
    baseline = y + big.getmetrics()[0]
    x = box.x0 + 6
    draw.text(
        img, (x, baseline - small.getmetrics()[0]), letter, size=BADGE_LETTER, bold=True, fill=ink
    )
    draw.text(img, (x + letter_w + 2, y), number, size=BADGE_SIZE, bold=True, fill=ink)


def _angle(lay: Layout, e: int) -> int:
    a, b = (lay.vertex(v) for v in lay.b.edge_vertices[e])
    return round(math.degrees(math.atan2(b[1] - a[1], b[0] - a[0]))) % 180


def draw_island(
    img: Image.Image,
    area: Box,
    view: CatanView,
    highlight: Sequence[str],
    *,
    all_spots: bool = False,
    language: str = DEFAULT_LOCALE,
) -> Layout:
    """Draw the board into `area` of `img`; returns the layout used."""
    base = _island((area.width, area.height), view.terrain, view.numbers, view.harbors, language)
    paste(img, base, (area.x0, area.y0))
    lay = Layout(area)
    b = lay.b
    hi = set(highlight)
    # harbours: a dot of each seat with a building on it
    for i, hb in enumerate(b.harbors):
        owners = sorted({view.vowner[v] for v in hb.vertices if view.vowner[v] >= 0})
        x, y = lay.harbour(i)
        for k, seat in enumerate(owners):
            _paste(img, owner_dot(theme.seat_colour(seat)), (x - 24 + 48 * k, y - 20))
    # hex highlights (the robber or merchant moved there)
    for h in range(len(view.terrain)):
        if f"h{h}" in hi:
            c = lay.hex(h)
            pts = draw.hex_points(c, lay.r - 5)
            ImageDraw.Draw(img).line([*pts, pts[0]], fill=theme.HIGHLIGHT, width=5)
    for e, owner in enumerate(view.eowner):
        if owner >= 0:
            sprite = road_sprite(theme.seat_colour(owner), _angle(lay, e), f"e{e}" in hi)
            _paste(img, sprite, lay.edge(e))
    rx, ry = lay.hex(view.robber)
    _paste(img, robber_sprite(view.robber_active), (rx - 34, ry + 2))
    if view.merchant[0] >= 0:
        mx, my = lay.hex(view.merchant[0])
        col = theme.seat_colour(view.merchant[1])
        _paste(img, merchant_sprite(col), (mx + 36, my))
        draw.centred_text(
            img, Box.around((mx + 36, my), 22, 20), "M", size=15, bold=True, fill=theme.ink_on(col)
        )
    metro = {v: TRACK_ORDER[t] for t, v in enumerate(view.metro) if v >= 0}
    for v, owner in enumerate(view.vowner):
        if owner < 0:
            continue
        c = lay.vertex(v)
        col = theme.seat_colour(owner)
        halo = theme.HIGHLIGHT if f"v{v}" in hi else None
        if v in metro:
            _paste(img, metropolis_sprite(TRACK_COLOURS[metro[v]]), c)
        if view.walls[v]:
            _paste(img, wall_sprite(), (c[0], c[1] + 14))
        if view.vkind[v] == 1:
            _paste(img, settlement_sprite(col, halo), c)
        else:
            _paste(img, city_sprite(col, halo, view.vkind[v] == 3), (c[0], c[1] - 3))
    knights = {
        kv: (seat.seat, level, active) for seat in view.seats for kv, level, active in seat.knights
    }
    for v, (seat, level, active) in knights.items():
        c = lay.vertex(v)
        col = theme.seat_colour(seat)
        _paste(img, knight_sprite(col, level, bool(active), f"v{v}" in hi), c)
        draw.centred_text(
            img,
            Box.around(c, 34, 20),
            LEVEL_MARKS[level],
            size=15,
            bold=True,
            fill=theme.ink_on(col) if active else theme.shade(col, 0.6),
        )
    # spot ids: where the player to move can act, as large badges (or all of them, small)
    tag = pill if all_spots else badge
    below = 20 if all_spots else 30  # under a piece already there
    shown = set(view.spots)
    for h in range(len(view.terrain)):
        if all_spots or f"h{h}" in shown:
            cx, cy = lay.hex(h)
            tag(img, (cx, cy - lay.r * 0.5), f"h{h}")
    for e in range(len(b.edge_vertices)):
        if all_spots or f"e{e}" in shown:
            owner = view.eowner[e]
            if owner >= 0:
                col = theme.seat_colour(owner)
                tag(img, lay.edge(e), f"e{e}", fill=col, ink=theme.ink_on(col))
            else:
                tag(img, lay.edge(e), f"e{e}")
    for v in range(len(b.vertices)):
        if not (all_spots or f"v{v}" in shown):
            continue
        c = lay.vertex(v)
        owner = view.vowner[v]
        if owner >= 0 or v in knights:
            who = owner if owner >= 0 else knights[v][0]
            col = theme.seat_colour(who)
            tag(
                img,
                (c[0], c[1] + below),
                f"v{v}",
                fill=col,
                ink=theme.ink_on(col),
                edge=(255, 255, 255),
            )
        else:
            tag(img, c, f"v{v}")
    return lay
