"""The 7 Wonders Duel board: military track and tokens, the Age structure, both cities.

Drawn only from `DuelView`; every drawn element registers its box under an id ("card:baths",
"wonder:piraeus", "token:law", "pawn") so the last move's ids can be outlined at the end.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.duel.catalog import catalog
from bot.engine.duel.text import summary
from bot.engine.duel.view import DuelView, PlayerView, SlotView
from renderers import draw, register_renderer, theme
from renderers import duel_agora as agora
from renderers import duel_parts as parts
from renderers.draw import Box

WIDTH = 1280
M = 20  # outer margin
BAR = 58
TRACK_H = 132
CARD_W, CARD_H, ROW_STEP, CARD_GAP = 132, 100, 64, 8
SIDE_W = 250  # the column right of the structure (discard pile, box)
COLOUR_ORDER = ("brown", "grey", "yellow", "blue", "green", "red", "purple")
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}
ZONE_FILL = {0: (250, 248, 240), 1: (236, 226, 204), 2: (221, 204, 170), 3: (204, 180, 138)}

Spots = dict[str, list[Box]]


def _name(seat: int, names: Sequence[str]) -> str:
    return draw.seat_name(seat, names)


def _status(view: DuelView, names: Sequence[str]) -> str:
    if view.winners:
        if len(view.winners) > 1:
            return "Game over: shared victory"
        how = {
            "military": "military supremacy",
            "science": "scientific supremacy",
            "political": "political supremacy",
        }.get(view.reason or "", "points")
        return f"Game over: {_name(view.winners[0], names)} wins by {how}"
    if view.pending is None:
        return ""
    who = _name(view.pending.seat, names)
    return f"{who}: {view.pending.prompt}"


# -- military track and board tokens --------------------------------------------------------


def _track(img: Image.Image, box: Box, view: DuelView, names: Sequence[str], spots: Spots) -> None:
    inner = draw.panel(img, box)
    cell = 40
    track = Box.at(inner.x0, inner.y0 + 24, cell * 19, 44)
    d = ImageDraw.Draw(img)
    for i in range(19):
        pos = i - 9
        depth = abs(pos)
        c = Box.at(track.x0 + i * cell, track.y0, cell, track.height)
        if depth == 9:
            fill = theme.seat_colour(0 if pos < 0 else 1)
        else:
            fill = ZONE_FILL[0 if depth == 0 else 1 if depth <= 2 else 2 if depth <= 5 else 3]
        d.rectangle(c, fill=fill, outline=theme.BORDER)
    # VP per zone above, on both sides
    for lo, hi, vp in ((1, 2, 2), (3, 5, 5), (6, 8, 10)):
        for sign in (-1, 1):
            a, b = sorted((9 + sign * lo, 9 + sign * hi))
            zone = Box(track.x0 + a * cell, inner.y0, track.x0 + (b + 1) * cell, track.y0 - 2)
            draw.centred_text(img, zone, f"{vp} VP", size=13, fill=theme.MUTED)
    draw.centred_text(
        img,
        Box(track.x0, inner.y0, track.x0 + cell, track.y0 - 2),
        "capital",
        size=11,
        fill=theme.MUTED,
    )
    draw.centred_text(
        img,
        Box(track.x1 - cell, inner.y0, track.x1, track.y0 - 2),
        "capital",
        size=11,
        fill=theme.MUTED,
    )
    # military tokens still on the track, under their zones
    for tid in view.military_tokens:
        slot, side = tid.split("_")
        loss = 2 if slot == "small" else 5
        lo, hi = (3, 5) if slot == "small" else (6, 8)
        sign = -1 if side == "0" else 1
        a, b = sorted((9 + sign * lo, 9 + sign * hi))
        tb = Box(
            track.x0 + a * cell + 6, track.y1 + 4, track.x0 + (b + 1) * cell - 6, track.y1 + 24
        )
        d.rounded_rectangle(tb, 6, fill=(120, 40, 36), outline=(70, 20, 20))
        words = agora.military_label(slot) if view.senate else f"-{loss} coins"
        draw.centred_text(img, tb, words, size=12, bold=True, fill=(255, 255, 255))
        spots[f"military:{tid}"].append(tb)
    # the capitals' owners
    draw.text(
        img,
        (track.x0, track.y1 + 28),
        f"{_name(0, names)}'s capital",
        size=13,
        fill=theme.seat_colour(0),
        max_width=200,
    )
    draw.text(
        img,
        (track.x1, track.y1 + 28),
        f"{_name(1, names)}'s capital",
        size=13,
        fill=theme.seat_colour(1),
        align="right",
        max_width=200,
    )
    # the pawn
    px = track.x0 + (view.pawn + 9) * cell + cell / 2
    pawn = draw.pawn(img, (px, track.y0 + track.height / 2), 38, fill=(60, 60, 70))
    spots["pawn"].append(pawn)
    # progress tokens on the board
    area = Box(track.x1 + 30, inner.y0, inner.x1, inner.y1)
    draw.text(
        img,
        (area.x0, area.y0),
        f"Progress tokens (box: {view.box_tokens})",
        size=14,
        bold=True,
        max_width=area.width,
    )
    r = 27
    step = min(76, area.width // 5)
    for i, tid in enumerate(view.board_tokens):
        centre = (area.x0 + r + 4 + i * step, area.y0 + 24 + r + 4)
        spots[f"token:{tid}"].append(parts.token(img, centre, r, tid))


# -- the structure --------------------------------------------------------------------------


def _structure_size(view: DuelView, width: int) -> tuple[int, int, int]:
    """Card width, half-column step and height for the current Age's layout."""
    full = (view.cols + 1) // 2
    cw = min(CARD_W, (width - CARD_GAP * (full - 1)) // max(1, full))
    half = (cw + CARD_GAP) / 2
    height = (view.rows - 1) * ROW_STEP + CARD_H
    return cw, round(half), height


def _slot_box(view: DuelView, sv: SlotView, area: Box, cw: int, half: int) -> Box:
    span = (view.cols - 1) * half + cw
    x0 = area.x0 + (area.width - span) / 2 + (sv.col - 1) * half
    return Box.at(x0, area.y0 + (sv.row - 1) * ROW_STEP, cw, CARD_H)


def _structure(img: Image.Image, area: Box, view: DuelView, spots: Spots) -> None:
    cards = catalog().cards
    cw, half, _ = _structure_size(view, area.width)
    for sv in view.slots:  # where taken cards were, under everything else
        if sv.taken:
            ImageDraw.Draw(img).rounded_rectangle(
                _slot_box(view, sv, area, cw, half),
                6,
                outline=theme.shade(theme.BORDER, 1.1),
                width=1,
            )
    for sv in view.slots:  # far row first, so nearer rows overlap it as on the table
        box = _slot_box(view, sv, area, cw, half)
        if sv.taken:
            continue
        if sv.card is None:
            parts.back(img, box, sv.back or "")
            continue
        parts.card_face(img, box, cards[sv.card], badge_room=50 if sv.accessible else 0)
        spots[f"card:{sv.card}"].append(box)
    for sv in view.slots:  # badges last, so no card covers them
        if sv.accessible and sv.card is not None and sv.cost is not None:
            box = _slot_box(view, sv, area, cw, half)
            off = 26 if sv.chain else 16
            parts.badge(img, (box.x1 - off, box.y1 - 16), sv.cost, sv.chain, sv.affordable)


DRAFT_H = 34 + 150  # the wonder draft's title and its row of wonders


def _draft(img: Image.Image, area: Box, view: DuelView, spots: Spots) -> None:
    wonders = catalog().wonders
    n = max(1, len(view.draft_offer))
    w, h = 210, 150
    gap = 24
    x0 = area.x0 + (area.width - (n * w + (n - 1) * gap)) / 2
    draw.text(
        img, (area.centre[0], area.y0), "Wonder draft: pick one", size=18, bold=True, align="centre"
    )
    for i, wid in enumerate(view.draft_offer):
        box = Box.at(x0 + i * (w + gap), area.y0 + 34, w, h)
        parts.wonder_card(
            img,
            box,
            wonders[wid],
            built=None,
            title_size=16,
            text_size=15,
            words=summary(wonders[wid]),
        )
        spots[f"wonder:{wid}"].append(box)


def _final(img: Image.Image, area: Box, view: DuelView, names: Sequence[str]) -> None:
    """The score sheet once the game is over."""
    rows = [k for k, _ in view.players[0].breakdown]
    col = 150
    x0 = area.x0 + (area.width - (160 + 2 * col)) / 2
    y = area.y0 + 4
    draw.text(img, (x0, y), "Final score", size=20, bold=True)
    y += 32
    for seat in (0, 1):
        draw.text(
            img,
            (x0 + 160 + seat * col + col / 2, y),
            _name(seat, names),
            size=16,
            bold=True,
            align="centre",
            fill=theme.seat_colour(seat),
            max_width=col - 8,
        )
    y += 26
    for key in [*rows, "total"]:
        draw.text(img, (x0, y), key.capitalize(), size=15, bold=key == "total")
        for seat in (0, 1):
            p = view.players[seat]
            value = p.score if key == "total" else dict(p.breakdown)[key]
            draw.text(
                img,
                (x0 + 160 + seat * col + col / 2, y),
                str(value),
                size=15,
                bold=key == "total",
                align="centre",
            )
        y += 22


def _side(img: Image.Image, area: Box, view: DuelView, spots: Spots) -> None:
    """Discard pile, wonders that left the game, and a private Great Library draw."""
    cards = catalog().cards
    y = area.y0
    if view.pending is not None and view.pending.kind == "library" and view.pending.options:
        draw.text(
            img, (area.x0, y), "Your Great Library draw:", size=14, bold=True, max_width=area.width
        )
        y += 22
        for i, tid in enumerate(view.pending.options):
            parts.token(img, (area.x0 + 30 + i * 76, y + 28), 24, tid)
        y += 80
    y = agora.private_choice(img, area, view, y)
    draw.text(
        img,
        (area.x0, y),
        f"Discard pile ({len(view.discard)})",
        size=14,
        bold=True,
        max_width=area.width,
    )
    y += 22
    shown = list(view.discard)
    room = max(0, (area.y1 - y - (24 if view.wonders_out else 0)) // 22)
    extra = 0
    if len(shown) > room:
        extra = len(shown) - room + 1
        shown = shown[-(room - 1) :] if room > 1 else []
    for cid in shown:
        box = parts.chip(
            img, area.x0, y, cards[cid].name, str(cards[cid].color), max_width=area.width
        )
        spots[f"card:{cid}"].append(box)
        y += 22
    if extra:
        draw.text(img, (area.x0, y), f"… and {extra} earlier", size=12, fill=theme.MUTED)
        y += 20
    if view.wonders_out:
        out = ", ".join(catalog().wonders[w].name for w in view.wonders_out)
        draw.text(
            img,
            (area.x0, area.y1 - 20),
            f"Out of the game: {out}",
            size=12,
            fill=theme.MUTED,
            max_width=area.width,
        )


# -- the cities -----------------------------------------------------------------------------


def _line(img: Image.Image, x: int, y: int, label: str) -> int:
    box = draw.text(img, (x, y), label, size=13, fill=theme.MUTED)
    return box.x1 + 6


def _player(
    img: Image.Image, box: Box, view: DuelView, p: PlayerView, names: Sequence[str], spots: Spots
) -> None:
    cat = catalog()
    moving = p.seat in view.to_move
    inner = draw.panel(
        img, box, outline=theme.TURN if moving else theme.BORDER, width=4 if moving else theme.LINE
    )
    x, y = inner.x0, inner.y0
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(Box.at(x, y + 3, 18, 18), 4, fill=theme.seat_colour(p.seat))
    title = _name(p.seat, names) + (" (you)" if view.viewer == p.seat else "")
    head = draw.text(img, (x + 26, y), title, size=20, bold=True, max_width=inner.width - 300)
    if moving:
        tag = Box.at(head.x1 + 10, y + 2, 74, 22)
        d.rounded_rectangle(tag, 6, fill=theme.TURN)
        draw.centred_text(img, tag, "to move", size=13, bold=True, fill=(255, 255, 255))
    draw.coin(img, (inner.x1 - 150, y + 13), 14, p.coins)
    draw.text(img, (inner.x1 - 132, y + 3), "coins", size=13, fill=theme.MUTED)
    draw.laurel(img, (inner.x1 - 52, y + 13), 30, p.score)
    draw.text(img, (inner.x1 - 34, y + 3), "VP", size=13, fill=theme.MUTED)
    y += 32
    # production, "one of" producers, bank prices
    cx = _line(img, x, y, "Makes")
    for res, n in p.production:
        parts.resource(img, Box.at(cx, y, 18, 18), res)
        cx = draw.text(img, (cx + 21, y), f"×{n}", size=13).x1 + 8
    if not p.production:
        cx = draw.text(img, (cx, y), "nothing", size=13, fill=theme.MUTED).x1 + 8
    for opts in p.one_of:
        cx = draw.text(img, (cx, y), "+1 of", size=13, fill=theme.MUTED).x1 + 4
        for res in opts:
            parts.resource(img, Box.at(cx, y, 16, 16), res)
            cx += 18
        cx += 6
    y += 24
    cx = _line(img, x, y, "Buys at")
    for res, price in p.prices:
        parts.resource(img, Box.at(cx, y, 18, 18), res)
        cx = draw.text(img, (cx + 21, y), str(price), size=13, bold=price != 2).x1 + 10
    cx = _line(img, cx + 8, y, "Discard for")
    draw.text(img, (cx, y), str(p.discard_value), size=13, bold=True)
    y += 24
    # science and chains
    cx = _line(img, x, y, "Science")
    counts: dict[str, int] = {}
    for sym in p.symbols:
        counts[sym] = counts.get(sym, 0) + 1
    for sym, n in counts.items():
        label = parts.SCIENCE_NAMES.get(sym, sym) + (" ×2" if n > 1 else "")
        cx = parts.chip(img, cx, y - 1, label, "green", size=12).x1 + 4
    if not counts:
        cx = draw.text(img, (cx, y), "none", size=13, fill=theme.MUTED).x1 + 4
    cx = _line(img, cx + 10, y, "Chains")
    draw.text(
        img,
        (cx, y),
        ", ".join(p.chains) or "none",
        size=13,
        max_width=max(20, inner.x1 - cx),
        fill=theme.INK if p.chains else theme.MUTED,
    )
    y += 24
    # progress tokens
    if p.tokens:
        cx = _line(img, x, y + 6, "Tokens")
        for tid in p.tokens:
            spots[f"token:{tid}"].append(parts.token(img, (cx + 13, y + 13), 13, tid, label=False))
            cx = draw.text(img, (cx + 30, y + 6), cat.tokens[tid].name, size=13).x1 + 10
        y += 32
    # wonders
    n = 4
    ww = (inner.width - (n - 1) * 8) // n
    for i, wv in enumerate(p.wonders):
        wb = Box.at(inner.x0 + (i % n) * (ww + 8), y + (i // n) * 96, ww, 88)
        note = f"built with {cat.cards[wv.card].name}" if wv.built and wv.card else ""
        parts.wonder_card(
            img,
            wb,
            cat.wonders[wv.id],
            built=wv.built,
            cost=wv.cost,
            affordable=wv.affordable,
            note=note,
        )
        spots[f"wonder:{wv.id}"].append(wb)
    y += 96 * max(1, (len(p.wonders) + n - 1) // n)
    y += agora.agora_lines(img, x, y, inner.width, p, _name(p.seat, names), spots)
    # the city, grouped by colour
    by_colour: dict[str, list[str]] = defaultdict(list)
    for cid in p.city:
        by_colour[str(cat.cards[cid].color)].append(cid)
    cx = x
    for colour in COLOUR_ORDER:
        fill = theme.card_colour(colour)
        d.rounded_rectangle(Box.at(cx, y + 2, 14, 14), 3, fill=fill, outline=theme.shade(fill, 0.7))
        cx = draw.text(img, (cx + 18, y), str(len(by_colour[colour])), size=13, bold=True).x1 + 12
    y += 22
    cx = x
    for colour in (*COLOUR_ORDER, "None"):  # Agora's Senators have no colour: last
        for cid in by_colour[colour]:
            label = cat.cards[cid].name
            w = parts.chip_width(label, 13, 170)
            if cx + w > inner.x1:
                cx, y = x, y + 24
            fill = parts.card_fill(cat.cards[cid])
            spots[f"card:{cid}"].append(parts.chip(img, cx, y, label, fill, max_width=170))
            cx += w + 5


def _player_height(p: PlayerView, width: int) -> int:
    cat = catalog()
    h = 32 + 24 * 3 + (32 if p.tokens else 0) + 96 * max(1, (len(p.wonders) + 3) // 4) + 22 + 24
    h += agora.agora_lines_height(p)
    cx = 0
    inner = width - 2 * theme.PAD
    for colour in (*COLOUR_ORDER, "None"):
        for cid in p.city:
            if str(cat.cards[cid].color) != colour:
                continue
            w = parts.chip_width(cat.cards[cid].name, 13, 170)
            if cx + w > inner:
                cx, h = 0, h + 24
            cx += w + 5
    return h + 2 * theme.PAD + 4


# -- the whole board ------------------------------------------------------------------------


@register_renderer("duel")
def render_duel(
    view: DuelView, highlight: Sequence[str] = (), *, names: Sequence[str] = ()
) -> Image.Image:
    spots: Spots = defaultdict(list)
    middle_w = WIDTH - 2 * M - 2 * theme.PAD - SIDE_W - theme.MARGIN
    drafting = bool(view.draft_offer) and not view.winners
    if view.winners:
        mid_h = 32 + 26 + 22 * 10
    elif drafting:
        mid_h = DRAFT_H
        if view.age:  # Agora: the Age I structure is laid out before the draft (rules A-3)
            mid_h += 30 + _structure_size(view, middle_w)[2]
    else:
        mid_h = _structure_size(view, middle_w)[2] + 20
    mid_h = max(mid_h, 200)
    col_w = (WIDTH - 2 * M - theme.GAP) // 2
    players_h = max(_player_height(p, col_w) for p in view.players)
    senate_h = agora.senate_height() + M if view.senate else 0
    height = BAR + M + TRACK_H + M + mid_h + 2 * theme.PAD + M + senate_h + players_h + M
    img = draw.canvas(WIDTH, height)
    age = " · Wonder draft" if drafting else f" · Age {ROMAN[view.age]}" if view.age else ""
    draw.title_bar(img, Box(0, 0, WIDTH, BAR), "7 Wonders Duel" + age, _status(view, names))
    y = BAR + M
    _track(img, Box(M, y, WIDTH - M, y + TRACK_H), view, names, spots)
    y += TRACK_H + M
    mid = draw.panel(img, Box(M, y, WIDTH - M, y + mid_h + 2 * theme.PAD))
    left, right = mid.left(mid.width - SIDE_W, theme.MARGIN)
    if view.winners:
        _final(img, left, view, names)
    elif drafting:
        _draft(img, left, view, spots)
        if view.age:
            y0 = left.y0 + DRAFT_H
            draw.text(
                img,
                (left.x0, y0 + 4),
                f"Age {ROMAN[view.age]} structure, laid out before the draft",
                size=14,
                bold=True,
                max_width=left.width,
            )
            _structure(img, Box(left.x0, y0 + 30, left.x1, left.y1), view, spots)
    else:
        _structure(img, left, view, spots)
        mover = view.active
        draw.text(
            img,
            (left.x0, left.y1 - 16),
            f"Coins on cards: what {_name(mover, names)} pays to build them "
            "(red: cannot afford; chain: free)",
            size=12,
            fill=theme.MUTED,
            max_width=left.width,
        )
    _side(img, right, view, spots)
    y = mid.y1 + theme.PAD + M
    if view.senate:
        agora.senate_panel(img, Box(M, y, WIDTH - M, y + agora.senate_height()), view, names, spots)
        y += senate_h
    for seat in (0, 1):
        x = M + seat * (col_w + theme.GAP)
        _player(img, Box(x, y, x + col_w, y + players_h), view, view.players[seat], names, spots)
    for key in highlight:
        for box in spots.get(key, ()):
            draw.highlight_outline(img, box, radius=8, gap=2, width=4)
    return img
