"""The game state: one human civilization, the shared boards and the solo opponent (JSON-able)."""

from __future__ import annotations

import copy
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeVar, cast

from bot.engine.codec import STACK, Codec, optional, record, records
from bot.engine.core import Decision

AUTO = -1  # the seat of engine tasks on the stack: work to do before anyone chooses again
PLAYER = 0


class Variant(StrEnum):
    """The two solo rule sets of tta-solo-variants.md."""

    DUMMY = "dummy"
    BARBARIANS = "barbarians"


class OptRule(StrEnum):
    """The barbarian variant's optional rules 43-47: each alone, or all of them."""

    NONE = "none"
    R43 = "43"
    R44 = "44"
    R45 = "45"
    R46 = "46"
    R47 = "47"
    ALL = "all"


@dataclass
class Civ:
    """The human civilization: population, tokens, cards in play and in hand, and turn budget."""

    yellow_bank: int = 18
    unused: int = 1
    workers: dict[str, int] = field(default_factory=dict)  # technology in play -> workers on it
    techs: list[str] = field(default_factory=list)  # worker-holding technologies in play
    government: str = "a-despotism"
    specials: dict[str, str] = field(default_factory=dict)  # special kind -> card in play
    blue_bank: int = 16
    blue: dict[str, int] = field(default_factory=dict)  # card -> blue tokens (food/resources)
    culture: int = 0
    science: int = 0
    ca_used: int = 0
    ma_used: int = 0
    ma_extra: int = 0  # Patriotism: extra military actions this turn
    hand: list[str] = field(default_factory=list)  # civil cards (open information)
    new_cards: list[str] = field(default_factory=list)  # taken this turn: not playable yet
    military: list[str] = field(default_factory=list)  # military hand (secret)
    leader: str | None = None
    leader_ages: list[int] = field(default_factory=list)  # one leader per age, ever
    wonder: str | None = None  # the unfinished wonder
    stages_built: int = 0
    wonders: list[str] = field(default_factory=list)  # completed wonders
    ravaged: list[str] = field(default_factory=list)  # completed wonders turned by Ravages of Time
    homer_wonder: str | None = None  # the wonder Homer was tucked under
    tactic: str | None = None  # the tactic card under the standard
    tactic_own: bool = False  # that card is still in the own play area (played this turn)
    colonies: list[str] = field(default_factory=list)
    pool: int = 0  # resources usable only for military units this turn
    pool_science: int = 0  # Churchill: science usable only for military unit technologies
    flags: list[str] = field(default_factory=list)  # once-per-turn uses, cleared at the reset
    game_flags: list[str] = field(default_factory=list)  # once-per-game uses
    war: list[str] = field(default_factory=list)  # [war card, target] declared this turn
    peek: str | None = None  # Joan of Arc: the top current event seen this turn

    def has(self, flag: str) -> bool:
        return flag in self.flags


@dataclass
class Dummy:
    """The automaton of Part A: plain numbers, the cube order and its three military decks."""

    culture: int = 0
    science: int = 0
    culture_rate: int = 0
    science_rate: int = 1
    strength: int = 1
    tactic: str | None = None
    tactic_value: int = 0
    tactic_own: bool = False
    cubes: list[str] = field(default_factory=list)  # leftmost first: "blue", "yellow", "white"
    decks: dict[str, list[str]] = field(default_factory=dict)  # tactics/events/attacks, top last
    discards: dict[str, list[str]] = field(default_factory=dict)
    war: str | None = None  # a war declared on the player, resolved on its next turn


@dataclass
class Barbarian:
    """One of Part B's three hordes: a strength marker and the cards laid next to it."""

    strength: int = 0
    attacks: list[str] = field(default_factory=list)  # stored aggressions and wars
    bonus: list[str] = field(default_factory=list)  # stored defense/colonization cards
    colonies: list[str] = field(default_factory=list)
    war: str | None = None  # a war declared on the player, resolved next turn
    acted: bool = False  # carried out an aggression or war this barbarian phase


@dataclass
class TtaState:
    """Everything about one solo game; cards are ids into the catalogue."""

    seed: int
    rng_counter: int
    options: dict[str, Any]
    players: int = 1
    age: int = 0
    round: int = 1
    last_round: int = 0  # 0 until Age IV starts; then the number of the last round
    row: list[str | None] = field(default_factory=list)  # 13 slots, None = empty
    civil_deck: list[str] = field(default_factory=list)  # current age, top = last
    military_deck: list[str] = field(default_factory=list)  # the player's current deck, top last
    military_age: int = 0  # the age of military_deck
    discards: dict[str, list[str]] = field(default_factory=dict)  # military discards by age
    current_events: list[str] = field(default_factory=list)  # top = last
    future_events: list[str] = field(default_factory=list)  # top = last
    known_events: list[str] = field(default_factory=list)  # event cards the player put there
    past_events: list[str] = field(default_factory=list)
    common_tactics: list[str] = field(default_factory=list)
    civ: Civ = field(default_factory=Civ)
    dummy: Dummy | None = None
    barbarians: list[Barbarian] = field(default_factory=list)
    possible_events: list[str] = field(default_factory=list)  # Part B 17c (secret)
    leaders_removed: dict[str, int] = field(default_factory=dict)  # rule 43, by age
    leaders_banned: list[int] = field(default_factory=list)  # rule 43: ages now banned
    dice: list[int] = field(default_factory=list)  # the last card-row roll (Part B)
    stack: list[Decision] = field(default_factory=list)
    result: dict[str, Any] | None = None  # set once the game is over

    @property
    def variant(self) -> Variant:
        return Variant(self.options.get("variant", "dummy"))

    @property
    def optional(self) -> OptRule:
        return OptRule(self.options.get("optional", "none"))

    def rule(self, number: int) -> bool:
        """Whether optional rule 43-47 of the barbarian variant is in play."""
        if self.variant is not Variant.BARBARIANS:
            return False
        opt = self.optional
        return opt is OptRule.ALL or opt.value == str(number)


# the stored form: every field by the engine's codec (bot/engine/codec.py)
CODEC = Codec(
    TtaState,
    {
        "civ": record(Codec(Civ)),
        "dummy": optional(record(Codec(Dummy))),
        "barbarians": records(Codec(Barbarian)),
        "stack": STACK,
    },
)


def to_json(s: TtaState) -> dict[str, Any]:
    return CODEC.to_json(s)


def from_json(d: dict[str, Any]) -> TtaState:
    return CODEC.from_json(d)


T = TypeVar("T")
_RECORDS = (TtaState, Civ, Dummy, Barbarian)
_ATOMS = frozenset({str, int, bool, float, type(None)})


def clone(x: T) -> T:
    """A deep copy of a state or any part of it, field by field: the state holds only numbers,
    strings, lists, dicts, its own records and decisions, so no memo is needed (copy.deepcopy
    keeps one, and was half of what a bot's search spent). Anything else is deep-copied."""
    return cast(T, _clone(x))


def _clone(x: Any) -> Any:
    t = type(x)
    if t in _ATOMS:
        return x
    if t is list:
        return [v if type(v) is str else _clone(v) for v in x]
    if t is dict:
        return {k: v if type(v) in _ATOMS else _clone(v) for k, v in x.items()}
    if t in _RECORDS:
        new = object.__new__(t)
        new.__dict__.update(
            {k: v if type(v) in _ATOMS else _clone(v) for k, v in x.__dict__.items()}
        )
        return new
    if t is Decision:
        return Decision(x.seat, x.kind, _clone(x.data))
    return copy.deepcopy(x)


def task(kind: str, **data: Any) -> Decision:
    """An engine step waiting on the stack (seat AUTO): run before anyone chooses again."""
    return Decision(AUTO, kind, data)


def ask(kind: str, **data: Any) -> Decision:
    """A choice the player owes."""
    return Decision(PLAYER, kind, data)
