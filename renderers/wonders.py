"""The 7 Wonders board: a headline, every city in a grid with its neighbours, production and
prices named, the final scores, and the viewer's hand (with full card text) in private views."""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from bot.engine.wonders.catalogue import CARDS, COLOURS, LEADERS, RESOURCES, WONDERS, Effect, Fx
from bot.engine.wonders.scoring import ROWS
from bot.engine.wonders.speech import GOODS_SET, RAW_SET, card_effects
from bot.engine.wonders.view import CardOption, CityView, WondersView
from bot.engine.words import Items, Name, Phrase, Text, phrase
from bot.words.catalogue import catalog
from renderers import draw, register_renderer, theme
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import ENGLISH, Words
from renderers.wonders_parts import (
    CHIP_H,
    CHOOSING,
    LEADER_FILL,
    READY,
    STAGE_DONE,
    chip,
    cost_rows,
    flow,
    flow_height,
    key_panel_height,
    pips_height,
    resource_key_panel,
    resource_legend,
    stage_box,
    stage_height,
    tokens,
)

WIDTH = 1600
MIN_H, MAX_H = 762, 1280  # width/height between 1.25 and 2.1
HEAD = draw.headline_size(WIDTH)
SMALL = 15
LINE = 21  # pitch of a 15 px info line
SCORE_ROW = 20  # pitch of a final score row (15 px)
BAND = 34
LEGEND = 34
KEY = 30  # the cost squares' key, above the legend
HAND_W, HAND_H = 160, 320
FREE_CITY_FILL: theme.RGB = (120, 120, 128)

GAME = "7 Wonders"  # the title stays English in every language (see the glossaries)
ROW_LABELS = ROWS  # the final score's rows, in the engine's order


def row_label(w: Words, row: str) -> str:
    """A score row's name: the results' own wording (`result.category.wonders.<row>`, else the
    category every game shares)."""
    key = f"result.category.wonders.{row}"
    return (
        w(key)
        if key in catalog(w.language) or key in catalog("en")
        else w(f"result.category.{row}")
    )


def seat_words(w: Words, c: int, names: Sequence[str]) -> str:
    """A seat's name; "Seat n" in the picture's language when it has none."""
    if 0 <= c < len(names) and names[c].strip():
        return names[c]
    return w("seat.default", n=c + 1)


def city_name(view: WondersView, c: int, names: Sequence[str], w: Words = ENGLISH) -> str:
    if view.players == 2 and c == 2:
        return w("wonders.board.free_city")
    return seat_words(w, c, names)


def left_of(view: WondersView, c: int) -> int:
    """The left neighbour is the next city clockwise (engine rule D1)."""
    return (c + 1) % len(view.cities)


def right_of(view: WondersView, c: int) -> int:
    return (c - 1) % len(view.cities)


def roman(age: int) -> str:
    return "I" * age if age < 4 else str(age)


def status_line(view: WondersView, names: Sequence[str], w: Words = ENGLISH) -> str:
    """Who the table waits for."""
    if view.phase == "over":
        return w("wonders.board.over")
    if view.pending and view.pending_city is not None:
        who = city_name(view, view.pending_city, names, w)
        return w("wonders.board.pending", who=who, what=view.pending)
    if not view.to_move:
        return ""
    waiting = w.say(Items(tuple(seat_words(w, s, names) for s in view.to_move)))
    return w("wonders.board.waiting", names=waiting)


def title(view: WondersView, w: Words = ENGLISH) -> str:
    if view.age == 0 and view.phase not in ("draft", "sides"):
        return GAME
    phase = view.phase if view.phase in ("draft", "sides", "recruit", "over") else "play"
    words = w(
        "wonders.board.phase",
        phase=phase,
        age=view.age,
        turn=view.turn,
        direction=view.direction,
    )
    return f"{GAME} · {words}"


def last_move(view: WondersView, names: Sequence[str], w: Words = ENGLISH) -> str:
    parts = []
    for m in view.reveal:
        who = city_name(view, m.city, names, w)
        action = m.action if m.action in ("build", "recruit", "wonder") else "discard"
        card = w.name(m.card) if m.card else ""
        parts.append(w("wonders.board.move", action=action, who=who, card=card, stage=m.stage))
    return w("wonders.board.last", moves=w.say(Items(tuple(parts), "series"))) if parts else ""


# -- what a city makes and sells, from its public cards ----------------------------------------


def _buildings(city: CityView) -> list[Effect]:
    wonder = WONDERS[city.wonder]
    side = city.side or "a"
    out: list[Effect] = [] if city.seat is None else list(wonder.board(side))
    for card in city.built:
        out.extend(CARDS[card].effects)
    out.extend(e for st in wonder.stages(side)[: city.stages_built] for e in st.effects)
    return out


def _choice_words(options: tuple[int, ...], w: Words) -> str:
    """One resource of several: "wood/clay", or "any raw" / "any good" for a whole kind."""
    chosen = frozenset(options)
    if chosen in (RAW_SET, GOODS_SET):
        which = "raw" if chosen == RAW_SET else "goods"
        return w.say(phrase("wonders.fx.produce_choice", which=which, items=""))
    return "/".join(w.name(RESOURCES[i]) for i in options)


def production_words(city: CityView, *, tradable: bool, w: Words = ENGLISH) -> str:
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
            choices.append(_choice_words(e.options, w))
    parts = [
        w.say(phrase("wonders.units", n=n, kind=Name(RESOURCES[i])))
        if n > 1
        else w.name(RESOURCES[i])
        for i, n in enumerate(fixed)
        if n
    ]
    return w("wonders.board.comma").join(parts + choices) or w("wonders.nothing")


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


def price_lines(
    view: WondersView, city: CityView, names: Sequence[str], w: Words = ENGLISH
) -> list[str]:
    """What each neighbour pays this city per unit (the viewer's line only, in private)."""
    c = city.index
    out = []
    for buyer, side in ((right_of(view, c), "left"), (left_of(view, c), "right")):
        if view.viewer is not None and buyer != view.viewer:
            continue
        raw, man = buyer_prices(view.cities[buyer], side)
        if buyer == view.viewer:
            line = w("wonders.board.prices_you", raw=raw, goods=man)
        else:
            who = city_name(view, buyer, names, w)
            line = w("wonders.board.prices", who=who, raw=raw, goods=man)
        if line not in out:
            out.append(line)
    return out


# -- a city panel -------------------------------------------------------------------------------


def _items(
    city: CityView, over: bool = False, w: Words = ENGLISH
) -> list[tuple[str, str, theme.RGB]]:
    """Chips of built cards and leaders; once the game is over the brown and grey cards are
    left to the "Makes" line (they score nothing), to leave room for the final scores."""
    items: list[tuple[str, str, theme.RGB]] = []
    for colour in COLOURS[2:] if over else COLOURS:
        for card in city.built:
            if CARDS[card].colour == colour:
                items.append((f"card:{city.index}:{card}", w.name(card), theme.card_colour(colour)))
    for leader in city.leaders:
        items.append((f"leader:{city.index}:{leader}", w.name(leader), LEADER_FILL))
    if city.courtesan:
        items.append(
            (
                f"courtesan:{city.index}",
                w("wonders.board.courtesan", leader=w.name(city.courtesan)),
                (248, 214, 224),
            )
        )
    return items


@functools.lru_cache(maxsize=4096)
def _wrapped(text: str, width: int, size: int = SMALL) -> tuple[str, ...]:
    return tuple(draw.wrap(text, font(size), width))


def _info_lines(
    view: WondersView, city: CityView, names: Sequence[str], width: int, w: Words = ENGLISH
) -> list[str]:
    c = city.index
    left = city_name(view, left_of(view, c), names, w)
    right = city_name(view, right_of(view, c), names, w)
    lines = [w("wonders.board.neighbours", left=left, right=right)]
    makes = production_words(city, tradable=False, w=w)
    lines += _wrapped(w("wonders.board.makes", items=makes), width)
    over = view.phase == "over"
    sells = production_words(city, tradable=True, w=w)
    if sells != makes and not over:
        lines += _wrapped(w("wonders.board.sells", items=sells), width)
    if view.phase != "over":  # no more trading once the game is over
        for line in price_lines(view, city, names, w):
            lines += _wrapped(line, width)
    compass, gear, tablet, wild = city.science
    if any(city.science) and not over:  # the final scores give science at the end
        sci = w("wonders.board.science", compass=compass, gear=gear, tablet=tablet)
        sci += w("wonders.board.wild", n=wild) if wild else ""
        lines += _wrapped(sci, width)
    return lines


def _stage_rows(city: CityView, w: Words = ENGLISH) -> list[tuple[str, str]]:
    """(label, side) rows of stages: both sides while the owner still chooses."""
    if city.side:
        return [("", city.side)]
    return [(w("wonders.board.side_label", side=side.upper()), side) for side in ("a", "b")]


def _stage_block_h(city: CityView, width: int, w: Words = ENGLISH) -> int:
    h = 0
    for label, side in _stage_rows(city, w):
        stages = WONDERS[city.wonder].stages(side)
        each = (width - 6 * (len(stages) - 1)) // len(stages)
        h += (20 if label else 0) + stage_height(stages, each, w.language) + 6
    return h


def city_height(
    view: WondersView, city: CityView, names: Sequence[str], width: int, w: Words = ENGLISH
) -> int:
    inner = width - 2 * theme.PAD
    h = BAND + theme.PAD + 32 + 22  # band, coins row, wonder line
    h += LINE * len(_info_lines(view, city, names, inner, w))
    h += _stage_block_h(city, inner, w)
    items = _items(city, view.phase == "over", w)
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
    w: Words = ENGLISH,
) -> None:
    fc = city.seat is None
    colour = FREE_CITY_FILL if fc else theme.seat_colour(city.index)
    d = ImageDraw.Draw(img)
    d.rounded_rectangle(box, theme.RADIUS, fill=theme.PANEL, outline=theme.BORDER, width=2)
    band = Box(box.x0, box.y0, box.x1, box.y0 + BAND)
    d.rounded_rectangle(band, theme.RADIUS, fill=colour, corners=(True, True, False, False))
    ink = theme.ink_on(colour)
    right = band.x1 - theme.PAD
    points = w("wonders.board.vp", n=city.points)
    size = 18
    draw.text(img, (right, band.y0 + 6), points, size=size, bold=not fc, fill=ink, align="right")
    right -= draw.text_width(points, font(size, bold=not fc)) + 10
    if city.status:
        tag = w("wonders.board.ready" if city.status == "ready" else "wonders.board.choosing")
        fill = READY if city.status == "ready" else CHOOSING
        tag_w = draw.text_width(tag, font(14, bold=True)) + 14
        tag_box = Box(right - tag_w, band.y0 + 6, right, band.y1 - 6)
        d.rounded_rectangle(tag_box, 8, fill=fill, outline=theme.PAPER_INK, width=1)
        draw.centred_text(img, tag_box, tag, size=14, bold=True, fill=theme.PAPER_INK)
        right -= tag_w + 8
    name = city_name(view, city.index, names, w)
    if view.viewer == city.index:
        name = w("wonders.board.you", name=name)
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
    counts = w("wonders.board.pile" if fc else "wonders.board.hand", n=city.hand_size)
    if city.leader_hand_size:
        counts += " · " + w("wonders.board.leader_count", n=city.leader_hand_size)
    if city.hand_size or city.leader_hand_size:
        draw.text(img, (inner.x1, y + 7), counts, size=SMALL, fill=theme.MUTED, align="right")
    y += 34
    wonder = WONDERS[city.wonder]
    line = w.name(city.wonder)
    if city.side:
        line = w("wonders.board.wonder_side", wonder=line, side=city.side.upper())
    if fc:
        line += " · " + w("wonders.board.free_city_note")
    draw.text(img, (inner.x0, y), line, size=SMALL, bold=True, max_width=inner.width, min_size=14)
    y += 22
    for info in _info_lines(view, city, names, inner.width, w):
        draw.text(img, (inner.x0, y), info, size=SMALL, fill=theme.INK)
        y += LINE
    for label, side_key in _stage_rows(city, w):
        if label:
            draw.text(img, (inner.x0, y), label, size=14, bold=True, fill=theme.MUTED)
            y += 20
        stages = wonder.stages(side_key)
        n = len(stages)
        each = (inner.width - 6 * (n - 1)) // n
        h = stage_height(stages, each, w.language)
        for i, stage in enumerate(stages):
            built = bool(city.side) and i < city.stages_built
            nxt = bool(city.side) and i == city.stages_built
            stage_box(
                img,
                Box.at(inner.x0 + i * (each + 6), y, each, h),
                i,
                stage,
                built,
                nxt,
                marked=f"stage:{city.index}:{i + 1}" in marked,
                language=w.language,
            )
        y += h + 6
    for ident, label_text, fill, x, yy in flow(_items(city, view.phase == "over", w), inner.width):
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


def headline_height(view: WondersView, names: Sequence[str], w: Words = ENGLISH) -> int:
    return 12 + len(_score_rows(view, names, w)) * (HEAD + 10) + (HEAD + 16) + 4


def _score_entries(view: WondersView, names: Sequence[str], w: Words = ENGLISH) -> list[str]:
    out = []
    for city in view.cities:
        if city.seat is None:
            continue
        out.append(
            w(
                "wonders.board.entry",
                name=seat_words(w, city.index, names),
                vp=city.points,
                coins=city.coins,
                shields=city.shields,
            )
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


def _score_rows(
    view: WondersView, names: Sequence[str], w: Words = ENGLISH
) -> tuple[tuple[str, ...], ...]:
    return _rows_of(tuple(_score_entries(view, names, w)), WIDTH - 2 * theme.MARGIN)


def _title_and_status(
    img: Image.Image, view: WondersView, names: Sequence[str], w: Words, y: int, ink: theme.RGB
) -> None:
    """The stage on the left, whom the table waits for on the right (a count when long)."""
    x0, x1 = theme.MARGIN, WIDTH - theme.MARGIN
    left = draw.text(img, (x0, y), title(view, w), size=HEAD, bold=True, fill=ink)
    status = status_line(view, names, w)
    if not status:
        return
    room = x1 - left.x1 - 30
    if draw.text_width(status, font(HEAD)) <= room:
        draw.text(img, (x1, y), status, size=HEAD, fill=ink, align="right")
        return
    # too long beside the title: the waiting list shortens to a count
    short = w("wonders.board.waiting_count", n=len(view.to_move)) if view.to_move else status
    draw.text(img, (x1, y), short, size=HEAD, fill=ink, max_width=room, align="right")


def draw_headline(
    img: Image.Image,
    view: WondersView,
    names: Sequence[str],
    height: int,
    w: Words = ENGLISH,
    ended: str | None = None,
) -> None:
    ImageDraw.Draw(img).rectangle(Box(0, 0, WIDTH, height), fill=theme.TITLE_BAR)
    ink = theme.ink_on(theme.TITLE_BAR)
    x0, x1 = theme.MARGIN, WIDTH - theme.MARGIN
    y = 8
    with draw.role("headline"):
        if ended:  # how the game ended takes the whole line: the stage no longer matters
            draw.text(img, (x0, y), ended, size=HEAD, bold=True, fill=ink, max_width=x1 - x0)
        else:
            _title_and_status(img, view, names, w, y, ink)
        y += HEAD + 16
        fnt = font(HEAD)
        gap = draw.text_width("   ", fnt)
        for row in _score_rows(view, names, w):
            x = x0
            for entry in row:
                box = draw.text(img, (x, y), entry, size=HEAD, fill=(250, 226, 150))
                x = box.x1 + gap
            y += HEAD + 10


# -- the private part ------------------------------------------------------------------------


GOOD_NOTES = frozenset(
    {"wonders.note.chain", "wonders.note.olympia", "wonders.note.ramses", "wonders.note.free"}
)
BAD_NOTES = frozenset({"wonders.note.short", "wonders.note.unavailable", "wonders.note.built"})


def _note_fill(note: Phrase | None) -> theme.RGB:
    if note is None or note.id in BAD_NOTES:
        return theme.MUTED
    return READY if note.id in GOOD_NOTES else theme.INK


def _chain_words(card: str, w: Words = ENGLISH) -> str:
    info = CARDS[card]
    if not info.chain_from:
        return ""
    return w(
        "wonders.board.chain_free", cards=w.say(Items(tuple(Name(x) for x in info.chain_from)))
    )


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


def _fits(text: str, box: Box, size: int = 15, min_size: int = 14) -> bool:
    """Whether `text` fits `box` (shrunk to at most `min_size`) without being cut short."""
    _, lines, _ = draw.layout_text(text, box.width, box.height, size, min_size=min_size)
    return not lines or not lines[-1].endswith(draw.ELLIPSIS)


def hand_card(
    img: Image.Image,
    box: Box,
    option: CardOption,
    *,
    stage_line: bool = True,
    w: Words = ENGLISH,
) -> None:
    info = CARDS[option.card]
    body = _card_frame(img, box, theme.card_colour(info.colour), w.name(option.card))
    inner = body.inset(7, 5)
    used = cost_rows(img, inner.x0, inner.y0, info.cost, inner.width, w.language, info.coins)
    if not used:
        draw.text(img, (inner.x0, inner.y0), w("wonders.board.no_cost"), size=14, fill=theme.MUTED)
    notes: list[tuple[bool, str]] = []
    if option.note is not None:
        notes.append((True, w("wonders.board.you_note", note=w.say(option.note))))
    if stage_line:
        notes.append(
            (False, w("wonders.board.stage_yes" if option.stage else "wonders.board.stage_no"))
        )
        if option.fc_note is not None:
            stage = "yes" if option.fc_stage else "no"
            notes.append(
                (False, w("wonders.board.fc_note", note=w.say(option.fc_note), stage=stage))
            )
    fnt = font(14, bold=True)
    wrapped = [(mine, line) for mine, note in notes for line in draw.wrap(note, fnt, inner.width)]
    foot = 18 * len(wrapped)
    chain = _chain_words(option.card, w)
    effects = w.say(card_effects(option.card))
    top = inner.y0 + pips_height(info.cost, inner.width, w.language) + 2
    body = Box(inner.x0, top, inner.x1, inner.y1 - foot)
    text = effects + (f". {chain}" if chain else "")
    if chain and not _fits(text, body):  # the chain gives way to the effect in longer words
        text = effects
    draw.text_block(img, body, text, size=15, fill=theme.INK, min_size=14)
    y = inner.y1 - foot
    for mine, line in wrapped:
        fill = _note_fill(option.note) if mine else theme.MUTED
        draw.text(img, (inner.x0, y), line, size=14, bold=True, fill=fill)
        y += 18


def leader_card(
    img: Image.Image, box: Box, leader: str, cost: int | None, w: Words = ENGLISH
) -> None:
    info = LEADERS[leader]
    body = _card_frame(img, box, LEADER_FILL, w.name(leader))
    inner = body.inset(7, 5)
    if cost is None:
        head = w("wonders.board.leader_cost", n=info.cost)
    else:
        head = w("wonders.board.leader_pay", n=info.cost, pay=cost)
    draw.text(img, (inner.x0, inner.y0), head, size=14, bold=True, max_width=inner.width)
    draw.text_block(
        img,
        Box(inner.x0, inner.y0 + 22, inner.x1, inner.y1),
        w.say(Text(leader)),
        size=15,
        min_size=14,
    )


@dataclass(frozen=True, slots=True)
class Section:
    heading: str
    cards: tuple[CardOption, ...] = ()  # a card without a note (Babylon's 7th) has note None
    leaders: tuple[tuple[str, int | None], ...] = ()
    stage_line: bool = True

    @property
    def size(self) -> int:
        return len(self.cards) + len(self.leaders)


def private_sections(view: WondersView, w: Words = ENGLISH) -> list[Section]:
    out: list[Section] = []
    if view.seventh:
        out.append(
            Section(w("wonders.board.section.seventh"), (CardOption(view.seventh, None, False),))
        )
    if view.discard:
        free = phrase("wonders.note.free")
        out.append(
            Section(
                w("wonders.board.section.discard"),
                tuple(CardOption(x, free, False) for x in view.discard),
                stage_line=False,
            )
        )
    if view.hand:
        out.append(Section(w("wonders.board.section.hand"), view.hand))
    if view.draft:
        draft = tuple((x, None) for x in view.draft)
        out.append(Section(w("wonders.board.section.draft"), leaders=draft))
    if view.leader_hand:
        hand = tuple((x, c) for x, c in view.leader_hand)
        out.append(Section(w("wonders.board.section.leaders"), leaders=hand))
    return out


def _per_row() -> int:
    return (WIDTH - 2 * theme.MARGIN - 2 * theme.PAD + theme.GAP) // (HAND_W + theme.GAP)


def private_height(view: WondersView, w: Words = ENGLISH) -> int:
    sections = private_sections(view, w)
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


def draw_private(img: Image.Image, box: Box, view: WondersView, w: Words = ENGLISH) -> None:
    inner = draw.panel(img, box, fill=(250, 246, 236))
    y = inner.y0
    if view.choice:
        draw.text_block(
            img,
            Box(inner.x0, y, inner.x1, y + 24),
            w("wonders.board.choice", items=w.say(Items(view.choice, "series"))),
            size=16,
            bold=True,
            min_size=14,
        )
        y += 28
    per_row = _per_row()
    for row in _packed(private_sections(view, w), per_row):
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
                hand_card(img, slot(i), option, stage_line=section.stage_line, w=w)
            for i, (leader, cost) in enumerate(section.leaders):
                leader_card(img, slot(len(section.cards) + i), leader, cost, w)
            col += section.size
        y += 28 + tall * (HAND_H + theme.GAP)


# -- scores ----------------------------------------------------------------------------------


def scores_height(view: WondersView) -> int:
    return 0 if not view.scores else 2 * theme.PAD + 28 + SCORE_ROW * (len(ROW_LABELS) + 1) + 2


def draw_scores(
    img: Image.Image, box: Box, view: WondersView, names: Sequence[str], w: Words = ENGLISH
) -> None:
    inner = draw.panel(img, box)
    n = len(view.scores)
    labels = [row_label(w, row) for row in ROW_LABELS] + [w("wonders.board.total")]
    label_w = max(130, 14 + max(draw.text_width(x, font(15, bold=True)) for x in labels))
    col = (inner.width - label_w) // n
    totals = [sum(dict(rows).values()) for rows in view.scores]
    ranked = [t for c, t in enumerate(totals) if view.cities[c].seat is not None]
    best = max(ranked) if ranked else None
    draw.text(img, (inner.x0, inner.y0), w("wonders.board.final"), size=18, bold=True)
    y = inner.y0
    for c in range(n):
        fc = view.cities[c].seat is None
        label = city_name(view, c, names, w)
        if fc:
            label = w("wonders.board.not_ranked", name=label)
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
    for r, row in enumerate((*ROW_LABELS, "")):
        yy = y + r * SCORE_ROW
        last = row == ""
        if r % 2 == 0 or last:
            ImageDraw.Draw(img).rectangle(
                (inner.x0, yy - 1, inner.x1, yy + SCORE_ROW - 1),
                fill=(226, 214, 176) if last else theme.PANEL_ALT,
            )
        words = w("wonders.board.total") if last else row_label(w, row)
        draw.text(img, (inner.x0 + 6, yy), words, size=15, bold=last)
        for c, rows in enumerate(view.scores):
            fc = view.cities[c].seat is None
            value = totals[c] if last else dict(rows)[row]
            words = str(value)
            if last and not fc and value == best:
                words += "  " + w("wonders.board.wins")
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
    view: WondersView,
    highlight: tuple[str, ...],
    *,
    names: tuple[str, ...] = (),
    locale: str | None = None,
    ended: str | None = None,
) -> Image.Image:
    """The whole table in the reader's language; a private view adds the viewer's hand under
    the cities. `ended`: the game stopped off the board (a resignation, the clock, an
    abandonment); these words replace whom the table waited for."""
    w = Words(locale, "wonders")
    if ended:
        view = replace(view, to_move=(), pending="", pending_city=None)
    marked = frozenset(highlight)
    head_h = headline_height(view, names, w)
    sub_h = 30
    n = len(view.cities)
    cols = _grid(n)
    area = WIDTH - 2 * theme.MARGIN
    cw = (area - theme.GAP * (cols - 1)) // cols
    order = ring_order(view)
    rows = [order[i : i + cols] for i in range(0, n, cols)]
    row_h = [max(city_height(view, view.cities[c], names, cw, w) for c in r) for r in rows]
    score_h = scores_height(view)
    priv = private_height(view, w) if view.viewer is not None else 0
    body = sum(row_h) + theme.GAP * (len(rows) - 1)
    # the key to the cost squares: in a cell of the grid no city uses, else a bar of its own
    spare = len(rows[-1]) < cols
    if spare:
        row_h[-1] = max(row_h[-1], key_panel_height(2))
        body = sum(row_h) + theme.GAP * (len(rows) - 1)
    height = head_h + sub_h + body + theme.MARGIN + (score_h + theme.GAP if score_h else 0)
    height += priv + theme.GAP if priv else 0
    height += LEGEND + (0 if spare else KEY)
    if view.viewer is None or not priv:
        height = max(height, MIN_H)
    img = draw.canvas(WIDTH, height)
    draw_headline(img, view, names, head_h, w, ended)
    y = head_h + 6
    info = w("wonders.board.discard", n=view.discard_count)
    if view.fc_holder is not None:
        info += " · " + w("wonders.board.holder", seat=seat_words(w, view.fc_holder, names))
    lm = last_move(view, names, w)
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
            draw_city(img, Box(x, y, x + cw, y + h), view, view.cities[c], names, marked, w)
        if spare and r is rows[-1]:
            x = theme.MARGIN + len(r) * (cw + theme.GAP)
            key_h = key_panel_height(1) if h >= key_panel_height(1) else key_panel_height(2)
            resource_key_panel(img, Box(x, y, x + cw, y + key_h), w.language)
        y += h + theme.GAP
    if score_h:
        draw_scores(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + score_h), view, names, w)
        y += score_h + theme.GAP
    if priv:
        draw_private(img, Box(theme.MARGIN, y, WIDTH - theme.MARGIN, y + priv), view, w)
    if not spare:
        resource_legend(img, Box(0, height - LEGEND - KEY, WIDTH, height - LEGEND), w.language)
    draw.legend(
        img,
        Box(0, height - LEGEND, WIDTH, height),
        [
            (theme.HIGHLIGHT, w("wonders.board.legend.last")),
            (READY, w("wonders.board.legend.ready")),
            (CHOOSING, w("wonders.board.legend.choosing")),
            (STAGE_DONE, w("wonders.board.legend.stage")),
            (LEADER_FILL, w("wonders.board.legend.leader")),
            (theme.COIN, w("wonders.board.legend.coins")),
            (theme.SHIELD, w("wonders.board.legend.shields")),
        ],
        size=15,
    )
    return img


__all__ = ["CHIP_H", "render_wonders"]
