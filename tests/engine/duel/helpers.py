"""Hand-built 7 Wonders Duel positions for rule tests (never random play)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from bot.engine.core import Action, Decision, Event, play
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState, PlayerState

ALL_TOKENS = [
    "agriculture",
    "architecture",
    "economy",
    "law",
    "masonry",
    "mathematics",
    "philosophy",
    "strategy",
    "theology",
    "urbanism",
]
AGORA_TOKENS = ["corruption", "organized_crime"]


def position(
    age: int = 1,
    *,
    accessible: Sequence[str] = (),
    cities: tuple[Iterable[str], Iterable[str]] = ((), ()),
    coins: tuple[int, int] = (7, 7),
    wonders: tuple[Iterable[str], Iterable[str]] = ((), ()),
    built: tuple[dict[str, str], dict[str, str]] = ({}, {}),
    tokens: tuple[Iterable[str], Iterable[str]] = ((), ()),
    board_tokens: Sequence[str] | None = None,
    pawn: int = 0,
    active: int = 0,
    first: int = 0,
    discard: Sequence[str] = (),
    only: bool = False,
    agora: bool = False,
    plots: tuple[Sequence[dict[str, Any]], Sequence[dict[str, Any]]] = ((), ()),
    removed: Sequence[Sequence[str]] | None = None,
) -> DuelState:
    """A turn of `active` in `age`: the named cards are accessible (front row), the rest filled.

    With `only=True` the structure holds just the named cards (an Age about to end). With
    `agora=True` the Agora structure and progress tokens are used (see agora_helpers for the
    Senate); `plots` are each player's conspiracy records.
    """
    cat = catalog()
    players = [
        PlayerState(
            coins[i],
            list(cities[i]),
            list(wonders[i]) + [w for w in built[i] if w not in wonders[i]],
            dict(built[i]),
            list(tokens[i]),
            [dict(p) for p in plots[i]],
        )
        for i in range(2)
    ]
    options = {"agora": True} if agora else {}
    s = DuelState(seed=1, rng_counter=0, options=options, first=first, players=players)
    s.age = age
    s.pawn = pawn
    s.active = active
    s.discard = list(discard)
    s.military_tokens = ["small_0", "large_0", "small_1", "large_1"]
    pool_tokens = [*ALL_TOKENS, *AGORA_TOKENS] if agora else ALL_TOKENS
    owned = {t for p in players for t in p.tokens}
    board = (
        list(board_tokens)
        if board_tokens is not None
        else [t for t in pool_tokens if t not in owned][:5]
    )
    s.board_tokens = board
    s.box_tokens = sorted(t for t in pool_tokens if t not in owned and t not in board)
    lay = cat.layouts[("agora" if agora else "base", age)]
    front = [sl.index for sl in lay.slots if not sl.covered_by]
    assert len(accessible) <= len(front), "too many accessible cards for this Age's front row"
    used = (
        {c for p in players for c in p.city}
        | set(discard)
        | set(accessible)
        | {c for p in players for c in p.built.values()}
        | {p["card"] for pl in plots for p in pl if p["card"]}
    )
    pool = cat.deck(f"age{age}") + cat.deck("guild") + list(cat.cards)
    filler = list(
        dict.fromkeys(c for c in reversed(pool) if c not in used and cat.cards[c].deck != "senator")
    )
    slots: list[str | None] = [None] * len(lay.slots)
    for i, cid in zip(front, accessible, strict=False):
        slots[i] = cid
    if not only:
        for sl in lay.slots:
            if slots[sl.index] is None:
                slots[sl.index] = filler.pop()
    s.slots = slots
    s.face_up = [sl.face_up for sl in lay.slots]
    s.removed = [list(r) for r in removed] if removed is not None else [[] for _ in range(age)]
    s.stack = [Decision(active, Kind.TURN)]
    return s


def decide(s: DuelState, seat: int, kind: str, **data: object) -> DuelState:
    """Put a pending decision on top (e.g. a progress-token choice)."""
    s.stack.append(Decision(seat, kind, dict(data)))
    return s


def act(s: DuelState, seat: int, token: str) -> tuple[DuelState, list[Event]]:
    """Play one checked move (the refusal path included)."""
    return play(RULES, s, seat, Action.parse(token))


def kinds(events: Iterable[Event]) -> list[str]:
    return [e.kind for e in events]


def top(s: DuelState) -> Decision | None:
    return s.stack[-1] if s.stack else None


def legal(s: DuelState, seat: int) -> list[str]:
    return [a.token for a in RULES.legal_actions(s, seat)]


def english(said: Any, names: Sequence[str] = ("Ann", "Bob")) -> str:
    """What the engine says (a phrase), worded in English as a player reads it."""
    from bot.words.phrases import say

    return say(said, "en", game="duel", names=names)


def described(s: DuelState, action: Action | str) -> str:
    """A move's words in English (its phrase, worded)."""
    a = Action.parse(action) if isinstance(action, str) else action
    return english(RULES.action_phrase(s, None, a))


def refusal(exc: BaseException) -> str:
    """A refusal's words in English: the phrase the engine gave, worded."""
    from bot.engine.core import RuleError
    from bot.engine.words import Phrase

    assert isinstance(exc, RuleError) and exc.key, exc
    return english(Phrase(exc.key, tuple(exc.params.items())))
