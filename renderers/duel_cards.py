"""The card book of 7 Wonders Duel and Agora (issue 14): every Age card, guild, wonder,
progress token and, with Agora, every Senator, decree and conspiracy, with its full text.

Words come from the data (data/duel/*.json) and the engine's own phrases (bot.engine.duel.text).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import Card, Cost, catalog
from bot.engine.duel.text import effect_phrase, summary
from renderers import draw, theme
from renderers import duel_agora as agora_parts
from renderers import duel_parts as parts
from renderers.cards import SUMMARY_LIMIT, CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.fonts import font

CARD_W = 480
TEXT = 18
KIND = {
    "age1": "Age I card",
    "age2": "Age II card",
    "age3": "Age III card",
    "guild": "guild",
    "senator": "Senator",
}


def _cost_words(cost: Cost) -> str:
    bits = [f"{cost.coins} coin{'s' if cost.coins != 1 else ''}"] if cost.coins else []
    bits += [f"{n} {r}" if n > 1 else str(r) for r, n in cost.resources]
    return "Cost " + ", ".join(bits) if bits else "Free"


def _chain_sentence(card: Card) -> str:
    cat = catalog()
    out = []
    if card.chain_requires:
        sym = card.chain_requires
        frm = cat.chain_symbols.get(sym, ("", ""))[0]
        src = f" (from {cat.name(frm)})" if frm else ""
        out.append(f"Chain: free if you own the {sym.replace('_', ' ')} symbol{src}")
    if card.chain_gives:
        sym = card.chain_gives
        to = cat.chain_symbols.get(sym, ("", ""))[1]
        dst = f": {cat.name(to)} is then free" if to else ""
        out.append(f"Gives the {sym.replace('_', ' ')} chain symbol{dst}")
    return ". ".join(out)


def _fit(*variants: str) -> str:
    for v in variants:
        if v and len(v) <= SUMMARY_LIMIT:
            return v
    words = variants[-1].split()
    out = ""
    for w in words:
        if len(out) + len(w) + 1 > SUMMARY_LIMIT:
            break
        out = f"{out} {w}".strip()
    return out


def _card_face(card: Card) -> CardFace:
    cost = _cost_words(card.cost)
    effect = parts.face_words(card) if card.deck == "senator" else summary(card)
    chain = []
    if card.chain_requires:
        chain.append(f"free via {card.chain_requires.replace('_', ' ')}")
    if card.chain_gives:
        chain.append(f"gives {card.chain_gives.replace('_', ' ')}")
    tail = f". Chain: {', '.join(chain)}" if chain else ""
    line = _fit(f"{cost}. {effect}{tail}", f"{effect}{tail}", effect)
    return CardFace(card.id, card.name, KIND.get(card.deck, card.deck), line)


@lru_cache(maxsize=4)
def _faces(with_agora: bool) -> tuple[CardFace, ...]:
    cat = catalog()
    variant = "agora" if with_agora else "base"
    out = [_card_face(c) for c in cat.cards.values() if c.deck != "senator" or with_agora]
    for wid in cat.wonders_of(variant):
        w = cat.wonders[wid]
        line = _fit(f"{_cost_words(w.cost)}. {summary(w)}", summary(w))
        out.append(CardFace(wid, w.name, "wonder", line))
    for tid in cat.tokens_of(variant):
        t = cat.tokens[tid]
        out.append(CardFace(tid, t.name, "progress token", _fit(parts.token_text(tid))))
    if with_agora:
        for d in agora().decrees.values():
            out.append(
                CardFace(d.id, d.name, "decree", _fit(d.text, agora_parts.decree_brief(d.id)))
            )
        for c in agora().conspiracies.values():
            out.append(CardFace(c.id, c.name, "conspiracy", _fit(c.text)))
    return tuple(out)


def faces(options: Mapping[str, Any]) -> Sequence[CardFace]:
    return _faces(bool(options.get("agora")))


def _full_text(cid: str) -> tuple[str, str, str, list[str], theme.RGB]:
    """(name, kind, cost words, lines of effect text, band colour) of any component."""
    cat = catalog()
    if cid in cat.cards:
        c = cat.cards[cid]
        lines = [effect_phrase(e) for e in c.effects]
        if c.deck == "senator":
            lines = [parts.face_words(c)]
        chain = _chain_sentence(c)
        if chain:
            lines.append(chain)
        return c.name, KIND.get(c.deck, c.deck), _cost_words(c.cost), lines, parts.card_fill(c)
    if cid in cat.wonders:
        w = cat.wonders[cid]
        lines = [effect_phrase(e) for e in w.effects]
        if w.on_select:
            lines.append("When drafted: " + ", ".join(effect_phrase(e) for e in w.on_select))
        return w.name, "wonder", _cost_words(w.cost), lines, parts.WONDER_GOLD
    if cid in cat.tokens:
        return (
            cat.tokens[cid].name,
            "progress token",
            "",
            [parts.token_text(cid)],
            parts.TOKEN_GREEN,
        )
    ag = agora()
    if cid in ag.decrees:
        d = ag.decrees[cid]
        return (
            d.name,
            "decree",
            "",
            [d.text, "Lasts while you control its chamber."],
            agora_parts.DECREE,
        )
    if cid in ag.conspiracies:
        plot = ag.conspiracies[cid]
        return plot.name, "conspiracy", "", [plot.text], agora_parts.PLOT_FACE
    raise KeyError(cid)


@lru_cache(maxsize=256)
def draw_card(cid: str) -> Image.Image:
    """One component in full: name band, kind and cost, every effect in words."""
    name, kind, cost, lines, colour = _full_text(cid)
    fnt = font(TEXT)
    pitch = round(draw.line_height(fnt) * 1.15)
    width = CARD_W - 40
    wrapped = [draw.wrap(line, fnt, width) for line in lines]
    body_h = sum(pitch * len(w) + 8 for w in wrapped)
    head = 50
    sub = 34
    height = 20 + head + sub + body_h + 24
    img = draw.canvas(CARD_W, height, fill=theme.BACKGROUND)
    body = draw.card(
        img,
        Box(10, 10, CARD_W - 10, height - 10),
        colour=colour,
        title=name,
        band=head,
        title_size=24,
        radius=10,
    )
    y = body.y0 + 8
    draw.text(
        img,
        (30, y),
        f"{kind}{' · ' + cost if cost else ''}",
        size=16,
        bold=True,
        fill=theme.MUTED,
        max_width=width,
    )
    y += sub
    for line, w in zip(lines, wrapped, strict=True):
        used = pitch * len(w)
        draw.text_block(img, Box(20, y, 20 + width, y + used), line, size=TEXT)
        y += used + 8
    return img


BOOK = register_cards("duel", CardBook(faces=faces, draw=draw_card))
