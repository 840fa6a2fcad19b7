"""Drawing pieces of the 7 Wonders Duel board: resource icons, cards, wonders, tokens, chips.

Every word comes through a `Words` (renderers/lang.py) in the picture's language: effects as the
engine's phrases (bot/engine/duel/speech.py) or, on a card's face in the structure where room is
short, the board's own short messages (`duel.board.face.*`); components by `w.name`. A drawn
piece is cached per language (the `Words` is part of the cache key).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import NamedTuple

from PIL import Image, ImageDraw

from bot.engine.duel.catalog import Card, Effect, Wonder, catalog
from bot.engine.duel.speech import effect_phrase
from bot.engine.words import Text
from renderers import draw, theme
from renderers.draw import Box, Inked
from renderers.fonts import font
from renderers.lang import ENGLISH, Words

RESOURCE_COLOURS: dict[str, theme.RGB] = {
    "wood": (96, 128, 52),
    "clay": (190, 96, 52),
    "stone": (128, 128, 136),
    "glass": (60, 160, 196),
    "papyrus": (214, 190, 128),
}
TEXT_MIN = theme.MIN_TEXT_SIZE
# a resource's square carries its colour and its mark in the reader's language, as on the
# 7 Wonders board (`duel.board.resource_short.<id>`: W for wood, Ξ for ξύλο, 목 for 목재)
BACK_LABEL = {"age1": "I", "age2": "II", "age3": "III"}  # guilds and Senators: duel.board.back.*
BACK_COLOUR = {
    "age1": (150, 96, 50),
    "age2": (64, 104, 160),
    "age3": (120, 70, 140),
    "guild": (70, 40, 90),
    "senator": (90, 90, 90),
}
TOKEN_GREEN: theme.RGB = (46, 130, 84)
WONDER_GOLD: theme.RGB = (190, 150, 60)
WONDER_GREY: theme.RGB = (140, 132, 118)
RED_BAD: theme.RGB = (196, 40, 40)
CHAIN_GREEN: theme.RGB = (32, 146, 72)
POLITICIAN: theme.RGB = (236, 234, 226)  # Agora Senators: white Politicians, black Conspirators
CONSPIRATOR: theme.RGB = (44, 42, 48)


# -- drawn once, pasted after: a card face is the same picture every time ----------------------


TILE_PAD = 8


class Tile(NamedTuple):
    """A piece drawn once at the origin: its pixels, the shape to paste, and its lines of text."""

    image: Image.Image
    mask: Image.Image | None
    lines: tuple[Inked, ...]


def make_tile(
    width: int,
    height: int,
    paint: Callable[[Image.Image, Box], object],
    *,
    radius: int | None = None,
    fill: theme.RGB = theme.PANEL,
) -> Tile:
    """Draw `paint` into a fresh `width` x `height` picture on `fill`, recording its text.

    With `radius`, only the rounded rectangle filling the tile is pasted later (so the corners
    leave whatever lies under them, as drawing in place would); without, the whole rectangle."""
    # Pillow's shapes include x1 and y1; text is drawn away from the edge, where Pillow rounds a
    # negative fraction of a pixel differently, then the margin is cut off
    canvas = draw.canvas(width + 1 + 2 * TILE_PAD, height + 1 + 2 * TILE_PAD, fill=fill)
    with draw.record_text() as inked:
        paint(canvas, Box(TILE_PAD, TILE_PAD, TILE_PAD + width, TILE_PAD + height))
    image = canvas.crop((TILE_PAD, TILE_PAD, TILE_PAD + width + 1, TILE_PAD + height + 1))
    lines = tuple(_shifted(line, -TILE_PAD, -TILE_PAD, line.role) for line in inked)
    mask = None
    if radius is not None:
        mask = Image.new("L", image.size, 0)
        ImageDraw.Draw(mask).rounded_rectangle(Box(0, 0, width, height), radius, fill=255)
    return Tile(image, mask, lines)


def _moved(box: Box, dx: int, dy: int) -> Box:
    return Box(box.x0 + dx, box.y0 + dy, box.x1 + dx, box.y1 + dy)


def _shifted(line: Inked, dx: int, dy: int, role: str) -> Inked:
    limit = None if line.limit is None else _moved(line.limit, dx, dy)
    return line._replace(box=_moved(line.box, dx, dy), limit=limit, role=role)


def stamp(img: Image.Image, x: int, y: int, tile: Tile) -> Box:
    """Paste a tile with its top-left at (x, y), and report its lines to the active recorder."""
    img.paste(tile.image, (x, y), tile.mask)
    ink = draw._INK.get()
    if ink is not None:
        role = draw._ROLE.get()
        ink.extend(_shifted(line, x, y, role) for line in tile.lines)
    return Box.at(x, y, tile.image.width - 1, tile.image.height - 1)


def card_fill(card: Card) -> theme.RGB:
    """The band colour of a card: its colour, or white / black for Agora's Senators."""
    if card.deck == "senator":
        return CONSPIRATOR if card.has("conspirator") else POLITICIAN
    return theme.card_colour(str(card.color))


def resource_mark(res: str, w: Words) -> str:
    """A resource's mark on its square, in the picture's language."""
    return w(f"duel.board.resource_short.{res}")


def resource_width(label: str, height: int) -> int:
    """How wide a resource's square of this height is: square, or wider for a long mark."""
    size = max(theme.MIN_TEXT_SIZE, height - 4)
    return max(height, draw.text_width(label, font(size, bold=True)) + 4)


def resource(img: Image.Image, box: Box, res: str, label: str) -> Box:
    """A resource as a small coloured square with its mark (or a count): wider than `box`
    when the mark needs it (two Greek letters); the square drawn is returned."""
    width = max(box.width, resource_width(label, box.height))
    stamp(img, box.x0, box.y0, _resource_tile(res, width, box.height, label))
    return Box.at(box.x0, box.y0, width, box.height)


@lru_cache(maxsize=256)
def _resource_tile(res: str, width: int, height: int, label: str) -> Tile:
    return make_tile(width, height, lambda im, box: _paint_resource(im, box, res, label), radius=3)


def _paint_resource(img: Image.Image, box: Box, res: str, label: str) -> Box:
    fill = RESOURCE_COLOURS.get(res, theme.MUTED)
    ImageDraw.Draw(img).rounded_rectangle(box, 3, fill=fill, outline=theme.shade(fill, 0.65))
    draw.centred_text(
        img,
        box.inset(1),
        label,
        size=max(theme.MIN_TEXT_SIZE, box.height - 4),
        bold=True,
        fill=theme.ink_on(fill),
    )
    return box


class CostSquare(NamedTuple):
    """One square of a printed cost: where it goes (its line, counted from 0) and, when the
    cost is shown one square per resource, how many it stands for, written after it (else 1)."""

    res: str
    mark: str
    x: int
    line: int
    times: int


COST_PITCH = 23  # from one line of a wrapped cost to the next: below the foot of a badge


def cost_plan(
    x: int,
    coins: int,
    units: Sequence[tuple[str, int]],
    w: Words,
    size: int = 14,
    limit: int | None = None,
    right: int | None = None,
) -> list[CostSquare]:
    """Where a printed cost's squares go, left to right after the coin (its left edge is `x`):
    in one line ending by `limit` (a badge's place) when they fit; else one square per resource
    with its count when that fits; else, with `right`, every square, wrapped: the first line
    ends by `limit`, the next lines start under the coin and end by `right`."""
    start = x
    if coins:
        x += round(2 * _coin_radius(size)) + 4
    first = x
    marks = [(str(res), resource_mark(str(res), w), n) for res, n in units]
    grouped = [(res, mark, resource_width(mark, size) + 2, n) for res, mark, n in marks]
    every = [(res, mark, step, 1) for res, mark, step, n in grouped for _ in range(n)]
    if limit is None or _line_end(first, every) <= limit:
        return _in_line(first, every)
    if right is None or _line_end(first, grouped) <= limit:
        return _in_line(first, grouped)
    squares, line, edge = [], 0, limit
    for res, mark, step, _ in every:
        if x + step - 2 > edge and x > (first if line == 0 else start):
            x, line, edge = start, line + 1, right
        squares.append(CostSquare(res, mark, x, line, 1))
        x += step
    return squares


def _coin_radius(size: int) -> float:
    """The coin before a cost's squares: its figure is >= 14 px from a 12 px radius."""
    return max(12, size / 2 + 1)


def _count_width(n: int) -> int:
    """The room "×n" after a square takes, its gap included."""
    return draw.text_width(f"×{n}", font(TEXT_MIN, bold=True)) + 4 if n > 1 else 0


def _in_line(x: int, squares: Sequence[tuple[str, str, int, int]]) -> list[CostSquare]:
    placed = []
    for res, mark, step, n in squares:
        placed.append(CostSquare(res, mark, x, 0, n))
        x += step + _count_width(n)
    return placed


def _line_end(x: int, squares: Sequence[tuple[str, str, int, int]]) -> int:
    """Where a line of squares (with counts) starting at `x` ends."""
    last = squares[-1] if squares else None
    for _, _, step, n in squares:
        x += step + _count_width(n)
    return x - (4 if last and last[3] > 1 else 2)


def cost_lines(card: Card, width: int, w: Words = ENGLISH) -> int:
    """How many lines a card's printed cost takes on a face `width` px wide (see `_paint_face`)."""
    box = Box(0, 0, width, 100)
    inner = box.inset(5, 3)
    squares = cost_plan(
        inner.x0,
        card.cost.coins,
        [(str(r), n) for r, n in card.cost.resources],
        w,
        size=COST_SIZE,
        limit=cost_limit(box, w, card),
        right=inner.x1,
    )
    return _line_count(squares)


def _line_count(squares: Sequence[CostSquare]) -> int:
    """How many lines a cost's squares take (one for a cost of nothing)."""
    return max((sq.line for sq in squares), default=0) + 1


def cost_row(
    img: Image.Image,
    x: int,
    y: int,
    coins: int,
    units: Sequence[tuple[str, int]],
    w: Words,
    size: int = 14,
    limit: int | None = None,
    right: int | None = None,
) -> int:
    """Printed cost: a coin with the coin amount, then the squares as `cost_plan` places them
    (lines `COST_PITCH` apart). Returns how many lines it took."""
    if coins:
        r = _coin_radius(size)
        draw.coin(img, (x + r, y + size / 2), r, coins)
    squares = cost_plan(x, coins, units, w, size, limit, right)
    for sq in squares:
        top = y + sq.line * COST_PITCH
        end = resource(img, Box.at(sq.x, top, size, size), sq.res, sq.mark).x1 + 2
        if sq.times > 1:
            draw.text(img, (end, top + (size - 17) // 2), f"×{sq.times}", size=TEXT_MIN, bold=True)
    return _line_count(squares)


COIN_BADGE_ROOM = 30  # a card's coin badge: radius 12, centred 18 px in from its right edge


def cost_limit(box: Box, w: Words, card: Card) -> int:
    """Where a card's printed cost must end: before the place of what `badge` may put on it,
    the green tag of a chain for a card a chain can make free, else the coin."""
    if card.chain_requires:
        return box.x1 - 2 - chain_badge_width(w) - 3
    return box.x1 - COIN_BADGE_ROOM - 3


def chain_badge_width(w: Words) -> int:
    """How wide the green tag of a card a chain makes free is, in this language."""
    return max(56, draw.text_width(w("duel.board.chain"), font(14, bold=True)) + 14)


def cap(words: str) -> str:
    """The first letter made a capital (names of symbols start a label)."""
    return words[:1].upper() + words[1:]


def _slashed(w: Words, ids: Sequence[str]) -> str:
    return "/".join(w.name(str(i)) for i in ids)


def _counted(w: Words, what: object, joiner: str = "/") -> str:
    """What a yellow card or a guild counts, in a face's few words: wonders, or colours."""
    if what == "wonders":
        return w("duel.board.face.per_wonder")
    assert isinstance(what, dict)
    colours = joiner.join(w.name(f"colour_{c}") for c in what["colors"])
    return w("duel.board.face.per_cards", colours=colours)


# effects whose few words on a face are one message without arguments
FACE_SIMPLE = frozenset(
    {
        "revive",
        "library",
        "conspirator",
        "place_influence_any",
        "move_influence",
        "trigger_unprepared_conspiracy",
    }
)


def effect_words(e: Effect, w: Words = ENGLISH) -> str:
    """A few words for one effect on a card's face in the structure: the board's short message
    where the engine's phrase would not fit a card, else the engine's phrase."""
    k = e.kind
    if k == "science":
        return cap(w.name(str(e.get("symbol"))))
    if k in FACE_SIMPLE:
        return w(f"duel.board.face.{k}")
    if k in ("coins", "opponent_loses_coins"):
        return w(f"duel.board.face.{k}", n=e.n)
    if k == "produce_one_of":
        return w("duel.board.face.one_of", what=_slashed(w, e.get("resources")))
    if k == "fixed_price":
        return w("duel.board.face.fixed_price", what=_slashed(w, e.get("resources")))
    if k == "coins_per":
        return w("duel.board.face.coins_per", n=e.n, what=_counted(w, e.get("count")))
    if k == "guild":
        what = e.get("count")
        if what == "coin_sets":
            return w("duel.board.face.guild_coins")
        coins, vp = int(e.get("coins_per", 0)), int(e.get("vp_per", 0))
        return w("duel.board.face.guild", coins=coins, vp=vp, what=_counted(w, what, "+"))
    if k == "destroy":
        return w("duel.board.face.destroy", colour=w.name(f"colour_{e.get('color')}"))
    if k == "politician":
        return w("duel.board.face.politician", section=str(e.get("section")))
    return w.say(effect_phrase(e))


def brief(effects: Sequence[Effect], w: Words = ENGLISH) -> str:
    """A few words for the face of a card in the structure."""
    return ", ".join(effect_words(e, w) for e in effects)


def symbol_name(symbol: str, w: Words = ENGLISH) -> str:
    """A chain symbol printed on the cards ("horseshoe")."""
    return w(f"duel.board.symbol.{symbol}")


def chain_words(card: Card, w: Words = ENGLISH) -> str:
    """ "free via book · gives horseshoe": the chain symbols a card needs and gives."""
    words = []
    if card.chain_requires:
        words.append(w("duel.board.face.chain_from", symbol=symbol_name(card.chain_requires, w)))
    if card.chain_gives:
        words.append(w("duel.board.face.chain_to", symbol=symbol_name(card.chain_gives, w)))
    return " · ".join(words)


FACE_TEXT = 14  # the words on a card in the structure (the floor: no smaller)
FACE_BAND = 24
COST_ROW = 22  # the first line of a printed cost, under the name band
COST_SIZE = 18  # a cost square on a face


def face_words(card: Card, w: Words = ENGLISH) -> str:
    chain = chain_words(card, w)
    return brief(card.effects, w) + (f". {chain}" if chain else "")


def face_lines(card: Card, width: int, w: Words = ENGLISH) -> int:
    """How many lines a card's words take on a face `width` px wide."""
    return len(draw.wrap(face_words(card, w), font(FACE_TEXT), width - 10))


def _fits_band(title: str, width: int) -> bool:
    return draw.text_width(title, font(FACE_TEXT, bold=True)) <= width - 12


def face_title(card: Card, width: int, w: Words = ENGLISH) -> str:
    """The name on a face; a Senator's without its section when the whole name would not fit
    the band (its words say the section)."""
    name = w.name(card.id)
    if card.deck == "senator" and not _fits_band(name, width):
        return name.split(" (")[0]
    return name


def band_height(card: Card, width: int, w: Words = ENGLISH) -> int:
    """The name band: one line, or two for a name too long for the card at 14 px."""
    return FACE_BAND if _fits_band(face_title(card, width, w), width) else FACE_BAND + 26


def face_height(cards: Sequence[Card], width: int, w: Words = ENGLISH) -> int:
    """The height of a face tall enough for every one of `cards` (all words, nothing cut)."""
    pitch = round(draw.line_height(font(FACE_TEXT)) * 1.15)
    below = draw.line_height(font(FACE_TEXT)) + 8

    def tall(c: Card) -> int:
        lines = face_lines(c, width, w) + (band_height(c, width, w) - FACE_BAND) // 19
        return (cost_lines(c, width, w) - 1) * COST_PITCH + (lines - 1) * pitch

    return FACE_BAND + COST_ROW + max((tall(c) for c in cards), default=0) + below


def card_face(img: Image.Image, box: Box, card: Card, w: Words = ENGLISH) -> Box:
    """A face-up card: colour band with the name, the printed cost, every effect and chain."""
    stamp(img, box.x0, box.y0, _face_tile(card.id, box.width, box.height, w))
    return box


@lru_cache(maxsize=1024)
def _face_tile(card_id: str, width: int, height: int, w: Words) -> Tile:
    card = catalog().cards[card_id]
    return make_tile(width, height, lambda im, box: _paint_face(im, box, card, w), radius=6)


def _paint_face(img: Image.Image, box: Box, card: Card, w: Words) -> Box:
    band = band_height(card, box.width, w)
    fill = card_fill(card)
    title = face_title(card, box.width, w) if band == FACE_BAND else ""
    body = draw.card(img, box, colour=fill, title=title, band=band, title_size=15, radius=6)
    if not title:
        draw.text_block(
            img,
            Box(box.x0 + 6, box.y0 + 2, box.x1 - 6, box.y0 + band - 1),
            face_title(card, box.width, w),
            size=FACE_TEXT,
            bold=True,
            fill=theme.ink_on(fill),
            align="centre",
        )
    inner = body.inset(5, 3)
    lines = cost_row(
        img,
        inner.x0,
        inner.y0 + 1,
        card.cost.coins,
        [(str(r), n) for r, n in card.cost.resources],
        w,
        size=COST_SIZE,
        limit=cost_limit(box, w, card),
        right=inner.x1,
    )
    below = (lines - 1) * COST_PITCH  # as `cost_lines` counted for the face's height
    words = Box(inner.x0, body.y0 + COST_ROW + below + 2, inner.x1, box.y1 - 3)
    draw.text_block(img, words, face_words(card, w), size=FACE_TEXT)
    return box


def back(img: Image.Image, box: Box, deck: str, w: Words = ENGLISH) -> Box:
    """A face-down card; its deck's numeral (or letter) in the top strip, the part in sight."""
    draw.card_back(img, box, "", colour=BACK_COLOUR.get(deck, theme.CARD_BACK), radius=6)
    strip = Box(box.x0 + 4, box.y0 + 3, box.x1 - 4, box.y0 + 24)
    mark = BACK_LABEL.get(deck) or (w(f"duel.board.back.{deck}") if deck in BACK_COLOUR else "?")
    draw.centred_text(img, strip, mark, size=16, bold=True, fill=theme.PAPER_INK)
    return box


def badge_centre(box: Box, card: Card, chain: bool, w: Words = ENGLISH) -> tuple[int, int]:
    """Where `badge` goes on an accessible card's face: right of its first line of cost."""
    return (box.x1 - 30 if chain else box.x1 - 18, box.y0 + band_height(card, box.width, w) + 14)


def badge(
    img: Image.Image,
    centre: tuple[float, float],
    cost: int | None,
    chain: bool,
    affordable: bool,
    w: Words = ENGLISH,
) -> Box:
    """What an accessible card costs the player to move: gold coin, red when unaffordable; a
    green tag when a chain makes it free (as wide as its word, its right edge kept)."""
    if chain:
        word = w("duel.board.chain")
        wide = chain_badge_width(w)
        cx, cy = round(centre[0]), round(centre[1])
        box = Box(cx + 28 - wide, cy - 11, cx + 28, cy + 11)
        ImageDraw.Draw(img).rounded_rectangle(box, 8, fill=CHAIN_GREEN, outline=(255, 255, 255))
        draw.centred_text(img, box, word, size=14, bold=True, fill=(255, 255, 255))
        return box
    if affordable:
        return draw.coin(img, centre, 12, cost)
    return draw.coin(img, centre, 12, cost, fill=RED_BAD, edge=(110, 20, 20))


WONDER_BAND = 24
WONDER_FOOT = 24  # the cost icons of an unbuilt wonder, or what was tucked under a built one


def wonder_words(wonder: Wonder, w: Words = ENGLISH) -> str:
    """A wonder's effects in a tile's few words, as on a card's face."""
    return brief(wonder.effects, w)


def wonder_height(wonders: Sequence[Wonder], width: int, w: Words = ENGLISH) -> int:
    """A wonder tile tall enough for the words of each of `wonders` at `width` px."""
    pitch = round(draw.line_height(font(FACE_TEXT)) * 1.15)
    lines = max(
        (len(draw.wrap(wonder_words(x, w), font(FACE_TEXT), width - 10)) for x in wonders),
        default=1,
    )
    return WONDER_BAND + 4 + lines * pitch + WONDER_FOOT + 6


def wonder_card(
    img: Image.Image,
    box: Box,
    wonder: Wonder,
    *,
    built: bool | None,
    cost: int | None = None,
    affordable: bool = False,
    note: str = "",
    w: Words = ENGLISH,
) -> Box:
    """A wonder: gold band when built, grey when not; every effect, and its cost for the owner."""
    tile = _wonder_tile(wonder.id, box.width, box.height, built, cost, affordable, note, w)
    stamp(img, box.x0, box.y0, tile)
    return box


@lru_cache(maxsize=512)
def _wonder_tile(
    wid: str,
    width: int,
    height: int,
    built: bool | None,
    cost: int | None,
    affordable: bool,
    note: str,
    w: Words,
) -> Tile:
    wonder = catalog().wonders[wid]

    def paint(im: Image.Image, box: Box) -> None:
        _paint_wonder(
            im, box, wonder, built=built, cost=cost, affordable=affordable, note=note, w=w
        )

    return make_tile(width, height, paint, radius=6)


def _paint_wonder(
    img: Image.Image,
    box: Box,
    wonder: Wonder,
    *,
    built: bool | None,
    cost: int | None,
    affordable: bool,
    note: str,
    w: Words,
) -> Box:
    colour = WONDER_GOLD if built else WONDER_GREY
    body = draw.card(
        img,
        box,
        colour=colour,
        title=w.name(wonder.id).removeprefix("The "),
        band=WONDER_BAND,
        title_size=15,
        radius=6,
    )
    inner = body.inset(5, 3)
    foot = Box(inner.x0, inner.y1 - WONDER_FOOT + 2, inner.x1, inner.y1)
    draw.text_block(
        img,
        Box(inner.x0, inner.y0, inner.x1, foot.y0 - 2),
        wonder_words(wonder, w),
        size=FACE_TEXT,
    )
    if built:
        draw.text(
            img,
            (foot.x0, foot.y0 + 2),
            note or w("duel.board.built"),
            size=FACE_TEXT,
            fill=CHAIN_GREEN,
            max_width=foot.width,
        )
        return box
    units = [(str(r), n) for r, n in wonder.cost.resources]
    cost_row(img, foot.x0, foot.y0, 0, units, w, size=19)
    if cost is not None:
        c = (foot.x1 - 12, foot.y0 + 10)
        if affordable:
            draw.coin(img, c, 12, cost)
        else:
            draw.coin(img, c, 12, cost, fill=RED_BAD, edge=(110, 20, 20))
    return box


def token_phrases(tid: str, w: Words = ENGLISH) -> list[str]:
    """A progress token's effects in words, for a token without a printed text."""
    words = []
    for e in catalog().tokens[tid].effects:
        if e.kind == "science":
            words.append(w("duel.board.token_science", symbol=w.name(str(e.get("symbol")))))
        elif e.kind == "coins":
            words.append(w("duel.board.token_coins", n=e.n))
        else:
            words.append(w.say(effect_phrase(e)))
    return words


def token_text(tid: str, w: Words = ENGLISH) -> str:
    """A progress token's full effect: its printed text (`duel.text.<id>` in the reader's
    language, else the data's), or its effects in words."""
    printed = w.say(Text(tid))
    if printed:
        return printed
    line = w("list.series").join(token_phrases(tid, w))
    return cap(line) + "."


def token(
    img: Image.Image, centre: tuple[float, float], radius: float, tid: str, w: Words = ENGLISH
) -> Box:
    """A progress token: a green disc with its initial (its name and words go beside it)."""
    name = w.name(tid)
    box = draw.coin(img, centre, radius, None, fill=TOKEN_GREEN, edge=(24, 80, 48))
    draw.centred_text(
        img, box.inset(2), name[:1], size=max(14, round(radius)), bold=True, fill=(255, 255, 255)
    )
    return box


def token_entry(
    img: Image.Image, x: int, y: int, width: int, tid: str, w: Words = ENGLISH
) -> tuple[Box, int]:
    """A token with its name in bold and its whole effect beside; returns (disc, height used)."""
    tile, disc, used = _token_tile(tid, width, w)
    stamp(img, x, y, tile)
    return _moved(disc, x, y), used


@lru_cache(maxsize=256)
def _token_tile(tid: str, width: int, w: Words) -> tuple[Tile, Box, int]:
    found: list[tuple[Box, int]] = []

    def paint(im: Image.Image, box: Box) -> None:
        found.append(_paint_token_entry(im, box.x0, box.y0, width, tid, w))

    big = make_tile(width, 400, paint)
    disc, used = found[0]
    disc = _moved(disc, -TILE_PAD, -TILE_PAD)
    image = big.image.crop((0, 0, width + 1, used))
    return Tile(image, None, big.lines), disc, used


def _paint_token_entry(
    img: Image.Image, x: int, y: int, width: int, tid: str, w: Words
) -> tuple[Box, int]:
    disc = token(img, (x + 15, y + 15), 15, tid, w)
    name = w.name(tid)
    fnt = font(FACE_TEXT)
    x0 = x + 38
    head = draw.text(img, (x0, y), name, size=FACE_TEXT, bold=True)
    words = token_text(tid, w)
    pitch = round(draw.line_height(fnt) * 1.15)
    # the words run on after the name, as many whole words as fit, then under it
    room = x + width - head.x1 - 8
    first = draw.wrap(words, fnt, max(1, room))[0]
    whole = words == first or words.startswith(first + " ")
    if not whole or draw.text_width(first, fnt) > room:
        first = ""  # a word too long to follow the name: all of them under it
    rest = words[len(first) :].strip()
    if first:
        draw.text(img, (head.x1 + 8, y), first, size=FACE_TEXT)
    used = draw.line_height(fnt)
    if rest:
        lines = draw.wrap(rest, fnt, width - 38)
        used = pitch * len(lines) + draw.line_height(fnt)
        draw.text_block(img, Box(x0, y + pitch, x + width, y + used + 1), rest, size=FACE_TEXT)
    return disc, max(32, used + 6)


def chip(
    img: Image.Image,
    x: int,
    y: int,
    label: str,
    colour: str | theme.RGB,
    *,
    size: int = 14,
    max_width: int | None = None,
) -> Box:
    """A coloured label (a card in a city or the discard pile)."""
    tile = _chip_tile(label, colour, size, max_width)
    return stamp(img, x, y, tile)


@lru_cache(maxsize=1024)
def _chip_tile(label: str, colour: str | theme.RGB, size: int, max_width: int | None) -> Tile:
    fnt = font(size)
    w = draw.text_width(label, fnt) + 12
    if max_width is not None:
        w = min(max_width, w)
    h = draw.line_height(fnt) + 4
    return make_tile(w, h, lambda im, box: _paint_chip(im, box, label, colour, size), radius=5)


def _paint_chip(img: Image.Image, box: Box, label: str, colour: str | theme.RGB, size: int) -> Box:
    fill = theme.card_colour(colour) if isinstance(colour, str) else colour
    ImageDraw.Draw(img).rounded_rectangle(box, 5, fill=fill, outline=theme.shade(fill, 0.7))
    draw.centred_text(img, box.inset(5, 1), label, size=size, fill=theme.ink_on(fill))
    return box


def chip_width(label: str, size: int = 14) -> int:
    return draw.text_width(label, font(size)) + 12
