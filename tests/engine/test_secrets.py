"""Secrets never leak through words or buttons: refusals, narration and public buttons read the
same in a real position and in one whose hidden information was scrambled (issue 10, item 3).

The no-leak test in test_conformance.py perturbs views and images; this one perturbs what a
seat can learn by typing: every legal token of every seat, and tokens that name any id of the
game's catalogue in every argument place a real token has.
"""

from __future__ import annotations

import contextlib
import copy
import json
import random
from collections.abc import Iterator
from functools import cache
from typing import Any

import pytest

from bot.engine.core import Action, RuleError, Rules, play
from bot.engine.registry import REGISTRY
from bot.paths import DATA_DIR
from tests.engine.playout import option_sets, player_counts, random_playout

PROBES = {"catan": 2, "tokens": 3}  # positions probed per case (catan has 48 cases)
DEFAULT_PROBES = 4
TOKENS_PER_PROBE = 1500  # typed tokens tried per seat and position (a seeded sample)
MOVES_PER_SEAT = 24  # moves applied per seat and position for the narration probes


# Options that change one small rule: the fast suite plays each of their values once, every
# other option at its default; the full product of every option runs as a long (slow) test.
ONE_AT_A_TIME = {"catan": ("trade_offers",)}


def _cases() -> list[Any]:
    out = []
    for key, rules in sorted(REGISTRY.items()):
        fast = list(option_sets(rules, one_at_a_time=ONE_AT_A_TIME.get(key, ())))
        for n in player_counts(rules):
            for opts in option_sets(rules):
                marks = () if opts in fast else (pytest.mark.slow,)
                case_id = f"{key}-{n}p-" + ",".join(f"{a}={b}" for a, b in opts.items())
                out.append(pytest.param(key, n, opts, marks=marks, id=case_id))
    return out


CASES = _cases()


@cache
def catalogue_ids(key: str) -> tuple[str, ...]:
    """Every `id` in the game's data files: the cards, wonders, tokens a player could name."""
    found: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, dict):
            for k, v in x.items():
                if k == "id" and isinstance(v, str):
                    found.add(v)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    folder = DATA_DIR / key
    if folder.is_dir():
        for path in sorted(folder.rglob("*.json")):
            walk(json.loads(path.read_text(encoding="utf-8")))
    return tuple(sorted(i for i in found if _typeable(i)))


def _typeable(part: str) -> bool:
    try:
        Action("x", (part,))
    except RuleError:
        return False
    return True


def _state_strings(rules: Rules, s: Any) -> set[str]:
    """Every short string of the state: ids of whatever lies anywhere (decks, boxes, hands)."""
    out: set[str] = set()

    def walk(x: Any) -> None:
        if isinstance(x, str):
            if len(x) <= 40 and _typeable(x):
                out.add(x)
        elif isinstance(x, dict):
            for k, v in x.items():
                walk(k)
                walk(v)
        elif isinstance(x, list):
            for v in x:
                walk(v)

    walk(rules.to_json(s))
    return out


class _Memo:
    """The rules with legal_actions remembered per position, so thousands of refused tokens
    cost one move generation; everything else goes to the real rules."""

    def __init__(self, rules: Rules) -> None:
        self._rules = rules
        self._legal: dict[tuple[int, int], list[Action]] = {}
        self._keep: list[Any] = []  # keeps the states alive so their ids stay unique

    def __getattr__(self, name: str) -> Any:
        return getattr(self._rules, name)

    def legal_actions(self, s: Any, seat: int) -> list[Action]:
        k = (id(s), seat)
        if k not in self._legal:
            self._keep.append(s)
            self._legal[k] = self._rules.legal_actions(s, seat)
        return self._legal[k]


def _answer(rules: Any, s: Any, seat: int, typed: Action | str) -> str:
    """What the seat reads when it plays this: a refusal's class and words, or 'ok'."""
    try:
        play(rules, s, seat, typed)
    except RuleError as e:
        return f"{type(e).__name__}: {e}"
    return "ok"


def _why(rules: Rules, s: Any, seat: int, action: Action) -> str:
    try:
        return repr(rules.why_illegal(s, seat, action))
    except RuleError as e:  # a why that raises must raise the same words
        return f"{type(e).__name__}: {e}"


def _typed_tokens(
    key: str,
    templates: dict[tuple[str, int], list[tuple[str, ...]]],
    names: set[str],
    r: random.Random,
) -> list[Action]:
    """Tokens of every shape a real move has, with each argument replaced by any known id."""
    ids = sorted(set(catalogue_ids(key)) | names)
    out: list[Action] = []
    for (kind, arity), reps in sorted(templates.items()):
        for args in reps:
            for place in range(arity):
                for x in ids:
                    with contextlib.suppress(RuleError):
                        out.append(Action(kind, (*args[:place], x, *args[place + 1 :])))
    out = sorted(set(out), key=lambda a: a.token)
    if len(out) > TOKENS_PER_PROBE:
        out = r.sample(out, TOKENS_PER_PROBE)
    return out


def _positions(
    rules: Rules, players: int, seed: int, options: dict[str, Any], probes: int
) -> Iterator[tuple[int, Any, dict[tuple[str, int], list[tuple[str, ...]]], set[str]]]:
    """Probed positions of one seeded random game, with the shapes of every token of the game
    and every id seen in any of its states."""
    result = random_playout(rules, players, seed, options, check=False)
    s = rules.new_game(players, seed, options)
    states = [copy.deepcopy(s)]
    for seat, token in result.moves:
        rules.apply(s, seat, Action.parse(token))
        states.append(copy.deepcopy(s))
    templates: dict[tuple[str, int], list[tuple[str, ...]]] = {}
    for _, token in result.moves:
        a = Action.parse(token)
        reps = templates.setdefault((a.kind, len(a.args)), [])
        if len(reps) < 2 and a.args not in reps:
            reps.append(a.args)
    picks = sorted({round(i * (len(states) - 1) / max(1, probes - 1)) for i in range(probes)})
    names: set[str] = set()
    for i in picks:
        names |= _state_strings(rules, states[i])
    # the last position is over; probe the one before it too, where the game still runs
    picks = sorted({min(i, len(states) - 2) for i in picks})
    for i in picks:
        yield i, states[i], templates, names


def _seats(rules: Rules, players: int) -> list[int]:
    return list(range(players))


@pytest.mark.parametrize(("key", "players", "options"), CASES)
def test_refusals_do_not_depend_on_secrets(key: str, players: int, options: dict) -> None:
    """For every seat, every token it could type is answered the same in the real position
    and in one where everything that seat cannot see was scrambled."""
    rules = REGISTRY[key]
    r = random.Random(f"{key}-{players}-{sorted(options.items())}")
    tried = refused = 0
    for i, s, templates, names in _positions(
        rules, players, 4, options, PROBES.get(key, DEFAULT_PROBES)
    ):
        memo = _Memo(rules)
        legal_tokens = sorted(
            {a.token for seat in _seats(rules, players) for a in memo.legal_actions(s, seat)}
        )
        for seat in _seats(rules, players):
            scrambled = rules.scramble_secrets(s, seat, seed=1000 + i)
            mine = {a.token for a in memo.legal_actions(s, seat)}
            assert mine == {a.token for a in memo.legal_actions(scrambled, seat)}, (
                f"step {i}: seat {seat}'s legal moves depend on what it cannot see"
            )
            typed = [Action.parse(t) for t in legal_tokens]
            typed += _typed_tokens(key, templates, names, r)
            for a in typed:
                if a.token in mine:
                    continue
                tried += 1
                real, fake = _answer(memo, s, seat, a), _answer(memo, scrambled, seat, a)
                refused += real != "ok"
                assert real == fake, (
                    f"step {i}: seat {seat} typing `{a.token}` reads {real!r}, "
                    f"but {fake!r} when its hidden information differs"
                )
                assert _why(rules, s, seat, a) == _why(rules, scrambled, seat, a), (
                    f"step {i}: why_illegal for seat {seat}, `{a.token}`, depends on a secret"
                )
            # free text goes through parse(): prefixes of real tokens and descriptions
            for text in {t.split(":")[0] for t in legal_tokens} | {"x", "build", "play"}:
                assert _answer(rules, s, seat, text) == _answer(rules, scrambled, seat, text), (
                    f"step {i}: seat {seat} typing {text!r} reads differently with other secrets"
                )
    assert tried and refused, "the probe typed nothing that was refused: it is inert"


def _narration(rules: Rules, events: list[Any], viewer: int | None) -> list[Any]:
    """What a viewer is told of the events: their phrases."""
    return [rules.event_phrase(e) for e in events if e.visible(viewer)]


def _words_for(rules: Rules, s: Any, seat: int, a: Action) -> Any:
    """A move's label: its phrase, else its token."""
    return rules.action_phrase(s, seat, a) or a.token


def _after(rules: Rules, s: Any, seat: int, a: Action) -> tuple[Any, list[Any]]:
    t = copy.deepcopy(s)
    return t, rules.apply(t, seat, a)


@pytest.mark.parametrize(("key", "players", "options"), CASES)
def test_narration_does_not_depend_on_secrets(key: str, players: int, options: dict) -> None:
    """What a seat reads of a move is no more than what its view shows.

    Two probes: the same move in the real position and in one with the viewer's secrets
    scrambled; and two different moves of the mover that leave the viewer's view the same.
    Either way, when the viewer's views afterwards agree, so must the lines it reads."""
    rules = REGISTRY[key]
    r = random.Random(f"narrate-{key}-{players}-{sorted(options.items())}")
    compared = 0
    for i, s, _, _ in _positions(rules, players, 5, options, PROBES.get(key, DEFAULT_PROBES)):
        viewers: list[int | None] = [None, *range(players)]
        for mover in sorted(rules.to_move(s)):
            legal = rules.legal_actions(s, mover)
            moves = r.sample(legal, min(MOVES_PER_SEAT, len(legal)))
            results = [(a, *_after(rules, s, mover, a)) for a in moves]
            for viewer in viewers:
                if viewer == mover:
                    continue
                # 1. the same move where the viewer's secrets are different
                scrambled = rules.scramble_secrets(s, viewer, seed=2000 + i)
                theirs = {a.token for a in rules.legal_actions(scrambled, mover)}
                for a, t, events in results[:6]:
                    if a.token not in theirs:
                        continue
                    t2, events2 = _after(rules, scrambled, mover, a)
                    if rules.view(t, viewer) != rules.view(t2, viewer):
                        continue  # the move revealed something new (a draw): words may differ
                    compared += 1
                    assert _narration(rules, events, viewer) == _narration(
                        rules, events2, viewer
                    ), (
                        f"step {i}: `{a.token}` by seat {mover} reads differently to {viewer} "
                        "when secrets it cannot see differ"
                    )
                # 2. moves of one kind that leave the viewer's view the same: the table may
                # know what kind of move was made, but the rest only through what it changed
                seen: list[tuple[str, Any, list[str], str]] = []
                for a, t, events in results:
                    v = rules.view(t, viewer)
                    lines = _narration(rules, events, viewer)
                    for kind0, v0, lines0, token0 in seen:
                        if kind0 == a.kind and v0 == v:
                            compared += 1
                            assert lines0 == lines, (
                                f"step {i}: `{token0}` and `{a.token}` by seat {mover} look the "
                                f"same to {viewer} but read {lines0} and {lines}"
                            )
                    seen.append((a.kind, v, lines, a.token))
    assert compared, "no narration was compared: the probe is inert"


@pytest.mark.parametrize(("key", "players", "options"), CASES)
def test_public_buttons_do_not_depend_on_secrets(key: str, players: int, options: dict) -> None:
    """The buttons under a public board (and their labels) are the same whatever the public
    cannot see: otherwise their coming and going tells a spectator about a hand."""
    rules = REGISTRY[key]
    checked = 0
    for i, s, _, _ in _positions(rules, players, 6, options, 2 * PROBES.get(key, DEFAULT_PROBES)):
        for k in range(3):
            scrambled = rules.scramble_secrets(s, None, seed=3000 + 10 * i + k)
            for seat in sorted(rules.to_move(s)):
                mine = [
                    (a.token, repr(_words_for(rules, s, seat, a)))
                    for a in rules.public_actions(s, seat, rules.legal_actions(s, seat))
                ]
                theirs = [
                    (a.token, repr(_words_for(rules, scrambled, seat, a)))
                    for a in rules.public_actions(
                        scrambled, seat, rules.legal_actions(scrambled, seat)
                    )
                ]
                checked += 1
                assert sorted(mine) == sorted(theirs), (
                    f"step {i}: seat {seat}'s public buttons depend on a secret: "
                    f"{sorted(set(mine) ^ set(theirs))[:6]}"
                )
    assert checked
