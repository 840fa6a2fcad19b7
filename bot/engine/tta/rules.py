"""The engine contract for Through the Ages (solo): the `Rules` object the bot talks to."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.core import Action, BaseRules, Event, Option, Outcome
from bot.engine.tta import handlers  # noqa: F401  (registers moves, decisions, tasks)
from bot.engine.tta.context import Ctx
from bot.engine.tta.decisions import DECISIONS, decision_for
from bot.engine.tta.determinize import determinize
from bot.engine.tta.flow import new_state, run
from bot.engine.tta.scoring import TARGET as CULTURE_TARGET
from bot.engine.tta.secrets import highlight, public_moves, scramble
from bot.engine.tta.speech import event_phrase, name_of
from bot.engine.tta.state import PLAYER, TtaState, clone, from_json, to_json
from bot.engine.tta.view import TtaView, build_view
from bot.engine.words import Phrase


class TtaRules(BaseRules[TtaState, TtaView]):
    key = "tta"
    title = "Through the Ages: A New Story of Civilization (solo)"
    min_players = 1
    max_players = 1
    supports_determinize = True  # the player's view carries its memory (determinize.py)
    options: tuple[Option, ...] = (
        Option(
            "variant",
            "barbarians",
            ("dummy", "barbarians"),
            "dummy: a simulated second civilization; barbarians: three barbarian hordes.",
        ),
        Option(
            "optional",
            "none",
            ("none", "43", "44", "45", "46", "47", "all"),
            "Barbarian optional rules: 43 leaders, 44 stronger barbarians, 45 d8 card row, "
            "46 strength cap, 47 alternative final scoring; or all of them.",
        ),
    )

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> TtaState:
        opts = {o.name: options.get(o.name, o.default) for o in self.options}
        return new_state(seed, opts)

    def copy(self, s: TtaState) -> TtaState:
        return clone(s)

    def to_move(self, s: TtaState) -> frozenset[int]:
        return frozenset({PLAYER}) if decision_for(s) is not None else frozenset()

    def legal_actions(self, s: TtaState, seat: int) -> list[Action]:
        d = decision_for(s)
        if seat != PLAYER or d is None:
            return []
        return DECISIONS[d.kind].legal(s, d)

    def apply(self, s: TtaState, seat: int, action: Action) -> list[Event]:
        ctx = Ctx(s)
        d = s.stack.pop()
        DECISIONS[d.kind].apply(ctx, d, action)
        run(ctx)
        return ctx.events

    def outcome(self, s: TtaState) -> Outcome | None:
        res = s.result
        if not res or "culture" not in res or s.stack:
            return None
        parts = dict(res.get("parts", {}))
        parts = {"during_play": int(res["played"]), **parts}
        winners = frozenset({PLAYER}) if res["won"] else frozenset()
        cause = {"target": "culture_target", "short": "culture_short"}.get(
            res["reason"], res["reason"]
        )
        known = ("culture", "dummy", "strength", "barbarians")
        facts: dict[str, int] = {k: int(res[k]) for k in known if k in res}
        if cause in ("culture_target", "culture_short"):
            facts["target"] = CULTURE_TARGET
        return Outcome((int(res["culture"]),), winners, reason_text(res), (parts,), cause, facts)

    def action_phrase(self, s: TtaState, seat: int | None, action: Action) -> Phrase | None:
        d = decision_for(s)
        if d is None:
            return None
        describe = DECISIONS[d.kind].describe
        if describe is None:
            return None
        try:
            return describe(s, d, action)
        except (KeyError, IndexError, ValueError, AssertionError, TypeError):
            return None

    def why_illegal(self, s: TtaState, seat: int, action: Action) -> Phrase | None:
        d = decision_for(s)
        if d is None:
            return None
        why = DECISIONS[d.kind].why
        if why is None:
            return None
        try:
            return why(s, d, action)
        except (KeyError, IndexError, ValueError, AssertionError, TypeError):
            return None

    def event_phrase(self, event: Event) -> Phrase:
        return event_phrase(event)

    def name_of(self, component: str) -> str | None:
        return name_of(component)

    def to_json(self, s: TtaState) -> dict[str, Any]:
        return to_json(s)

    def from_json(self, d: Mapping[str, Any]) -> TtaState:
        return from_json(dict(d))

    def view(self, s: TtaState, viewer: int | None) -> TtaView:
        return build_view(s, viewer)

    def actions_are_public(self, s: TtaState, seat: int) -> bool:
        """Whether every legal move may be a public button (see `public_actions`)."""
        legal = self.legal_actions(s, seat)
        return self.public_actions(s, seat, legal) == legal

    def public_actions(self, s: TtaState, seat: int, legal: Sequence[Action]) -> list[Action]:
        """The public buttons: the legal moves that name no card of the military hand and need
        none, a list that depends only on what the public view shows."""
        return public_moves(s, legal)

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        return highlight(events)

    def determinize(self, view: TtaView, seat: int, seed: int) -> TtaState:
        """A full state agreeing with the player's view: the backs dealt from unseen cards."""
        return determinize(view.memory, seed)

    def scramble_secrets(self, s: TtaState, viewer: int | None, seed: int) -> TtaState:
        return scramble(s, viewer, seed)


def reason_text(res: Mapping[str, Any]) -> str:
    """The end of the game in words (A-5.5, A-D20; rules 33-35, B-D26)."""
    culture = res["culture"]
    reason = res["reason"]
    if reason in ("beat_dummy", "lost_dummy", "tied_dummy"):
        verdict = {
            "beat_dummy": "you beat the dummy player",
            "lost_dummy": "the dummy player wins",
            "tied_dummy": "a tie with the dummy player: a draw, not a win",
        }[reason]
        return f"{culture} culture against the dummy's {res['dummy']}: {verdict}"
    if reason == "overrun":
        return (
            f"overrun by the barbarians: your strength {res['strength']} against "
            f"{res['barbarians']}"
        )
    good = " (over 200: a good score)" if culture > 200 else ""
    if reason == "target":
        return f"you held off the barbarians and won, reaching the 180 target with {culture}{good}"
    return f"you held off the barbarians and won, but {culture} culture is short of the 180 target"


RULES = TtaRules()
