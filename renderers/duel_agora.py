"""The Agora parts of the 7 Wonders Duel board: the Senate, Senators and conspiracies.

Drawn only from the view: face-down decrees and other players' face-down conspiracies arrive
as None and are drawn as backs, so a scrambled secret cannot change a pixel. Words come from
the catalogue (`duel.board.*`) through the picture's `Words`; decrees, conspiracies and cards
are named by `w.name` (the reader's language where it names them, else the data's English).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.view import ChamberView, ConspiracyView, DuelView, PlayerView, SenateView
from bot.engine.words import Seat, Text
from renderers import draw, theme
from renderers import duel_parts as parts
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import ENGLISH, Words

Spots = dict[str, list[Box]]

PLOT: theme.RGB = (92, 52, 96)  # a conspiracy's back
PLOT_FACE: theme.RGB = (150, 96, 150)
DECREE: theme.RGB = (196, 168, 104)
DECREE_BACK: theme.RGB = (120, 96, 60)
NEUTRAL: theme.RGB = (150, 142, 128)
SECTION_H = 21  # a section's label over its two chambers


def _seat(seat: int, names: Sequence[str], w: Words) -> str:
    return w.say(Seat(seat), names=names)


def decree_brief(did: str, w: Words = ENGLISH) -> str:
    """A few words per decree for its tile."""
    d = agora().decrees[did]
    words = []
    for e in d.effects:
        k = e.kind
        if k == "coins_on_construct":
            target = str(e.get("target"))
            colour = w.name(f"colour_{target}") if target != "wonder" else ""
            words.append(w(f"duel.board.decree.{k}", target=target, colour=colour))
        elif k == "ignore_symbol":
            words.append(w(f"duel.board.decree.{k}", colour=w.name(f"colour_{e.get('color')}")))
        elif k == "trade_discount":
            what = "/".join(w.name(str(r)) for r in e.get("resources"))
            words.append(w(f"duel.board.decree.{k}", what=what))
        elif k in (
            "discount",
            "control_shield",
            "senate_bonus",
            "discard_bonus",
            "opponent_chains",
            "conspirator_play_again",
        ):
            words.append(w(f"duel.board.decree.{k}"))
    return w("list.series").join(words)


TEXT = 14


def _para(img: Image.Image, box: Box, words: str, **kw: object) -> int:
    """A wrapped paragraph at the top of `box`, all of it; returns the y under it."""
    bold = bool(kw.get("bold", False))
    fnt = font(TEXT, bold=bold)
    lines = draw.wrap(words, fnt, box.width)
    pitch = round(draw.line_height(fnt) * 1.15)
    used = pitch * (len(lines) - 1) + draw.line_height(fnt)
    fill = kw.get("fill", theme.INK)
    assert isinstance(fill, tuple)
    draw.text_block(
        img,
        Box(box.x0, box.y0, box.x1, box.y0 + used + 1),
        words,
        size=TEXT,
        bold=bold,
        fill=fill,
        align="centre" if kw.get("centre") else "left",
    )
    return box.y0 + used + 4


def _decree_words(did: str, w: Words) -> str:
    return w("duel.board.decree", name=w.name(did), what=decree_brief(did, w))


@lru_cache(maxsize=1024)
def _decree_height(did: str | None, width: int, w: Words) -> int:
    if did is None:
        return 26
    fnt = font(TEXT)
    lines = len(draw.wrap(_decree_words(did, w), fnt, width - 8))
    return (lines - 1) * round(draw.line_height(fnt) * 1.15) + draw.line_height(fnt) + 6


@lru_cache(maxsize=128)
def _decree_tile(did: str, width: int, height: int, w: Words) -> parts.Tile:
    def paint(img: Image.Image, tile: Box) -> None:
        ImageDraw.Draw(img).rounded_rectangle(
            tile, 6, fill=DECREE, outline=theme.shade(DECREE, 0.6)
        )
        _para(
            img,
            Box(tile.x0 + 4, tile.y0 + 3, tile.x1 - 4, tile.y1),
            _decree_words(did, w),
            centre=True,
        )

    return parts.make_tile(width, height, paint, radius=6)


CHAMBER_BAND = 24
CUBES_H = 22


def _chamber_height(decrees: Sequence[str | None], width: int, w: Words) -> int:
    tiles = sum(_decree_height(d, width - 8, w) + 4 for d in decrees) or 28
    return CHAMBER_BAND + 4 + tiles + CUBES_H


def _chamber_least(decrees: Sequence[str | None], w: Words) -> int:
    """The narrowest a chamber may be: its words' longest word (or its "no decree") whole."""
    fnt = font(TEXT)
    words = [x for d in decrees if d is not None for x in _decree_words(d, w).split()]
    if not decrees:
        words = [w("duel.board.no_decree")]
    return max([CHAMBER_MIN, *(draw.text_width(x, fnt) + 20 for x in words)])


SECTIONS = ("left", "middle", "right")


@lru_cache(maxsize=256)
def _chamber_widths(
    decrees: tuple[tuple[str | None, ...], ...], width: int, w: Words
) -> tuple[tuple[int, ...], int]:
    """The six chambers' widths and their height at `width`: equal, or, when that makes the
    Senate less tall, wider for the chambers with more words (each section still wide enough
    for its label, no chamber too narrow for a word)."""
    room = width - 3 * GAP - 2 * PAIR_GAP
    equal = room // 6
    best = (tuple(equal for _ in decrees), max(_chamber_height(d, equal, w) for d in decrees))
    floors = [_chamber_least(d, w) for d in decrees]
    label = font(TEXT, bold=True)
    for k, section in enumerate(SECTIONS):  # a section's two chambers hold its label
        need = draw.text_width(w("duel.board.section", section=section), label) + 12 - GAP
        short = need - floors[2 * k] - floors[2 * k + 1]
        if short > 0:
            floors[2 * k] += (short + 1) // 2
            floors[2 * k + 1] += (short + 1) // 2
    floors = [min(equal, f) for f in floors]  # never narrower than an equal share
    while True:
        target = best[1] - 1
        needs = []
        for d, floor in zip(decrees, floors, strict=True):
            lo, hi = floor, room
            if _chamber_height(d, hi, w) > target:
                return best
            while lo < hi:  # the narrowest width at which it is no taller than the target
                mid = (lo + hi) // 2
                if _chamber_height(d, mid, w) <= target:
                    hi = mid
                else:
                    lo = mid + 1
            needs.append(lo)
        spare = room - sum(needs)
        if spare < 0:
            return best
        widths = tuple(v + spare // 6 for v in needs)
        best = (widths, max(_chamber_height(d, v, w) for d, v in zip(decrees, widths, strict=True)))


def _fitting(width: int, *variants: str, bold: bool = True) -> str:
    """The first of `variants` that fits `width` at the body size (else the last)."""
    fnt = font(TEXT, bold=bold)
    return next((v for v in variants if draw.text_width(v, fnt) <= width), variants[-1])


def _chamber(img: Image.Image, box: Box, ch: ChamberView, names: Sequence[str], w: Words) -> None:
    owner = ch.controller
    colour = theme.seat_colour(owner) if owner is not None else NEUTRAL
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        box, 8, fill=theme.BACKGROUND, outline=colour, width=4 if owner is not None else 2
    )
    band = Box(box.x0, box.y0, box.x1, box.y0 + CHAMBER_BAND)
    d.rounded_rectangle(band, 8, fill=colour, corners=(True, True, False, False))
    title = w("duel.board.chamber", n=ch.number, vp=ch.vp)
    short = w("duel.board.chamber_short", n=ch.number, vp=ch.vp)
    # in a narrow chamber its colour alone says who controls it
    who = f"{title} · {_seat(owner, names, w)}" if owner is not None else title
    title = _fitting(band.width - 12, who, title, short)
    draw.centred_text(
        img,
        band.inset(6, 2),
        title,
        size=TEXT,
        bold=True,
        fill=theme.ink_on(colour),
    )
    y = band.y1 + 4
    for did in ch.decrees:
        h = _decree_height(did, box.width - 8, w)
        tile = Box(box.x0 + 4, y, box.x1 - 4, y + h)
        if did is None:
            d.rounded_rectangle(tile, 6, fill=DECREE_BACK, outline=theme.shade(DECREE_BACK, 0.6))
            hidden = _fitting(
                tile.width - 12,
                w("duel.board.decree_hidden"),
                w("duel.board.decree_hidden_short"),
            )
            draw.centred_text(
                img,
                tile.inset(6, 3),
                hidden,
                size=TEXT,
                bold=True,
                fill=theme.PAPER_INK,
            )
        else:
            parts.stamp(img, tile.x0, tile.y0, _decree_tile(did, tile.width, tile.height, w))
        y += h + 4
    if not ch.decrees:
        draw.centred_text(
            img,
            Box(box.x0 + 4, y, box.x1 - 4, y + 24),
            w("duel.board.no_decree"),
            size=TEXT,
            fill=theme.MUTED,
        )
    half = (box.width - 16) // 2
    for seat in (0, 1):
        label = _seat(seat, names, w)[:7]
        _cubes(
            img,
            box.x0 + 8 + seat * half,
            box.y1 - CUBES_H + 1,
            ch.cubes[seat],
            seat,
            label,
            half - 4,
        )


def _cubes(img: Image.Image, x: int, y: int, n: int, seat: int, label: str, width: int) -> None:
    colour = theme.seat_colour(seat)
    d = ImageDraw.Draw(img)
    tx = x
    if draw.text_width(label, font(TEXT, bold=True)) + 6 + 14 + 26 <= width:
        tx = draw.text(img, (x, y), label, size=TEXT, fill=colour, bold=True).x1 + 6
    size, step = 12, 14  # in a narrow chamber the cubes' colour alone says whose they are
    fit = max(0, (x + width - tx - 26) // step)
    for i in range(min(n, fit)):
        d.rectangle(
            Box.at(tx + i * step, y + 3, size, size), fill=colour, outline=theme.shade(colour, 0.6)
        )
    ink = theme.INK if tx > x else colour
    draw.text(img, (tx + min(n, fit) * step + 4, y), str(n), size=TEXT, bold=True, fill=ink)


GAP, PAIR_GAP = 6, 16
CHAMBER_MIN = 112  # the narrowest chamber when the Senate shares its width out by words


def _senate_info(senate: SenateView, names: Sequence[str], w: Words) -> str:
    return w(
        "duel.board.senate_info",
        first=_seat(0, names, w),
        a=senate.supply[0],
        second=_seat(1, names, w),
        b=senate.supply[1],
        deck=senate.deck,
    )


def senate_height(view: DuelView, names: Sequence[str], width: int, w: Words = ENGLISH) -> int:
    """How tall `senate_panel` will be at `width`, so the board can choose where it goes."""
    senate = view.senate
    if senate is None:
        return 0
    head = draw.text_width(w("duel.board.senate"), font(19, bold=True))
    fnt = font(TEXT)
    lines = draw.wrap(_senate_info(senate, names, w), fnt, width - head - 16)
    used = round(draw.line_height(fnt) * 1.15) * (len(lines) - 1) + draw.line_height(fnt)
    _, tall = _chamber_widths(tuple(tuple(ch.decrees) for ch in senate.chambers), width, w)
    return max(28, 3 + used + 4) + SECTION_H + tall + 4


def senate_panel(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    view: DuelView,
    names: Sequence[str],
    spots: Spots,
    w: Words = ENGLISH,
) -> int:
    """The Senate across the board; returns the y under it."""
    senate: SenateView | None = view.senate
    if senate is None:
        return y
    head = draw.text(img, (x, y), w("duel.board.senate"), size=19, bold=True)
    info = _senate_info(senate, names, w)
    below = _para(img, Box(head.x1 + 16, y + 3, x + width, y + 60), info, fill=theme.MUTED)
    widths, tall = _chamber_widths(tuple(tuple(ch.decrees) for ch in senate.chambers), width, w)
    top = max(y + 28, below)
    d = ImageDraw.Draw(img)
    x0 = x
    for k, section in enumerate(SECTIONS):
        pair = widths[2 * k] + GAP + widths[2 * k + 1]
        sec = Box(x0 - 4, top, x0 + pair + 4, top + SECTION_H + tall + 4)
        d.rounded_rectangle(sec, 8, fill=theme.PANEL_ALT)
        draw.centred_text(
            img,
            Box(sec.x0, top, sec.x1, top + SECTION_H),
            w("duel.board.section", section=section),
            size=TEXT,
            fill=theme.MUTED,
            bold=True,
        )
        cx = x0
        for j in range(2):
            ch = senate.chambers[2 * k + j]
            cb = Box.at(cx, top + SECTION_H, widths[2 * k + j], tall)
            _chamber(img, cb, ch, names, w)
            spots[f"chamber:{ch.number}"].append(cb)
            cx += widths[2 * k + j] + GAP
        x0 += pair + PAIR_GAP
    return top + SECTION_H + tall + 4


# -- a player's Senators and conspiracies ---------------------------------------------------


def military_label(slot: str, w: Words = ENGLISH) -> str:
    return w("duel.board.cube_gain" if slot == "small" else "duel.board.cube_loss")


def _plot_title(c: ConspiracyView, w: Words) -> str:
    if c.id is None:  # face down for this viewer
        return w("duel.board.plot_hidden", slot=c.slot)
    return w("duel.board.plot_title", slot=c.slot, name=w.name(c.id))


PLOT_LINE = " · "  # between a conspiracy's title and its state, on one line


def _plot_lines(c: ConspiracyView, width: int, w: Words) -> tuple[bool, int, int]:
    """How a conspiracy's tile words go at `width`: on one line (title · state), else as the
    title's lines over the state's; and how many lines of each."""
    title, words = _plot_title(c, w), _plot_words(c, w)
    bold, plain = font(TEXT, bold=True), font(TEXT)
    inner = width - 12
    one = draw.text_width(title + PLOT_LINE, bold) + draw.text_width(words, plain) <= inner
    if one:
        return True, 1, 0
    return False, len(draw.wrap(title, bold, inner)), len(draw.wrap(words, plain, inner))


def _plot_height(c: ConspiracyView, width: int, w: Words) -> int:
    """Its lines with the tile's margins: one line when title and state fit side by side."""
    pitch = round(draw.line_height(font(TEXT)) * 1.15)
    _, titles, body = _plot_lines(c, width, w)
    return 4 + (titles + body - 1) * pitch + draw.line_height(font(TEXT)) + 5


def _plot_words(c: ConspiracyView, w: Words) -> str:
    if c.id is None:
        if c.card:
            return w("duel.board.plot.down_prepared", card=w.name(c.card))
        return w("duel.board.plot.down")
    if c.triggered:
        state = w("duel.board.plot.triggered")
    elif c.card:
        state = w("duel.board.plot.prepared")
    else:
        state = w("duel.board.plot.down")
    if c.card:
        state = w("duel.board.plot.with", state=state, card=w.name(c.card))
    if c.locked:
        state = w("duel.board.plot.locks", state=state, token=w.name(c.locked))
    elif c.locked_secret:
        state = w("duel.board.plot.locks_secret", state=state)
    return state


def _plot(img: Image.Image, box: Box, c: ConspiracyView, w: Words) -> None:
    d = ImageDraw.Draw(img)
    title, words = _plot_title(c, w), _plot_words(c, w)
    if c.id is None:  # face down for this viewer
        fill = PLOT
        d.rounded_rectangle(box, 6, fill=PLOT, outline=theme.shade(PLOT, 0.6), width=2)
    else:
        fill = PLOT_FACE if c.triggered else theme.BACKGROUND
        d.rounded_rectangle(box, 6, fill=fill, outline=PLOT, width=2 if c.triggered else 3)
    ink = theme.ink_on(fill)
    one, titles, _ = _plot_lines(c, box.width, w)
    if one:
        head = draw.text(
            img, (box.x0 + 6, box.y0 + 4), title + PLOT_LINE, size=TEXT, bold=True, fill=ink
        )
        draw.text(img, (head.x1, box.y0 + 4), words, size=TEXT, fill=ink)
        return
    pitch = round(draw.line_height(font(TEXT)) * 1.15)
    title_box = Box(box.x0 + 6, box.y0 + 4, box.x1 - 6, box.y0 + 4 + titles * pitch)
    body = Box(box.x0 + 6, title_box.y1, box.x1 - 6, box.y1 - 3)
    draw.text_block(img, title_box, title, size=TEXT, bold=True, fill=ink)
    draw.text_block(img, body, words, size=TEXT, fill=ink)


PLOTS_SHARE = 0.45  # of a city's width: its conspiracies' column, the Senators line beside
PLOTS_WIDER = (0.55, 0.65)  # wider columns for conspiracies whose lines wrap


def agora_lines(
    img: Image.Image,
    x: int,
    y: int,
    width: int,
    p: PlayerView,
    spots: Spots,
    w: Words = ENGLISH,
) -> int:
    """Senators and conspiracies of one player; returns the y under them."""
    if p.recruit_cost is None:
        return y
    cards = catalog().cards
    senators = [c for c in p.city if cards[c].deck == "senator"]
    plots = len(p.conspiracies)
    ready = sum(1 for c in p.conspiracies if c.card and not c.triggered)
    line = w(
        "duel.board.senators",
        senators=len(senators),
        cost=p.recruit_cost,
        actions=p.senate_actions or 0,
        plots=plots,
        ready=ready,
    )
    if not plots:
        return _para(img, Box(x, y, x + width, y + 60), line, fill=theme.MUTED) + 2
    # the conspiracies one over the other on the left, the Senators line beside them: the
    # column as wide as their lines on one line each, or wider when that is less tall
    bold, plain = font(TEXT, bold=True), font(TEXT)
    one_line = max(
        draw.text_width(_plot_title(c, w) + PLOT_LINE, bold)
        + draw.text_width(_plot_words(c, w), plain)
        for c in p.conspiracies
    )
    first = min(round(width * PLOTS_SHARE), max(round(width * 0.3), one_line + 14))
    shares = [first, *(round(width * k) for k in PLOTS_WIDER if round(width * k) > first)]

    def tall(wide: int) -> int:
        plots = sum(_plot_height(c, wide, w) + 4 for c in p.conspiracies) - 4
        lines = len(draw.wrap(line, plain, width - wide - 12))
        pitch = round(draw.line_height(plain) * 1.15)
        return max(plots, 2 + pitch * (lines - 1) + draw.line_height(plain))

    wide = min(shares, key=tall)  # the first of equals: the narrowest
    end = y
    for c in p.conspiracies:
        box = Box.at(x, end, wide, _plot_height(c, wide, w))
        _plot(img, box, c, w)
        spots[f"conspiracy:{p.seat}:{c.slot}"].append(box)
        end = box.y1 + 4
    beside = Box(x + wide + 12, y + 2, x + width, y + 90)
    return max(end - 4, _para(img, beside, line, fill=theme.MUTED) - 4) + 8


PRIVATE = ("keep", "treason", "espionage", "lock", "curia")  # the secret choices shown


def _choice_label(kind: str, option: str, mine: dict[int, str], w: Words) -> str:
    if kind == "curia":
        if option == "skip":
            return w("duel.board.none")
        return w("duel.board.option", slot=int(option), name=mine.get(int(option), ""))
    return w.name(option)


def private_choice(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, w: Words = ENGLISH
) -> int:
    """The options of a secret choice (a conspire draw, Treason...), for its chooser only."""
    pending = view.pending
    if pending is None or pending.kind not in PRIVATE or not pending.options:
        return y
    title = w(f"duel.board.private.{pending.kind}")
    fnt = font(16, bold=True)
    lines = draw.wrap(title, fnt, width)
    used = round(draw.line_height(fnt) * 1.15) * (len(lines) - 1) + draw.line_height(fnt)
    draw.text_block(img, Box(x, y, x + width, y + used + 1), title, size=16, bold=True)
    y += max(24, used + 6)
    owner = view.players[pending.seat]
    mine = {c.slot: w.name(c.id) for c in owner.conspiracies if c.id}
    d = ImageDraw.Draw(img)
    for option in pending.options:
        if pending.kind == "keep":
            text = w.say(Text(option))
            fnt = font(16)
            lines = draw.wrap(text, fnt, width - 16)
            pitch = round(draw.line_height(fnt) * 1.15)
            h = 30 + pitch * len(lines) + 6
            box = Box(x, y, x + width, y + h)
            d.rounded_rectangle(box, 6, fill=theme.BACKGROUND, outline=PLOT, width=3)
            draw.text(img, (x + 8, y + 5), w.name(option), size=18, bold=True, fill=PLOT)
            draw.text_block(img, Box(x + 8, y + 30, x + width - 8, y + h - 2), text, size=16)
            y += h + 6
        else:
            y = _para(
                img,
                Box(x + 6, y, x + width, y + 200),
                "· " + _choice_label(pending.kind, option, mine, w),
            )
    return y + 8
