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
from bot.i18n import has
from bot.words import say

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
    if key in ("catan", "wonders"):
        assert said, f"{key} speaks in phrases: the probe heard none"
