"""7 Wonders (3-7 players, the 2-player Free City variant) with the Leaders expansion."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.core import Action, BaseRules, Event, Option, Outcome
from bot.engine.wonders import scoring, secrets, speech
from bot.engine.wonders.determinize import determinize
from bot.engine.wonders.extras import DECISIONS, apply_decision, decision_actions
from bot.engine.wonders.resolve import after_decision, all_ready, begin, resolve
from bot.engine.wonders.setup import new_game
from bot.engine.wonders.state import Phase, WondersState, copy_state, from_json, to_json
from bot.engine.wonders.steps import (
    Kind,
    apply_step,
    change,
    change_actions,
    step_actions,
)
from bot.engine.wonders.view import WondersView, build_view
from bot.engine.words import Phrase

SIDE_ACTIONS = [Action(Kind.SIDE, ("a",)), Action(Kind.SIDE, ("b",))]


class WondersRules(BaseRules[WondersState, WondersView]):
    key = "wonders"
    title = "7 Wonders"
    min_players = 2
    max_players = 7
    options: tuple[Option, ...] = (
        Option("leaders", False, (False, True), "Play with the Leaders expansion."),
        Option(
            "sides",
            "random",
            ("random", "a", "b", "choice"),
            "Wonder sides: dealt at random, all A, all B, or each player chooses.",
        ),
    )

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> WondersState:
        s, _ = new_game(players, seed, options)
        if any(not c.side for c in s.cities):
            s.phase = Phase.SIDES
        else:
            begin(s)
        return s

    def to_move(self, s: WondersState) -> frozenset[int]:
        if s.phase == Phase.OVER:
            return frozenset()
        if s.stack:
            return frozenset({s.stack[-1].seat})
        if s.phase == Phase.SIDES:
            return frozenset(p for p in range(s.players) if not s.cities[p].side)
        return frozenset(p for p in range(s.players) if not s.ready[p])

    def legal_actions(self, s: WondersState, seat: int) -> list[Action]:
        if s.phase == Phase.OVER or not 0 <= seat < s.players:
            return []
        if s.stack:
            return decision_actions(s, s.stack[-1]) if s.stack[-1].seat == seat else []
        if s.phase == Phase.SIDES:  # a chosen side may be changed until the last seat chooses
            side = s.cities[seat].side
            return [a for a in SIDE_ACTIONS if a.args[0] != side]
        if s.ready[seat]:
            return change_actions(s, seat)
        return step_actions(s, seat)

    def apply(self, s: WondersState, seat: int, action: Action) -> list[Event]:
        if s.stack:
            return after_decision(s, apply_decision(s, seat, action))
        if s.phase == Phase.SIDES:
            s.cities[seat].side = action.args[0]
            events = [Event("side", {"seat": seat, "side": action.args[0]})]
            if all(c.side for c in s.cities):
                events += begin(s)
            return events
        events = change(s, seat, action) if s.ready[seat] else apply_step(s, seat, action)
        if all_ready(s):
            events += resolve(s)
        return events

    def view(self, s: WondersState, viewer: int | None) -> WondersView:
        return build_view(s, viewer, self.to_move(s))

    def outcome(self, s: WondersState) -> Outcome | None:
        if s.phase != Phase.OVER:
            return None
        return scoring.outcome(s)

    def action_phrase(self, s: WondersState, seat: int | None, action: Action) -> Phrase:
        """Costs are per player: they are given when `seat` is passed or only one player has
        this action; otherwise the words hold for every player who has it."""
        return speech.action_phrase(s, self._actor(s, action) if seat is None else seat, action)

    def _actor(self, s: WondersState, action: Action) -> int | None:
        """The only seat that has this action now, or None (the seat was not said)."""
        if s.stack:
            return s.stack[-1].seat
        if s.phase == Phase.SIDES or action.kind in (Kind.BACK, Kind.WITHDRAW, Kind.PAY):
            return None
        owners = [p for p in range(s.players) if action in self.legal_actions(s, p)]
        return owners[0] if len(owners) == 1 else None

    def event_phrase(self, event: Event) -> Phrase:
        return speech.event_phrase(event)

    def why_illegal(self, s: WondersState, seat: int, action: Action) -> Phrase | None:
        return speech.why_illegal(s, seat, action)

    def name_of(self, component: str) -> str | None:
        return speech.name_of(component)

    def text_of(self, component: str) -> str | None:
        return speech.text_of(component)

    def extra_seat(self, n: int, players: int) -> Phrase | None:
        return speech.extra_seat(n, players)

    def actions_are_public(self, s: WondersState, seat: int) -> bool:
        """Moves reveal a hand while drafting; only the side choice and the Courtesan are open."""
        if s.stack:
            return DECISIONS[s.stack[-1].kind].is_public(s, seat)
        return s.phase == Phase.SIDES

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        out: list[str] = []
        revealed = any(e.kind == "revealed" for e in events)
        for e in events:
            d = e.data
            if e.visible_to is not None:
                continue
            if e.kind in ("ready", "unready", "side") and not revealed:
                out.append(f"seat{d['seat']}")
            elif e.kind == "revealed":
                for m in d["moves"]:
                    out.append(_mark(m))
            elif e.kind in ("built", "from_discard"):
                out.append(f"card:{d['city']}:{d['card']}")
            elif e.kind == "staged":
                out.append(f"stage:{d['city']}:{d['stage']}")
            elif e.kind == "recruited":
                out.append(f"leader:{d['city']}:{d['leader']}")
            elif e.kind == "copied":
                out.append(f"leader:{d['owner']}:{d['leader']}")
            elif e.kind == "discarded":
                out.append(f"coins:{d['city']}")
            elif e.kind == "conflicts":
                out += [f"tokens:{c}" for c in range(len(d["shields"]))]
        return tuple(dict.fromkeys(out))

    supports_determinize = True

    def determinize(self, view: WondersView, seat: int, seed: int) -> WondersState:
        """A full state agreeing with the seat's view (for the bots' search)."""
        return determinize(view, seat, seed)

    def copy(self, s: WondersState) -> WondersState:
        return copy_state(s)

    def scramble_secrets(self, s: WondersState, viewer: int | None, seed: int) -> WondersState:
        return secrets.scramble(s, viewer, seed)

    def to_json(self, s: WondersState) -> dict[str, Any]:
        return to_json(s)

    def from_json(self, d: Mapping[str, Any]) -> WondersState:
        return from_json(d)


def _mark(m: Mapping[str, Any]) -> str:
    c = m["city"]
    if m["action"] == Kind.BUILD:
        return f"card:{c}:{m['card']}"
    if m["action"] == Kind.RECRUIT:
        return f"leader:{c}:{m['card']}"
    if m["action"] == Kind.WONDER:
        return f"stage:{c}:{m['stage']}"
    return f"coins:{c}"


RULES = WondersRules()
