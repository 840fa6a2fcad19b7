"""Renderer plumbing: the bundled font really covers our languages, PNGs are small and stable."""

from __future__ import annotations

import io
import subprocess
import sys
from collections.abc import Iterator
from typing import Any, cast

import pytest
from fontTools.ttLib import TTFont
from PIL import Image, ImageChops, ImageDraw, ImageFont

import renderers
from bot.engine.core import Rules, play
from bot.paths import FONTS_DIR, ROOT
from renderers import PNG_MAGIC, draw, render, render_text_card, theme, to_png
from renderers.draw import Box
from renderers.fonts import font, font_path
from renderers.lang import Words
from tests.support.tokens_game import RULES, TokensState, TokensView

SAMPLES = {
    "vietnamese": "Tiếng Việt: đường, ẩ, ỹ",
    "greek": "Ελληνικά: Ηγέτες",
    "korean": "한국어: 문명의 시대",
}
PRIVATE_USE = "\ue000"  # never in the font, so it draws .notdef
ABSENT = "中"  # a Chinese ideograph: deliberately left out of the subset
TOKENS = cast(Rules, RULES)  # TokensRules.options is typed narrower than the protocol's


# -- helpers ---------------------------------------------------------------------------------


def glyph_bitmap(ch: str, fnt: ImageFont.FreeTypeFont) -> bytes:
    """The character drawn alone at a fixed origin, as raw grey bytes."""
    img = Image.new("L", (96, 96), 0)
    ImageDraw.Draw(img).text((8, 8), ch, font=fnt, fill=255)
    return img.tobytes()


def ink_box(img: Image.Image, background: tuple[int, int, int] = theme.BACKGROUND) -> Box | None:
    """Bounding box of everything that differs from the blank canvas."""
    blank = Image.new("RGB", img.size, background)
    bbox = ImageChops.difference(img.convert("RGB"), blank).getbbox()
    return Box(*bbox) if bbox else None


def new_game(players: int = 3, seed: int = 7) -> TokensState:
    return RULES.new_game(players, seed, {"pile": "large", "gifts": True})


def after_bids(players: int = 3) -> TokensState:
    s = new_game(players)
    for seat in range(players):
        s, _ = play(TOKENS, s, seat, f"bid:{seat % 3}")
    return s


def png_bytes(view: TokensView, highlight: tuple[str, ...] = ()) -> bytes:
    return to_png(render("tokens", view, highlight=highlight))


@pytest.fixture
def temp_renderer() -> Iterator[str]:
    """A throwaway game key, removed again so other tests see the real registry."""
    key = "test-only-renderer"
    yield key
    renderers.RENDERERS.pop(key, None)
    renderers._WANTS_NAMES.pop(key, None)


# -- the bundled font ------------------------------------------------------------------------


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
def test_font_cmap_covers_vietnamese_greek_korean(bold: bool) -> None:
    cmap = TTFont(font_path(bold=bold), lazy=True).getBestCmap()
    for language, sample in SAMPLES.items():
        missing = [ch for ch in sample if ord(ch) not in cmap]
        assert not missing, f"{language}: {missing}"
    hangul = set(range(0xAC00, 0xD7A4))
    assert hangul <= set(cmap), "every Hangul syllable must be present"
    vietnamese = set(range(0x1EA0, 0x1EFA)) | {
        0x0102,
        0x0103,
        0x0110,
        0x0111,
        0x01A0,
        0x01A1,
        0x01AF,
        0x01B0,
        0x0128,
        0x0129,
        0x0168,
        0x0169,
    }
    assert vietnamese <= set(cmap)
    greek = {cp for cp in range(0x0386, 0x03CF) if cp not in (0x0387, 0x038B, 0x038D, 0x03A2)}
    assert greek <= set(cmap)
    assert ord(PRIVATE_USE) not in cmap


@pytest.mark.parametrize("bold", [False, True], ids=["regular", "bold"])
@pytest.mark.parametrize("language", sorted(SAMPLES))
def test_sample_characters_draw_real_glyphs(language: str, bold: bool) -> None:
    fnt = font(48, bold=bold)
    notdef = glyph_bitmap(PRIVATE_USE, fnt)
    assert any(notdef), "the .notdef box should have ink, or this test proves nothing"
    assert glyph_bitmap(ABSENT, fnt) == notdef, "a missing character must look like .notdef"
    chars = sorted({ch for ch in SAMPLES[language] if not ch.isspace()})
    bitmaps = {ch: glyph_bitmap(ch, fnt) for ch in chars}
    for ch, bitmap in bitmaps.items():
        assert any(bitmap), f"{ch!r} drew no ink"
        assert bitmap != notdef, f"{ch!r} drew the .notdef box"
    assert len(set(bitmaps.values())) == len(chars), "distinct characters must look distinct"


def test_whole_sentences_render_with_ink() -> None:
    for sample in SAMPLES.values():
        img = draw.canvas(900, 80)
        drawn = draw.text(img, (10, 10), sample, size=32)
        box = ink_box(img)
        assert box is not None and box.width > 150
        assert drawn.width > 150


def test_font_is_cached_per_size_and_weight() -> None:
    assert font(20) is font(20)
    assert font(20, bold=True) is font(20, bold=True)
    assert font(20) is not font(20, bold=True)
    with pytest.raises(ValueError):
        font(0)


def test_font_files_are_licensed_and_small() -> None:
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONTS_DIR / "OFL.txt").read_text("utf-8")
    assert (FONTS_DIR / "README.md").is_file()
    total = sum(p.stat().st_size for p in FONTS_DIR.iterdir() if p.is_file())
    assert total < 8 * 1024 * 1024


# -- registry and render ---------------------------------------------------------------------


def test_unknown_game_raises_lookup_error_naming_it() -> None:
    with pytest.raises(LookupError, match="no-such-game"):
        render("no-such-game", object())


def test_first_registration_wins_and_names_are_passed_when_wanted(temp_renderer: str) -> None:
    seen: list[tuple[object, ...]] = []

    @renderers.register_renderer(temp_renderer)
    def first(
        view: object, highlight: tuple[str, ...], *, names: tuple[str, ...] = ()
    ) -> Image.Image:
        seen.append((view, highlight, names))
        return draw.canvas(10, 10)

    @renderers.register_renderer(temp_renderer)
    def second(view: object, highlight: tuple[str, ...]) -> Image.Image:  # pragma: no cover
        raise AssertionError("a second registration must not replace the first")

    image = render(temp_renderer, "v", highlight=["seat0"], names=["Ann"])
    assert image.size == (10, 10)
    assert seen == [("v", ("seat0",), ("Ann",))]


def test_renderer_without_names_gets_two_arguments(temp_renderer: str) -> None:
    @renderers.register_renderer(temp_renderer)
    def plain(view: object, highlight: tuple[str, ...]) -> Image.Image:
        return draw.canvas(12, 8)

    assert render(temp_renderer, None, names=("Ann", "Bo")).size == (12, 8)


def test_renderer_returning_non_image_is_an_error(temp_renderer: str) -> None:
    def not_an_image(view: object, highlight: tuple[str, ...]) -> Any:
        return b"png"

    renderers.register_renderer(temp_renderer)(not_an_image)
    with pytest.raises(TypeError, match=temp_renderer):
        render(temp_renderer, None)


def test_renderers_stay_free_of_discord_service_and_asyncio() -> None:
    code = (
        "import sys, renderers, renderers.draw, tests.support.tokens_render\n"
        "print(','.join(m for m in ('bot.table.service', 'discord', 'asyncio', 'aiosqlite')"
        " if m in sys.modules))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert result.stdout.strip() == ""


# -- PNG encoding ----------------------------------------------------------------------------


def test_render_and_png_are_deterministic_small_pngs() -> None:
    view = RULES.view(after_bids(), 1)
    first, second = png_bytes(view, ("seat1",)), png_bytes(view, ("seat1",))
    assert first == second
    assert first.startswith(PNG_MAGIC)
    assert len(first) < 1024 * 1024
    assert Image.open(io.BytesIO(first)).mode == "P"


def test_png_is_exact_for_images_with_few_colours() -> None:
    img = draw.canvas(40, 30)
    ImageDraw.Draw(img).rectangle((5, 5, 20, 20), fill=theme.SHIELD)
    ImageDraw.Draw(img).rectangle((22, 5, 35, 25), fill=theme.HIGHLIGHT)
    decoded = Image.open(io.BytesIO(to_png(img))).convert("RGB")
    assert ImageChops.difference(decoded, img).getbbox() is None


def test_png_of_a_board_stays_close_to_the_original() -> None:
    img = render("tokens", RULES.view(after_bids(), 0))
    decoded = Image.open(io.BytesIO(to_png(img))).convert("RGB")
    diff = ImageChops.difference(decoded, img).convert("L")
    mean = sum(i * n for i, n in enumerate(diff.histogram())) / (img.width * img.height)
    assert mean < 2.0


def test_png_accepts_rgba_and_palette_images() -> None:
    rgba = Image.new("RGBA", (30, 20), (10, 200, 30, 128))
    assert to_png(rgba).startswith(PNG_MAGIC)
    assert to_png(rgba.convert("P")).startswith(PNG_MAGIC)


def test_text_card_fallback_renders_every_language() -> None:
    img = render_text_card("No renderer yet", [*SAMPLES.values(), "word " * 80])
    assert img.width == theme.BOARD_WIDTH
    assert 200 < img.height < 1000
    assert to_png(img).startswith(PNG_MAGIC)


# -- the Tokens renderer ---------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_tokens_board_has_a_sensible_size(players: int) -> None:
    img = render("tokens", RULES.view(new_game(players), None))
    assert 600 <= img.width <= 1600
    assert 300 <= img.height <= 1600
    assert img.mode == "RGB"


def test_a_different_view_gives_different_bytes() -> None:
    s = after_bids()
    before = png_bytes(RULES.view(s, None))
    seat = next(iter(RULES.to_move(s)))
    s, _ = play(TOKENS, s, seat, "take:2")
    assert png_bytes(RULES.view(s, None)) != before


def test_viewer_sees_own_bonus_others_see_card_backs() -> None:
    s = new_game()
    assert png_bytes(RULES.view(s, 0)) != png_bytes(RULES.view(s, 1))
    assert png_bytes(RULES.view(s, None)) != png_bytes(RULES.view(s, 0))


def test_highlight_changes_the_image() -> None:
    s = after_bids()
    seat = next(iter(RULES.to_move(s)))
    s, events = play(TOKENS, s, seat, "take:1")
    view = RULES.view(s, None)
    highlight = RULES.highlight(events)
    assert highlight == (f"seat{seat}",)
    plain = render("tokens", view)
    marked = render("tokens", view, highlight=highlight)
    assert ImageChops.difference(plain, marked).getbbox() is not None
    unrelated = render("tokens", view, highlight=("pile", "seat99"))
    assert ImageChops.difference(plain, unrelated).getbbox() is None


def test_names_appear_instead_of_seat_numbers() -> None:
    view = RULES.view(new_game(), None)
    assert png_bytes(view) != to_png(render("tokens", view, names=("Ann", "Bảo", "민수")))


@pytest.mark.parametrize("viewer", [None, 0, 2])
def test_rendered_board_does_not_leak_secrets(viewer: int | None) -> None:
    for s in (new_game(), after_bids()):
        expected = png_bytes(RULES.view(s, viewer))
        for seed in range(5):
            scrambled = RULES.scramble_secrets(s, viewer, seed)
            assert png_bytes(RULES.view(scrambled, viewer)) == expected


def test_a_whole_game_renders_at_every_step() -> None:
    s = new_game(4, seed=3)
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        s, events = play(TOKENS, s, seat, RULES.legal_actions(s, seat)[0])
        img = render("tokens", RULES.view(s, seat), highlight=RULES.highlight(events))
        assert img.width == theme.BOARD_WIDTH
    assert png_bytes(RULES.view(s, None)).startswith(PNG_MAGIC)


# -- text and layout helpers -----------------------------------------------------------------


LONG = [
    "Xây dựng Kỳ quan thế giới: đường sá, ẩm thực và những ngôi đền cổ kính ỹ ỹ",
    "Οι Ηγέτες της Αρχαιότητας διαλέγουν ένα φύλλο ηγεσίας πριν από κάθε εποχή",
    "한국어: 문명의 시대에서 지도자를 선택하고 불가사의를 건설하세요 정말로요",
    "Supercalifragilisticexpialidocious-and-even-longer-without-any-spaces-at-all",
]


@pytest.mark.parametrize("sample", LONG)
@pytest.mark.parametrize("max_width", [80, 200, 420])
def test_text_keeps_within_max_width(sample: str, max_width: int) -> None:
    img = draw.canvas(700, 80)
    drawn = draw.text(img, (50, 10), sample, size=30, bold=True, max_width=max_width)
    box = ink_box(img)
    assert box is not None
    assert box.x0 >= 50 and box.x1 <= 50 + max_width
    assert drawn.width <= max_width


@pytest.mark.parametrize("sample", LONG)
def test_wrap_lines_fit_and_keep_every_word(sample: str) -> None:
    fnt = font(24)
    lines = draw.wrap(sample, fnt, 160)
    assert len(lines) > 1
    assert all(draw.text_width(line, fnt) <= 160 for line in lines)
    assert "".join(lines).replace(" ", "") == sample.replace(" ", "")


@pytest.mark.parametrize("sample", LONG)
def test_text_block_never_overflows_its_box(sample: str) -> None:
    img = draw.canvas(500, 300)
    box = Box(40, 40, 240, 120)
    used = draw.text_block(img, box, (sample + " ") * 3, size=26, align="centre", valign="middle")
    ink = ink_box(img)
    assert ink is not None and box.contains(ink)
    assert box.contains(used)


def test_centred_text_shrinks_into_its_box() -> None:
    img = draw.canvas(400, 100)
    box = Box(100, 30, 220, 60)
    draw.centred_text(img, box, LONG[1], size=40, bold=True)
    ink = ink_box(img)
    assert ink is not None and box.contains(ink)


def test_ellipsize_and_fit_size() -> None:
    fnt = font(20)
    short = draw.ellipsize(LONG[0], fnt, 150)
    assert short.endswith(draw.ELLIPSIS) and draw.text_width(short, fnt) <= 150
    assert draw.ellipsize("ok", fnt, 150) == "ok"
    assert draw.fit_size("ok", 500, 30) == 30
    assert draw.fit_size(LONG[0], 300, 30) < 30
    assert draw.fit_size(LONG[0], 10, 30, min_size=9) == 9


def test_grid_places_cells_inside_without_overlap() -> None:
    area = Box(10, 20, 410, 520)
    cells = draw.grid(area, 7, columns=3, gap=8, cell_height=50)
    assert len(cells) == 7
    assert all(area.contains(c) for c in cells)
    for i, a in enumerate(cells):
        for b in cells[i + 1 :]:
            assert a.x1 <= b.x0 or b.x1 <= a.x0 or a.y1 <= b.y0 or b.y1 <= a.y0
    assert cells[-1].y1 - area.y0 == draw.grid_height(7, columns=3, cell_height=50, gap=8)
    assert draw.grid(area, 0, columns=3) == []


def test_icons_and_cards_draw_inside_their_boxes() -> None:
    img = draw.canvas(600, 200)
    boxes = [
        draw.coin(img, (40, 40), 20, 3),
        draw.shield(img, (100, 40), 40, 2),
        draw.laurel(img, (160, 40), 44, 7),
        draw.hexagon(img, (230, 40), 30, fill=theme.TERRAIN["hills"], label=8),
        draw.pawn(img, (300, 40), 40, fill=theme.seat_colour(2)),
        draw.card_back(img, Box(340, 10, 390, 80)),
        draw.arrow(img, (420, 60), (480, 20)),
    ]
    for box in boxes:
        crop = img.crop(box)
        assert ImageChops.difference(crop, draw.canvas(*crop.size)).getbbox() is not None
    body = draw.card(img, Box(500, 10, 590, 150), colour="purple", title="Guild")
    assert body.y0 > 10 and body.y1 == 150


def test_highlighted_seats_and_names() -> None:
    assert draw.highlighted_seats(("seat0", "seat12", "pile", "seatx")) == {0, 12}
    assert draw.seat_name(1, ("Ann", "Bo")) == "Bo"
    assert draw.seat_name(2, ("Ann", "Bo")) == "Seat 3"


def test_theme_colours_are_distinct_and_readable() -> None:
    assert len(set(theme.SEAT_COLOURS)) == len(theme.SEAT_COLOURS) == 7
    for name in (
        "brown",
        "grey",
        "gray",
        "blue",
        "green",
        "yellow",
        "red",
        "purple",
        "black",
        "guild",
    ):
        fill = theme.card_colour(name)
        ink = theme.ink_on(fill)
        lighter, darker = sorted((theme.luminance(fill), theme.luminance(ink)), reverse=True)
        assert (lighter + 0.05) / (darker + 0.05) >= 3.0, name
    assert theme.HIGHLIGHT not in theme.SEAT_COLOURS


def test_render_passes_the_language_to_a_renderer_that_takes_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    heard: list[Any] = []

    def speaking(view: Any, highlight: tuple[str, ...], locale: str = "en") -> Image.Image:
        heard.append(locale)
        return Image.new("RGB", (4, 4))

    def silent(view: Any, highlight: tuple[str, ...]) -> Image.Image:
        heard.append("silent")
        return Image.new("RGB", (4, 4))

    monkeypatch.setitem(renderers.RENDERERS, "speaking", speaking)
    monkeypatch.setitem(renderers.RENDERERS, "silent", silent)
    render("speaking", None, locale="ko")
    render("speaking", None)
    render("silent", None, locale="ko")
    assert heard == ["ko", "en", "silent"]


def test_words_of_a_picture_follow_its_language() -> None:
    w = Words("vi", "duel")
    assert w.language == "vi" and not w.english and Words("en-US").english
    assert w("seat.default", n=2) != Words("en")("seat.default", n=2)
    assert Words("fr", "duel").name("the_pyramids") == "The Pyramids"
