"""Catan's card book (issue 14): development cards, the three Cities & Knights progress decks,
city improvements by level, knights, metropolises, the merchant, the barbarians and the
special cards, each with its full effect.

Names, counts, costs, decks and numbers come from data/catan (through the engine's catalogue);
the effect sentences follow /work/shared/rules/catan.md (sections 9-11 and 17-29). Every
player-facing word is in the catalogue, data/i18n/<language>/catan-texts.ftl (`catan.text.<id>`
the full effect, `catan.summary.<id>` the one line, `catan.card.*` the shared parts); a card's
own name stays the data's English one.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any, NamedTuple

from PIL import Image

from bot.engine.catan.data import KINDS, LEVELS, TRACKS, catalogue
from bot.words.catalogue import DEFAULT_LOCALE, language_of
from renderers import draw, theme
from renderers.cards import CardBook, CardFace, register_cards
from renderers.catan_board import TRACK_COLOURS
from renderers.draw import Box
from renderers.lang import Words
from renderers.theme import RGB


class Entry(NamedTuple):
    """One component in full: the face, the deck colour and every line of the card."""

    face: CardFace
    colour: RGB
    cost: str
    effect: str

    @property
    def body(self) -> str:
        """The card's text: its cost first, then every effect."""
        return f"{self.cost}. {self.effect}" if self.cost else self.effect


# -- the entries ---------------------------------------------------------------------------

# the development card's key where a progress card has the same id
DEV_KEYS = {"road_building": "dev_road_building"}
TIMINGS = ("before_roll", "action_phase", "immediate_on_draw")

DEV_COLOUR: RGB = (120, 84, 160)
PIECE_COLOUR: RGB = (96, 96, 108)
SPECIAL_COLOUR: RGB = (176, 60, 48)


def _cost_text(w: Words, costs: Mapping[str, int]) -> str:
    return ", ".join(
        w("catan.card.amount", n=n, kind=w.name(k)) for k in KINDS for n in [costs.get(k, 0)] if n
    )


def _extra(w: Words, key: str, colour: RGB) -> Entry:
    face = CardFace(
        key,
        w(f"catan.card.name.{key}"),
        w(f"catan.card.kind.{key}"),
        w(f"catan.summary.{key}"),
    )
    return Entry(face, colour, "", w(f"catan.text.{key}"))


@lru_cache(maxsize=16)
def entries(ck: bool, language: str = DEFAULT_LOCALE) -> tuple[Entry, ...]:
    """Every component of the mode, worded in `language` (card names stay the data's)."""
    w = Words(language, "catan")
    cat = catalogue()
    out: list[Entry] = []
    if not ck:
        dev_cost = _cost_text(w, cat.raw["base"]["costs"]["development_card"])
        for cid, card in cat.development.items():
            key = DEV_KEYS.get(cid, cid)
            face = CardFace(
                cid, w.name(cid), w("catan.card.kind.development"), w(f"catan.summary.{key}")
            )
            rule = "" if card.is_vp else f" {w('catan.card.dev_rule')}"
            count = w("catan.card.count", n=card.count)
            effect = f"{w(f'catan.text.{key}')}{rule} {count}."
            out.append(Entry(face, DEV_COLOUR, w("catan.card.cost", cost=dev_cost), effect))
        for key in ("longest_road", "largest_army"):
            out.append(_extra(w, key, SPECIAL_COLOUR))
        return tuple(out)
    mode = cat.raw["ck"]
    for cid, card in cat.progress.items():
        track = card.deck
        kind = w("catan.card.kind.progress", track=w(f"catan.card.track.{track}"))
        face = CardFace(cid, w.name(cid), kind, w(f"catan.summary.{cid}"))
        timing = w(f"catan.card.timing.{card.timing}") if card.timing in TIMINGS else ""
        other = card.params.get("name_2025")
        renamed = w("catan.card.renamed", name=other) if other and other != card.name else ""
        count = w("catan.card.count", n=card.count)
        effect = f"{w(f'catan.text.{cid}')} {timing} {count}{renamed}."
        out.append(Entry(face, TRACK_COLOURS[track], "", effect))
    reach = {int(k): v for k, v in mode["progress_draw_max_red"].items()}
    for track in TRACKS:
        info = mode["tracks"][track]
        commodity = w.name(info["commodity"])
        title = w(f"catan.card.track.{track}")
        lower = w.name(track)
        colour = w(f"catan.card.colour.{track}")
        ability = w(f"catan.card.ability_name.{track}")
        ability_text = w(f"catan.card.ability.{track}")
        levels = ", ".join(info["level_names"])
        summary = w("catan.card.track_summary", commodity=commodity, ability=ability)
        text = w(
            "catan.card.track_text",
            commodity=commodity,
            levels=levels,
            colour=colour,
            track=lower,
            ability=ability_text,
        )
        face = CardFace(
            track, w("catan.card.track_title", track=title), w("catan.card.kind.track"), summary
        )
        out.append(Entry(face, TRACK_COLOURS[track], "", text))
        for level, (name, n) in enumerate(
            zip(info["level_names"], info["level_costs"], strict=True), start=1
        ):
            parts = [w("catan.card.level_rule", colour=colour, track=lower, reach=reach[level])]
            if level == 3:
                parts.append(ability_text)
            if level in (4, 5):
                parts.append(w(f"catan.card.metro.{level}", track=lower))
            cost = w("catan.card.amount", n=n, kind=commodity)
            extra = "ability" if level == 3 else "metro" if level in (4, 5) else "plain"
            summary = w(
                f"catan.card.level_summary.{extra}",
                cost=cost,
                track=lower,
                red=reach[level],
                ability=ability,
            )
            face = CardFace(
                f"{track}_{level}",
                w("catan.card.level_title", track=title, level=level, name=name),
                w("catan.card.kind.improvement", track=title),
                summary,
            )
            out.append(
                Entry(
                    face,
                    TRACK_COLOURS[track],
                    w("catan.card.cost", cost=cost),
                    " ".join(parts),
                )
            )
    knight_cost = _cost_text(w, mode["costs"]["knight"])
    for rank in LEVELS:
        strength = w("catan.card.strength", n=mode["knight_strength"][rank])
        summary = f"{strength}. {w(f'catan.card.knight_short.{rank}')}"
        face = CardFace(
            f"{rank}_knight",
            w(f"catan.card.knight_name.{rank}"),
            w("catan.card.kind.knight"),
            summary,
        )
        effect = f"{strength}. {w(f'catan.text.{rank}_knight')} {w('catan.card.knight_rule')}"
        out.append(Entry(face, PIECE_COLOUR, w("catan.card.cost", cost=knight_cost), effect))
    for key in ("metropolis", "merchant_piece", "barbarians", "city_wall", "defender"):
        out.append(_extra(w, key, SPECIAL_COLOUR if key == "defender" else PIECE_COLOUR))
    out.append(_extra(w, "longest_road", SPECIAL_COLOUR))
    return tuple(out)


def _ck(options: Mapping[str, Any]) -> bool:
    return bool(options.get("ck", False))


def faces(options: Mapping[str, Any], locale: str | None = None) -> list[CardFace]:
    return [
        e.face._replace(
            text=". ".join(x.strip().rstrip(".") for x in (e.cost, e.effect) if x) + "."
        )
        for e in entries(_ck(options), language_of(locale))
    ]


@lru_cache(maxsize=8)
def _by_id(language: str = DEFAULT_LOCALE) -> dict[str, Entry]:
    """Every entry by id; the progress version of a shared id (road_building) comes last."""
    return {e.face.id: e for ck in (False, True) for e in entries(ck, language)}


def entry(cid: str, ck: bool, locale: str | None = None) -> Entry | None:
    """The card `cid` as the given mode has it (road_building differs between modes)."""
    for e in entries(ck, language_of(locale)):
        if e.face.id == cid:
            return e
    return None


# -- drawing -------------------------------------------------------------------------------

CARD_W = 520
TEXT_SIZE = 18
TITLE_SIZE = 26


def card_height(e: Entry, width: int, size: int) -> int:
    """Height of the body text of `e` at `size` in a box `width` wide."""
    fnt, lines, pitch = draw.layout_text(e.body, width, 10_000, size, min_size=size)
    return pitch * (len(lines) - 1) + draw.line_height(fnt)


def draw_entry(img: Image.Image, box: Box, e: Entry, *, size: int = TEXT_SIZE) -> None:
    """One card into `box`: coloured band with the name, kind and cost, then the full effect."""
    band = round(size * 3.1)
    body = draw.card(img, box, colour=e.colour, band=band).inset(10, 8)
    ink = theme.ink_on(e.colour)
    head = Box(box.x0 + 10, box.y0 + 4, box.x1 - 10, box.y0 + band)
    draw.text(
        img,
        (head.x0, head.y0),
        e.face.name,
        size=round(size * 1.3),
        bold=True,
        fill=ink,
        max_width=head.width,
    )
    draw.text(
        img,
        (head.x0, head.y0 + round(size * 1.65)),
        e.face.kind,
        size=max(14, size - 2),
        fill=ink,
        max_width=head.width,
    )
    draw.text_block(img, body, e.body, size=size, min_size=size)


@lru_cache(maxsize=128)
def _drawn(cid: str, language: str = DEFAULT_LOCALE) -> Image.Image:
    e = _by_id(language).get(cid)
    if e is None:
        raise KeyError(cid)
    inner = CARD_W - 2 * 10 - 2 * theme.PAD
    height = round(TEXT_SIZE * 3.1) + card_height(e, inner, TEXT_SIZE) + 2 * 8 + 8
    img = draw.canvas(CARD_W + 2 * theme.PAD, height + 2 * theme.PAD)
    draw_entry(img, Box.at(theme.PAD, theme.PAD, CARD_W, height), e)
    return img


def draw_card(cid: str, locale: str | None = None) -> Image.Image:
    return _drawn(cid, language_of(locale)).copy()


def hand_entries(
    cards: Sequence[str], ck: bool, locale: str | None = None
) -> list[tuple[Entry, int]]:
    """The distinct cards of a hand with how many of each, in the hand's order."""
    counts: dict[str, int] = {}
    for c in cards:
        counts[c] = counts.get(c, 0) + 1
    out = []
    for cid, n in counts.items():
        e = entry(cid, ck, locale)
        if e is not None:
            out.append((e, n))
    return out


BOOK = register_cards("catan", CardBook(faces=faces, draw=draw_card))
