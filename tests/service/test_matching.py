"""Forgiving input: any part of a move's words or a card's name, in every language, without
case, accents or articles; autocomplete offers exactly what Enter accepts."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.chat.commands import Commands, matching_moves, read_words, worded
from bot.chat.matching import find, fold, head
from bot.console import ConsoleSession
from bot.engine.core import RuleError, play
from bot.engine.registry import get_rules
from bot.engine.words import Seat, phrase
from bot.store import open_store
from bot.store.records import SeatRecord
from bot.table.cards import details
from bot.table.service import Choice, GameService, choices_of, names_of

# two people and a bot: a bot's name and level are worded in the reader's language
SEATS = (
    SeatRecord(0, 101, name="alice"),
    SeatRecord(1, None, is_bot=True, level="random"),
    SeatRecord(2, 103, name="carol"),
)


@pytest.fixture
async def service(tmp_path: Path) -> AsyncIterator[GameService]:
    store = open_store(str(tmp_path / "match.sqlite3"))
    await store.open()
    try:
        yield GameService(store, entropy=lambda: b"x")
    finally:
        await store.close()


async def _draft(service: GameService, locale: str) -> tuple[ConsoleSession, list[str]]:
    """A Duel against a random bot, in its wonder draft (Piraeus is among the four)."""
    out: list[str] = []
    session = ConsoleSession(Commands(service), write=out.append, locale=locale)
    await session.handle("alice: /game new duel bots:1 level:random")
    return session, out


def test_folding_drops_case_accents_articles_and_punctuation() -> None:
    assert fold("Lấy Đá") == "lay da"
    assert fold("ΠΆΡΕ τον Πειραιά") == "παρε πειραια"
    assert fold("The Great Lighthouse") == "great lighthouse"
    assert fold("pick:the_great_lighthouse") == "pick great lighthouse"
    assert fold("Τους Πύργους") == fold("πυργουσ")


@pytest.mark.parametrize(
    ("locale", "typed"),
    [
        ("en", "piraeus"),  # the wonder's name alone, during the draft
        ("vi", "lay piraeus"),  # "Lấy" typed without its accents
        ("el", "ΠΑΡΕ PIRAEUS"),  # "Πάρε" in capitals, no accent
        ("ko", "piraeus 선"),  # a part of "선택"
    ],
)
async def test_any_part_of_a_moves_words_plays_it(
    service: GameService, locale: str, typed: str
) -> None:
    session, _ = await _draft(service, locale)
    alice = session.user("alice")
    offered = await session.commands.autocomplete(alice, typed)
    assert [c.token for c in offered] == ["pick:piraeus"]
    reply = await session.handle(f"alice: /play {typed}")
    assert reply is not None and not reply.is_error, reply.content
    moves = await service.replay_moves(alice.channel_id)
    assert (0, "pick:piraeus") in moves


async def test_several_matches_are_listed_and_none_gives_the_closest(
    service: GameService,
) -> None:
    session, _ = await _draft(service, "vi")
    alice = session.user("alice")
    before = await service.replay_moves(alice.channel_id)
    several = await session.handle("alice: /play lay")
    assert several is not None and several.is_error
    assert "pick:piraeus" in several.content and "pick:the_appian_way" in several.content
    none = await session.handle("alice: /play piraeos")
    assert none is not None and none.is_error
    assert "pick:piraeus" in none.content  # the closest move is named
    assert await service.replay_moves(alice.channel_id) == before  # nothing was played


@pytest.mark.parametrize("typed", ["great lighthouse", "Pyramids", "pyramids", "THE PYRAMIDS"])
async def test_a_card_is_found_without_its_article(service: GameService, typed: str) -> None:
    session, _ = await _draft(service, "en")
    reply = await session.handle(f"alice: /card {typed}")
    assert reply is not None and not reply.is_error, reply.content


async def test_greek_and_vietnamese_card_names_without_accents(service: GameService) -> None:
    for locale in ("el", "vi"):
        session, _ = await _draft(service, locale)
        faces = await session.commands._card_faces(session.user("alice"), "duel")
        named = [f for f in faces[1] if any(not ch.isascii() for ch in f.name)]
        assert named, f"no accented card name in {locale}"
        face = named[0]
        bare = fold(face.name)
        found = await session.commands.card_choices(session.user("alice"), bare, "duel")
        tokens = {c.token for c in found}  # copies of one card are listed once, by one id
        assert any(f.id in tokens and f.name == face.name for f in faces[1]), (bare, tokens)
        await session.handle("alice: /game abandon")


def _games_states(game: str, steps: int, seed: int) -> list[tuple[object, int]]:
    """States along a seeded game, with the first seat that owes a move."""
    rules = get_rules(game)
    s = rules.new_game(2 if game != "wonders" else 3, seed, {})
    rnd = random.Random(seed)
    out: list[tuple[object, int]] = []
    for _ in range(steps):
        if rules.outcome(s) is not None:
            break
        seat = sorted(rules.to_move(s))[0]
        legal = rules.legal_actions(s, seat)
        out.append((rules.copy(s), seat))
        s, _ = play(rules, s, seat, legal[rnd.randrange(len(legal))])
    return out


@pytest.mark.parametrize("game", ["duel", "catan", "tta", "wonders"])
@pytest.mark.parametrize("locale", ["en", "vi", "el", "ko"])
def test_what_autocomplete_offers_is_what_enter_plays(game: str, locale: str) -> None:
    """Over real legal lists: each move's token and (unique) words name it alone; any part of
    a move's words names exactly the moves autocomplete shows, and Enter plays it only then."""
    rules = get_rules(game)
    rnd = random.Random(7)
    names = names_of(SEATS, locale)
    for state, seat in _games_states(game, 40, 3)[::4]:
        legal = rules.legal_actions(state, seat)
        offered = choices_of(rules, state, seat, legal, details(game, {}))
        mine = worded(offered, locale, game, names)
        labels = [c.label for c in mine]
        for c in mine:
            assert matching_moves(mine, c.token) == [c]
            assert read_words(c.token, locale, offered, game, SEATS) == c.token
            if labels.count(c.label) == 1:
                assert matching_moves(mine, c.label) == [c]
                assert read_words(c.label, locale, offered, game, SEATS) == c.token
            words = head(c.label).split()  # a part of the move's main words
            start = rnd.randrange(len(words))
            part = " ".join(words[start : start + rnd.randint(1, 2)])
            shown = matching_moves(mine, part)
            assert c in shown or not fold(part)
            try:
                accepted = read_words(part, locale, offered, game, SEATS)
            except RuleError:
                accepted = None
                assert len(shown) != 1
            else:
                assert len(shown) == 1 and accepted == shown[0].token


def test_find_is_the_one_matcher_of_autocomplete_and_play() -> None:
    """A token with a colon names itself or its prefix, never a longer number."""
    items = ["settle:v1", "settle:v10", "road:e4"]
    assert find(items, "settle:v1", lambda x: (x,)) == ["settle:v1"]
    assert find(items[1:], "settle:v1", lambda x: (x,)) == []
    assert find(items, "road", lambda x: (x,)) == ["road:e4"]
    assert find(items, "settle", lambda x: (x,)) == ["settle:v1", "settle:v10"]


@pytest.mark.parametrize("locale", ["en", "vi", "el", "ko"])
def test_a_bot_is_named_in_the_readers_language(locale: str) -> None:
    """A move that names a bot seat (Catan's steal) reads and matches with the bot's name and
    level in the reader's language, as autocomplete shows them (never the English "Bot 1")."""
    steal = Choice("steal:1", "steal:1", "steal", phrase("catan.move.steal", seat=Seat(1)))
    other = Choice("steal:2", "steal:2", "steal", phrase("catan.move.steal", seat=Seat(2)))
    bot_name = names_of(SEATS, locale)[1]
    [shown, _] = worded((steal, other), locale, "catan", names_of(SEATS, locale))
    assert bot_name in shown.label
    assert read_words(bot_name, locale, (steal, other), "catan", SEATS) == "steal:1"
    if locale != "en":
        assert "Bot" not in shown.label and "random" not in shown.label
