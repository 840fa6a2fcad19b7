"""What Through the Ages says about what happened, as phrases (bot.engine.words).

No English here: every event is a `tta.event.*` message of data/i18n/<language>/tta.ftl, the
player is `Seat(0)` (worded as the player's name as given, never capitalised by the engine),
cards are `Name`s worded from the card data (`name_of`), and the words that are not cards
(resource kinds, rivals, reasons) are `tta.name.*` or small `tta.*` phrases. Moves and refusals
are phrased where they are registered (civil.py, politics.py...: `tta.move.*`, `tta.why.*`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.core import Event
from bot.engine.tta.cards import AGE_NAMES, catalogue
from bot.engine.tta.state import PLAYER
from bot.engine.words import Items, Name, Phrase, Seat, phrase

CARDS = catalogue()
YOU = Seat(PLAYER)


def name_of(cid: str) -> str | None:
    """A card's printed English name from the data; other components are in tta.ftl."""
    c = CARDS.get(cid)
    return c.name if c else None


def card(cid: Any) -> Name:
    return Name(str(cid))


def cards(ids: Sequence[Any] | None) -> Phrase | Items:
    """Cards as a list, or "nothing"."""
    parts = tuple(card(c) for c in ids or ())
    return Items(parts) if parts else phrase("tta.nothing")


def age(n: Any) -> str:
    """An age by its printed name (A, I, II, III, IV)."""
    return AGE_NAMES[n] if isinstance(n, int) and 0 <= n < len(AGE_NAMES) else str(n)


def who(target: Any) -> Phrase:
    """A rival or the player: the dummy, a barbarian (by number), or the player."""
    text = str(target)
    if text == "dummy":
        return phrase("tta.who.dummy")
    if text == "player":
        return phrase("tta.who.player", seat=YOU)
    if text[-1:] in ("1", "2", "3"):
        return phrase("tta.who.barbarian", n=int(text[-1]))
    return phrase("tta.who.other", who=text)


def gone_why(why: Any) -> Phrase:
    """Why a leader or an unfinished wonder left play: a card's effect or a rule."""
    text = str(why)
    if text in CARDS:
        return phrase("tta.gone.card", card=card(text))
    if text in ("replaced", "antiquated", "own_power"):
        return phrase(f"tta.gone.{text}")
    return phrase("tta.gone.other", why=text)


def _from(d: dict[str, Any], plain: str) -> Phrase:
    """The event `plain`, or its `<plain>_card` form naming the card that caused it."""
    if d.get("card"):
        return phrase(f"tta.event.{plain}_card", seat=YOU, n=d["n"], card=card(d["card"]))
    return phrase(f"tta.event.{plain}", seat=YOU, n=d["n"])


def _civil_and_military(d: dict[str, Any]) -> Phrase | Items:
    """Civil cards by name and military ones by number (they are secret), as one list."""
    parts: tuple[Any, ...] = tuple(card(c) for c in d.get("civil") or ())
    if d.get("military"):
        parts += (phrase("tta.military_cards", n=d["military"]),)
    return Items(parts) if parts else phrase("tta.nothing")


def _population(d: dict[str, Any]) -> Phrase:
    free = d.get("free")
    if not free:
        return phrase("tta.event.population", seat=YOU, food=d["food"])
    if free == "ocean":
        return phrase("tta.event.population_ocean", seat=YOU)
    return phrase("tta.event.population_free", seat=YOU, n=d.get("n", 1), card=card(free))


def _develop(d: dict[str, Any]) -> Phrase:
    kind = "develop_discarded" if d.get("discarded") else "develop"
    return phrase(f"tta.event.{kind}", seat=YOU, card=card(d["card"]), science=d["science"])


def _wonder_done(d: dict[str, Any]) -> Phrase:
    if d.get("culture"):
        return phrase(
            "tta.event.wonder_done_culture", seat=YOU, card=card(d["card"]), n=d["culture"]
        )
    return phrase("tta.event.wonder_done", seat=YOU, card=card(d["card"]))


def _gain(d: dict[str, Any]) -> Phrase:
    what = Name(str(d["what"]))
    if d.get("card"):
        return phrase("tta.event.gain_card", seat=YOU, n=d["n"], what=what, card=card(d["card"]))
    return phrase("tta.event.gain", seat=YOU, n=d["n"], what=what)


def _culture_change(d: dict[str, Any]) -> Phrase:
    n = int(d["n"])
    kind = "culture_up" if n > 0 else "culture_down" if n < 0 else "culture_none"
    if d.get("card"):
        return phrase(f"tta.event.{kind}_card", seat=YOU, n=abs(n), card=card(d["card"]))
    return phrase(f"tta.event.{kind}", seat=YOU, n=abs(n))


def _attack(kind: str, d: dict[str, Any]) -> Phrase:
    """An aggression or a war: played by a rival against the player, or by the player."""
    by = str(d.get("by") or "")
    if by == "dummy":
        return phrase(f"tta.event.{kind}_by_dummy", card=card(d["card"]), seat=YOU)
    if by:
        return phrase(
            f"tta.event.{kind}_by_barbarian", n=int(by[-1]), card=card(d["card"]), seat=YOU
        )
    return phrase(f"tta.event.{kind}", seat=YOU, card=card(d["card"]), target=who(d["target"]))


def _aggression_result(kind: str, d: dict[str, Any]) -> Phrase:
    return phrase(
        f"tta.event.{kind}",
        card=card(d["card"]),
        by=who(d["attacker"]),
        strength=d["strength"],
        defense=d["defense"],
    )


def _war_result(d: dict[str, Any]) -> Phrase:
    target = str(d["target"])
    foe = phrase("tta.who.dummy") if target == "player" else who(target)
    return phrase(
        "tta.event.war_result",
        card=card(d["card"]),
        seat=YOU,
        mine=d["mine"],
        foe=foe,
        theirs=d["theirs"],
    )


def _barbarian_draws(d: dict[str, Any]) -> Phrase:
    if d.get("card"):
        return phrase("tta.event.barbarian_draws", n=d["barbarian"], card=card(d["card"]))
    kind = "barbarian_draws_event" if d.get("age", 1) < 3 else "barbarian_draws_possible"
    return phrase(f"tta.event.{kind}", n=d["barbarian"])


# a production phase's tally, in this order; a part that is zero is not said
PRODUCTION_PARTS = (
    "culture",
    "science",
    "corruption",
    "food",
    "consumption",
    "famine",
    "resources",
)


def _production(d: dict[str, Any]) -> Phrase:
    parts = tuple(
        phrase(f"tta.event.produced.{k}", n=d[k]) for k in PRODUCTION_PARTS if d.get(k, 0)
    )
    if not parts:
        return phrase("tta.event.production_nothing")
    # a famine's tally has its own id: a turn message never drops it (bot.table.turns)
    kind = "production_famine" if d.get("famine") else "production"
    return phrase(f"tta.event.{kind}", parts=Items(parts))


def _extra_production(d: dict[str, Any]) -> Phrase:
    args = {k: d[k] for k in ("corruption", "food", "consumption", "resources")}
    return phrase("tta.event.extra_production", **args)


def _game_over(d: dict[str, Any]) -> Phrase:
    kind = "game_over_won" if d.get("won") else "game_over_lost"
    return phrase(f"tta.event.{kind}", culture=d["culture"])


Said = Callable[[dict[str, Any]], Phrase]


def _with(kind: str, **names: str) -> Said:
    """The event worded by its own message: the player as `seat`, the data's fields as they
    are, each field listed in `names` turned into a card ("card"), a list of cards ("cards"),
    an age ("age") or a rival ("who")."""

    def said(d: dict[str, Any]) -> Phrase:
        args: dict[str, Any] = {"seat": YOU}
        for k, v in d.items():
            how = names.get(k)
            if v is None:
                continue
            if how == "card":
                args[k] = card(v)
            elif how == "cards":
                args[k] = cards(v)
            elif how == "age":
                args[k] = age(v)
            elif how == "list":
                args[k] = Items(tuple(v))
            elif how == "why":
                args[k] = phrase(f"tta.cause.{v}")
            elif isinstance(v, bool | int | str):
                args[k] = v
        return phrase(f"tta.event.{kind}", **args)

    return said


C = "card"
EVENTS: dict[str, Said] = {
    "turn": _with("turn"),
    "end_turn": _with("end_turn"),
    "take": _with("take", card=C),
    "aristotle": _with("aristotle"),
    "population": _population,
    "build": _with("build", card=C),
    "upgrade": _with("upgrade", old=C, new=C),
    "destroy": _with("destroy", card=C),
    "develop": _develop,
    "government": _with("government", card=C, old=C),
    "revolution": _with("revolution", card=C, old=C),
    "leader": _with("leader", card=C, old=C),
    "leader_gone": lambda d: phrase(
        "tta.event.leader_gone", card=card(d["card"]), why=gone_why(d["why"])
    ),
    "gates_culture": _with("gates_culture"),
    "wonder_gone": lambda d: phrase(
        "tta.event.wonder_gone", card=card(d["card"]), why=gone_why(d["why"])
    ),
    "wonder_stage": _with("wonder_stage", card=C),
    "wonder_done": _wonder_done,
    "homer": _with("homer", wonder=C),
    "play": _with("play", card=C),
    "military_pool": _with("military_pool"),
    "culture_gain": lambda d: _from(d, "culture_gain"),
    "gain": _gain,
    "tactic": _with("tactic", card=C),
    "copy_tactic": _with("copy_tactic", card=C),
    "churchill": _with("churchill"),
    "age": _with("age", age="age"),
    "last_round": _with("last_round"),
    "yellow_lost": lambda d: _from(d, "yellow_lost"),
    "antiquated_hand": lambda d: phrase(
        "tta.event.antiquated_hand", seat=YOU, cards=_civil_and_military(d)
    ),
    "antiquated_military": _with("antiquated_military", cards="cards"),
    "military_reshuffled": _with("military_reshuffled", age="age"),
    "events_turned": _with("events_turned"),
    "age_a_leftover": _with("age_a_leftover"),
    "leader_banned": _with("leader_banned", card=C),
    "leaders_banned": _with("leaders_banned", age="age"),
    "row_removed": _with("row_removed", cards="cards", slots="list", why="why"),
    "row_cleared": _with("row_cleared", cards="cards"),
    "event": _with("event", card=C),
    "dummy_culture": _with("dummy_culture"),
    "impact": _with("impact", card=C),
    "culture_change": _culture_change,
    "population_lost": _with("population_lost", card=C, worker=C),
    "draw": _with("draw"),
    "drawn": _with("drawn", cards="cards"),
    "lose_goods": lambda d: _from(d, "lose_goods"),
    "lose_actions": lambda d: _from(d, "lose_actions"),
    "yellow_gained": lambda d: _from(d, "yellow_gained"),
    "extra_production": _extra_production,
    "colony_lost": _with("colony_lost", card=C),
    "discard_military": _with("discard_military"),
    "ravaged": _with("ravaged", card=C),
    "blue_lost": lambda d: _from(d, "blue_lost"),
    "building_lost": _with("building_lost", card=C),
    "gain_mix": _with("gain_mix", card=C),
    "lose_mix": _with("lose_mix", card=C),
    "defense_card": _with("defense_card", card=C),
    "defense_discard": _with("defense_discard"),
    "defense_discarded": _with("defense_discarded", card=C),
    "aggression_success": lambda d: _aggression_result("aggression_success", d),
    "aggression_failed": lambda d: _aggression_result("aggression_failed", d),
    "science_lost": lambda d: _from(d, "science_lost"),
    "prepare": lambda d: phrase("tta.event.prepare", seat=YOU, age=age(d["age"]), n=d["age"]),
    "prepared": _with("prepared", card=C),
    "aggression": lambda d: _attack("aggression", d),
    "colony": _with("colony", card=C),
    "war_declared": lambda d: _attack("war_declared", d),
    "war_result": _war_result,
    "territory_unclaimed": _with("territory_unclaimed", card=C),
    "dummy_turn": _with("dummy_turn"),
    "dummy_tactic": _with("dummy_tactic", card=C),
    "dummy_discard": _with("dummy_discard", card=C),
    "dummy_prepare": _with("dummy_prepare"),
    "dummy_cube": lambda d: phrase(f"tta.event.dummy_cube_{d['cube']}", n=d["n"]),
    "dummy_end": lambda d: phrase(
        "tta.event.dummy_end_strength" if d["strength"] else "tta.event.dummy_end",
        culture=d["culture"],
        science=d["science"],
        strength=d["strength"],
    ),
    "barbarian_phase": _with("barbarian_phase"),
    "barbarian_cap": _with("barbarian_cap"),
    "barbarian_grows": _with("barbarian_grows", why="why"),
    "barbarian_antiquated": _with("barbarian_antiquated", cards="cards"),
    "barbarian_returns": _with("barbarian_returns", card=C),
    "barbarian_draws": _barbarian_draws,
    "barbarian_falls": _with("barbarian_falls"),
    "barbarian_defends": _with("barbarian_defends", cards="cards"),
    "barbarian_bid": _with("barbarian_bid"),
    "barbarian_colony": _with("barbarian_colony", card=C),
    "barbarian_colony_lost": _with("barbarian_colony_lost", card=C),
    "bid": _with("bid", card=C),
    "dice": _with("dice", dice="list", slots="list"),
    "politics_skipped": _with("politics_skipped"),
    "peek": _with("peek", card=C),
    "leader_culture": _with("leader_culture", card=C),
    "uprising": _with("uprising"),
    "production": _production,
    "production_skipped": _with("production_skipped"),
    "final_event": lambda d: phrase(
        "tta.event.final_event_down" if d["n"] < 0 else "tta.event.final_event",
        card=card(d["card"]),
        n=abs(d["n"]),
    ),
    "swap": _with("swap", out=C, card=C),
    "game_over": _game_over,
}


def event_phrase(event: Event) -> Phrase:
    """One short sentence per event, for the channel log and the turn summary."""
    said = EVENTS.get(event.kind)
    if said is None:
        return phrase("tta.event.other", kind=event.kind)
    return said(dict(event.data))


# the pending choices whose prompt starts with the card that asks for it (the others name it
# themselves, or ask for nothing a card decides)
ASKED_BY_CARD = frozenset(
    {
        "mix",
        "food_or_res",
        "free_build",
        "destroy",
        "lose_worker",
        "lose_colony",
        "discard_pick",
        "card_build",
        "breakthrough",
        "reserves",
    }
)


def ask_phrase(kind: str, data: dict[str, Any], strength: int) -> Phrase:
    """What the player is asked to choose, with the numbers that matter for it (the view's
    `ask`; `tta.ask.<kind>` messages)."""
    c = data.get("card")
    if kind == "defend":
        mine = strength + int(str(data.get("total", 0)))
        return phrase("tta.ask.defend_card", card=card(c), theirs=data.get("attacker"), mine=mine)
    if kind == "bid":
        return phrase("tta.ask.bid_card", card=card(c), n=data.get("high"))
    if kind in ("colonize", "colonize_offer"):
        return phrase(f"tta.ask.{kind}_card", card=card(c), n=data.get("need"))
    if kind in ASKED_BY_CARD and c:
        return phrase("tta.ask.by_card", card=card(c), ask=phrase(f"tta.ask.{kind}"))
    return phrase(f"tta.ask.{kind}")
