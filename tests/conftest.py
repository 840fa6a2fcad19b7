"""Test-wide set-up: the test-only game is registered before collection."""

from __future__ import annotations

import tests.support.plugin  # noqa: F401
