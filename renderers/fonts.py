"""The bundled font, loaded once per size: every board uses it so all scripts render alike."""

from __future__ import annotations

import functools
from pathlib import Path

from PIL import ImageFont

from bot.paths import FONTS_DIR

REGULAR_FILE = "TabulaSans-Regular.ttf"
BOLD_FILE = "TabulaSans-Bold.ttf"


def font_path(*, bold: bool = False) -> Path:
    """Where a weight lives, for tests that inspect the file with fontTools."""
    return FONTS_DIR / (BOLD_FILE if bold else REGULAR_FILE)


@functools.lru_cache(maxsize=128)
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """The bundled font at `size` px; cached because FreeType loading costs milliseconds."""
    # Sharing one FT_Face between render threads is safe on GIL builds: Pillow's font calls hold
    # the GIL (free-threaded builds lock each face themselves since Pillow 12.2).
    if size < 1:
        raise ValueError(f"font size must be positive, not {size}")
    path = font_path(bold=bold)
    if not path.is_file():
        raise FileNotFoundError(f"bundled font missing: {path} (see data/fonts/README.md)")
    return ImageFont.truetype(str(path), size)
