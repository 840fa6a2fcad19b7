"""The card book of 7 Wonders Duel and Agora (issue 14): every Age card, guild, wonder,
progress token and, with Agora, every Senator, decree and conspiracy, with its full text.

Words come from the data (data/duel/*.json) and the engine's own phrases (bot.engine.duel.text).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.duel import speech
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import Card, Cost, catalog
from bot.engine.duel.text import effect_phrase
from bot.engine.words import Items, Name, Phrase, Text, phrase
from bot.i18n import language_of
from renderers import draw, theme
from renderers import duel_agora as agora_parts
from renderers import duel_parts as parts
from renderers.cards import SUMMARY_LIMIT, CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import Words

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


def _cost_phrase(cost: Cost) -> Phrase:
    """A printed cost in the reader's words: "Cost 2 coins, 2 clay", or "Free"."""
    bits: list[Phrase] = [phrase("duel.effect.coins", n=cost.coins)] if cost.coins else []
    bits += [speech.units(r, n) for r, n in cost.resources]
    return phrase("duel.book.cost", what=Items(tuple(bits))) if bits else phrase("duel.book.free")


def _chain_phrases(card: Card) -> list[Phrase]:
    """The chains of a card, by the cards at their ends (their names, not the symbols)."""
    cat = catalog()
    out = []
    if card.chain_requires:
        frm = cat.chain_symbols.get(card.chain_requires, ("", ""))[0]
        if frm:
            out.append(phrase("duel.book.chain_from", card=Name(frm)))
    if card.chain_gives:
        to = cat.chain_symbols.get(card.chain_gives, ("", ""))[1]
        if to:
            out.append(phrase("duel.book.chain_to", card=Name(to)))
    return out


def _effects(thing: Any) -> Items:
    return speech.summary(thing)


def _face_line(w: Words, *parts_: Any) -> str:
    """The one-line summary: cost, effects and chains, dropping from the front what does
    not fit the menu's line (the effects are kept longest)."""
    worded = [w.say(p) for p in parts_ if p is not None]
    worded = [x for x in worded if x]
    variants = [". ".join(worded[i:]) for i in range(len(worded))]
    effect_only = w.say(parts_[1]) if len(parts_) > 1 and parts_[1] is not None else ""
    return _fit(*variants, effect_only)


def _card_face(card: Card, w: Words) -> CardFace:
    chains = _chain_phrases(card)
    tail = Items(tuple(chains), "series") if chains else None
    line = _face_line(w, _cost_phrase(card.cost), _effects(card), tail)
    return CardFace(card.id, w.name(card.id), w(f"duel.book.kind.{card.deck}"), line)


@lru_cache(maxsize=16)
def _faces(with_agora: bool, language: str) -> tuple[CardFace, ...]:
    cat = catalog()
    w = Words(language, "duel")
    variant = "agora" if with_agora else "base"
    out = [_card_face(c, w) for c in cat.cards.values() if c.deck != "senator" or with_agora]
    kind = w("duel.book.kind.wonder")
    for wid in cat.wonders_of(variant):
        wonder = cat.wonders[wid]
        line = _face_line(w, _cost_phrase(wonder.cost), _effects(wonder))
        out.append(CardFace(wid, w.name(wid), kind, line))
    kind = w("duel.book.kind.token")
    for tid in cat.tokens_of(variant):
        out.append(CardFace(tid, w.name(tid), kind, _fit(w.say(_effects(cat.tokens[tid])))))
    if with_agora:
        kind = w("duel.book.kind.decree")
        for d in agora().decrees.values():
            out.append(CardFace(d.id, w.name(d.id), kind, _fit(w.say(Text(d.id)))))
        kind = w("duel.book.kind.conspiracy")
        for c in agora().conspiracies.values():
            out.append(CardFace(c.id, w.name(c.id), kind, _fit(w.say(Text(c.id)))))
    return tuple(out)


def faces(options: Mapping[str, Any], locale: str | None = None) -> Sequence[CardFace]:
    return _faces(bool(options.get("agora")), language_of(locale))


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
