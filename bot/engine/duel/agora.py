"""The Agora expansion wired into the base game's extension points.

Setup (Senate, decrees, conspiracy deck, Senators for each Age), the named effect handlers of
Senators, Curia Julia, Knossos, the Agora military tokens and progress tokens, the decrees as
lasting sources, the coin decrees after every construction, and Senate VP. `install()` runs
once on import of the rules; with `agora` off every hook does nothing.
"""

from __future__ import annotations

from bot.engine.duel import agora_decisions, city, conspiracies, flow, senate
from bot.engine.duel.agora_data import CHAMBERS, agora
from bot.engine.duel.agora_kinds import AgoraKind as K
from bot.engine.duel.catalog import Card, Effect, Wonder, catalog
from bot.engine.duel.effects import (
    IMMEDIATE,
    MILITARY,
    ON_CONSTRUCT,
    ON_SELECT,
    Component,
    Ctx,
    gain,
)
from bot.engine.duel.state import DuelState
from bot.engine.rng import shuffled


def setup(s: DuelState) -> None:
    """Rules A-3: six decrees (face up in 1, 3, 5), the conspiracy deck, cubes, Senators,
    and the Age I structure."""
    if not s.options.get("agora"):
        return
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
    flow.prepare_age(Ctx(s), 1)


def age_senators(s: DuelState, age: int) -> list[str]:
    """5 / 5 / 3 Senators at random into the Age decks (all 13 are used)."""
    if not s.options.get("agora"):
        return []
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
        for did, effects in senate.decree_sources(s, who):
            if any(e.kind == "coins_on_construct" and e.get("target") == target for e in effects):
                gain(ctx, who, s.age, did)


def install() -> None:
    """Register every hook once."""
    if setup in flow.SETUP:
        return
    flow.SETUP.append(setup)
    flow.AGE_EXTRAS.append(age_senators)
    city.EXTRA_SOURCES.append(("agora", senate.decree_sources))
    ON_CONSTRUCT.append(coin_decrees)
    IMMEDIATE.update(
        {
            "politician": _politician,
            "conspirator": _conspirator,
            "place_influence_any": _place_any,
            "move_influence": _move_optional,
            "trigger_unprepared_conspiracy": _curia,
            "senators_free": _nothing,
            "conspire_keep_both": _nothing,
        }
    )
    ON_SELECT.update({"conspire": _conspire, "place_influence_any": _place_any})
    MILITARY.update(
        {
            "place_influence_any": _token_place,
            "remove_opponent_influence": _token_remove,
            "move_influence_optional": _token_move,
        }
    )
    agora_decisions.register()
