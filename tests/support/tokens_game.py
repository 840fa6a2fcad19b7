"""A small test-only game that exercises every part of the engine contract.

Each seat is dealt a secret bonus card; all seats bid 0-2 at once (secretly); the highest bid
starts. Players then take 1-3 tokens from a shared pile. Whoever leaves the pile on a multiple
of 5 must gift one of their tokens to another seat (a pending decision). Score: tokens taken +
bonus - bid. Not shipped: registered by the tests only.
"""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.engine.core import Action, BaseRules, Decision, Event, Option, Outcome
from bot.engine.rng import derive, rng
from bot.engine.words import Items, Phrase, Seat, phrase


@dataclass
class TokensState:
    seed: int
    rng_counter: int
    options: dict[str, Any]
    players: int
    pile: int
    taken: list[int]
    bonus: list[int]
    bids: list[int | None]
    turn: int = -1  # -1 while bidding
    stack: list[Decision] = field(default_factory=list)
    deck: list[int] = field(default_factory=list)


@dataclass(frozen=True)
class TokensView:
    viewer: int | None
    players: int
    pile: int
    taken: tuple[int, ...]
    bonus: tuple[int | None, ...]
    bids: tuple[str, ...]
    turn: int
    pending: tuple[tuple[int, str], ...]
    deck_size: int
    options: tuple[tuple[str, Any], ...] = ()


class TokensRules(BaseRules[TokensState, TokensView]):
    key = "tokens"
    # so small a game that its random bot is as good a stand-in as any: the turn clock's tests
    # let it play for an absent person (bot.engine.ai.base.has_player_ai)
    player_ai = True
    title = "Tokens (test game)"
    min_players = 2
    max_players = 4
    options = (
        Option("pile", "small", ("small", "large"), "Start with 12 or 21 tokens."),
        Option("gifts", True, (False, True), "Leaving a multiple of 5 forces a gift."),
    )

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> TokensState:
        s = TokensState(
            seed=seed,
            rng_counter=0,
            options=dict(options),
            players=players,
            pile=21 if options.get("pile") == "large" else 12,
            taken=[0] * players,
            bonus=[0] * players,
            bids=[None] * players,
        )
        deck = list(range(1, 10))
        rng(s).shuffle(deck)
        s.bonus = [deck.pop() for _ in range(players)]
        s.deck = deck
        return s

    def to_move(self, s: TokensState) -> frozenset[int]:
        if s.stack:
            return frozenset({s.stack[-1].seat})
        if s.turn < 0:
            return frozenset(i for i, b in enumerate(s.bids) if b is None)
        if s.pile == 0:
            return frozenset()
        return frozenset({s.turn})

    def legal_actions(self, s: TokensState, seat: int) -> list[Action]:
        if s.turn < 0 and s.bids[seat] is not None:
            return [Action("unbid")]  # a secret commitment may be withdrawn until all commit
        if seat not in self.to_move(s):
            return []
        if s.stack:
            return [Action.of("gift", o) for o in range(s.players) if o != seat]
        if s.turn < 0:
            return [Action.of("bid", n) for n in range(3)]
        return [Action.of("take", n) for n in range(1, min(3, s.pile) + 1)]

    def why_illegal(self, s: TokensState, seat: int, action: Action) -> Phrase | None:
        if action.kind == "take" and s.turn >= 0 and not s.stack:
            return phrase("tokens.why.take", most=min(3, s.pile))
        return None

    def apply(self, s: TokensState, seat: int, action: Action) -> list[Event]:
        if action.kind == "unbid":
            s.bids[seat] = None
            return [Event("unready", {"seat": seat})]
        if action.kind == "bid":
            s.bids[seat] = int(action.args[0])
            events = [
                Event("ready", {"seat": seat}),
                Event("bid", {"seat": seat, "n": s.bids[seat]}, frozenset({seat})),
            ]
            if all(b is not None for b in s.bids):
                bids = [b or 0 for b in s.bids]
                s.turn = max(range(s.players), key=lambda i: (bids[i], -i))
                events.append(Event("bids_revealed", {"bids": bids, "first": s.turn}))
            return events
        if action.kind == "gift":
            s.stack.pop()
            to = int(action.args[0])
            given = min(1, s.taken[seat])
            s.taken[seat] -= given
            s.taken[to] += given
            s.turn = (seat + 1) % s.players
            return [Event("gift", {"seat": seat, "to": to, "n": given})]
        n = int(action.args[0])
        s.pile -= n
        s.taken[seat] += n
        events = [Event("take", {"seat": seat, "n": n, "left": s.pile})]
        if s.pile == 0:
            events.append(Event("end", {"scores": list(self._scores(s))}))
        elif s.options.get("gifts", True) and s.pile % 5 == 0:
            s.stack.append(Decision(seat, "gift"))
        else:
            s.turn = (seat + 1) % s.players
        return events

    def _scores(self, s: TokensState) -> tuple[int, ...]:
        return tuple(t + b - (bid or 0) for t, b, bid in zip(s.taken, s.bonus, s.bids, strict=True))

    def outcome(self, s: TokensState) -> Outcome | None:
        if s.pile > 0 or s.turn < 0:
            return None
        scores = self._scores(s)
        best = max(scores)
        winners = frozenset(i for i, v in enumerate(scores) if v == best)
        return Outcome(
            scores,
            winners,
            "pile empty",
            tuple(
                {"tokens": t, "bonus": b, "bid": -(bid or 0)}
                for t, b, bid in zip(s.taken, s.bonus, s.bids, strict=True)
            ),
        )

    def view(self, s: TokensState, viewer: int | None) -> TokensView:
        revealed = s.turn >= 0
        over = self.outcome(s) is not None
        return TokensView(
            viewer=viewer,
            players=s.players,
            pile=s.pile,
            taken=tuple(s.taken),
            bonus=tuple(b if (viewer == i or over) else None for i, b in enumerate(s.bonus)),
            bids=tuple(
                ("-" if b is None else str(b) if (revealed or viewer == i) else "ready")
                for i, b in enumerate(s.bids)
            ),
            turn=s.turn,
            pending=tuple((d.seat, d.kind) for d in s.stack),
            deck_size=len(s.deck),
            options=tuple(sorted(s.options.items())),
        )

    def actions_are_public(self, s: TokensState, seat: int) -> bool:
        return s.turn >= 0

    def action_phrase(self, s: TokensState, seat: int | None, action: Action) -> Phrase:
        args = {"to": Seat(int(action.args[0]))} if action.kind == "gift" else {}
        if action.kind in ("bid", "take"):
            args = {"n": int(action.args[0])}
        return phrase(f"tokens.move.{action.kind}", **args)

    def event_phrase(self, event: Event) -> Phrase:
        d = event.data
        args: dict[str, Any] = {k: Seat(int(d[k])) for k in ("seat", "to", "first") if k in d}
        args |= {k: d[k] for k in ("n", "left") if k in d}
        args |= {k: Items(tuple(d[k])) for k in ("bids", "scores") if k in d}
        return phrase(f"tokens.event.{event.kind}", **args)

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        return tuple(f"seat{e.data['seat']}" for e in events if e.kind == "take")

    def scramble_secrets(self, s: TokensState, viewer: int | None, seed: int) -> TokensState:
        out = copy.deepcopy(s)
        r = derive(seed, 0, "scramble")
        over = self.outcome(s) is not None
        for i in range(s.players):
            if i != viewer and not over:
                out.bonus[i] = r.randint(1, 9)
                if s.turn < 0 and out.bids[i] is not None:
                    out.bids[i] = r.randint(0, 2)
        r.shuffle(out.deck)
        out.seed = r.randrange(1 << 30)
        out.rng_counter = r.randrange(1000)
        return out

    def to_json(self, s: TokensState) -> dict[str, Any]:
        return {
            "seed": s.seed,
            "rng_counter": s.rng_counter,
            "options": s.options,
            "players": s.players,
            "pile": s.pile,
            "taken": s.taken,
            "bonus": s.bonus,
            "bids": s.bids,
            "turn": s.turn,
            "stack": [d.to_json() for d in s.stack],
            "deck": s.deck,
        }

    def from_json(self, d: Mapping[str, Any]) -> TokensState:
        return TokensState(
            seed=d["seed"],
            rng_counter=d["rng_counter"],
            options=dict(d["options"]),
            players=d["players"],
            pile=d["pile"],
            taken=list(d["taken"]),
            bonus=list(d["bonus"]),
            bids=list(d["bids"]),
            turn=d["turn"],
            stack=[Decision.from_json(x) for x in d["stack"]],
            deck=list(d["deck"]),
        )


RULES = TokensRules()
