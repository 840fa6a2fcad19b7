"""One immutable record of handlers per option set: the base game's and Agora's.

An `Expansion` bundles everything a game dispatches to by name or runs at a fixed point:
its setup, the cards it adds to each Age, its effect handlers (`immediate` when a component
enters play, `on_select` when a wonder is drafted, `military` when a military token is
looted), what runs after every construction, its decision kinds and its turn moves. `BASE`
holds the base game's tables (effects.py, decisions.py); `AGORA` is the same with Agora's
added (agora.py, agora_decisions.py). `expansion_of(s)` picks a state's record from its
options; rules.py picks it once per call and hands it down in the `Ctx` (`ctx.expansion`), so
the effect and flow code never looks at the options. Nothing is registered or changed after
import: a base game cannot reach Agora's kinds, and importing Agora's modules changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.duel import agora, agora_decisions, decisions, effects
from bot.engine.duel.decisions import DecisionKind, TurnApply, turn_decision
from bot.engine.duel.effects import ConstructHook, Ctx, Handler, Kind, MilitaryHandler
from bot.engine.duel.state import DuelState


@dataclass(frozen=True, slots=True)
class Expansion:
    """The handlers of one option set (the base game is the set with no option on)."""

    name: str  # the option that brings it in ("" for the base game)
    setup: tuple[Callable[[Ctx], None], ...]  # after the base game's setup, in order
    age_cards: tuple[Callable[[DuelState, int], list[str]], ...]  # more cards for an Age
    immediate: Mapping[str, Handler]  # effect name -> handler, when a component enters play
    on_select: Mapping[str, Handler]  # effect name -> handler, when a wonder is drafted
    military: Mapping[str, MilitaryHandler]  # effect name -> handler of a looted token
    on_construct: tuple[ConstructHook, ...]  # after every construction, by either seat
    decisions: Mapping[str, DecisionKind]  # decision kind -> its handlers
    turn_apply: Mapping[str, TurnApply]  # the turn's action kinds -> how each applies


BASE = Expansion(
    name="",
    setup=(),
    age_cards=(),
    immediate=effects.IMMEDIATE,
    on_select={},
    military=effects.MILITARY,
    on_construct=(),
    decisions=decisions.DECISIONS,
    turn_apply=decisions.TURN_APPLY,
)

_AGORA_TURN = {**decisions.TURN_APPLY, **agora_decisions.TURN_APPLY}
AGORA = Expansion(
    name="agora",
    setup=(agora.setup,),
    age_cards=(agora.age_senators,),
    immediate={**effects.IMMEDIATE, **agora.IMMEDIATE},
    on_select=dict(agora.ON_SELECT),
    military={**effects.MILITARY, **agora.MILITARY},
    on_construct=(agora.coin_decrees,),
    decisions={
        **decisions.DECISIONS,
        Kind.TURN: turn_decision((decisions.turn_cards, agora_decisions.turn_actions), _AGORA_TURN),
        **agora_decisions.AGORA_DECISIONS,
    },
    turn_apply=_AGORA_TURN,
)


def for_options(options: Mapping[str, Any]) -> Expansion:
    """The record of an option set (Agora is the only expansion)."""
    return AGORA if options.get("agora") else BASE


def expansion_of(s: DuelState) -> Expansion:
    """The record of a state's options."""
    return AGORA if s.options.get("agora") else BASE
