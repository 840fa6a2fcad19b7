"""A production phase's line names only what moved: no "+0 culture", no "corruption 0"; a
famine's line keeps its own id (a turn message never drops it); nothing at all says so."""

from __future__ import annotations

import pytest

from bot.engine.core import Event
from bot.engine.tta.speech import event_phrase
from bot.table.turns import matters
from bot.words.phrases import say

LOCALES = ("en", "vi", "el", "ko")
ZERO = {"culture": 0, "science": 0, "corruption": 0, "food": 0, "consumption": 0, "resources": 0}


def _said(data: dict[str, int], locale: str) -> str:
    return say(event_phrase(Event("production", data)), locale, game="tta")


@pytest.mark.parametrize("locale", LOCALES)
def test_only_what_moved_is_said(locale: str) -> None:
    line = _said({**ZERO, "culture": 3, "resources": 2}, locale)
    assert "3" in line and "2" in line
    assert "0" not in line  # no zero part ("+0 science", "corruption 0")
    assert "{" not in line and "???" not in line
    full = _said({**ZERO, "culture": 0, "science": 4, "food": 1, "consumption": 2}, locale)
    assert all(str(n) in full for n in (4, 1, 2)) and "0" not in full


@pytest.mark.parametrize("locale", LOCALES)
def test_a_phase_that_produced_nothing_says_so(locale: str) -> None:
    line = _said(ZERO, locale)
    assert line and "0" not in line and "{" not in line
    assert line != _said({**ZERO, "culture": 1}, locale)


def test_a_famine_is_a_line_that_matters() -> None:
    famine = event_phrase(Event("production", {**ZERO, "food": 1, "consumption": 3, "famine": 2}))
    plain = event_phrase(Event("production", {**ZERO, "culture": 2}))
    assert matters(famine) and not matters(plain)
    assert "2" in say(famine, "en", game="tta") and "famine" in say(famine, "en", game="tta")


def test_one_resource_is_singular_in_english() -> None:
    assert "+1 resource." in _said({**ZERO, "resources": 1}, "en")
    assert "+2 resources" in _said({**ZERO, "resources": 2}, "en")
