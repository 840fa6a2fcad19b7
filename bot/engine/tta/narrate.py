"""One short English sentence per event, for the channel log and the turn summary."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.engine.core import Event
from bot.engine.tta.cards import AGE_NAMES, catalogue

CARDS = catalogue()


def _n(cid: Any) -> str:
    if isinstance(cid, str) and cid in CARDS:
        return CARDS[cid].name
    return str(cid)


def _list(ids: Any) -> str:
    names = [_n(c) for c in ids or ()]
    return ", ".join(names) if names else "nothing"


def _who(target: Any) -> str:
    text = str(target)
    if text in ("dummy", "player"):
        return "the dummy player" if text == "dummy" else "you"
    if text.startswith("barbarian"):
        return f"barbarian {text[-1]}"
    if text in ("1", "2", "3"):
        return f"barbarian {text}"
    return text


def _age(n: Any) -> str:
    return AGE_NAMES[int(n)] if isinstance(n, int) and 0 <= n < len(AGE_NAMES) else str(n)


def _signed(n: int) -> str:
    return f"+{n}" if n >= 0 else str(n)


Text = Callable[[dict[str, Any], str], str]

LINES: dict[str, Text] = {
    "turn": lambda d, p: f"Round {d['round']} begins: {p}'s turn.",
    "end_turn": lambda d, p: f"{p} ends the turn.",
    "take": lambda d, p: f"{p} takes {_n(d['card'])} from slot {d['slot']}.",
    "aristotle": lambda d, p: f"Aristotle: {p} scores {d['n']} science.",
    "population": lambda d, p: (
        f"{p} gains a worker for free."
        if d.get("free")
        else f"{p} increases population for {d['food']} food."
    ),
    "build": lambda d, p: f"{p} builds {_n(d['card'])} for {d['cost']} resources.",
    "upgrade": lambda d, p: (
        f"{p} upgrades {_n(d['old'])} to {_n(d['new'])} for {d['cost']} resources."
    ),
    "destroy": lambda d, p: f"{p} removes a worker from {_n(d['card'])}.",
    "develop": lambda d, p: (
        f"{p} develops {_n(d['card'])} for {d['science']} science"
        + (" (a better one is in play: it leaves the game)." if d.get("discarded") else ".")
    ),
    "government": lambda d, p: (
        f"{p} changes government to {_n(d['card'])} for {d['science']} science."
    ),
    "revolution": lambda d, p: (
        f"Revolution! {p} adopts {_n(d['card'])} for {d['science']} science."
    ),
    "leader": lambda d, p: f"{p} plays leader {_n(d['card'])}.",
    "leader_gone": lambda d, p: f"{_n(d['card'])} leaves play ({_n(d['why'])}).",
    "gates_culture": lambda d, p: f"Bill Gates: {p} scores {d['n']} culture.",
    "wonder_gone": lambda d, p: f"The unfinished {_n(d['card'])} leaves play ({_n(d['why'])}).",
    "wonder_stage": lambda d, p: (
        f"{p} builds {d['n']} stage(s) of {_n(d['card'])} for {d['cost']} resources."
    ),
    "wonder_done": lambda d, p: (
        f"{p} completes {_n(d['card'])}"
        + (f" and scores {d['culture']} culture." if d.get("culture") else ".")
    ),
    "homer": lambda d, p: f"Homer is tucked under {_n(d['wonder'])}.",
    "play": lambda d, p: f"{p} plays {_n(d['card'])}.",
    "military_pool": lambda d, p: f"{p} has {d['n']} extra resources for military units.",
    "culture_gain": lambda d, p: f"{p} scores {d['n']} culture ({_n(d.get('card'))}).",
    "gain": lambda d, p: (
        f"{p} gains {d['n']} {d['what']}" + (f" ({_n(d['card'])})." if d.get("card") else ".")
    ),
    "tactic": lambda d, p: f"{p} adopts the tactic {_n(d['card'])}.",
    "copy_tactic": lambda d, p: f"{p} copies the tactic {_n(d['card'])}.",
    "churchill": lambda d, p: (
        f"Churchill gives {p} {d['n']} science and {d['n']} resources for the military."
    ),
    "age": lambda d, p: f"Age {_age(d['age'])} begins.",
    "yellow_lost": lambda d, p: f"{p} returns {d['n']} yellow token(s) to the box.",
    "antiquated_hand": lambda d, p: (
        f"Antiquated cards leave {p}'s hand: "
        f"{_list(d['civil'])} and {d['military']} military card(s)."
    ),
    "antiquated_military": lambda d, p: f"Discarded military cards: {_list(d['cards'])}.",
    "military_reshuffled": lambda d, p: (
        f"The Age {_age(d['age'])} military discards are reshuffled into a new deck."
    ),
    "events_turned": lambda d, p: f"The future events ({d['n']}) become the current events.",
    "age_a_leftover": lambda d, p: f"{d['n']} Age A civil card(s) go back to the box.",
    "leader_banned": lambda d, p: f"Rule 43: {_n(d['card'])} is removed from the card row.",
    "leaders_banned": lambda d, p: (
        f"Rule 43: no more Age {_age(d['age'])} leaders will stay in the card row."
    ),
    "row_removed": lambda d, p: f"Removed from the card row ({d['why']}): {_list(d['cards'])}.",
    "row_cleared": lambda d, p: f"The card row is cleared from the left: {_list(d['cards'])}.",
    "event": lambda d, p: f"Event: {_n(d['card'])}.",
    "dummy_culture": lambda d, p: f"The dummy player scores {d['n']} culture.",
    "impact": lambda d, p: f"{_n(d['card'])}: {p} scores {d['n']} culture.",
    "culture_change": lambda d, p: (
        (
            f"{p} {'scores' if d['n'] > 0 else 'loses'} {abs(d['n'])} culture"
            if d["n"]
            else f"{p} has no culture to lose"
        )
        + (f" ({_n(d['card'])})." if d.get("card") else ".")
    ),
    "population_lost": lambda d, p: f"{p} loses a worker ({_n(d.get('card'))}).",
    "draw": lambda d, p: f"{p} draws {d['n']} military card(s).",
    "drawn": lambda d, p: f"You drew {_list(d['cards'])}.",
    "lose_goods": lambda d, p: f"{p} loses {d['n']} food/resources ({_n(d.get('card'))}).",
    "lose_actions": lambda d, p: f"{p} loses {d['n']} civil action(s) ({_n(d.get('card'))}).",
    "yellow_gained": lambda d, p: f"{p} adds {d['n']} yellow token(s) to the yellow bank.",
    "extra_production": lambda d, p: (
        f"Extra production: corruption {d['corruption']}, "
        f"+{d['food']} food, consumption {d['consumption']}, "
        f"+{d['resources']} resources."
    ),
    "colony_lost": lambda d, p: f"{p} loses the colony {_n(d['card'])}.",
    "discard_military": lambda d, p: f"{p} discards {d['n']} military card(s).",
    "ravaged": lambda d, p: f"Ravages of Time: {_n(d['card'])} is turned face down.",
    "blue_lost": lambda d, p: f"{p} returns {d['n']} blue token(s) to the box.",
    "building_lost": lambda d, p: f"{p} loses one {_n(d['card'])} building.",
    "gain_mix": lambda d, p: f"{p} gains {d['food']} food and {d['resources']} resources.",
    "lose_mix": lambda d, p: f"{p} loses {d['food']} food and {d['resources']} resources.",
    "defense_card": lambda d, p: f"{p} defends with {_n(d['card'])} (+{d['value']}).",
    "defense_discard": lambda d, p: (
        f"{p} discards {d['n']} military card(s) face down to defend (+{d['value']})."
    ),
    "defense_discarded": lambda d, p: (
        f"You discarded {_n(d['card'])} face down to defend (+{d['value']})."
    ),
    "aggression_success": lambda d, p: (
        f"{_n(d['card'])} by {_who(d['attacker'])} succeeds "
        f"({d['strength']} against {d['defense']})."
    ),
    "aggression_failed": lambda d, p: (
        f"{_n(d['card'])} by {_who(d['attacker'])} fails ({d['strength']} against {d['defense']})."
    ),
    "science_lost": lambda d, p: f"{p} loses {d['n']} science.",
    "prepare": lambda d, p: f"{p} prepares an Age {_age(d['age'])} event (+{d['age']} culture).",
    "prepared": lambda d, p: f"You prepared {_n(d['card'])}.",
    "aggression": lambda d, p: (
        f"{_who(d['by'])} plays {_n(d['card'])} against you."
        if d.get("by")
        else f"{p} plays {_n(d['card'])} against {_who(d['target'])}."
    ),
    "colony": lambda d, p: f"{p} colonizes {_n(d['card'])}.",
    "war_declared": lambda d, p: (
        f"{_who(d['by'])} declares {_n(d['card'])} on you."
        if d.get("by")
        else f"{p} declares {_n(d['card'])} on {_who(d['target'])}."
    ),
    "war_result": lambda d, p: (
        f"{_n(d['card'])} is resolved: {p} {d['mine']} against "
        f"{_who(d['target']) if d['target'] != 'player' else 'the foe'} "
        f"{d['theirs']}."
    ),
    "territory_unclaimed": lambda d, p: f"Nobody colonizes {_n(d['card'])}.",
    "dummy_turn": lambda d, p: "The dummy player's turn.",
    "dummy_tactic": lambda d, p: f"The dummy adopts {_n(d['card'])} (+{d['strength']} strength).",
    "dummy_discard": lambda d, p: f"The dummy discards {_n(d['card'])}.",
    "dummy_prepare": lambda d, p: f"The dummy prepares an event (+{d['age']} culture).",
    "dummy_cube": lambda d, p: {
        "yellow": f"Yellow cube: the dummy's culture rate rises by {d['n']}.",
        "blue": f"Blue cube: the dummy's science rate rises by {d['n']}.",
        "white": f"White cube: the dummy removes {d['n']} card(s) from the right of the card row.",
    }[d["cube"]],
    "dummy_end": lambda d, p: (
        f"The dummy scores {d['culture']} culture and {d['science']} "
        f"science" + (f", and gains {d['strength']} strength." if d["strength"] else ".")
    ),
    "barbarian_phase": lambda d, p: "The barbarians act.",
    "barbarian_cap": lambda d, p: (
        f"Rule 46: barbarian {d['barbarian']} is capped at 59; {p} loses {d['culture']} culture."
    ),
    "barbarian_grows": lambda d, p: (
        f"Barbarian {d['barbarian']} gains {d['n']} strength ({d['why']}): now {d['strength']}."
    ),
    "barbarian_antiquated": lambda d, p: (
        f"Barbarian {d['barbarian']} discards {_list(d['cards'])}."
    ),
    "barbarian_returns": lambda d, p: (
        f"Barbarian {d['barbarian']}'s unused {_n(d['card'])} goes back to its deck."
    ),
    "barbarian_draws": lambda d, p: (
        f"Barbarian {d['barbarian']} draws {_n(d['card'])}."
        if d.get("card")
        else f"Barbarian {d['barbarian']} draws an event card: it goes to the "
        + (
            "future events; the top current event is revealed."
            if d.get("age", 1) < 3
            else "possible events."
        )
    ),
    "barbarian_falls": lambda d, p: (
        f"Barbarian {d['barbarian']} drops to {d['strength']} strength."
    ),
    "barbarian_defends": lambda d, p: (
        f"Barbarian {d['barbarian']} defends with {_list(d['cards'])}."
    ),
    "barbarian_bid": lambda d, p: f"Barbarian {d['barbarian']} bids {d['bid']}.",
    "barbarian_colony": lambda d, p: (
        f"Barbarian {d['barbarian']} colonizes {_n(d['card'])} (strength now {d['strength']})."
    ),
    "barbarian_colony_lost": lambda d, p: (
        f"Barbarian {d['barbarian']} loses the colony {_n(d['card'])}."
    ),
    "bid": lambda d, p: f"{p} bids {d['n']} for {_n(d['card'])}.",
    "dice": lambda d, p: f"Dice {d['dice']}: slots {d['slots']} are cleared.",
    "politics_skipped": lambda d, p: f"{p} skips this politics phase (International Agreement).",
    "peek": lambda d, p: f"Joan of Arc: the next current event is {_n(d['card'])}.",
    "leader_culture": lambda d, p: f"{_n(d['card'])}: {p} scores {d['n']} culture.",
    "uprising": lambda d, p: (
        f"Uprising! {d['discontent']} discontent against {d['unused']} "
        "unused workers: no production this turn."
    ),
    "production": lambda d, p: (
        f"Production: +{d['culture']} culture, +{d['science']} science, "
        f"corruption {d['corruption']}, +{d['food']} food, consumption "
        f"{d['consumption']}"
        + (f" (famine: {d['famine']} food short)" if d["famine"] else "")
        + f", +{d['resources']} resources."
    ),
    "production_skipped": lambda d, p: f"{p} skips the last production phase.",
    "final_event": lambda d, p: f"Final scoring, {_n(d['card'])}: {_signed(d['n'])} culture.",
    "swap": lambda d, p: f"Rule 47: {_n(d['out'])} is swapped for {_n(d['card'])}.",
    "game_over": lambda d, p: (
        f"The game is over: {d['culture']} culture, " + ("a win." if d["won"] else "not a win.")
    ),
}


def narrate(event: Event, names: Sequence[str] = ()) -> str:
    player = names[0] if names else "The player"
    line = LINES.get(event.kind)
    if line is None:
        return event.kind.replace("_", " ").capitalize() + "."
    try:
        text = line(event.data, player)
        return text[:1].upper() + text[1:]
    except (KeyError, TypeError, ValueError, IndexError):
        return event.kind.replace("_", " ").capitalize() + "."
