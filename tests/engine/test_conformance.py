"""The contract every registered game must keep (design.md section 6.1), run for each game."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.core import Action, Event, IllegalAction, InvalidAction, NotYourTurn, play
from bot.engine.registry import REGISTRY
from bot.words.catalogue import has
from tests.engine.playout import check_replay, option_sets, player_counts, random_playout

SEEDS_PER_CASE = {"tokens": 12, "catan": 2}  # catan: 2 x 12 option sets + 2 x 3, long games
# Options that change one small rule: each of their values is played once, not multiplied by
# every other option (the full product of catan's trade_offers took conformance from about
# 3 to 8 minutes).
ONE_AT_A_TIME = {"catan": ("trade_offers",)}
DEFAULT_SEEDS = 3


def _cases() -> list[tuple[str, int, dict]]:
    out = []
    for key, rules in sorted(REGISTRY.items()):
        for n in player_counts(rules):
            for opts in option_sets(rules, one_at_a_time=ONE_AT_A_TIME.get(key, ())):
                out.append((key, n, opts))
    return out


CASES = _cases()
IDS = [f"{k}-{n}p-" + ",".join(f"{a}={b}" for a, b in o.items()) for k, n, o in CASES]


def test_registry_has_games() -> None:
    assert "tokens" in REGISTRY  # the test game registers itself through tests/support/plugin.py


@pytest.mark.parametrize(("key", "players", "options"), CASES, ids=IDS)
def test_random_playouts_reach_the_end(key: str, players: int, options: dict) -> None:
    rules = REGISTRY[key]
    for seed in range(SEEDS_PER_CASE.get(key, DEFAULT_SEEDS)):
        result = random_playout(rules, players, seed, options)
        out = rules.outcome(result.state)
        assert out is not None
        assert len(out.scores) == players
        assert out.winners <= set(range(players))
        assert out.winners or players == 1, "only a solo game can end with nobody winning"
        check_replay(rules, players, seed, options, result)


@pytest.mark.slow
@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_every_step_of_a_game_round_trips_through_json(key: str) -> None:
    """The long form of the check above: the state's JSON round trip at every single step."""
    rules = REGISTRY[key]
    options = {o.name: o.default for o in rules.options}
    result = random_playout(rules, rules.min_players, 4, options, json_every=1)
    assert rules.outcome(result.state) is not None


@pytest.mark.parametrize(("key", "players", "options"), CASES, ids=IDS)
def test_no_leak_under_perturbation(key: str, players: int, options: dict) -> None:
    """Changing every secret a viewer must not see leaves that viewer's view unchanged."""
    rules = REGISTRY[key]
    result = random_playout(rules, players, 1, options, check=False)
    changed_somewhere = False
    # walk the same game again and probe a spread of positions
    s = rules.new_game(players, 1, options)
    probe_every = max(1, len(result.moves) // 12)
    for i, (seat, token) in enumerate([*result.moves, (None, None)]):
        if i % probe_every == 0 or token is None:
            for viewer in [None, *range(players)]:
                scrambled = rules.scramble_secrets(s, viewer, seed=i + 17)
                if rules.to_json(scrambled) != rules.to_json(s):
                    changed_somewhere = True
                assert rules.view(scrambled, viewer) == rules.view(s, viewer), (
                    f"view for {viewer} changed when its hidden information changed (step {i})"
                )
        if token is not None and seat is not None:
            s, _ = play(rules, s, seat, Action.parse(token))
    if rules.key in HAS_SECRETS:
        assert changed_somewhere, "scramble_secrets never changed anything: the probe is inert"


HAS_SECRETS = {"tokens", "duel", "wonders", "catan", "tta"}


@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_refusals_change_nothing(key: str) -> None:
    rules = REGISTRY[key]
    s = rules.new_game(rules.min_players, 5, {o.name: o.default for o in rules.options})
    before = json.dumps(rules.to_json(s), sort_keys=True)
    movers = rules.to_move(s)
    idle = [p for p in range(rules.min_players) if p not in movers]
    if idle:
        with pytest.raises(NotYourTurn):
            play(rules, s, idle[0], rules.legal_actions(s, min(movers))[0])
    seat = min(movers)
    with pytest.raises(InvalidAction):
        play(rules, s, seat, "not a token !!")
    with pytest.raises(IllegalAction):
        play(rules, s, seat, Action("zz-no-such-action"))
    assert json.dumps(rules.to_json(s), sort_keys=True) == before


@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_events_are_json_and_narrated(key: str) -> None:
    rules = REGISTRY[key]
    r = random.Random(3)
    s = rules.new_game(rules.max_players, 3, {o.name: o.default for o in rules.options})
    for _ in range(40):
        if rules.outcome(s) is not None:
            break
        seat = min(rules.to_move(s))
        legal = rules.legal_actions(s, seat)
        s, events = play(rules, s, seat, legal[r.randrange(len(legal))])
        for e in events:
            assert Event.from_json(json.loads(json.dumps(e.to_json()))) == e
            assert has(rules.event_phrase(e).id)
        for a in legal:
            label = rules.action_phrase(s, seat, a)
            assert label is None or has(label.id)


@pytest.mark.parametrize("key", sorted(REGISTRY))
def test_every_game_has_a_renderer_and_its_boards_do_not_leak(key: str) -> None:
    """The rendered board of each seat (and the public) is unchanged by scrambled secrets."""
    from renderers import render, renderer_for, to_png

    assert callable(renderer_for(key)), f"no renderer for {key}"  # raises LookupError if none
    rules = REGISTRY[key]
    options = {o.name: o.default for o in rules.options}
    result = random_playout(rules, rules.max_players, 2, options, check=False)
    s = rules.new_game(rules.max_players, 2, options)
    probes = {len(result.moves) // 3, (2 * len(result.moves)) // 3}
    for i, (seat, token) in enumerate(result.moves):
        if i in probes:
            for viewer in (None, 0):
                scrambled = rules.scramble_secrets(s, viewer, seed=i)
                before = to_png(render(key, rules.view(s, viewer)))
                after = to_png(render(key, rules.view(scrambled, viewer)))
                assert before == after, f"{key}: image for {viewer} changed at step {i}"
        s, _ = play(rules, s, seat, Action.parse(token))
