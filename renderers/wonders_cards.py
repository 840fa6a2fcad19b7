"""The 7 Wonders card book (issue 14): every Age card and guild, every wonder (both sides, each
stage), every leader, with the rules text from data/wonders/*.json."""

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
    resource_list,
)
from renderers import draw, theme
from renderers.cards import SUMMARY_LIMIT, CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.fonts import font
from renderers.wonders_parts import LEADER_FILL

CARD_W = 460
PAD = 16
BODY = 17
PITCH = round(draw.line_height(font(BODY)) * 1.2)
NUMERALS = ("I", "II", "III", "IV")
W = {
    "age": "Age {0} card",
    "guild": "Guild (Age III)",
    "wonder": "Wonder",
    "leader": "Leader",
    "cost": "Cost: {0}",
    "free": "Cost: free",
    "coins": "{0} coin{1}",
    "from": "Free if you have: {0}",
    "to": "Makes free: {0}",
    "players": "In the deck from {0} players",
    "leaders_only": "Only with Leaders",
    "makes": "The city makes {0}",
    "side": "Side {0}",
    "stage": "Stage {0}: {1}. {2}",
    "recruit": "Recruit for {0}",
}


def _coins(n: int) -> str:
    return W["coins"].format(n, "" if n == 1 else "s")


def card_cost(card: str) -> str:
    info = CARDS[card]
    parts = [resource_list(info.cost)] if any(info.cost) else []
    if info.coins:
        parts.append(_coins(info.coins))
    return " + ".join(parts)


def _short(text: str) -> str:
    """At most SUMMARY_LIMIT characters, cut at a word when longer."""
    if len(text) <= SUMMARY_LIMIT:
        return text
    cut = text[: SUMMARY_LIMIT - 1].rsplit(" ", 1)[0].rstrip(",;:.")
    return cut + "…"


def _card_summary(card: str) -> str:
    info = CARDS[card]
    cost = card_cost(card)
    head = f"Cost {cost}. " if cost else "Free. "
    chain = (
        f" Chain: from {', '.join(CARDS[x].name for x in info.chain_from)}."
        if info.chain_from
        else ""
    )
    for text in (head + info.text + chain, head + info.text, info.text):
        if len(text) <= SUMMARY_LIMIT:
            return text
    return _short(info.text)


def _wonder_summary(wonder: str) -> str:
    info = WONDERS[wonder]
    makes = RESOURCES[info.produces] if info.produces is not None else "nothing"
    a = " / ".join(st.text.rstrip(".") for st in info.side_a)
    return _short(f"Makes {makes}. A: {a}")


def _leader_summary(leader: str) -> str:
    info = LEADERS[leader]
    return _short(f"Cost {_coins(info.cost)}. {info.text}")


def _kind(card: str) -> str:
    info = CARDS[card]
    return W["guild"] if info.guild else W["age"].format(NUMERALS[info.age - 1])


@functools.lru_cache(maxsize=16)
def _faces(leaders: bool) -> tuple[CardFace, ...]:
    out = [
        CardFace(c.id, c.name, _kind(c.id), _card_summary(c.id))
        for c in CARDS.values()
        if leaders or not c.leaders_only
    ]
    wonders = LEADERS_WONDERS if leaders else BASE_WONDERS
    out += [CardFace(w, WONDERS[w].name, W["wonder"], _wonder_summary(w)) for w in wonders]
    if leaders:
        out += [
            CardFace(x.id, x.name, W["leader"], _leader_summary(x.id)) for x in LEADERS.values()
        ]
    return tuple(out)


def faces(options: Mapping[str, Any]) -> Sequence[CardFace]:
    return _faces(bool(options.get("leaders", False)))


# -- drawing ------------------------------------------------------------------------------------


def _paragraphs(ident: str) -> tuple[str, theme.RGB, str, list[tuple[str, bool]]]:
    """(title, band colour, kind, [(paragraph, bold)]) for one id."""
    if ident in CARDS:
        info = CARDS[ident]
        cost = card_cost(ident)
        paras = [(W["cost"].format(cost) if cost else W["free"], True), (info.text, False)]
        if info.chain_from:
            paras.append(
                (W["from"].format(", ".join(CARDS[x].name for x in info.chain_from)), False)
            )
        if info.chain_to:
            paras.append((W["to"].format(", ".join(CARDS[x].name for x in info.chain_to)), False))
        counts = sorted(set(info.copies))
        if counts:
            paras.append((W["players"].format(counts[0]), False))
        if info.leaders_only:
            paras.append((W["leaders_only"], False))
        return info.name, theme.card_colour(info.colour), _kind(ident), paras
    if ident in WONDERS:
        w = WONDERS[ident]
        makes = RESOURCES[w.produces] if w.produces is not None else "nothing"
        paras = [(f"{w.city}. " + W["makes"].format(makes) + ".", False)]
        for side in ("a", "b"):
            paras.append((W["side"].format(side.upper()), True))
            for i, st in enumerate(w.stages(side)):
                paras.append(
                    (W["stage"].format(NUMERALS[i], resource_list(st.cost), st.text), False)
                )
        return w.name, (110, 96, 70), W["wonder"], paras
    info_l = LEADERS[ident]
    paras = [(W["recruit"].format(_coins(info_l.cost)), True), (info_l.text, False)]
    return info_l.name, LEADER_FILL, W["leader"], paras


def _layout(paras: list[tuple[str, bool]], width: int) -> list[tuple[str, bool, int]]:
    lines: list[tuple[str, bool, int]] = []
    for text, bold in paras:
        for line in draw.wrap(text, font(BODY, bold=bold), width):
            lines.append((line, bold, 0))
        lines.append(("", False, 6))
    return lines


@functools.lru_cache(maxsize=512)
def _card_lines(ident: str) -> tuple[str, theme.RGB, str, tuple[tuple[str, bool, int], ...]]:
    name, colour, kind, paras = _paragraphs(ident)
    return name, colour, kind, tuple(_layout(paras, CARD_W - 2 * PAD))


def draw_card(ident: str) -> Image.Image:
    """One card in full (drawn afresh each time, so its lines are recorded; the wrapping is
    cached)."""
    name, colour, kind, lines = _card_lines(ident)
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
