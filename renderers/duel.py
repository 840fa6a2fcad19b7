"""The 7 Wonders Duel board, landscape for Discord's preview (issue 14).

A headline band (Age, who must act, the last move, scores, coins and the pawn) over the Age
structure on the left and the military track, progress tokens (with their effects) and the
discard pile on the right; Agora's Senate under the structure or across the board, and the
discard pile under either column, wherever the board ends least tall; both cities across the
bottom (a tall Agora board gives the taller city more of the width). Every public board stays
landscape, 1.25-2.1:1 at 1600 px wide, through a whole game.

Drawn only from `DuelView`; every drawn element registers its box under an id ("card:baths",
"wonder:piraeus", "token:law", "pawn") so the last move's ids can be outlined at the end.
Face-up cards in the structure never lie under another card: a row of face-down cards may be
overlapped by the row in front of it, a face-up row never is.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.engine.duel.catalog import Wonder, catalog
from bot.engine.duel.speech import age as age_phrase
from bot.engine.duel.view import DuelView, PlayerView, SlotView
from bot.engine.words import Seat
from renderers import draw, register_renderer, theme
from renderers import duel_agora as agora
from renderers import duel_parts as parts
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import ENGLISH, Words

WIDTH = 1600
MAX_HEIGHT = 1280  # width / 1.25
MIN_HEIGHT = 762  # width / 2.1
M = 14  # outer margin and gap between panels
RIGHT_W = 540  # the column right of the structure
TEXT = 14  # body text: the floor of issue 14
SMALL = 16
HEAD = 19
CARD_GAP = 5
CARD_WIDTHS = (190, 176, 162)  # the widest a card of the structure gets, and narrower tries
WONDER_GAP = 6  # between the wonder tiles of a city
CITY_SHARES = (
    0.54,
    0.57,
    0.6,
    0.63,
    0.66,
)  # of the cities' width, for the one that would be the taller
PILE_GAP = 4  # between the cards of the discard pile
PILE_ROW = 24  # from one row of the discard pile to the next
WONDER_WIDER = 1.6  # the widest a wonder tile gets, against an equal share of its row
WONDER_MIN = 110  # the narrowest wonder tile when a row shares its width out by words
WONDERS_ROW = 5  # the most wonder tiles on one row of a city
CORNER_MIN = 200  # the narrowest corner left of the structure that takes its caption
BACK_STEP = 28  # how much of a face-down row shows above the row in front of it
COLOUR_ORDER = ("brown", "grey", "yellow", "blue", "green", "red", "purple")
ZONE_FILL = {0: (250, 248, 240), 1: (236, 226, 204), 2: (221, 204, 170), 3: (204, 180, 138)}
HOW = {"military", "science", "political"}  # the supremacies; any other reason: points

Spots = dict[str, list[Box]]


def _name(seat: int, names: Sequence[str], w: Words = ENGLISH) -> str:
    """A seat's name: the player's, else "Seat n" in the picture's language."""
    return w.say(Seat(seat), names=names)


def _age(n: int, w: Words) -> str:
    return w.say(age_phrase(n))


# -- the headline ---------------------------------------------------------------------------


def _status(view: DuelView, names: Sequence[str], w: Words = ENGLISH) -> str:
    if view.winners:
        if len(view.winners) > 1:
            return w("duel.board.shared")
        how = view.reason if view.reason in HOW else "points"
        return w("duel.board.won", who=_name(view.winners[0], names, w), how=how)
    if view.pending is None:
        return ""
    who = _name(view.pending.seat, names, w)
    if view.pending.kind == "turn":  # the usual turn: the prompt would only list the options
        return w("duel.board.turn", who=who)
    ask = w.say(view.pending.ask, names=names) if view.pending.ask else view.pending.kind
    return w("duel.board.asked", who=who, ask=ask)


def _last_move(highlight: Sequence[str], w: Words = ENGLISH) -> str:
    """The components the last move touched, by name (the renderer knows them by id)."""
    named = []
    for key in highlight:
        kind, _, ident = key.partition(":")
        if kind in ("card", "wonder", "token") and ident:
            named.append(w.name(ident))
    return ", ".join(dict.fromkeys(named))


def headline_parts(
    view: DuelView,
    names: Sequence[str],
    highlight: Sequence[str],
    w: Words = ENGLISH,
    *,
    game: bool = True,
    ended: str | None = None,
) -> list[str]:
    """The headline's segments: the game's name (unless `game` is False) and the stage, who
    must act (or `ended`: how a game stopped off the board ended), the last move, each seat's
    score and coins, the pawn."""
    drafting = bool(view.draft_offer) and not view.winners
    stage = w("duel.board.draft") if drafting else _age(view.age, w) if view.age else ""
    first = (w("duel.board.game") if game or not stage else "", stage)
    out = [" · ".join(x for x in first if x)]
    status = ended or _status(view, names, w)
    if status:
        out.append(status)
    last = _last_move(highlight, w)
    if last:
        out.append(w("duel.board.last", what=last))
    for p in view.players:
        out.append(w("duel.board.seat", who=_name(p.seat, names, w), vp=p.score, coins=p.coins))
    if view.pawn == 0:
        out.append(w("duel.board.level"))
    else:  # the pawn moves toward the capital of the player behind
        ahead = _name(0 if view.pawn > 0 else 1, names, w)
        out.append(w("duel.board.ahead", who=ahead, n=abs(view.pawn)))
    return out


def _pack(segments: Sequence[str], width: int, size: int) -> list[str]:
    """Segments joined with " · " on as few lines as fit: a short segment (a score, the pawn)
    kept whole on one line, a long one (the decision asked) flowing on from the end of the
    line before. When that costs a line (longer words than English have), the segments flow
    on as one paragraph instead."""
    fnt = font(size, bold=True)
    lines: list[str] = []
    for seg in segments:
        joined = f"{lines[-1]} · {seg}" if lines else seg
        if draw.text_width(joined, fnt) <= width:
            lines[-1:] = [joined]
        elif draw.text_width(seg, fnt) <= width / 2:  # a short one: whole on the next line
            lines.append(seg)
        else:  # a long one flows on from the line before
            lines[-1:] = draw.wrap(joined, fnt, width)
    flowing = draw.wrap(" · ".join(segments), fnt, width)
    return flowing if len(flowing) < len(lines) else lines


def _headline(
    img: Image.Image,
    view: DuelView,
    names: Sequence[str],
    highlight: Sequence[str],
    w: Words = ENGLISH,
    ended: str | None = None,
) -> int:
    size = draw.headline_size(WIDTH)
    segments = headline_parts(view, names, highlight, w, ended=ended)
    lines = _pack(segments, WIDTH - 2 * M - 8, size)
    # the game's name is the one segment the board can do without: when it costs a line
    bare = headline_parts(view, names, highlight, w, game=False, ended=ended)
    unnamed = _pack(bare, WIDTH - 2 * M - 8, size)
    if len(unnamed) < len(lines):
        lines = unnamed
    tall = draw.line_height(font(size, bold=True))
    pitch = tall + 2  # the font's line height has the room for accents and descenders
    height = 10 + pitch * (len(lines) - 1) + tall + 8
    ImageDraw.Draw(img).rectangle(Box(0, 0, WIDTH, height), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    with draw.role("headline"):
        for i, line in enumerate(lines):
            draw.text(img, (M + 4, 10 + i * pitch), line, size=size, bold=True, fill=ink)
    return height


# -- the right column: military track, progress tokens, discard pile -------------------------


def _track(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    view: DuelView,
    names: Sequence[str],
    spots: Spots,
    w: Words = ENGLISH,
) -> int:
    """The military track: drawn once per width, names and language (cells, zones, labels,
    legend), then the tokens still on it and the pawn on top."""
    left = w("duel.board.capital", who=_name(0, names, w))
    right = w("duel.board.capital", who=_name(1, names, w))
    tile, used = _track_base(width, left, right, view.senate is not None, w)
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
        loss = 2 if slot == "small" else 5
        words = agora.military_label(slot, w) if view.senate else w("duel.board.token_loss", n=loss)
        draw.centred_text(img, tb, words, size=TEXT, bold=True, fill=(255, 255, 255))
        spots[f"military:{tid}"].append(tb)
    px = track.x0 + (view.pawn + 9) * cell + cell / 2
    spots["pawn"].append(draw.pawn(img, (px, track.y0 + track.height / 2), 34, fill=(60, 60, 70)))
    return y + used


@lru_cache(maxsize=32)
def _track_base(
    width: int, left: str, right: str, senate: bool, w: Words
) -> tuple[parts.Tile, int]:
    ends: list[int] = []

    def paint(im: Image.Image, box: Box) -> None:
        ends.append(_paint_track_base(im, box.x0, box.y0, width, left, right, senate, w) - box.y0)

    big = parts.make_tile(width, 400, paint)
    used = ends[0]
    return parts.Tile(big.image.crop((0, 0, width + 1, used)), None, big.lines), used


def _paint_track_base(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    left: str,
    right: str,
    senate: bool,
    w: Words,
) -> int:
    cell = width // 19
    x0 = x + (width - cell * 19) // 2
    title = w("duel.board.track")
    title_w = draw.text_width(title, font(SMALL, bold=True))
    side_w = max(draw.text_width(side, font(TEXT, bold=True)) for side in (left, right))
    merged = title_w + 2 * side_w + 40 <= width  # the capitals on the title line, if they fit
    if merged:
        draw.text(img, (x, y + 2), left, size=TEXT, bold=True, fill=theme.seat_colour(0))
        draw.text(img, (x + width / 2, y), title, size=SMALL, bold=True, align="centre")
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
        draw.text(img, (x, y), title, size=SMALL, bold=True)
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
            draw.centred_text(img, zone, w("duel.board.zone", n=vp), size=TEXT, fill=theme.MUTED)
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
    legend = w("duel.board.agora_legend" if senate else "duel.board.track_legend")
    return _para(img, x, y, width, legend, fill=theme.MUTED) + 4


def _para_height(words: str, width: int, size: int = TEXT, *, bold: bool = False) -> int:
    """How far down `_para` goes for `words` at `width`."""
    fnt = font(size, bold=bold)
    lines = draw.wrap(words, fnt, width)
    return round(draw.line_height(fnt) * 1.15) * (len(lines) - 1) + draw.line_height(fnt) + 4


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


LIBRARY = "the_great_library"  # the wonder that draws 3 tokens from the box


def _tokens(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots, w: Words
) -> int:
    draw.text(img, (x, y), w("duel.board.tokens"), size=SMALL, bold=True)
    y += 24
    for tid in view.board_tokens:
        disc, used = parts.token_entry(img, x, y, width, tid, w)
        spots[f"token:{tid}"].append(disc)
        y += used + 2
    box = w("duel.board.box", n=view.box_tokens, library=w.name(LIBRARY))
    return _para(img, x, y, width, box, fill=theme.MUTED)


def _side(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots, w: Words
) -> int:
    """A private Great Library draw or Agora choice (for the chooser only)."""
    if view.pending is not None and view.pending.kind == "library" and view.pending.options:
        title = w("duel.board.library", library=w.name(LIBRARY))
        y = _para(img, x, y, width, title, size=SMALL, bold=True) + 4
        for tid in view.pending.options:
            _, used = parts.token_entry(img, x, y, width, tid, w)
            y += used + 2
        y += 6
    return agora.private_choice(img, x, y, width, view, w)


def _pile(view: DuelView, width: int, w: Words) -> tuple[str, list[tuple[int, int]], int]:
    """The discard pile's title and where its cards go, after the title on its line and on
    in rows: (title, each card's offset, the height of the rows)."""
    title = w("duel.board.discard", n=len(view.discard))
    cx, cy = draw.text_width(title, font(SMALL, bold=True)) + 10, 0
    at = []
    for cid in view.discard:
        wide = parts.chip_width(w.name(cid))
        if cx + wide > width:
            cx, cy = 0, cy + PILE_ROW
        at.append((cx, cy))
        cx += wide + PILE_GAP
    return title, at, cy + PILE_ROW + 2


def _discard_height(view: DuelView, width: int, w: Words = ENGLISH) -> int:
    """How tall `_discard` will be at `width`, to place it."""
    tall = _pile(view, width, w)[2]
    if view.wonders_out:
        out = ", ".join(w.name(wid) for wid in view.wonders_out)
        tall += _para_height(w("duel.board.out", what=out), width)
    return tall


def _discard(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, spots: Spots, w: Words
) -> int:
    cards = catalog().cards
    title, at, tall = _pile(view, width, w)
    head = draw.text(img, (x, y), title, size=SMALL, bold=True)
    if not view.discard:
        draw.text(img, (head.x1 + 10, y + 2), w("duel.board.empty"), size=TEXT, fill=theme.MUTED)
    for cid, (dx, dy) in zip(view.discard, at, strict=True):
        chip = parts.chip(img, x + dx, y + dy, w.name(cid), parts.card_fill(cards[cid]))
        spots[f"card:{cid}"].append(chip)
    y += tall
    if view.wonders_out:
        out = ", ".join(w.name(wid) for wid in view.wonders_out)
        y = _para(img, x, y, width, w("duel.board.out", what=out), fill=theme.MUTED)
    return y


# -- the structure --------------------------------------------------------------------------


def _ups(view: DuelView) -> dict[int, bool]:
    """Row number -> whether the printed structure deals it face up."""
    lay = catalog().layouts[("agora" if view.senate else "base", view.age)]
    return {sl.row: sl.face_up for sl in lay.slots}


@lru_cache(maxsize=256)
def _face_h(ids: tuple[str, ...], width: int, w: Words) -> int:
    cards = catalog().cards
    return parts.face_height([cards[c] for c in ids], width, w)


class Geometry(NamedTuple):
    """Where the structure's cards go: their width, the half-column step, each row's top and
    height (a face-up row as tall as its own cards' words; a face-down row as the row in front
    of it, which covers all of it but its top strip), the structure's height, and its first
    column and width across (Age III's printed columns begin at 3: centred on what it holds)."""

    width: int
    half: float
    tops: dict[int, int]
    heights: dict[int, int]
    total: int
    first: int
    span: float


def _geometry(
    view: DuelView, width: int, w: Words = ENGLISH, widest: int = CARD_WIDTHS[0]
) -> Geometry:
    cols = [sv.col for sv in view.slots] or [1]
    first, steps = min(cols), max(cols) - min(cols)  # half-columns from the first to the last
    # steps half-columns and one card: steps / 2 * (cw + CARD_GAP) + cw <= width
    cw = min(widest, int((width - CARD_GAP * steps / 2) / (1 + steps / 2)))
    half = (cw + CARD_GAP) / 2
    ups = _ups(view)
    shown: dict[int, set[str]] = defaultdict(set)
    for sv in view.slots:
        if sv.card is not None:
            shown[sv.row].add(sv.card)
    least = _face_h((), cw, w)  # a face with one line of words
    heights: dict[int, int] = {}
    for row in range(view.rows, 0, -1):  # from the front: a row of backs as the next row
        if shown[row]:  # face up as dealt, or turned up since
            heights[row] = _face_h(tuple(sorted(shown[row])), cw, w)
        else:
            heights[row] = least if ups[row] else heights.get(row + 1, least)
    tops: dict[int, int] = {}
    y = 0
    for row in range(1, view.rows + 1):
        tops[row] = y
        y += heights[row] + CARD_GAP if ups[row] else BACK_STEP
    # rows emptied from the front of the structure take no room (cards go from the front)
    rows = {sv.row for sv in view.slots if not sv.taken}
    total = max((tops[r] + heights[r] for r in rows), default=least)
    return Geometry(cw, half, tops, heights, total, first, steps * half + cw)


def _corners(view: DuelView, width: int, geo: Geometry) -> list[tuple[int, int]]:
    """The free room left of the structure's first rows, for its caption, as (width, height):
    beside the first two rows (down to where the third begins), then beside the first alone
    (down to where the second begins), each only where something stands left of it."""
    room = []
    for rows in (2, 1):
        cols = [sv.col for sv in view.slots if sv.row <= rows]
        if cols and rows + 1 in geo.tops:
            left = round((width - geo.span) / 2 + (min(cols) - geo.first) * geo.half)
            room.append((max(0, left), geo.tops[rows + 1] - CARD_GAP))
    return room


def _caption_corner(
    view: DuelView, words: str, width: int, geo: Geometry
) -> tuple[int, int] | None:
    """The width and type size at which the structure's caption fits a corner left of its
    first rows (at the small size, else at the body size), or None: it goes above."""
    for size in (SMALL, TEXT):
        fnt = font(size, bold=True)
        pitch = round(draw.line_height(fnt) * 1.15)
        for wide, tall in _corners(view, width, geo):
            if wide >= CORNER_MIN and len(draw.wrap(words, fnt, wide - 16)) * pitch <= tall:
                return wide - 16, size
    return None


def _layout(
    view: DuelView, words: str, width: int, w: Words
) -> tuple[Geometry, tuple[int, int] | None]:
    """The structure's geometry and its caption's corner (None: the caption goes above), at
    the card width that makes the two least tall: narrower cards may leave the caption a
    corner, wider ones fewer lines of words."""
    best: tuple[int, Geometry, tuple[int, int] | None] | None = None
    above = _para_height(words, width, SMALL, bold=True) + 4
    for widest in CARD_WIDTHS:
        geo = _geometry(view, width, w, widest)
        corner = _caption_corner(view, words, width, geo)
        tall = geo.total + (0 if corner else above)
        if best is None or tall < best[0]:
            best = (tall, geo, corner)
        if geo.width < widest:  # no narrower card than this width allows anyway
            break
    assert best is not None
    return best[1], best[2]


def _slot_box(view: DuelView, sv: SlotView, x: int, y: int, width: int, geo: Geometry) -> Box:
    x0 = x + (width - geo.span) / 2 + (sv.col - geo.first) * geo.half
    return Box.at(round(x0), y + geo.tops[sv.row], geo.width, geo.heights[sv.row])


def _structure(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    view: DuelView,
    spots: Spots,
    w: Words,
    geo: Geometry,
) -> int:
    cards = catalog().cards
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
            parts.back(img, box, sv.back or "", w)
            continue
        parts.card_face(img, box, cards[sv.card], w)
        spots[f"card:{sv.card}"].append(box)
        if sv.accessible and sv.cost is not None:
            parts.badge(
                img,
                parts.badge_centre(box, cards[sv.card], sv.chain, w),
                sv.cost,
                sv.chain,
                sv.affordable,
                w,
            )
    return y + geo.total


def _draft(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    view: DuelView,
    names: Sequence[str],
    spots: Spots,
    w: Words,
) -> int:
    wonders = catalog().wonders
    who = _name(view.pending.seat, names, w) if view.pending else ""
    draw.text(img, (x, y), w("duel.board.pick", who=who), size=HEAD, bold=True)
    y += 30
    n = max(1, len(view.draft_offer))
    gap = 14
    wide = min(240, (width - gap * (n - 1)) // n)
    h = parts.wonder_height([wonders[i] for i in view.draft_offer], wide, w)
    x0 = x + (width - (n * wide + (n - 1) * gap)) // 2
    for i, wid in enumerate(view.draft_offer):
        box = Box.at(x0 + i * (wide + gap), y, wide, h)
        parts.wonder_card(img, box, wonders[wid], built=None, w=w)
        spots[f"wonder:{wid}"].append(box)
    return y + h + 10


def _final(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, names: Sequence[str], w: Words
) -> int:
    rows = [k for k, _ in view.players[0].breakdown]
    labels = {k: w(f"duel.board.score.{k}") for k in rows} | {"total": w("duel.board.total")}
    col = 170
    head = max(draw.text_width(t, font(SMALL, bold=True)) for t in labels.values()) + 24
    first = max(200, head)  # the labels' column
    x0 = x + (width - (first + 2 * col)) // 2
    draw.text(img, (x0, y), w("duel.board.final"), size=22, bold=True)
    y += 36
    for seat in (0, 1):
        draw.text(
            img,
            (x0 + first + seat * col + col / 2, y),
            _name(seat, names, w),
            size=18,
            bold=True,
            align="centre",
            fill=theme.seat_colour(seat),
        )
    y += 30
    for key in [*rows, "total"]:
        draw.text(img, (x0, y), labels[key], size=SMALL, bold=key == "total")
        for seat in (0, 1):
            p = view.players[seat]
            value = p.score if key == "total" else dict(p.breakdown)[key]
            draw.text(
                img,
                (x0 + first + seat * col + col / 2, y),
                str(value),
                size=SMALL,
                bold=key == "total",
                align="centre",
            )
        y += 25
    return y


# -- the cities -----------------------------------------------------------------------------


def _built_note(card: str, width: int, w: Words) -> str:
    """What a built wonder has under it: "built: Baths", or the card's name alone if the
    words would not fit the tile's foot."""
    note = w("duel.board.built_with", card=w.name(card))
    return note if draw.text_width(note, font(parts.FACE_TEXT)) <= width else w.name(card)


@lru_cache(maxsize=256)
def _wonder_widths(
    tiles: tuple[tuple[str, str | None], ...], width: int, n: int, w: Words
) -> tuple[int, ...]:
    """The widths of a row of wonder tiles (of `n` a row; each a wonder and the card built
    under it, if any): equal, or, when that makes the row fewer lines tall, wider for the
    wonders with more words and narrower for the others (never so narrow that a name, a cost,
    the card under it or a word no longer fits)."""
    ids = [wid for wid, _ in tiles]
    under = dict(tiles)
    wonders = [catalog().wonders[i] for i in ids]
    fnt = font(parts.FACE_TEXT)
    equal = (width - (n - 1) * WONDER_GAP) // n
    room = width - (len(ids) - 1) * WONDER_GAP  # a short row may take the width left over
    widest = round(equal * WONDER_WIDER)  # but no tile much wider than the others

    def lines(x: Wonder, wide: int) -> int:
        return len(draw.wrap(parts.wonder_words(x, w), fnt, wide - 10))

    def least(x: Wonder) -> int:
        words = parts.wonder_words(x, w).split() or [""]
        title = w.name(x.id).removeprefix("The ")
        costs = 21 * sum(k for _, k in x.cost.resources) + 40  # the squares and the coin
        card = under[x.id]  # the card built under it, named at its foot
        note = draw.text_width(w.name(card), fnt) + 12 if card else 0
        return max(
            WONDER_MIN,
            draw.text_width(title, font(theme.MIN_TEXT_SIZE, bold=True)) + 12,  # shrunk to fit
            costs,
            max(draw.text_width(word, fnt) for word in words) + 12,
            note,
        )

    best = tuple(equal for _ in ids)
    floors = [min(equal, least(x)) for x in wonders]  # never narrower than an equal share
    tallest = max(lines(x, equal) for x in wonders)
    for target in range(tallest - 1, 0, -1):  # fewer lines while the widths still add up
        needs = []
        for x, floor in zip(wonders, floors, strict=True):
            wide = next((v for v in range(floor, widest + 1, 2) if lines(x, v) <= target), None)
            if wide is None:
                return best
            needs.append(wide)
        spare = room - sum(needs)
        if spare < 0:
            return best
        best = tuple(min(widest, v + spare // len(needs)) for v in needs)
    return best


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
    w: Words = ENGLISH,
) -> int:
    cat = catalog()
    moving = p.seat in view.to_move
    d = ImageDraw.Draw(img)
    bold14 = font(TEXT, bold=True)
    d.rounded_rectangle(Box.at(x, y + 4, 20, 20), 4, fill=theme.seat_colour(p.seat))
    name = _name(p.seat, names, w)
    title = w("duel.board.you", who=name) if view.viewer == p.seat else name
    head = draw.text(img, (x + 28, y), title, size=22, bold=True, fill=theme.seat_colour(p.seat))
    title_end = head.x1
    if moving:
        word = w("duel.board.to_move")
        tag = Box.at(head.x1 + 10, y + 2, max(84, draw.text_width(word, bold14) + 16), 24)
        title_end = tag.x1
        d.rounded_rectangle(tag, 6, fill=theme.TURN)
        draw.centred_text(img, tag, word, size=TEXT, bold=True, fill=(255, 255, 255))
    # from the right edge: the VP label, the laurel, the coins' label, the coin
    right = x + width
    vp, coins = w("duel.board.vp"), w("duel.board.coins")
    vx = min(right - 50, right - draw.text_width(vp, bold14))
    draw.laurel(img, (vx - 22, y + 14), 36, p.score)
    draw.text(img, (vx, y + 4), vp, size=TEXT, bold=True, fill=theme.MUTED)
    coins_x = min(right - 156, vx - 68 - draw.text_width(coins, bold14))
    draw.coin(img, (coins_x - 20, y + 14), 16 if p.coins < 100 else 19, p.coins)  # 3 digits
    draw.text(img, (coins_x, y + 4), coins, size=TEXT, bold=True, fill=theme.MUTED)
    header_end = coins_x - 40  # where the coin's disc begins, less a gap
    y += 34
    makes_y = y
    cx = _label(img, x, y, w("duel.board.makes"))
    for res, n in p.production:
        square = parts.resource(img, Box.at(cx, y - 1, 19, 19), res, parts.resource_mark(res, w))
        cx = draw.text(img, (square.x1 + 3, y), f"×{n}", size=TEXT).x1 + 8
    if not p.production:
        cx = draw.text(img, (cx, y), w("duel.board.nothing"), size=TEXT, fill=theme.MUTED).x1 + 8
    for opts in p.one_of:
        cx = draw.text(img, (cx, y), w("duel.board.one_of"), size=TEXT, fill=theme.MUTED).x1 + 4
        for res in opts:
            mark = parts.resource_mark(res, w)
            cx = parts.resource(img, Box.at(cx, y - 1, 19, 19), res, mark).x1 + 2
        cx += 6
    buys = w("duel.board.buys")
    price_w = draw.text_width(buys, bold14) + 6
    price_w += sum(
        parts.resource_width(parts.resource_mark(res, w), 19)
        + 11
        + draw.text_width(str(price), bold14)
        for res, price in p.prices
    )
    cx = max(cx + 14, x + width // 2 + 40)
    if cx + price_w > x + width:  # a narrow city: the prices on a line of their own
        y += 26
        cx = x
    cx = _label(img, cx, y, buys)
    for res, price in p.prices:
        square = parts.resource(img, Box.at(cx, y - 1, 19, 19), res, parts.resource_mark(res, w))
        cx = draw.text(img, (square.x1 + 3, y), str(price), size=TEXT, bold=price != 2).x1 + 8
    value = w("duel.board.discard_value", n=p.discard_value)
    discard_for = w("duel.board.discard_for")
    need = draw.text_width(discard_for, bold14) + 6 + draw.text_width(value, bold14)
    # "Discard for" on the title line left of the coins, if there is room
    discard_first = title_end + 28 + need <= header_end
    if discard_first:
        dx = _label(img, title_end + 28, makes_y - 30, discard_for)
        draw.text(img, (dx, makes_y - 30), value, size=TEXT, bold=True)
    y += 26
    cx = _label(img, x, y, w("duel.board.science"))
    counts: dict[str, int] = {}
    for sym in p.symbols:
        counts[sym] = counts.get(sym, 0) + 1
    for sym, n in counts.items():
        label = parts.cap(w.name(sym)) + (" ×2" if n > 1 else "")
        cx = parts.chip(img, cx, y - 2, label, "green").x1 + 4
    if not counts:
        cx = draw.text(img, (cx, y), w("duel.board.none"), size=TEXT, fill=theme.MUTED).x1 + 4
    cx = max(cx + 14, x + width // 2 + 40)
    chains = ", ".join(parts.symbol_name(c, w) for c in p.chains) or w("duel.board.none")
    ink = theme.INK if p.chains else theme.MUTED
    if discard_first:  # the chains take the right half of the science line
        cx = _label(img, cx, y, w("duel.board.chains"))
        y = max(y + 26, _para(img, cx, y, x + width - cx, chains, fill=ink) + 2)
    else:
        cx = _label(img, cx, y, discard_for)
        draw.text(img, (cx, y), value, size=TEXT, bold=True)
        y += 26
        cx = _label(img, x, y, w("duel.board.chains"))
        y = _para(img, cx, y, x + width - cx, chains, fill=ink) + 2
    if p.tokens:
        label = w("duel.board.tokens_own")
        indent = max(56, draw.text_width(label, bold14) + 10)
        draw.text(img, (x, y + 8), label, size=TEXT, bold=True, fill=theme.MUTED)
        for tid in p.tokens:
            disc, used = parts.token_entry(img, x + indent, y, width - indent, tid, w)
            spots[f"token:{tid}"].append(disc)
            y += used + 2
    n = max(4, min(len(p.wonders), WONDERS_ROW))  # Agora's fifth wonder: on the same row
    for start in range(0, len(p.wonders), n):  # rows of n, each as tall as its own words
        row = p.wonders[start : start + n]
        tiles = tuple((wv.id, wv.card if wv.built else None) for wv in row)
        widths = _wonder_widths(tiles, width, n, w)
        wh = max(
            parts.wonder_height([cat.wonders[wv.id]], ww, w)
            for wv, ww in zip(row, widths, strict=True)
        )
        wx = x
        for wv, ww in zip(row, widths, strict=True):
            wb = Box.at(wx, y, ww, wh)
            wx += ww + WONDER_GAP
            note = _built_note(wv.card, ww - 10, w) if wv.built and wv.card else ""
            parts.wonder_card(
                img,
                wb,
                cat.wonders[wv.id],
                built=wv.built,
                cost=wv.cost,
                affordable=wv.affordable,
                note=note,
                w=w,
            )
            spots[f"wonder:{wv.id}"].append(wb)
        y += wh + 8
    y = agora.agora_lines(img, x, y, width, p, spots, w)
    by_colour: dict[str, list[str]] = defaultdict(list)
    for cid in p.city:
        by_colour[str(cat.cards[cid].color)].append(cid)
    cx = x
    for colour in (*COLOUR_ORDER, "None"):  # Agora's Senators have no colour: last
        for cid in by_colour[colour]:
            label = w.name(cid)
            wide = parts.chip_width(label)
            if cx + wide > x + width:
                cx, y = x, y + 25
            spots[f"card:{cid}"].append(
                parts.chip(img, cx, y, label, parts.card_fill(cat.cards[cid]))
            )
            cx += wide + 5
    return y + (25 if p.city else 0)


# -- the whole board ------------------------------------------------------------------------


def _frame(
    img: Image.Image, box: Box, *, outline: theme.RGB = theme.BORDER, width: int = theme.LINE
) -> None:
    ImageDraw.Draw(img).rounded_rectangle(box, theme.RADIUS, outline=outline, width=width)


def _cities(
    img: Image.Image,
    y: int,
    view: DuelView,
    names: Sequence[str],
    spots: Spots,
    w: Words,
) -> tuple[tuple[int, int], int]:
    """Both cities side by side from `y`, half the width each; when that makes the board too
    tall, the taller city takes more of the width, the least more that makes the board fit
    (else the share that makes it least tall; the cities are drawn again). Returns the two
    panels' widths and the y under them."""
    pad = theme.PAD
    total = WIDTH - 3 * M
    ink = draw._INK.get()  # the recorder's lines and the spots so far, to undo a try
    mark = len(ink) if ink is not None else 0
    before = {k: len(v) for k, v in spots.items()}

    def paint(widths: tuple[int, int]) -> list[int]:
        x, ends = M, []
        for seat, wide in enumerate(widths):
            player = view.players[seat]
            ends.append(_city(img, x + pad, y + pad, wide - 2 * pad, view, player, names, spots, w))
            x += wide + M
        return ends

    def undo() -> None:
        if ink is not None:
            del ink[mark:]
        for key in list(spots):
            del spots[key][before.get(key, 0) :]
        ImageDraw.Draw(img).rectangle(Box(0, y, WIDTH, img.height), fill=theme.PANEL)

    widths = (total // 2, total - total // 2)
    ends = paint(widths)
    if max(ends) + pad + M <= MAX_HEIGHT or view.senate is None:
        return widths, max(ends) + pad
    taller = 0 if ends[0] >= ends[1] else 1
    best = (max(ends), widths)
    for share in CITY_SHARES:
        wide = round(total * share)
        tried = (wide, total - wide) if taller == 0 else (total - wide, wide)
        undo()
        ends = paint(tried)
        if max(ends) < best[0]:
            best = (max(ends), tried)
        if max(ends) + pad + M <= MAX_HEIGHT:  # it fits: the first share that does
            break
        if ends[taller] <= ends[1 - taller]:  # no longer the taller: more width cannot help
            break
    if best[1] != tried:  # the last try was not the best: the best again
        undo()
        paint(best[1])
    return best[1], best[0] + pad


class Plan(NamedTuple):
    """Where the discard pile ("left", "right" or "" at the final score) and Agora's Senate
    ("left" under the structure, "across" the board, or "" without Agora) go."""

    discard: str
    senate: str


def _plan(
    view: DuelView,
    names: Sequence[str],
    left_end: int,
    right_end: int,
    inner_l: int,
    inner_r: int,
    full: int,
    w: Words,
) -> Plan:
    """The placement that makes the board least tall, from the columns' ends so far: the
    discard pile under the taller or the shorter column, the Senate under the structure
    (beside the right column) or across the board under both."""
    piles = ("left", "right") if not view.winners else ("",)
    senates = ("left", "across") if view.senate else ("",)
    best: tuple[int, Plan] | None = None  # the first of equals: the pile left, the Senate in
    for discard in piles:
        le, re = left_end, right_end
        if discard == "left":
            le += 10 + _discard_height(view, inner_l, w)
        elif discard == "right":
            re += 6 + _discard_height(view, inner_r, w)
        for senate in senates:
            lo = le + 14 + agora.senate_height(view, names, inner_l, w) if senate == "left" else le
            bottom = max(lo, re)
            if senate == "across":
                bottom += 2 * theme.PAD + M + agora.senate_height(view, names, full, w)
            if best is None or bottom < best[0]:
                best = (bottom, Plan(discard, senate))
    assert best is not None
    return best[1]


@register_renderer("duel")
def render_duel(
    view: DuelView,
    highlight: Sequence[str] = (),
    *,
    names: Sequence[str] = (),
    locale: str | None = None,
    ended: str | None = None,
) -> Image.Image:
    """The whole table in the reader's language. `ended`: the game stopped off the board (a
    resignation, the clock, an abandonment); these words replace whose turn it was, and
    nobody is shown to move or to pick."""
    w = Words(locale, "duel")
    if ended:
        view = replace(view, pending=None, to_move=(), draft_offer=(), extra_turn=False)
    spots: Spots = defaultdict(list)
    img = draw.canvas(WIDTH, MAX_HEIGHT + 800, fill=theme.PANEL)
    top = _headline(img, view, names, highlight, w, ended) + M
    pad = theme.PAD
    left_w = WIDTH - 3 * M - RIGHT_W
    lx, rx = M + pad, 2 * M + left_w + pad
    inner_l, inner_r = left_w - 2 * pad, RIGHT_W - 2 * pad
    # right column
    y = _track(img, rx, top + pad, inner_r, view, names, spots, w)
    y = _tokens(img, rx, y + 6, inner_r, view, spots, w)
    right_end = _side(img, rx, y + 6, inner_r, view, spots, w)
    # left: the structure, the draft or the final score
    drafting = bool(view.draft_offer) and not view.winners
    y = top + pad
    mover = _name(view.active, names, w)
    if view.winners:
        y = _final(img, lx, y, inner_l, view, names, w)
    else:
        if drafting:
            y = _draft(img, lx, y, inner_l, view, names, spots, w)
        if view.age:
            key = "duel.board.laid_out" if drafting else "duel.board.structure"
            words = w(key, age=_age(view.age, w), who=mover)
            geo, corner = _layout(view, words, inner_l, w)
            if corner is not None:
                _para(img, lx, y, corner[0], words, size=corner[1], bold=True)
            else:
                y = _para(img, lx, y, inner_l, words, size=SMALL, bold=True) + 4
            y = _structure(img, lx, y, inner_l, view, spots, w, geo)
    full = WIDTH - 2 * M - 2 * pad
    plan = _plan(view, names, y, right_end, inner_l, inner_r, full, w)
    if plan.discard == "left":
        y = _discard(img, lx, y + 10, inner_l, view, spots, w)
    elif plan.discard == "right":
        right_end = _discard(img, rx, right_end + 6, inner_r, view, spots, w)
    if plan.senate == "left":
        y = agora.senate_panel(img, lx, y + 14, inner_l, view, names, spots, w)
    row_end = max(y, right_end) + pad
    _frame(img, Box(M, top, M + left_w, row_end))
    _frame(img, Box(2 * M + left_w, top, WIDTH - M, row_end))
    y = row_end + M
    if plan.senate == "across":
        end = agora.senate_panel(img, M + pad, y + pad, full, view, names, spots, w)
        _frame(img, Box(M, y, WIDTH - M, end + pad))
        y = end + pad + M
    widths, bottom = _cities(img, y, view, names, spots, w)
    x = M
    for seat in (0, 1):
        moving = seat in view.to_move
        _frame(
            img,
            Box(x, y, x + widths[seat], bottom),
            outline=theme.TURN if moving else theme.BORDER,
            width=4 if moving else theme.LINE,
        )
        x += widths[seat] + M
    height = max(MIN_HEIGHT, bottom + M)
    img = img.crop((0, 0, WIDTH, height))
    for key in highlight:
        for box in spots.get(key, ()):
            draw.highlight_outline(img, box, radius=8, gap=2, width=4)
    return img
