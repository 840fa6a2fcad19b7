"""Setting up: wonder boards, starting coins, Age decks per player count, the leader deal."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.core import Event
from bot.engine.rng import rng, shuffled
from bot.engine.wonders.catalogue import AGE_CARDS, BASE_WONDERS, GUILDS, LEADERS, LEADERS_WONDERS
from bot.engine.wonders.state import City, Phase, WondersState

HAND_SIZE = 7
LEADER_HAND = 4
START_COINS = 3
START_COINS_LEADERS = 6  # players only; the Free City keeps 3 (D20)
FREE_CITY_COINS = 3


def deck_players(players: int) -> int:
    """The card set used: the 2-player game plays with the 3-player cards."""
    return max(players, 3)


def age_deck(age: int, players: int, leaders: bool, s: WondersState) -> list[str]:
    """The Age's cards for this player count (one entry per physical copy), shuffled."""
    n = deck_players(players)
    cards = [c.id for c in AGE_CARDS[age] for mark in c.copies if mark <= n]
    if age == 3:
        pool = [g.id for g in GUILDS if leaders or g.expansion == "base"]  # D27
        cards += shuffled(s, pool)[: n + 2]
    return shuffled(s, cards)


def new_game(
    players: int, seed: int, options: Mapping[str, Any]
) -> tuple[WondersState, list[Event]]:
    """Deal the boards and coins; the first phase is the side choice, the draft or Age I."""
    leaders = bool(options.get("leaders", False))
    s = WondersState(
        seed=seed, rng_counter=0, options=dict(options), players=players, phase=Phase.PLAY
    )
    ncities = deck_players(players)
    pool = list(LEADERS_WONDERS if leaders else BASE_WONDERS)
    boards = shuffled(s, pool)[:ncities]
    sides_opt = str(options.get("sides", "random"))
    r = rng(s)
    coins = START_COINS_LEADERS if leaders else START_COINS
    for c, wonder in enumerate(boards):
        flip = "a" if r.random() < 0.5 else "b"
        if sides_opt in ("a", "b"):
            side = sides_opt
        elif sides_opt == "choice" and c < players:
            side = ""
        else:
            side = flip
        purse = coins if c < players else FREE_CITY_COINS
        s.cities.append(City(wonder=wonder, side=side, coins=purse))
    s.hands = [[] for _ in range(players)]
    s.draft = [[] for _ in range(players)]
    s.leader_hands = [[] for _ in range(players)]
    s.sel = [[] for _ in range(players)]
    s.ready = [False] * players
    events = [Event("boards", {"wonders": boards, "sides": [c.side for c in s.cities]})]
    return s, events


def deal_leaders(s: WondersState) -> list[Event]:
    """Four leaders to each player, face down; the rest go back to the box."""
    deck = shuffled(s, list(LEADERS))
    events = []
    for seat in range(s.players):
        s.draft[seat] = deck[seat * LEADER_HAND : (seat + 1) * LEADER_HAND]
        events.append(
            Event(
                "leaders_dealt", {"seat": seat, "leaders": list(s.draft[seat])}, frozenset({seat})
            )
        )
    s.box = sorted(deck[s.players * LEADER_HAND :])
    return events


def deal_age(s: WondersState) -> list[Event]:
    """Seven cards to each player (and the Free City's pile in the 2-player game)."""
    deck = age_deck(s.age, s.players, bool(s.options.get("leaders")), s)
    events = []
    for seat in range(s.players):
        s.hands[seat] = deck[seat * HAND_SIZE : (seat + 1) * HAND_SIZE]
        events.append(
            Event(
                "dealt",
                {"seat": seat, "age": s.age, "cards": list(s.hands[seat])},
                frozenset({seat}),
            )
        )
    s.fc_pile = deck[s.players * HAND_SIZE :]
    return events
