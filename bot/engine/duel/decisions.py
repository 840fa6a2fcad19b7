"""Every kind of pending decision of the base game: its legal actions and how it applies.

`DECISIONS` maps a decision kind to its handlers; the main turn itself is a decision
(`turn_decision`) whose actions come from its providers and apply through `TURN_APPLY`. Both
are the base game's, never changed: a game reads its own through its `Expansion` record
(`expansions.py`), whose Agora record adds recruit / prepare / trigger and Agora's decisions.
What a decision says (its moves, prompt and refusals) is in speech.py, as phrases.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from bot.engine import decision
from bot.engine.core import Action, Decision
from bot.engine.duel import city, structure
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import (
    Ctx,
    Kind,
    construct_card,
    construct_wonder,
    take_token,
)
from bot.engine.duel.flow import draft_pick, start_turn
from bot.engine.duel.payment import Quote, card_payment, economy, wonder_payment
from bot.engine.duel.state import DuelState


class DecisionKind(decision.DecisionKind[DuelState, Ctx, None]):
    """The engine's decision record for Duel: `apply` works on the `Ctx`, its events go there
    (a subclass only to name the types: the record's fields are the engine's)."""

    __slots__ = ()


# -- the main turn ------------------------------------------------------------------------


def wonders_open(s: DuelState) -> bool:
    built = len(s.players[0].built) + len(s.players[1].built)
    return built < catalog().constants["wonders_max_built"]


class ActionTable(dict[str, Action]):
    """The actions `kind:<arg>` of one kind by argument, each made and checked once (actions
    are values, so one object serves every state)."""

    def __init__(self, *head: str) -> None:
        super().__init__()
        self.head = head

    def __missing__(self, arg: str) -> Action:
        made = self[arg] = Action(self.head[0], (*self.head[1:], arg))
        return made


BUILD = ActionTable("build")
DISCARD = ActionTable("discard")
_WONDER: dict[str, ActionTable] = {}


def wonder_actions(w: str) -> ActionTable:
    """`wonder:<w>:<card>` by card."""
    found = _WONDER.get(w)
    if found is None:
        found = _WONDER[w] = ActionTable("wonder", w)
    return found


def unbuilt(s: DuelState, seat: int) -> list[str]:
    p = s.players[seat]
    return [w for w in p.wonders if w not in p.built]


_CHAIN_NEEDS: dict[str, str | None] | None = None  # card id -> the chain it needs, or ""


def _chain_needs() -> dict[str, str | None]:
    """The chain symbol each card needs to be built for free ("" for none, None for a
    Senator, which is never built)."""
    global _CHAIN_NEEDS
    if _CHAIN_NEEDS is None:  # made whole, then published in one step (thread-safe)
        _CHAIN_NEEDS = {
            c.id: None if c.deck == "senator" else c.chain_requires or ""
            for c in catalog().cards.values()
        }
    return _CHAIN_NEEDS


_WONDERS_MAX: int | None = None  # catalogue constant, read on first use


def _wonders_max() -> int:
    global _WONDERS_MAX
    _WONDERS_MAX = int(catalog().constants["wonders_max_built"])
    return _WONDERS_MAX


def turn_cards(s: DuelState, seat: int) -> list[Action]:
    """Build (if affordable or chained, not a Senator), wonder (if affordable) and discard
    actions, tested against the totals of the seat's market (`Market.costs`)."""
    cards = structure.open_cards(s)
    e = economy(s, seat)
    m, linked = e[5], e[7]  # the market and the chains the seat may build through
    costs = m.costs
    p0, p1 = s.players
    p = p1 if seat else p0
    coins = p.coins
    needs = _CHAIN_NEEDS or _chain_needs()
    out: list[Action] = []
    cost, add, build = costs.get, out.append, BUILD
    for c in cards:
        n = cost(c)
        if n is None:
            n = m.fill_cost(c)
        if n <= coins or needs[c] in linked:  # affordable, or chained (a Senator: neither)
            add(build[c])
    if len(p0.built) + len(p1.built) < (_WONDERS_MAX or _wonders_max()):
        built = p.built
        wonder_costs = m.wonder_costs
        for w in p.wonders:
            if w not in built:
                n = wonder_costs.get(w)
                if n is None:
                    n = m.wonder_cost(w)
                if n <= coins:
                    out += map((_WONDER.get(w) or wonder_actions(w)).__getitem__, cards)
    out += map(DISCARD.__getitem__, cards)  # the tables make a missing action on first use
    return out


TurnProvider = Callable[[DuelState, int], list[Action]]
TurnApply = Callable[[Ctx, Decision, Action], None]


def _build(ctx: Ctx, d: Decision, a: Action) -> None:
    card = catalog().cards[a.args[0]]
    paid = card_payment(ctx.s, d.seat, card)
    structure.take(ctx.s, card.id)
    construct_card(ctx, d.seat, card, paid)


def _discard(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    cid = a.args[0]
    structure.take(s, cid)
    s.discard.append(cid)
    n = city.discard_value(s, d.seat)
    s.players[d.seat].coins += n
    ctx.emit("discard", seat=d.seat, card=cid, n=n)


def _wonder(ctx: Ctx, d: Decision, a: Action) -> None:
    wonder = catalog().wonders[a.args[0]]
    paid = wonder_payment(ctx.s, d.seat, wonder)
    structure.take(ctx.s, a.args[1])
    construct_wonder(ctx, d.seat, wonder, a.args[1], paid)


TURN_APPLY: dict[str, TurnApply] = {  # the base game's turn moves
    "build": _build,
    "discard": _discard,
    "wonder": _wonder,
}


# -- small choices ------------------------------------------------------------------------


def _options(
    kind: str, arg_of: Callable[[DuelState, Decision], list[str]]
) -> Callable[[DuelState, Decision], list[Action]]:
    table = ActionTable(kind)
    return lambda s, d: [table[x] for x in arg_of(s, d)]


def _draft_options(s: DuelState, d: Decision) -> list[str]:
    return list(s.draft_offer)


def _draft_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    draft_pick(ctx, d.seat, a.args[0])


def _progress_options(s: DuelState, d: Decision) -> list[str]:
    return list(s.board_tokens)


def _progress_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    take_token(ctx, d.seat, a.args[0], "board")


def _destroy_options(s: DuelState, d: Decision) -> list[str]:
    return city.cards_of(s, s.other(d.seat), d.data["color"])


def _destroy_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    victim = s.other(d.seat)
    s.players[victim].city.remove(a.args[0])
    s.discard.append(a.args[0])
    ctx.emit("destroy", seat=d.seat, victim=victim, card=a.args[0])


def _revive_options(s: DuelState, d: Decision) -> list[str]:
    return list(dict.fromkeys(s.discard))


def _revive_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.s.discard.remove(a.args[0])
    construct_card(ctx, d.seat, catalog().cards[a.args[0]], Quote(), how="revive")


def _library_options(s: DuelState, d: Decision) -> list[str]:
    return list(d.data.get("tokens", ()))


def _library_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    rest = [t for t in d.data["tokens"] if t != a.args[0]]
    s.box_tokens = sorted(s.box_tokens + rest)
    take_token(ctx, d.seat, a.args[0], "box")


STARTER_ARGS = ("me", "opponent")


def _starter_options(s: DuelState, d: Decision) -> list[str]:
    return list(STARTER_ARGS)


def _starter_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    seat = d.seat if a.args[0] == "me" else ctx.s.other(d.seat)
    ctx.emit("starter", seat=d.seat, first=seat, age=ctx.s.age)
    start_turn(ctx, seat)


def _turn_alive(s: DuelState, d: Decision) -> bool:
    """A turn lapses only when a conspiracy emptied the structure at its start (rules A-5).

    A structure holding a card always has an accessible one (cards are only covered by the
    next row), so this asks whether any card is left."""
    return bool(s.age) and not structure.empty(s)


def turn_decision(
    providers: tuple[TurnProvider, ...], moves: Mapping[str, TurnApply]
) -> DecisionKind:
    """The main turn of a game whose turn actions come from `providers` (the base game's
    `turn_cards` first) and apply through `moves` (by action kind)."""
    first, more = providers[0], providers[1:]

    def legal(s: DuelState, d: Decision) -> list[Action]:
        """Every provider's actions, in provider order (each returns a list of its own)."""
        out = first(s, d.seat)
        for provider in more:
            found = provider(s, d.seat)
            if found:
                out += found
        return out

    def apply(ctx: Ctx, d: Decision, a: Action) -> None:
        moves[a.kind](ctx, d, a)

    return DecisionKind(legal, apply, tuple(moves), public=True, alive=_turn_alive)


DECISIONS: dict[str, DecisionKind] = {  # the base game's
    Kind.TURN: turn_decision((turn_cards,), TURN_APPLY),
    Kind.DRAFT: DecisionKind(
        _options("pick", _draft_options),
        _draft_apply,
        ("pick",),
        public=True,
        may_lapse=False,
    ),
    Kind.PROGRESS: DecisionKind(
        _options("progress", _progress_options),
        _progress_apply,
        ("progress",),
        public=True,
    ),
    Kind.DESTROY: DecisionKind(
        _options("destroy", _destroy_options),
        _destroy_apply,
        ("destroy",),
        public=True,
    ),
    Kind.REVIVE: DecisionKind(
        _options("revive", _revive_options),
        _revive_apply,
        ("revive",),
        public=True,
    ),
    Kind.LIBRARY: DecisionKind(
        _options("library", _library_options),
        _library_apply,
        ("library",),
        public=False,
    ),
    Kind.STARTER: DecisionKind(
        _options("start", _starter_options),
        _starter_apply,
        ("start",),
        public=True,
        may_lapse=False,
    ),
}
