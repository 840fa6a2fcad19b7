"""Every kind of pending decision: its legal actions and how it applies.

`DECISIONS` maps a decision kind to its handlers; the main turn itself is a decision whose
actions come from `TURN_ACTIONS` (Agora adds recruit / prepare / trigger to both tables).
What a decision says (its moves, prompt and refusals) is in speech.py, as phrases.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class DecisionKind:
    """The handlers of one decision kind."""

    legal: Callable[[DuelState, Decision], list[Action]]
    apply: Callable[[Ctx, Decision, Action], None]
    # what the seat is asked, in English, for the board picture until renderers/duel.py words
    # `PendingView.ask` (speech.ask_phrase) instead
    prompt: str | Callable[[DuelState, Decision], str]
    kinds: tuple[str, ...]  # the action kinds this decision accepts
    public: bool = True  # False when the options themselves are a secret
    may_lapse: bool = True  # skipped when nothing is left to choose from
    alive: Callable[[DuelState, Decision], bool] | None = None  # cheaper test than `legal`

    def ask(self, s: DuelState, d: Decision) -> str:
        return self.prompt if isinstance(self.prompt, str) else self.prompt(s, d)

    def lapsed(self, s: DuelState, d: Decision) -> bool:
        """Nothing left to choose: the decision is dropped (only if it may lapse)."""
        if not self.may_lapse:
            return False
        return not (self.alive(s, d) if self.alive is not None else self.legal(s, d))


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


def _turn_cards(s: DuelState, seat: int) -> list[Action]:
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
# the base game's provider first; every other one comes with an option (Agora's with `agora`)
TURN_ACTIONS: list[TurnProvider] = [_turn_cards]


def _turn_legal(s: DuelState, d: Decision) -> list[Action]:
    """Every provider's actions, in provider order (each returns a list of its own)."""
    providers = TURN_ACTIONS
    out = providers[0](s, d.seat)
    if not s.options:  # no option on: only the base game's provider has actions
        return out
    for i in range(1, len(providers)):
        more = providers[i](s, d.seat)
        if more:
            out += more
    return out


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


TURN_APPLY: dict[str, Callable[[Ctx, Decision, Action], None]] = {
    "build": _build,
    "discard": _discard,
    "wonder": _wonder,
}


def _turn_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    TURN_APPLY[a.kind](ctx, d, a)


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


def _turn_prompt(s: DuelState, d: Decision) -> str:
    if s.options.get("agora"):
        return (
            "take a card: build or recruit it, discard it, build a wonder or prepare a conspiracy"
        )
    return "take a card: build it, discard it or build a wonder with it"


def _turn_alive(s: DuelState, d: Decision) -> bool:
    """A turn lapses only when a conspiracy emptied the structure at its start (rules A-5).

    A structure holding a card always has an accessible one (cards are only covered by the
    next row), so this asks whether any card is left."""
    return bool(s.age) and not structure.empty(s)


DECISIONS: dict[str, DecisionKind] = {
    Kind.TURN: DecisionKind(
        _turn_legal,
        _turn_apply,
        _turn_prompt,
        tuple(TURN_APPLY),
        alive=_turn_alive,
    ),
    Kind.DRAFT: DecisionKind(
        _options("pick", _draft_options),
        _draft_apply,
        "pick a wonder",
        ("pick",),
        may_lapse=False,
    ),
    Kind.PROGRESS: DecisionKind(
        _options("progress", _progress_options),
        _progress_apply,
        "choose a progress token",
        ("progress",),
    ),
    Kind.DESTROY: DecisionKind(
        _options("destroy", _destroy_options),
        _destroy_apply,
        "choose an opponent's card to discard",
        ("destroy",),
    ),
    Kind.REVIVE: DecisionKind(
        _options("revive", _revive_options),
        _revive_apply,
        "choose a discarded card to build for free",
        ("revive",),
    ),
    Kind.LIBRARY: DecisionKind(
        _options("library", _library_options),
        _library_apply,
        "keep 1 of the progress tokens drawn from the box",
        ("library",),
        public=False,
    ),
    Kind.STARTER: DecisionKind(
        _options("start", _starter_options),
        _starter_apply,
        "choose who starts the next Age",
        ("start",),
        may_lapse=False,
    ),
}
