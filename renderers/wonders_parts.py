"""Small pieces of the 7 Wonders board: card chips, resource pips, stage boxes, tokens. Their
words come from the catalogue in the picture's language (`wonders.fx.*`, renderers.lang)."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.wonders.catalogue import RESOURCES, Effect, Stage
from bot.engine.wonders.speech import effect_phrase
from renderers import draw, theme
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import Words
from renderers.theme import RGB

CHIP_H = 22
CHIP_SIZE = 14
PIP = 18

RESOURCE_COLOURS: dict[str, RGB] = {
    "wood": (96, 132, 56),
    "stone": (150, 150, 158),
    "clay": (200, 104, 56),
    "ore": (70, 74, 84),
    "glass": (70, 170, 200),
    "textile": (150, 96, 170),
    "papyrus": (222, 200, 140),
}
LETTERS = {
    "wood": "W",
    "stone": "S",
    "clay": "C",
    "ore": "O",
    "glass": "G",
    "textile": "T",
    "papyrus": "P",
}
LEADER_FILL: RGB = (236, 232, 222)
STAGE_DONE: RGB = (214, 176, 72)
READY: RGB = (32, 146, 72)
CHOOSING: RGB = (214, 140, 30)
VICTORY: RGB = (58, 140, 70)
DEFEAT: RGB = (190, 50, 45)


@functools.lru_cache(maxsize=4096)
def _label_width(label: str, size: int) -> int:
    return draw.text_width(label, font(size, bold=True))


def chip(
    img: Image.Image,
    x: int,
    y: int,
    label: str,
    fill: RGB,
    *,
    max_width: int = 260,
    outline: RGB | None = None,
    size: int = CHIP_SIZE,
    marked: bool = False,
) -> Box:
    """A rounded label for a built card or a leader; returns its box. A marked chip (the last
    move) wears a thick magenta border inside its own box, so the ring never touches text."""
    width = min(_label_width(label, size) + 12, max_width)
    box = Box.at(x, y, width, CHIP_H)
    edge = theme.HIGHLIGHT if marked else (outline or theme.shade(fill, 0.7))
    ImageDraw.Draw(img).rounded_rectangle(box, 7, fill=fill, outline=edge, width=3 if marked else 2)
    draw.centred_text(img, box.inset(4, 1), label, size=size, bold=True, fill=theme.ink_on(fill))
    return box


def chip_width(label: str, *, max_width: int = 260, size: int = CHIP_SIZE) -> int:
    return min(_label_width(label, size) + 12, max_width)


def flow(
    items: Sequence[tuple[str, str, RGB]], width: int, *, gap: int = 5, row_gap: int = 4
) -> list[tuple[str, str, RGB, int, int]]:
    """Place chips left to right, wrapping: (id, label, fill, x, y) relative to the area."""
    out = []
    x = y = 0
    for ident, label, fill in items:
        w = chip_width(label, max_width=width)
        if x and x + w > width:
            x, y = 0, y + CHIP_H + row_gap
        out.append((ident, label, fill, x, y))
        x += w + gap
    return out


def flow_height(items: Sequence[tuple[str, str, RGB]], width: int) -> int:
    placed = flow(items, width)
    return (placed[-1][4] + CHIP_H) if placed else 0


def pips(
    img: Image.Image, x: int, y: int, cost: Sequence[int], coins: int = 0, size: int = PIP
) -> int:
    """A cost as coloured squares with letters (and a coin); returns the width used."""
    start = x
    d = ImageDraw.Draw(img)
    for i, n in enumerate(cost):
        name = RESOURCES[i]
        for _ in range(n):
            box = Box.at(x, y, size, size)
            d.rounded_rectangle(
                box,
                3,
                fill=RESOURCE_COLOURS[name],
                outline=theme.shade(RESOURCE_COLOURS[name], 0.6),
            )
            draw.centred_text(
                img,
                box,
                LETTERS[name],
                size=max(theme.MIN_TEXT_SIZE, size - 4),
                bold=True,
                fill=theme.ink_on(RESOURCE_COLOURS[name]),
            )
            x += size + 2
    if coins:
        draw.coin(img, (x + 12, y + size / 2), 12, coins)
        x += 26
    return x - start


@functools.lru_cache(maxsize=2048)
def effect_words(effects: Sequence[Effect], language: str = "en") -> str:
    """A wonder stage's effects in the few words its box has room for (`wonders.fx.*`)."""
    w = Words(language, "wonders")
    return " + ".join(w.say(effect_phrase(e, short=True)) for e in effects)


def stage_box(
    img: Image.Image,
    box: Box,
    index: int,
    stage: Stage,
    built: bool,
    next_one: bool,
    *,
    marked: bool = False,
    language: str = "en",
) -> None:
    """One wonder stage: number, cost pips, and what it gives; gold once built."""
    fill = STAGE_DONE if built else theme.PANEL
    edge = theme.shade(STAGE_DONE, 0.6) if built or next_one else theme.BORDER
    if marked:
        edge = theme.HIGHLIGHT
    ImageDraw.Draw(img).rounded_rectangle(
        box, 6, fill=fill, outline=edge, width=4 if marked else (3 if next_one else 2)
    )
    inner = box.inset(6, 5)
    numeral = ("I", "II", "III", "IV")[index]
    draw.text(img, (inner.x0, inner.y0), numeral, size=14, bold=True, fill=theme.ink_on(fill))
    per = pip_rows(stage.cost, inner.width - 24)
    y = inner.y0
    units = [i for i, n in enumerate(stage.cost) for _ in range(n)]
    for start in range(0, len(units), per):
        row = [0] * 7
        for i in units[start : start + per]:
            row[i] += 1
        pips(img, inner.x0 + 24, y, tuple(row), size=PIP)
        y += PIP + 2
    draw.text_block(
        img,
        Box(inner.x0, inner.y0 + _pips_h(stage.cost, inner.width - 24) + 1, inner.x1, inner.y1),
        effect_words(stage.effects, language),
        size=14,
        fill=theme.ink_on(fill),
    )


def pip_rows(cost: Sequence[int], width: int) -> int:
    """How many cost squares fit on one line of `width`."""
    return max(1, (width + 2) // (PIP + 2))


def _pips_h(cost: Sequence[int], width: int) -> int:
    rows = max(1, -(-sum(cost) // pip_rows(cost, width)))
    return rows * (PIP + 2)


@functools.lru_cache(maxsize=1024)
def stage_height(stages: Sequence[Stage], width: int, language: str = "en") -> int:
    """The height a row of stage boxes needs so every cost and effect fits at 14 px."""
    fnt = font(14)
    lines = max(
        len(draw.wrap(effect_words(st.effects, language), fnt, width - 12)) for st in stages
    )
    pips_h = max(_pips_h(st.cost, width - 12 - 24) for st in stages)
    return (
        5
        + pips_h
        + 1
        + (lines - 1) * round(draw.line_height(fnt) * 1.15)
        + draw.line_height(fnt)
        + 6
    )


def tokens(img: Image.Image, x: int, y: int, values: Sequence[int], size: int = 26) -> int:
    """Conflict tokens as small discs; returns the width used."""
    start = x
    for v in sorted(values, reverse=True):
        fill = VICTORY if v > 0 else DEFEAT
        draw.coin(
            img,
            (x + size / 2, y + size / 2),
            size / 2,
            f"{v:+d}" if v < 0 else str(v),
            fill=fill,
            edge=theme.shade(fill, 0.6),
        )
        x += size + 3
    return x - start
