"""Each game's part of the decision picture (`renderers.decision`): what a seat holds and can
pay for, as chips, and the question it must answer, when the game words one.

Every function here reads one seat's own view: the fields that view shows to its own seat (a
hand, a Catan resource count) and public ones, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageChops

from bot.engine.catan.data import KINDS
from bot.engine.catan.queries import cost
from renderers import draw, theme
from renderers.catan import BOARD_H, BOARD_W
from renderers.catan import to_move as catan_to_move
from renderers.catan_board import draw_island
from renderers.lang import Words
from renderers.theme import RGB

TERRAIN_OF = {  # a Catan card's colour: the terrain that yields it
    "brick": theme.TERRAIN["hills"],
    "lumber": theme.TERRAIN["forest"],
    "wool": theme.TERRAIN["pasture"],
    "grain": theme.TERRAIN["fields"],
    "ore": theme.TERRAIN["mountains"],
}
SEA: RGB = (40, 96, 150)  # the full board's sea around the island
PLOT: RGB = (128, 70, 160)  # a prepared conspiracy: Agora's purple
GOOD: RGB = (46, 140, 74)  # a chip for something the seat can pay for now
COIN: RGB = theme.COIN


@dataclass(frozen=True, slots=True)
class Chip:
    """One fact in a rounded tag; `colour` None is the plain paper tag."""

    text: str
    colour: RGB | None = None


Section = tuple[str, list[Chip]]
Holdings = Callable[[Any, int, Words], list[Section]]


def _counted(w: Words, pairs: Sequence[tuple[str, int]]) -> list[Chip]:
    return [Chip(w("pictures.count", what=w.name(k), n=n)) for k, n in pairs if n]


# -- 7 Wonders Duel (and Agora) ----------------------------------------------------------------


def _duel(view: Any, seat: int, w: Words) -> list[Section]:
    me = next((p for p in view.players if p.seat == seat), None)
    if me is None:
        return []
    have = [
        Chip(w("pictures.coins", n=me.coins), COIN),
        Chip(w("pictures.vp", n=me.score)),
        *_counted(w, me.production),
        *(Chip(" / ".join(w.name(r) for r in group)) for group in me.one_of),
    ]
    wonders = []
    for wonder in me.wonders:
        if wonder.built or wonder.cost is None:
            continue
        words = w("pictures.priced", what=w.name(wonder.id), n=wonder.cost)
        wonders.append(Chip(words, GOOD if wonder.affordable else None))
    plots = [  # Agora: the seat's own conspiracies, which only it may name
        Chip(w("pictures.plot", what=w.name(c.id), state=_plot_state(c)), PLOT if c.card else None)
        for c in me.conspiracies
        if c.id is not None and not c.triggered
    ]
    return [
        (w("pictures.hold"), have),
        (w("pictures.wonders"), wonders),
        (w("pictures.plots"), plots),
    ]


def _plot_state(c: Any) -> str:
    return "prepared" if c.card else "unprepared"


def _duel_ask(view: Any, seat: int, w: Words, names: Sequence[str]) -> str:
    pending = view.pending
    if view.draft_offer:
        return w("pictures.ask.draft")
    if pending is None or pending.seat != seat or pending.kind == "turn" or pending.ask is None:
        return ""
    return w.say(pending.ask, names=names)


# -- 7 Wonders (and Leaders) -------------------------------------------------------------------


def _wonders(view: Any, seat: int, w: Words) -> list[Section]:
    city = next((c for c in view.cities if c.seat == seat), None)
    if city is None:
        return []
    have = [
        Chip(w("pictures.coins", n=city.coins), COIN),
        Chip(w("pictures.vp", n=city.points)),
        Chip(w("pictures.shields", n=city.shields)),
        *([Chip(w("pictures.makes", what=w.name(city.produces)))] if city.produces else []),
        Chip(
            w(
                "pictures.stages",
                what=w.name(city.wonder),
                n=city.stages_built,
                of=len(city.stages),
            )
        ),
    ]  # a city that makes nothing (Rome) gets no empty "Makes" chip
    leaders = [
        Chip(w("pictures.priced", what=w.name(lid), n=cost)) for lid, cost in view.leader_hand
    ]
    return [(w("pictures.hold"), have), (w("pictures.leaders"), leaders)]


# -- Catan (and Cities & Knights) --------------------------------------------------------------

BUYS = ("road", "settlement", "city", "development_card")
CK_BUYS = ("road", "settlement", "city", "knight", "wall")


def _catan(view: Any, seat: int, w: Words) -> list[Section]:
    me = next((s for s in view.seats if s.seat == seat), None)
    if me is None:
        return []
    have = [Chip(w("pictures.vp", n=me.vp))]
    hand = me.hand
    if hand is not None:
        counts = [(k, n) for k, n in zip(KINDS, hand, strict=False)]
        have += [
            Chip(w("pictures.count", what=w.name(k), n=n), TERRAIN_OF.get(k))
            for k, n in counts
            if n
        ]
        if not any(hand):
            have.append(Chip(w("pictures.no_cards")))
    for card in (*(me.dev or ()), *(me.dev_new or ()), *(me.progress or ())):
        have.append(Chip(w.name(card)))
    roads, settlements, cities = me.pieces_left
    have.append(Chip(w("pictures.pieces", roads=roads, settlements=settlements, cities=cities)))
    afford: list[Chip] = []
    if hand is not None:
        for item in CK_BUYS if view.ck else BUYS:
            price = cost(item)
            if all(h >= p for h, p in zip(hand, price, strict=False)):
                afford.append(Chip(w(f"pictures.buy.{item}"), GOOD))
    return [(w("pictures.hold"), have), (w("pictures.afford"), afford)]


# -- Through the Ages --------------------------------------------------------------------------


def _tta(view: Any, seat: int, w: Words) -> list[Section]:
    civ = view.civ
    have = [
        Chip(w("pictures.tta.food", n=civ.food, rate=civ.food_rate)),
        Chip(w("pictures.tta.resources", n=civ.resources, rate=civ.resource_rate)),
        Chip(w("pictures.tta.science", n=civ.science, rate=civ.science_rate)),
        Chip(w("pictures.tta.culture", n=civ.culture, rate=civ.culture_rate)),
        Chip(
            w(
                "pictures.tta.actions",
                ca=civ.ca_left,
                ca_total=civ.ca_total,
                ma=civ.ma_left,
                ma_total=civ.ma_total,
            )
        ),
        Chip(w("pictures.tta.strength", n=civ.strength)),
        Chip(w("pictures.tta.happy", n=civ.happy, d=civ.discontent)),
    ]
    hand = [Chip(_card_name(w, c)) for c in civ.hand]
    hand += [Chip(_card_name(w, c), theme.SHIELD) for c in civ.military if c]
    return [(w("pictures.hold"), have), (w("pictures.hand"), hand)]


def _catan_map(view: Any, seat: int, w: Words) -> Image.Image | None:
    """The island with large badges on the spots the seat can use now (a placement, the
    robber, a road...), when it is the seat's move and the move is a spot: a phone cannot
    read the full board's."""
    if not view.spots or seat not in catan_to_move(view):
        return None
    island = draw.canvas(BOARD_W, BOARD_H, fill=SEA)
    with draw.record_text():  # the island's own words are the board's: not this picture's lines
        draw_island(island, draw.Box(0, 0, BOARD_W, BOARD_H), view, (), language=w.language)
    sea = Image.new("RGB", island.size, island.getpixel((1, 1)))  # the island picture's sea
    ink = ImageChops.difference(island, sea).getbbox()  # the island and harbours, not the sea
    if ink is None:
        return island
    x0, y0, x1, y1 = ink
    return island.crop((max(0, x0 - 8), max(0, y0 - 8), min(BOARD_W, x1 + 8), min(BOARD_H, y1 + 8)))


def _card_name(w: Words, card: str) -> str:
    return w.name(card).split(" (")[0]


def _tta_ask(view: Any, seat: int, w: Words, names: Sequence[str]) -> str:
    return w.say(view.ask, names=names) if view.ask is not None else ""


HOLDINGS: dict[str, Holdings] = {
    "duel": _duel,
    "wonders": _wonders,
    "catan": _catan,
    "tta": _tta,
}
ASKS: dict[str, Callable[[Any, int, Words, Sequence[str]], str]] = {
    "duel": _duel_ask,
    "tta": _tta_ask,
}


MAPS: dict[str, Callable[[Any, int, Words], Image.Image | None]] = {"catan": _catan_map}


def board_map(game: str, view: Any, seat: int, w: Words) -> Image.Image | None:
    """A picture of where the seat can act, for a game whose moves are places (else None)."""
    part = MAPS.get(game)
    return part(view, seat, w) if part is not None else None


def holdings(game: str, view: Any, seat: int, w: Words) -> list[Section]:
    """The sections of facts about the seat (empty for a game without a part here)."""
    part = HOLDINGS.get(game)
    return part(view, seat, w) if part is not None else []


def asked(game: str, view: Any, seat: int, w: Words, names: Sequence[str]) -> str:
    """The question the game puts to the seat, in words ("" when it has none of its own)."""
    part = ASKS.get(game)
    return part(view, seat, w, names) if part is not None else ""
