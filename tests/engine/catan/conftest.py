"""Catan test set-up: registers the board renderer (renderers are not auto-discovered yet)."""

from __future__ import annotations

import renderers.catan  # noqa: F401
