"""One short English sentence per event, and the ids the board outlines for the last move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.core import Event
from bot.engine.duel.text import name, plural

ROMAN = {1: "I", 2: "II", 3: "III"}


def _who(names: Sequence[str], seat: Any) -> str:
    i = int(seat)
    return names[i] if i < len(names) else f"Seat {i + 1}"


def _build(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    how = d.get("how")
    if how == "revive":
        return f"{w(d['seat'])} builds {name(d['card'])} from the discard pile for free."
    if d.get("chain"):
        return f"{w(d['seat'])} builds {name(d['card'])} for free through a chain."
    cost = d.get("cost", 0)
    paid = f"for {plural(cost, 'coin')}" if cost else "for free"
    return f"{w(d['seat'])} builds {name(d['card'])} {paid}."


def _wonder(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    cost = d.get("cost", 0)
    paid = f" for {plural(cost, 'coin')}" if cost else ""
    return f"{w(d['seat'])} builds {name(d['wonder'])} with {name(d['card'])}{paid}."


def _coins(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    why = d.get("why") or ""
    src = f" ({name(why)})" if why and why not in ("discard",) else ""
    return f"{w(d['seat'])} takes {plural(d['n'], 'coin')}{src}."


def _pawn(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    return f"{w(d['seat'])} moves the conflict pawn {plural(d['n'], 'space')}."


def _supremacy(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    kind = "military" if d["reason"] == "military" else "scientific"
    return f"{w(d['seat'])} wins by {kind} supremacy!"


def _game_end(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    winners = d.get("winners", [])
    if len(winners) == 1:
        return f"The game ends after Age III: {w(winners[0])} wins on points."
    return "The game ends after Age III: a shared victory."


def _starter(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    age = ROMAN.get(int(d.get("age", 0)), "")
    return f"{w(d['seat'])} chooses {w(d['first'])} to start Age {age}."


SENTENCES: dict[str, Callable[[dict[str, Any], Callable[[Any], str]], str]] = {
    "draft_pick": lambda d, w: f"{w(d['seat'])} takes the wonder {name(d['wonder'])}.",
    "draft_offer": lambda d, w: "Four more wonders: "
    + ", ".join(name(x) for x in d["wonders"]) + ".",
    "draft_done": lambda d, w: "The wonder draft is over.",
    "age": lambda d, w: f"Age {ROMAN.get(int(d['age']), d['age'])} begins.",
    "age_end": lambda d, w: f"Age {ROMAN.get(int(d['age']), d['age'])} is over.",
    "reveal": lambda d, w: "Turned face up: " + ", ".join(name(c) for c in d["cards"]) + ".",
    "build": _build,
    "discard": lambda d, w: f"{w(d['seat'])} discards {name(d['card'])} for "
    f"{plural(d['n'], 'coin')}.",
    "wonder": _wonder,
    "wonder_out": lambda d, w: f"Seven wonders are built: {name(d['wonder'])} "
    "leaves the game.",
    "coins": _coins,
    "lose_coins": lambda d, w: f"{w(d['seat'])} loses {plural(d['n'], 'coin')}.",
    "economy": lambda d, w: f"{w(d['seat'])} receives {plural(d['n'], 'coin')} of trade "
    "(Economy).",
    "pawn": _pawn,
    "military_token": lambda d, w: f"{w(d['seat'])} takes a military token from "
    f"{w(d['victim'])}'s side.",
    "pair": lambda d, w: f"{w(d['seat'])} has a pair of {d['symbol']} symbols.",
    "progress": lambda d, w: f"{w(d['seat'])} takes the progress token {name(d['token'])}.",
    "destroy": lambda d, w: f"{w(d['seat'])} discards {w(d['victim'])}'s "
    f"{name(d['card'])}.",
    "library": lambda d, w: f"{w(d['seat'])} draws {d['n']} progress tokens from the box.",
    "library_draw": lambda d, w: "You drew " + ", ".join(name(t) for t in d["tokens"]) + ".",
    "play_again": lambda d, w: f"{w(d['seat'])} plays again.",
    "starter": _starter,
    "supremacy": _supremacy,
    "game_end": _game_end,
}


def narrate(event: Event, names: Sequence[str] = ()) -> str:
    fn = SENTENCES.get(event.kind)
    if fn is None:
        return event.kind.replace("_", " ").capitalize() + "."
    return fn(event.data, lambda seat: _who(names, seat))


def highlight(events: Sequence[Event]) -> tuple[str, ...]:
    """Ids of what the last move touched: cards, wonders, tokens, the pawn."""
    out: list[str] = []
    for e in events:
        d = e.data
        if e.visible_to is not None:
            continue
        if e.kind in ("build", "discard", "destroy"):
            out.append(f"card:{d['card']}")
        elif e.kind == "wonder":
            out += [f"wonder:{d['wonder']}", f"card:{d['card']}"]
        elif e.kind == "draft_pick":
            out.append(f"wonder:{d['wonder']}")
        elif e.kind == "progress":
            out.append(f"token:{d['token']}")
        elif e.kind == "pawn":
            out.append("pawn")
        elif e.kind == "military_token":
            out.append(f"military:{d['token']}")
    return tuple(dict.fromkeys(out))
