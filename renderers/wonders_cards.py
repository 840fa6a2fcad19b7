"""The 7 Wonders card book (issue 14): every Age card and guild, every wonder (both sides, each
stage), every leader, in the reader's language (issue 15): cards' and stages' effects are worded
from their structured effects (speech.effect_phrase, `wonders.effect.*`), leaders' abilities are
`wonders.text.<id>` (wonders-texts.ftl), labels `wonders.board.*`."""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from bot.engine.wonders.catalogue import (
    BASE_WONDERS,
    CARDS,
    LEADERS,
    LEADERS_WONDERS,
    RESOURCES,
    WONDERS,
)
from bot.engine.wonders.speech import card_cost, card_effects, cost, effects_phrase, stage_effects
from bot.engine.words import Items, Name, Phrase, Text, phrase
from bot.words.catalogue import language_of
from renderers import draw, theme
from renderers.cards import SUMMARY_LIMIT, CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import Words
from renderers.wonders_parts import LEADER_FILL

CARD_W = 460
PAD = 16
BODY = 17
PITCH = round(draw.line_height(font(BODY)) * 1.2)
NUMERALS = ("I", "II", "III", "IV")


def _short(text: str) -> str:
    """At most SUMMARY_LIMIT characters, cut at a word when longer."""
    if len(text) <= SUMMARY_LIMIT:
        return text
    cut = text[: SUMMARY_LIMIT - 1].rsplit(" ", 1)[0].rstrip(",;:.·")
    return cut + "…"


def _names(ids: Sequence[str]) -> Items:
    return Items(tuple(Name(x) for x in ids))


def _first_fitting(w: Words, phrases: Sequence[Phrase]) -> str:
    """The first phrase whose words fit a menu line, else the last one cut at a word."""
    said = ""
    for ph in phrases:
        said = w.say(ph)
        if len(said) <= SUMMARY_LIMIT:
            return said
    return _short(said)


def card_summary(card: str, w: Words, *, whole: bool = False) -> str:
    """Cost, effects and chain in one line; the chain gives way when too long, then the
    effects are cut, never the cost (`whole`: all of it, for /card)."""
    info = CARDS[card]
    effects = card_effects(card)
    price = card_cost(card)
    chain = (
        phrase("wonders.summary.chain", cards=Items(_names(info.chain_from).parts, "or"))
        if info.chain_from
        else ""
    )

    def head(chained: Phrase | str) -> Phrase:
        if price is None:
            return phrase("wonders.summary.free", effects=effects, chain=chained)
        return phrase("wonders.summary.paid", cost=price, effects=effects, chain=chained)

    if whole:
        return w.say(head(chain))
    return _first_fitting(w, (head(chain), head("")))  # cut, the cost is kept (Haven, Arena)


def wonder_summary(wonder: str, w: Words, *, whole: bool = False) -> str:
    info = WONDERS[wonder]
    stages = Items(tuple(stage_effects(wonder, "a", i) for i in range(len(info.side_a))), "series")
    if info.produces is None:
        said = phrase("wonders.summary.wonder_none", stages=stages)
    else:
        said = phrase("wonders.summary.wonder", makes=Name(RESOURCES[info.produces]), stages=stages)
    powers = [("A", info.board_a)] + ([("B", info.board_b)] if whole else [])
    for side, board in powers:  # a city's own power, printed on its board (Rome)
        if board:
            said = phrase(
                "wonders.summary.power", summary=said, side=side, power=effects_phrase(board)
            )
    return w.say(said) if whole else _first_fitting(w, (said,))


def leader_summary(leader: str, w: Words, *, whole: bool = False) -> str:
    info = LEADERS[leader]
    said = phrase("wonders.summary.leader", n=info.cost, text=Text(leader))
    return w.say(said) if whole else _first_fitting(w, (said,))


def _kind(card: str, w: Words) -> str:
    info = CARDS[card]
    if info.guild:
        return w("wonders.board.kind_guild")
    return w("wonders.board.kind_age", age=info.age)


@functools.lru_cache(maxsize=32)
def _faces(leaders: bool, language: str) -> tuple[CardFace, ...]:
    w = Words(language, "wonders")
    out = [
        CardFace(
            c.id,
            w.name(c.id),
            _kind(c.id, w),
            card_summary(c.id, w),
            card_summary(c.id, w, whole=True),
        )
        for c in CARDS.values()
        if leaders or not c.leaders_only
    ]
    wonders = LEADERS_WONDERS if leaders else BASE_WONDERS
    kind = w("wonders.board.kind_wonder")
    out += [
        CardFace(x, w.name(x), kind, wonder_summary(x, w), wonder_summary(x, w, whole=True))
        for x in wonders
    ]
    if leaders:
        kind = w("wonders.board.kind_leader")
        out += [
            CardFace(
                x.id,
                w.name(x.id),
                kind,
                leader_summary(x.id, w),
                leader_summary(x.id, w, whole=True),
            )
            for x in LEADERS.values()
        ]
    return tuple(out)


def faces(options: Mapping[str, Any], locale: str | None = None) -> Sequence[CardFace]:
    return _faces(bool(options.get("leaders", False)), language_of(locale))


# -- drawing ------------------------------------------------------------------------------------


def _paragraphs(ident: str, w: Words) -> tuple[str, theme.RGB, str, list[tuple[str, bool]]]:
    """(title, band colour, kind, [(paragraph, bold)]) for one id."""
    if ident in CARDS:
        info = CARDS[ident]
        price = card_cost(ident)
        paras = [
            (
                w("wonders.board.cost", cost=w.say(price))
                if price
                else w("wonders.board.cost_free"),
                True,
            ),
            (w("wonders.board.effect", effects=w.say(card_effects(ident))), False),
        ]
        if info.chain_from:
            paras.append(
                (w("wonders.board.chain_from", cards=w.say(_names(info.chain_from))), False)
            )
        if info.chain_to:
            paras.append((w("wonders.board.chain_to", cards=w.say(_names(info.chain_to))), False))
        counts = sorted(set(info.copies))
        if counts:
            paras.append((w("wonders.board.from_players", n=counts[0]), False))
        if info.leaders_only:
            paras.append((w("wonders.board.leaders_only"), False))
        return w.name(ident), theme.card_colour(info.colour), _kind(ident, w), paras
    if ident in WONDERS:
        won = WONDERS[ident]
        if won.produces is None:
            paras = [(w("wonders.board.city_makes_nothing"), False)]
        else:
            makes = w.name(RESOURCES[won.produces])
            paras = [(w("wonders.board.city_makes", makes=makes), False)]
        for side in ("a", "b"):
            paras.append((w("wonders.board.side_label", side=side.upper()), True))
            if won.board(side):
                said = w.say(effects_phrase(won.board(side)))
                paras.append((w("wonders.board.board_effect", effects=said), False))
            for i, st in enumerate(won.stages(side)):
                said = w.say(stage_effects(ident, side, i))
                line = w(
                    "wonders.board.stage", n=NUMERALS[i], cost=w.say(cost(st.cost)), effects=said
                )
                paras.append((line, False))
        return w.name(ident), (110, 96, 70), w("wonders.board.kind_wonder"), paras
    info_l = LEADERS[ident]
    paras = [(w("wonders.board.recruit", n=info_l.cost), True), (w.say(Text(ident)), False)]
    return w.name(ident), LEADER_FILL, w("wonders.board.kind_leader"), paras


def _layout(paras: list[tuple[str, bool]], width: int) -> list[tuple[str, bool, int]]:
    lines: list[tuple[str, bool, int]] = []
    for text, bold in paras:
        for line in draw.wrap(text, font(BODY, bold=bold), width):
            lines.append((line, bold, 0))
        lines.append(("", False, 6))
    return lines


@functools.lru_cache(maxsize=1024)
def _card_lines(
    ident: str, language: str
) -> tuple[str, theme.RGB, str, tuple[tuple[str, bool, int], ...]]:
    name, colour, kind, paras = _paragraphs(ident, Words(language, "wonders"))
    return name, colour, kind, tuple(_layout(paras, CARD_W - 2 * PAD))


def draw_card(ident: str, locale: str | None = None) -> Image.Image:
    """One card in full, in the reader's language (drawn afresh each time, so its lines are
    recorded; the wrapping is cached)."""
    name, colour, kind, lines = _card_lines(ident, language_of(locale))
    band = 46
    body_h = sum(PITCH if text else gap for text, _, gap in lines)
    height = band + PAD + 26 + body_h + PAD
    img = draw.canvas(CARD_W, height, fill=theme.BACKGROUND)
    body = draw.card(
        img, Box(2, 2, CARD_W - 2, height - 2), colour=colour, title=name, band=band, title_size=22
    )
    y = body.y0 + PAD - 4
    draw.text(img, (PAD, y), kind, size=16, bold=True, fill=theme.MUTED)
    y += 26
    for text, bold, gap in lines:
        if text:
            draw.text(img, (PAD, y), text, size=BODY, bold=bold)
            y += PITCH
        else:
            y += gap
    return img


BOOK = register_cards("wonders", CardBook(faces=faces, draw=draw_card))
