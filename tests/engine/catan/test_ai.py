"""The Catan bots' ground: seat memory of hands, sampled states, the copy, and the AI hooks."""

from __future__ import annotations

import copy
import random

import pytest

from bot.engine.ai import make_bot
from bot.engine.ai.base import game_ai
from bot.engine.catan import RULES
from bot.engine.catan.ai import AI, candidates, evaluate, prior, reason, scores
from bot.engine.catan.data import KINDS
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision, play
from bot.words.phrases import say
from tests.engine.catan.helpers import B, build, cards, game

ORE, WOOL, GRAIN = KINDS.index("ore"), KINDS.index("wool"), KINDS.index("grain")


def _random_states(
    ck: bool, seed: int, every: int = 60, players: int = 4, count: int = 50
) -> list[CatanState]:
    r = random.Random(seed)
    s = RULES.new_game(players, seed, {"ck": ck})
    out = []
    step = 0
    while RULES.outcome(s) is None and step < 3000 and len(out) < count:
        seat = r.choice(sorted(RULES.to_move(s)))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
        step += 1
        if step % every == 0:
            out.append(RULES.copy(s))
    return out


def _check_memory(s: CatanState) -> None:
    """Memory never claims more than a hand holds; a kind marked absent is all known."""
    for i in range(s.players):
        for p in range(s.players):
            if p == i:
                continue
            for k in range(len(KINDS)):
                assert s.memory[i][p][k] <= s.hands[p][k]
                if s.absent[i][p] >> k & 1:
                    assert s.hands[p][k] == s.memory[i][p][k]


def test_the_game_has_its_hooks() -> None:
    assert RULES.supports_determinize
    assert game_ai("catan") is AI
    assert AI.prior is not None and AI.reason is not None and AI.candidates is not None


@pytest.mark.parametrize("ck", [False, True])
def test_copy_equals_deepcopy_and_is_independent(ck: bool) -> None:
    r = random.Random(3)
    for s in _random_states(ck, 5, every=90, count=10):
        c = RULES.copy(s)
        assert RULES.to_json(c) == RULES.to_json(copy.deepcopy(s)) == RULES.to_json(s)
        before = RULES.to_json(s)
        for _ in range(30):  # play on in the copy: the original is untouched
            if RULES.outcome(c) is not None:
                break
            seat = min(RULES.to_move(c))
            legal = RULES.legal_actions(c, seat)
            RULES.apply(c, seat, legal[r.randrange(len(legal))])
        assert RULES.to_json(s) == before


@pytest.mark.parametrize("ck", [False, True])
def test_memory_stays_sound_and_learns(ck: bool) -> None:
    r = random.Random(8)
    s = RULES.new_game(4, 8, {"ck": ck})
    known = held = 0
    while RULES.outcome(s) is None:
        seat = r.choice(sorted(RULES.to_move(s)))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
        _check_memory(s)
        known += sum(sum(s.memory[0][p]) for p in range(1, 4))
        held += sum(sum(s.hands[p]) for p in range(1, 4))
    assert known > 0.5 * held  # public production and trades: most cards are known


def test_a_steal_is_seen_by_thief_and_victim_only() -> None:
    s = game(3)
    build(s, 1, settlements=(0,))
    cards(s, 1, ore=1)
    for i in (0, 2):
        s.memory[i][1][ORE] = 1  # everyone saw seat 1 take that ore
    hexes = [h for h in range(19) if 0 in B.hex_vertices[h]]
    s.stack.append(Decision(0, Step.ROBBER, {"why": "knight"}))
    s, events = play(RULES, s, 0, f"robber:h{hexes[0]}")
    assert any(e.kind == "stolen" for e in events)
    assert s.hands[0][ORE] == 1
    assert s.memory[1][0][ORE] == 1  # the victim knows where its ore went
    assert s.memory[0][1][ORE] == 0
    assert s.memory[2][0] == [0] * len(KINDS)  # a third seat cannot name the card
    assert s.memory[2][1][ORE] == 0 and s.absent[2][0] == 0
    _check_memory(s)


def test_a_monopoly_leaves_the_others_without_that_kind() -> None:
    s = game(3)
    cards(s, 0, grain=1)
    cards(s, 1, wool=2, ore=1)
    cards(s, 2, wool=1, brick=2)
    s.dev_hand[0] = ["monopoly"]
    s, _ = play(RULES, s, 0, "play:monopoly")
    s, _ = play(RULES, s, 0, "name:wool")
    assert s.hands[0][WOOL] == 3
    for i in range(3):
        for o in range(3):
            if o not in (i, 0):
                assert s.absent[i][o] >> WOOL & 1
    view = RULES.view(s, 2)
    for k in range(12):
        world = RULES.determinize(view, 2, k)
        assert world.hands[1][WOOL] == 0
        assert sum(world.hands[1]) == 1 and world.hands[0][WOOL] >= 3


@pytest.mark.parametrize("ck", [False, True])
def test_a_sampled_state_keeps_what_the_seat_knows(ck: bool) -> None:
    for s in _random_states(ck, 21, every=150, count=8):
        if RULES.outcome(s) is not None:
            continue
        for viewer in range(s.players):
            view = RULES.view(s, viewer)
            world = RULES.determinize(view, viewer, 77)
            assert world.bank == s.bank and world.hands[viewer] == s.hands[viewer]
            for p in range(s.players):
                assert sum(world.hands[p]) == sum(s.hands[p])
                if p != viewer:
                    mem = s.memory[viewer][p]
                    assert all(w >= m for w, m in zip(world.hands[p], mem, strict=True))
            if ck:
                assert [len(world.decks[t]) for t in world.decks] == [
                    len(s.decks[t]) for t in world.decks
                ]
                assert sorted(world.progress[viewer]) == sorted(s.progress[viewer])
            else:
                assert len(world.dev_deck) == len(s.dev_deck)
                assert world.dev_hand[viewer] == sorted(s.dev_hand[viewer])


def _city_ready(players: int = 3) -> CatanState:
    """Seat 0 has a settlement and is one ore short of a city, with spare wool."""
    s = game(players)
    build(s, 0, settlements=(10,), roads=())
    build(s, 1, settlements=(40,))
    cards(s, 0, ore=2, grain=2, wool=2)
    cards(s, 1, ore=3, brick=1)
    cards(s, 2, lumber=2)
    return s


def test_an_offer_is_drafted_in_a_few_steps_and_sent_once_a_turn() -> None:
    s = _city_ready()
    legal = RULES.legal_actions(s, 0)
    assert Action("offer") in candidates(RULES, s, 0, legal)
    s, _ = play(RULES, s, 0, "offer")
    steps = []
    for _ in range(6):
        (a,) = candidates(RULES, s, 0, RULES.legal_actions(s, 0))
        steps.append(a.token)
        s, _ = play(RULES, s, 0, a)
        if a.kind == "ask":
            break
    assert steps == ["give:wool", "get:ore", "ask:all"]
    # seat 1 has the ore and gains by the wool? it answers by its evaluation; seat 2 cannot pay
    (answer,) = candidates(RULES, s, 2, RULES.legal_actions(s, 2))
    assert answer.kind == "decline"
    (answer,) = candidates(RULES, s, 1, RULES.legal_actions(s, 1))
    assert answer.kind in ("accept", "decline")
    for o in (1, 2):
        (a,) = candidates(RULES, s, o, RULES.legal_actions(s, o))
        s, _ = play(RULES, s, o, a)
    if s.stack[-1].kind == Step.OFFER_CONFIRM:
        (deal,) = candidates(RULES, s, 0, RULES.legal_actions(s, 0))
        s, _ = play(RULES, s, 0, deal)
    assert s.stack[-1].kind == Step.MAIN
    assert Action("offer") not in candidates(RULES, s, 0, RULES.legal_actions(s, 0))


def test_the_evaluation_and_prior_prefer_the_obvious() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    build(s, 1, settlements=(40,))
    even = evaluate(RULES, s)
    assert abs(sum(even) - 1.0) < 1e-9
    s.vkind[10] = 2  # a city
    assert evaluate(RULES, s)[0] > even[0]
    assert scores(s)[0] > scores(s)[1]
    cards(s, 0, ore=3, grain=2, brick=1, lumber=1, wool=1)
    s.vkind[10] = 1
    build(s, 0, roads=(B.vertex_edges[10][0],))
    legal = RULES.legal_actions(s, 0)
    weights = dict(zip([a.token for a in legal], prior(RULES, s, 0, legal), strict=True))
    assert weights["city:v10"] > weights["end"]
    for a in legal:
        why = reason(RULES, s, 0, a)
        for lang in ("en", "vi", "el", "ko"):
            words = "" if why is None else say(why, lang, game="catan")
            assert why is None or (0 < len(words) <= 80 and "{" not in words)
    city = reason(RULES, s, 0, Action("city", ("v10",)))
    assert city is not None and say(city, "en", game="catan").startswith("a city")


@pytest.mark.slow
def test_a_bot_plays_cities_and_knights_legally_at_every_level() -> None:
    """Through play(), a 3-player C&K game to the end, each seat a different level."""
    s = RULES.new_game(3, 4, {"ck": True})
    levels = ("easy", "hard", "medium")  # random: in tests/engine/test_ai.py
    for step in range(20000):
        if RULES.outcome(s) is not None:
            return
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        bot = make_bot(levels[seat], seed=step, budget_s=0.005)
        s, _ = play(RULES, s, seat, bot.choose(RULES, RULES.view(s, seat), seat, legal))
    raise AssertionError("the bots' game did not end")


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_ck_choices_ignore_what_the_seat_cannot_see(level: str) -> None:
    for seed, every in ((2, 40), (3, 130)):
        states = _random_states(True, seed, every=every, players=3, count=1)
        for s in states:
            if RULES.outcome(s) is not None:
                continue
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            first = make_bot(level, seed=seed, budget_s=0.01).choose(
                RULES, RULES.view(s, seat), seat, legal
            )
            scrambled = RULES.scramble_secrets(s, seat, seed=seed + 100)
            other = make_bot(level, seed=seed, budget_s=0.01).choose(
                RULES, RULES.view(scrambled, seat), seat, RULES.legal_actions(scrambled, seat)
            )
            assert other == first


@pytest.mark.slow
@pytest.mark.parametrize("ck", [False, True])
def test_hard_beats_random_in_a_few_four_player_games(ck: bool) -> None:
    wins = 0
    games = 2
    for g in range(games):
        seat = g % 4
        s = RULES.new_game(4, 200 + g, {"ck": ck})
        step = 0
        while RULES.outcome(s) is None:
            p = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, p)
            level = "hard" if p == seat else "random"
            bot = make_bot(level, seed=1000 * g + step, budget_s=0.03)
            s, _ = play(RULES, s, p, bot.choose(RULES, RULES.view(s, p), p, legal))
            step += 1
        out = RULES.outcome(s)
        assert out is not None
        wins += seat in out.winners
    assert wins == games
