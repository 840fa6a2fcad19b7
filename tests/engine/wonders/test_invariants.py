"""Invariants over random games: no card or leader is lost or duplicated, no purse goes
negative, every structure is unique in its city."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from bot.engine.wonders import RULES
from bot.engine.wonders.catalogue import CARDS, LEADERS
from bot.engine.wonders.state import WondersState


def age_cards(s: WondersState) -> Counter[str]:
    cards: Counter[str] = Counter()
    for city in s.cities:
        cards.update(city.built)
        cards.update(x for x in city.tucked if x in CARDS)
    cards.update(s.discard)
    cards.update(s.fc_pile)
    for hand in s.hands:
        cards.update(hand)
    return cards


def leaders(s: WondersState) -> Counter[str]:
    found: Counter[str] = Counter(s.box)
    for city in s.cities:
        found.update(city.leaders)
        found.update(x for x in city.tucked if x in LEADERS)
    for hand in (*s.leader_hands, *s.draft):
        found.update(hand)
    return found


@pytest.mark.parametrize("players", [2, 3, 5, 7])
@pytest.mark.parametrize("leaders_on", [False, True])
def test_components_are_conserved(players: int, leaders_on: bool) -> None:
    for seed in range(3):
        s = RULES.new_game(players, seed, {"leaders": leaders_on, "sides": "random"})
        r = random.Random(seed)
        dealt_ages = {s.age} if s.phase == "play" else set()
        while RULES.outcome(s) is None:
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            keen = [a for a in legal if a.kind in ("build", "wonder", "recruit")]
            action = keen[0] if keen and r.random() < 0.7 else legal[r.randrange(len(legal))]
            RULES.apply(s, seat, action)
            if s.phase in ("play", "over"):
                dealt_ages.add(s.age)
            assert sum(age_cards(s).values()) == 7 * max(players, 3) * len(dealt_ages)
            if leaders_on:
                found = leaders(s)
                assert sorted(found) == sorted(LEADERS) and max(found.values()) == 1
            for city in s.cities:
                assert city.coins >= 0
                names = [CARDS[x].name for x in city.built]
                assert len(names) == len(set(names))
