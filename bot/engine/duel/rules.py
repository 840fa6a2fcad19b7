"""The Rules object the platform calls: the contract of bot/engine/core.py for 7 Wonders Duel."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.core import Action, BaseRules, Event, Option, Outcome
from bot.engine.duel import flow, speech
from bot.engine.duel.decisions import turn_cards
from bot.engine.duel.determinize import determinize as _determinize
from bot.engine.duel.effects import Ctx, GameEnded, Kind, Reason
from bot.engine.duel.expansions import expansion_of, for_options
from bot.engine.duel.scoring import breakdown
from bot.engine.duel.secrets import scramble
from bot.engine.duel.state import DuelState, copy_state, state_from_json, state_to_json
from bot.engine.duel.view import DuelView, build_view
from bot.engine.words import Phrase

CAUSES = {  # Outcome.cause ids (bot.engine.core.CAUSES)
    Reason.MILITARY: "military",
    Reason.SCIENCE: "science",
    Reason.POLITICAL: "political",
    Reason.CIVILIAN: "points",
}
REASONS = {
    Reason.MILITARY: "military supremacy",
    Reason.SCIENCE: "scientific supremacy",
    Reason.POLITICAL: "political supremacy",
    Reason.CIVILIAN: "civilian victory",
}


_NOBODY: frozenset[int] = frozenset()
TURN = Kind.TURN
_SEATS = (frozenset({0}), frozenset({1}))  # immutable, so one value serves every call


class DuelRules(BaseRules[DuelState, DuelView]):
    key = "duel"
    title = "7 Wonders Duel"
    min_players = 2
    max_players = 2
    options: tuple[Option, ...] = (
        Option(
            "agora",
            False,
            (False, True),
            "Play with the Agora expansion: Senators, the Senate, decrees and conspiracies",
        ),
    )

    supports_determinize = True

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> DuelState:
        if players != 2:
            raise ValueError("7 Wonders Duel is for exactly 2 players")
        return flow.new_state(seed, dict(options), for_options(options))

    def to_move(self, s: DuelState) -> frozenset[int]:
        if s.result is not None or not s.stack:
            return _NOBODY
        return _SEATS[s.stack[-1].seat]

    def legal_actions(self, s: DuelState, seat: int) -> list[Action]:
        stack = s.stack
        if s.result is not None or not stack:
            return []
        d = stack[-1]
        if d.seat != seat:
            return []
        if d.kind == TURN and not s.options:  # the base game's turn (`BASE`), inlined
            return turn_cards(s, seat)
        return expansion_of(s).decisions[d.kind].legal(s, d)

    def apply(self, s: DuelState, seat: int, action: Action) -> list[Event]:
        expansion = expansion_of(s)
        ctx = Ctx(s, expansion)
        stack = s.stack
        d = stack.pop()
        try:
            if d.kind == TURN:  # the turn decision's apply, inlined (most moves are turns)
                expansion.turn_apply[action.kind](ctx, d, action)
            else:
                expansion.decisions[d.kind].apply(ctx, d, action)
            if ctx.queued:
                ctx.flush()
            if s.result is None:  # `_settle`, its first step inlined
                if stack:
                    self._settle(ctx)
                else:
                    flow.end_turn(ctx)
        except GameEnded:
            pass
        return ctx.events

    @staticmethod
    def _settle(ctx: Ctx) -> None:
        """Drop choices that lapsed; with nothing left to decide, end the turn.

        The end of a turn always leaves a live decision or the end of the game: a new turn on
        a structure that still holds a card (`_turn_alive`), the next Age's starter (which
        never lapses), so nothing is checked after it."""
        s = ctx.s
        if s.result is not None:
            return
        table = ctx.expansion.decisions
        while s.stack:
            top = s.stack[-1]
            kind = table[top.kind]
            if not kind.may_lapse:  # `DecisionKind.lapsed`, inlined (every move ends here)
                return
            if kind.alive(s, top) if kind.alive is not None else kind.legal(s, top):
                return
            s.stack.pop()
        flow.end_turn(ctx)

    def view(self, s: DuelState, viewer: int | None) -> DuelView:
        return build_view(s, viewer)

    def outcome(self, s: DuelState) -> Outcome | None:
        if s.result is None:
            return None
        parts = (breakdown(s, 0), breakdown(s, 1))
        scores = (sum(parts[0].values()), sum(parts[1].values()))
        winners = frozenset(s.result["winners"])
        reason = REASONS.get(s.result["reason"], s.result["reason"])
        cause = CAUSES.get(s.result["reason"], "points")
        facts: dict[str, int] = {}
        if len(winners) > 1:
            reason, cause, facts = "shared victory", "shared", {"score": scores[0]}
        elif s.result["reason"] == Reason.CIVILIAN and scores[0] == scores[1]:
            reason = "civilian victory (tie broken by blue cards)"
            (w,) = winners
            cause, facts = "tie_blue", {"score": scores[0], "blue": parts[w].get("blue", 0)}
        return Outcome(scores, winners, reason, parts, cause, facts)

    def action_phrase(self, s: DuelState, seat: int | None, action: Action) -> Phrase:
        """Costs are the seat to move's: only it has moves (the other seat has none)."""
        return speech.action_phrase(s, action)

    def why_illegal(self, s: DuelState, seat: int, action: Action) -> Phrase | None:
        return speech.why_illegal(s, seat, action)

    def actions_are_public(self, s: DuelState, seat: int) -> bool:
        return not s.stack or expansion_of(s).decisions[s.stack[-1].kind].is_public(s, seat)

    def public_actions(self, s: DuelState, seat: int, legal: Sequence[Action]) -> list[Action]:
        # which prepared conspiracies may be triggered depends on their secret identity
        if not self.actions_are_public(s, seat):
            return []
        return [a for a in legal if a.kind != "trigger"]

    def name_of(self, component: str) -> str | None:
        return speech.name_of(component)

    def text_of(self, component: str) -> str | None:
        return speech.text_of(component)

    def event_phrase(self, event: Event) -> Phrase:
        return speech.event_phrase(event)

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        return speech.highlight(events)

    def scramble_secrets(self, s: DuelState, viewer: int | None, seed: int) -> DuelState:
        return scramble(s, viewer, seed)

    def determinize(self, view: DuelView, seat: int, seed: int) -> DuelState:
        return _determinize(view, seat, seed)

    def copy(self, s: DuelState) -> DuelState:
        return copy_state(s)

    def to_json(self, s: DuelState) -> dict[str, Any]:
        return state_to_json(s)

    def from_json(self, d: Mapping[str, Any]) -> DuelState:
        return state_from_json(dict(d))


RULES = DuelRules()
