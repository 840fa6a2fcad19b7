"""One short English sentence per event, and the ids the board outlines for the last move."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.core import Event
from bot.engine.duel.agora_data import agora, conspiracy_name, decree_name
from bot.engine.duel.text import name, plural

ROMAN = {1: "I", 2: "II", 3: "III"}


def _who(names: Sequence[str], seat: Any) -> str:
    i = int(seat)
    return names[i] if i < len(names) else f"Seat {i + 1}"


def _build(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    how = d.get("how")
    if how == "revive":
        return f"{w(d['seat'])} builds {name(d['card'])} from the discard pile for free."
    if how == "recruit":
        cost = d.get("cost", 0)
        paid = f"for {plural(cost, 'coin')}" if cost else "for free"
        return f"{w(d['seat'])} recruits a {name(d['card'])} {paid}."
    if how == "fraud":
        return f"{w(d['seat'])} builds {name(d['card'])} from the far row for free."
    if how == "treason":
        return f"{w(d['seat'])} builds {name(d['card'])} from the box for free."
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
    label = f"decree {decree_name(why)}" if why in agora().decrees else name(why)
    src = f" ({label})" if why and why not in ("discard",) else ""
    return f"{w(d['seat'])} takes {plural(d['n'], 'coin')}{src}."


def _pawn(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    return f"{w(d['seat'])} moves the conflict pawn {plural(d['n'], 'space')}."


SUPREMACY = {"military": "military", "science": "scientific", "political": "political"}


def _supremacy(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    kind = SUPREMACY.get(d["reason"], d["reason"])
    return f"{w(d['seat'])} wins by {kind} supremacy!"


def _shared(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    kind = SUPREMACY.get(d["reason"], d["reason"])
    return f"Both players reach {kind} supremacy at once: a shared victory!"


def _chamber_move(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    return f"{w(d['seat'])} moves a cube from chamber {d['frm']} to chamber {d['to']}."


def _decree_move(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    what = f"the decree {decree_name(d['decree'])}" if d.get("decree") else "a face-down decree"
    return f"{w(d['seat'])} moves {what} from chamber {d['frm']} to chamber {d['to']}."


def _trigger(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    how = f", prepared with {name(d['card'])}" if d.get("card") else " without preparation"
    return (
        f"{w(d['seat'])} triggers the conspiracy {conspiracy_name(d['conspiracy'])} "
        f"(conspiracy {d['slot']}{how})."
    )


def _lock(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    if d.get("token"):
        place = {"board": "from the board", "opponent": "from the opponent"}.get(d["frm"], "")
        return f"{w(d['seat'])} locks the progress token {name(d['token'])} {place}."
    return f"{w(d['seat'])} locks a progress token from the box, face down."


def _coerce(d: dict[str, Any], w: Callable[[Any], str]) -> str:
    return (
        f"{w(d['seat'])} takes {w(d['victim'])}'s {name(d['took'])} and gives "
        f"{name(d['gave'])} in exchange."
    )


AGORA_SENTENCES: dict[str, Callable[[dict[str, Any], Callable[[Any], str]], str]] = {
    "senate_actions": lambda d, w: (
        f"{w(d['seat'])} has {plural(d['n'], 'Senate action')} in the {d['section']} section."
    ),
    "influence_place": lambda d, w: f"{w(d['seat'])} places a cube in chamber {d['chamber']}.",
    "influence_move": _chamber_move,
    "influence_remove": lambda d, w: (
        f"{w(d['seat'])} removes one of {w(d['victim'])}'s cubes from chamber {d['chamber']}."
    ),
    "control": lambda d, w: f"{w(d['seat'])} takes control of chamber {d['chamber']}.",
    "control_lost": lambda d, w: f"{w(d['seat'])} loses control of chamber {d['chamber']}.",
    "decree_reveal": lambda d, w: (
        f"The decree of chamber {d['chamber']} is revealed: {decree_name(d['decree'])}."
    ),
    "decree_move": _decree_move,
    "senate_stop": lambda d, w: f"{w(d['seat'])} stops the Senate actions.",
    "conspire": lambda d, w: (
        f"{w(d['seat'])} conspires and draws {d['n']} "
        + ("conspiracy." if d["n"] == 1 else "conspiracies.")
    ),
    "conspire_draw": lambda d, w: (
        "You drew " + ", ".join(conspiracy_name(c) for c in d["cards"]) + "."
    ),
    "conspiracy_kept": lambda d, w: (
        f"{w(d['seat'])} keeps a conspiracy face down (conspiracy {d['slot']})."
    ),
    "conspiracy_kept_secret": lambda d, w: (
        f"Your conspiracy {d['slot']} is {conspiracy_name(d['conspiracy'])}."
    ),
    "conspiracy_return": lambda d, w: (
        f"{w(d['seat'])} puts the other conspiracy "
        + ("on top of" if d["where"] == "top" else "at the bottom of")
        + " the deck."
    ),
    "conspiracy_prepare": lambda d, w: (
        f"{w(d['seat'])} prepares conspiracy {d['slot']} with {name(d['card'])}."
    ),
    "conspiracy_trigger": _trigger,
    "curia_skip": lambda d, w: f"{w(d['seat'])} triggers no conspiracy with Curia Julia.",
    "extort": lambda d, w: f"{w(d['seat'])} takes {w(d['victim'])}'s wonder {name(d['wonder'])}.",
    "lock": _lock,
    "lock_secret": lambda d, w: f"You locked {name(d['token'])} from the box.",
    "treason": lambda d, w: f"{w(d['seat'])} looks at the cards removed from the Ages.",
    "scrap": lambda d, w: f"{w(d['seat'])} discards {name(d['card'])} from the structure.",
    "seize": lambda d, w: f"{w(d['seat'])} takes {w(d['victim'])}'s {name(d['card'])}.",
    "coerce": _coerce,
    "sabotage": lambda d, w: (
        f"{w(d['seat'])} returns {w(d['victim'])}'s {name(d['wonder'])} "
        f"to the box ({name(d['card'])} goes to the discard pile)."
    ),
    "shared_supremacy": _shared,
}


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
    "draft_offer": lambda d, w: (
        "Four more wonders: " + ", ".join(name(x) for x in d["wonders"]) + "."
    ),
    "draft_done": lambda d, w: "The wonder draft is over.",
    "age": lambda d, w: f"Age {ROMAN.get(int(d['age']), d['age'])} begins.",
    "age_end": lambda d, w: f"Age {ROMAN.get(int(d['age']), d['age'])} is over.",
    "reveal": lambda d, w: "Turned face up: " + ", ".join(name(c) for c in d["cards"]) + ".",
    "build": _build,
    "discard": lambda d, w: (
        f"{w(d['seat'])} discards {name(d['card'])} for {plural(d['n'], 'coin')}."
    ),
    "wonder": _wonder,
    "wonder_out": lambda d, w: f"Seven wonders are built: {name(d['wonder'])} leaves the game.",
    "coins": _coins,
    "lose_coins": lambda d, w: f"{w(d['seat'])} loses {plural(d['n'], 'coin')}.",
    "economy": lambda d, w: f"{w(d['seat'])} receives {plural(d['n'], 'coin')} of trade (Economy).",
    "pawn": _pawn,
    "military_token": lambda d, w: (
        f"{w(d['seat'])} takes a military token from {w(d['victim'])}'s side."
    ),
    "pair": lambda d, w: f"{w(d['seat'])} has a pair of {d['symbol']} symbols.",
    "progress": lambda d, w: f"{w(d['seat'])} takes the progress token {name(d['token'])}.",
    "destroy": lambda d, w: f"{w(d['seat'])} discards {w(d['victim'])}'s {name(d['card'])}.",
    "library": lambda d, w: f"{w(d['seat'])} draws {d['n']} progress tokens from the box.",
    "library_draw": lambda d, w: "You drew " + ", ".join(name(t) for t in d["tokens"]) + ".",
    "play_again": lambda d, w: f"{w(d['seat'])} plays again.",
    "starter": _starter,
    "supremacy": _supremacy,
    "game_end": _game_end,
    **AGORA_SENTENCES,
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
        elif e.kind in ("influence_place", "influence_remove", "control", "decree_reveal"):
            out.append(f"chamber:{d['chamber']}")
        elif e.kind in ("influence_move", "decree_move"):
            out += [f"chamber:{d['frm']}", f"chamber:{d['to']}"]
        elif e.kind in ("conspiracy_prepare", "conspiracy_trigger", "conspiracy_kept"):
            out.append(f"conspiracy:{d['seat']}:{d['slot']}")
        elif e.kind in ("scrap", "seize"):
            out.append(f"card:{d['card']}")
        elif e.kind == "coerce":
            out += [f"card:{d['took']}", f"card:{d['gave']}"]
        elif e.kind in ("extort", "sabotage"):
            out.append(f"wonder:{d['wonder']}")
    return tuple(dict.fromkeys(out))
