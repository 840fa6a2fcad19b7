"""The decision at hand (issue 31): a compact portrait picture for the player who must act.

The full board is a landscape picture meant to be opened; on a phone (about 360 px wide) or in
Discord's desktop preview it cannot be read. This picture is 720 px wide, drawn to be shown at
half that size, and holds only what one decision needs: a header saying what the player must
decide, what they hold and can pay for, and their moves numbered as the buttons under it.

It draws from one seat's own view (`rules.view(state, seat)`), never from a state, so it can
show no one else's secrets. The per-game parts (what a seat holds, what it asks) live in
`renderers.decision_parts`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from renderers import draw, theme
from renderers.decision_parts import Chip, asked, board_map, holdings
from renderers.fonts import font
from renderers.lang import Words
from renderers.theme import RGB

WIDTH = 720  # drawn at twice the size it is read at
DISPLAY = 360  # a phone's width, in CSS px: the picture must read there
MAX_OPTIONS = 9  # moves drawn; the rest are named as a count ("and 12 more")
M = 24  # margin


def size_at(width: int, display: int) -> int:
    """The smallest type for a picture `width` px wide shown `display` px wide: the same
    measure as the boards' headline (12 px once shrunk, `draw.PREVIEW_HEADLINE_PX`)."""
    return math.ceil(draw.PREVIEW_HEADLINE_PX * width / display)


MIN_SIZE = size_at(WIDTH, DISPLAY)  # 24 px: 12 px on a phone
MAP_SCALE = (WIDTH - 2 * M) / 800  # a board map (Catan's island, 800 px) shrunk to the width
HEAD_SIZE = MIN_SIZE + 10
LABEL_SIZE = MIN_SIZE + 4
DETAIL_SIZE = MIN_SIZE
SECTION_SIZE = MIN_SIZE + 2
BADGE = 54  # a number's disc


@dataclass(frozen=True, slots=True)
class Option:
    """One move as the player sees it under the picture: its number, words and detail."""

    number: int
    label: str
    detail: str = ""
    group: str = ""  # the kind of move, titled (a menu's name)


@dataclass(frozen=True, slots=True)
class Decision:
    """Everything the picture needs: one seat's own view and its numbered moves."""

    game_key: str
    view: Any  # `rules.view(state, seat)`: the seat's own view, never a state
    seat: int
    names: tuple[str, ...] = ()
    options: tuple[Option, ...] = ()
    more: int = 0  # moves not drawn (in the menus under the picture)
    over: bool = False
    locale: str | None = None


def _lines(text: str, size: int, width: int, *, bold: bool = False) -> list[str]:
    return draw.wrap(text, font(size, bold=bold), width) if text else []


def _pitch(size: int, bold: bool = False) -> int:
    return round(draw.line_height(font(size, bold=bold)) * 1.08)


def _paragraph(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    text: str,
    *,
    size: int,
    bold: bool = False,
    fill: RGB = theme.INK,
) -> int:
    """Wrapped lines from (x, y); returns the y under the last one."""
    for line in _lines(text, size, width, bold=bold):
        draw.text(img, (x, y), line, size=size, bold=bold, fill=fill, max_width=width)
        y += _pitch(size, bold)
    return y


def _chips(img: Image.Image, y: int, chips: Sequence[Chip]) -> int:
    """Chips flowed across the width; returns the y under the last row."""
    fnt_h = draw.line_height(font(LABEL_SIZE, bold=True))
    h = fnt_h + 14
    x = M
    room = WIDTH - 2 * M
    d = ImageDraw.Draw(img)
    for chip in chips:
        fill = chip.colour or theme.PANEL_ALT
        ink = theme.ink_on(fill)
        text_w = draw.text_width(chip.text, font(LABEL_SIZE, bold=True))
        if text_w + 24 > room:  # a long chip: a wrapped block of its own
            if x > M:
                y += h + 10
                x = M
            lines = _lines(chip.text, LABEL_SIZE, room - 24, bold=True)
            tall = _pitch(LABEL_SIZE, True) * len(lines) + 14
            d.rounded_rectangle((M, y, WIDTH - M, y + tall), 12, fill=fill)
            _paragraph(
                img, M + 12, y + 7, room - 24, chip.text, size=LABEL_SIZE, bold=True, fill=ink
            )
            y += tall + 10
            continue
        w = text_w + 24
        if x > M and x + w > WIDTH - M:
            y += h + 10
            x = M
        d.rounded_rectangle((x, y, x + w, y + h), 12, fill=fill)
        draw.text(img, (x + 12, y + 7), chip.text, size=LABEL_SIZE, bold=True, fill=ink)
        x += w + 10
    return y + h + 10 if x > M else y


def _section(img: Image.Image, y: int, title: str) -> int:
    return _paragraph(
        img, M, y, WIDTH - 2 * M, title, size=SECTION_SIZE, bold=True, fill=theme.MUTED
    )


def _option(img: Image.Image, y: int, option: Option) -> int:
    """One numbered move: a disc with its number, its words, and a muted detail line."""
    d = ImageDraw.Draw(img)
    text_x = M + BADGE + 16
    width = WIDTH - M - text_x
    label = _lines(option.label, LABEL_SIZE, width, bold=True)
    shown = _news(option.detail, option.label)
    detail = _lines(shown, DETAIL_SIZE, width)
    tall = max(BADGE, _pitch(LABEL_SIZE, True) * len(label) + _pitch(DETAIL_SIZE) * len(detail))
    d.rounded_rectangle((M - 8, y - 6, WIDTH - M + 8, y + tall + 6), 14, fill=theme.PANEL)
    disc = draw.Box(M, y, M + BADGE, y + BADGE)
    d.ellipse(disc, fill=theme.TITLE_BAR)
    number = str(option.number)
    draw.centred_text(img, disc, number, size=LABEL_SIZE + 2, bold=True, fill=theme.PAPER_INK)
    below = _paragraph(img, text_x, y, width, option.label, size=LABEL_SIZE, bold=True)
    _paragraph(img, text_x, below, width, shown, size=DETAIL_SIZE, fill=theme.MUTED)
    return y + tall + 18


def _news(detail: str, label: str) -> str:
    """The parts of a move's detail its label does not already say (a leader's text is in both;
    a part the menu cut short, ending "…", counts by what it kept)."""
    folded = label.casefold()
    parts = detail.split(" · ") if detail else []
    return " · ".join(p for p in parts if p.strip(" .…").casefold() not in folded)


def render_decision(decision: Decision) -> Image.Image:
    """The compact picture of one seat's decision (see the module's docstring)."""
    w = Words(decision.locale, decision.game_key)
    view, seat = decision.view, decision.seat
    names = decision.names
    who = draw.seat_name(seat, names)
    img = draw.canvas(WIDTH, 4000)
    # the header band: who, and what they must decide
    if decision.over:
        title, ask = w("pictures.over", who=who), ""
    elif decision.options:
        title = w("pictures.turn", who=who)
        ask = asked(decision.game_key, view, seat, w, names) or _choose(decision, w)
    else:
        title, ask = w("pictures.waiting", who=who), ""
    room = WIDTH - 2 * M
    head = _lines(title, HEAD_SIZE, room, bold=True)
    sub = _lines(ask, LABEL_SIZE, room)
    band = 16 + _pitch(HEAD_SIZE, True) * len(head) + _pitch(LABEL_SIZE) * len(sub) + 14
    ImageDraw.Draw(img).rectangle((0, 0, WIDTH, band), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    with draw.role("headline"):
        y = _paragraph(img, M, 16, room, title, size=HEAD_SIZE, bold=True, fill=ink)
        _paragraph(img, M, y, room, ask, size=LABEL_SIZE, fill=ink)
    y = band + 18
    # where the seat can act, for a game of places: its spots' badges read on a phone too
    place = board_map(decision.game_key, view, seat, w) if decision.options else None
    if place is not None:
        y = _section(img, y, w("pictures.map"))
        scaled = place.resize(
            (room, round(place.height * room / place.width)), Image.Resampling.LANCZOS
        )
        img.paste(scaled, (M, y))
        y += scaled.height + 18
    # what the seat holds, and what it can pay for
    for section, chips in holdings(decision.game_key, view, seat, w):
        if chips:
            y = _section(img, y, section)
            y = _chips(img, y, chips) + 6
    # the moves, numbered as the buttons are
    if decision.options:
        y = _section(img, y, w("pictures.moves")) + 8
        for option in decision.options[:MAX_OPTIONS]:
            y = _option(img, y, option)
        listed = max(0, len(decision.options) - MAX_OPTIONS)  # in the menus under it
        if listed:
            y = _paragraph(img, M, y, room, w("pictures.more", n=listed), size=LABEL_SIZE)
        if decision.more:  # not even in a menu: /play finds them
            y = _paragraph(
                img, M, y, room, w("pictures.more_play", n=decision.more), size=LABEL_SIZE
            )
    return img.crop((0, 0, WIDTH, min(img.height, y + M)))


def _choose(decision: Decision, w: Words) -> str:
    """The kinds of move offered, for a header when the game has no question of its own: one
    kind is its own title ("Choose a card"), several are listed."""
    groups = list(dict.fromkeys(o.group for o in decision.options if o.group))[:4]
    if len(groups) == 1:
        return groups[0]
    return w("pictures.choose", groups=" · ".join(groups)) if groups else ""


__all__ = ["DISPLAY", "MAX_OPTIONS", "MIN_SIZE", "WIDTH", "Decision", "Option", "render_decision"]
