"""Every Through the Ages card has its rules text (`tta.text.<id>`, tta-texts.ftl) in every
language, and the card book and Text phrases find it through bot.words.phrases.catalogue_key."""

from __future__ import annotations

import pytest

from bot.engine.tta.cards import catalogue
from bot.engine.words import Text
from bot.words.catalogue import catalog, languages, t
from bot.words.phrases import catalogue_key, say

CARDS = catalogue()
OTHERS = [lang for lang in languages() if lang != "en"]


def test_catalogue_key_turns_dashes_into_dots() -> None:
    assert catalogue_key("a-agriculture") == "a.agriculture"
    assert catalogue_key("iii-military_build-up") == "iii.military_build.up"
    assert catalogue_key("plain_id") == "plain_id"


@pytest.mark.parametrize("lang", languages())
def test_every_card_has_a_text(lang: str) -> None:
    messages = catalog(lang)
    missing = [cid for cid in CARDS if f"tta.text.{catalogue_key(cid)}" not in messages]
    assert not missing, f"{lang}: no rules text for {missing}"


@pytest.mark.parametrize("lang", OTHERS)
def test_texts_are_translated(lang: str) -> None:
    """A language's text differs from the English one (numbers alone may not be all it says)."""
    same = [
        cid
        for cid in CARDS
        if t(f"tta.text.{catalogue_key(cid)}", lang) == t(f"tta.text.{catalogue_key(cid)}", "en")
    ]
    assert not same, f"{lang}: English left in {same}"


@pytest.mark.parametrize("lang", OTHERS)
def test_text_phrase_and_card_book_use_the_language(lang: str) -> None:
    from renderers.tta_cards import faces

    english = say(Text("i-irrigation"), "en", game="tta")
    worded = say(Text("i-irrigation"), lang, game="tta")
    assert english.startswith("3 sci, build 4")
    assert worded == t("tta.text.i.irrigation", lang) != english
    book = {f.id: f.summary for f in faces({}, locale=lang)}
    assert book["a-agriculture"] == t("tta.text.a.agriculture", lang)
    assert book["a-agriculture"] != t("tta.text.a.agriculture", "en")


def test_english_book_is_the_summary_of_the_data() -> None:
    from renderers.tta_cards import faces, summary

    for face in faces({}):
        assert face.summary == summary(CARDS[face.id])
