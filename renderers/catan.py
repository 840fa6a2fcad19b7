"""Catan board image: a headline band, the island on the left, dice, the barbarians, the bank
and every seat on the right; a private picture adds the viewer's hand with each card's effect.

1600 px wide and about 1000 high (landscape, issue 14). Spot ids are drawn only where the
player to move may act now (`view.spots`); `spots=True` draws every id (`/board spots:true`).
"""

from __future__ import annotations

import contextvars
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.engine.catan.board import board
from bot.engine.catan.data import KINDS, TRACKS
from bot.engine.catan.view import CatanView, SeatView
from bot.words.catalogue import DEFAULT_LOCALE, catalog, language_of, placeholders
from bot.words.catalogue import t as wording
from renderers import draw, register_renderer, theme
from renderers.catan_board import (
    TRACK_COLOURS,
    Piece,
    city_sprite,
    draw_island,
    harbour_words,
    kept,
    knight_sprite,
    paste,
    settlement_sprite,
)
from renderers.catan_cards import Entry, card_height, draw_entry, hand_entries
from renderers.draw import Box
from renderers.fonts import font
from renderers.theme import RGB

WIDTH = 1600
M = 20  # outer margin
BOARD_W, BOARD_H = 800, 722
SIDE_X = M + BOARD_W + 16
SIDE_W = WIDTH - SIDE_X - M
LINE = 16  # panel text size
PITCH = 21
SEAT_TITLE = 32
HAND_COLUMNS = 5
LEGEND_H = 40

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
TERRAIN_OF = {"brick": "hills", "lumber": "forest", "wool": "pasture", "grain": "fields"}
TERRAIN_OF["ore"] = "mountains"

# -- words: data/i18n/<language>/catan-board.ftl --------------------------------------------

_LANGUAGE: contextvars.ContextVar[str] = contextvars.ContextVar(
    "catan_words", default=DEFAULT_LOCALE
)
# how a game that stopped off the board ended ("" while it runs), in place of who must act
_ENDED: contextvars.ContextVar[str] = contextvars.ContextVar("catan_ended", default="")


@lru_cache(maxsize=1024)
def _template(key: str, language: str) -> str:
    """The message `key` as a str.format template: each variable left as `{name}`."""
    message = catalog(language).get(key) or catalog(DEFAULT_LOCALE).get(key)
    names = placeholders(message) if message is not None else set()
    return wording(key, language, **{n: "{" + n + "}" for n in names})


class Labels:
    """The board's words under one prefix, in the language of the picture being drawn (set by
    `render_catan` for the whole drawing; English elsewhere), as str.format templates."""

    def __init__(self, prefix: str) -> None:
        self.prefix = prefix

    def __getitem__(self, key: object) -> str:
        return _template(f"{self.prefix}{key}", _LANGUAGE.get())

    def get(self, key: object, default: str) -> str:
        full = f"{self.prefix}{key}"
        return self[key] if full in catalog(DEFAULT_LOCALE) else self[default]


W = Labels("catan.board.")


def kind_name(kind: str) -> str:
    """A resource, commodity or event face by name, in the picture's language."""
    return wording(f"catan.name.{kind}", _LANGUAGE.get())


STEP_WORDS = Labels("catan.board.step.")
PIECE_WORDS = Labels("catan.board.piece.")
HIGHLIGHT_WORDS = Labels("catan.board.mark.")
NAMES_OF = Labels("catan.name.")  # resources, commodities, tracks, knight levels


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
    """Who must act and what they do ("Bob rolls"); the winner once the game is over; how it
    ended when it stopped off the board."""
    if _ENDED.get():
        return _ENDED.get()
    if view.winner >= 0:
        return W["wins"].format(
            name=draw.seat_name(view.winner, names), vp=view.seats[view.winner].vp
        )
    waiting = to_move(view)
    if not waiting:
        return ""
    kinds = {kind for _, kind in view.pending}
    if kinds <= {"offer_answer", "counter_build"}:
        word = STEP_WORDS["answers_many" if len(waiting) > 1 else "answers_one"]
    elif kinds == {"discard"}:
        word = STEP_WORDS["discard_many" if len(waiting) > 1 else "discard_one"]
    else:
        one = next(iter(kinds))
        word = STEP_WORDS.get(one, "chooses") if len(kinds) == 1 else STEP_WORDS["choose"]
    if (
        kinds == {"setup_settle"}
        and view.ck
        and view.seats[waiting[0]].pieces_left[2] == 4
        and view.seats[waiting[0]].pieces_left[1] < 5
    ):
        word = STEP_WORDS["setup_city"]
    who = ", ".join(draw.seat_name(p, names) for p in waiting)
    return STEP_WORDS["status"].format(who=who, word=word)


def last_move(view: CatanView, highlight: Sequence[str], names: Sequence[str]) -> str:
    """The last move in words, from the spots and seats it marked (the view keeps no log)."""
    parts = []
    knights = {v for s in view.seats for v, _, _ in s.knights}
    for item in highlight:
        kind, rest = item[:1], item[1:]
        if not rest.isdigit():
            if item.startswith("seat") and item[4:].isdigit():
                parts.append(
                    HIGHLIGHT_WORDS["seat"].format(name=draw.seat_name(int(item[4:]), names))
                )
            continue
        n = int(rest)
        if kind == "e" and n < len(view.eowner):
            parts.append(HIGHLIGHT_WORDS["road"].format(id=item))
        elif kind == "v" and n < len(view.vowner):
            if n in knights:
                parts.append(HIGHLIGHT_WORDS["knight"].format(id=item))
            elif view.vowner[n] >= 0:
                parts.append(PIECE_WORDS.get(view.vkind[n], "other").format(id=item))
            else:
                parts.append(item)
        elif kind == "h":
            if n == view.robber:
                parts.append(HIGHLIGHT_WORDS["robber"].format(id=item))
            elif n == view.merchant[0]:
                parts.append(HIGHLIGHT_WORDS["merchant"].format(id=item))
            else:
                parts.append(HIGHLIGHT_WORDS["hex"].format(id=item))
    return ", ".join(parts)


# -- the headline --------------------------------------------------------------------------


@lru_cache(maxsize=256)
def _flow(
    items: tuple[tuple[str, RGB | None, bool], ...], width: int, size: int
) -> list[list[tuple[str, RGB | None, bool, int]]]:
    """Phrases of the headline into lines: (text, chip colour or None, bold, width). A phrase
    that does not fit the rest of a line starts the next; one wider than a line is split."""
    pieces: list[tuple[str, RGB | None, bool]] = []
    for text, chip, bold in items:
        if draw.text_width(text, font(size, bold=bold)) + 16 > width:
            pieces += [(word, chip, bold) for word in text.split(" ")]
        else:
            pieces.append((text, chip, bold))
    lines: list[list[tuple[str, RGB | None, bool, int]]] = [[]]
    used = 0
    for text, chip, bold in pieces:
        w = draw.text_width(text, font(size, bold=bold)) + (16 if chip else 0)
        gap = size // 3
        if lines[-1] and used + gap + w > width:
            lines.append([])
            used = 0
        used += (gap if lines[-1] else 0) + w
        lines[-1].append((text, chip, bold, w))
    return lines


def headline_items(
    view: CatanView, highlight: Sequence[str], names: Sequence[str]
) -> list[tuple[tuple[str, RGB | None, bool], ...]]:
    title = W["title_ck"] if view.ck else W["title"]
    when = W["turn"].format(n=view.turn_no) if view.turn_no else W["setup"]
    first: list[tuple[str, RGB | None, bool]] = [
        (f"{title} ·", None, True),
        (f"{when} ·", None, False),
    ]
    moving = status(view, names)
    if moving:
        first.append((moving, None, True))
    second: list[tuple[str, RGB | None, bool]] = []
    for sv in view.seats:
        label = f"{draw.seat_name(sv.seat, names)} {W['vp'].format(vp=sv.vp)}"
        second.append((label, theme.seat_colour(sv.seat), True))
    second.append((f"({W['target'].format(n=view.target)})", None, False))
    last = last_move(view, highlight, names)
    if last:
        second.append((W["last"].format(what=last), None, False))
    return [tuple(first), tuple(second)]


def draw_headline(
    img: Image.Image, view: CatanView, highlight: Sequence[str], names: Sequence[str]
) -> int:
    """The top band; returns its height."""
    size = draw.headline_size(WIDTH)
    lh = draw.line_height(font(size, bold=True))
    pitch = lh + 8
    groups = headline_items(view, highlight, names)
    lines = [ln for group in groups for ln in _flow(group, WIDTH - 2 * M, size)]
    height = 14 + pitch * len(lines) + 6
    d = ImageDraw.Draw(img)
    d.rectangle((0, 0, WIDTH, height), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    y = 14
    with draw.role("headline"):
        for line in lines:
            x = M
            for text, chip, bold, w in line:
                if chip is not None:
                    d.rounded_rectangle((x, y - 2, x + w, y + lh + 2), 8, fill=chip)
                    draw.text(img, (x + 8, y), text, size=size, bold=bold, fill=theme.ink_on(chip))
                else:
                    draw.text(img, (x, y), text, size=size, bold=bold, fill=ink)
                x += w + size // 3
            y += pitch
    return height


# -- the side panels -----------------------------------------------------------------------


def _dice(img: Image.Image, box: Box, value: int, fill: RGB) -> None:
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, 8, fill=fill, outline=theme.shade(fill, 0.6), width=2)
    draw.centred_text(img, box, str(value), size=24, bold=True, fill=theme.ink_on(fill))


def status_height(view: CatanView) -> int:
    return 2 * theme.PAD + 48 + (PITCH + 6) * (3 if view.ck else 2)


class StatusFace(NamedTuple):
    """Everything the roll, barbarians and bank panel shows (a cache key)."""

    ck: bool
    dice: tuple[int, ...]
    event: str
    barbarian: int
    steps: int
    cities: int
    knights: int
    robber_active: bool
    decks: tuple[int, ...]
    dev_deck: int
    bank: tuple[int, ...]
    width: int
    height: int
    language: str = DEFAULT_LOCALE


def status_face(view: CatanView, width: int, height: int) -> StatusFace:
    return StatusFace(
        view.ck,
        view.dice,
        view.event,
        view.barbarian,
        view.barbarian_steps,
        sum(1 for k in view.vkind if k == 2),
        sum(s.knight_strength for s in view.seats),
        view.robber_active,
        view.decks,
        view.dev_deck,
        view.bank,
        width,
        height,
        _LANGUAGE.get(),
    )


@lru_cache(maxsize=32)
def status_image(f: StatusFace) -> Piece:
    """The status panel, kept with its text (replayed by `paste`)."""
    return kept(lambda: _status_picture(f))


def _status_picture(f: StatusFace) -> Image.Image:
    """Last roll, the barbarians, robber and decks, the bank."""
    img = draw.canvas(f.width, f.height)
    inner = draw.panel(img, Box(0, 0, f.width, f.height))
    x, y = inner.x0, inner.y0
    draw.text(img, (x, y + 9), W["last_roll"], size=18, bold=True)
    dx = max(100, draw.text_width(W["last_roll"], font(18, bold=True)) + 12)  # after the words
    if f.dice:
        red, yellow = f.dice
        _dice(img, Box.at(x + dx, y, 40, 40), red, (200, 50, 45))
        _dice(img, Box.at(x + dx + 46, y, 40, 40), yellow, (240, 200, 60))
        label = f"= {red + yellow}"
        if f.event:
            label += "   " + W["event"].format(face=kind_name(f.event))
        right = x + dx + 98
        draw.text(img, (right, y + 8), label, size=19, bold=True, max_width=inner.x1 - right)
    else:
        draw.text(img, (x + dx, y + 9), W["no_roll"], size=LINE, fill=theme.MUTED)
    y += 48
    if f.ck:
        draw.text(img, (x, y), W["barbarians"], size=LINE, bold=True)
        track = x + max(104, draw.text_width(W["barbarians"], font(LINE, bold=True)) + 10)
        cell = 30
        for i in range(f.steps + 1):
            cbox = Box.at(track + i * cell, y - 1, cell - 4, 20)
            fill = (
                (200, 60, 50)
                if i == f.barbarian
                else (theme.PANEL_ALT if i < f.steps else (120, 90, 60))
            )
            ImageDraw.Draw(img).rounded_rectangle(cbox, 4, fill=fill, outline=theme.BORDER)
        text_x = track + (f.steps + 1) * cell + 6
        line = W["barbarian_line"].format(
            at=f.barbarian, steps=f.steps, cities=f.cities, knights=f.knights
        )
        draw.text(img, (text_x, y), line, size=LINE, max_width=inner.x1 - text_x)
        y += PITCH + 6
        robber = W["robber_free"] if f.robber_active else W["robber_locked"]
        tr, po, sc = f.decks
        line = f"{robber} · {W['decks'].format(t=tr, p=po, s=sc)}"
        draw.text(img, (x, y), line, size=LINE, fill=theme.MUTED, max_width=inner.width)
        y += PITCH + 6
    else:
        line = W["dev_deck"].format(n=f.dev_deck)
        draw.text(img, (x, y), line, size=LINE, fill=theme.MUTED, max_width=inner.width)
        y += PITCH + 6
    kinds = KINDS if f.ck else KINDS[:5]
    draw.text(img, (x, y), W["bank"], size=LINE, bold=True)
    start = x + max(50, draw.text_width(W["bank"], font(LINE, bold=True)) + 8)
    full = [(k, f"{kind_name(k)} {n}") for k, n in zip(kinds, f.bank, strict=False)]
    short = [  # a resource by its harbour word (ore: "μετάλ."), where the names are too long
        (k, f"{harbour_words(k, _LANGUAGE.get())[1]} {n}") if k in KINDS[:5] else chip
        for chip, (k, n) in zip(full, zip(kinds, f.bank, strict=False), strict=True)
    ]
    labels, size, gap = full, LINE, 6  # longer names: smaller chips, closer, to end inside
    steps = ((full, LINE, 6), (full, 15, 4), (full, theme.MIN_TEXT_SIZE, 3))
    for labels, size, gap in (*steps, (short, theme.MIN_TEXT_SIZE, 3)):  # then the short names
        need = sum(draw.text_width(label, font(size)) + 12 for _, label in labels)
        if start + need + gap * (len(labels) - 1) <= inner.x1:
            break
    bx = start
    for k, label in labels:
        w = draw.text_width(label, font(size)) + 12
        fill = KIND_COLOURS[k]
        ImageDraw.Draw(img).rounded_rectangle((bx, y - 1, bx + w, y + 20), 5, fill=fill)
        draw.text(
            img,
            (bx + 6, y + (LINE - size) / 2),
            label,
            size=size,
            fill=theme.ink_on(fill),
            max_width=w - 10,
        )
        bx += w + gap
    return img


def bank_rates(view: CatanView, sv: SeatView) -> list[str]:
    """The seat's better-than-4:1 bank rates, from harbours, the merchant, the trade track."""
    b = board()
    ports = {
        view.harbors[i]
        for i, hb in enumerate(b.harbors)
        if sv.seat in (view.vowner[hb.vertices[0]], view.vowner[hb.vertices[1]])
    }
    out = []
    if "generic_3to1" in ports:
        out.append(W["rate_generic"])
    out += [W["rate_kind"].format(kind=NAMES_OF[k]) for k in KINDS[:5] if k in ports]
    if view.ck:
        if sv.levels and sv.levels[0] >= 3:
            out.append(W["rate_commodities"])
        here, owner = view.merchant
        if owner == sv.seat and here >= 0:
            terrain = view.terrain[here]
            kind = next((k for k, t in TERRAIN_OF.items() if t == terrain), "")
            if kind:
                out.append(W["rate_merchant"].format(kind=NAMES_OF[kind]))
        if view.fleet and view.current == sv.seat:
            out += [W["rate_fleet"].format(kind=NAMES_OF[k]) for k in view.fleet]
    return out or [W["rate_default"]]


def badges(view: CatanView, sv: SeatView) -> list[tuple[str, RGB]]:
    out: list[tuple[str, RGB]] = []
    if view.longest == sv.seat:
        out.append((W["badge_road"], (176, 60, 48)))
    if view.army == sv.seat:
        out.append((W["badge_army"], (176, 60, 48)))
    if view.ck and view.merchant[1] == sv.seat and view.merchant[0] >= 0:
        out.append((W["badge_merchant"], (120, 84, 46)))
    for t, v in enumerate(view.metro):
        if v >= 0 and view.vowner[v] == sv.seat:
            track = TRACKS[t]
            out.append((W["badge_metro"].format(track=NAMES_OF[track]), TRACK_COLOURS[track]))
    if sv.defenders:
        out.append((W["badge_defender"].format(n=sv.defenders), (96, 96, 108)))
    out += [(c.replace("_", " ").title(), (96, 96, 108)) for c in sv.vp_cards]
    if sv.discard == "ready":
        out.append((W["badge_ready"], theme.MUTED))
    elif sv.discard:
        n = sv.discard.split()[-1]
        out.append((W["badge_choosing"].format(n=n), (200, 50, 45)))
    return out


def seat_lines(view: CatanView, sv: SeatView) -> list[str]:
    if view.ck:
        first = W["hand_ck"].format(cards=sv.cards, progress=sv.progress_cards)
    else:
        first = W["hand_base"].format(cards=sv.cards, dev=sv.dev_cards, knights=sv.knights_played)
    roads, setts, cities = sv.pieces_left
    second = W["pieces"].format(road=sv.road_length, roads=roads, setts=setts, cities=cities)
    if view.ck:
        second += W["walls"].format(n=sv.walls)
    lines = [first, second, W["rates"].format(rates=", ".join(bank_rates(view, sv)))]
    if view.ck:
        if sv.knights:
            listing = ", ".join(
                W["knight"].format(
                    level=W[f"knight_level.{lv}"], state=W["active"] if a else W["idle"]
                )
                for _, lv, a in sorted(sv.knights, key=lambda k: (-k[1], -k[2]))
            )
            lines.append(W["knights"].format(list=listing, n=sv.knight_strength))
        else:
            lines.append(W["knights_none"])
    return lines


@lru_cache(maxsize=512)
def _wrapped(lines: tuple[str, ...], width: int) -> tuple[str, ...]:
    out: list[str] = []
    fnt = font(LINE)
    for line in lines:  # most lines fit: measure once, wrap only the long ones
        out += [line] if draw.text_width(line, fnt) <= width else draw.wrap(line, fnt, width)
    return tuple(out)


def _chip_rows(chips: Sequence[tuple[str, RGB]], width: int) -> int:
    rows, used = 1, 0
    for text, _ in chips:
        w = draw.text_width(text, font(LINE, bold=True)) + 14
        if used and used + w > width:
            rows += 1
            used = 0
        used += w + 6
    return rows


class SeatFace(NamedTuple):
    """Everything one seat's panel shows (a cache key: a seat's panel is drawn once a state)."""

    name: str
    vp: int
    colour: RGB
    lines: tuple[str, ...]
    ck: bool
    levels: tuple[int, ...]
    chips: tuple[tuple[str, RGB], ...]
    moving: bool
    marked: bool
    height: int
    language: str = DEFAULT_LOCALE  # the words drawn inside (a cache key too)


SEAT_BODY_W = SIDE_W - 2 * 10
OUTLINE = 6  # room around a panel for the last-move outline


def seat_face(
    view: CatanView, sv: SeatView, names: Sequence[str], moving: bool, marked: bool
) -> SeatFace:
    lines = _wrapped(tuple(seat_lines(view, sv)), SEAT_BODY_W)
    chips = tuple(badges(view, sv))
    rows = len(lines) + (1 if view.ck else 0)
    chip_h = _chip_rows(chips, SEAT_BODY_W) * 26 if chips else 0
    name = draw.seat_name(sv.seat, names) + (W["you"] if view.viewer == sv.seat else "")
    return SeatFace(
        name,
        sv.vp,
        theme.seat_colour(sv.seat),
        lines,
        view.ck,
        sv.levels,
        chips,
        moving,
        marked,
        SEAT_TITLE + 6 + rows * PITCH + chip_h + 8,
        _LANGUAGE.get(),
    )


@lru_cache(maxsize=64)
def seat_image(f: SeatFace) -> Piece:
    """One seat's panel, kept with its text (replayed by `paste`)."""
    return kept(lambda: _seat_picture(f))


def _seat_picture(f: SeatFace) -> Image.Image:
    """One seat's panel: name and VP, hand, pieces, bank rates, knights, tracks, badges."""
    img = draw.canvas(SIDE_W + 2 * OUTLINE, f.height + 2 * OUTLINE)
    box = Box.at(OUTLINE, OUTLINE, SIDE_W, f.height)
    if f.marked:
        draw.highlight_outline(img, box, gap=1, width=4)
    body = draw.card(img, box, colour=f.colour, band=SEAT_TITLE).inset(10, 5)
    ink = theme.ink_on(f.colour)
    vp = W["vp"].format(vp=f.vp)
    vp_w = draw.text_width(vp, font(20, bold=True))
    right = box.x1 - 12 - (34 if f.moving else 0)
    draw.text(img, (right, box.y0 + 4), vp, size=20, bold=True, fill=ink, align="right")
    room = right - vp_w - 16 - box.x0 - 12
    draw.text(img, (box.x0 + 12, box.y0 + 4), f.name, size=20, bold=True, fill=ink, max_width=room)
    if f.moving:
        centre = (box.x1 - 22, box.y0 + SEAT_TITLE / 2)
        draw.pawn(img, centre, 28, fill=theme.TURN, outline=(255, 255, 255))
    y = body.y0
    for line in f.lines:
        draw.text(img, (body.x0, y), line, size=LINE, max_width=body.width)
        y += PITCH
    d = ImageDraw.Draw(img)
    if f.ck:
        draw.text(img, (body.x0, y), W["tracks"], size=LINE, bold=True)
        x = body.x0 + draw.text_width(W["tracks"], font(LINE, bold=True)) + 14
        slot = (body.x1 - x) // 3
        for t, level in enumerate(f.levels):
            track = TRACKS[t]
            tc = TRACK_COLOURS[track]
            label = W["track_level"].format(track=NAMES_OF[track], level=level)
            draw.text(img, (x, y), label, size=LINE, bold=True, fill=theme.shade(tc, 0.65))
            cx = x + draw.text_width(label, font(LINE, bold=True)) + 6
            cell = max(8, min(18, (slot - (cx - x) - 10) // 5))
            for i in range(5):
                c = Box.at(cx + i * cell, y + 4, cell - 3, 13)
                fill = tc if i < level else theme.PANEL_ALT
                d.rectangle(c, fill=fill, outline=theme.shade(tc, 0.7))
            x += slot
        y += PITCH
    x = body.x0
    y += 3
    for text, fill in f.chips:
        w = draw.text_width(text, font(LINE, bold=True)) + 14
        if x > body.x0 and x + w > body.x1:
            x = body.x0
            y += 26
        d.rounded_rectangle((x, y, x + w, y + 22), 6, fill=fill)
        draw.text(img, (x + 7, y + 1), text, size=LINE, bold=True, fill=theme.ink_on(fill))
        x += w + 6
    return img


def _cards_text(vec: Sequence[int]) -> str:
    parts = [
        W["count"].format(n=n, kind=NAMES_OF[k]) for k, n in zip(KINDS, vec, strict=False) if n
    ]
    return ", ".join(parts) or W["nothing"]


def trade_lines(view: CatanView, names: Sequence[str]) -> list[str]:
    t = view.trade
    if t is None:
        return []
    who = draw.seat_name(t.proposer, names)
    lines = [W["trade"].format(who=who, give=_cards_text(t.give), get=_cards_text(t.get))]
    for o in t.to:
        ans = t.answers[o] or W["answer_wait"]
        c = t.counters[o]
        if c is not None and ans in ("counter", W["answer_wait"]):
            ans = W["counter"].format(give=_cards_text(c[0]), get=_cards_text(c[1]))
        lines.append(f"{draw.seat_name(o, names)}: {ans}")
    return list(_wrapped(tuple(lines), SIDE_W - 2 * theme.PAD))


def draw_trade(img: Image.Image, box: Box, lines: Sequence[str]) -> None:
    inner = draw.panel(img, box, fill=(255, 248, 228))
    for i, line in enumerate(lines):
        draw.text(
            img,
            (inner.x0, inner.y0 + i * PITCH),
            line,
            size=LINE,
            bold=i == 0,
            max_width=inner.width,
        )


# -- the private hand ----------------------------------------------------------------------

HAND_TEXT = 15


def _hand_cards(view: CatanView, locale: str | None = None) -> list[tuple[Entry, int]]:
    sv = view.seats[view.viewer] if view.viewer is not None else None
    if sv is None or sv.hand is None:
        return []
    if view.ck:
        return hand_entries(sv.progress or (), True, locale)
    return hand_entries([*(sv.dev or ()), *(sv.dev_new or ())], False, locale)


@lru_cache(maxsize=128)
def _card_height(e: Entry, width: int) -> int:
    return card_height(e, width, HAND_TEXT)


@lru_cache(maxsize=64)
def hand_card(e: Entry, tags: str, width: int, height: int) -> Piece:
    """One card of the hand, kept with its text (replayed by `paste`)."""
    return kept(lambda: _hand_card_picture(e, tags, width, height))


def _hand_card_picture(e: Entry, tags: str, width: int, height: int) -> Image.Image:
    """One card of the hand with its whole effect, and "×2" / "bought this turn" on top."""
    img = draw.canvas(width, height, fill=(255, 253, 245))
    box = Box(0, 0, width, height)
    draw_entry(img, box, e, size=HAND_TEXT)
    if tags:
        ink = theme.ink_on(e.colour)
        draw.text(img, (width - 10, 5), tags, size=HAND_TEXT, bold=True, fill=ink, align="right")
    return img


class HandPlan(NamedTuple):
    """How the hand panel is laid out: its width, cards per row, card width, row heights."""

    width: int
    columns: int
    card_w: int
    rows: tuple[int, ...]
    height: int


def hand_layout(view: CatanView, width: int, columns: int, locale: str | None = None) -> HandPlan:
    """The hand panel `width` px wide with up to `columns` cards a row (height 0: no hand)."""
    card_w = (width - 2 * theme.PAD - (columns - 1) * theme.GAP) // columns
    from_cards = _hand_cards(view, locale)
    rows: list[int] = []
    for i in range(0, len(from_cards), columns):
        chunk = from_cards[i : i + columns]
        tallest = max(_card_height(e, card_w - 20) for e, _ in chunk)
        rows.append(round(HAND_TEXT * 3.1) + tallest + 22)
    sv = view.seats[view.viewer] if view.viewer is not None else None
    extra = PITCH if view.peek else 0
    height = (
        2 * theme.PAD
        + 30
        + 54
        + extra
        + sum(r + theme.GAP for r in rows)
        + (PITCH if not rows else 0)
    )
    shown = sv is not None and sv.hand is not None
    return HandPlan(width, columns, card_w, tuple(rows), height if shown else 0)


def draw_hand(
    img: Image.Image, box: Box, view: CatanView, plan: HandPlan, locale: str | None = None
) -> None:
    """The viewer's own cards: resources and commodities, then each card with its effect."""
    sv = view.seats[view.viewer] if view.viewer is not None else None
    inner = draw.panel(img, box, fill=(255, 253, 245))
    if sv is None or sv.hand is None:
        return
    draw.text(img, (inner.x0, inner.y0), W["your_hand"], size=20, bold=True)
    if view.discard_pick and sum(view.discard_pick):
        draw.text(
            img,
            (inner.x0 + 160, inner.y0 + 2),
            W["to_discard"].format(cards=_cards_text(view.discard_pick)),
            size=LINE,
            bold=True,
            max_width=inner.width - 160,
        )
    kinds = KINDS if view.ck else KINDS[:5]
    x = inner.x0
    y = inner.y0 + 30
    for k, n in zip(kinds, sv.hand, strict=False):
        fill = KIND_COLOURS[k]
        cbox = Box.at(x, y, 80, 48)
        ImageDraw.Draw(img).rounded_rectangle(cbox, 6, fill=fill, outline=theme.shade(fill, 0.6))
        ink = theme.ink_on(fill)
        draw.centred_text(
            img,
            Box(cbox.x0, cbox.y0 + 1, cbox.x1, cbox.y0 + 26),
            str(n),
            size=20,
            bold=True,
            fill=ink,
        )
        draw.centred_text(
            img, Box(cbox.x0, cbox.y0 + 26, cbox.x1, cbox.y1 - 2), kind_name(k), size=14, fill=ink
        )
        x += 86
    y += 54
    if view.peek:
        draw.text(
            img,
            (inner.x0, y),
            W["you_see"].format(cards=", ".join(view.peek)),
            size=LINE,
            bold=True,
            max_width=inner.width,
        )
        y += PITCH
    cards = _hand_cards(view, locale)
    if not cards:
        none = W["no_cards_ck"] if view.ck else W["no_cards"]
        draw.text(img, (inner.x0, y), none, size=LINE, fill=theme.MUTED)
        return
    new = set(sv.dev_new or ())
    for r, height in enumerate(plan.rows):
        chunk = cards[r * plan.columns : (r + 1) * plan.columns]
        for i, (e, n) in enumerate(chunk):
            cbox = Box.at(inner.x0 + i * (plan.card_w + theme.GAP), y, plan.card_w, height)
            tags = []
            if n > 1:
                tags.append(W["times"].format(n=n))
            if e.face.id in new:
                tags.append(W["new"])
            card = hand_card(e, " · ".join(tags), cbox.width, cbox.height)
            paste(img, card, (cbox.x0, cbox.y0))
        y += height + theme.GAP


# -- the legend ----------------------------------------------------------------------------


def legend_image(ck: bool, all_spots: bool) -> Piece:
    """The legend in the language being drawn, kept with its text (replayed by `paste`)."""
    return _legend(ck, all_spots, _LANGUAGE.get())


@lru_cache(maxsize=16)
def _legend(ck: bool, all_spots: bool, language: str) -> Piece:
    return kept(lambda: _legend_picture(ck, all_spots))


def _legend_picture(ck: bool, all_spots: bool) -> Image.Image:
    """The key to the pieces and marks along the bottom (it changes with no move). Longer
    words (Greek, Vietnamese) draw it smaller and closer, so it always ends inside the picture."""
    img = draw.canvas(WIDTH, LEGEND_H, fill=theme.PANEL_ALT)
    box = Box(0, 0, WIDTH, LEGEND_H)
    cy = box.y0 + box.height / 2
    grey = (150, 150, 156)
    d = ImageDraw.Draw(img)

    def pawn(x: float) -> None:
        draw.pawn(img, (x + 8, cy), 24, fill=theme.TURN)

    def last(x: float) -> None:
        d.rounded_rectangle((x, cy - 8, x + 16, cy + 8), 3, fill=theme.HIGHLIGHT)

    def spots(x: float) -> None:
        d.rounded_rectangle(
            (x, cy - 9, x + 30, cy + 9), 5, fill=(255, 255, 255), outline=(90, 90, 100), width=2
        )

    def sprite(piece: Image.Image) -> Callable[[float], None]:
        return lambda x: img.paste(piece, (round(x), round(cy - piece.height / 2)), piece)

    settlement, city = settlement_sprite(grey), city_sprite(grey)
    items: list[tuple[int, Callable[[float], None] | None, str]] = [
        (22, pawn, W["legend_move"]),
        (22, last, W["legend_last"]),
        (36, spots, W["legend_spots_all"] if all_spots else W["legend_spots"]),
        (settlement.width, sprite(settlement), W["legend_settlement"]),
        (city.width, sprite(city), W["legend_city"]),
    ]
    if ck:
        active = knight_sprite(grey, 1, True, False)
        idle = knight_sprite(grey, 1, False, False)
        items += [
            (active.width + 4, sprite(active), W["legend_active"]),
            (idle.width + 4, sprite(idle), W["legend_idle"]),
            (0, None, W["legend_levels"]),
        ]
    room = WIDTH - 2 * M
    size, gap = LINE, 22
    for size, gap in ((LINE, 22), (15, 16), (theme.MIN_TEXT_SIZE, 12)):
        need = sum(w + draw.text_width(label, font(size)) for w, _, label in items)
        if need + gap * (len(items) - 1) <= room:
            break
    x: float = box.x0 + M
    for w, mark, label in items:
        if mark is not None:
            mark(x)
        x += w
        drawn = draw.text(
            img,
            (x, cy - draw.line_height(font(size)) / 2),
            label,
            size=size,
            max_width=round(WIDTH - M - x),
            min_size=theme.MIN_TEXT_SIZE,
        )
        x = drawn.x1 + gap
    return img


# -- the whole picture ---------------------------------------------------------------------


def _arrange(view: CatanView, side_h: int, beside: int, below: int) -> tuple[bool, int, bool]:
    """Where the roll/bank panel and the hand go: (roll panel under the seats, body height,
    hand under the seats), the shortest picture of the arrangements that fit. The roll panel
    fits under the seats only within the board's height (3 seats of the base game); the hand
    fits there only in the room the body leaves."""
    status_h = status_height(view) + theme.GAP
    best: tuple[int, tuple[bool, int, bool]] | None = None
    for right in (True, False):
        if right and side_h + status_h > BOARD_H:
            continue
        body = BOARD_H if right else max(BOARD_H + status_h, side_h)
        room = body - side_h - theme.GAP - (status_h if right else 0)
        fits = 0 < beside <= room
        total = body + (0 if fits or not below else below + theme.GAP)
        if best is None or total < best[0]:
            best = (total, (right, body, fits))
    assert best is not None
    return best[1]


@register_renderer("catan")
def render_catan(
    view: CatanView,
    highlight: tuple[str, ...],
    *,
    names: tuple[str, ...] = (),
    spots: bool = False,
    locale: str | None = None,
    ended: str | None = None,
) -> Image.Image:
    """The whole board; a private view adds the viewer's hand. `spots` draws every spot id.
    Every word is in the language of `locale` (English by default). `ended`: the game stopped
    off the board (a resignation, the clock, an abandonment); these words replace who must
    act, and nobody is shown to move."""
    token = _LANGUAGE.set(language_of(locale))
    stopped = _ENDED.set(ended or "")
    if ended:
        view = replace(view, pending=())
    try:
        return _render(view, highlight, names, spots, locale)
    finally:
        _ENDED.reset(stopped)
        _LANGUAGE.reset(token)


def _render(
    view: CatanView,
    highlight: tuple[str, ...],
    names: tuple[str, ...],
    spots: bool,
    locale: str | None,
) -> Image.Image:
    trade = trade_lines(view, names)
    trade_h = len(trade) * PITCH + 2 * theme.PAD if trade else 0
    moving = set(to_move(view))
    marked = draw.highlighted_seats(highlight)
    faces = [seat_face(view, sv, names, sv.seat in moving, sv.seat in marked) for sv in view.seats]
    heights = [f.height for f in faces]
    side_h = sum(heights) + theme.GAP * (len(heights) - 1)
    side_h += trade_h + theme.GAP if trade else 0
    size = draw.headline_size(WIDTH)
    head_lines = sum(
        len(_flow(g, WIDTH - 2 * M, size)) for g in headline_items(view, highlight, names)
    )
    head_h = 14 + (draw.line_height(font(size, bold=True)) + 8) * head_lines + 6
    side_plan = hand_layout(view, SIDE_W, 3, locale)
    wide_plan = hand_layout(view, WIDTH - 2 * M, HAND_COLUMNS, locale)
    status_right, body_h, hand_beside = _arrange(view, side_h, side_plan.height, wide_plan.height)
    plan = side_plan if hand_beside else wide_plan
    hand_h = 0 if hand_beside else plan.height
    legend_h = LEGEND_H
    height = head_h + 12 + body_h + (hand_h + theme.GAP if hand_h else 0) + 10 + legend_h
    img = draw.canvas(WIDTH, height)
    draw_headline(img, view, highlight, names)
    top = head_h + 12
    board_box = Box.at(M, top, BOARD_W, BOARD_H)
    ImageDraw.Draw(img).rounded_rectangle(board_box.inset(-2), 14, fill=(40, 96, 150))
    draw_island(img, board_box, view, highlight, all_spots=spots, language=_LANGUAGE.get())
    if status_right:
        panel = status_image(status_face(view, SIDE_W, status_height(view)))
        paste(img, panel, (SIDE_X, top + body_h - status_height(view)))
    else:
        panel = status_image(status_face(view, BOARD_W, body_h - BOARD_H - theme.GAP))
        paste(img, panel, (M, top + BOARD_H + theme.GAP))
    y = top
    for f in faces:
        paste(img, seat_image(f), (SIDE_X - OUTLINE, y - OUTLINE))
        y += f.height + theme.GAP
    if trade:
        draw_trade(img, Box.at(SIDE_X, y, SIDE_W, trade_h), trade)
    if hand_beside:
        draw_hand(
            img, Box.at(SIDE_X, top + side_h + theme.GAP, SIDE_W, plan.height), view, plan, locale
        )
    elif hand_h:
        draw_hand(
            img, Box.at(M, top + body_h + theme.GAP, WIDTH - 2 * M, hand_h), view, plan, locale
        )
    paste(img, legend_image(view.ck, spots), (0, height - legend_h))
    return img
