"""Phrases (bot.engine.words) and their wording (bot.words.phrases.say): the engines'
way to speak."""

from __future__ import annotations

import pytest

from bot.chat.turns import TurnMark
from bot.engine.words import Items, Name, Phrase, Seat, phrase
from bot.words.phrases import say


def test_a_phrase_round_trips_through_json_with_every_kind_of_argument() -> None:
    p = phrase(
        "log.line",
        seq=3,
        line=phrase("lobby.joined", user=Seat(1)),
        cards=Items((Name("baths"), Name("altar", "duel")), "or"),
        flag=True,
        text="x",
    )
    assert Phrase.from_json(p.to_json()) == p
    with pytest.raises(TypeError):
        phrase("x", bad=object()).to_json()


def test_say_words_seats_names_lists_and_nested_phrases() -> None:
    names = ("Ann", "Bob")
    assert say(phrase("lobby.joined", user=Seat(1)), "en", names=names) == "Bob joins the table."
    assert say(phrase("lobby.joined", user=Seat(5)), "en", names=names) == "Seat 6 joins the table."
    nested = phrase("log.line", seq=4, line=phrase("lobby.left", user=Seat(0)))
    assert say(nested, "en", names=names) == "4. Ann leaves the table."
    listed = phrase("error.unknown_game", name="go", known=Items(("a", "b", "c")))
    assert say(listed, "en") == "There is no game called `go`. Games: a, b, and c."
    either = phrase("error.unknown_game", name="go", known=Items(("a", "b"), "or"))
    assert say(either, "en").endswith("Games: a or b.")
    assert say("an English line", "vi") == "an English line"  # not yet a phrase: as it is


def test_a_name_comes_from_the_catalogue_then_the_game_data_then_the_id() -> None:
    english = {"baths": "Baths"}.get
    shown = phrase("error.unknown_game", name=Name("baths"), known="")
    assert "`Baths`" in say(shown, "en", game="nogame", name_of=english)
    missing = phrase("error.unknown_game", name=Name("nowhere"), known="")
    assert "`nowhere`" in say(missing, "en", game="nogame", name_of=english)
    # a name tied to its game is found through that game's rules, whatever game is at hand
    duel = phrase("error.unknown_game", name=Name("baths", "duel"), known="")
    assert "`Baths`" in say(duel, "en")


def test_the_turn_message_keeps_phrases_across_a_restart() -> None:
    lines = (phrase("lobby.joined", user=Seat(0)), "plain")
    mark = TurnMark(1, 2, "duel", 3, ((0, 11),), lines)
    assert TurnMark.from_json(mark.to_json()) == mark
