"""The 7 Wonders Duel board, landscape for Discord's preview (issue 14).

A headline band (Age, who must act, the last move, scores, coins and the pawn) over the Age
structure on the left and the military track, progress tokens (with their effects) and the
discard pile on the right; Agora's Senate below; both cities across the bottom.

Drawn only from `DuelView`; every drawn element registers its box under an id ("card:baths",
"wonder:piraeus", "token:law", "pawn") so the last move's ids can be outlined at the end.
Face-up cards in the structure never lie under another card: a row of face-down cards may be
overlapped by the row in front of it, a face-up row never is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.duel.catalog import catalog
from bot.engine.duel.view import DuelView, PlayerView, SlotView
from renderers import draw, register_renderer, theme
from renderers import duel_agora as agora
from renderers import duel_parts as parts
from renderers.draw import Box
from renderers.fonts import font

WIDTH = 1600
MAX_HEIGHT = 1280  # width / 1.25
MIN_HEIGHT = 762  # width / 2.1
M = 14  # outer margin and gap between panels
RIGHT_W = 540  # the column right of the structure
TEXT = 14  # body text: the floor of issue 14
SMALL = 16
HEAD = 19
CARD_GAP = 5
BACK_STEP = 28  # how much of a face-down row shows above the row in front of it
COLOUR_ORDER = ("brown", "grey", "yellow", "blue", "green", "red", "purple")
ROMAN = {0: "", 1: "I", 2: "II", 3: "III"}
ZONE_FILL = {0: (250, 248, 240), 1: (236, 226, 204), 2: (221, 204, 170), 3: (204, 180, 138)}
HOW = {
    "military": "military supremacy",
    "science": "scientific supremacy",
    "political": "political supremacy",
}
WORDS = {
    "game": "7 Wonders Duel",
    "draft": "Wonder draft",
    "turn": "{who} to take a card",
    "shared": "Game over: shared victory",
    "won": "Game over: {who} wins by {how}",
    "points": "points",
    "last": "Last move: {what}",
    "seat": "{who} {vp} VP, {coins} {coin_word}",
    "even": "Military: level",
    "ahead": "Military: {who} +{n}",
    "capital": "{who}'s capital",
    "military": "Military track",
    "tokens": "Progress tokens on the board",
    "box": "In the box: {n} more, face down (the Great Library draws 3)",
    "base_tokens": (
        "A military token goes when the pawn enters its zone: the player on that side "
        "loses the coins."
    ),
    "library": "Your Great Library draw (keep one):",
    "discard": "Discard pile ({n})",
    "empty": "empty",
    "out": "Out of the game: {what}",
    "structure": "Age {age}: coins on a card = what {who} pays to build it "
    "(red: cannot afford; chain: free)",
    "laid_out": "Age {age} structure, laid out before the draft",
    "pick": "Wonder draft: {who} picks one",
    "final": "Final score",
    "total": "Total",
    "makes": "Makes",
    "nothing": "nothing",
    "one_of": "+1 of",
    "buys": "Buys at",
    "discard_for": "Discard for",
    "science": "Science",
    "none": "none",
    "chains": "Chains",
    "tokens_own": "Tokens",
    "you": " (you)",
    "to_move": "to move",
    "coins": "coins",
    "coin": "coin",
    "vp": "VP",
    "built_with": "built: {card}",
}

Spots = dict[str, list[Box]]


def _name(seat: int, names: Sequence[str]) -> str:
    return draw.seat_name(seat, names)


# -- the headline ---------------------------------------------------------------------------


def _status(view: DuelView, names: Sequence[str]) -> str:
    if view.winners:
        if len(view.winners) > 1:
            return WORDS["shared"]
        how = HOW.get(view.reason or "", WORDS["points"])
        return WORDS["won"].format(who=_name(view.winners[0], names), how=how)
    if view.pending is None:
        return ""
    who = _name(view.pending.seat, names)
    if view.pending.kind == "turn":  # the usual turn: the prompt would only list the options
        return WORDS["turn"].format(who=who)
    return f"{who}: {view.pending.prompt}"


def _last_move(highlight: Sequence[str]) -> str:
    """The components the last move touched, by name (the renderer knows them by id)."""
    cat = catalog()
    named = []
    for key in highlight:
        kind, _, ident = key.partition(":")
        if kind in ("card", "wonder", "token") and ident:
            named.append(cat.name(ident))
    return ", ".join(dict.fromkeys(named))


def headline_parts(view: DuelView, names: Sequence[str], highlight: Sequence[str]) -> list[str]:
    drafting = bool(view.draft_offer) and not view.winners
    stage = WORDS["draft"] if drafting else f"Age {ROMAN[view.age]}" if view.age else ""
    out = [" · ".join(w for w in (WORDS["game"], stage) if w)]
    status = _status(view, names)
    if status:
        out.append(status)
    last = _last_move(highlight)
    if last:
        out.append(WORDS["last"].format(what=last))
    for p in view.players:
        word = WORDS["coin" if p.coins == 1 else "coins"]
        out.append(
            WORDS["seat"].format(
                who=_name(p.seat, names), vp=p.score, coins=p.coins, coin_word=word
            )
        )
    if view.pawn == 0:
        out.append(WORDS["even"])
    else:  # the pawn moves toward the capital of the player behind
        out.append(
            WORDS["ahead"].format(who=_name(0 if view.pawn > 0 else 1, names), n=abs(view.pawn))
        )
    return out


def _pack(segments: Sequence[str], width: int, size: int) -> list[str]:
    """Segments joined with " · " on as few lines as fit; a too-long one wraps by words."""
    fnt = font(size, bold=True)
    lines: list[str] = []
    for seg in segments:
        pieces = draw.wrap(seg, fnt, width) if draw.text_width(seg, fnt) > width else [seg]
        for piece in pieces:
            joined = f"{lines[-1]} · {piece}" if lines else piece
            if lines and draw.text_width(joined, fnt) <= width and piece is pieces[0]:
                lines[-1] = joined
            else:
                lines.append(piece)
    return lines


def _headline(
    img: Image.Image, view: DuelView, names: Sequence[str], highlight: Sequence[str]
) -> int:
    size = draw.headline_size(WIDTH)
    lines = _pack(headline_parts(view, names, highlight), WIDTH - 2 * M - 8, size)
    pitch = draw.line_height(font(size, bold=True)) + 6
    height = 12 + pitch * len(lines) + 6
    ImageDraw.Draw(img).rectangle(Box(0, 0, WIDTH, height), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    with draw.role("headline"):
        for i, line in enumerate(lines):
            draw.text(img, (M + 4, 12 + i * pitch), line, size=size, bold=True, fill=ink)
    return height


# -- the right column: military track, progress tokens, discard pile -------------------------


def _track(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, names: Sequence[str], spots: Spots
) -> int:
    """The military track: drawn once per width and names (cells, zones, labels, legend), then
    the tokens still on it and the pawn on top."""
    left = WORDS["capital"].format(who=_name(0, names))
    right = WORDS["capital"].format(who=_name(1, names))
    tile, used = _track_base(width, left, right, view.senate is not None)
    parts.stamp(img, x, y, tile)
    cell = width // 19
    track = Box.at(x + (width - cell * 19) // 2, y + 44, cell * 19, 36)
    d = ImageDraw.Draw(img)
    for tid in view.military_tokens:
        slot, side = tid.split("_")
        lo, hi = (3, 5) if slot == "small" else (6, 8)
        sign = -1 if side == "0" else 1
        a, b = sorted((9 + sign * lo, 9 + sign * hi))
        tb = Box(
            track.x0 + a * cell + 3, track.y1 + 4, track.x0 + (b + 1) * cell - 3, track.y1 + 28
        )
        d.rounded_rectangle(tb, 6, fill=(120, 40, 36), outline=(70, 20, 20))
        words = (
            agora.military_label(slot) if view.senate else f"-{2 if slot == 'small' else 5} coins"
        )
        draw.centred_text(img, tb, words, size=TEXT, bold=True, fill=(255, 255, 255))
        spots[f"military:{tid}"].append(tb)
    px = track.x0 + (view.pawn + 9) * cell + cell / 2
    spots["pawn"].append(draw.pawn(img, (px, track.y0 + track.height / 2), 34, fill=(60, 60, 70)))
    return y + used


@lru_cache(maxsize=32)
def _track_base(width: int, left: str, right: str, senate: bool) -> tuple[parts.Tile, int]:
    ends: list[int] = []

    def paint(im: Image.Image, box: Box) -> None:
        ends.append(_paint_track_base(im, box.x0, box.y0, width, left, right, senate) - box.y0)

    big = parts.make_tile(width, 400, paint)
    used = ends[0]
    return parts.Tile(big.image.crop((0, 0, width + 1, used)), None, big.lines), used


def _paint_track_base(
    img: Image.Image, x: int, y: int, width: int, left: str, right: str, senate: bool
) -> int:
    cell = width // 19
    x0 = x + (width - cell * 19) // 2
    title_w = draw.text_width(WORDS["military"], font(SMALL, bold=True))
    side_w = max(draw.text_width(w, font(TEXT, bold=True)) for w in (left, right))
    merged = title_w + 2 * side_w + 40 <= width  # the capitals on the title line, if they fit
    if merged:
        draw.text(img, (x, y + 2), left, size=TEXT, bold=True, fill=theme.seat_colour(0))
        draw.text(img, (x + width / 2, y), WORDS["military"], size=SMALL, bold=True, align="centre")
        draw.text(
            img,
            (x + width, y + 2),
            right,
            size=TEXT,
            bold=True,
            fill=theme.seat_colour(1),
            align="right",
        )
    else:
        draw.text(img, (x, y), WORDS["military"], size=SMALL, bold=True)
    y += 24
    track = Box.at(x0, y + 20, cell * 19, 36)
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
    for lo, hi, vp in ((1, 2, 2), (3, 5, 5), (6, 8, 10)):
        for sign in (-1, 1):
            a, b = sorted((9 + sign * lo, 9 + sign * hi))
            zone = Box(track.x0 + a * cell, y, track.x0 + (b + 1) * cell, track.y0 - 1)
            draw.centred_text(img, zone, f"{vp} VP", size=TEXT, fill=theme.MUTED)
    y = track.y1 + 32
    if not merged:
        draw.text(img, (track.x0, y), left, size=TEXT, bold=True, fill=theme.seat_colour(0))
        draw.text(
            img,
            (track.x1, y),
            right,
            size=TEXT,
            bold=True,
            fill=theme.seat_colour(1),
            align="right",
        )
        y += 22
    legend = agora.MILITARY_LEGEND if senate else WORDS["base_tokens"]
    return _para(img, x, y, width, legend, fill=theme.MUTED) + 4


def _para(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    words: str,
    *,
    size: int = TEXT,
    bold: bool = False,
    fill: theme.RGB = theme.INK,
) -> int:
    """A wrapped paragraph at (x, y), all of it; returns the y under it."""
    fnt = font(size, bold=bold)
    lines = draw.wrap(words, fnt, width)
    pitch = round(draw.line_height(fnt) * 1.15)
    used = pitch * (len(lines) - 1) + draw.line_height(fnt)
    draw.text_block(img, Box(x, y, x + width, y + used + 1), words, size=size, bold=bold, fill=fill)
    return y + used + 4


def _tokens(img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots) -> int:
    draw.text(img, (x, y), WORDS["tokens"], size=SMALL, bold=True)
    y += 24
    for tid in view.board_tokens:
        disc, used = parts.token_entry(img, x, y, width, tid)
        spots[f"token:{tid}"].append(disc)
        y += used + 2
    return _para(img, x, y, width, WORDS["box"].format(n=view.box_tokens), fill=theme.MUTED)


def _side(img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots) -> int:
    """A private Great Library draw or Agora choice (for the chooser only)."""
    if view.pending is not None and view.pending.kind == "library" and view.pending.options:
        draw.text(img, (x, y), WORDS["library"], size=SMALL, bold=True)
        y += 24
        for tid in view.pending.options:
            _, used = parts.token_entry(img, x, y, width, tid)
            y += used + 2
        y += 6
    return agora.private_choice(img, x, y, width, view)


def _discard_height(view: DuelView, width: int) -> int:
    """How tall `_discard` will be at `width` (without the out-of-game line), to place it."""
    cards = catalog().cards
    rows, cx = 1, 0
    for cid in view.discard:
        w = parts.chip_width(cards[cid].name)
        if cx and cx + w > width:
            rows, cx = rows + 1, 0
        cx += w + 5
    return 24 + (24 * (rows - 1) + 26 if view.discard else 22)


def _discard(img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots) -> int:
    cards = catalog().cards
    draw.text(img, (x, y), WORDS["discard"].format(n=len(view.discard)), size=SMALL, bold=True)
    y += 24
    if not view.discard:
        draw.text(img, (x, y), WORDS["empty"], size=TEXT, fill=theme.MUTED)
        y += 22
    cx = x
    for cid in view.discard:
        w = parts.chip_width(cards[cid].name)
        if cx + w > x + width:
            cx, y = x, y + 24
        spots[f"card:{cid}"].append(
            parts.chip(img, cx, y, cards[cid].name, parts.card_fill(cards[cid]))
        )
        cx += w + 5
    if view.discard:
        y += 26
    if view.wonders_out:
        out = ", ".join(catalog().wonders[w].name for w in view.wonders_out)
        y = _para(img, x, y, width, WORDS["out"].format(what=out), fill=theme.MUTED)
    return y


# -- the structure --------------------------------------------------------------------------


def _ups(view: DuelView) -> dict[int, bool]:
    """Row number -> whether the printed structure deals it face up."""
    lay = catalog().layouts[("agora" if view.senate else "base", view.age)]
    return {sl.row: sl.face_up for sl in lay.slots}


@lru_cache(maxsize=64)
def _face_h(ids: tuple[str, ...], width: int) -> int:
    cards = catalog().cards
    return parts.face_height([cards[c] for c in ids], width)


def _geometry(view: DuelView, width: int) -> tuple[int, float, int, dict[int, int], int]:
    """Card width, half-column step, face height, the top of each row, the total height."""
    full = (view.cols + 1) // 2
    cw = min(180, (width - CARD_GAP * (full - 1)) // max(1, full))
    half = (cw + CARD_GAP) / 2
    deck = tuple(sorted({sv.card for sv in view.slots if sv.card is not None}))
    ch = _face_h(deck, cw)
    ups = _ups(view)
    tops: dict[int, int] = {}
    y = 0
    for row in range(1, view.rows + 1):
        tops[row] = y
        y += ch + CARD_GAP if ups[row] else BACK_STEP
    # rows emptied from the front of the structure take no room (cards go from the front)
    left = [sv.row for sv in view.slots if not sv.taken]
    last = max(left, default=view.rows)
    return cw, half, ch, tops, (tops[last] if last else 0) + ch


def _corner(view: DuelView, width: int) -> int:
    """The free width left of the first two rows of the structure (0 if they are wide)."""
    geo = _geometry(view, width)
    cw, half = geo[0], geo[1]
    span = (view.cols - 1) * half + cw
    first = [sv.col for sv in view.slots if sv.row <= 2]
    if not first:
        return 0
    return max(0, round((width - span) / 2 + (min(first) - 1) * half))


def _slot_box(
    view: DuelView,
    sv: SlotView,
    x: int,
    y: int,
    width: int,
    geo: tuple[int, float, int, dict[int, int], int],
) -> Box:
    cw, half, ch, tops, _ = geo
    span = (view.cols - 1) * half + cw
    x0 = x + (width - span) / 2 + (sv.col - 1) * half
    return Box.at(round(x0), y + tops[sv.row], cw, ch)


def _structure(img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots) -> int:
    cards = catalog().cards
    geo = _geometry(view, width)
    d = ImageDraw.Draw(img)
    last = max((sv.row for sv in view.slots if not sv.taken), default=view.rows)
    for sv in view.slots:
        if sv.taken and sv.row <= last:
            d.rounded_rectangle(
                _slot_box(view, sv, x, y, width, geo),
                6,
                outline=theme.shade(theme.BORDER, 1.1),
                width=1,
            )
    for sv in view.slots:  # far row first, so nearer rows overlap the backs as on the table
        if sv.taken:
            continue
        box = _slot_box(view, sv, x, y, width, geo)
        if sv.card is None:
            parts.back(img, box, sv.back or "")
            continue
        parts.card_face(img, box, cards[sv.card])
        spots[f"card:{sv.card}"].append(box)
        if sv.accessible and sv.cost is not None:
            parts.badge(
                img,
                (
                    box.x1 - 30 if sv.chain else box.x1 - 18,
                    box.y0 + parts.band_height(cards[sv.card], box.width) + 14,
                ),
                sv.cost,
                sv.chain,
                sv.affordable,
            )
    return y + geo[4]


def _draft(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, names: Sequence[str], spots: Spots
) -> int:
    wonders = catalog().wonders
    who = _name(view.pending.seat, names) if view.pending else ""
    draw.text(img, (x, y), WORDS["pick"].format(who=who), size=HEAD, bold=True)
    y += 30
    n = max(1, len(view.draft_offer))
    gap = 14
    w = min(240, (width - gap * (n - 1)) // n)
    h = parts.wonder_height([wonders[i] for i in view.draft_offer], w)
    x0 = x + (width - (n * w + (n - 1) * gap)) // 2
    for i, wid in enumerate(view.draft_offer):
        box = Box.at(x0 + i * (w + gap), y, w, h)
        parts.wonder_card(img, box, wonders[wid], built=None)
        spots[f"wonder:{wid}"].append(box)
    return y + h + 10


def _final(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, names: Sequence[str]
) -> int:
    rows = [k for k, _ in view.players[0].breakdown]
    col = 170
    x0 = x + (width - (200 + 2 * col)) // 2
    draw.text(img, (x0, y), WORDS["final"], size=22, bold=True)
    y += 36
    for seat in (0, 1):
        draw.text(
            img,
            (x0 + 200 + seat * col + col / 2, y),
            _name(seat, names),
            size=18,
            bold=True,
            align="centre",
            fill=theme.seat_colour(seat),
        )
    y += 30
    for key in [*rows, "total"]:
        label = WORDS["total"] if key == "total" else key.replace("_", " ").capitalize()
        draw.text(img, (x0, y), label, size=SMALL, bold=key == "total")
        for seat in (0, 1):
            p = view.players[seat]
            value = p.score if key == "total" else dict(p.breakdown)[key]
            draw.text(
                img,
                (x0 + 200 + seat * col + col / 2, y),
                str(value),
                size=SMALL,
                bold=key == "total",
                align="centre",
            )
        y += 25
    return y


# -- the cities -----------------------------------------------------------------------------


def _label(img: Image.Image, x: int, y: int, label: str) -> int:
    return draw.text(img, (x, y), label, size=TEXT, bold=True, fill=theme.MUTED).x1 + 6


def _city(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    view: DuelView,
    p: PlayerView,
    names: Sequence[str],
    spots: Spots,
) -> int:
    cat = catalog()
    moving = p.seat in view.to_move
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(Box.at(x, y + 4, 20, 20), 4, fill=theme.seat_colour(p.seat))
    title = _name(p.seat, names) + (WORDS["you"] if view.viewer == p.seat else "")
    head = draw.text(img, (x + 28, y), title, size=22, bold=True, fill=theme.seat_colour(p.seat))
    title_end = head.x1
    if moving:
        tag = Box.at(head.x1 + 10, y + 2, 84, 24)
        title_end = tag.x1
        d.rounded_rectangle(tag, 6, fill=theme.TURN)
        draw.centred_text(img, tag, WORDS["to_move"], size=TEXT, bold=True, fill=(255, 255, 255))
    right = x + width
    draw.laurel(img, (right - 72, y + 14), 36, p.score)
    draw.text(img, (right - 50, y + 4), WORDS["vp"], size=TEXT, bold=True, fill=theme.MUTED)
    draw.coin(img, (right - 176, y + 14), 16, p.coins)
    draw.text(img, (right - 156, y + 4), WORDS["coins"], size=TEXT, bold=True, fill=theme.MUTED)
    y += 34
    cx = _label(img, x, y, WORDS["makes"])
    for res, n in p.production:
        parts.resource(img, Box.at(cx, y - 1, 19, 19), res)
        cx = draw.text(img, (cx + 22, y), f"×{n}", size=TEXT).x1 + 8
    if not p.production:
        cx = draw.text(img, (cx, y), WORDS["nothing"], size=TEXT, fill=theme.MUTED).x1 + 8
    for opts in p.one_of:
        cx = draw.text(img, (cx, y), WORDS["one_of"], size=TEXT, fill=theme.MUTED).x1 + 4
        for res in opts:
            parts.resource(img, Box.at(cx, y - 1, 19, 19), res)
            cx += 21
        cx += 6
    cx = max(cx + 14, x + width // 2 + 40)
    cx = _label(img, cx, y, WORDS["buys"])
    for res, price in p.prices:
        parts.resource(img, Box.at(cx, y - 1, 19, 19), res)
        cx = draw.text(img, (cx + 22, y), str(price), size=TEXT, bold=price != 2).x1 + 8
    value = f"{p.discard_value} coins"
    bold14 = font(TEXT, bold=True)
    need = draw.text_width(WORDS["discard_for"], bold14) + 6 + draw.text_width(value, bold14)
    # "Discard for" on the title line left of the coins, if there is room
    discard_first = title_end + 16 + need <= right - 196
    if discard_first:
        dx = _label(img, title_end + 28, y - 30, WORDS["discard_for"])
        draw.text(img, (dx, y - 30), value, size=TEXT, bold=True)
    y += 26
    cx = _label(img, x, y, WORDS["science"])
    counts: dict[str, int] = {}
    for sym in p.symbols:
        counts[sym] = counts.get(sym, 0) + 1
    for sym, n in counts.items():
        label = parts.SCIENCE_NAMES.get(sym, sym) + (" ×2" if n > 1 else "")
        cx = parts.chip(img, cx, y - 2, label, "green").x1 + 4
    if not counts:
        cx = draw.text(img, (cx, y), WORDS["none"], size=TEXT, fill=theme.MUTED).x1 + 4
    cx = max(cx + 14, x + width // 2 + 40)
    chains = ", ".join(c.replace("_", " ") for c in p.chains) or WORDS["none"]
    ink = theme.INK if p.chains else theme.MUTED
    if discard_first:  # the chains take the right half of the science line
        cx = _label(img, cx, y, WORDS["chains"])
        y = max(y + 26, _para(img, cx, y, x + width - cx, chains, fill=ink) + 2)
    else:
        cx = _label(img, cx, y, WORDS["discard_for"])
        draw.text(img, (cx, y), value, size=TEXT, bold=True)
        y += 26
        cx = _label(img, x, y, WORDS["chains"])
        y = _para(img, cx, y, x + width - cx, chains, fill=ink) + 2
    if p.tokens:
        draw.text(img, (x, y + 8), WORDS["tokens_own"], size=TEXT, bold=True, fill=theme.MUTED)
        for tid in p.tokens:
            disc, used = parts.token_entry(img, x + 56, y, width - 56, tid)
            spots[f"token:{tid}"].append(disc)
            y += used + 2
    n = 4
    ww = (width - (n - 1) * 8) // n
    wh = parts.wonder_height([cat.wonders[w.id] for w in p.wonders], ww)
    for i, wv in enumerate(p.wonders):
        wb = Box.at(x + (i % n) * (ww + 8), y + (i // n) * (wh + 8), ww, wh)
        note = (
            WORDS["built_with"].format(card=cat.cards[wv.card].name) if wv.built and wv.card else ""
        )
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
    if p.wonders:
        y += (wh + 8) * ((len(p.wonders) + n - 1) // n)
    y = agora.agora_lines(img, x, y, width, p, spots)
    by_colour: dict[str, list[str]] = defaultdict(list)
    for cid in p.city:
        by_colour[str(cat.cards[cid].color)].append(cid)
    cx = x
    for colour in (*COLOUR_ORDER, "None"):  # Agora's Senators have no colour: last
        for cid in by_colour[colour]:
            label = cat.cards[cid].name
            w = parts.chip_width(label)
            if cx + w > x + width:
                cx, y = x, y + 25
            spots[f"card:{cid}"].append(
                parts.chip(img, cx, y, label, parts.card_fill(cat.cards[cid]))
            )
            cx += w + 5
    return y + (25 if p.city else 0)


# -- the whole board ------------------------------------------------------------------------


def _frame(
    img: Image.Image, box: Box, *, outline: theme.RGB = theme.BORDER, width: int = theme.LINE
) -> None:
    ImageDraw.Draw(img).rounded_rectangle(box, theme.RADIUS, outline=outline, width=width)


@register_renderer("duel")
def render_duel(
    view: DuelView, highlight: Sequence[str] = (), *, names: Sequence[str] = ()
) -> Image.Image:
    spots: Spots = defaultdict(list)
    img = draw.canvas(WIDTH, MAX_HEIGHT + 400, fill=theme.PANEL)
    top = _headline(img, view, names, highlight) + M
    pad = theme.PAD
    left_w = WIDTH - 3 * M - RIGHT_W
    lx, rx = M + pad, 2 * M + left_w + pad
    inner_l, inner_r = left_w - 2 * pad, RIGHT_W - 2 * pad
    # right column
    y = _track(img, rx, top + pad, inner_r, view, names, spots)
    y = _tokens(img, rx, y + 6, inner_r, view, spots)
    right_end = _side(img, rx, y + 6, inner_r, view, spots)
    # left: the structure, the draft or the final score
    drafting = bool(view.draft_offer) and not view.winners
    y = top + pad
    mover = _name(view.active, names)
    if view.winners:
        y = _final(img, lx, y, inner_l, view, names)
    else:
        if drafting:
            y = _draft(img, lx, y, inner_l, view, names, spots)
        if view.age:
            words = WORDS["laid_out" if drafting else "structure"].format(
                age=ROMAN[view.age], who=mover
            )
            corner = _corner(view, inner_l)  # room left of the first row, for the caption
            fnt = font(SMALL, bold=True)
            pitch = round(draw.line_height(fnt) * 1.15)
            lines = len(draw.wrap(words, fnt, corner - 16)) if corner else 0
            if corner >= 260 and lines * pitch <= _geometry(view, inner_l)[2] + BACK_STEP:
                _para(img, lx, y, corner - 16, words, size=SMALL, bold=True)
            else:
                y = _para(img, lx, y, inner_l, words, size=SMALL, bold=True) + 4
            y = _structure(img, lx, y, inner_l, view, spots)
        # the discard pile goes where it makes the taller column least tall
        under_left = max(y + 10 + _discard_height(view, inner_l), right_end)
        under_right = max(y, right_end + 6 + _discard_height(view, inner_r))
        if under_left <= under_right:
            y = _discard(img, lx, y + 10, inner_l, view, spots)
        else:
            right_end = _discard(img, rx, right_end + 6, inner_r, view, spots)
    full = WIDTH - 2 * M - 2 * pad
    senate_left = False
    if view.senate:  # the Senate under the left column when that makes the board shorter
        beside = max(y + 14 + agora.senate_height(view, names, inner_l), right_end)
        across = max(y, right_end) + 2 * pad + M + agora.senate_height(view, names, full)
        senate_left = beside <= across
        if senate_left:
            y = agora.senate_panel(img, lx, y + 14, inner_l, view, names, spots)
    row_end = max(y, right_end) + pad
    _frame(img, Box(M, top, M + left_w, row_end))
    _frame(img, Box(2 * M + left_w, top, WIDTH - M, row_end))
    y = row_end + M
    if view.senate and not senate_left:
        end = agora.senate_panel(img, M + pad, y + pad, full, view, names, spots)
        _frame(img, Box(M, y, WIDTH - M, end + pad))
        y = end + pad + M
    col_w = (WIDTH - 3 * M) // 2
    ends = []
    for seat in (0, 1):
        x = M + seat * (col_w + M)
        ends.append(
            _city(img, x + pad, y + pad, col_w - 2 * pad, view, view.players[seat], names, spots)
        )
    bottom = max(ends) + pad
    for seat in (0, 1):
        x = M + seat * (col_w + M)
        moving = seat in view.to_move
        _frame(
            img,
            Box(x, y, x + col_w, bottom),
            outline=theme.TURN if moving else theme.BORDER,
            width=4 if moving else theme.LINE,
        )
    height = max(MIN_HEIGHT, bottom + M)
    img = img.crop((0, 0, WIDTH, height))
    for key in highlight:
        for box in spots.get(key, ()):
            draw.highlight_outline(img, box, radius=8, gap=2, width=4)
    return img
