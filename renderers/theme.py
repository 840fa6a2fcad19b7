"""One palette and one set of sizes, so every game's board looks like part of the same bot."""

from __future__ import annotations

from typing import Final

RGB = tuple[int, int, int]

# Discord shows an embedded image at most ~550 px wide on desktop and lets players open it
# full size; ~1100 px keeps 20 px text legible in both.
BOARD_WIDTH: Final = 1100
MARGIN: Final = 24
PAD: Final = 12
GAP: Final = 10
RADIUS: Final = 12
LINE: Final = 2
HIGHLIGHT_WIDTH: Final = 5

# Text sizes in pixels (the font's em).
TITLE_SIZE: Final = 34
HEADING_SIZE: Final = 26
BODY_SIZE: Final = 21
SMALL_SIZE: Final = 17
TINY_SIZE: Final = 14
MIN_TEXT_SIZE: Final = 14  # no text below this at full size (issue 14)

# Surfaces and ink: a warm paper that reads on both Discord themes.
BACKGROUND: Final[RGB] = (244, 239, 227)
PANEL: Final[RGB] = (253, 250, 243)
PANEL_ALT: Final[RGB] = (234, 227, 211)
BORDER: Final[RGB] = (188, 178, 158)
INK: Final[RGB] = (34, 32, 36)
MUTED: Final[RGB] = (112, 105, 96)
PAPER_INK: Final[RGB] = (253, 250, 243)
TITLE_BAR: Final[RGB] = (52, 56, 74)

HIGHLIGHT: Final[RGB] = (226, 0, 122)  # magenta: no card or seat colour is close to it
TURN: Final[RGB] = (32, 146, 72)  # the seat that must act now

COIN: Final[RGB] = (235, 184, 48)
COIN_EDGE: Final[RGB] = (168, 120, 20)
SHIELD: Final[RGB] = (196, 48, 44)
SHIELD_EDGE: Final[RGB] = (120, 24, 24)
LAUREL: Final[RGB] = (66, 132, 62)
CARD_BACK: Final[RGB] = (70, 80, 120)
CARD_BACK_EDGE: Final[RGB] = (40, 46, 74)

# Card colours of 7 Wonders (and Duel); "black" is Duel's guild/commerce black.
CARD_COLOURS: Final[dict[str, RGB]] = {
    "brown": (139, 94, 60),
    "grey": (150, 150, 150),
    "blue": (44, 110, 190),
    "green": (58, 150, 72),
    "yellow": (232, 186, 40),
    "red": (200, 50, 45),
    "purple": (128, 70, 160),
    "black": (40, 40, 44),
    "white": (236, 232, 222),
}
_COLOUR_ALIASES: Final[dict[str, str]] = {
    "gray": "grey",
    "guild": "purple",
    "raw": "brown",
    "manufactured": "grey",
    "civilian": "blue",
    "civic": "blue",
    "science": "green",
    "scientific": "green",
    "commercial": "yellow",
    "commerce": "yellow",
    "military": "red",
    "leader": "white",
    "leaders": "white",
    "city": "black",
    "cities": "black",
}

# Catan terrain and sea, for hexes and resource cards.
TERRAIN: Final[dict[str, RGB]] = {
    "hills": (196, 98, 52),  # brick
    "forest": (46, 112, 52),  # lumber
    "pasture": (142, 200, 90),  # wool
    "fields": (236, 198, 70),  # grain
    "mountains": (128, 128, 140),  # ore
    "desert": (222, 204, 150),
    "sea": (64, 132, 196),
    "gold": (212, 175, 55),
}

# Okabe-Ito colours (distinguishable with the common colour-vision deficiencies), then a grey.
SEAT_COLOURS: Final[tuple[RGB, ...]] = (
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermilion
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (110, 110, 110),  # grey
)


def card_colour(name: str) -> RGB:
    """The fill for a card colour by name or alias, so data files may say "gray" or "guild"."""
    key = name.strip().lower()
    key = _COLOUR_ALIASES.get(key, key)
    return CARD_COLOURS.get(key, CARD_COLOURS["white"])


def seat_colour(seat: int) -> RGB:
    """A seat's colour; wraps so that an out-of-range seat still draws instead of crashing."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def luminance(colour: RGB) -> float:
    """Relative luminance (WCAG), to pick readable text over a fill."""

    def channel(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = colour
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def ink_on(fill: RGB) -> RGB:
    """Dark or light text, whichever contrasts more with `fill`."""
    lum = luminance(fill)
    dark = (lum + 0.05) / (luminance(INK) + 0.05)
    light = (luminance(PAPER_INK) + 0.05) / (lum + 0.05)
    return INK if dark >= light else PAPER_INK


def shade(colour: RGB, factor: float) -> RGB:
    """Darker (factor < 1) or lighter (factor > 1) variant, for edges and bands."""
    if factor <= 1:
        return (int(colour[0] * factor), int(colour[1] * factor), int(colour[2] * factor))
    t = min(factor - 1, 1.0)
    r, g, b = colour
    return (int(r + (255 - r) * t), int(g + (255 - g) * t), int(b + (255 - b) * t))
