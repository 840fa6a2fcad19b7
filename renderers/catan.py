"""Catan board image: the labelled island on the left, dice, tracks and every seat on the right."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.catan.data import KINDS, TRACKS
from bot.engine.catan.view import CatanView, SeatView
from renderers import draw, register_renderer, theme
from renderers.catan_board import TRACK_COLOURS, draw_island
from renderers.draw import Box
from renderers.theme import RGB

WIDTH = 1400
BAR = 60
BOARD_W, BOARD_H = 860, 780
SIDE_X = BOARD_W + 2 * theme.MARGIN
LEGEND = 34
SEAT_H = 150
KIND_COLOURS: dict[str, RGB] = {
    "brick": theme.TERRAIN["hills"],
    "lumber": theme.TERRAIN["forest"],
    "wool": theme.TERRAIN["pasture"],
    "grain": theme.TERRAIN["fields"],
    "ore": theme.TERRAIN["mountains"],
    "paper": (214, 226, 196),
    "cloth": (196, 170, 220),
    "coin": theme.COIN,
}
LEVEL_NAMES = {1: "basic", 2: "strong", 3: "mighty"}
STEP_WORDS = {
    "setup_settle": "places a settlement",
    "setup_road": "places a road",
    "pre_roll": "rolls",
    "main": "builds and trades",
    "discard": "discards",
    "robber": "moves the robber",
    "steal": "steals",
    "offer_answer": "answers an offer",
    "counter_build": "counters",
    "offer_confirm": "confirms a trade",
    "offer_build": "drafts a trade",
}


def to_move(view: CatanView) -> list[int]:
    """Seats owing a move, from the view (discards already chosen are not owed)."""
    if view.winner >= 0:
        return []
    out = []
    for seat, kind in view.pending:
        if kind == "discard" and view.seats[seat].discard == "ready":
            continue
        out.append(seat)
    return out


def status(view: CatanView, names: Sequence[str]) -> str:
    if view.winner >= 0:
        return f"{draw.seat_name(view.winner, names)} wins!"
    waiting = to_move(view)
    if not waiting:
        return ""
    kinds = {kind for _, kind in view.pending}
    if kinds <= {"offer_answer", "counter_build"}:
        word = "answer the offer" if len(waiting) > 1 else "answers the offer"
    elif kinds == {"discard"}:
        word = "discard" if len(waiting) > 1 else "discards"
    else:
        word = STEP_WORDS.get(next(iter(kinds)), "chooses") if len(kinds) == 1 else "choose"
    if (
        kinds == {"setup_settle"}
        and view.ck
        and view.seats[waiting[0]].pieces_left[2] == 4
        and view.seats[waiting[0]].pieces_left[1] < 5
    ):
        word = "places a city"
    who = ", ".join(draw.seat_name(p, names) for p in waiting)
    if not view.turn_no:
        return f"Setup: {who} {word}"
    owner = draw.seat_name(view.current, names)
    return f"{owner}'s turn {view.turn_no} · {who} {word}"


def _dice(img: Image.Image, box: Box, value: int, fill: RGB) -> None:
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, 8, fill=fill, outline=theme.shade(fill, 0.6), width=2)
    draw.centred_text(img, box, str(value), size=26, bold=True, fill=theme.ink_on(fill))


def draw_status(img: Image.Image, box: Box, view: CatanView, names: Sequence[str]) -> int:
    """Last roll, barbarians, bank; returns the height used."""
    inner = draw.panel(img, box)
    y = inner.y0
    draw.text(img, (inner.x0, y + 8), "Last roll", size=theme.SMALL_SIZE, bold=True)
    if view.dice:
        red, yellow = view.dice
        _dice(img, Box.at(inner.x0 + 100, y, 42, 42), red, (200, 50, 45))
        _dice(img, Box.at(inner.x0 + 150, y, 42, 42), yellow, (240, 200, 60))
        label = f"= {red + yellow}" + (f"   event: {view.event}" if view.event else "")
        draw.text(
            img,
            (inner.x0 + 204, y + 8),
            label,
            size=theme.BODY_SIZE,
            bold=True,
            max_width=inner.x1 - inner.x0 - 204,
        )
    else:
        draw.text(
            img, (inner.x0 + 100, y + 8), "no roll yet", size=theme.SMALL_SIZE, fill=theme.MUTED
        )
    y += 50
    if view.ck:
        draw.text(img, (inner.x0, y + 4), "Barbarians", size=theme.SMALL_SIZE, bold=True)
        steps = view.barbarian_steps
        cell = min(36, (inner.width - 110) // (steps + 1))
        for i in range(steps + 1):
            cbox = Box.at(inner.x0 + 104 + i * cell, y, cell - 4, 28)
            fill = (
                (200, 60, 50)
                if i == view.barbarian
                else (theme.PANEL_ALT if i < steps else (120, 90, 60))
            )
            ImageDraw.Draw(img).rounded_rectangle(cbox, 5, fill=fill, outline=theme.BORDER)
            label = "!" if i == steps else str(i)
            draw.centred_text(img, cbox, label, size=14, bold=True, fill=theme.ink_on(fill))
        y += 36
        robber = "robber active" if view.robber_active else "robber locked until 1st attack"
        decks = " · ".join(
            f"{t[0].upper()}{t[1:]} {n}" for t, n in zip(TRACKS, view.decks, strict=True)
        )
        draw.text(
            img,
            (inner.x0, y),
            f"{robber}; decks: {decks}",
            size=theme.SMALL_SIZE,
            fill=theme.MUTED,
            max_width=inner.width,
        )
        y += 26
    else:
        army = "" if view.army < 0 else f"· Largest Army: {draw.seat_name(view.army, names)}"
        draw.text(
            img,
            (inner.x0, y),
            f"Development deck: {view.dev_deck}  {army}",
            size=theme.SMALL_SIZE,
            fill=theme.MUTED,
            max_width=inner.width,
        )
        y += 26
    kinds = KINDS if view.ck else KINDS[:5]
    bank = "Bank: " + " ".join(f"{k} {n}" for k, n in zip(kinds, view.bank, strict=False))
    draw.text(
        img, (inner.x0, y), bank, size=theme.SMALL_SIZE, fill=theme.MUTED, max_width=inner.width
    )
    y += 26
    return y - box.y0 + theme.PAD


def draw_seat(
    img: Image.Image,
    box: Box,
    view: CatanView,
    sv: SeatView,
    names: Sequence[str],
    moving: bool,
    marked: bool,
) -> None:
    colour = theme.seat_colour(sv.seat)
    name = draw.seat_name(sv.seat, names) + (" (you)" if view.viewer == sv.seat else "")
    if marked:
        draw.highlight_outline(img, box, gap=2, width=4)
    body = draw.card(
        img, box, colour=colour, title=f"{name} — {sv.vp} VP", title_size=theme.BODY_SIZE, band=36
    ).inset(10, 6)
    if moving:
        draw.pawn(img, (box.x1 - 24, box.y0 + 18), 30, fill=theme.TURN)
    lines = []
    cards = f"Cards {sv.cards}"
    if view.ck:
        cards += f" · progress {sv.progress_cards}"
        if sv.vp_cards:
            cards += " · " + ", ".join(c.title() for c in sv.vp_cards)
    else:
        cards += f" · dev {sv.dev_cards} · knights played {sv.knights_played}"
    lines.append(cards)
    roads, setts, cities = sv.pieces_left
    badges = []
    if view.longest == sv.seat:
        badges.append("LONGEST ROAD")
    if view.army == sv.seat:
        badges.append("LARGEST ARMY")
    if view.merchant[1] == sv.seat:
        badges.append("MERCHANT")
    for t, v in enumerate(view.metro):
        if v >= 0 and view.vowner[v] == sv.seat:
            badges.append(f"METROPOLIS {TRACKS[t].upper()}")
    if sv.defenders:
        badges.append(f"DEFENDER ×{sv.defenders}")
    lines.append(f"Road {sv.road_length} · left: {roads} roads, {setts} settl., {cities} cities")
    if view.ck:
        kn = (
            " ".join(
                f"{LEVEL_NAMES[lv][0].upper()}{'+' if a else '-'}"
                for _, lv, a in sorted(sv.knights)
            )
            or "none"
        )
        lines.append(f"Knights {kn} (active {sv.knight_strength}) · walls {sv.walls}")
    if badges:
        lines.append(" ".join(badges))
    if sv.discard:
        lines.append(f"7: {sv.discard}")
    y = body.y0
    for line in lines:
        bold = line.isupper() or line.startswith("7:")
        draw.text(
            img,
            (body.x0, y),
            line,
            size=theme.SMALL_SIZE,
            bold=bold,
            max_width=body.width - (150 if view.ck and y == body.y0 else 0),
        )
        y += 22
    if view.ck:
        bx = body.x1 - 128
        for t, level in enumerate(sv.levels):
            tc = TRACK_COLOURS[TRACKS[t]]
            draw.text(
                img,
                (bx - 18, body.y0 - 5 + t * 13),
                TRACKS[t][0].upper(),
                size=12,
                bold=True,
                fill=theme.shade(tc, 0.7),
            )
            for i in range(5):
                cell = Box.at(bx + i * 25, body.y0 - 2 + t * 13, 22, 9)
                ImageDraw.Draw(img).rectangle(
                    cell, fill=tc if i < level else theme.PANEL_ALT, outline=theme.shade(tc, 0.7)
                )


def draw_hand(img: Image.Image, box: Box, view: CatanView) -> None:
    """The viewer's own cards (private view only)."""
    sv = view.seats[view.viewer] if view.viewer is not None else None
    inner = draw.panel(img, box, fill=(255, 253, 245))
    if sv is None or sv.hand is None:
        return
    draw.text(img, (inner.x0, inner.y0), "Your hand", size=theme.BODY_SIZE, bold=True)
    kinds = KINDS if view.ck else KINDS[:5]
    x = inner.x0
    y = inner.y0 + 32
    for k, n in zip(kinds, sv.hand, strict=False):
        fill = KIND_COLOURS[k]
        cbox = Box.at(x, y, 52, 44)
        ImageDraw.Draw(img).rounded_rectangle(cbox, 6, fill=fill, outline=theme.shade(fill, 0.6))
        draw.centred_text(
            img,
            Box(cbox.x0, cbox.y0, cbox.x1, cbox.y0 + 26),
            str(n),
            size=20,
            bold=True,
            fill=theme.ink_on(fill),
        )
        draw.centred_text(
            img,
            Box(cbox.x0, cbox.y0 + 24, cbox.x1, cbox.y1),
            k,
            size=12,
            fill=theme.ink_on(fill),
            min_size=10,
        )
        x += 57
    cards = sv.progress if view.ck else (sv.dev or ())
    extra = [] if view.ck else [f"{c} (new)" for c in (sv.dev_new or ())]
    listing = ", ".join([c.replace("_", " ") for c in cards or ()] + extra) or "no cards"
    draw.text_block(
        img, Box(inner.x0, y + 52, inner.x1, inner.y1), "Cards: " + listing, size=theme.SMALL_SIZE
    )
    if view.peek:
        draw.text(
            img,
            (inner.x0, inner.y1 - 22),
            "You see: " + ", ".join(view.peek),
            size=theme.SMALL_SIZE,
            bold=True,
            max_width=inner.width,
        )
    if view.discard_pick and sum(view.discard_pick):
        picked = ", ".join(f"{n} {k}" for k, n in zip(KINDS, view.discard_pick, strict=True) if n)
        draw.text(
            img,
            (inner.x0 + 300, inner.y0 + 4),
            f"To discard: {picked}",
            size=theme.SMALL_SIZE,
            bold=True,
            max_width=inner.width - 300,
        )


def draw_trade(img: Image.Image, box: Box, view: CatanView, names: Sequence[str]) -> None:
    t = view.trade
    if t is None:
        return
    inner = draw.panel(img, box, fill=(255, 248, 228))
    kinds = KINDS

    def cards(vec: Sequence[int]) -> str:
        return ", ".join(f"{n} {k}" for k, n in zip(kinds, vec, strict=False) if n) or "—"

    who = draw.seat_name(t.proposer, names)
    draw.text(
        img,
        (inner.x0, inner.y0),
        f"Trade: {who} gives {cards(t.give)} for {cards(t.get)}",
        size=theme.SMALL_SIZE,
        bold=True,
        max_width=inner.width,
    )
    parts = []
    for o in t.to:
        ans = t.answers[o] or "…"
        c = t.counters[o]
        if c is not None and ans in ("counter", "…"):
            ans = f"counter: gives {cards(c[0])} for {cards(c[1])}"
        parts.append(f"{draw.seat_name(o, names)}: {ans}")
    draw.text_block(
        img,
        Box(inner.x0, inner.y0 + 24, inner.x1, inner.y1),
        "; ".join(parts),
        size=theme.SMALL_SIZE,
    )


@register_renderer("catan")
def render_catan(
    view: CatanView, highlight: tuple[str, ...], *, names: tuple[str, ...] = ()
) -> Image.Image:
    """The whole board; the viewer's hand is added at the bottom of a private view."""
    side_w = WIDTH - SIDE_X - theme.MARGIN
    seats_h = view.players * (SEAT_H + theme.GAP)
    status_h = 170 if view.ck else 140
    trade_h = 80 if view.trade is not None else 0
    side_h = status_h + theme.GAP + seats_h + trade_h
    private = view.viewer is not None
    hand_h = 150 if private else 0
    body_h = max(BOARD_H, side_h)
    height = BAR + theme.MARGIN + body_h + hand_h + theme.MARGIN + LEGEND
    img = draw.canvas(WIDTH, height)
    title = "Catan: Cities & Knights" if view.ck else "Catan"
    draw.title_bar(img, Box(0, 0, WIDTH, BAR), f"{title} · {view.target} VP", status(view, names))
    top = BAR + theme.MARGIN
    board_box = Box.at(theme.MARGIN, top, BOARD_W, BOARD_H)
    ImageDraw.Draw(img).rounded_rectangle(board_box.inset(-3), 16, fill=(40, 96, 150))
    draw_island(img, board_box, view, highlight)
    y = top
    used = draw_status(img, Box.at(SIDE_X, y, side_w, status_h), view, names)
    y += max(used, status_h) + theme.GAP
    moving = set(to_move(view))
    marked = draw.highlighted_seats(highlight)
    for sv in view.seats:
        draw_seat(
            img,
            Box.at(SIDE_X, y, side_w, SEAT_H),
            view,
            sv,
            names,
            sv.seat in moving,
            sv.seat in marked,
        )
        y += SEAT_H + theme.GAP
    if view.trade is not None:
        draw_trade(img, Box.at(SIDE_X, y, side_w, trade_h - theme.GAP), view, names)
    if private:
        draw_hand(
            img,
            Box.at(
                theme.MARGIN, top + body_h + theme.GAP, WIDTH - 2 * theme.MARGIN, hand_h - theme.GAP
            ),
            view,
        )
    legend = [
        (theme.TURN, "to move"),
        (theme.HIGHLIGHT, "last move"),
        ((255, 255, 255), "v/e/h: spot ids"),
    ]
    legend += [(theme.seat_colour(p), draw.seat_name(p, names)) for p in range(view.players)]
    draw.legend(img, Box(0, height - LEGEND, WIDTH, height), legend)
    return img
