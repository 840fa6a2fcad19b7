"""The 7 Wonders board: every city in seat order, and the viewer's hand in private views."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.wonders.catalogue import CARDS, COLOURS, LEADERS, WONDERS
from bot.engine.wonders.view import CardOption, CityView, WondersView
from renderers import draw, register_renderer, theme
from renderers.draw import Box
from renderers.wonders_parts import (
    CHIP_H,
    CHOOSING,
    LEADER_FILL,
    READY,
    RESOURCE_COLOURS,
    STAGE_DONE,
    chip,
    flow,
    flow_height,
    pips,
    stage_box,
    tokens,
)

WIDTH = 1200
BAR = 64
BAND = 40
LEFT = 430  # the wonder column of a city panel
STAGE_H = 58
LEGEND = 40
HAND_CARD_W = 160
HAND_CARD_H = 150
FREE_CITY_FILL: theme.RGB = (120, 120, 128)
PENDING = {
    "seventh": "plays its 7th card",
    "courtesan": "places the Courtesan token",
    "rome": "may recruit an extra leader",
    "halicarnassus": "builds from the discard pile",
    "solomon": "builds from the discard pile (Solomon)",
    "solomon_copy": "builds from the discard pile (copied Solomon)",
}


def city_name(view: WondersView, c: int, names: Sequence[str]) -> str:
    if view.players == 2 and c == 2:
        return "Free City"
    return draw.seat_name(c, names)


def status_line(view: WondersView, names: Sequence[str]) -> str:
    """Who the table waits for, in the title bar."""
    if view.phase == "over":
        return "Game over"
    if view.pending and view.pending_city is not None:
        who = city_name(view, view.pending_city, names)
        return f"{who} {PENDING.get(view.pending, 'is choosing')}"
    waiting = ", ".join(draw.seat_name(s, names) for s in view.to_move)
    what = {
        "sides": "choosing wonder sides",
        "draft": "leader draft",
        "recruit": "recruitment",
    }.get(view.phase, "choosing cards")
    return f"{what.capitalize()}: waiting for {waiting}" if waiting else what.capitalize()


def title(view: WondersView) -> str:
    if view.phase == "draft":
        return "7 Wonders · Leader draft"
    if view.phase == "sides":
        return "7 Wonders · Choosing sides"
    if view.age == 0:
        return "7 Wonders"
    arrow = "pass left" if view.direction == "left" else "pass right"
    if view.phase == "recruit":
        return f"7 Wonders · Age {'I' * view.age} · recruitment"
    if view.phase == "over":
        return "7 Wonders · final scores"
    return f"7 Wonders · Age {'I' * view.age} · turn {view.turn} · {arrow}"


def _items(city: CityView) -> list[tuple[str, str, theme.RGB]]:
    """The city's chips: cards grouped by colour, then leaders."""
    items: list[tuple[str, str, theme.RGB]] = []
    for colour in COLOURS:
        for card in city.built:
            if CARDS[card].colour == colour:
                items.append(
                    (f"card:{city.index}:{card}", CARDS[card].name, theme.card_colour(colour))
                )
    for leader in city.leaders:
        items.append((f"leader:{city.index}:{leader}", LEADERS[leader].name, LEADER_FILL))
    if city.courtesan:
        items.append(
            (
                f"courtesan:{city.index}",
                f"Courtesan: {LEADERS[city.courtesan].name}",
                (248, 214, 224),
            )
        )
    return items


def city_height(city: CityView, area_width: int) -> int:
    chips = flow_height(_items(city), area_width)
    left = 34 + 26 + STAGE_H + 8
    return BAND + theme.PAD * 2 + max(left, chips, CHIP_H)


def draw_city(
    img: Image.Image,
    box: Box,
    view: WondersView,
    city: CityView,
    names: Sequence[str],
    marks: dict[str, Box],
) -> None:
    """One city panel: band, coins/shields/tokens/science, stages, built cards and leaders."""
    fc = city.seat is None
    colour = FREE_CITY_FILL if fc else theme.seat_colour(city.index)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, theme.RADIUS, fill=theme.PANEL, outline=theme.BORDER, width=2)
    band = Box(box.x0, box.y0, box.x1, box.y0 + BAND)
    d.rounded_rectangle(band, theme.RADIUS, fill=colour, corners=(True, True, False, False))
    marks[f"seat{city.index}"] = band
    ink = theme.ink_on(colour)
    wonder = WONDERS[city.wonder]
    you = " (you)" if view.viewer == city.index else ""
    side = f" ({city.side.upper()})" if city.side else " (side not chosen)"
    produces = f" · makes {city.produces}" if city.produces else " · makes nothing"
    label = f"{city_name(view, city.index, names)}{you} — {wonder.city}{side}{produces}"
    right = band.x1 - theme.PAD
    points = f"{city.points} VP"
    draw.text(img, (right, band.y0 + 8), points, size=20, bold=True, fill=ink, align="right")
    right -= draw.text_width(points, draw.font(20, bold=True)) + 14
    if city.status:
        fill = READY if city.status == "ready" else CHOOSING
        tag = "READY" if city.status == "ready" else "choosing…"
        w = draw.text_width(tag, draw.font(15, bold=True)) + 16
        tag_box = Box(right - w, band.y0 + 8, right, band.y1 - 8)
        d.rounded_rectangle(tag_box, 8, fill=fill, outline=theme.PAPER_INK, width=1)
        draw.centred_text(img, tag_box, tag, size=15, bold=True, fill=theme.PAPER_INK)
        right -= w + 12
    counts = (
        f"pile {city.hand_size}"
        if fc
        else f"hand {city.hand_size}"
        + (f" · leaders {city.leader_hand_size}" if city.leader_hand_size else "")
    )
    if city.hand_size or city.leader_hand_size:
        draw.text(img, (right, band.y0 + 11), counts, size=15, fill=ink, align="right")
        right -= draw.text_width(counts, draw.font(15)) + 14
    draw.text(
        img,
        (band.x0 + theme.PAD, band.y0 + 8),
        label,
        size=20,
        bold=True,
        fill=ink,
        max_width=right - band.x0 - 2 * theme.PAD,
    )

    body = Box(box.x0 + theme.PAD, band.y1 + theme.PAD, box.x1 - theme.PAD, box.y1 - theme.PAD)
    left, chips_area = body.left(LEFT, theme.MARGIN)
    # coins, shields, conflict tokens
    y = left.y0
    coin_box = draw.coin(img, (left.x0 + 15, y + 15), 15, city.coins)
    marks[f"coins:{city.index}"] = coin_box
    draw.shield(img, (left.x0 + 52, y + 15), 30, city.shields)
    tx = left.x0 + 78
    used = tokens(img, tx, y + 4, city.tokens)
    marks[f"tokens:{city.index}"] = Box(tx - 2, y + 2, tx + max(used, 24), y + 28)
    total = sum(city.tokens)
    draw.text(
        img,
        (tx + used + 6, y + 5),
        f"military {total:+d}" if city.tokens else "",
        size=15,
        fill=theme.MUTED,
    )
    y += 34
    compass, gear, tablet, wild = city.science
    sci = f"Science: compass {compass} · gear {gear} · tablet {tablet}"
    if wild:
        sci += f" · wild {wild}"
    if city.olympia_used:
        sci += " · free build used"
    draw.text(img, (left.x0, y), sci, size=15, fill=theme.INK, max_width=left.width)
    y += 26
    stages = wonder.stages(city.side or "a") if city.side else ()
    if stages:
        n = len(stages)
        w = (left.width - 6 * (n - 1)) // n
        for i, stage in enumerate(stages):
            sbox = Box.at(left.x0 + i * (w + 6), y, w, STAGE_H)
            stage_box(img, sbox, i, stage, i < city.stages_built, i == city.stages_built)
            marks[f"stage:{city.index}:{i + 1}"] = sbox
    # built cards and leaders
    for ident, label_text, fill, x, yy in flow(_items(city), chips_area.width):
        cbox = chip(
            img, chips_area.x0 + x, chips_area.y0 + yy, label_text, fill, max_width=chips_area.width
        )
        marks[ident] = cbox
    if not city.built and not city.leaders:
        draw.text(
            img, (chips_area.x0, chips_area.y0 + 4), "No structures yet.", size=15, fill=theme.MUTED
        )


# -- the private part ------------------------------------------------------------------------


def _note_fill(note: str) -> theme.RGB:
    if note.startswith(("chain", "free")):
        return READY
    if note.endswith(("needed", "not available", "already built")) or not note:
        return theme.MUTED
    return theme.INK


def hand_card(img: Image.Image, box: Box, option: CardOption, *, stage_line: bool = True) -> None:
    info = CARDS[option.card]
    body = draw.card(img, box, colour=info.colour, title=info.name, title_size=15, band=30)
    inner = body.inset(6, 5)
    used = pips(img, inner.x0, inner.y0, info.cost, info.coins, size=15)
    if not used:
        draw.text(img, (inner.x0, inner.y0), "free", size=13, fill=theme.MUTED)
    draw.text_block(
        img,
        Box(inner.x0, inner.y0 + 20, inner.x1, inner.y1 - 38),
        info.text,
        size=12,
        fill=theme.INK,
        min_size=11,
    )
    note = f"you: {option.note}"
    draw.text(
        img,
        (inner.x0, inner.y1 - 36),
        note,
        size=14,
        bold=True,
        fill=_note_fill(option.note),
        max_width=inner.width,
    )
    if not stage_line:
        return
    stage = "stage: yes" if option.stage else "stage: no"
    second = f"FC: {option.fc_note}" if option.fc_note else stage
    draw.text(
        img,
        (inner.x0, inner.y1 - 17),
        second,
        size=13,
        fill=READY if (option.stage and not option.fc_note) else theme.MUTED,
        max_width=inner.width,
    )


def leader_card(img: Image.Image, box: Box, leader: str, cost: int | None) -> None:
    info = LEADERS[leader]
    body = draw.card(img, box, colour=LEADER_FILL, title=info.name, title_size=15, band=30)
    inner = body.inset(6, 5)
    head = f"cost {info.cost}" + (f" · you pay {cost}" if cost is not None else "")
    draw.text(img, (inner.x0, inner.y0), head, size=13, bold=True, max_width=inner.width)
    draw.text_block(
        img, Box(inner.x0, inner.y0 + 20, inner.x1, inner.y1), info.text, size=12, min_size=11
    )


@dataclass(frozen=True, slots=True)
class Section:
    """A row of cards shown only to the viewer: Age cards or leaders (with their cost)."""

    heading: str
    cards: tuple[CardOption, ...] = ()
    leaders: tuple[tuple[str, int | None], ...] = ()
    stage_line: bool = True

    @property
    def size(self) -> int:
        return len(self.cards) + len(self.leaders)


def private_sections(view: WondersView) -> list[Section]:
    out: list[Section] = []
    if view.seventh:
        out.append(Section("Your 7th card (Babylon)", (CardOption(view.seventh, "", False),)))
    if view.discard:
        out.append(
            Section(
                "The discard pile: pick one to build for free",
                tuple(CardOption(x, "free", False) for x in view.discard),
                stage_line=False,
            )
        )
    if view.hand:
        out.append(Section("Your hand", view.hand))
    if view.draft:
        out.append(Section("Leader draft: keep one", leaders=tuple((x, None) for x in view.draft)))
    if view.leader_hand:
        out.append(Section("Your leaders", leaders=tuple((x, c) for x, c in view.leader_hand)))
    return out


def _per_row(width: int) -> int:
    return max(1, (width + theme.GAP) // (HAND_CARD_W + theme.GAP))


def private_height(view: WondersView) -> int:
    sections = private_sections(view)
    if not sections and not view.choice:
        return 0
    per_row = _per_row(WIDTH - 2 * theme.MARGIN - 2 * theme.PAD)
    height = theme.PAD * 2 + (30 if view.choice else 0)
    for section in sections:
        rows = -(-section.size // per_row)
        height += 30 + rows * (HAND_CARD_H + theme.GAP)
    return height


def draw_private(img: Image.Image, box: Box, view: WondersView) -> None:
    inner = draw.panel(img, box, fill=(250, 246, 236))
    y = inner.y0
    if view.choice:
        draw.text(
            img,
            (inner.x0, y),
            "Your choice so far: " + "; ".join(view.choice),
            size=18,
            bold=True,
            max_width=inner.width,
        )
        y += 30
    per_row = _per_row(inner.width)
    for section in private_sections(view):
        draw.text(img, (inner.x0, y), section.heading, size=18, bold=True, max_width=inner.width)
        y += 30

        def slot(i: int, top: int = y) -> Box:
            return Box.at(
                inner.x0 + (i % per_row) * (HAND_CARD_W + theme.GAP),
                top + (i // per_row) * (HAND_CARD_H + theme.GAP),
                HAND_CARD_W,
                HAND_CARD_H,
            )

        for i, option in enumerate(section.cards):
            hand_card(img, slot(i), option, stage_line=section.stage_line)
        for i, (leader, cost) in enumerate(section.leaders):
            leader_card(img, slot(i), leader, cost)
        y += -(-section.size // per_row) * (HAND_CARD_H + theme.GAP)


# -- scores ----------------------------------------------------------------------------------


ROW_LABELS = (
    "military",
    "treasury",
    "wonder",
    "civilian",
    "science",
    "commerce",
    "guilds",
    "leaders",
)


def scores_height(view: WondersView) -> int:
    return 0 if not view.scores else 44 + 30 * (len(ROW_LABELS) + 1)


def draw_scores(img: Image.Image, box: Box, view: WondersView, names: Sequence[str]) -> None:
    inner = draw.panel(img, box)
    n = len(view.scores)
    label_w = 150
    col = (inner.width - label_w) // n
    draw.text(img, (inner.x0, inner.y0), "Final scores", size=20, bold=True)
    y = inner.y0 + 34
    for c in range(n):
        draw.text(
            img,
            (inner.x0 + label_w + c * col + col // 2, y - 2),
            city_name(view, c, names),
            size=16,
            bold=True,
            align="centre",
            max_width=col - 6,
        )
    for r, row in enumerate((*ROW_LABELS, "total")):
        yy = y + 26 + r * 30
        if r % 2 == 0:
            ImageDraw.Draw(img).rectangle(
                (inner.x0, yy - 3, inner.x1, yy + 25), fill=theme.PANEL_ALT
            )
        draw.text(img, (inner.x0 + 6, yy), row, size=16, bold=row == "total")
        for c, rows in enumerate(view.scores):
            values = dict(rows)
            value = sum(values.values()) if row == "total" else values[row]
            draw.text(
                img,
                (inner.x0 + label_w + c * col + col // 2, yy),
                str(value),
                size=16,
                bold=row == "total",
                align="centre",
            )


# -- the board -------------------------------------------------------------------------------


@register_renderer("wonders")
def render_wonders(
    view: WondersView, highlight: tuple[str, ...], *, names: tuple[str, ...] = ()
) -> Image.Image:
    """The whole table; a private view adds the viewer's hand above the cities."""
    area_w = WIDTH - 2 * theme.MARGIN
    chips_w = area_w - 2 * theme.PAD - LEFT - theme.MARGIN
    heights = [city_height(c, chips_w) for c in view.cities]
    priv = private_height(view) if view.viewer is not None else 0
    score_h = scores_height(view)
    info_h = 30
    height = (
        BAR
        + theme.MARGIN
        + info_h
        + (priv + theme.MARGIN if priv else 0)
        + sum(heights)
        + theme.GAP * (len(heights) - 1)
        + theme.MARGIN
        + (score_h + theme.MARGIN if score_h else 0)
        + LEGEND
    )
    img = draw.canvas(WIDTH, height)
    draw.title_bar(img, Box(0, 0, WIDTH, BAR), title(view), status_line(view, names))
    y = BAR + theme.MARGIN // 2
    info = (
        f"Discard pile: {view.discard_count} card{'s' if view.discard_count != 1 else ''}"
        " · left neighbour = next panel down (the last panel's is the first)"
    )
    if view.fc_holder is not None:
        info += f" · {draw.seat_name(view.fc_holder, names)} plays for the Free City"
    draw.text(img, (theme.MARGIN, y), info, size=16, fill=theme.MUTED, max_width=area_w)
    y += info_h
    if priv:
        draw_private(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + priv), view)
        y += priv + theme.MARGIN
    marks: dict[str, Box] = {}
    for city, h in zip(view.cities, heights, strict=True):
        draw_city(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + h), view, city, names, marks)
        y += h + theme.GAP
    y += theme.MARGIN - theme.GAP
    if score_h:
        draw_scores(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + score_h), view, names)
    for ident in highlight:
        if ident in marks:
            draw.highlight_outline(img, marks[ident], gap=2, width=4, radius=8)
    draw.legend(
        img,
        Box(0, height - LEGEND, WIDTH, height),
        [
            (theme.HIGHLIGHT, "last move"),
            (READY, "ready"),
            (CHOOSING, "choosing"),
            (STAGE_DONE, "stage built"),
            (RESOURCE_COLOURS["wood"], "W S C O = raw"),
            (RESOURCE_COLOURS["glass"], "G T P = goods"),
            (LEADER_FILL, "leader"),
        ],
    )
    return img
