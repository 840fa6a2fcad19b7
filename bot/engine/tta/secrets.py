"""The no-leak probe (scramble every secret a viewer must not see) and board highlights."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import Event
from bot.engine.rng import derive
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.state import PLAYER, TtaState, from_json, to_json

CARDS = catalogue()


def _same_age(pool: dict[tuple[str, int], list[str]], deck: str, cid: str, r: object) -> str:
    options = pool[(deck, CARDS[cid].age)]
    return options[r.randrange(len(options))]  # type: ignore[attr-defined]


def scramble(s: TtaState, viewer: int | None, seed: int) -> TtaState:
    """A copy with every hidden card replaced by another of the same back (deck and age):
    deck orders and contents, face-down events, discards, the dummy's decks, the barbarians'
    possible events, the seed; and the military hand unless the viewer is the player."""
    out = from_json(to_json(s))
    r = derive(seed, 0, "tta-scramble")
    pool: dict[tuple[str, int], list[str]] = {}
    for c in CARDS.values():
        if not c.start:
            pool.setdefault((c.deck, c.age), []).append(c.id)
    events = {
        k: [c for c in v if CARDS[c].kind in (Kind.EVENT, Kind.TERRITORY)] for k, v in pool.items()
    }

    def swap(ids: list[str], source: dict[tuple[str, int], list[str]], deck: str) -> list[str]:
        return [_same_age(source, deck, c, r) for c in ids]

    out.civil_deck = swap(out.civil_deck, pool, "civil")
    out.military_deck = swap(out.military_deck, pool, "military")
    out.discards = {k: swap(v, pool, "military") for k, v in out.discards.items()}
    out.current_events = swap(out.current_events, events, "military")
    out.future_events = swap(out.future_events, events, "military")
    out.possible_events = swap(out.possible_events, events, "military")
    if viewer != PLAYER:
        out.civ.military = swap(out.civ.military, pool, "military")
        out.known_events = swap(out.known_events, events, "military")
    if out.dummy is not None:
        out.dummy.decks = {k: swap(v, pool, "military") for k, v in out.dummy.decks.items()}
        out.dummy.discards = {k: swap(v, pool, "military") for k, v in out.dummy.discards.items()}
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1 << 20)
    return out


def highlight(events: Sequence[Event]) -> tuple[str, ...]:
    """Ids the renderer outlines: cards touched by the last move, the row slot, the opponent."""
    out: list[str] = []
    for e in events:
        if e.visible_to is not None:
            continue
        d = e.data
        if e.kind == "take":
            out.append(f"slot:{d['slot']}")
        for key in ("card", "new", "wonder"):
            value = d.get(key)
            if isinstance(value, str) and value in CARDS:
                out.append(f"card:{value}")
        if e.kind.startswith("dummy"):
            out.append("dummy")
        if "barbarian" in d:
            out.append(f"barbarian{d['barbarian']}")
    return tuple(dict.fromkeys(out))
