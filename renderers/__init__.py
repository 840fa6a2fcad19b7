"""Board renderers: pure functions from a game's view to a PIL image, looked up by game key.

A renderer is `fn(view, highlight) -> Image`; it may also accept the keywords `names` (display
names by seat), `spots` (every spot's id), `locale` (the reader's language: labels come from
the message catalogue through `renderers.lang`) and `ended` (how a game stopped off the board
ended, shown instead of whose turn it was), and then receives what the caller passes to
`render`.
"""

from __future__ import annotations

import importlib
import inspect
import io
import sys
from collections.abc import Callable, Sequence
from typing import Any, cast

from PIL import Image

from bot.engine.registry import game_of
from renderers import draw, theme
from renderers.fonts import font

RenderFn = Callable[..., Image.Image]

RENDERERS: dict[str, RenderFn] = {}
_WANTS_NAMES: dict[str, bool] = {}

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def _accepts_names(fn: RenderFn) -> bool:
    """Whether a renderer takes `names`, decided once so `render` never guesses per call."""
    try:
        params = inspect.signature(fn).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins without signatures
        return False
    return "names" in params or any(p.kind is p.VAR_KEYWORD for p in params.values())


def _accepts(fn: RenderFn, keyword: str) -> bool:
    try:
        return keyword in inspect.signature(fn).parameters
    except (TypeError, ValueError):  # pragma: no cover - builtins without signatures
        return False


def register_renderer(game_key: str) -> Callable[[RenderFn], RenderFn]:
    """Decorator registering `fn(view, highlight)` for a game.

    Like the engine registry, the first registration of a key wins, so a module imported twice
    (or under a plugin name) cannot swap renderers behind the caller's back.
    """

    def decorator(fn: RenderFn) -> RenderFn:
        if game_key not in RENDERERS:
            RENDERERS[game_key] = fn
            _WANTS_NAMES[game_key] = _accepts_names(fn)
        return fn

    return decorator


def renderer_for(game_key: str) -> RenderFn:
    """The game's renderer; the module its declaration names (`Game.renderer`) is imported on
    first use (a plugin's renderer registers itself when the plugin is loaded)."""
    declared = game_of(game_key)
    if game_key not in RENDERERS and declared is not None and declared.renderer:
        importlib.import_module(declared.renderer)
    try:
        return RENDERERS[game_key]
    except KeyError:
        known = ", ".join(sorted(RENDERERS)) or "none"
        raise LookupError(f"No renderer for game {game_key!r} (renderers: {known}).") from None


def render(
    game_key: str,
    view: Any,
    *,
    highlight: Sequence[str] = (),
    names: Sequence[str] = (),
    spots: bool = False,
    locale: str | None = None,
    ended: str | None = None,
) -> Image.Image:
    """Draw `view` with the game's renderer; an unknown game is a clear LookupError.

    `spots` asks for every spot's id (Catan's `/board spots:true`); a renderer that has no
    such labels ignores it. `locale` is the language of the board's words (None: English).
    `ended` says how a game that stopped off the board ended (a resignation, the clock, an
    abandonment): the view still has someone to move, and the renderer shows these words
    instead."""
    fn = renderer_for(game_key)
    extra: dict[str, Any] = {}
    if spots and _accepts(fn, "spots"):
        extra["spots"] = True
    if locale is not None and _accepts(fn, "locale"):
        extra["locale"] = locale
    if ended and _accepts(fn, "ended"):
        extra["ended"] = ended
    if _WANTS_NAMES.get(game_key):
        image = fn(view, tuple(highlight), names=tuple(names), **extra)
    else:
        image = fn(view, tuple(highlight), **extra)
    if not isinstance(image, Image.Image):
        raise TypeError(f"renderer for {game_key!r} returned {type(image).__name__}, not an image")
    return image


def _palette(image: Image.Image) -> Image.Image:
    """A palette image: exact when the board has <= 256 colours, else an octree quantize.

    Boards are flat colours plus anti-aliased edges, so 256 colours without dithering keep text
    crisp and make the PNG several times smaller than RGB.
    """
    if image.mode == "P":
        return image
    if image.mode not in ("RGB", "RGBA"):
        image = image.convert("RGBA" if "A" in image.getbands() else "RGB")
    if image.mode == "RGBA":
        return image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    colours = image.getcolors(256)
    if colours is not None:  # few colours: map them exactly, in a stable order
        palette = sorted(cast(tuple[int, int, int], c) for _, c in colours)
        pal_img = Image.new("P", (1, 1))
        pal_img.putpalette([channel for rgb in palette for channel in rgb])
        return image.quantize(len(palette), palette=pal_img, dither=Image.Dither.NONE)
    # Many colours: a fast octree picks the palette from every other pixel of every other row,
    # then each pixel takes its nearest palette colour. 8 ms for a 1600x1000 board against 13 ms
    # for an octree over every pixel (and 150 ms for median cut), with no larger error: flat
    # boards repeat their colours, so the quarter sample holds them all in their proportions.
    sample = image.resize(
        (max(1, image.width // _SAMPLE), max(1, image.height // _SAMPLE)),
        Image.Resampling.NEAREST,
    )
    chosen = sample.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    return image.quantize(palette=chosen, dither=Image.Dither.NONE)


_SAMPLE = 2  # the palette sample keeps one pixel in _SAMPLE x _SAMPLE
PNG_LEVEL = 3  # deflate level


def to_png(image: Image.Image) -> bytes:
    """Encode for Discord: palette PNG; the same image gives the same bytes.

    Deflate level 3 takes 7 ms for a 1600x1000 board against 15 ms at level 6, for about 18%
    more bytes (90 kB against 75 kB for 7 Wonders with 7 players; `optimize` costs 45 ms).
    """
    out = io.BytesIO()
    _palette(image).save(out, format="PNG", compress_level=PNG_LEVEL)
    return out.getvalue()


def render_text_card(title: str, lines: list[str]) -> Image.Image:
    """A plain board of text, for games that have no renderer yet (and for errors)."""
    width = theme.BOARD_WIDTH
    body_width = width - 2 * theme.MARGIN - 2 * theme.PAD
    fnt = font(theme.BODY_SIZE)
    wrapped = [draw.wrap(line, fnt, body_width) for line in lines] or [[""]]
    pitch = round(draw.line_height(fnt) * 1.15)
    count = sum(len(w) for w in wrapped)
    bar = 64
    body_height = pitch * count + theme.GAP * (len(wrapped) - 1)
    height = bar + 2 * theme.MARGIN + 2 * theme.PAD + body_height
    img = draw.canvas(width, height)
    draw.title_bar(img, draw.Box(0, 0, width, bar), title)
    inner = draw.panel(img, draw.Box(0, bar, width, height).inset(theme.MARGIN))
    y = inner.y0
    for block in wrapped:
        for line in block:
            draw.text(img, (inner.x0, y), line, size=theme.BODY_SIZE, max_width=inner.width)
            y += pitch
        y += theme.GAP
    return img


__all__ = [
    "PNG_MAGIC",
    "RENDERERS",
    "RenderFn",
    "register_renderer",
    "render",
    "render_text_card",
    "to_png",
]


def clear_caches(keep: Sequence[str] = ("font",)) -> int:
    """Empty the renderers' memo caches (`functools.lru_cache`s), but those named in `keep`
    (the fonts: small, and slow to load again); returns how many were emptied.

    Their sizes suit live play, where the same panels come back move after move; a replay's
    process draws dozens of boards that each differ, and would otherwise fill them all with
    pictures it never draws again (Catan's seat panels alone: about 35 MB). Drawing is pure,
    so an emptied cache changes no picture, only how long the next one takes."""
    emptied = 0
    for name, module in list(sys.modules.items()):
        if module is None or not (name == "renderers" or name.startswith("renderers.")):
            continue
        for attr, value in list(vars(module).items()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear) and hasattr(value, "cache_info") and attr not in keep:
                clear()
                emptied += 1
    return emptied
