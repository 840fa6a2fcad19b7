"""A player's rating over time: one line per game, a small landscape chart (issue 16).

Pure: numbers and words in, an image out. The caller words the title, the legend's game
names and the axis note in the reader's language (`bot/chat/records.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from renderers import draw, theme
from renderers.draw import Box

WIDTH, HEIGHT = 960, 540  # 16:9, readable at Discord's 550 px preview
PLOT_INK = (96, 90, 82)


@dataclass(frozen=True, slots=True)
class Series:
    label: str  # the game's name and its current rating, worded
    points: tuple[float, ...]  # the rating after each rated game, oldest first


def _ticks(low: float, high: float) -> list[float]:
    """Round steps across [low, high], about five of them."""
    span = max(high - low, 1.0)
    step = next(s for s in (1, 2, 5, 10, 20, 25, 50, 100) if span / s <= 6)
    first = (int(low // step)) * step
    out = []
    v = float(first)
    while v <= high + 1e-9:
        if v >= low - 1e-9:
            out.append(v)
        v += step
    return out


def chart(title: str, series: Sequence[Series], note: str, empty: str) -> Image.Image:
    """The chart: title band, axes, each series' line with its last point marked, legend."""
    img = draw.canvas(WIDTH, HEIGHT)
    band = 64
    draw.title_bar(img, Box(0, 0, WIDTH, band), title)
    shown = [s for s in series if s.points]
    legend_h = 34 * max(1, len(shown))
    plot = Box(theme.MARGIN + 56, band + theme.MARGIN, WIDTH - theme.MARGIN, HEIGHT - 40 - legend_h)
    pen = ImageDraw.Draw(img)
    pen.rectangle(plot, fill=theme.PANEL, outline=theme.BORDER, width=theme.LINE)
    if not shown:
        draw.text(
            img,
            (plot.x0 + plot.width / 2, plot.y0 + plot.height / 2 - 14),
            empty,
            size=theme.BODY_SIZE,
            fill=theme.MUTED,
            align="centre",
            max_width=plot.width - 2 * theme.PAD,
        )
        return img
    values = [v for s in shown for v in s.points]
    low, high = min([*values, 0.0]), max([*values, 0.0])
    if high - low < 4:
        high, low = high + 2, low - 2
    longest = max(len(s.points) for s in shown)

    def at(i: int, v: float, n: int) -> tuple[float, float]:
        x = plot.x0 + theme.PAD + (plot.width - 2 * theme.PAD) * (i / max(n - 1, 1))
        y = plot.y1 - theme.PAD - (plot.height - 2 * theme.PAD) * ((v - low) / (high - low))
        return x, y

    small = theme.SMALL_SIZE
    for v in _ticks(low, high):
        _, y = at(0, v, 2)
        pen.line([(plot.x0, y), (plot.x1, y)], fill=theme.PANEL_ALT, width=1)
        label = f"{v:g}"
        draw.text(img, (plot.x0 - 8, y - 11), label, size=small, fill=PLOT_INK, align="right")
    for k, s in enumerate(shown):
        colour = theme.seat_colour(k)
        pts = [at(i, v, longest) for i, v in enumerate(s.points)]
        if len(pts) > 1:
            pen.line(pts, fill=colour, width=4, joint="curve")
        x, y = pts[-1]
        pen.ellipse((x - 6, y - 6, x + 6, y + 6), fill=colour, outline=theme.INK)
    draw.text(
        img,
        (plot.x1, plot.y1 + 6),
        note,
        size=small,
        fill=theme.MUTED,
        align="right",
        max_width=plot.width,
    )
    y = plot.y1 + 34
    for k, s in enumerate(shown):
        colour = theme.seat_colour(k)
        pen.rounded_rectangle((plot.x0, y + 4, plot.x0 + 28, y + 20), radius=4, fill=colour)
        draw.text(
            img,
            (plot.x0 + 38, y),
            s.label,
            size=theme.BODY_SIZE,
            fill=theme.INK,
            max_width=plot.width - 40,
        )
        y += 34
    return img
