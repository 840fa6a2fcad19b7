"""The no-leak probe (scramble every secret a viewer must not see) and board highlights."""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import Action, Decision, Event
from bot.engine.rng import derive
from bot.engine.tta.cards import Kind, catalogue
from bot.engine.tta.force import force, unit_list
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
        # cards already committed to a colonization in progress stay in the hand (a full state
        # agreeing with the view keeps its pending decision consistent)
        held = [
            c
            for d in out.stack
            if d.kind == "colonize"
            for c in (*d.data["bonus"], *d.data["cook"])
        ]
        rest = list(out.civ.military)
        for c in held:
            rest.remove(c)
        out.civ.military = held + swap(rest, pool, "military")
        out.known_events = swap(out.known_events, events, "military")
    if out.dummy is not None:
        out.dummy.decks = {k: swap(v, pool, "military") for k, v in out.dummy.decks.items()}
        out.dummy.discards = {k: swap(v, pool, "military") for k, v in out.dummy.discards.items()}
    out.seed = r.randrange(1 << 40)
    out.rng_counter = r.randrange(1 << 20)
    return out


# Moves whose military card lies open on the table, not in the hand: a common tactic (copy), a
# territory among the past events (annex), one of the player's colonies (colony), an event
# already scored at the end (swap).
OPEN_CARD_MOVES = frozenset({"copy", "annex", "colony", "swap"})


def public_moves(s: TtaState, legal: Sequence[Action]) -> list[Action]:
    """The legal moves a public button may offer: none that names a card of the secret military
    hand, nor any that only the hand's cards make possible (a bid or a colonization beyond what
    the units alone give, §16.2), so the list depends only on what the public view shows."""
    top = s.stack[-1] if s.stack else None
    reach: int | None = None
    out = []
    for a in legal:
        if a.kind not in OPEN_CARD_MOVES and any(_military(x) for x in a.args):
            continue
        need = _force_needed(top, a)
        if need is not None:
            if reach is None:
                reach = _force_without_cards(s)
            if need > reach:
                continue
        out.append(a)
    return out


def _force_needed(top: Decision | None, a: Action) -> int | None:
    """The colonization force a bid or the end of a colonization commits to, if it is one."""
    if top is not None and top.kind == "bid" and a.kind == "bid":
        return int(a.args[0])
    if top is not None and top.kind == "colonize" and a.kind == "done":
        return int(top.data["need"])
    return None


def _military(arg: str) -> bool:
    return arg in CARDS and CARDS[arg].deck == "military"


def _force_without_cards(s: TtaState) -> int:
    """§16.2 without bonus cards or Cook's discards: the units chosen so far in a colonization
    (else all the units) with their armies and the colonization modifiers in play."""
    top = s.stack[-1] if s.stack else None
    units = list(top.data["units"]) if top is not None and top.kind == "colonize" else unit_list(s)
    return force(s, units, [], []) if units else 0


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
