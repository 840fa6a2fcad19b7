"""The 7 Wonders Duel and Agora board and /card pictures in Vietnamese, Greek and Korean
(issue 15): no English word of the catalogue left on any picture, from the wonder draft to the
final score, and the longer words still fit (no cut, nothing out of its box, text >= 14 px).

Names stay English where the language has none (cards, wonders, tokens; Agora's components in
Greek and Korean), as the official apps do: `english_left` takes every component's name out."""

from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

import renderers.duel  # noqa: F401  (registers the renderer)
from bot.engine.core import Event, play
from bot.engine.duel.catalog import catalog
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from bot.engine.words import Text
from bot.words.catalogue import catalog as messages
from renderers import draw, render
from renderers.cards import card_book
from renderers.draw import Inked
from renderers.duel_cards import draw_card
from renderers.lang import Words
from tests.support.english import english_left
from tests.support.layout import MAX_SIDE, problems

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("vi", "el", "ko")
NAMES = ("Ann", "Bob")
GAMES = [(3, False), (8, False), (3, True), (11, True)]  # (seed, agora)
POINTS = 7  # positions per game, from the wonder draft to the final score


def whole_game(seed: int, agora_on: bool) -> list[tuple[DuelState, list[Event]]]:
    """Every position of a game of seeded random legal moves played through `play`."""
    s = RULES.new_game(2, seed, {"agora": agora_on})
    pick = random.Random(seed)
    seen: list[tuple[DuelState, list[Event]]] = [(s, [])]
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        s, events = play(RULES, s, seat, pick.choice(RULES.legal_actions(s, seat)))
        seen.append((s, events))
    return seen


def positions(seed: int, agora_on: bool) -> list[tuple[DuelState, list[Event]]]:
    """`POINTS` positions of a game played with seeded random legal moves, through `play`."""
    seen = whole_game(seed, agora_on)
    step = (len(seen) - 1) / (POINTS - 1)
    return [seen[round(i * step)] for i in range(POINTS)]


def short_names(locale: str) -> tuple[str, ...]:
    """Names as the board shortens them, still names kept English: a Senator's without its
    section on a narrow face ("Politician"; its words say the section), a wonder's without
    "The " on its tile ("Appian Way")."""
    w = Words(locale, "duel")
    cat = catalog()
    senators = [w.name(c.id) for c in cat.cards.values() if c.deck == "senator"]
    heads = {name.split(" (")[0] for name in senators} | set(senators)  # longest go first
    heads |= {w.name(wid).removeprefix("The ") for wid in cat.wonders}
    return tuple(heads)


def drawn(
    s: DuelState, events: list[Event], viewer: int | None, locale: str | None
) -> tuple[Image.Image, list[Inked]]:
    with draw.record_text() as inked:
        img = render(
            "duel",
            RULES.view(s, viewer),
            highlight=RULES.highlight(events),
            names=NAMES,
            locale=locale,
        )
    return img, list(inked)


def words_of(inked: list[Inked]) -> str:
    """The drawn text in drawing order; a name wrapped over two lines reads whole again."""
    return " ".join(line.text for line in inked)


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize(("seed", "agora_on"), GAMES)
def test_boards_carry_no_english_and_fit(locale: str, seed: int, agora_on: bool) -> None:
    people = (*NAMES, *short_names(locale))
    found: list[str] = []
    for n, (s, events) in enumerate(positions(seed, agora_on)):
        for viewer in (None, 0, 1):
            img, inked = drawn(s, events, viewer, locale)
            where = f"position {n}, viewer {viewer}"
            left = english_left(words_of(inked), people=people)
            found += [f"{where}: English {w!r}" for w in left]
            # a public picture keeps every rule, the base game's and Agora's alike
            found += [f"{where}: {p}" for p in problems(img, inked, public=viewer is None)]
            if max(img.size) > MAX_SIDE:
                found.append(f"{where}: {img.size} is over {MAX_SIDE} px")
            if viewer is None and not any(line.role == "headline" for line in inked):
                found.append(f"{where}: no headline")
    assert not found, "\n".join(found[:30])


def test_the_finder_would_see_an_english_board() -> None:
    """The same pictures in English are full of English words: the check above can fail."""
    for agora_on in (False, True):
        s, events = positions(3, agora_on)[3]
        _, inked = drawn(s, events, 0, "en")
        assert len(english_left(words_of(inked), people=NAMES)) > 15


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_board_speaks_the_language(locale: str) -> None:
    """The labels are the language's own messages, not the English ones."""
    w, en = Words(locale, "duel"), Words("en", "duel")
    s, events = positions(3, True)[3]
    _, inked = drawn(s, events, 0, locale)
    text = words_of(inked)
    for key in ("duel.board.track", "duel.board.tokens", "duel.board.senate", "duel.board.makes"):
        assert w(key) in text and w(key) != en(key), key
    assert w("duel.board.section", section="left") in text
    view = RULES.view(s, 0)
    assert w("duel.board.discard", n=len(view.discard)) in text
    assert en("duel.board.track") not in text


def test_a_decision_is_asked_in_the_readers_words() -> None:
    """Not the engine's English prompt: the pending decision's `ask` phrase, worded."""
    for seed, agora_on in GAMES:
        for s, events in positions(seed, agora_on):
            view = RULES.view(s, None)
            if view.pending is None or view.pending.kind == "turn" or view.pending.ask is None:
                continue
            _, inked = drawn(s, events, None, "el")
            heads = " ".join(line.text for line in inked if line.role == "headline")
            ask = Words("el", "duel").say(view.pending.ask, names=NAMES)
            english = Words("en", "duel").say(view.pending.ask, names=NAMES)
            assert english not in heads
            assert ask in heads and ask != english
            return
    pytest.fail("no sampled position waits on a decision other than a turn")


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_card_picture_speaks_the_language_and_fits(locale: str) -> None:
    book = card_book("duel")
    assert book is not None
    people = short_names(locale)
    found: list[str] = []
    faces = book.listed({"agora": True}, locale)
    assert len(faces) > 100
    draw_card.cache_clear()  # drawings are cached: draw each afresh to record its lines
    for face in faces:
        with draw.record_text() as inked:
            img = book.picture(face.id, locale)
        lines = list(inked)
        text = words_of(lines)
        if face.name not in text:
            found.append(f"{face.id}: its name {face.name!r} is not drawn")
        found += [f"{face.id}: {p}" for p in problems(img, lines, public=False)]
        found += [f"{face.id}: English {w!r}" for w in english_left(text, people=people)]
    assert not found, "\n".join(found[:20])


@pytest.mark.parametrize("locale", LANGUAGES)
def test_a_card_picture_differs_from_the_english_one(locale: str) -> None:
    for cid in ("baths", "curia_julia", "economy", "law", "coins_on_red", "coup", "tavern"):
        with draw.record_text() as inked:
            draw_card(cid, locale)
        worded = words_of(list(inked))
        with draw.record_text() as inked:
            draw_card(cid, "en")
        assert worded != words_of(list(inked)), cid
    draw_card.cache_clear()


@pytest.mark.parametrize("locale", LANGUAGES)
def test_progress_tokens_print_their_text_in_the_language(locale: str) -> None:
    """A token with a printed text has it in every language (`duel.text.<id>`); the board and
    the card draw it."""
    w, en = Words(locale, "duel"), Words("en", "duel")
    printed = [t for t in catalog().tokens.values() if t.text]
    assert printed
    for token in printed:
        assert f"duel.text.{token.id}" in messages(locale), token.id
        assert en.say(Text(token.id)) == token.text  # English: the data's printed text
        printed_text = w.say(Text(token.id))
        assert printed_text and printed_text != token.text, token.id
        s = RULES.new_game(2, 1, {"agora": token.expansion == "agora"})
        s.board_tokens = [token.id]
        _, inked = drawn(s, [], 0, locale)
        assert printed_text in words_of(inked), token.id


def test_the_renderers_no_longer_read_the_english_effect_words() -> None:
    """bot/engine/duel/text.py only said effects in English: the pictures use speech.py."""
    for path in sorted((ROOT / "renderers").glob("duel*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        imported = {
            node.module
            for node in ast.walk(tree)
            if isinstance(node, ast.ImportFrom) and node.module is not None
        }
        assert "bot.engine.duel.text" not in imported, path.name


@pytest.mark.parametrize("locale", ("en", *LANGUAGES))
def test_resource_squares_carry_the_languages_marks(
    locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each resource's square shows its mark in the picture's language (W for wood in
    English, Ξ in Greek, 목 in Korean), never another language's, and widens to hold it."""
    import renderers.duel_parts as parts

    drawn_marks: list[tuple[str, str, int]] = []
    real = parts.resource

    def recording(img: Image.Image, box: draw.Box, res: str, label: str) -> draw.Box:
        square = real(img, box, res, label)
        drawn_marks.append((res, label, square.width))
        assert square.width >= parts.resource_width(label, box.height)
        return square

    monkeypatch.setattr(parts, "resource", recording)
    w, english = Words(locale, "duel"), Words("en", "duel")
    for agora_on in (False, True):
        s, events = positions(3, agora_on)[3]
        drawn(s, events, None, locale)
        drawn(s, events, 0, locale)
    assert {res for res, _, _ in drawn_marks} >= {"wood", "clay", "stone"}
    for res, label, _ in drawn_marks:
        assert label == w(f"duel.board.resource_short.{res}")
        if locale != "en":
            assert label != english(f"duel.board.resource_short.{res}"), (res, label)
    marks = {w(f"duel.board.resource_short.{r}") for r in RESOURCES}
    assert len(marks) == len(RESOURCES)  # no two resources share a mark


RESOURCES = ("wood", "clay", "stone", "glass", "papyrus")


@pytest.mark.parametrize("locale", ("en", *LANGUAGES))
def test_a_printed_cost_keeps_clear_of_the_badge_and_the_words(
    locale: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """On every card at every width the structure gives, the squares of its printed cost stay
    out of the coin or chain tag an accessible card wears (wrapping to a second line when they
    must) and above the card's words, and the face is tall enough for all of it."""
    import renderers.duel_parts as parts

    drawn_cost: list[tuple[str, draw.Box]] = []
    real_square, real_coin = parts.resource, draw.coin

    def square(img: Image.Image, box: draw.Box, res: str, label: str) -> draw.Box:
        drawn_cost.append(("square", real_square(img, box, res, label)))
        return drawn_cost[-1][1]

    def coin(img: Image.Image, *args: Any, **kwargs: Any) -> draw.Box:
        drawn_cost.append(("coin", real_coin(img, *args, **kwargs)))
        return drawn_cost[-1][1]

    monkeypatch.setattr(parts, "resource", square)
    monkeypatch.setattr(draw, "coin", coin)
    w = Words(locale, "duel")
    wrapped, found = 0, []
    for width in (137, 161, 176, 190):
        for card in catalog().cards.values():
            face = draw.Box(0, 0, width, parts.face_height([card], width, w))
            img = draw.canvas(width + 1, face.y1 + 1)
            drawn_cost.clear()
            with draw.record_text() as inked:  # painted in place: a cached tile draws nothing
                parts._paint_face(img, face, card, w)
            cost = list(drawn_cost)  # before the badges, whose coin is a draw.coin too
            cost += [("count", line.box) for line in inked if line.text.startswith("×")]
            where = f"{card.id} at {width} px"
            want = sum(n for _, n in card.cost.resources) + (card.cost.coins > 0)
            if len(drawn_cost) > want or (want and not drawn_cost):
                found.append(f"{where}: {len(drawn_cost)} squares for a cost of {want}")
            tags = [parts.badge(img, parts.badge_centre(face, card, False, w), 1, False, True, w)]
            if card.chain_requires:
                tags.append(
                    parts.badge(img, parts.badge_centre(face, card, True, w), 0, True, True, w)
                )
            for _, box in cost:
                if box.x1 > face.x1 - 4 or any(_meet(box, tag) for tag in tags):
                    found.append(f"{where}: its cost {box} meets {tags} or the edge")
            band = parts.band_height(card, width, w)
            words = [
                line.box
                for line in inked
                if line.box.y0 > band
                and not any(_holds(box, line.box) for _, box in cost)
                and not line.text.startswith("×")
            ]
            squares = [box for kind, box in cost if kind == "square"]
            coins = [box for kind, box in cost if kind == "coin"]
            wrapped += any(box.y0 > squares[0].y0 for box in squares)
            top = min((b.y0 for b in words), default=face.y1)
            # a line's box begins a few pixels above its letters: the round coin may reach there
            if any(top <= b.y1 for b in squares) or any(top < b.y1 - 3 for b in coins):
                found.append(f"{where}: its words (from y {top}) start above its cost's foot")
            if not words or max(b.y1 for b in words) > face.y1:
                found.append(f"{where}: its words run off the face")
    assert not found, "\n".join(found[:20])
    assert wrapped, "no cost needed a second line: the test no longer sees the narrow case"


def _holds(outer: draw.Box, inner: draw.Box) -> bool:
    """Whether a line of text is drawn inside a square (its mark, or the coin's figure)."""
    x, y = (inner.x0 + inner.x1) / 2, (inner.y0 + inner.y1) / 2
    return outer.x0 <= x <= outer.x1 and outer.y0 <= y <= outer.y1


def _meet(a: draw.Box, b: draw.Box) -> bool:
    return a.x0 <= b.x1 and b.x0 <= a.x1 and a.y0 <= b.y1 and b.y0 <= a.y1
