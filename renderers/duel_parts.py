"""Drawing pieces of the 7 Wonders Duel board: resource icons, cards, wonders, tokens, chips."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from bot.engine.duel.catalog import Card, Effect, Wonder, catalog
from renderers import draw, theme
from renderers.draw import Box
from renderers.fonts import font

RESOURCE_COLOURS: dict[str, theme.RGB] = {
    "wood": (96, 128, 52),
    "clay": (190, 96, 52),
    "stone": (128, 128, 136),
    "glass": (60, 160, 196),
    "papyrus": (214, 190, 128),
}
RESOURCE_LETTER = {"wood": "W", "clay": "C", "stone": "S", "glass": "G", "papyrus": "P"}
SCIENCE_NAMES = {
    "armillary": "Armillary",
    "scales": "Scales",
    "sundial": "Sundial",
    "mortar": "Mortar",
    "pendulum": "Pendulum",
    "inkwell": "Inkwell",
    "wheel": "Wheel",
}
BACK_LABEL = {"age1": "I", "age2": "II", "age3": "III", "guild": "G", "senator": "S"}
BACK_COLOUR = {
    "age1": (150, 96, 50),
    "age2": (64, 104, 160),
    "age3": (120, 70, 140),
    "guild": (70, 40, 90),
    "senator": (90, 90, 90),
}
TOKEN_GREEN: theme.RGB = (46, 130, 84)
TOKEN_SHORT = {
    "agriculture": "Agr",
    "architecture": "Arch",
    "economy": "Eco",
    "law": "Law",
    "masonry": "Mas",
    "mathematics": "Math",
    "philosophy": "Phil",
    "strategy": "Strat",
    "theology": "Theo",
    "urbanism": "Urb",
    "corruption": "Cor",
    "organized_crime": "Crime",
}
WONDER_GOLD: theme.RGB = (190, 150, 60)
WONDER_GREY: theme.RGB = (140, 132, 118)
RED_BAD: theme.RGB = (196, 40, 40)
CHAIN_GREEN: theme.RGB = (32, 146, 72)
POLITICIAN: theme.RGB = (236, 234, 226)  # Agora Senators: white Politicians, black Conspirators
CONSPIRATOR: theme.RGB = (44, 42, 48)


def card_fill(card: Card) -> theme.RGB:
    """The band colour of a card: its colour, or white / black for Agora's Senators."""
    if card.deck == "senator":
        return CONSPIRATOR if card.has("conspirator") else POLITICIAN
    return theme.card_colour(str(card.color))


def resource(img: Image.Image, box: Box, res: str, label: str | None = None) -> Box:
    """A resource as a small coloured square with its letter (or a count)."""
    fill = RESOURCE_COLOURS.get(res, theme.MUTED)
    ImageDraw.Draw(img).rounded_rectangle(box, 3, fill=fill, outline=theme.shade(fill, 0.65))
    draw.centred_text(
        img,
        box.inset(1),
        label or RESOURCE_LETTER.get(res, "?"),
        size=max(9, box.height - 4),
        bold=True,
        fill=theme.ink_on(fill),
        min_size=8,
    )
    return box


def cost_row(
    img: Image.Image, x: int, y: int, coins: int, units: Sequence[tuple[str, int]], size: int = 14
) -> int:
    """Printed cost left to right: a coin with the coin amount, then one square per unit."""
    if coins:
        draw.coin(img, (x + size / 2, y + size / 2), size / 2 + 1, coins)
        x += size + 4
    for res, n in units:
        for _ in range(n):
            resource(img, Box.at(x, y, size, size), str(res))
            x += size + 2
    return x


def brief(effects: Sequence[Effect]) -> str:
    """A few words for the face of a card in the structure."""
    parts = []
    for e in effects:
        k = e.kind
        if k == "produce":
            parts.append(" ".join(f"+{n} {r}" for r, n in e.get("resources").items()))
        elif k == "produce_one_of":
            parts.append("1 of " + "/".join(e.get("resources")))
        elif k == "fixed_price":
            parts.append("/".join(e.get("resources")) + " at 1")
        elif k == "vp":
            parts.append(f"{e.n} VP")
        elif k == "shields":
            parts.append(f"{e.n} shield" + ("s" if e.n > 1 else ""))
        elif k == "science":
            parts.append(SCIENCE_NAMES.get(e.get("symbol"), e.get("symbol")))
        elif k == "coins":
            parts.append(f"+{e.n} coins")
        elif k == "coins_per":
            what = e.get("count")
            thing = "wonder" if what == "wonders" else "/".join(what["colors"])
            parts.append(f"{e.n} coin/{thing}")
        elif k == "guild":
            what = e.get("count")
            if what == "coin_sets":
                parts.append("1 VP/3 coins")
            elif what == "wonders":
                parts.append("2 VP/wonder")
            else:
                parts.append("1 coin+VP/" + "+".join(what["colors"]))
        elif k == "opponent_loses_coins":
            parts.append(f"foe -{e.n} coins")
        elif k == "destroy":
            parts.append(f"kill {e.get('color')}")
        elif k == "revive":
            parts.append("build from discard")
        elif k == "library":
            parts.append("token from box")
        elif k == "play_again":
            parts.append("play again")
        elif k == "politician":
            parts.append(f"Senate actions: place in the {e.get('section')} section or move")
        elif k == "conspirator":
            parts.append("place 1 cube anywhere, or conspire")
        elif k == "place_influence_any":
            parts.append("place 1 cube")
        elif k == "move_influence":
            parts.append("may move 1 cube")
        elif k == "trigger_unprepared_conspiracy":
            parts.append("may trigger an unprepared conspiracy")
    return ", ".join(parts)


def card_face(
    img: Image.Image, box: Box, card: Card, *, title_size: int = 13, badge_room: int = 0
) -> Box:
    """A face-up Age card: colour band with the name, cost, effect and chain symbols."""
    band = max(18, round(title_size * 1.55))
    body = draw.card(
        img,
        box,
        colour=card_fill(card),
        title=card.name,
        band=band,
        title_size=title_size,
        radius=6,
    )
    inner = body.inset(5, 3)
    cost_row(
        img,
        inner.x0,
        inner.y0,
        card.cost.coins,
        [(str(r), n) for r, n in card.cost.resources],
        size=13,
    )
    text_top = inner.y0 + 16
    chain = ""
    if card.chain_requires:
        chain += f"free with {card.chain_requires}"
    if card.chain_gives:
        chain += ("; " if chain else "") + f"gives {card.chain_gives}"
    lines = brief(card.effects)
    area = Box(inner.x0, text_top, inner.x1, inner.y1 - (13 if chain else 0))
    if area.height > 10:
        draw.text_block(img, area, lines, size=13, min_size=10)
    if chain and inner.height > 40:
        draw.text(
            img,
            (inner.x0, inner.y1 - 13),
            chain,
            size=11,
            fill=theme.MUTED,
            max_width=inner.width - badge_room,
            min_size=9,
        )
    return box


def back(img: Image.Image, box: Box, deck: str) -> Box:
    return draw.card_back(
        img, box, BACK_LABEL.get(deck, "?"), colour=BACK_COLOUR.get(deck, theme.CARD_BACK), radius=6
    )


def badge(
    img: Image.Image, centre: tuple[float, float], cost: int | None, chain: bool, affordable: bool
) -> Box:
    """What an accessible card costs the player to move: gold coin, red when unaffordable."""
    if chain:
        box = Box.around(centre, 46, 20)
        ImageDraw.Draw(img).rounded_rectangle(box, 8, fill=CHAIN_GREEN, outline=(255, 255, 255))
        draw.centred_text(img, box, "chain", size=12, bold=True, fill=(255, 255, 255))
        return box
    if affordable:
        return draw.coin(img, centre, 13, cost)
    return draw.coin(img, centre, 13, cost, fill=RED_BAD, edge=(110, 20, 20))


def wonder_card(
    img: Image.Image,
    box: Box,
    wonder: Wonder,
    *,
    built: bool | None,
    cost: int | None = None,
    affordable: bool = False,
    note: str = "",
    title_size: int = 13,
    text_size: int = 12,
    words: str = "",
) -> Box:
    """A wonder: gold band when built, grey when not; effect, and its cost for the owner."""
    colour = WONDER_GOLD if built else WONDER_GREY
    band = max(18, round(title_size * 1.55))
    body = draw.card(
        img,
        box,
        colour=colour,
        title=wonder.name.removeprefix("The "),
        band=band,
        title_size=title_size,
        radius=6,
    )
    inner = body.inset(5, 3)
    icon = max(12, text_size)
    bottom = icon + 4
    if not built:  # a built wonder is paid for: show what is tucked under it instead
        cost_row(
            img,
            inner.x0,
            inner.y1 - icon - 2,
            0,
            [(str(r), n) for r, n in wonder.cost.resources],
            size=icon,
        )
    area = Box(inner.x0, inner.y0, inner.x1, inner.y1 - bottom - 2)
    if area.height > 8:
        draw.text_block(img, area, words or brief(wonder.effects), size=text_size, min_size=9)
    if built:
        draw.text(
            img,
            (inner.x0, inner.y1 - 15),
            note or "built",
            size=12,
            bold=True,
            fill=CHAIN_GREEN,
            max_width=inner.width,
        )
    elif cost is not None:
        c = (inner.x1 - 10, inner.y1 - 7)
        if affordable:
            draw.coin(img, c, 10, cost)
        else:
            draw.coin(img, c, 10, cost, fill=RED_BAD, edge=(110, 20, 20))
    return box


def token(
    img: Image.Image, centre: tuple[float, float], radius: float, tid: str, *, label: bool = True
) -> Box:
    """A progress token: a green disc with the first letters, its name underneath."""
    name = catalog().tokens[tid].name if tid in catalog().tokens else tid
    box = draw.coin(img, centre, radius, None, fill=TOKEN_GREEN, edge=(24, 80, 48))
    draw.centred_text(
        img,
        box.inset(round(radius * 0.22)),
        TOKEN_SHORT.get(tid, name[:3]),
        size=round(radius * 0.7),
        bold=True,
        fill=(255, 255, 255),
    )
    if label:
        draw.text(
            img,
            (centre[0], centre[1] + radius + 2),
            name,
            size=12,
            align="centre",
            max_width=round(radius * 2.6),
            fill=theme.INK,
        )
    return box


def chip(
    img: Image.Image,
    x: int,
    y: int,
    label: str,
    colour: str | theme.RGB,
    *,
    size: int = 13,
    max_width: int = 160,
) -> Box:
    """A coloured label (a card in a city or the discard pile)."""
    fill = theme.card_colour(colour) if isinstance(colour, str) else colour
    fnt = font(size)
    w = min(max_width, draw.text_width(label, fnt) + 12)
    box = Box.at(x, y, w, draw.line_height(fnt) + 4)
    ImageDraw.Draw(img).rounded_rectangle(box, 5, fill=fill, outline=theme.shade(fill, 0.7))
    draw.centred_text(img, box.inset(5, 1), label, size=size, fill=theme.ink_on(fill))
    return box


def chip_width(label: str, size: int = 13, max_width: int = 160) -> int:
    return min(max_width, draw.text_width(label, font(size)) + 12)
