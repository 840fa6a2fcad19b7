"""The engine contract every game implements, and the one checked entry point `play()`."""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Protocol, TypeVar, runtime_checkable

from bot.engine.words import Phrase

State = Any
S = TypeVar("S")  # a game's state
V = TypeVar("V")  # what one seat (or the public) sees of it

_PART = re.compile(r"^[a-z0-9_.+\-]+$")
MAX_TOKEN = 60


class RuleError(ValueError):
    """A refusal shown to the player as is: short, second person, and nothing changed."""

    def __init__(self, message: str, *, key: str | None = None, **params: Any) -> None:
        super().__init__(message)
        self.message = message
        self.key = key
        self.params = params
        self.game = ""  # the game whose rules refused (set by the service), for its words
        self.names: tuple[str, ...] = ()  # the table's names, to word Seat arguments
        self.seats: tuple[Any, ...] = ()  # the table's seat records (set by the service), to
        # word the names, a bot's included, in the reader's language

    def __str__(self) -> str:
        return self.message


class InvalidAction(RuleError):
    """The text is not a well-formed action token."""


class IllegalAction(RuleError):
    """A well-formed action that the rules do not allow now."""


class AmbiguousAction(RuleError):
    """Free text that matches several legal actions."""


class NotYourTurn(IllegalAction):
    """The seat owes no move at the moment."""


class GameOver(IllegalAction):
    """The game has ended; nothing more can be played."""


@dataclass(frozen=True, slots=True)
class Action:
    """What a seat chooses: a kind and string arguments; the token is its wire form."""

    kind: str
    args: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        for part in (self.kind, *self.args):
            if not isinstance(part, str) or not _PART.match(part):
                raise InvalidAction(f"`{part}` is not a valid action part.")
        if len(self.token) > MAX_TOKEN:
            raise InvalidAction("That action token is too long.")

    @property
    def token(self) -> str:
        return ":".join((self.kind, *self.args))

    @classmethod
    def parse(cls, token: str) -> Action:
        text = token.strip().lower()
        if not text or len(text) > MAX_TOKEN:
            raise InvalidAction(f"`{token[:MAX_TOKEN]}` is not an action.")
        kind, *args = text.split(":")
        return cls(kind, tuple(args))

    @classmethod
    def of(cls, kind: str, *args: object) -> Action:
        """Build an action from any printable arguments."""
        return cls(kind, tuple(str(a) for a in args))

    def __str__(self) -> str:
        return self.token


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened; `visible_to=None` means everyone may know it."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None

    def visible(self, viewer: int | None) -> bool:
        return self.visible_to is None or (viewer is not None and viewer in self.visible_to)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "data": self.data}
        if self.visible_to is not None:
            out["visible_to"] = sorted(self.visible_to)
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Event:
        vis = d.get("visible_to")
        return cls(d["kind"], dict(d.get("data", {})), None if vis is None else frozenset(vis))

    def __hash__(self) -> int:  # data is a dict; hash what is hashable
        return hash((self.kind, self.visible_to))


@dataclass(frozen=True, slots=True)
class Decision:
    """A pending choice on the state's stack: who must choose, and what about."""

    seat: int
    kind: str
    data: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"seat": self.seat, "kind": self.kind, "data": self.data}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Decision:
        return cls(int(d["seat"]), str(d["kind"]), dict(d.get("data", {})))

    def __hash__(self) -> int:
        return hash((self.seat, self.kind))


# Outcome.cause: how a game ended (the message catalogue words each as result.cause.<id>)
CAUSES = frozenset(
    {
        "military",  # Duel: the conflict pawn reached a capital
        "science",  # Duel: six different science symbols
        "political",  # Duel Agora: all six Senate chambers
        "points",  # most points
        "tie_blue",  # Duel: tied on points, more points from blue buildings
        "tie_coins",  # 7 Wonders: tied on points, more coins
        "shared",  # tied on points and on the tie-break
        "target",  # Catan: reached the victory points target on one's turn
        "culture_target",  # TTA barbarians: survived and reached the culture target
        "culture_short",  # TTA barbarians: survived, below the target
        "beat_dummy",  # TTA: more culture than the dummy player
        "lost_dummy",
        "tied_dummy",
        "overrun",  # TTA: the barbarians were stronger
        "resignation",
        "timeout",  # the clock ran out for a player (timeout:end)
    }
)


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game."""

    scores: tuple[int, ...]
    winners: frozenset[int]
    reason: str
    breakdown: tuple[dict[str, int], ...] = ()
    # why it ended, as an id the bot layer words (see CAUSES), and the numbers those words use
    cause: str = ""
    facts: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "scores": list(self.scores),
            "winners": sorted(self.winners),
            "reason": self.reason,
            "breakdown": [dict(b) for b in self.breakdown],
        }
        if self.cause:
            out["cause"] = self.cause
            out["facts"] = dict(self.facts)
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Outcome:
        return cls(
            tuple(d["scores"]),
            frozenset(d["winners"]),
            d["reason"],
            tuple(dict(b) for b in d.get("breakdown", ())),
            str(d.get("cause", "")),
            {str(k): int(v) for k, v in dict(d.get("facts", {})).items()},
        )

    def __hash__(self) -> int:
        return hash((self.scores, self.winners, self.reason))


_BOOL_WORDS = {True: ("true", "yes", "on", "1"), False: ("false", "no", "off", "0")}


@dataclass(frozen=True, slots=True)
class Option:
    """One setting a game accepts at creation, e.g. `agora: bool` or `variant: dummy|barbarians`."""

    name: str
    default: Any
    choices: tuple[Any, ...] = (False, True)
    help: str = ""

    def coerce(self, raw: Any) -> Any:
        """Turn user text (or a value) into one of the choices, or refuse."""
        if isinstance(raw, str):
            text = raw.strip().lower()
            for choice in self.choices:
                words = _BOOL_WORDS[choice] if isinstance(choice, bool) else (str(choice).lower(),)
                if text in words:
                    return choice
        elif raw in self.choices and type(raw) is type(self.default):
            return raw
        listed = ", ".join(str(c).lower() for c in self.choices)
        raise RuleError(
            f"`{self.name}` must be one of: {listed}.",
            key="error.bad_option",
            name=self.name,
            choices=listed,
        )


def resolve_options(spec: Sequence[Option], raw: Mapping[str, Any]) -> dict[str, Any]:
    """Validate user options against a game's spec and fill in the defaults."""
    by_name = {o.name: o for o in spec}
    unknown = sorted(set(raw) - set(by_name))
    if unknown:
        known = ", ".join(by_name) or "none"
        raise RuleError(
            f"Unknown option `{unknown[0]}` (this game has: {known}).",
            key="error.unknown_option",
            name=unknown[0],
            known=known,
        )
    return {o.name: (o.coerce(raw[o.name]) if o.name in raw else o.default) for o in spec}


@runtime_checkable
class Rules(Protocol[S, V]):
    """What every game provides to the platform (design.md section 2), typed by the game's state
    `S` and view `V`: exactly what the callers outside the game's package use (the table, the
    words, the league, the renderers, the bots, play() and the undo check); a test
    (tests/engine/test_rules_protocol.py) keeps it so. Words are not here: a game speaks in
    phrases (bot.engine.words), worded by the catalogue."""

    key: str
    title: str
    min_players: int
    max_players: int
    options: tuple[Option, ...]

    def new_game(self, players: int, seed: int, options: Mapping[str, Any]) -> S: ...
    def to_move(self, s: S) -> frozenset[int]:
        """Seats that owe a move now (pinged, waited for); empty when the game is over."""
        ...

    def legal_actions(self, s: S, seat: int) -> list[Action]:
        """Everything `seat` may do now; may be non-empty for a seat that owes nothing
        (e.g. withdrawing a secret commitment while others still choose)."""
        ...

    def apply(self, s: S, seat: int, action: Action) -> list[Event]: ...
    def view(self, s: S, viewer: int | None) -> V: ...
    def outcome(self, s: S) -> Outcome | None: ...
    def parse(self, s: S, seat: int, text: str) -> Action: ...
    def event_phrase(self, event: Event) -> Phrase: ...
    def action_phrase(self, s: S, seat: int | None, action: Action) -> Phrase | None: ...
    def name_of(self, component: str) -> str | None: ...
    def text_of(self, component: str) -> str | None: ...
    def extra_seat(self, n: int, players: int) -> Phrase | None: ...
    def why_illegal(self, s: S, seat: int, action: Action) -> Phrase | None: ...
    def futile(self, s: S, seat: int, action: Action) -> Phrase | None: ...
    def public_actions(self, s: S, seat: int, legal: Sequence[Action]) -> list[Action]: ...
    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]: ...
    def scramble_secrets(self, s: S, viewer: int | None, seed: int) -> S: ...
    def copy(self, s: S) -> S:
        """An independent clone, as cheap as the game can make it (play() and search use it)."""
        ...

    def determinize(self, view: V, seat: int, seed: int) -> S:
        """A full state agreeing with everything `seat` sees in `view`; unknowns drawn at
        random (from `seed`) among what is still possible."""
        ...

    def to_json(self, s: S) -> dict[str, Any]: ...
    def from_json(self, d: Mapping[str, Any]) -> S: ...


AnyRules = Rules[Any, Any]  # a game's rules where the game is not known (the registry's)


class BaseRules(Generic[S, V]):
    """Shared defaults so each game only writes what is particular to it; a game declares its
    state and view types: `class DuelRules(BaseRules[DuelState, DuelView])`."""

    key = ""
    title = ""
    min_players = 1
    max_players = 1
    options: tuple[Option, ...] = ()

    def action_phrase(self, s: S, seat: int | None, action: Action) -> Phrase | None:
        """What a move does, as a phrase (`seat` None: words for whoever plays it, on the
        public board); None leaves the move shown by its token."""
        return None

    def extra_seat(self, n: int, players: int) -> Phrase | None:
        """A seat no player holds (the Free City of 7 Wonders for two, a solo game's dummy
        player), as a phrase for the bot layer to word; None for any other seat."""
        return None

    def text_of(self, component: str) -> str | None:
        """A component's English rules text from the game's data (a leader's ability)."""
        return None

    def name_of(self, component: str) -> str | None:
        """A component's English name from the game's data (cards, wonders, tokens...), which
        the bot layer shows where the reader's language has no name of its own."""
        return None

    def why_illegal(self, s: S, seat: int, action: Action) -> Phrase | None:
        """Why a well-formed move is refused now, as a phrase; None when the game has nothing
        to add."""
        return None

    def futile(self, s: S, seat: int, action: Action) -> Phrase | None:
        """Why a legal move cannot work (an acceptance of a trade one cannot pay): a person
        typing or clicking it is told so and nothing is played; bots' moves are unchanged.
        None (the default): the move works."""
        return None

    def actions_are_public(self, s: S, seat: int) -> bool:
        """Whether every legal move of `seat` may be a public button (the default
        `public_actions` asks this; a game's own tests ask it too)."""
        return True

    def public_actions(self, s: S, seat: int, legal: Sequence[Action]) -> list[Action]:
        """The legal moves that may be shown on the public board (buttons) without telling
        anyone a secret; a game overrides this to hide only some of them."""
        return list(legal) if self.actions_are_public(s, seat) else []

    def highlight(self, events: Sequence[Event]) -> tuple[str, ...]:
        return ()

    def scramble_secrets(self, s: S, viewer: int | None, seed: int) -> S:
        """A copy with everything `viewer` may not see changed; the no-leak test's probe."""
        return copy.deepcopy(s)

    supports_determinize = False  # the bots may search (bot.engine.ai.base.can_search)

    def copy(self, s: S) -> S:
        return copy.deepcopy(s)

    def determinize(self, view: V, seat: int, seed: int) -> S:
        raise NotImplementedError(f"{self.key} cannot sample states from a view yet")

    def parse(self, s: S, seat: int, text: str) -> Action:
        """Accept an exact token, or a unique prefix of a legal action's token."""
        legal: list[Action] = self.legal_actions(s, seat)  # type: ignore[attr-defined]
        raw = text.strip()
        try:
            exact = Action.parse(raw)
        except InvalidAction:
            exact = None
        if exact is not None and exact in legal:
            return exact
        needle = raw.lower()
        if needle:
            matches = [a for a in legal if a.token.startswith(needle)]
            if len(matches) == 1:
                return matches[0]
            if len(matches) > 1:
                shown = ", ".join(f"`{a.token}`" for a in matches[:5])
                more = "…" if len(matches) > 5 else ""
                raise AmbiguousAction(
                    f"`{raw}` could mean {shown}{more}; be more specific.",
                    key="error.ambiguous",
                    text=raw,
                    options=shown + more,
                )
        if exact is not None:
            return exact  # well-formed but not legal: play() explains why
        raise InvalidAction(
            f"`{raw[:MAX_TOKEN]}` is not an action you can take now.",
            key="error.invalid_action",
            text=raw[:MAX_TOKEN],
        )


def play(
    rules: Rules[S, Any], s: S, seat: int, action_or_text: Action | str
) -> tuple[S, list[Event]]:
    """Check and apply one move; the only entry point for commands, buttons, bots and replays."""
    if rules.outcome(s) is not None:
        raise GameOver("The game is over.", key="error.game_over")
    legal = rules.legal_actions(s, seat)
    if not legal and seat not in rules.to_move(s):
        raise NotYourTurn("It is not your turn.", key="error.not_your_turn")
    if isinstance(action_or_text, Action):
        action = action_or_text
    else:
        action = rules.parse(s, seat, action_or_text)
    if action not in legal:
        reason = rules.why_illegal(s, seat, action)
        if reason is not None:
            raise IllegalAction(reason.id, key=reason.id, **reason.params)
        raise IllegalAction(
            f"You cannot `{action.token}` now.", key="error.illegal_action", token=action.token
        )
    new = rules.copy(s)  # a refused or failing apply must leave `s` untouched
    events = rules.apply(new, seat, action)
    return new, events


def replay(
    rules: Rules[S, Any],
    players: int,
    seed: int,
    options: Mapping[str, Any],
    moves: Sequence[tuple[int, str]],
) -> S:
    """Rebuild a game from its seed, options and move list, checking every move."""
    s = rules.new_game(players, seed, options)
    for seat, token in moves:
        s, _ = play(rules, s, seat, Action.parse(token))
    return s
