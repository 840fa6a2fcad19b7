"""Every phrase an engine says in seeded random games has its English message, and words to a
sentence with no id or placeholder left in it (issue 15). A game still narrating in English
(its hooks return None) is skipped until it speaks in phrases."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from bot.engine.registry import REGISTRY
from bot.engine.words import Items, Phrase
from bot.words.catalogue import catalog, has, languages
from bot.words.phrases import say

GAMES = [
    (key, n)
    for key in sorted(REGISTRY)
    for n in sorted({REGISTRY[key].min_players, REGISTRY[key].max_players})
]


def _ids(x: Any) -> list[str]:
    if isinstance(x, Phrase):
        return [x.id, *(i for _, v in x.args for i in _ids(v))]
    if isinstance(x, Items):
        return [i for p in x.parts for i in _ids(p)]
    return []


def _option_sets(key: str) -> list[dict[str, Any]]:
    opts = REGISTRY[key].options
    return [
        dict(zip([o.name for o in opts], c, strict=True))
        for c in itertools.product(*(o.choices for o in opts))
    ][:6]


@pytest.mark.parametrize(("key", "players"), GAMES)
def test_every_phrase_has_its_message_and_words_cleanly(key: str, players: int) -> None:
    rules = REGISTRY[key]
    names = tuple(f"Player{i}" for i in range(players))
    said = 0
    for n, options in enumerate(_option_sets(key)):
        s = rules.new_game(players, 40 + n, options)
        pick = random.Random(n)
        for _ in range(400):
            if rules.outcome(s) is not None or not rules.to_move(s):
                break
            seat = pick.choice(sorted(rules.to_move(s)))
            legal = rules.legal_actions(s, seat)
            said_now = [rules.action_phrase(s, seat, a) for a in legal[:20]]
            events = rules.apply(s, seat, pick.choice(legal))
            said_now += [rules.event_phrase(e) for e in events]
            for p in said_now:
                if p is None:
                    continue
                said += 1
                missing = [i for i in _ids(p) if not has(i)]
                assert not missing, f"{key}: no English message for {missing}"
                text = say(p, "en", game=key, names=names)
                assert text.strip() and "{" not in text and f"{key}." not in text, (p, text)
    if key in ("catan", "wonders", "duel"):
        assert said, f"{key} speaks in phrases: the probe heard none"


def _duel_phrases(options: dict[str, Any], seed: int) -> list[Phrase]:
    """Everything the Duel engine says in one seeded random game: every legal move's words,
    every event (the private ones too), each prompt, and the refusal of a move from another
    decision and of a card that is not there."""
    from bot.engine.core import Action

    rules = REGISTRY["duel"]
    s = rules.new_game(2, seed, options)
    pick = random.Random(seed)
    said: list[Phrase] = []
    while rules.outcome(s) is None and rules.to_move(s):
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        said += [rules.action_phrase(s, seat, a) for a in legal]
        pending = rules.view(s, seat).pending
        if pending is not None and pending.ask is not None:
            said.append(pending.ask)
        for probe in (Action("build", ("no_such_card",)), Action("progress", ("law",))):
            if probe not in legal:
                said.append(rules.why_illegal(s, seat, probe))
        said.append(rules.why_illegal(s, 1 - seat, legal[0]))
        said += [rules.event_phrase(e) for e in rules.apply(s, seat, pick.choice(legal))]
    return said


@pytest.mark.parametrize("agora", [False, True], ids=["base", "agora"])
def test_duel_speaks_every_language(agora: bool) -> None:
    """Issue 15: whatever the Duel engine says (base game and Agora) has its message in every
    language, with nothing left unworded (no id, no placeholder, no Python value)."""
    said = [p for seed in range(3) for p in _duel_phrases({"agora": agora}, seed)]
    assert all(isinstance(p, Phrase) for p in said), "the Duel engine speaks only in phrases"
    ids = {i for p in said for i in _ids(p)}
    assert len(ids) > (60 if agora else 35), sorted(ids)
    for lang in languages():
        messages = catalog(lang)
        missing = sorted(i for i in ids if i not in messages)
        assert not missing, f"{lang} lacks {missing}"
        for p in said:
            text = say(p, lang, game="duel", names=("Ann", "Bob"))
            assert text.strip(), p
            assert "{" not in text and "duel." not in text and "None" not in text, (lang, p, text)
