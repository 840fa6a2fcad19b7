"""The 7 Wonders board and card book in Vietnamese, Greek and Korean (issue 15): no English word
of the catalogue left on any picture, every card, wonder and leader worded in every language,
and the longer words still fit (no cut, nothing out of its box, text >= 14 px)."""

from __future__ import annotations

import pytest

import renderers.wonders  # noqa: F401  (registers the renderer)
from bot.engine.wonders import RULES
from bot.engine.wonders.catalogue import CARDS, LEADERS, RESOURCES, WONDERS
from bot.words.catalogue import catalog, language_of
from renderers import draw, render
from renderers.cards import SUMMARY_LIMIT, card_book
from renderers.lang import Words
from renderers.wonders_parts import PIP, pip_width, resource_label
from tests.renderers.test_wonders import NAMES, advance
from tests.support.english import english_left
from tests.support.layout import problems, sample_states

LANGUAGES = ("vi", "el", "ko")
# (players, steps): the leader draft, the first Age, the middle, the end; two players (Free City)
POSITIONS = [(3, 1), (3, 6), (3, 60), (3, 10_000), (2, 120), (2, 10_000), (7, 10_000)]


def _words(players: int, steps: int, viewer: int | None, locale: str) -> tuple[str, list[str]]:
    s, events = advance(players, steps)
    with draw.record_text() as inked:
        img = render(
            "wonders",
            RULES.view(s, viewer),
            highlight=RULES.highlight(events),
            names=NAMES[:players],
            locale=locale,
        )
    lines = list(inked)
    text = " | ".join(line.text for line in lines)
    return text, problems(img, lines, public=viewer is None)


@pytest.mark.parametrize("locale", LANGUAGES)
@pytest.mark.parametrize(("players", "steps"), POSITIONS)
def test_boards_carry_no_english_and_fit(locale: str, players: int, steps: int) -> None:
    for viewer in (None, 0):
        text, found = _words(players, steps, viewer, locale)
        assert not english_left(text, people=NAMES), (viewer, english_left(text, people=NAMES))
        assert not found, (viewer, found[:5])


def test_the_finder_would_see_an_english_board() -> None:
    """The same picture in English is full of English words: the check above can fail."""
    text, _ = _words(3, 60, 0, "en")
    assert len(english_left(text, people=NAMES)) > 10


@pytest.mark.parametrize("locale", LANGUAGES)
def test_the_board_speaks_the_language(locale: str) -> None:
    """The labels are the language's own messages, not the English ones."""
    s, _ = advance(3, 60)
    with draw.record_text() as inked:
        render("wonders", RULES.view(s, 0), names=NAMES[:3], locale=locale)
    text = " | ".join(line.text for line in inked)
    w = Words(locale, "wonders")
    for key in ("wonders.board.section.leaders", "wonders.board.legend.last"):
        assert w(key) in text and w(key) != Words("en", "wonders")(key)
    assert w("wonders.board.makes", items="").rstrip() in text


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_component_is_worded_in_every_language(locale: str) -> None:
    book = card_book("wonders")
    assert book is not None
    faces = book.listed({"leaders": True}, locale)
    english = {f.id: f for f in book.listed({"leaders": True}, "en")}
    assert {f.id for f in faces} == set(CARDS) | set(WONDERS) | set(LEADERS)
    for f in faces:
        assert f.summary and len(f.summary) <= SUMMARY_LIMIT, f
        assert f.summary != english[f.id].summary, f
        assert "{" not in f.summary and "wonders." not in f.summary, f
        assert not english_left(f"{f.kind} {f.summary}"), (f, english_left(f.summary))
    for leader in LEADERS:
        assert f"wonders.text.{leader}" in catalog(locale), leader


@pytest.mark.parametrize("locale", LANGUAGES)
def test_every_card_drawing_fits_in_every_language(locale: str) -> None:
    book = card_book("wonders")
    assert book is not None
    found = []
    for face in book.listed({"leaders": True}, locale):
        with draw.record_text() as inked:
            img = book.picture(face.id, locale)
        lines = list(inked)
        text = " ".join(line.text for line in lines)
        assert face.name in text, face.id
        found += [f"{face.id}: {p}" for p in problems(img, lines, public=False)]
        found += [f"{face.id}: English {w!r}" for w in english_left(text)]
    assert not found, "\n".join(found[:20])


def test_greek_names_the_leaders_and_their_guilds_from_the_players_document() -> None:
    w = Words("el", "wonders")
    assert w.name("alexander") == "Αλέξανδρος" and w.name("hiram") == "Χάιραμ"
    assert w.name("courtesans_guild") == "Συντεχνία των Εταίρων"
    assert all(w.name(x) != LEADERS[x].name for x in LEADERS)
    assert w.name("lumber_yard") == "Lumber Yard"  # other cards keep their English names
    assert Words("vi", "wonders").name("alexander") == "Alexander"


@pytest.mark.parametrize(("locale", "players"), [("el", 3), ("ko", 2), ("vi", 4)])
def test_boards_read_at_every_position_of_a_game(locale: str, players: int) -> None:
    """The layout rules of test_layout, in another language, from the first move to the end."""
    names = tuple(f"Player {i + 1}" for i in range(players))
    found: list[str] = []
    for n, s in enumerate(sample_states(RULES, players, {"leaders": True}, seed=5)):
        for viewer in (None, 0):
            with draw.record_text() as inked:
                img = render("wonders", RULES.view(s, viewer), names=names, locale=locale)
            where = f"position {n}, {'public' if viewer is None else 'seat 0'}"
            found += [f"{where}: {p}" for p in problems(img, list(inked), public=viewer is None)]
    assert not found, "\n".join(found[:20])


# -- the cost squares ------------------------------------------------------------------------

ENGLISH_MARKS = {r: resource_label(r, "en") for r in RESOURCES}


def _square_marks(locale: str, players: int = 3, steps: int = 60) -> list[str]:
    """The labels drawn on the board's cost squares (a line whose box is one square)."""
    s, _ = advance(players, steps)
    with draw.record_text() as inked:
        render("wonders", RULES.view(s, 0), names=NAMES[:players], locale=locale)
    square = (pip_width(language_of(locale)), PIP)
    return [
        line.text
        for line in inked
        if line.limit is not None and (line.limit.width, line.limit.height) == square
    ]


@pytest.mark.parametrize("locale", ("en", *LANGUAGES))
def test_every_resource_has_its_own_short_mark(locale: str) -> None:
    marks = [resource_label(r, locale) for r in RESOURCES]
    assert len(set(marks)) == len(marks), marks  # no two resources share a square's mark
    assert all(m and "wonders." not in m and len(m) <= 2 for m in marks), marks


@pytest.mark.parametrize("locale", LANGUAGES)
def test_no_english_initial_on_a_cost_square(locale: str) -> None:
    """Each resource's mark is the language's own (Ξ, 목, Đ), never the English W/S/C/O/G/T/P of
    that resource, and every square drawn on the board carries one of the language's marks."""
    for r in RESOURCES:
        assert resource_label(r, locale) != ENGLISH_MARKS[r], r
    mine = {resource_label(r, locale) for r in RESOURCES}
    for players, steps in ((3, 60), (7, 10_000)):
        drawn = _square_marks(locale, players, steps)
        assert drawn and set(drawn) <= mine, (players, set(drawn) - mine)
    if locale in ("el", "ko"):  # alphabets without Latin letters: no English mark at all
        assert not set(_square_marks(locale)) & set(ENGLISH_MARKS.values())


def test_the_square_finder_sees_the_english_marks() -> None:
    """In English the squares carry W, S, C...: the checks above look at the right lines."""
    assert set(_square_marks("en")) <= set(ENGLISH_MARKS.values())
    assert len(set(_square_marks("en", 7, 10_000))) >= 3


@pytest.mark.parametrize("locale", ("en", *LANGUAGES))
@pytest.mark.parametrize("players", [3, 7])
def test_the_board_keys_every_cost_square(locale: str, players: int) -> None:
    """A reader can tell what each square means: the key draws every resource's mark beside its
    name in the language (a bar above the legend, or a spare cell of the city grid)."""
    s, _ = advance(players, 10_000)
    with draw.record_text() as inked:
        render("wonders", RULES.view(s, None), names=NAMES[:players], locale=locale)
    texts = [line.text for line in inked]
    w = Words(locale, "wonders")
    for r in RESOURCES:
        mark, name = resource_label(r, locale), w(f"wonders.name.{r}")
        at = [i for i, x in enumerate(texts) if x == name]
        assert any(texts[i - 1] == mark for i in at), (r, mark, name)
