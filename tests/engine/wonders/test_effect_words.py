"""Cards' and wonder stages' effects are phrases built from their structured effects (issue 15):
every effect of the data has its message, in every language, and the English words say what the
data's own English text says."""

from __future__ import annotations

import pytest

from bot.engine.wonders.catalogue import CARDS, WONDERS, Effect
from bot.engine.wonders.speech import card_cost, card_effects, effect_phrase, stage_effects
from bot.engine.words import Phrase
from bot.words.catalogue import catalog
from bot.words.phrases import say


def _effects() -> list[Effect]:
    out = [e for c in CARDS.values() for e in c.effects]
    for w in WONDERS.values():
        for side in ("a", "b"):
            out += [e for st in w.stages(side) for e in st.effects]
            out += list(w.board(side))
    return out


def _ids(p: object) -> set[str]:
    if not isinstance(p, Phrase):
        return set()
    found = {p.id}
    for _, arg in p.args:
        found |= _ids(arg)
        for part in getattr(arg, "parts", ()):
            found |= _ids(part)
    return found


@pytest.mark.parametrize("language", ["en", "vi", "el", "ko"])
@pytest.mark.parametrize("short", [False, True])
def test_every_effect_has_its_message(language: str, short: bool) -> None:
    for e in _effects():
        p = effect_phrase(e, short=short)
        missing = {i for i in _ids(p) if i not in catalog(language)}
        assert not missing, (e.kind, missing)
        words = say(p, language, game="wonders")
        assert words and "{" not in words and "wonders." not in words, (e, words)


@pytest.mark.parametrize(
    ("card", "words"),
    [
        ("lumber_yard", "produces wood every turn"),
        ("sawmill", "produces 2 wood every turn"),
        ("tree_farm", "produces one of wood or clay (your choice) every turn"),
        ("caravansery", "produces one raw material of your choice every turn, not sold"),
        ("stockade", "1 shield"),
        ("walls", "2 shields"),
        ("apothecary", "science symbol: compass"),
        ("east_trading_post", "raw materials from the right neighbour cost 1 coin each"),
        ("marketplace", "manufactured goods from either neighbour cost 1 coin each"),
        ("tavern", "take 5 coins"),
        ("vineyard", "1 coin per brown card in your city and both neighbouring cities"),
        ("spies_guild", "at game end, 1 VP per red card in both neighbouring cities"),
        ("shipowners_guild", "1 VP per brown, grey, or purple card in your city"),
        ("gamers_guild", "1 VP per 3 coins you hold"),
        ("strategists_guild", "1 VP per defeat token in both neighbouring cities"),
    ],
)
def test_card_effects_in_english_say_what_the_data_says(card: str, words: str) -> None:
    assert words in say(card_effects(card), "en", game="wonders")


def test_costs_and_stages_in_english() -> None:
    assert card_cost("lumber_yard") is None
    cost = card_cost("temple")
    assert cost is not None and say(cost, "en", game="wonders") == "wood, clay, and glass"
    tree = card_cost("tree_farm")
    assert tree is not None and say(tree, "en", game="wonders") == "1 coin"
    assert say(stage_effects("rhodes", "b", 0), "en", game="wonders") == (
        "1 shield, take 3 coins, and 3 VP"
    )
    assert say(stage_effects("olympia", "a", 1), "en", game="wonders") == (
        "once per Age, build a card from your hand for free"
    )
    short = [say(effect_phrase(e, short=True), "en") for e in WONDERS["babylon"].side_b[1].effects]
    assert short == ["play 7th card"]


def test_the_languages_word_effects_their_own_way() -> None:
    p = card_effects("haven")
    said = {lang: say(p, lang, game="wonders") for lang in ("en", "vi", "el", "ko")}
    assert len(set(said.values())) == 4
    assert "καφέ" in said["el"] and "nâu" in said["vi"] and "갈색" in said["ko"]
