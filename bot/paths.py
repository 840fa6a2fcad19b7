"""Where the repository's data lives, found from this file so it works from any working dir."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA_DIR = ROOT / "data"
FONTS_DIR = DATA_DIR / "fonts"
