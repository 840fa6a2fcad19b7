"""The card book of 7 Wonders Duel and Agora (issue 14): every Age card, guild, wonder,
progress token and, with Agora, every Senator, decree and conspiracy, with its full text.

Everything in the reader's language (issue 15): the engine's phrases (bot.engine.duel.speech:
effects, costs, chains), the catalogue's words (duel.book.*, duel.board.card.*), components'
names and rules texts through `Words`; only names the language does not give stay English.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from bot.engine.duel import speech
from bot.engine.duel.agora_data import agora
from bot.engine.duel.catalog import Card, Cost, catalog
from bot.engine.duel.speech import effect_phrase
from bot.engine.words import Items, Name, Phrase, Text, phrase
from bot.words.catalogue import language_of
from renderers import draw, theme
from renderers import duel_agora as agora_parts
from renderers import duel_parts as parts
from renderers.cards import SUMMARY_LIMIT, CardBook, CardFace, register_cards
from renderers.draw import Box
from renderers.fonts import font
from renderers.lang import Words

CARD_W = 480
TEXT = 18


def _chain_sentences(card: Card, w: Words) -> list[str]:
    """The chain a card needs and the one it gives, by symbol and by the card at the other end."""
    cat = catalog()
    out = []
    if card.chain_requires:
        sym = card.chain_requires
        frm = cat.chain_symbols.get(sym, ("", ""))[0]
        out.append(
            w(
                "duel.board.card.chain_from",
                symbol=parts.symbol_name(sym, w),
                card=w.name(frm) if frm else "",
            )
        )
    if card.chain_gives:
        sym = card.chain_gives
        to = cat.chain_symbols.get(sym, ("", ""))[1]
        out.append(
            w(
                "duel.board.card.chain_to",
                symbol=parts.symbol_name(sym, w),
                card=w.name(to) if to else "",
            )
        )
    return out


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
    """The one-line summary: cost, effects and chains; the chains go first when it does not
    fit the menu's line, then the effects are cut (marked …), never the cost."""
    worded = [w.say(p) for p in parts_ if p is not None]
    worded = [x[:1].upper() + x[1:] for x in worded if x]
    full = ". ".join(worded)
    head = ". ".join(worded[:2])  # the cost and the effects, without the chains
    if len(full) <= SUMMARY_LIMIT or len(head) <= SUMMARY_LIMIT:
        return full if len(full) <= SUMMARY_LIMIT else head
    cut = head[: SUMMARY_LIMIT - 1].rsplit(" ", 1)[0].rstrip(",;:.·")
    return cut + "…"  # the cost is kept: the effects are cut, and say so


def _full_line(w: Words, *parts_: Any) -> str:
    """Cost, effects and chains, whole (for /card)."""
    worded = [w.say(p) for p in parts_ if p is not None]
    return ". ".join(x[:1].upper() + x[1:] for x in worded if x)


def _card_face(card: Card, w: Words) -> CardFace:
    chains = _chain_phrases(card)
    tail = Items(tuple(chains), "series") if chains else None
    parts_ = (_cost_phrase(card.cost), _effects(card), tail)
    line = _face_line(w, *parts_)
    kind = w(f"duel.book.kind.{card.deck}")
    return CardFace(card.id, w.name(card.id), kind, line, _full_line(w, *parts_))


@lru_cache(maxsize=16)
def _faces(with_agora: bool, language: str) -> tuple[CardFace, ...]:
    cat = catalog()
    w = Words(language, "duel")
    variant = "agora" if with_agora else "base"
    out = [_card_face(c, w) for c in cat.cards.values() if c.deck != "senator" or with_agora]
    kind = w("duel.book.kind.wonder")
    for wid in cat.wonders_of(variant):
        wonder = cat.wonders[wid]
        parts_ = (_cost_phrase(wonder.cost), _effects(wonder))
        line = _face_line(w, *parts_)
        out.append(CardFace(wid, w.name(wid), kind, line, _full_line(w, *parts_)))
    kind = w("duel.book.kind.token")
    for tid in cat.tokens_of(variant):
        said = w.say(_effects(cat.tokens[tid]))
        out.append(CardFace(tid, w.name(tid), kind, _fit(said), said))
    if with_agora:
        kind = w("duel.book.kind.decree")
        for d in agora().decrees.values():
            said = w.say(Text(d.id))
            out.append(CardFace(d.id, w.name(d.id), kind, _fit(said), said))
        kind = w("duel.book.kind.conspiracy")
        for c in agora().conspiracies.values():
            said = w.say(Text(c.id))
            out.append(CardFace(c.id, w.name(c.id), kind, _fit(said), said))
    return tuple(out)


def faces(options: Mapping[str, Any], locale: str | None = None) -> Sequence[CardFace]:
    return _faces(bool(options.get("agora")), language_of(locale))


def _full_text(cid: str, w: Words) -> tuple[str, str, str, list[str], theme.RGB]:
    """(name, kind, cost words, lines of effect text, band colour) of any component."""
    cat = catalog()
    if cid in cat.cards:
        c = cat.cards[cid]
        lines = [w.say(effect_phrase(e)) for e in c.effects]
        lines += _chain_sentences(c, w)
        kind = w(f"duel.book.kind.{c.deck}")
        return w.name(cid), kind, w.say(_cost_phrase(c.cost)), lines, parts.card_fill(c)
    if cid in cat.wonders:
        wonder = cat.wonders[cid]
        lines = [w.say(effect_phrase(e)) for e in wonder.effects]
        if wonder.on_select:
            drafted = Items(tuple(effect_phrase(e) for e in wonder.on_select))
            lines.append(w("duel.board.card.drafted", what=w.say(drafted)))
        cost = w.say(_cost_phrase(wonder.cost))
        return w.name(cid), w("duel.book.kind.wonder"), cost, lines, parts.WONDER_GOLD
    if cid in cat.tokens:
        kind = w("duel.book.kind.token")
        return w.name(cid), kind, "", [parts.token_text(cid, w)], parts.TOKEN_GREEN
    ag = agora()
    if cid in ag.decrees:
        lines = [w.say(Text(cid)), w("duel.board.card.decree_lasts")]
        return w.name(cid), w("duel.book.kind.decree"), "", lines, agora_parts.DECREE
    if cid in ag.conspiracies:
        kind = w("duel.book.kind.conspiracy")
        return w.name(cid), kind, "", [w.say(Text(cid))], agora_parts.PLOT_FACE
    raise KeyError(cid)


@lru_cache(maxsize=256)
def draw_card(cid: str, locale: str | None = None) -> Image.Image:
    """One component in full: name band, kind and cost, every effect in words, in the reader's
    language."""
    name, kind, cost, lines, colour = _full_text(cid, Words(language_of(locale), "duel"))
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
