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
# a cost square's label is the resource's short form in the picture's language
# (`wonders.board.resource_short.<id>`: W for wood, Ξ for ξύλο, 목 for 목재), and the legend
# under the board spells each one out (`resource_legend`)
PIP_PAD = 2  # room beside a square's label; a longer label (Greek «Πη») widens every square
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


def resource_label(name: str, language: str = "en") -> str:
    """A resource's short label for its cost square, in `language`."""
    return Words(language, "wonders")(f"wonders.board.resource_short.{name}")


def _pip_text_size(size: int) -> int:
    return max(theme.MIN_TEXT_SIZE, size - 4)


@functools.lru_cache(maxsize=64)
def pip_width(language: str = "en", size: int = PIP) -> int:
    """The width of one cost square in `language`: `size`, or wider when the language's longest
    short label needs it (every square of a picture is as wide, so costs line up)."""
    fsize = _pip_text_size(size)
    widest = max(_label_width(resource_label(r, language), fsize) for r in RESOURCES)
    return max(size, widest + PIP_PAD)


def pip(img: Image.Image, x: int, y: int, name: str, language: str = "en", size: int = PIP) -> int:
    """One resource's cost square with its short label; returns its width."""
    width = pip_width(language, size)
    box = Box.at(x, y, width, size)
    colour = RESOURCE_COLOURS[name]
    ImageDraw.Draw(img).rounded_rectangle(box, 3, fill=colour, outline=theme.shade(colour, 0.6))
    draw.centred_text(
        img,
        box,
        resource_label(name, language),
        size=_pip_text_size(size),
        bold=True,
        fill=theme.ink_on(colour),
    )
    return width


def pips(
    img: Image.Image,
    x: int,
    y: int,
    cost: Sequence[int],
    coins: int = 0,
    size: int = PIP,
    *,
    language: str = "en",
) -> int:
    """A cost as coloured squares with short labels (and a coin); returns the width used."""
    start = x
    for i, n in enumerate(cost):
        for _ in range(n):
            x += pip(img, x, y, RESOURCES[i], language, size) + 2
    if coins:
        draw.coin(img, (x + 12, y + size / 2), 12, coins)
        x += 26
    return x - start


def cost_rows(
    img: Image.Image,
    x: int,
    y: int,
    cost: Sequence[int],
    width: int,
    language: str = "en",
    coins: int = 0,
) -> int:
    """A cost's squares wrapped to lines of `width` (a coin after the last); returns the width
    of the widest line (0: nothing to pay)."""
    per = pip_rows(cost, width, language)
    units = [i for i, n in enumerate(cost) for _ in range(n)]
    used = 0
    lines = [units[k : k + per] for k in range(0, len(units), per)] or [[]]
    for n, line in enumerate(lines):
        row = [0] * len(RESOURCES)
        for i in line:
            row[i] += 1
        last = n == len(lines) - 1
        used = max(used, pips(img, x, y, tuple(row), coins if last else 0, language=language))
        y += PIP + 2
    return used


def resource_legend(img: Image.Image, box: Box, language: str = "en", *, size: int = 15) -> None:
    """The key to the cost squares: each resource's square beside its name, in one row."""
    w = Words(language, "wonders")
    ImageDraw.Draw(img).rectangle(box, fill=theme.PANEL_ALT)
    inner = box.inset(theme.PAD, 4)
    slot = (inner.width - theme.GAP * (len(RESOURCES) - 1)) // len(RESOURCES)
    top = round(inner.y0 + (inner.height - PIP) / 2)
    for i, name in enumerate(RESOURCES):
        x = inner.x0 + i * (slot + theme.GAP)
        x += pip(img, x, top, name, language) + 6
        label = w(f"wonders.name.{name}")
        room = inner.x0 + i * (slot + theme.GAP) + slot - x
        fnt_size = draw.fit_size(label, room, size)
        y = inner.y0 + (inner.height - draw.line_height(font(fnt_size))) / 2
        draw.text(img, (x, y), label, size=fnt_size, max_width=room)


KEY_LINE = 24  # pitch of a line of the key in a panel


def key_panel_height(columns: int = 1) -> int:
    """The height `resource_key_panel` needs with its names in `columns` columns."""
    return 2 * theme.PAD + 24 + -(-len(RESOURCES) // columns) * KEY_LINE


def resource_key_panel(img: Image.Image, box: Box, language: str = "en") -> None:
    """The key to the cost squares in a panel of the city grid (a cell no city uses): a heading,
    then each resource's square beside its name, in two columns when one is too tall."""
    w = Words(language, "wonders")
    inner = draw.panel(img, box)
    draw.text(
        img,
        (inner.x0, inner.y0),
        w("wonders.board.key"),
        size=15,
        bold=True,
        max_width=inner.width,
        min_size=14,
    )
    columns = 1 if box.height >= key_panel_height(1) else 2
    per = -(-len(RESOURCES) // columns)
    col_w = inner.width // columns
    for i, name in enumerate(RESOURCES):
        x = inner.x0 + (i // per) * col_w
        y = inner.y0 + 24 + (i % per) * KEY_LINE
        x += pip(img, x, y + 1, name, language) + 6
        room = inner.x0 + (i // per + 1) * col_w - x - 4
        draw.text(img, (x, y + 1), w(f"wonders.name.{name}"), size=15, max_width=room, min_size=14)


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
    cost_rows(img, inner.x0 + 24, inner.y0, stage.cost, inner.width - 24, language)
    top = inner.y0 + pips_height(stage.cost, inner.width - 24, language) + 1
    draw.text_block(
        img,
        Box(inner.x0, top, inner.x1, inner.y1),
        effect_words(stage.effects, language),
        size=14,
        fill=theme.ink_on(fill),
    )


def pip_rows(cost: Sequence[int], width: int, language: str = "en") -> int:
    """How many cost squares fit on one line of `width`."""
    return max(1, (width + 2) // (pip_width(language) + 2))


def pips_height(cost: Sequence[int], width: int, language: str = "en") -> int:
    """The height of a cost wrapped to `width` (one line at least)."""
    rows = max(1, -(-sum(cost) // pip_rows(cost, width, language)))
    return rows * (PIP + 2)


@functools.lru_cache(maxsize=1024)
def stage_height(stages: Sequence[Stage], width: int, language: str = "en") -> int:
    """The height a row of stage boxes needs so every cost and effect fits at 14 px."""
    fnt = font(14)
    lines = max(
        len(draw.wrap(effect_words(st.effects, language), fnt, width - 12)) for st in stages
    )
    pips_h = max(pips_height(st.cost, width - 12 - 24, language) for st in stages)
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
