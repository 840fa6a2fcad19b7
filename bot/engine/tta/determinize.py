"""What the player knows of a solo game, and full states that agree with it (for the bots).

The player sees their whole civilization, the card row, the opponent and every card face up;
face down are only backs: the civil deck, the military deck and its discards, the current,
future and possible events, the dummy's decks, and the barbarians' cards drawn but not yet
turned up (engine steps on the stack). `memory` is the state as JSON with each of
those cards reduced to the age on its back and no seed (what `TtaView.memory` carries);
`determinize` deals every back again from the copies of that deck and age not seen face up
anywhere, places the player's own prepared events among the future (else current) events of
their age, and gives the world a fresh seed (later shuffles, dice, the dummy's draws).
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from bot.engine.rng import derive
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.decks import DUMMY_KINDS, civil_cards, military_cards
from bot.engine.tta.state import TtaState, from_json, to_json

CARDS = catalogue()
EVENT_KINDS = (Kind.EVENT, Kind.TERRITORY)
UNTURNED = frozenset({"barbarian_card"})  # engine steps holding a card not yet turned up
_BACKS = ("civil_deck", "military_deck", "current_events", "future_events", "possible_events")


def _ages(ids: Iterable[str]) -> list[int]:
    return [CARDS[c].age for c in ids]


def memory(s: TtaState) -> str:
    """The state as the player knows it, as JSON (face-down cards become ages)."""
    d = to_json(s)
    del d["seed"], d["rng_counter"]
    for key in _BACKS:
        d[key] = _ages(d[key])
    d["discards"] = {k: _ages(v) for k, v in d["discards"].items()}
    # the barbarians' cards drawn together wait on the stack until each is turned up
    d["stack"] = [
        {**x, "data": {**x["data"], "card": CARDS[x["data"]["card"]].age}}
        if x["kind"] in UNTURNED
        else x
        for x in d["stack"]
    ]
    if d["dummy"] is not None:
        for key in ("decks", "discards"):
            d["dummy"][key] = {k: _ages(v) for k, v in d["dummy"][key].items()}
    return json.dumps(d, separators=(",", ":"))


def _strings(value: Any, out: Counter[str]) -> None:
    if isinstance(value, str):
        if value in CARDS:
            out[value] += 1
    elif isinstance(value, list):
        for x in value:
            _strings(x, out)
    elif isinstance(value, dict):
        for k, x in value.items():
            if k in CARDS:
                out[k] += 1
            _strings(x, out)


class _Deal:
    """Copies of each deck and age not seen face up, dealt at random without replacement."""

    def __init__(self, r: random.Random, seen: Counter[str], variant_state: TtaState) -> None:
        self.r = r
        self.seen = seen
        self.s = variant_state
        self.left: dict[tuple[str, int], list[str]] = {}

    def _pool(self, deck: str, age: int) -> list[str]:
        key = (deck, age)
        if key not in self.left:
            every = civil_cards(age) if deck == "civil" else military_cards(self.s, age)
            if not every:  # ages without a deck of their own (A, IV): any card of that back
                every = sorted(c.id for c in CARDS.values() if c.deck == deck and c.age == age)
            rest = Counter(every)
            rest.subtract(self.seen)
            pool = sorted(c for c, n in rest.items() for _ in range(max(0, n)))
            self.r.shuffle(pool)
            self.left[key] = pool
        return self.left[key]

    def draw(self, deck: str, age: int, fits: Callable[[str], bool] = lambda c: True) -> str:
        pool = self._pool(deck, age)
        for i in range(len(pool) - 1, -1, -1):
            if fits(pool[i]):
                return pool.pop(i)
        # more backs than unseen copies (a card seen earlier and gone): any card of the back
        every = sorted(c.id for c in CARDS.values() if c.deck == deck and c.age == age)
        fitting = [c for c in every if fits(c)] or every
        return fitting[self.r.randrange(len(fitting))]


def _is_event(cid: str) -> bool:
    return CARDS[cid].kind in EVENT_KINDS


def determinize(memory_json: str, seed: int) -> TtaState:
    """A full state that agrees with the player's memory, every back dealt at random."""
    if not memory_json:
        raise ValueError("only the player's own view can be determinized")
    d = json.loads(memory_json)
    r = derive(seed, 0, "tta-determinize")
    ages = {key: d[key] for key in _BACKS}
    discards = d["discards"]
    dummy_backs = None
    if d["dummy"] is not None:
        dummy_backs = (d["dummy"]["decks"], d["dummy"]["discards"])
        d["dummy"]["decks"], d["dummy"]["discards"] = {}, {}
    for key in _BACKS:
        d[key] = []
    d["discards"] = {}
    d["seed"] = r.randrange(1 << 40)
    d["rng_counter"] = r.randrange(1 << 20)
    s = from_json(d)
    seen: Counter[str] = Counter()
    _strings(to_json(s), seen)
    deal = _Deal(r, seen, s)

    # the player's prepared events go back among the backs of their age, future ones first
    placed: dict[str, dict[int, str]] = {"future_events": {}, "current_events": {}}
    for cid in s.known_events:
        for key, spots in placed.items():
            free = [i for i, a in enumerate(ages[key]) if a == CARDS[cid].age and i not in spots]
            if free:
                spots[free[r.randrange(len(free))]] = cid
                break

    s.civil_deck = [deal.draw("civil", a) for a in ages["civil_deck"]]
    s.military_deck = [deal.draw("military", a) for a in ages["military_deck"]]
    for key in ("current_events", "future_events"):
        setattr(
            s,
            key,
            [
                placed[key][i] if i in placed[key] else deal.draw("military", a, _is_event)
                for i, a in enumerate(ages[key])
            ],
        )
    s.possible_events = [deal.draw("military", a, _is_event) for a in ages["possible_events"]]
    s.discards = {k: [deal.draw("military", a) for a in v] for k, v in discards.items()}
    for x in s.stack:
        if x.kind in UNTURNED:
            x.data["card"] = deal.draw("military", int(x.data["card"]))
    if s.dummy is not None and dummy_backs is not None:
        decks, piles = dummy_backs

        def kind_of(k: str) -> Callable[[str], bool]:
            kinds = DUMMY_KINDS.get(k, ())
            return lambda c: CARDS[c].kind in kinds

        s.dummy.decks = {
            k: [deal.draw("military", a, kind_of(k)) for a in v] for k, v in decks.items()
        }
        s.dummy.discards = {
            k: [deal.draw("military", a, kind_of(k)) for a in v] for k, v in piles.items()
        }
    return s
