"""Sampled states for the bots: what the seat saw is kept, the rest varies (issue 12)."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from bot.engine.core import Action, play
from bot.engine.wonders import RULES
from bot.engine.wonders.costs import build_plans
from bot.engine.wonders.extras import Extra
from bot.engine.wonders.state import FREE_CITY, Phase, WondersState
from bot.engine.wonders.steps import Kind, current


def _first_cards(s: WondersState, seat: int, r: random.Random) -> None:
    """The seat picks a card and discards it (a move that shows nobody the card)."""
    while current(s, seat) is not None:
        legal = [a for a in RULES.legal_actions(s, seat) if a.kind != Kind.BACK]
        discard = [a for a in legal if a.kind == Kind.DISCARD]
        RULES.apply(s, seat, discard[0] if discard else legal[r.randrange(len(legal))])


def _play_turns(players: int, turns: int, seed: int, options: dict[str, Any]) -> WondersState:
    """Every seat discards for `turns` Age I turns (the Free City builds what it can)."""
    s = RULES.new_game(players, seed, options)
    r = random.Random(seed)
    while not (s.phase == Phase.PLAY and s.turn == turns + 1):
        seat = min(RULES.to_move(s))
        if s.phase == Phase.PLAY:
            _first_cards(s, seat, r)
        else:
            legal = RULES.legal_actions(s, seat)
            RULES.apply(s, seat, legal[r.randrange(len(legal))])
    return s


def test_the_hand_it_passed_is_where_it_went_and_unseen_hands_vary() -> None:
    # 4 players, Age I (hands go left: seat p passes to p + 1), start of turn 3
    s = _play_turns(4, 2, seed=5, options={})
    seen = s.seen[0]
    passed_last = seen.hands[1]  # seat 0 passed this at turn 2; seat 1 has not played since
    assert passed_last is not None and Counter(passed_last) == Counter(s.hands[1])
    assert seen.hands[3] is None  # the hand at seat 3 never went through seat 0
    view = RULES.view(s, 0)
    others = set()
    for k in range(12):
        world = RULES.determinize(view, 0, k)
        assert Counter(world.hands[1]) == Counter(passed_last)
        # the hand seat 0 passed at turn 1 lost one card since, face down: a subset
        assert not Counter(world.hands[2]) - Counter(seen.hands[2] or ())
        assert len(world.hands[2]) == len(s.hands[2])
        others.add(tuple(sorted(world.hands[3])))
        assert RULES.view(world, 0) == view
    assert len(others) > 6, "the hand the seat never saw should differ from world to world"


def test_a_card_built_from_a_passed_hand_leaves_it() -> None:
    s = _play_turns(3, 1, seed=3, options={})  # start of turn 2; seat 0's hand is at seat 1
    known = list(s.hands[1])
    # seat 1 builds the first card it can afford, the others discard
    r = random.Random(1)
    built = next(x for x in known if build_plans(s, 1, x))
    RULES.apply(s, 1, Action(Kind.CARD, (built,)))
    RULES.apply(s, 1, Action(Kind.BUILD, (built,)))
    while current(s, 1) is not None:
        RULES.apply(s, 1, RULES.legal_actions(s, 1)[0])
    _first_cards(s, 0, r)
    _first_cards(s, 2, r)
    assert s.turn == 3 and built in s.cities[1].built
    # the hand went on to seat 2, without the card seat 1 built in front of everyone
    assert Counter(s.seen[0].hands[2] or ()) == Counter(known) - Counter([built])
    view = RULES.view(s, 0)
    for k in range(6):
        world = RULES.determinize(view, 0, k)
        assert Counter(world.hands[2]) == Counter(known) - Counter([built])


def test_a_hand_that_comes_back_tells_what_left_it_face_down() -> None:
    # 3 players: at turn 4 seat 0 holds again the hand it had at turn 1, 3 cards fewer
    s = _play_turns(3, 3, seed=8, options={})
    gone = s.seen[0].gone
    assert len(gone) == 3 + 2  # its own three discards, and the two cards of the others
    # seat 1 holds the hand seat 0 passed at turn 3; seat 2 the one it passed at turn 2,
    # less the card seat 1 took from it face down (which one, seat 0 cannot tell)
    view = RULES.view(s, 0)
    for k in range(5):
        world = RULES.determinize(view, 0, k)
        assert Counter(world.hands[1]) == Counter(s.hands[1])
        assert not Counter(world.hands[2]) - Counter(s.seen[0].hands[2] or ())
        assert not set(gone) & {x for p in (1, 2) for x in world.hands[p]}


def test_two_players_the_free_city_draw_is_unknown_to_the_other() -> None:
    s = _play_turns(2, 1, seed=4, options={})  # turn 2: seat 1 holds the Free City card
    assert s.turn == 2
    passed = s.seen[0].hands[1]
    assert passed is not None and s.seen[0].extra[1] == 1
    view = RULES.view(s, 0)
    drawn = set()
    for k in range(10):
        world = RULES.determinize(view, 0, k)
        assert not Counter(passed) - Counter(world.hands[1])  # all of it, and one card more
        assert len(world.hands[1]) == len(passed) + 1
        drawn.add(tuple(sorted((Counter(world.hands[1]) - Counter(passed)).elements())))
        assert len(world.fc_pile) == len(s.fc_pile)
        assert RULES.view(world, 0) == view
    assert len(drawn) > 2


def test_the_leader_draft_hand_it_passed_is_on_its_right() -> None:
    s = RULES.new_game(4, 6, {"leaders": True, "sides": "a"})
    for seat in range(4):
        RULES.apply(s, seat, RULES.legal_actions(s, seat)[0])
    assert s.phase == Phase.DRAFT and len(s.draft[0]) == 3
    passed = s.seen[0].hands[3]
    assert passed is not None and Counter(passed) == Counter(s.draft[3])
    view = RULES.view(s, 0)
    kept = set()
    for k in range(8):
        world = RULES.determinize(view, 0, k)
        assert Counter(world.draft[3]) == Counter(passed)
        kept.add(tuple(world.leader_hands[1]))
        assert RULES.view(world, 0) == view
    assert len(kept) > 2


def test_a_ready_seat_gets_a_complete_choice_from_its_sampled_hand() -> None:
    s = RULES.new_game(3, 2, {})
    r = random.Random(0)
    _first_cards(s, 1, r)
    assert s.ready[1] and not s.ready[0]
    view = RULES.view(s, 0)
    chosen = set()
    for k in range(10):
        world = RULES.determinize(view, 0, k)
        assert world.ready[1] and current(world, 1) is None
        card = world.sel[1][0]["card"]
        assert card in world.hands[1]
        chosen.add((card, world.sel[1][0]["action"]))
        assert RULES.legal_actions(world, 1)[0] == Action(Kind.WITHDRAW)
    assert len(chosen) > 2


def test_the_free_city_slot_is_opened_for_the_holder() -> None:
    s = RULES.new_game(2, 9, {})
    view = RULES.view(s, 1)
    world = RULES.determinize(view, 1, 3)
    assert [slot["city"] for slot in world.sel[0]] == [0, FREE_CITY]
    assert RULES.view(world, 1) == view


def _free_city_seventh(seed: int) -> tuple[WondersState, int] | None:
    """A 2-player game played at random up to the holder's choice for the Free City's seventh
    card (the last card of its pile), if one comes."""
    s = RULES.new_game(2, seed, {})
    rnd = random.Random(seed)
    for _ in range(3000):
        if RULES.outcome(s) is not None:
            return None
        seat = min(RULES.to_move(s))
        top = s.stack[-1] if s.stack else None
        if top is not None and top.kind == Extra.SEVENTH and int(top.data["city"]) == FREE_CITY:
            return s, seat
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[rnd.randrange(len(legal))])
    return None


def test_the_free_citys_seventh_card_is_in_every_sampled_pile() -> None:
    """The holder deciding the Free City's seventh card knows it: every sampled world has it
    as the pile's last card, so each of the holder's moves can be tried there (a bot's search
    crashed with 'x not in list' when the world's pile lacked it)."""
    found = [x for x in (_free_city_seventh(seed) for seed in range(40)) if x is not None]
    assert found, "no Free City seventh-card choice in 40 random games"
    for s, seat in found[:4]:
        card = str(s.stack[-1].data["card"])
        view = RULES.view(s, seat)
        legal = RULES.legal_actions(s, seat)
        for k in range(6):
            world = RULES.determinize(view, seat, 1000 + k)
            assert world.fc_pile and world.fc_pile[-1] == card
            assert len(world.fc_pile) == len(s.fc_pile)
            for action in legal:
                trial = RULES.copy(world)
                RULES.apply(trial, seat, action)  # never 'not in list'
