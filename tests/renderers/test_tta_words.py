"""The Through the Ages board in Vietnamese, Greek and Korean (issue 15): no English word of the
catalogue left on the picture at any point of a solo game, the labels are the language's own
messages (tta-board.ftl), and the longer words still fit (no cut, nothing out of its box).

Card names stay the data's English by design: a drawn line that is a piece of a card's name (a
long name wraps over two lines of its band) is left out of the check, and the short names the
board writes without their bracket ("Military Bonus III") are typed tokens."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.engine.core import play
from bot.engine.tta.cards import catalogue
from bot.engine.tta.decisions import DECISIONS
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState
from bot.words.catalogue import has, t
from renderers import draw, render
from renderers.draw import Inked
from renderers.lang import Words
from renderers.tta import REASONS, RESULT_PARTS, forget_drawn_faces
from renderers.tta_cards import short_kind
from tests.engine.tta.policy import choose
from tests.support.english import english_left
from tests.support.layout import problems

CARDS = catalogue()
LANGUAGES = ("vi", "el", "ko")
NAMES = ("Ann",)
SHORT_NAMES = frozenset(c.name.split(" (")[0] for c in CARDS.values())
EVERY = 9  # moves between two sampled positions


def _positions(variant: str, seed: int = 4) -> Iterator[tuple[int, TtaState]]:
    """A seeded random solo game with every optional rule, every EVERY-th move and the end."""
    s = RULES.new_game(1, seed, {"variant": variant, "optional": "all"})
    rng = random.Random(seed)
    n = 0
    while RULES.outcome(s) is None:
        if n % EVERY == 0:
            yield n, s
        s, _ = play(RULES, s, 0, choose(rng, s, RULES.legal_actions(s, 0)))
        n += 1
    yield n, s


def _drawn(s: TtaState, viewer: int | None, locale: str) -> tuple[list[Inked], list[str]]:
    forget_drawn_faces()  # pasted faces replay their text, but draw them afresh all the same
    with draw.record_text() as recorded:
        img = render("tta", RULES.view(s, viewer), names=NAMES, locale=locale)
    inked = list(recorded)
    return inked, problems(img, inked, public=viewer is None)


def _words(inked: list[Inked]) -> str:
    """The board's text without the lines that are pieces of a card's name."""
    return " ".join(
        line.text for line in inked if not any(line.text.strip() in c.name for c in CARDS.values())
    )


def _english(inked: list[Inked]) -> list[str]:
    return english_left(_words(inked), people=NAMES, tokens=SHORT_NAMES)


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize("variant", ["dummy", "barbarians"])
def test_boards_of_a_whole_game_carry_no_english_and_fit(locale: str, variant: str) -> None:
    found: list[str] = []
    finals = 0
    for n, s in _positions(variant):
        for viewer in (None, 0):
            inked, wrong = _drawn(s, viewer, locale)
            where = f"move {n} {'public' if viewer is None else 'private'}"
            found += [f"{where}: English {w!r}" for w in _english(inked)]
            found += [f"{where}: {p}" for p in wrong]
            if RULES.outcome(s) is not None:
                finals += Words(locale, "tta")("tta.board.final") in _words(inked)
    assert finals == 2  # the last position is the final score, in the language
    assert not found, "\n".join(found[:20])


def test_the_finder_would_see_an_english_board() -> None:
    """The same pictures in English are full of English words: the check above can fail."""
    for n, s in _positions("barbarians"):
        if n >= 3 * EVERY:
            inked, _ = _drawn(s, 0, "en")
            assert len(_english(inked)) > 20
            return
    pytest.fail("the game ended too soon")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_board_speaks_the_language(locale: str) -> None:
    """The labels drawn are the language's own messages, not the English ones."""
    s = next(s for n, s in _positions("dummy") if n >= 2 * EVERY)
    inked, _ = _drawn(s, 0, locale)
    text = " ".join(line.text for line in inked)
    w, en = Words(locale, "tta"), Words("en", "tta")
    for key in ("tracks", "civ", "events", "dummy_title", "track.culture", "group.units"):
        assert w(f"tta.board.{key}") in text, key
        assert w(f"tta.board.{key}") != en(f"tta.board.{key}"), key
    for line in (en("tta.board.tracks"), en("tta.board.civ"), en("tta.board.events")):
        assert line not in text


@pytest.mark.parametrize("locale", ["en", *LANGUAGES])
def test_every_phase_score_part_and_reason_has_its_words(locale: str) -> None:
    """What the headline and the final score name comes from the catalogue, never from the
    engine's keys (their fallback)."""
    keys = [f"phase.{k}" for k in DECISIONS]
    keys += [f"result.{k}" for k in RESULT_PARTS] + [f"reason.{k}" for k in REASONS]
    missing = [k for k in keys if not has(f"tta.board.{k}")]
    assert not missing
    if locale != "en":
        same = [k for k in keys if t(f"tta.board.{k}", locale) == t(f"tta.board.{k}", "en")]
        # card names by design: the phases a card asks for keep the card's English name
        assert set(same) <= {
            "phase.dev_civ",
            "phase.agreement",
            "phase.ravage",
            "phase.reserves",
            "phase.homer",
            "result.bill_gates",
        }, same


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_card_kind_is_worded(locale: str) -> None:
    """The line under a card's name on the board ("Age II theater") in the reader's words."""
    for c in CARDS.values():
        kind = short_kind(c, locale)
        assert kind != short_kind(c, "en"), c.id
        assert c.age_name in kind and "tta." not in kind, (c.id, kind)
        assert not english_left(kind), (c.id, kind, english_left(kind))
