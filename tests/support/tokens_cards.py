"""The Tokens test game's card book: its bonus cards (secret in play), the token, and the gift
rule when the `gifts` option is on; used to test /card and the menus' descriptions."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image

from renderers import draw, theme
from renderers.cards import CardBook, CardFace, register_cards
from renderers.draw import Box

CARD_W, CARD_H = 420, 300


def _bonus(n: int) -> CardFace:
    return CardFace(f"bonus_{n}", f"Bonus {n}", "bonus card", f"{n} points at the end of the game.")


TOKEN = CardFace("token", "Token", "token", "1 point at the end. Take 1 to 3 from the pile a turn.")
GIFT = CardFace(
    "gift", "Gift rule", "rule card", "Leave the pile on a multiple of 5: give a token away."
)


def faces(options: Mapping[str, Any]) -> Sequence[CardFace]:
    out = [*(_bonus(n) for n in range(1, 10)), TOKEN]
    if options.get("gifts", True):
        out.append(GIFT)
    return out


ALL = {f.id: f for f in [*faces({"gifts": True})]}


@lru_cache(maxsize=16)
def draw_card(card_id: str) -> Image.Image:
    face = ALL[card_id]
    img = draw.canvas(CARD_W, CARD_H)
    inner = draw.card(img, Box(8, 8, CARD_W - 8, CARD_H - 8), colour="yellow", title=face.name)
    kind, body = inner.inset(theme.PAD).top(30, theme.GAP)
    draw.text(img, (kind.x0, kind.y0), face.kind, fill=theme.MUTED, max_width=kind.width)
    draw.text_block(img, body, face.summary)
    return img


BOOK = register_cards("tokens", CardBook(faces=faces, draw=draw_card))
