"""The 7 Wonders board: a headline, every city in a grid with its neighbours, production and
prices named, the final scores, and the viewer's hand (with full card text) in private views."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from bot.engine.wonders.catalogue import CARDS, COLOURS, LEADERS, RESOURCES, WONDERS, Effect, Fx
from bot.engine.wonders.scoring import ROWS
from bot.engine.wonders.view import CardOption, CityView, WondersView
from renderers import draw, register_renderer, theme
from renderers.draw import Box
from renderers.fonts import font
from renderers.wonders_parts import (
    CHIP_H,
    CHOOSING,
    LEADER_FILL,
    READY,
    STAGE_DONE,
    chip,
    flow,
    flow_height,
    pips,
    stage_box,
    stage_height,
    tokens,
)

WIDTH = 1600
MIN_H, MAX_H = 762, 1280  # width/height between 1.25 and 2.1
HEAD = draw.headline_size(WIDTH)
SMALL = 15
LINE = 21  # pitch of a 15 px info line
BAND = 34
LEGEND = 34
HAND_W, HAND_H = 160, 320
FREE_CITY_FILL: theme.RGB = (120, 120, 128)

# Player-facing words, in one place.
W = {
    "game": "7 Wonders",
    "free_city": "Free City",
    "free_city_note": "neutral city, not ranked",
    "you": " (you)",
    "left": "left",
    "right": "right",
    "makes": "Makes",
    "sells": "Sells",
    "nothing": "nothing",
    "prices": "{who} pays raw {raw} · goods {man}",
    "prices_you": "you pay raw {raw} · goods {man} here",
    "science": "Science: compass {0} · gear {1} · tablet {2}",
    "wild": " · any {0}",
    "discard": "Discard pile: {0}",
    "holder": "{0} plays for the Free City",
    "last": "Last turn: ",
    "final": "Final scores",
    "total": "total",
    "over": "Game over",
    "sides": "Choosing wonder sides",
    "draft": "Leader draft",
    "recruit": "Recruitment",
    "waiting": "waiting for {0}",
    "ready": "READY",
    "choosing": "choosing",
    "hand": "hand {0}",
    "pile": "pile {0}",
    "side_a": "Side A",
    "side_b": "Side B",
    "winner": "wins",
}
PENDING = {
    "seventh": "plays its 7th card",
    "courtesan": "places the Courtesan token",
    "rome": "may recruit an extra leader",
    "halicarnassus": "builds from the discard pile",
    "solomon": "builds from the discard pile (Solomon)",
    "solomon_copy": "builds from the discard pile (copied Solomon)",
}
ROW_LABELS = ROWS  # the final score's rows, in the engine's order
ACTION_WORDS = {
    "build": "built {card}",
    "recruit": "recruited {card}",
    "wonder": "built wonder stage {stage}",
}


def city_name(view: WondersView, c: int, names: Sequence[str]) -> str:
    if view.players == 2 and c == 2:
        return W["free_city"]
    return draw.seat_name(c, names)


def left_of(view: WondersView, c: int) -> int:
    """The left neighbour is the next city clockwise (engine rule D1)."""
    return (c + 1) % len(view.cities)


def right_of(view: WondersView, c: int) -> int:
    return (c - 1) % len(view.cities)


def roman(age: int) -> str:
    return "I" * age if age < 4 else str(age)


def status_line(view: WondersView, names: Sequence[str]) -> str:
    """Who the table waits for."""
    if view.phase == "over":
        return W["over"]
    if view.pending and view.pending_city is not None:
        who = city_name(view, view.pending_city, names)
        return f"{who} {PENDING.get(view.pending, 'is choosing')}"
    waiting = ", ".join(draw.seat_name(s, names) for s in view.to_move)
    return W["waiting"].format(waiting) if waiting else ""


def title(view: WondersView) -> str:
    if view.phase == "draft":
        return f"{W['game']} · {W['draft']}"
    if view.phase == "sides":
        return f"{W['game']} · {W['sides']}"
    if view.age == 0:
        return W["game"]
    if view.phase == "recruit":
        return f"{W['game']} · Age {roman(view.age)} · {W['recruit']}"
    if view.phase == "over":
        return f"{W['game']} · {W['final']}"
    arrow = "pass left" if view.direction == "left" else "pass right"
    return f"{W['game']} · Age {roman(view.age)} · turn {view.turn} · {arrow}"


def last_move(view: WondersView, names: Sequence[str]) -> str:
    parts = []
    for m in view.reveal:
        who = city_name(view, m.city, names)
        if m.action in ACTION_WORDS:
            card = CARDS[m.card].name if m.card in CARDS else LEADERS.get(m.card)
            card_name = card if isinstance(card, str) else (card.name if card else m.card)
            parts.append(f"{who} {ACTION_WORDS[m.action].format(card=card_name, stage=m.stage)}")
        else:
            parts.append(f"{who} discarded")
    return W["last"] + "; ".join(parts) if parts else ""


# -- what a city makes and sells, from its public cards ----------------------------------------


def _buildings(city: CityView) -> list[Effect]:
    wonder = WONDERS[city.wonder]
    side = city.side or "a"
    out: list[Effect] = [] if city.seat is None else list(wonder.board(side))
    for card in city.built:
        out.extend(CARDS[card].effects)
    out.extend(e for st in wonder.stages(side)[: city.stages_built] for e in st.effects)
    return out


def production_words(city: CityView, *, tradable: bool) -> str:
    fixed = [0] * 7
    produces = WONDERS[city.wonder].produces
    if produces is not None:
        fixed[produces] += 1
    choices: list[str] = []
    for e in _buildings(city):
        if e.kind == Fx.PRODUCE:
            for i, n in enumerate(e.resources):
                fixed[i] += n
        elif e.kind == Fx.PRODUCE_CHOICE and (e.tradable or not tradable):
            choices.append("/".join(RESOURCES[i] for i in e.options))
    parts = [f"{n} {RESOURCES[i]}" if n > 1 else RESOURCES[i] for i, n in enumerate(fixed) if n]
    return ", ".join(parts + choices) or W["nothing"]


def buyer_prices(buyer: CityView, side: str) -> tuple[int, int]:
    """(raw, goods) unit prices `buyer` pays its neighbour on `side` (its built effects)."""
    raw = man = 2
    for e in _buildings(buyer):
        if e.kind == Fx.TRADE_DISCOUNT and side in e.neighbours:
            if e.goods == "raw":
                raw = min(raw, e.price)
            else:
                man = min(man, e.price)
    return raw, man


def price_lines(view: WondersView, city: CityView, names: Sequence[str]) -> list[str]:
    """What each neighbour pays this city per unit (the viewer's line only, in private)."""
    c = city.index
    out = []
    for buyer, side in ((right_of(view, c), "left"), (left_of(view, c), "right")):
        if view.viewer is not None and buyer != view.viewer:
            continue
        raw, man = buyer_prices(view.cities[buyer], side)
        who = city_name(view, buyer, names)
        key = "prices_you" if buyer == view.viewer else "prices"
        line = W[key].format(who=who, raw=raw, man=man)
        if line not in out:
            out.append(line)
    return out


# -- a city panel -------------------------------------------------------------------------------


def _items(city: CityView, over: bool = False) -> list[tuple[str, str, theme.RGB]]:
    """Chips of built cards and leaders; once the game is over the brown and grey cards are
    left to the "Makes" line (they score nothing), to leave room for the final scores."""
    items: list[tuple[str, str, theme.RGB]] = []
    for colour in COLOURS[2:] if over else COLOURS:
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


@functools.lru_cache(maxsize=4096)
def _wrapped(text: str, width: int, size: int = SMALL) -> tuple[str, ...]:
    return tuple(draw.wrap(text, font(size), width))


def _info_lines(view: WondersView, city: CityView, names: Sequence[str], width: int) -> list[str]:
    c = city.index
    lines = [
        f"← {W['left']}: {city_name(view, left_of(view, c), names)}   "
        f"{W['right']}: {city_name(view, right_of(view, c), names)} →"
    ]
    lines += _wrapped(f"{W['makes']}: {production_words(city, tradable=False)}", width)
    over = view.phase == "over"
    sells = production_words(city, tradable=True)
    if sells != production_words(city, tradable=False) and not over:
        lines += _wrapped(f"{W['sells']}: {sells}", width)
    if view.phase != "over":  # no more trading once the game is over
        for line in price_lines(view, city, names):
            lines += _wrapped(line, width)
    compass, gear, tablet, wild = city.science
    if any(city.science) and not over:  # the final scores give science at the end
        sci = W["science"].format(compass, gear, tablet) + (W["wild"].format(wild) if wild else "")
        lines += _wrapped(sci, width)
    return lines


def _stage_rows(city: CityView) -> list[tuple[str, str]]:
    """(label, side) rows of stages: both sides while the owner still chooses."""
    if city.side:
        return [("", city.side)]
    return [(W["side_a"], "a"), (W["side_b"], "b")]


def _stage_block_h(city: CityView, width: int) -> int:
    h = 0
    for label, side in _stage_rows(city):
        stages = WONDERS[city.wonder].stages(side)
        w = (width - 6 * (len(stages) - 1)) // len(stages)
        h += (20 if label else 0) + stage_height(stages, w) + 6
    return h


def city_height(view: WondersView, city: CityView, names: Sequence[str], width: int) -> int:
    inner = width - 2 * theme.PAD
    h = BAND + theme.PAD + 32 + 22  # band, coins row, wonder line
    h += LINE * len(_info_lines(view, city, names, inner))
    h += _stage_block_h(city, inner)
    items = _items(city, view.phase == "over")
    if items:
        h += flow_height(items, inner) + 6
    return h + theme.PAD


def draw_city(
    img: Image.Image,
    box: Box,
    view: WondersView,
    city: CityView,
    names: Sequence[str],
    marked: frozenset[str],
) -> None:
    fc = city.seat is None
    colour = FREE_CITY_FILL if fc else theme.seat_colour(city.index)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, theme.RADIUS, fill=theme.PANEL, outline=theme.BORDER, width=2)
    band = Box(box.x0, box.y0, box.x1, box.y0 + BAND)
    d.rounded_rectangle(band, theme.RADIUS, fill=colour, corners=(True, True, False, False))
    ink = theme.ink_on(colour)
    right = band.x1 - theme.PAD
    points = f"{city.points} VP"
    size = 18
    draw.text(img, (right, band.y0 + 6), points, size=size, bold=not fc, fill=ink, align="right")
    right -= draw.text_width(points, font(size, bold=not fc)) + 10
    if city.status:
        tag = W["ready"] if city.status == "ready" else W["choosing"]
        fill = READY if city.status == "ready" else CHOOSING
        w = draw.text_width(tag, font(14, bold=True)) + 14
        tag_box = Box(right - w, band.y0 + 6, right, band.y1 - 6)
        d.rounded_rectangle(tag_box, 8, fill=fill, outline=theme.PAPER_INK, width=1)
        draw.centred_text(img, tag_box, tag, size=14, bold=True, fill=theme.PAPER_INK)
        right -= w + 8
    name = city_name(view, city.index, names) + (W["you"] if view.viewer == city.index else "")
    draw.text(
        img,
        (band.x0 + theme.PAD, band.y0 + 6),
        name,
        size=18,
        bold=True,
        fill=ink,
        max_width=right - band.x0 - theme.PAD - 4,
        min_size=14,
    )
    if f"seat{city.index}" in marked:
        d.rounded_rectangle(box, theme.RADIUS, outline=theme.HIGHLIGHT, width=5)

    inner = Box(box.x0 + theme.PAD, band.y1 + 6, box.x1 - theme.PAD, box.y1 - theme.PAD)
    y = inner.y0
    # coins, shields, conflict tokens, hand
    coin_box = draw.coin(img, (inner.x0 + 15, y + 15), 15, city.coins)
    if f"coins:{city.index}" in marked:
        draw.highlight_outline(img, coin_box, gap=1, width=3, radius=16)
    draw.shield(img, (inner.x0 + 56, y + 15), 30, city.shields)
    tx = inner.x0 + 80
    used = tokens(img, tx, y + 2, city.tokens)
    if f"tokens:{city.index}" in marked:
        ImageDraw.Draw(img).rounded_rectangle(
            Box(tx - 3, y - 1, tx + max(used, 26) + 1, y + 31), 8, outline=theme.HIGHLIGHT, width=3
        )
    counts = W["pile" if fc else "hand"].format(city.hand_size)
    if city.leader_hand_size:
        counts += f" · leaders {city.leader_hand_size}"
    if city.hand_size or city.leader_hand_size:
        draw.text(img, (inner.x1, y + 7), counts, size=SMALL, fill=theme.MUTED, align="right")
    y += 34
    wonder = WONDERS[city.wonder]
    side = f" · side {city.side.upper()}" if city.side else ""
    line = f"{wonder.name}{side}" + (f" · {W['free_city_note']}" if fc else "")
    draw.text(img, (inner.x0, y), line, size=SMALL, bold=True, max_width=inner.width, min_size=14)
    y += 22
    for info in _info_lines(view, city, names, inner.width):
        draw.text(img, (inner.x0, y), info, size=SMALL, fill=theme.INK)
        y += LINE
    for label, side_key in _stage_rows(city):
        if label:
            draw.text(img, (inner.x0, y), label, size=14, bold=True, fill=theme.MUTED)
            y += 20
        stages = wonder.stages(side_key)
        n = len(stages)
        w = (inner.width - 6 * (n - 1)) // n
        h = stage_height(stages, w)
        for i, stage in enumerate(stages):
            built = bool(city.side) and i < city.stages_built
            nxt = bool(city.side) and i == city.stages_built
            stage_box(
                img,
                Box.at(inner.x0 + i * (w + 6), y, w, h),
                i,
                stage,
                built,
                nxt,
                marked=f"stage:{city.index}:{i + 1}" in marked,
            )
        y += h + 6
    for ident, label_text, fill, x, yy in flow(_items(city, view.phase == "over"), inner.width):
        chip(
            img,
            inner.x0 + x,
            y + yy,
            label_text,
            fill,
            max_width=inner.width,
            marked=ident in marked,
        )


# -- the headline ------------------------------------------------------------------------------


def headline_height(view: WondersView, names: Sequence[str]) -> int:
    return 12 + len(_score_rows(view, names)) * (HEAD + 10) + (HEAD + 16) + 4


def _score_entries(view: WondersView, names: Sequence[str]) -> list[str]:
    out = []
    for city in view.cities:
        if city.seat is None:
            continue
        out.append(
            f"{draw.seat_name(city.index, names)}: {city.points} VP · "
            f"{city.coins}c · {city.shields} sh"
        )
    return out


@functools.lru_cache(maxsize=256)
def _rows_of(entries: tuple[str, ...], width: int) -> tuple[tuple[str, ...], ...]:
    fnt = font(HEAD)
    gap = draw.text_width("   ", fnt)
    rows: list[list[str]] = [[]]
    used = 0
    for e in entries:
        w = draw.text_width(e, fnt)
        if rows[-1] and used + gap + w > width:
            rows.append([])
            used = 0
        used += (gap if rows[-1] else 0) + w
        rows[-1].append(e)
    return tuple(tuple(r) for r in rows)


def _score_rows(view: WondersView, names: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    return _rows_of(tuple(_score_entries(view, names)), WIDTH - 2 * theme.MARGIN)


def draw_headline(img: Image.Image, view: WondersView, names: Sequence[str], height: int) -> None:
    ImageDraw.Draw(img).rectangle(Box(0, 0, WIDTH, height), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    x0, x1 = theme.MARGIN, WIDTH - theme.MARGIN
    y = 8
    with draw.role("headline"):
        left = draw.text(img, (x0, y), title(view), size=HEAD, bold=True, fill=ink)
        status = status_line(view, names)
        if status:
            room = x1 - left.x1 - 30
            if draw.text_width(status, font(HEAD)) <= room:
                draw.text(img, (x1, y), status, size=HEAD, fill=ink, align="right")
            else:  # too long beside the title: the waiting list shortens to a count
                short = f"waiting for {len(view.to_move)}" if view.to_move else status
                draw.text(img, (x1, y), short, size=HEAD, fill=ink, max_width=room, align="right")
        y += HEAD + 16
        fnt = font(HEAD)
        gap = draw.text_width("   ", fnt)
        for row in _score_rows(view, names):
            x = x0
            for entry in row:
                box = draw.text(img, (x, y), entry, size=HEAD, fill=(250, 226, 150))
                x = box.x1 + gap
            y += HEAD + 10


# -- the private part ------------------------------------------------------------------------


def _note_fill(note: str) -> theme.RGB:
    if note.startswith(("chain", "free")):
        return READY
    if note.endswith(("needed", "not available", "already built")) or not note:
        return theme.MUTED
    return theme.INK


def _chain_words(card: str) -> str:
    info = CARDS[card]
    words = []
    if info.chain_from:
        words.append("Free from " + ", ".join(CARDS[x].name for x in info.chain_from))
    return ". ".join(words)


def _card_frame(img: Image.Image, box: Box, colour: theme.RGB, name: str) -> Box:
    """A card with its name in the band, on two lines when one is too narrow."""
    body = draw.card(img, box, colour=colour, band=50)
    draw.text_block(
        img,
        Box(box.x0 + 4, box.y0 + 1, box.x1 - 4, box.y0 + 49),
        name,
        size=15,
        bold=True,
        fill=theme.ink_on(colour),
        align="centre",
        valign="middle",
        min_size=14,
    )
    return body


def hand_card(img: Image.Image, box: Box, option: CardOption, *, stage_line: bool = True) -> None:
    info = CARDS[option.card]
    body = _card_frame(img, box, theme.card_colour(info.colour), info.name)
    inner = body.inset(7, 5)
    used = pips(img, inner.x0, inner.y0, info.cost, info.coins)
    if not used:
        draw.text(img, (inner.x0, inner.y0), "no cost", size=14, fill=theme.MUTED)
    notes = [f"you: {option.note}"] if option.note else []
    if stage_line:
        notes.append("stage: yes" if option.stage else "stage: no")
        if option.fc_note:
            notes.append(f"Free City: {option.fc_note}")
    fnt = font(14, bold=True)
    wrapped = [(note, line) for note in notes for line in draw.wrap(note, fnt, inner.width)]
    foot = 18 * len(wrapped)
    chain = _chain_words(option.card)
    draw.text_block(
        img,
        Box(inner.x0, inner.y0 + 22, inner.x1, inner.y1 - foot),
        info.text + (f" {chain}." if chain else ""),
        size=15,
        fill=theme.INK,
        min_size=14,
    )
    y = inner.y1 - foot
    for note, line in wrapped:
        fill = _note_fill(option.note) if note.startswith("you") else theme.MUTED
        draw.text(img, (inner.x0, y), line, size=14, bold=True, fill=fill)
        y += 18


def leader_card(img: Image.Image, box: Box, leader: str, cost: int | None) -> None:
    info = LEADERS[leader]
    body = _card_frame(img, box, LEADER_FILL, info.name)
    inner = body.inset(7, 5)
    head = f"cost {info.cost}" + (f" · you pay {cost}" if cost is not None else "")
    draw.text(img, (inner.x0, inner.y0), head, size=14, bold=True, max_width=inner.width)
    draw.text_block(
        img, Box(inner.x0, inner.y0 + 22, inner.x1, inner.y1), info.text, size=15, min_size=14
    )


@dataclass(frozen=True, slots=True)
class Section:
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


def _per_row() -> int:
    return (WIDTH - 2 * theme.MARGIN - 2 * theme.PAD + theme.GAP) // (HAND_W + theme.GAP)


def private_height(view: WondersView) -> int:
    sections = private_sections(view)
    if not sections and not view.choice:
        return 0
    per_row = _per_row()
    # sections side by side when they fit in one row together
    rows = _packed(sections, per_row)
    h = theme.PAD * 2 + (28 if view.choice else 0)
    for row in rows:
        tall = max(-(-s.size // per_row) for s in row)
        h += 28 + tall * (HAND_H + theme.GAP)
    return h


def _packed(sections: list[Section], per_row: int) -> list[list[Section]]:
    rows: list[list[Section]] = []
    used = per_row
    for s in sections:
        if rows and used + s.size <= per_row and s.size <= per_row:
            rows[-1].append(s)
            used += s.size
        else:
            rows.append([s])
            used = s.size
    return rows


def draw_private(img: Image.Image, box: Box, view: WondersView) -> None:
    inner = draw.panel(img, box, fill=(250, 246, 236))
    y = inner.y0
    if view.choice:
        draw.text_block(
            img,
            Box(inner.x0, y, inner.x1, y + 24),
            "Your choice so far: " + "; ".join(view.choice),
            size=16,
            bold=True,
            min_size=14,
        )
        y += 28
    per_row = _per_row()
    for row in _packed(private_sections(view), per_row):
        col = 0
        tall = max(-(-s.size // per_row) for s in row)
        for section in row:
            x = inner.x0 + col * (HAND_W + theme.GAP)
            room = max(section.size, 1) * (HAND_W + theme.GAP) - theme.GAP
            draw.text(img, (x, y), section.heading, size=16, bold=True, max_width=room, min_size=14)

            def slot(i: int, x0: int = x, top: int = y) -> Box:
                return Box.at(
                    x0 + (i % per_row) * (HAND_W + theme.GAP),
                    top + 28 + (i // per_row) * (HAND_H + theme.GAP),
                    HAND_W,
                    HAND_H,
                )

            for i, option in enumerate(section.cards):
                hand_card(img, slot(i), option, stage_line=section.stage_line)
            for i, (leader, cost) in enumerate(section.leaders):
                leader_card(img, slot(len(section.cards) + i), leader, cost)
            col += section.size
        y += 28 + tall * (HAND_H + theme.GAP)


# -- scores ----------------------------------------------------------------------------------


def scores_height(view: WondersView) -> int:
    return 0 if not view.scores else 2 * theme.PAD + 28 + 21 * (len(ROW_LABELS) + 1) + 2


def draw_scores(img: Image.Image, box: Box, view: WondersView, names: Sequence[str]) -> None:
    inner = draw.panel(img, box)
    n = len(view.scores)
    label_w = 130
    col = (inner.width - label_w) // n
    totals = [sum(dict(rows).values()) for rows in view.scores]
    ranked = [t for c, t in enumerate(totals) if view.cities[c].seat is not None]
    best = max(ranked) if ranked else None
    draw.text(img, (inner.x0, inner.y0), W["final"], size=18, bold=True)
    y = inner.y0
    for c in range(n):
        fc = view.cities[c].seat is None
        label = city_name(view, c, names) + (" (not ranked)" if fc else "")
        draw.text(
            img,
            (inner.x0 + label_w + c * col + col // 2, y),
            label,
            size=16,
            bold=not fc,
            fill=theme.MUTED if fc else theme.INK,
            align="centre",
            max_width=col - 6,
            min_size=14,
        )
    y += 28
    for r, row in enumerate((*ROW_LABELS, W["total"])):
        yy = y + r * 21
        last = row == W["total"]
        if r % 2 == 0 or last:
            ImageDraw.Draw(img).rectangle(
                (inner.x0, yy - 1, inner.x1, yy + 20),
                fill=(226, 214, 176) if last else theme.PANEL_ALT,
            )
        draw.text(img, (inner.x0 + 6, yy), row, size=15, bold=last)
        for c, rows in enumerate(view.scores):
            fc = view.cities[c].seat is None
            value = totals[c] if last else dict(rows)[row]
            words = str(value)
            if last and not fc and value == best:
                words += f"  {W['winner']}"
            draw.text(
                img,
                (inner.x0 + label_w + c * col + col // 2, yy),
                words,
                size=15,
                bold=last and not fc,
                fill=theme.MUTED if fc else theme.INK,
                align="centre",
            )


# -- the board -------------------------------------------------------------------------------


def _grid(n: int) -> int:
    """Columns of the city grid."""
    return n if n <= 3 else -(-n // 2)


def ring_order(view: WondersView) -> list[int]:
    """Cities in reading order: the viewer (or the first seat) first, then its left
    neighbours, so each panel's left neighbour is the next one."""
    start = view.viewer if view.viewer is not None else 0
    return [(start + i) % len(view.cities) for i in range(len(view.cities))]


@register_renderer("wonders")
def render_wonders(
    view: WondersView, highlight: tuple[str, ...], *, names: tuple[str, ...] = ()
) -> Image.Image:
    """The whole table; a private view adds the viewer's hand under the cities."""
    marked = frozenset(highlight)
    head_h = headline_height(view, names)
    sub_h = 30
    n = len(view.cities)
    cols = _grid(n)
    area = WIDTH - 2 * theme.MARGIN
    cw = (area - theme.GAP * (cols - 1)) // cols
    order = ring_order(view)
    rows = [order[i : i + cols] for i in range(0, n, cols)]
    row_h = [max(city_height(view, view.cities[c], names, cw) for c in r) for r in rows]
    score_h = scores_height(view)
    priv = private_height(view) if view.viewer is not None else 0
    body = sum(row_h) + theme.GAP * (len(rows) - 1)
    height = head_h + sub_h + body + theme.MARGIN + (score_h + theme.GAP if score_h else 0)
    height += priv + theme.GAP if priv else 0
    height += LEGEND
    if view.viewer is None or not priv:
        height = max(height, MIN_H)
    img = draw.canvas(WIDTH, height)
    draw_headline(img, view, names, head_h)
    y = head_h + 6
    info = W["discard"].format(view.discard_count)
    if view.fc_holder is not None:
        info += " · " + W["holder"].format(draw.seat_name(view.fc_holder, names))
    lm = last_move(view, names)
    draw.text(img, (theme.MARGIN, y), info, size=16, fill=theme.MUTED)
    info_w = draw.text_width(info, font(16)) + 24
    if lm:
        draw.text_block(
            img,
            Box(theme.MARGIN + info_w, y, WIDTH - theme.MARGIN, y + 22),
            lm,
            size=16,
            min_size=14,
        )
    y += sub_h
    for r, h in zip(rows, row_h, strict=True):
        for i, c in enumerate(r):
            x = theme.MARGIN + i * (cw + theme.GAP)
            draw_city(img, Box(x, y, x + cw, y + h), view, view.cities[c], names, marked)
        y += h + theme.GAP
    if score_h:
        draw_scores(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + score_h), view, names)
        y += score_h + theme.GAP
    if priv:
        draw_private(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + priv), view)
    draw.legend(
        img,
        Box(0, height - LEGEND, WIDTH, height),
        [
            (theme.HIGHLIGHT, "last move"),
            (READY, "ready"),
            (CHOOSING, "choosing"),
            (STAGE_DONE, "stage built"),
            (LEADER_FILL, "leader"),
            (theme.COIN, "c = coins"),
            (theme.SHIELD, "sh = shields"),
        ],
        size=15,
    )
    return img


__all__ = ["CHIP_H", "render_wonders"]
