"""The Agora parts of the 7 Wonders Duel board: the Senate, Senators and conspiracies.

Drawn only from the view: face-down decrees and other players' face-down conspiracies arrive
as None and are drawn as backs, so a scrambled secret cannot change a pixel.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import catalog
from bot.engine.duel.view import ChamberView, ConspiracyView, DuelView, PlayerView, SenateView
from renderers import draw, theme
from renderers import duel_parts as parts
from renderers.draw import Box
from renderers.fonts import font

Spots = dict[str, list[Box]]

PLOT: theme.RGB = (92, 52, 96)  # a conspiracy's back
PLOT_FACE: theme.RGB = (150, 96, 150)
DECREE: theme.RGB = (196, 168, 104)
DECREE_BACK: theme.RGB = (120, 96, 60)
NEUTRAL: theme.RGB = (150, 142, 128)
SENATE_TITLE_H = 26
SECTION_H = 20
CHAMBER_H = 150
PLOT_W, PLOT_H = 148, 66


def decree_brief(did: str) -> str:
    """A few words per decree for its tile."""
    d = agora().decrees[did]
    words = []
    for e in d.effects:
        k = e.kind
        if k == "coins_on_construct":
            words.append(f"+Age coins when anyone builds a {e.get('target')}")
        elif k == "ignore_symbol":
            words.append(f"{e.get('color')} cards: ignore 1 cost symbol")
        elif k == "discount":
            words.append("wonders cost 1 resource less")
        elif k == "control_shield":
            words.append("1 shield while controlled")
        elif k == "trade_discount":
            words.append("/".join(e.get("resources")) + " 1 coin cheaper")
        elif k == "senate_bonus":
            words.append("+2 blue cards for Senate actions")
        elif k == "discard_bonus":
            words.append("+2 coins per discard")
        elif k == "opponent_chains":
            words.append("use your opponent's chains")
        elif k == "conspirator_play_again":
            words.append("play again after a Conspirator")
    return "; ".join(words)


TEXT = 14
MILITARY_LEGEND = (
    "Military tokens: +1 cube: place a cube in any chamber; -1 cube: remove one of the "
    "opponent's cubes, then you may move one cube."
)


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


def _decree_words(did: str) -> str:
    return f"{agora().decrees[did].name}: {decree_brief(did)}"


def _decree_height(did: str | None, width: int) -> int:
    if did is None:
        return 26
    fnt = font(TEXT)
    lines = len(draw.wrap(_decree_words(did), fnt, width - 10))
    return (lines - 1) * round(draw.line_height(fnt) * 1.15) + draw.line_height(fnt) + 8


@lru_cache(maxsize=128)
def _decree_tile(did: str, width: int, height: int) -> parts.Tile:
    def paint(img: Image.Image, tile: Box) -> None:
        ImageDraw.Draw(img).rounded_rectangle(
            tile, 6, fill=DECREE, outline=theme.shade(DECREE, 0.6)
        )
        _para(
            img,
            Box(tile.x0 + 5, tile.y0 + 3, tile.x1 - 5, tile.y1),
            _decree_words(did),
            centre=True,
        )

    return parts.make_tile(width, height, paint, radius=6)


CHAMBER_BAND = 24
CUBES_H = 24


def _chamber_height(ch: ChamberView, width: int) -> int:
    decrees = sum(_decree_height(d, width - 12) + 4 for d in ch.decrees) or 28
    return CHAMBER_BAND + 4 + decrees + CUBES_H


def _chamber(img: Image.Image, box: Box, ch: ChamberView, names: Sequence[str]) -> None:
    owner = ch.controller
    colour = theme.seat_colour(owner) if owner is not None else NEUTRAL
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(
        box, 8, fill=theme.BACKGROUND, outline=colour, width=4 if owner is not None else 2
    )
    band = Box(box.x0, box.y0, box.x1, box.y0 + CHAMBER_BAND)
    d.rounded_rectangle(band, 8, fill=colour, corners=(True, True, False, False))
    who = f" · {draw.seat_name(owner, names)}" if owner is not None else ""
    title = f"Chamber {ch.number} · {ch.vp} VP"
    if draw.text_width(title + who, font(TEXT, bold=True)) <= band.width - 12:
        title += who  # in a narrow chamber its colour alone says who controls it
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
        h = _decree_height(did, box.width - 12)
        tile = Box(box.x0 + 6, y, box.x1 - 6, y + h)
        if did is None:
            d.rounded_rectangle(tile, 6, fill=DECREE_BACK, outline=theme.shade(DECREE_BACK, 0.6))
            hidden = "Decree (face down)"
            if draw.text_width(hidden, font(TEXT, bold=True)) > tile.width - 12:
                hidden = "Face down"
            draw.centred_text(
                img,
                tile.inset(6, 3),
                hidden,
                size=TEXT,
                bold=True,
                fill=theme.PAPER_INK,
            )
        else:
            parts.stamp(img, tile.x0, tile.y0, _decree_tile(did, tile.width, tile.height))
        y += h + 4
    if not ch.decrees:
        draw.centred_text(
            img, Box(box.x0 + 6, y, box.x1 - 6, y + 24), "no decree", size=TEXT, fill=theme.MUTED
        )
    half = (box.width - 16) // 2
    for seat in (0, 1):
        label = draw.seat_name(seat, names)[:7]
        _cubes(img, box.x0 + 8 + seat * half, box.y1 - 23, ch.cubes[seat], seat, label, half - 4)


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


def _senate_info(senate: SenateView, names: Sequence[str]) -> str:
    return (
        f"Chambers by section: Politicians place in their own. Cubes in supply: "
        f"{draw.seat_name(0, names)} {senate.supply[0]}, "
        f"{draw.seat_name(1, names)} {senate.supply[1]} · Conspiracy deck: "
        f"{senate.deck} cards · Control all 6 chambers to win"
    )


def senate_height(view: DuelView, names: Sequence[str], width: int) -> int:
    """How tall `senate_panel` will be at `width`, so the board can choose where it goes."""
    senate = view.senate
    if senate is None:
        return 0
    head = draw.text_width("Senate", font(19, bold=True))
    fnt = font(TEXT)
    lines = draw.wrap(_senate_info(senate, names), fnt, width - head - 16)
    used = round(draw.line_height(fnt) * 1.15) * (len(lines) - 1) + draw.line_height(fnt)
    cw = (width - 3 * GAP - 2 * PAIR_GAP) // 6
    tall = max(_chamber_height(ch, cw) for ch in senate.chambers)
    return max(28, 3 + used + 4) + 22 + tall + 4


def senate_panel(
    img: Image.Image, x: int, y: int, width: int, view: DuelView, names: Sequence[str], spots: Spots
) -> int:
    """The Senate across the board; returns the y under it."""
    senate: SenateView | None = view.senate
    if senate is None:
        return y
    head = draw.text(img, (x, y), "Senate", size=19, bold=True)
    info = _senate_info(senate, names)
    below = _para(img, Box(head.x1 + 16, y + 3, x + width, y + 60), info, fill=theme.MUTED)
    gap, pair_gap = GAP, PAIR_GAP
    cw = (width - 3 * gap - 2 * pair_gap) // 6
    top = max(y + 28, below)
    d = ImageDraw.Draw(img)
    tall = max(_chamber_height(ch, cw) for ch in senate.chambers)
    for k, section in enumerate(("left", "middle", "right")):
        x0 = x + k * (2 * cw + gap + pair_gap)
        sec = Box(x0 - 4, top, x0 + 2 * cw + gap + 4, top + 22 + tall + 4)
        d.rounded_rectangle(sec, 8, fill=theme.PANEL_ALT)
        draw.centred_text(
            img,
            Box(sec.x0, top + 1, sec.x1, top + 21),
            SECTIONS[section],
            size=TEXT,
            fill=theme.MUTED,
            bold=True,
        )
        for j in range(2):
            ch = senate.chambers[2 * k + j]
            cb = Box.at(x0 + j * (cw + gap), top + 22, cw, tall)
            _chamber(img, cb, ch, names)
            spots[f"chamber:{ch.number}"].append(cb)
    return top + 22 + tall + 4


SECTIONS = {
    "left": "Left section: chambers 1-2",
    "middle": "Middle section: chambers 3-4",
    "right": "Right section: chambers 5-6",
}


# -- a player's Senators and conspiracies ---------------------------------------------------


def military_label(slot: str) -> str:
    return "+1 cube" if slot == "small" else "-1 cube"


def _plot_height(c: ConspiracyView, width: int) -> int:
    pitch = round(draw.line_height(font(TEXT)) * 1.15)
    return (
        24
        + (len(draw.wrap(_plot_words(c), font(TEXT), width - 12)) - 1) * pitch
        + draw.line_height(font(TEXT))
        + 8
    )


def _plot_words(c: ConspiracyView) -> str:
    cards = catalog().cards
    if c.id is None:
        return (
            "face down; prepared with " + cards[c.card].name
            if c.card
            else "face down, not prepared"
        )
    if c.triggered:
        state = "triggered"
    elif c.card:
        state = "prepared, face down"
    else:
        state = "face down, not prepared"
    if c.card:
        state += f" ({cards[c.card].name})"
    if c.locked:
        state += f"; locks {catalog().tokens[c.locked].name}"
    elif c.locked_secret:
        state += "; locks a token"
    return state


def _plot(img: Image.Image, box: Box, c: ConspiracyView) -> None:
    d = ImageDraw.Draw(img)
    title_box = Box(box.x0 + 4, box.y0 + 3, box.x1 - 4, box.y0 + 22)
    body = Box(box.x0 + 6, box.y0 + 24, box.x1 - 6, box.y1 - 3)
    if c.id is None:  # face down for this viewer
        fill = PLOT
        d.rounded_rectangle(box, 6, fill=PLOT, outline=theme.shade(PLOT, 0.6), width=2)
        title = f"Conspiracy {c.slot}"
    else:
        fill = PLOT_FACE if c.triggered else theme.BACKGROUND
        d.rounded_rectangle(box, 6, fill=fill, outline=PLOT, width=2 if c.triggered else 3)
        title = f"{c.slot}. {agora().conspiracies[c.id].name}"
    ink = theme.ink_on(fill)
    draw.centred_text(img, title_box, title, size=TEXT, bold=True, fill=ink)
    draw.text_block(img, body, _plot_words(c), size=TEXT, fill=ink, align="centre")


def agora_lines(img: Image.Image, x: int, y: int, width: int, p: PlayerView, spots: Spots) -> int:
    """Senators and conspiracies of one player; returns the y under them."""
    if p.recruit_cost is None:
        return y
    cards = catalog().cards
    senators = [c for c in p.city if cards[c].deck == "senator"]
    plots = len(p.conspiracies)
    ready = sum(1 for c in p.conspiracies if c.card and not c.triggered)
    line = (
        f"Senators {len(senators)} · next costs {p.recruit_cost} "
        f"coin{'s' if p.recruit_cost != 1 else ''} · a Politician gives "
        f"{p.senate_actions} action{'s' if p.senate_actions != 1 else ''} · "
        f"Conspiracies {plots} ({ready} ready)"
    )
    n = max(4, plots)
    step = width // n
    beside = 0 < plots <= n - 2  # the line fits to the right of the conspiracies
    if not beside:
        y = _para(img, Box(x, y, x + width, y + 60), line, fill=theme.MUTED)
    if not plots:
        return y + 2
    h = max(_plot_height(c, step - 6) for c in p.conspiracies)
    for i, c in enumerate(p.conspiracies):
        box = Box.at(x + i * step, y, step - 6, h)
        _plot(img, box, c)
        spots[f"conspiracy:{p.seat}:{c.slot}"].append(box)
    end = y + h
    if beside:
        end = max(
            end,
            _para(img, Box(x + plots * step + 4, y + 2, x + width, y + 90), line, fill=theme.MUTED),
        )
    return end + 8


PRIVATE_TITLES = {
    "keep": "Your conspiracy draw (keep one):",
    "treason": "Cards removed so far:",
    "espionage": "Progress tokens in the box:",
    "lock": "Tokens you may lock:",
    "curia": "Conspiracies you may trigger:",
}


def _choice_label(kind: str, option: str, mine: dict[int, str]) -> str:
    cat = catalog()
    if kind == "curia":
        return "none" if option == "skip" else f"{option}. {mine.get(int(option), '')}"
    return cat.name(option)


def private_choice(img: Image.Image, x: int, y: int, width: int, view: DuelView) -> int:
    """The options of a secret choice (a conspire draw, Treason...), for its chooser only."""
    pending = view.pending
    if pending is None or pending.kind not in PRIVATE_TITLES or not pending.options:
        return y
    draw.text(img, (x, y), PRIVATE_TITLES[pending.kind], size=16, bold=True)
    y += 24
    owner = view.players[pending.seat]
    mine = {c.slot: agora().conspiracies[c.id].name for c in owner.conspiracies if c.id}
    d = ImageDraw.Draw(img)
    for option in pending.options:
        if pending.kind == "keep":
            c = agora().conspiracies[option]
            fnt = font(16)
            lines = draw.wrap(c.text, fnt, width - 16)
            pitch = round(draw.line_height(fnt) * 1.15)
            h = 30 + pitch * len(lines) + 6
            box = Box(x, y, x + width, y + h)
            d.rounded_rectangle(box, 6, fill=theme.BACKGROUND, outline=PLOT, width=3)
            draw.text(img, (x + 8, y + 5), c.name, size=18, bold=True, fill=PLOT)
            draw.text_block(img, Box(x + 8, y + 30, x + width - 8, y + h - 2), c.text, size=16)
            y += h + 6
        else:
            y = _para(
                img,
                Box(x + 6, y, x + width, y + 200),
                "· " + _choice_label(pending.kind, option, mine),
            )
    return y + 8
