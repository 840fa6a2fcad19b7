"""What the Agora expansion adds to the base game's extension points, as plain values.

Setup (Senate, decrees, conspiracy deck), the Senators shuffled into each Age, the named
effect handlers of Senators, Curia Julia, Knossos, the Agora military tokens and progress
tokens (`IMMEDIATE`, `ON_SELECT`, `MILITARY`), and the coin decrees after every construction.
Nothing here is registered anywhere: `expansions.AGORA` joins these to the base game's tables,
and only a game with the `agora` option reads that record. (The decrees as lasting sources
are `city.decree_sources`, Senate VP is `scoring`: both read the Senate's fields, empty in a
base game.)
"""

from __future__ import annotations

from bot.engine.duel import city, conspiracies, flow, senate
from bot.engine.duel.agora_data import CHAMBERS, agora
from bot.engine.duel.agora_kinds import AgoraKind as K
from bot.engine.duel.catalog import Card, Effect, Wonder, catalog
from bot.engine.duel.effects import Component, Ctx, Handler, MilitaryHandler, gain
from bot.engine.duel.state import DuelState
from bot.engine.rng import shuffled


def setup(ctx: Ctx) -> None:
    """Rules A-3: six decrees (face up in 1, 3, 5), the conspiracy deck, cubes, Senators,
    and the Age I structure."""
    s = ctx.s
    data = agora()
    s.influence = [[0] * CHAMBERS, [0] * CHAMBERS]
    decrees = shuffled(s, list(data.decrees))
    n = int(data.constants["decrees_in_play"])
    s.decrees = [[d] for d in decrees[:n]]
    s.hidden_decrees = [decrees[c.index] for c in data.chambers if not c.decree_face_up]
    s.decree_box = sorted(decrees[n:])
    s.conspiracy_deck = shuffled(s, list(data.conspiracies))
    s.senator_pool = sorted(catalog().deck("senator"))
    # A-3 (3): the Age I structure is laid out during setup, before the wonder draft, so its
    # face-up cards (and the backs of the others) are seen while drafting. Nothing random
    # happens in the draft, so the deal is the one the end of the draft used to make.
    flow.prepare_age(ctx, 1)


def age_senators(s: DuelState, age: int) -> list[str]:
    """5 / 5 / 3 Senators at random into the Age decks (all 13 are used)."""
    n = agora().senators_in_age(age)
    picked = shuffled(s, s.senator_pool)[:n]
    s.senator_pool = sorted(c for c in s.senator_pool if c not in picked)
    return picked


# -- effect handlers ----------------------------------------------------------------------


def _politician(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    n = senate.politician_actions(ctx.s, seat)
    ctx.emit("senate_actions", seat=seat, n=n, section=e.get("section"))
    ctx.queue(seat, K.POLITICIAN, section=e.get("section"), left=n)


def _conspirator(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    ctx.queue(seat, K.CONSPIRATOR)
    if city.has(ctx.s, seat, "conspirator_play_again"):
        ctx.s.extra_turn = True


def _place_any(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    ctx.queue(seat, K.PLACE)


def _move_optional(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    ctx.queue(seat, K.MOVE)


def _curia(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    ctx.queue(seat, K.CURIA)


def _conspire(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    conspiracies.conspire(ctx, seat)


def _nothing(ctx: Ctx, seat: int, e: Effect, src: Component) -> None:
    """Lasting: read where it matters (Corruption, Organized Crime)."""


def _token_place(ctx: Ctx, ahead: int, victim: int, e: Effect) -> None:
    ctx.queue(ahead, K.PLACE)


def _token_remove(ctx: Ctx, ahead: int, victim: int, e: Effect) -> None:
    ctx.queue(ahead, K.REMOVE)


def _token_move(ctx: Ctx, ahead: int, victim: int, e: Effect) -> None:
    ctx.queue(ahead, K.MOVE)


def coin_decrees(ctx: Ctx, seat: int, thing: Component) -> None:
    """Either player constructs a card of a colour (or a wonder): the decree's controller
    takes coins equal to the current Age (Senators have no colour: nothing)."""
    s = ctx.s
    if not s.influence:  # no Senate (`senate.on`, inlined: this runs after every construction)
        return
    target = (
        "wonder"
        if isinstance(thing, Wonder)
        else (str(thing.color) if isinstance(thing, Card) and thing.color else None)
    )
    if target is None:
        return
    for who in (0, 1):
        for did, effects in city.decree_sources(s, who):
            if any(e.kind == "coins_on_construct" and e.get("target") == target for e in effects):
                gain(ctx, who, s.age, did)


IMMEDIATE: dict[str, Handler] = {
    "politician": _politician,
    "conspirator": _conspirator,
    "place_influence_any": _place_any,
    "move_influence": _move_optional,
    "trigger_unprepared_conspiracy": _curia,
    "senators_free": _nothing,
    "conspire_keep_both": _nothing,
}
ON_SELECT: dict[str, Handler] = {"conspire": _conspire, "place_influence_any": _place_any}
MILITARY: dict[str, MilitaryHandler] = {
    "place_influence_any": _token_place,
    "remove_opponent_influence": _token_remove,
    "move_influence_optional": _token_move,
}
