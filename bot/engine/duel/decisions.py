"""Every kind of pending decision: its legal actions, how it applies, its words.

`DECISIONS` maps a decision kind to its handlers; the main turn itself is a decision whose
actions come from `TURN_ACTIONS` (Agora adds recruit / prepare / trigger to both tables).
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
from bot.engine.duel.payment import Quote, market, quote_card, quote_wonder
from bot.engine.duel.state import DuelState
from bot.engine.duel.text import cost_phrase, fit, name, plural, summary


@dataclass(frozen=True, slots=True)
class DecisionType:
    """The handlers of one decision kind."""

    legal: Callable[[DuelState, Decision], list[Action]]
    apply: Callable[[Ctx, Decision, Action], None]
    describe: Callable[[DuelState, Decision, Action], str]
    why: Callable[[DuelState, Decision, Action], str | None]
    prompt: str | Callable[[DuelState, Decision], str]  # what the seat is asked
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


_SENATORS: frozenset[str] | None = None  # Senator ids (recruited, not built), made on first use


def _senators() -> frozenset[str]:
    global _SENATORS
    if _SENATORS is None:  # made whole, then published in one step (thread-safe)
        _SENATORS = frozenset(c.id for c in catalog().cards.values() if c.deck == "senator")
    return _SENATORS


_CHAIN_NEEDS: dict[str, str] | None = None  # card id -> the chain symbol it needs, or ""


def _chain_needs() -> dict[str, str]:
    global _CHAIN_NEEDS
    if _CHAIN_NEEDS is None:  # made whole, then published in one step (thread-safe)
        _CHAIN_NEEDS = {c.id: c.chain_requires or "" for c in catalog().cards.values()}
    return _CHAIN_NEEDS


def _turn_cards(s: DuelState, seat: int) -> list[Action]:
    """Build (if affordable, not a Senator), wonder (if affordable) and discard actions."""
    cards = structure.accessible_cards(s)
    coins = s.players[seat].coins
    cat = catalog()
    senators = _SENATORS or _senators()
    needs = _CHAIN_NEEDS or _chain_needs()
    m = market(s, seat)
    book, linked = m.book, m.linked  # quotes without chains (the hot path of every search)
    out = []
    for c in cards:
        if c not in senators:
            q = book.get(c) or m.fill_card(cat.cards[c])
            if q.coins + q.trade <= coins or needs[c] in linked:  # affordable, or chained
                out.append(BUILD[c])
    if len(s.players[0].built) + len(s.players[1].built) < cat.constants["wonders_max_built"]:
        p = s.players[seat]
        built = p.built
        for w in p.wonders:
            if w not in built:
                q = m.wonders.get(w) or m.quote_wonder(cat.wonders[w])
                if q.coins + q.trade <= coins:
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
    quote = quote_card(ctx.s, d.seat, card)
    structure.take(ctx.s, card.id)
    construct_card(ctx, d.seat, card, quote)


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
    quote = quote_wonder(ctx.s, d.seat, wonder)
    structure.take(ctx.s, a.args[1])
    construct_wonder(ctx, d.seat, wonder, a.args[1], quote)


TURN_APPLY: dict[str, Callable[[Ctx, Decision, Action], None]] = {
    "build": _build,
    "discard": _discard,
    "wonder": _wonder,
}
# words and refusals for the turn actions Agora adds (recruit, prepare, trigger)
TURN_DESCRIBE: dict[str, Callable[[DuelState, Decision, Action], str]] = {}
TURN_WHY: dict[str, Callable[[DuelState, Decision, Action], str | None]] = {}


def _turn_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    TURN_APPLY[a.kind](ctx, d, a)


def _turn_describe(s: DuelState, d: Decision, a: Action) -> str:
    cat = catalog()
    if a.kind in TURN_DESCRIBE:
        return TURN_DESCRIBE[a.kind](s, d, a)
    if a.kind == "build" and a.args and a.args[0] in cat.cards:
        card = cat.cards[a.args[0]]
        q = quote_card(s, d.seat, card)
        return fit(
            f"Build {card.name}: {cost_phrase(q)}",
            f"Build {card.name}: {cost_phrase(q, short=True)}",
        )
    if a.kind == "discard" and a.args and a.args[0] in cat.cards:
        return f"Discard {name(a.args[0])} for {plural(city.discard_value(s, d.seat), 'coin')}"
    if a.kind == "wonder" and len(a.args) == 2 and a.args[0] in cat.wonders:
        q = quote_wonder(s, d.seat, cat.wonders[a.args[0]])
        wonder, used = name(a.args[0]), name(a.args[1])
        return fit(
            f"Wonder {wonder} with {used}: {cost_phrase(q)}",
            f"Wonder {wonder} with {used}: {cost_phrase(q, short=True)}",
            f"Wonder {wonder.removeprefix('The ')} with {used}: {cost_phrase(q, short=True)}",
        )
    return a.token


def card_why(s: DuelState, cid: str) -> str | None:
    """Why a card of the catalogue cannot be taken now, in words that are the same for every
    card the player cannot see: face down, set aside for the Age, or in another Age's deck."""
    i = structure.slot_of(s, cid)
    if i is None or not s.face_up[i]:
        return f"{name(cid)} is not a face-up card of the structure; take an accessible card."
    if i not in structure.accessible(s):
        return f"{name(cid)} is covered by other cards; take an accessible card."
    return None


def _afford(s: DuelState, seat: int, what: str, q: Quote) -> str | None:
    short = q.total - s.players[seat].coins
    if short > 0:
        return f"You cannot afford {what}: you need {plural(short, 'more coin')}."
    return None


def _turn_why(s: DuelState, d: Decision, a: Action) -> str | None:
    cat = catalog()
    if a.kind not in TURN_APPLY:
        return "Take an accessible card and build it, discard it, or use it for a wonder."
    if a.kind in TURN_WHY:
        return TURN_WHY[a.kind](s, d, a)
    if not a.args or a.args[-1] not in cat.cards:
        return "Name a card from the structure, e.g. `build:lumber_yard`."
    cid = a.args[-1]
    unreachable = card_why(s, cid)
    if unreachable:
        return unreachable
    if a.kind == "build":
        if cat.cards[cid].deck == "senator":
            return f"A Senator is recruited, not built: `recruit:{cid}`."
        return _afford(s, d.seat, name(cid), quote_card(s, d.seat, cat.cards[cid]))
    if a.kind == "wonder":
        if len(a.args) != 2 or a.args[0] not in cat.wonders:
            return "Name one of your wonders, e.g. `wonder:the_pyramids:lumber_yard`."
        w = a.args[0]
        if w in s.wonders_out:
            return f"{name(w)} left the game: seven wonders are built."
        if w not in s.players[d.seat].wonders:
            return f"{name(w)} is not one of your wonders."
        if w in s.players[d.seat].built:
            return f"You have already built {name(w)}."
        if not wonders_open(s):
            return "Seven wonders are built: no more wonders can be built."
        return _afford(s, d.seat, name(w), quote_wonder(s, d.seat, cat.wonders[w]))
    return None


# -- small choices ------------------------------------------------------------------------


def _options(
    kind: str, arg_of: Callable[[DuelState, Decision], list[str]]
) -> Callable[[DuelState, Decision], list[Action]]:
    table = ActionTable(kind)
    return lambda s, d: [table[x] for x in arg_of(s, d)]


def _why_option(what: str) -> Callable[[DuelState, Decision, Action], str | None]:
    def why(s: DuelState, d: Decision, a: Action) -> str:
        listed = ", ".join(f"`{x.token}`" for x in DECISIONS[d.kind].legal(s, d))
        return f"Choose {what}: {listed}."

    return why


def _draft_options(s: DuelState, d: Decision) -> list[str]:
    return list(s.draft_offer)


def _draft_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    draft_pick(ctx, d.seat, a.args[0])


def _draft_describe(s: DuelState, d: Decision, a: Action) -> str:
    w = catalog().wonders.get(a.args[0]) if a.args else None
    return f"Take {w.name} ({summary(w)})" if w else a.token


def _progress_options(s: DuelState, d: Decision) -> list[str]:
    return list(s.board_tokens)


def _progress_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    take_token(ctx, d.seat, a.args[0], "board")


def _token_describe(s: DuelState, d: Decision, a: Action) -> str:
    t = catalog().tokens.get(a.args[0]) if a.args else None
    return f"Take {t.name}: {summary(t)}" if t else a.token


def _destroy_options(s: DuelState, d: Decision) -> list[str]:
    return city.cards_of(s, s.other(d.seat), d.data["color"])


def _destroy_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    s = ctx.s
    victim = s.other(d.seat)
    s.players[victim].city.remove(a.args[0])
    s.discard.append(a.args[0])
    ctx.emit("destroy", seat=d.seat, victim=victim, card=a.args[0])


def _destroy_describe(s: DuelState, d: Decision, a: Action) -> str:
    return f"Discard your opponent's {name(a.args[0])}" if a.args else a.token


def _revive_options(s: DuelState, d: Decision) -> list[str]:
    return list(dict.fromkeys(s.discard))


def _revive_apply(ctx: Ctx, d: Decision, a: Action) -> None:
    ctx.s.discard.remove(a.args[0])
    construct_card(ctx, d.seat, catalog().cards[a.args[0]], Quote(), how="revive")


def _revive_describe(s: DuelState, d: Decision, a: Action) -> str:
    return f"Build {name(a.args[0])} from the discard pile for free" if a.args else a.token


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


def _starter_describe(s: DuelState, d: Decision, a: Action) -> str:
    roman = {1: "I", 2: "II", 3: "III"}.get(s.age, str(s.age))
    if a.args == ("me",):
        return f"Start Age {roman} yourself"
    return f"Let your opponent start Age {roman}"


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


DECISIONS: dict[str, DecisionType] = {
    Kind.TURN: DecisionType(
        _turn_legal,
        _turn_apply,
        _turn_describe,
        _turn_why,
        _turn_prompt,
        tuple(TURN_APPLY),
        alive=_turn_alive,
    ),
    Kind.DRAFT: DecisionType(
        _options("pick", _draft_options),
        _draft_apply,
        _draft_describe,
        _why_option("one of the wonders on offer"),
        "pick a wonder",
        ("pick",),
        may_lapse=False,
    ),
    Kind.PROGRESS: DecisionType(
        _options("progress", _progress_options),
        _progress_apply,
        _token_describe,
        _why_option("a progress token on the board"),
        "choose a progress token",
        ("progress",),
    ),
    Kind.DESTROY: DecisionType(
        _options("destroy", _destroy_options),
        _destroy_apply,
        _destroy_describe,
        _why_option("an opponent's card to discard"),
        "choose an opponent's card to discard",
        ("destroy",),
    ),
    Kind.REVIVE: DecisionType(
        _options("revive", _revive_options),
        _revive_apply,
        _revive_describe,
        _why_option("a card from the discard pile"),
        "choose a discarded card to build for free",
        ("revive",),
    ),
    Kind.LIBRARY: DecisionType(
        _options("library", _library_options),
        _library_apply,
        _token_describe,
        _why_option("one of the 3 tokens you drew"),
        "keep 1 of the progress tokens drawn from the box",
        ("library",),
        public=False,
    ),
    Kind.STARTER: DecisionType(
        _options("start", _starter_options),
        _starter_apply,
        _starter_describe,
        _why_option("who starts the next Age"),
        "choose who starts the next Age",
        ("start",),
        may_lapse=False,
    ),
}
