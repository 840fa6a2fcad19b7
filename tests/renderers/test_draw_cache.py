"""The drawing shortcuts (memoised glyph masks, estimated line breaks, sampled palette) draw and
encode what the plain Pillow calls would."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageChops, ImageDraw, ImageStat

from renderers import draw, to_png
from renderers.fonts import font

WORDS = [
    "a",
    "I",
    "to",
    "of",
    "Wonder",
    "stage",
    "build",
    "3",
    "VP,",
    "coin:",
    "Chain:",
    "Scriptorium",
    "Lighthouse",
    "Colossus",
    "Æther",
    "é",
    "WW",
    "mm",
    "ii",
    ".",
    "—",
    "(x)",
    "1/2",
    "averyveryverylongwordthatmustbebrokenacrosslines",
]


def _word_by_word(text: str, fnt: draw.ImageFont.FreeTypeFont, max_width: int) -> list[str]:
    """The plain greedy wrap: add one word at a time until the next does not fit."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split():
            candidate = f"{current} {word}" if current else word
            if draw.text_width(candidate, fnt) <= max_width:
                current = candidate
                continue
            if current:
                lines.append(current)
            if draw.text_width(word, fnt) <= max_width:
                current = word
            else:
                *full, current = draw._break_word(word, fnt, max_width)
                lines.extend(full)
        lines.append(current)
    return lines


def test_wrap_breaks_where_adding_words_one_by_one_would() -> None:
    pick = random.Random(7)
    for _ in range(1500):
        text = " ".join(pick.choice(WORDS) for _ in range(pick.randrange(0, 30)))
        if pick.random() < 0.2:
            text += "\n" + " ".join(pick.choice(WORDS) for _ in range(pick.randrange(0, 8)))
        fnt = font(pick.choice([14, 16, 22, 36]), bold=pick.random() < 0.5)
        width = pick.randrange(10, 600)
        assert draw.wrap(text, fnt, width) == _word_by_word(text, fnt, width), (text, width)


def test_wrap_never_breaks_at_a_no_break_space() -> None:
    """A number tied to its word ("δύναμη 3" with U+00A0) moves to the next line whole."""
    fnt = font(14)
    text = "Ιππότες: βασικός, ισχυρός · δύναμη\u00a03"
    tied = draw.text_width("δύναμη\u00a03", fnt)
    for width in range(tied, draw.text_width(text, fnt) + 1):
        lines = draw.wrap(text, fnt, width)
        assert any("δύναμη\u00a03" in line for line in lines), (width, lines)
        assert not any(line.endswith("δύναμη") for line in lines), (width, lines)


def test_cached_glyphs_draw_what_imagedraw_draws() -> None:
    """Lines at fractional positions, drawn twice (the second from the cache), match Pillow."""
    for x, y in ((10, 10), (10.5, 30.25), (11.75, 60.5)):
        for line in ("Jolly", "Lighthouse · side A", "→ 7 VP"):
            fnt = font(22, bold=True)
            ours = draw.canvas(400, 100)
            draw.text(ours, (x, y), line, size=22, bold=True)
            draw.text(ours, (x, y), line, size=22, bold=True)
            plain = draw.canvas(400, 100)
            left = fnt.getbbox(line, anchor="ls")[0]
            for _ in range(2):
                ImageDraw.Draw(plain).text(
                    (x - min(0, left), y), line, font=fnt, fill=draw.theme.INK, anchor="la"
                )
            assert ImageChops.difference(ours, plain).getbbox() is None, (line, x, y)


def test_cached_glyphs_are_still_recorded() -> None:
    img = draw.canvas(400, 100)
    with draw.record_text() as inked:
        for _ in range(2):
            draw.text(img, (10, 10), "Twice the same line", size=20)
    assert [i.text for i in inked] == ["Twice the same line"] * 2


def test_many_colour_png_stays_close_to_the_board() -> None:
    """A board of more than 256 colours encodes within a small mean error, every colour near."""
    img = draw.canvas(900, 500)
    for i in range(40):
        draw.text_block(
            img,
            draw.Box.at(10 + (i % 8) * 110, 10 + (i // 8) * 95, 100, 90),
            "Every colour of the text anti-aliased",
            size=15,
            fill=((i * 37) % 256, (i * 91) % 256, (i * 53) % 256),
        )
        draw.coin(img, (60 + (i % 8) * 110, 80 + (i // 8) * 95), 9, i)
    assert img.getcolors(256) is None  # the sampled-palette path, not the exact one
    decoded = Image.open(io.BytesIO(to_png(img))).convert("RGB")
    diff = ImageChops.difference(img, decoded).convert("L")
    assert ImageStat.Stat(diff).mean[0] < 2.0
    assert diff.getextrema()[1] < 80
