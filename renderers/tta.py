"""Through the Ages board (issue 14): a 1600 px landscape picture with a headline band (age,
round, who acts, the last move, culture of the player and the dummy), the card row with each
card's effect, the civilization, the tracks, the hand, the events and the solo opponent.

Card words come from `renderers.tta_cards` (the game's data); everything drawn comes from the
view passed in."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextvars import ContextVar
from functools import lru_cache, wraps
from typing import ParamSpec

from PIL import Image, ImageDraw

from bot.engine.tta.cards import AGE_NAMES, Card, catalogue
from bot.engine.tta.view import CivView, TechView, TtaView
from bot.words.catalogue import DEFAULT_LOCALE, has, language_of
from renderers import draw, register_renderer, theme
from renderers.draw import Box
from renderers.duel_parts import Tile, stamp
from renderers.lang import Words
from renderers.theme import RGB
from renderers.tta_cards import colour_of, short_kind
from renderers.tta_cards import text as card_text

CARDS = catalogue()
W = 1600
MAX_H = 1280  # width / height >= 1.25 on the public board
MAX_PRIVATE_H = 1600  # the player's own picture may be taller (its military hand is face up)
MIN_H = 770  # width / height <= 2.1
M = 16  # outer margin
GAP = 10
HEAD = draw.headline_size(W) + 1  # headline type, 12 px once shrunk to 550 px
BODY = 16
SMALL = 14

YELLOW: RGB = (236, 190, 40)
BLUE: RGB = (48, 108, 200)
WHITE_CUBE: RGB = (245, 245, 240)
RED: RGB = (196, 48, 44)
SLOT_COSTS = (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)

PLAIN_PHASES = ("actions",)  # the headline's "action phase" says all its prompt says
GROUPS = ("farms", "urban", "units")  # tta.board.group.*: the technologies in play
RESULT_PARTS = (
    "during_play",
    "age3_events",
    "possible_events",
    "rule47_swap",
    "rule47_lead",
    "rule47_barbarians",
    "bill_gates",
)
REASONS = ("target", "short", "overrun", "beat_dummy", "lost_dummy", "tied_dummy")
DUMMY_DECKS = ("tactics", "events", "attacks")
OUTPUTS = ("food", "resources", "science", "culture", "happy", "strength")

# the language of the board being drawn (render_tta sets it): every label is a tta.board.*
# message of the catalogue (tta-board.ftl), cards' rules texts come from tta-texts.ftl
_LANG: ContextVar[str] = ContextVar("tta_board_language", default=DEFAULT_LOCALE)
# how a game that stopped off the board ended ("" while it runs), in place of what was owed
_ENDED: ContextVar[str] = ContextVar("tta_board_ended", default="")


def _w(key: str, /, **params: object) -> str:
    """A board label (`tta.board.<key>`) in the board's language."""
    return Words(_LANG.get(), "tta")(f"tta.board.{key}", **params)


def _text(c: Card) -> str:
    """A card's one-line rules text in the board's language."""
    return card_text(c, _LANG.get())


def _age(n: int) -> str:
    return AGE_NAMES[n] if 0 <= n < len(AGE_NAMES) else str(n)


def _names(ids: Sequence[str]) -> str:
    return ", ".join(CARDS[c].name for c in ids) or _w("none")


class Board:
    """A 1600 px canvas drawn top to bottom, cropped to its content at the end."""

    def __init__(self, highlight: Sequence[str], max_h: int = MAX_H) -> None:
        self.max_h = max_h
        self.img = draw.canvas(W, max_h)
        self.d = ImageDraw.Draw(self.img)
        self.y = 0
        self.marks = set(highlight)
        self.outlines: list[Box] = []

    def mark(self, key: str, box: Box) -> None:
        if key in self.marks:
            self.outlines.append(box)

    def panel(self, box: Box, title: str) -> Box:
        """A titled panel; returns the box under its title."""
        draw.panel(self.img, box)
        draw.text(
            self.img,
            (box.x0 + theme.PAD, box.y0 + 6),
            title,
            size=18,
            bold=True,
            max_width=box.width - 2 * theme.PAD,
        )
        return Box(box.x0 + theme.PAD, box.y0 + 34, box.x1 - theme.PAD, box.y1 - theme.PAD)

    def finish(self) -> Image.Image:
        for box in self.outlines:
            draw.highlight_outline(self.img, box, width=4, gap=2, radius=8)
        height = min(self.max_h, max(MIN_H, self.y + M))
        return self.img.crop((0, 0, W, height))


P = ParamSpec("P")


def _recorded(paint: Callable[P, Image.Image]) -> Callable[P, Tile]:
    """A piece drawn at the origin kept with the lines of text it drew, so that pasting it
    again (`stamp`) reports them to the recorder as drawing it did (issue 14)."""

    @wraps(paint)
    def tile(*args: P.args, **kwargs: P.kwargs) -> Tile:
        with draw.record_text() as inked:
            img = paint(*args, **kwargs)
        return Tile(img, None, tuple(inked))

    return tile


@lru_cache(maxsize=4096)
def _wrapped(text: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    return tuple(draw.wrap(text, draw.font(size, bold=bold), width))


def _wrapped_lines(text: str, size: int, width: int, *, bold: bool = False) -> tuple[str, ...]:
    return _wrapped(text, size, width, bold)


@lru_cache(maxsize=64)
def _pitch(size: int, bold: bool = False) -> int:
    return round(draw.line_height(draw.font(size, bold=bold)) * 1.15)


def _block_height(text: str, size: int, width: int, *, bold: bool = False) -> int:
    n = len(_wrapped_lines(text, size, width, bold=bold))
    return _pitch(size, bold) * (n - 1) + draw.line_height(draw.font(size, bold=bold))


def _para(
    img: Image.Image,
    box: Box,
    text: str,
    *,
    size: int = SMALL,
    bold: bool = False,
    fill: RGB = theme.INK,
    align: str = "left",
) -> None:
    """Wrapped text in `box` (sized with _block_height), each line drawn within the box."""
    pitch = _pitch(size, bold)
    for i, line in enumerate(_wrapped_lines(text, size, box.width, bold=bold)):
        x = box.x0 + box.width / 2 if align == "centre" else box.x0
        draw.text(
            img,
            (x, box.y0 + i * pitch),
            line,
            size=size,
            bold=bold,
            fill=fill,
            max_width=box.width,
            align="centre" if align == "centre" else "left",
            min_size=size,
        )


# -- headline -------------------------------------------------------------------------------


def _last_move(v: TtaView, highlight: Sequence[str], width: int) -> str:
    """The cards and opponents the last move touched, in as many names as fit one line."""
    names: list[str] = []
    barbs: list[str] = []
    for key in highlight:
        if key.startswith("card:") and key[5:] in CARDS:
            names.append(CARDS[key[5:]].name.split(" (")[0])
        elif key == "dummy":
            names.insert(0, _w("last_dummy"))
        elif key.startswith("barbarian") and key[9:].isdigit():
            barbs.append(key[9:])
    names = list(dict.fromkeys(names))
    tail = []
    if barbs:
        tail.append(_w("last_barb" if len(barbs) == 1 else "last_barbs", n=", ".join(barbs)))
    if not names and not tail:
        return ""
    fnt = draw.font(HEAD)
    for keep in range(len(names), 0, -1):
        more = [_w("more", n=len(names) - keep)] if keep < len(names) else []
        line = _w("last", what=", ".join([*names[:keep], *more, *tail]))
        if draw.text_width(line, fnt) <= width:
            return line
    return _w("last", what=", ".join([_w("cards", n=len(names)), *tail]))


def _phase(kind: str) -> str:
    """What the player owes, in two or three words (the engine's kind when it has none)."""
    key = f"tta.board.phase.{kind}"
    return _w(f"phase.{kind}") if has(key) else kind.replace("_", " ")


def _headline(b: Board, v: TtaView, names: Sequence[str], highlight: Sequence[str]) -> None:
    who = names[0] if names and names[0].strip() else _w("player")
    game = _w("game")
    first = [game, _w("age", age=_age(v.age)), _w("round", n=v.round)]
    if v.won is not None:
        first = [game, _w("round", n=v.round)]
    if v.last_round and v.round >= v.last_round and v.won is None:
        first.append(_w("last_round"))
    if v.won is not None:
        first.append(_w("over", verdict=_w("win" if v.won else "no_win")))
    elif _ENDED.get():
        first.append(_ENDED.get())
    elif v.pending:
        first.append(_w("to_act", who=who, what=_phase(v.pending)))
    second = [_w("culture", who=who, n=v.civ.culture, rate=v.civ.culture_rate)]
    if v.dummy is not None:
        second.append(_w("culture", who=_w("dummy"), n=v.dummy.culture, rate=v.dummy.culture_rate))
    else:
        second.append(_w("your_strength", who=who, n=v.civ.strength))
        strengths = ", ".join(str(x.strength) for x in v.barbarians)
        second.append(_w("barbs_strength", s=strengths))
    width = W - 2 * M
    last = _last_move(v, highlight, width)
    if last:
        second.append(last)
    lines = _pack(first, width) + _pack(second, width)
    pitch = round(draw.line_height(draw.font(HEAD, bold=True)) * 1.05)
    height = 14 + pitch * len(lines) + 8
    b.d.rectangle((0, 0, W, height), fill=theme.TITLE_BAR)
    with draw.role("headline"):
        for i, line in enumerate(lines):
            draw.text(
                b.img,
                (M, 12 + i * pitch),
                line,
                size=HEAD,
                bold=i < len(_pack(first, width)),
                fill=theme.PAPER_INK,
                max_width=width,
                min_size=HEAD,
            )
    b.y = height + 8
    prompt = _status(v)
    if prompt:
        h = _block_height(prompt, 20, width, bold=True)
        draw.text_block(b.img, Box(M, b.y, W - M, b.y + h), prompt, size=20, bold=True, min_size=20)
        b.y += h + 8


def _pack(items: Sequence[str], width: int) -> list[str]:
    """Join items with " · " into as few headline lines as fit `width`; split a long item."""
    fnt = draw.font(HEAD, bold=True)
    lines: list[str] = []
    current = ""
    for item in items:
        trial = f"{current}  ·  {item}" if current else item
        if draw.text_width(trial, fnt) <= width:
            current = trial
            continue
        if current:
            lines.append(current)
        pieces = draw.wrap(item, fnt, width)
        lines.extend(pieces[:-1])
        current = pieces[-1]
    if current:
        lines.append(current)
    return lines


def _status(v: TtaView) -> str:
    """The pending choice in words, under the band, when it says more than the phase's name."""
    if v.won is not None or v.pending in PLAIN_PHASES or _ENDED.get():
        return ""
    if v.ask is not None:
        return Words(_LANG.get(), "tta").say(v.ask)
    return v.prompt


# -- card faces -----------------------------------------------------------------------------


NAME_SIZE = 15
FACE_PAD = 6


def _name_lines(c: Card, width: int) -> list[str]:
    """The name on one line at 15 or 14 px bold, else wrapped at 14 px."""
    for size in (NAME_SIZE, SMALL):
        if draw.text_width(c.name, draw.font(size, bold=True)) <= width:
            return [c.name]
    return list(_wrapped_lines(c.name, SMALL, width, bold=True))


@lru_cache(maxsize=2048)
def _face_parts(
    cid: str, width: int, corner: str, note: str, lang: str = DEFAULT_LOCALE
) -> tuple[int, str, int, str, int]:
    """(band height, kind line, its height, effect text, its height) for a face `width` wide."""
    c = CARDS[cid]
    inner = width - 2 * FACE_PAD
    names = _name_lines(c, inner)
    band = 26 if len(names) == 1 else 8 + _pitch(SMALL, True) * (len(names) - 1) + 20
    kind = short_kind(c, lang) + (f"  ·  {corner}" if corner else "")
    kind_h = _block_height(kind, SMALL, inner)
    text = note or card_text(c, lang)
    return band, kind, kind_h, text, _block_height(text, SMALL, inner)


def _face(
    b: Board, box: Box, c: Card, *, corner: str = "", note: str = "", faded: bool = False
) -> None:
    """A face-up card: name band, kind (and a corner label such as its cost), effect text."""
    tile = _face_tile(c.id, box.width, box.height, corner, note, faded, _LANG.get())
    stamp(b.img, box.x0, box.y0, tile)
    b.mark(f"card:{c.id}", box)


@lru_cache(maxsize=1024)
@_recorded
def _face_tile(
    cid: str, w: int, h: int, corner: str, note: str, faded: bool, lang: str = DEFAULT_LOCALE
) -> Image.Image:
    """One face drawn once: faces repeat from move to move, so boards paste them."""
    c = CARDS[cid]
    img = draw.canvas(w, h, fill=theme.PANEL)
    box = Box(0, 0, w, h)
    colour = colour_of(c)
    if faded:
        colour = theme.shade(colour, 1.5)
    band, kind, kind_h, text, text_h = _face_parts(cid, box.width, corner, note, lang)
    body = draw.card(img, box, colour=colour, title="", band=band, radius=7)
    names = _name_lines(c, box.width - 2 * FACE_PAD)
    name_box = Box(box.x0 + FACE_PAD, box.y0 + 3, box.x1 - FACE_PAD, box.y0 + band - 1)
    ink = theme.ink_on(colour)
    if len(names) == 1:
        draw.centred_text(img, name_box, c.name, size=NAME_SIZE, bold=True, fill=ink)
    else:
        _para(img, name_box, c.name, bold=True, fill=ink, align="centre")
    x0, x1 = body.x0 + FACE_PAD, body.x1 - FACE_PAD
    y = body.y0 + 3
    _para(img, Box(x0, y, x1, y + kind_h), kind, fill=theme.MUTED)
    y += kind_h + 3
    _para(img, Box(x0, y, x1, y + text_h), text)
    return img


def _flow(x0: int, y0: int, width: int, heights: Sequence[int], cols: int) -> list[Box]:
    """Cells left to right in `cols` columns, each grid row as tall as its tallest cell."""
    cell_w = (width - 8 * (cols - 1)) // cols
    out: list[Box] = []
    y = y0
    for start in range(0, len(heights), cols):
        row_h = max(heights[start : start + cols])
        for i in range(start, min(start + cols, len(heights))):
            out.append(Box.at(x0 + (i - start) * (cell_w + 8), y, cell_w, row_h))
        y += row_h + 8
    return out


def _best_flow(x0: int, y0: int, width: int, heights: Callable[[int], list[int]]) -> list[Box]:
    """The flow in 5 or 6 columns, whichever is lower (5 on a tie)."""
    options = [_flow(x0, y0, width, heights(cols), cols) for cols in (5, 6)]
    return min(options, key=_flow_height)


def _flow_height(cells: Sequence[Box]) -> int:
    return (cells[-1].y1 - cells[0].y0) if cells else 0


def _face_height(faces: Sequence[tuple[Card, str, str]], width: int) -> int:
    """The card height that holds the tallest of these faces (card, corner, note)."""
    most = 0
    for c, corner, note in faces:
        band, _, kind_h, _, text_h = _face_parts(c.id, width, corner, note, _LANG.get())
        most = max(most, band + 3 + kind_h + 3 + text_h + 6)
    return most


# -- the card row ---------------------------------------------------------------------------


def _row(b: Board, v: TtaView) -> None:
    title = _w(
        "row",
        civil=v.civil_deck,
        age=_age(min(v.age, 3)),
        mil=v.military_deck,
        mage=_age(v.military_age),
    )
    if v.dice:
        title += "  ·  " + _w("dice", dice=", ".join(str(x) for x in v.dice))
    cols = 7
    cell_w = (W - 2 * M - 2 * theme.PAD - 8 * (cols - 1)) // cols
    faces = [(CARDS[cid], _w("ca", n=cost), "") for cid, cost in v.row if cid is not None]
    cell_h = max(_face_height(faces, cell_w), 100)
    rows_h = 2 * cell_h + 8
    box = Box(M, b.y, W - M, b.y + 34 + rows_h + theme.PAD)
    inner = b.panel(box, title)
    cells = draw.grid(inner, 13, columns=cols, gap=8, cell_height=cell_h)
    for i, ((cid, cost), cell) in enumerate(zip(v.row, cells, strict=True)):
        if cid is None:
            b.d.rounded_rectangle(cell, 7, outline=theme.BORDER, width=1, fill=theme.PANEL_ALT)
            draw.centred_text(
                b.img, cell.inset(8, 30), _w("slot", n=i + 1), size=BODY, fill=theme.MUTED
            )
            continue
        _face(b, cell, CARDS[cid], corner=_w("ca", n=cost))
        b.mark(f"slot:{i + 1}", cell)
    b.y = box.y1 + GAP


# -- tracks ---------------------------------------------------------------------------------


CHIP_H = 44


def _chip(b: Board, box: Box, label: str, value: str, colour: RGB) -> None:
    stamp(b.img, box.x0, box.y0, _chip_tile(label, value, colour, box.width, box.height))


@lru_cache(maxsize=512)
@_recorded
def _chip_tile(label: str, value: str, colour: RGB, w: int, h: int) -> Image.Image:
    """A labelled number, drawn once per value."""
    img = draw.canvas(w, h, fill=theme.PANEL)
    ImageDraw.Draw(img).rounded_rectangle(
        (0, 0, w - 1, h - 1), 7, fill=theme.shade(colour, 1.75), outline=colour, width=2
    )
    draw.text(img, (7, 3), label, size=SMALL, fill=theme.shade(colour, 0.55), max_width=w - 12)
    draw.text(img, (7, 19), value, size=17, bold=True, max_width=w - 12)
    return img


@lru_cache(maxsize=128)
@_recorded
def _shield_tile(value: int, size: int) -> Image.Image:
    img = draw.canvas(size, size + 2, fill=theme.PANEL_ALT)
    draw.shield(img, (size / 2, size / 2 + 1), size, value=value)
    return img


@lru_cache(maxsize=1024)
@_recorded
def _tech_tile(line: str, colour: RGB, w: int, h: int) -> Image.Image:
    """One technology in play as a line: name, output, workers."""
    img = draw.canvas(w, h + 4, fill=theme.PANEL)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w - 1, h + 3), 5, fill=theme.shade(colour, 1.8))
    d.rectangle((0, 0, 5, h + 3), fill=colour)
    _para(img, Box(10, 2, w - 4, 2 + h), line)
    return img


def _track(key: str) -> str:
    return _w(f"track.{key}")


def _tracks(b: Board, box: Box, v: TtaView) -> None:
    c = v.civ
    inner = b.panel(box, _w("tracks"))
    pool = f", {_w('pool', n=c.pool)}" if c.pool else ""
    chips = [
        (_track("culture"), f"{c.culture} (+{c.culture_rate})", (150, 60, 150)),
        (_track("science"), f"{c.science} (+{c.science_rate})", (40, 110, 190)),
        (_track("strength"), f"{c.strength}", RED),
        (
            _track("happy"),
            _w("happy_value", happy=c.happy, discontent=c.discontent),
            (214, 160, 30),
        ),
        (_track("ca"), _w("left_of", left=c.ca_left, total=c.ca_total), (110, 110, 110)),
        (_track("ma"), _w("left_of", left=c.ma_left, total=c.ma_total), (170, 50, 50)),
        (_track("food"), f"{c.food} (+{c.food_rate}, -{c.consumption})", (120, 170, 70)),
        (_track("res"), f"{c.resources} (+{c.resource_rate}, -{c.corruption})", (139, 94, 60)),
        (_track("yellow"), _w("yellow_value", bank=c.yellow_bank, unused=c.unused), (214, 170, 40)),
        (_track("blue"), f"{c.blue_bank}", BLUE),
        (_track("limit"), _w("limit_value", n=c.urban_limit), (96, 96, 176)),
        (_track("colon"), f"+{c.colonization}{pool}", (40, 120, 90)),
    ]
    cells = draw.grid(inner, len(chips), columns=4, gap=6, cell_height=CHIP_H)
    for (label, value, colour), cell in zip(chips, cells, strict=True):
        _chip(b, cell, label, value, colour)


TRACKS_H = 34 + 3 * CHIP_H + 2 * 6 + theme.PAD


# -- the civilization -----------------------------------------------------------------------


def _target(t: str) -> str:
    return _w("target_dummy") if t == "dummy" else _w("target_barb", n=t)


def _tableau_cards(c: CivView) -> list[tuple[str, str, str]]:
    """(card, corner label, note) for the government, leader, specials, tactic, wonders,
    colonies; an empty id is the empty leader place."""
    top: list[tuple[str, str, str]] = [(c.government, "", "")]
    top.append((c.leader, "", "") if c.leader else ("", "", ""))
    for sid in c.specials:
        top.append((sid, "", ""))
    if c.tactic:
        note = _w("armies", n=c.armies[0])
        if c.armies[1]:
            note += _w("outdated", n=c.armies[1])
        if c.armies[2]:
            note += _w("doubled", n=c.armies[2])
        top.append((c.tactic, "", f"{note}. {_text(CARDS[c.tactic])}"))
    if c.wonder:
        building = CARDS[c.wonder]
        stage = _w("building", done=c.stages_built, all=len(building.stages))
        top.append((c.wonder, "", f"{stage}. {_text(building)}"))
    for w in c.wonders:
        note = _w("ravaged") if w in c.ravaged else _text(CARDS[w]).split(". ", 1)[-1]
        if w == c.homer_wonder:
            note += _w("homer")
        top.append((w, "", note))
    for col in c.colonies:
        top.append((col, "", ""))
    return top


def _tech_line(t: TechView) -> str:
    c = CARDS[t.card]
    out = ", ".join(_w("amount", n=n, what=_output(k)) for k, n in c.out.items() if n)
    who = _w("workers", n=t.workers) + (f", {_w('blue', n=t.blue)}" if t.blue else "")
    return _w("tech", name=c.name, age=c.age_name, out=out, workers=who)


def _output(key: str) -> str:
    """What a technology makes (food, culture, happy faces...), the data's word if unknown."""
    return _w(f"out.{key}") if key in OUTPUTS else key


def _civilization(b: Board, box: Box, v: TtaView, *, dry: bool = False) -> int:
    """Draws the civilization in `box` (its height is a maximum); returns the height used."""
    c = v.civ
    title = _w("civ")
    if c.war:
        title += "  ·  " + _w("war", card=CARDS[c.war[0]].name, target=_target(c.war[1]))
    inner = Box(box.x0 + theme.PAD, box.y0 + 34, box.x1 - theme.PAD, box.y1 - theme.PAD)
    top = _tableau_cards(c)

    def face_heights(cols: int) -> list[int]:
        cell_w = (inner.width - 8 * (cols - 1)) // cols
        return [_face_height([(CARDS[cid], k, n)], cell_w) if cid else 60 for cid, k, n in top]

    cells = _best_flow(inner.x0, inner.y0, inner.width, face_heights)
    top_h = _flow_height(cells)
    groups = [
        [t for t in c.techs if CARDS[t.card].type in ("farm", "mine")],
        [t for t in c.techs if CARDS[t.card].is_urban],
        [t for t in c.techs if CARDS[t.card].is_unit],
    ]
    col_w = (inner.width - 2 * 12) // 3
    tech_h = [sum(_block_height(_tech_line(t), SMALL, col_w - 14) + 8 for t in g) for g in groups]
    group_h = 22 + max(tech_h)
    used = 34 + top_h + 10 + group_h + theme.PAD
    if dry:
        return used
    outer = Box(box.x0, box.y0, box.x1, box.y0 + used)
    b.panel(outer, title)
    for (cid, corner, note), cell in zip(top, cells, strict=True):
        if not cid:
            b.d.rounded_rectangle(cell, 7, outline=theme.BORDER, fill=theme.PANEL_ALT)
            draw.centred_text(
                b.img, cell.inset(8, 20), _w("no_leader"), size=BODY, fill=theme.MUTED
            )
            continue
        _face(b, cell, CARDS[cid], corner=corner, note=note, faded=cid in c.ravaged)
    y = inner.y0 + top_h + 10
    for i, (group, techs) in enumerate(zip(GROUPS, groups, strict=True)):
        x0 = inner.x0 + i * (col_w + 12)
        draw.text(b.img, (x0, y), _w(f"group.{group}"), size=BODY, bold=True, fill=theme.MUTED)
        ty = y + 22
        for t in techs:
            line = _tech_line(t)
            h = _block_height(line, SMALL, col_w - 14)
            row = Box(x0, ty, x0 + col_w, ty + h + 4)
            stamp(b.img, x0, ty, _tech_tile(line, colour_of(CARDS[t.card]), col_w, h))
            b.mark(f"card:{t.card}", row)
            ty += h + 8
    return used


# -- the hand -------------------------------------------------------------------------------


def _hand(b: Board, area: Box, v: TtaView, *, compact: bool = False, dry: bool = False) -> int:
    c = v.civ
    civil = list(c.hand)
    mil = list(c.military)
    hidden = any(m == "" for m in mil)
    title = _w("hand", civil=len(civil), mil=len(mil)) + (_w("hand_hidden") if hidden else "")
    if compact:
        cards = civil + [x for x in mil if x]
        return _hand_lines(b, area, title, cards, c.military_ages, hidden, dry=dry)
    items: list[str] = civil or ["-"]
    if hidden:
        items.append("")  # one cell holds every face-down military card
    elif mil:
        items += mil
    else:
        items.append("-m")

    def heights(cols: int) -> list[int]:
        cell_w = (area.width - 2 * theme.PAD - 8 * (cols - 1)) // cols
        return [
            _face_height([(CARDS[x], "", "")], cell_w) if x not in ("", "-", "-m") else 60
            for x in items
        ]

    cells = _best_flow(area.x0 + theme.PAD, area.y0 + 34, area.width - 2 * theme.PAD, heights)
    box = Box(area.x0, area.y0, area.x1, area.y0 + 34 + _flow_height(cells) + theme.PAD)
    if dry:
        return box.height
    b.panel(box, title)
    for cid, cell in zip(items, cells, strict=True):
        if cid in ("-", "-m"):
            b.d.rounded_rectangle(cell, 7, outline=theme.BORDER, fill=theme.PANEL_ALT)
            draw.centred_text(
                b.img,
                cell.inset(8, 20),
                _w("no_civil" if cid == "-" else "no_mil"),
                size=BODY,
                fill=theme.MUTED,
            )
        elif cid == "":
            ages = c.military_ages
            step = min(50, (cell.width - 44) // max(1, len(ages) - 1))
            for i, back_age in enumerate(ages):
                x = cell.x0 + i * step
                draw.card_back(b.img, Box(x, cell.y0, x + 44, cell.y0 + 60), label=_age(back_age))
        else:
            _face(b, cell, CARDS[cid])
    return box.height


def _hand_lines(
    b: Board,
    area: Box,
    title: str,
    cards: Sequence[str],
    ages: Sequence[int],
    hidden: bool,
    *,
    dry: bool = False,
) -> int:
    """The hand as lines in two columns ("Name: effect"): for a board that would not fit."""
    col_w = (area.width - 2 * theme.PAD - 12) // 2
    lines = [(f"{CARDS[x].name}: {_text(CARDS[x])}", colour_of(CARDS[x]), x) for x in cards]
    if hidden:
        backs = ", ".join(_age(a) for a in ages)
        lines.append((_w("backs", n=len(ages), ages=backs), theme.CARD_BACK, ""))
    if not lines:
        lines.append((_w("no_cards"), theme.BORDER, ""))
    heights = [_block_height(text, SMALL, col_w - 14) + 4 for text, _, _ in lines]
    half = (len(lines) + 1) // 2
    cols = [list(range(half)), list(range(half, len(lines)))]
    used = max(sum(heights[i] + 6 for i in col) for col in cols)
    box = Box(area.x0, area.y0, area.x1, area.y0 + 34 + used + theme.PAD - 6)
    if dry:
        return box.height
    inner = b.panel(box, title)
    for k, col in enumerate(cols):
        x0 = inner.x0 + k * (col_w + 12)
        y = inner.y0
        for i in col:
            text, colour, cid = lines[i]
            stamp(b.img, x0, y, _tech_tile(text, colour, col_w, heights[i] - 4))
            if cid:
                b.mark(f"card:{cid}", Box(x0, y, x0 + col_w, y + heights[i]))
            y += heights[i] + 6
    return box.height


# -- events, the opponent, the score -------------------------------------------------------


def _event_lines(v: TtaView) -> list[str]:
    top = _age(v.current_events[0]) if v.current_events else "-"
    lines = [
        _w("current", n=len(v.current_events), top=top)
        + "  ·  "
        + _w("future", n=len(v.future_events)),
        _w("tactics", names=_names(v.common_tactics)),
    ]
    if v.peek:
        lines.append(_w("peek", name=CARDS[v.peek].name))
    if v.known_events:
        lines.append(_w("prepared", names=_names(v.known_events)))
    lines.append(_w("past", names=_names(list(reversed(v.past_events[-6:])))))
    if v.variant == "barbarians":
        lines.append(_w("possible", n=v.possible_events))
        if v.age in v.banned_ages:
            lines.append(_w("banned", age=_age(v.age)))
    return lines


def _lines_panel(b: Board, box: Box, title: str, lines: Sequence[str]) -> int:
    """A panel of wrapped lines at the top of `box`; returns its height."""
    tile = _lines_tile(title, tuple(lines), box.width)
    stamp(b.img, box.x0, box.y0, tile)
    return tile.image.height


@lru_cache(maxsize=256)
@_recorded
def _lines_tile(title: str, lines: tuple[str, ...], w: int) -> Image.Image:
    """The events panel changes seldom between moves: drawn once per content."""
    width = w - 2 * theme.PAD
    heights = [_block_height(line, SMALL, width) for line in lines]
    used = 34 + sum(heights) + 4 * max(0, len(lines) - 1) + theme.PAD
    img = draw.canvas(w, used)
    draw.panel(img, Box(0, 0, w, used))
    draw.text(img, (theme.PAD, 6), title, size=18, bold=True, max_width=width)
    y = 34
    for line, h in zip(lines, heights, strict=True):
        _para(img, Box(theme.PAD, y, w - theme.PAD, y + h), line)
        y += h + 4
    return img


def _dummy(b: Board, box: Box, v: TtaView) -> int:
    d = v.dummy
    assert d is not None
    chips = [
        (_track("culture"), f"{d.culture} (+{d.culture_rate})", (150, 60, 150)),
        (_track("science"), f"{d.science} (+{d.science_rate})", (40, 110, 190)),
        (_track("strength"), f"{d.strength}", RED),
    ]
    tactic = f"{CARDS[d.tactic].name} (+{d.tactic_value})" if d.tactic else _w("none")
    decks = ", ".join(_w("deck", kind=_deck(k), n=n) for k, n in d.decks)
    lines = [
        _w("dummy_tactic", tactic=tactic) + "  ·  " + _w("dummy_happy"),
        _w("war_on_you", name=CARDS[d.war].name if d.war else _w("none")),
        _w("dummy_decks", decks=decks or _w("none")),
    ]
    width = box.width - 2 * theme.PAD
    heights = [_block_height(line, SMALL, width) for line in lines]
    used = 34 + CHIP_H + 8 + 30 + sum(heights) + 4 * len(lines) + theme.PAD
    outer = Box(box.x0, box.y0, box.x1, box.y0 + used)
    inner = b.panel(outer, _w("dummy_title"))
    cells = draw.grid(
        Box(inner.x0, inner.y0, inner.x1, inner.y0 + CHIP_H),
        3,
        columns=3,
        gap=6,
        cell_height=CHIP_H,
    )
    for (label, value, colour), cell in zip(chips, cells, strict=True):
        _chip(b, cell, label, value, colour)
    y = inner.y0 + CHIP_H + 8
    cb = draw.text(b.img, (inner.x0, y + 3), _w("cubes"), size=BODY, bold=True)
    x = cb.x1 + 10
    colours = {"blue": BLUE, "yellow": YELLOW, "white": WHITE_CUBE}
    for cube in d.cubes:
        if x + 22 > inner.x1:
            break
        b.d.rectangle((x, y + 2, x + 20, y + 22), fill=colours[cube], outline=theme.INK, width=1)
        x += 25
    y += 30
    for line, h in zip(lines, heights, strict=True):
        _para(b.img, Box(inner.x0, y, inner.x1, y + h), line)
        y += h + 4
    b.mark("dummy", outer)
    return used


def _barbarians(b: Board, box: Box, v: TtaView) -> int:
    width = box.width - 2 * theme.PAD - 64
    blocks = []
    for i, bar in enumerate(v.barbarians, 1):
        bonus = ", ".join(f"{CARDS[c].name.split(' (')[0]} {CARDS[c].age_name}" for c in bar.bonus)
        text = "  ·  ".join(
            [
                _w("stored", names=_names(bar.attacks)),
                _w("bonus", names=bonus or _w("none")),
                _w("colonies", n=len(bar.colonies)),
                *([_w("war_on_you", name=CARDS[bar.war].name)] if bar.war else []),
            ]
        )
        blocks.append((i, bar, text, max(56, 28 + _block_height(text, SMALL, width))))
    used = 34 + sum(h for *_, h in blocks) + 6 * (len(blocks) - 1) + theme.PAD
    inner = b.panel(Box(box.x0, box.y0, box.x1, box.y0 + used), _w("barb_title"))
    y = inner.y0
    for i, bar, text, h in blocks:
        cell = Box(inner.x0, y, inner.x1, y + h)
        b.d.rounded_rectangle(cell, 7, fill=theme.PANEL_ALT, outline=theme.BORDER)
        stamp(b.img, inner.x0 + 5, y + h // 2 - 24, _shield_tile(bar.strength, 46))
        draw.text(
            b.img,
            (inner.x0 + 60, y + 3),
            _w("barb", n=i, s=bar.strength),
            size=BODY,
            bold=True,
            max_width=width,
        )
        draw.text_block(
            b.img,
            Box(inner.x0 + 60, y + 22, inner.x1 - 4, y + h - 2),
            text,
            size=SMALL,
            min_size=SMALL,
        )
        b.mark(f"barbarian{i}", cell)
        y += h + 6
    return used


def _keyed(group: str, key: str) -> str:
    """A score part's or an end reason's words (the engine's key when it has none)."""
    return _w(f"{group}.{key}") if has(f"tta.board.{group}.{key}") else key.replace("_", " ")


def _deck(kind: str) -> str:
    return _w(f"deck.{kind}") if kind in DUMMY_DECKS else kind


def _result(b: Board, box: Box, v: TtaView) -> int:
    """The final score, part by part, with the verdict."""
    parts = [(_keyed("result", k), n) for k, n in v.result]
    verdict = _w("win" if v.won else "no_win") + ": " + _keyed("reason", v.reason)
    total, dummy = _w("total"), _w("dummy")
    rows = [*parts, (total, v.civ.culture)]
    if v.dummy is not None:
        rows.append((dummy, v.dummy.culture))
    pitch = 22
    used = 34 + 24 + pitch * len(rows) + theme.PAD
    inner = b.panel(Box(box.x0, box.y0, box.x1, box.y0 + used), _w("final"))
    draw.text_block(
        b.img,
        Box(inner.x0, inner.y0, inner.x1, inner.y0 + 22),
        verdict,
        size=BODY,
        bold=True,
        min_size=SMALL,
    )
    y = inner.y0 + 26
    for label, n in rows:
        bold = label in (total, dummy)
        draw.text(b.img, (inner.x0, y), label, size=BODY, bold=bold, max_width=inner.width - 70)
        draw.text(b.img, (inner.x1, y), str(n), size=BODY, bold=True, align="right", max_width=64)
        y += pitch
    return used


def forget_drawn_faces() -> None:
    """Empty the caches of drawn pieces (tests read the text of a board drawn from scratch)."""
    for cached in (_face_tile, _chip_tile, _tech_tile, _shield_tile, _lines_tile):
        cached.cache_clear()


@register_renderer("tta")
def render_tta(
    view: TtaView,
    highlight: Sequence[str] = (),
    *,
    names: Sequence[str] = (),
    locale: str | None = None,
    ended: str | None = None,
) -> Image.Image:
    """The board, every label and card text in the language of `locale`. `ended`: the game
    stopped off the board (a resignation, the clock, an abandonment); these words replace
    what the player owed."""
    token = _LANG.set(language_of(locale))
    stopped = _ENDED.set(ended or "")
    try:
        return _render(view, highlight, names)
    finally:
        _ENDED.reset(stopped)
        _LANG.reset(token)


def _render(view: TtaView, highlight: Sequence[str], names: Sequence[str]) -> Image.Image:
    b = Board(highlight, MAX_H if view.viewer is None else MAX_PRIVATE_H)
    _headline(b, view, names, highlight)
    _row(b, view)
    top = b.y
    split = 1040
    # the right column first: it does not change with the hand's layout
    x0 = split + GAP
    y = top
    if view.won is None:
        _tracks(b, Box(x0, y, W - M, y + TRACKS_H), view)
        y += TRACKS_H + GAP
    else:  # once the game is over, the score replaces the tracks
        y += _result(b, Box(x0, y, W - M, MAX_H), view) + GAP
    if view.dummy is not None:
        y += _dummy(b, Box(x0, y, W - M, MAX_H), view) + GAP
    else:
        y += _barbarians(b, Box(x0, y, W - M, MAX_H), view) + GAP
    # the left column: cards in hand as cards, or as lines when cards would not fit
    civ_h = _civilization(b, Box(M, top, split, MAX_H), view, dry=True)
    hand_box = Box(M, top + civ_h + GAP, split, MAX_H)
    events_title = _w("events")
    events = _lines_tile(events_title, tuple(_event_lines(view)), split - M).image.height
    right_events = _lines_tile(events_title, tuple(_event_lines(view)), W - M - x0).image.height
    room = b.max_h - M
    hand_h = _hand(b, hand_box, view, dry=True)
    left = hand_box.y0 + hand_h + GAP
    best = min(max(left + events, y), max(left, y + right_events))
    compact = best > room + GAP
    _civilization(b, Box(M, top, split, MAX_H), view)
    left = hand_box.y0 + _hand(b, hand_box, view, compact=compact) + GAP
    lines = _event_lines(view)
    if max(left + events, y) <= max(left, y + right_events):
        left += _lines_panel(b, Box(M, left, split, MAX_H), events_title, lines) + GAP
    else:
        y += _lines_panel(b, Box(x0, y, W - M, MAX_H), events_title, lines) + GAP
    b.y = max(left, y) - GAP
    return b.finish()
