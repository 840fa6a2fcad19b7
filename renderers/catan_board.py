"""The Catan island: hexes, numbers, harbors, pieces, and the v/e/h labels used in commands."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.catan.board import Board, board
from bot.engine.catan.view import CatanView
from renderers import draw, theme
from renderers.draw import Box
from renderers.fonts import font
from renderers.theme import RGB

SS = 2  # the island's shapes are drawn at 2x and scaled down once (anti-aliasing)
RADIUS = 80
SAND = (233, 214, 160)
SEA_EDGE = (40, 96, 150)
TOKEN = (250, 240, 214)
RED_NUMBER = (200, 30, 30)
ROBBER = (58, 58, 62)
WOOD = (120, 84, 46)
WALL = (90, 90, 96)
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
HARBOR_TEXT = {"generic_3to1": "3:1"}
PIPS = {2: 1, 3: 2, 4: 3, 5: 4, 6: 5, 8: 5, 9: 4, 10: 3, 11: 2, 12: 1}


class Layout:
    """Pixel positions of the island inside the board area."""

    def __init__(self, area: Box, radius: float = RADIUS) -> None:
        self.b: Board = board()
        self.r = radius
        cx, cy = area.centre
        self.origin = (cx, cy)

    def xy(self, unit: tuple[float, float]) -> tuple[float, float]:
        return (self.origin[0] + unit[0] * self.r, self.origin[1] + unit[1] * self.r)

    def hex(self, h: int) -> tuple[float, float]:
        return self.xy(self.b.hex_xy[h])

    def vertex(self, v: int) -> tuple[float, float]:
        return self.xy(self.b.vertex_xy[v])

    def edge(self, e: int) -> tuple[float, float]:
        a, b = (self.vertex(v) for v in self.b.edge_vertices[e])
        return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _scaled(p: tuple[float, float], origin: tuple[int, int]) -> tuple[float, float]:
    return ((p[0] - origin[0]) * SS, (p[1] - origin[1]) * SS)


def _pill(
    img: Image.Image,
    centre: tuple[float, float],
    label: str,
    *,
    fill: RGB,
    ink: RGB,
    edge: RGB,
    size: int = 12,
    outline: RGB | None = None,
) -> None:
    fnt = font(size, bold=True)
    w = draw.text_width(label, fnt) + 6
    h = draw.line_height(fnt) + 1
    box = Box.around(centre, w, h)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, 5, fill=fill, outline=outline or edge, width=3 if outline else 1)
    draw.centred_text(img, box, label, size=size, bold=True, fill=ink, min_size=size)


def _house(
    d: ImageDraw.ImageDraw, c: tuple[float, float], s: float, fill: RGB, edge: RGB, city: bool
) -> None:
    x, y = c
    if city:
        pts = [
            (x - s * 1.25, y + s),
            (x - s * 1.25, y - s * 0.2),
            (x - s * 0.25, y - s * 0.2),
            (x - s * 0.25, y - s * 0.75),
            (x + s * 0.5, y - s * 1.35),
            (x + s * 1.25, y - s * 0.75),
            (x + s * 1.25, y + s),
        ]
    else:
        pts = [
            (x - s, y + s * 0.85),
            (x - s, y - s * 0.2),
            (x, y - s * 1.1),
            (x + s, y - s * 0.2),
            (x + s, y + s * 0.85),
        ]
    d.polygon(pts, fill=fill, outline=edge, width=max(2, round(s * 0.16)))


def draw_island(img: Image.Image, area: Box, view: CatanView, highlight: Sequence[str]) -> Layout:
    """Draw the board into `area` of `img`; returns the layout used for the labels."""
    lay = Layout(area)
    b = lay.b
    hi = set(highlight)
    # -- shapes at 2x ------------------------------------------------------------------
    tile = Image.new("RGB", (area.width * SS, area.height * SS), theme.TERRAIN["sea"])
    d = ImageDraw.Draw(tile)
    org = (area.x0, area.y0)
    r2 = lay.r * SS
    # harbors: a jetty from each of the two vertices to a marker out at sea
    marker: list[tuple[tuple[float, float], str]] = []
    for i, hb in enumerate(b.harbors):
        va, vb = (lay.vertex(v) for v in hb.vertices)
        hx, hy = lay.hex(hb.hex)
        mx, my = (va[0] + vb[0]) / 2, (va[1] + vb[1]) / 2
        dx, dy = mx - hx, my - hy
        n = math.hypot(dx, dy)
        spot = (mx + dx / n * lay.r * 0.62, my + dy / n * lay.r * 0.62)
        for end in (va, vb):
            d.line([_scaled(end, org), _scaled(spot, org)], fill=WOOD, width=6 * SS)
        marker.append((spot, view.harbors[i]))
    for h, terrain in enumerate(view.terrain):
        c = _scaled(lay.hex(h), org)
        pts = draw.hex_points(c, r2)
        d.polygon(pts, fill=theme.TERRAIN[terrain])
        d.line([*pts, pts[0]], fill=SAND, width=3 * SS)
        if f"h{h}" in hi:
            inner = draw.hex_points(c, r2 - 6 * SS)
            d.line([*inner, inner[0]], fill=theme.HIGHLIGHT, width=5 * SS)
        if view.numbers[h]:
            tr = 21 * SS
            d.ellipse(
                (c[0] - tr, c[1] - tr, c[0] + tr, c[1] + tr),
                fill=TOKEN,
                outline=(150, 130, 90),
                width=SS,
            )
    for spot, _kind in marker:
        s = _scaled(spot, org)
        mr = 24 * SS
        d.ellipse(
            (s[0] - mr, s[1] - mr, s[0] + mr, s[1] + mr),
            fill=(246, 236, 210),
            outline=WOOD,
            width=2 * SS,
        )
    # roads
    for e, owner in enumerate(view.eowner):
        if owner < 0:
            continue
        a, c2 = (_scaled(lay.vertex(v), org) for v in b.edge_vertices[e])
        # shorten so the road sits between the corners
        ax, ay = a[0] + (c2[0] - a[0]) * 0.14, a[1] + (c2[1] - a[1]) * 0.14
        bx, by = c2[0] + (a[0] - c2[0]) * 0.14, c2[1] + (a[1] - c2[1]) * 0.14
        col = theme.seat_colour(owner)
        if f"e{e}" in hi:
            d.line([(ax, ay), (bx, by)], fill=theme.HIGHLIGHT, width=20 * SS)
        d.line([(ax, ay), (bx, by)], fill=theme.shade(col, 0.55), width=12 * SS)
        d.line([(ax, ay), (bx, by)], fill=col, width=8 * SS)
    # robber and merchant
    rx, ry = _scaled(lay.hex(view.robber), org)
    rx -= 36 * SS
    robber_fill = ROBBER if view.robber_active else (150, 150, 156)
    d.ellipse((rx - 9 * SS, ry - 26 * SS, rx + 9 * SS, ry - 8 * SS), fill=robber_fill)
    d.polygon(
        [
            (rx - 13 * SS, ry + 16 * SS),
            (rx - 8 * SS, ry - 10 * SS),
            (rx + 8 * SS, ry - 10 * SS),
            (rx + 13 * SS, ry + 16 * SS),
        ],
        fill=robber_fill,
    )
    if view.merchant[0] >= 0:
        mx, my = _scaled(lay.hex(view.merchant[0]), org)
        mx += 38 * SS
        col = theme.seat_colour(view.merchant[1])
        d.regular_polygon((mx, my, 17 * SS), 4, fill=col, outline=theme.shade(col, 0.5))
        merchant_at = (mx / SS + area.x0, my / SS + area.y0, theme.ink_on(col))
    # buildings, walls, metropolises, knights
    metro = {v: TRACK_ORDER[t] for t, v in enumerate(view.metro) if v >= 0}
    for v, owner in enumerate(view.vowner):
        c = _scaled(lay.vertex(v), org)
        if owner >= 0:
            col = theme.seat_colour(owner)
            city = view.vkind[v] in (2, 3)
            if f"v{v}" in hi:
                hr = 27 * SS
                d.ellipse((c[0] - hr, c[1] - hr, c[0] + hr, c[1] + hr), fill=theme.HIGHLIGHT)
            if v in metro:  # a halo in the track's colour marks a metropolis
                tc = TRACK_COLOURS[metro[v]]
                mr = 25 * SS
                d.ellipse(
                    (c[0] - mr, c[1] - mr, c[0] + mr, c[1] + mr),
                    fill=tc,
                    outline=(30, 30, 30),
                    width=2 * SS,
                )
            if view.walls[v]:
                w = 23 * SS
                d.rounded_rectangle(
                    (c[0] - w, c[1] - w * 0.55, c[0] + w, c[1] + w),
                    4 * SS,
                    fill=WALL,
                    outline=(40, 40, 44),
                    width=SS,
                )
            fill = theme.shade(col, 1.5) if view.vkind[v] == 3 else col  # pillaged: faded
            _house(d, c, 17 * SS if city else 15 * SS, fill, theme.shade(col, 0.45), city)
        if view.ck:
            for seat in view.seats:
                for kv, level, active in seat.knights:
                    if kv != v:
                        continue
                    col = theme.seat_colour(seat.seat)
                    kr = (13 + 3 * level) * SS
                    if f"v{v}" in hi:
                        d.ellipse(
                            (
                                c[0] - kr - 5 * SS,
                                c[1] - kr - 5 * SS,
                                c[0] + kr + 5 * SS,
                                c[1] + kr + 5 * SS,
                            ),
                            fill=theme.HIGHLIGHT,
                        )
                    d.ellipse(
                        (c[0] - kr, c[1] - kr, c[0] + kr, c[1] + kr),
                        fill=col if active else (250, 250, 250),
                        outline=theme.shade(col, 0.5),
                        width=4 * SS,
                    )
    small = tile.resize((area.width, area.height), Image.Resampling.LANCZOS)
    img.paste(small, (area.x0, area.y0))
    # -- text at 1x --------------------------------------------------------------------
    if view.merchant[0] >= 0:
        draw.centred_text(
            img,
            Box.around(merchant_at[:2], 20, 18),
            "M",
            size=14,
            bold=True,
            fill=merchant_at[2],
            min_size=12,
        )
    for h, terrain in enumerate(view.terrain):
        cx, cy = lay.hex(h)
        n = view.numbers[h]
        if n:
            ink = RED_NUMBER if n in (6, 8) else theme.INK
            draw.centred_text(
                img,
                Box.around((cx, cy - 3), 40, 26),
                str(n),
                size=22,
                bold=True,
                fill=ink,
                min_size=16,
            )
            pips = PIPS[n]
            for i in range(pips):
                px = cx + (i - (pips - 1) / 2) * 5
                ImageDraw.Draw(img).ellipse((px - 1.6, cy + 11, px + 1.6, cy + 14.2), fill=ink)
        ink = theme.ink_on(theme.TERRAIN[terrain])
        label_y = cy + lay.r * 0.40
        top = label_y - draw.line_height(font(14, bold=True)) / 2
        draw.text(img, (cx - 2, top), f"h{h}", size=14, bold=True, fill=ink, align="right")
        draw.text(img, (cx + 4, top + 1), RESOURCE_OF[terrain], size=13, fill=ink)
    for spot, kind in marker:
        label = HARBOR_TEXT.get(kind, f"2:1\n{kind}")
        lines = label.split("\n")
        for i, line in enumerate(lines):
            y = spot[1] - 8 * (len(lines) - 1) + 16 * i
            draw.centred_text(
                img,
                Box.around((spot[0], y), 46, 17),
                line,
                size=14 if i else 15,
                bold=i == 0,
                fill=theme.INK,
                min_size=11,
            )
    for e in range(len(b.edge_vertices)):
        owner = view.eowner[e]
        centre = lay.edge(e)
        if owner >= 0:
            col = theme.seat_colour(owner)
            _pill(
                img,
                centre,
                f"e{e}",
                fill=col,
                ink=theme.ink_on(col),
                edge=theme.shade(col, 0.5),
                size=11,
            )
        else:
            _pill(
                img,
                centre,
                f"e{e}",
                fill=(255, 255, 255),
                ink=(70, 70, 80),
                edge=(150, 150, 150),
                size=11,
            )
    knights_at = {kv: seat.seat for seat in view.seats for kv, _, _ in seat.knights}
    for v in range(len(b.vertices)):
        centre = lay.vertex(v)
        owner = view.vowner[v]
        if owner >= 0 or v in knights_at:
            who = owner if owner >= 0 else knights_at[v]
            col = theme.seat_colour(who)
            level = next((lv for s in view.seats for kv, lv, _ in s.knights if kv == v), 0)
            label = f"v{v}"
            ink = theme.ink_on(col)
            if owner < 0:  # knight: label below, level as pips in the ring
                _pill(
                    img,
                    (centre[0], centre[1] + 24),
                    label,
                    fill=col,
                    ink=ink,
                    edge=theme.shade(col, 0.5),
                    size=11,
                )
                active = any(a for s in view.seats for kv, _, a in s.knights if kv == v)
                draw.centred_text(
                    img,
                    Box.around(centre, 30, 20),
                    "I" * level,
                    size=15,
                    bold=True,
                    fill=ink if active else col,
                    min_size=12,
                )
            else:
                _pill(
                    img,
                    (centre[0], centre[1] + 11),
                    label,
                    fill=col,
                    ink=ink,
                    edge=(255, 255, 255),
                    size=11,
                )
        else:
            _pill(
                img,
                centre,
                f"v{v}",
                fill=(255, 255, 255),
                ink=theme.INK,
                edge=(120, 120, 120),
                size=11,
            )
    return lay
