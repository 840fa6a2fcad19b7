"""The Catan bots as traders and as careful players: positions from players' reports.

Each test builds the position a report described and checks the blunder does not recur:
Monopoly played before the roll (then a 7 took half the hand), hands of 11 and 16 cards kept
to the end, every offer of a leading human refused, the same offer sent again after nobody
took it. Then what a trader should do: take a fair trade, refuse to hand a near winner its
last card, counter an offer it cannot take, keep the words of /hint in every language.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.ai import make_bot
from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.ai import (
    SPENDS,
    candidates,
    counter_plan,
    goal,
    over_limit,
    reason,
    trade_verdict,
    wanted_trade,
)
from bot.engine.catan.data import KINDS
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision, play
from bot.words.phrases import say
from tests.engine.catan.helpers import B, before_roll, build, cards, game, knight

BRICK, LUMBER, WOOL, GRAIN, ORE = (
    KINDS.index(k) for k in ("brick", "lumber", "wool", "grain", "ore")
)
LEVELS = ("easy", "medium", "hard")
LANGS = ("en", "vi", "el", "ko")


def _choose(s: CatanState, seat: int, level: str, seed: int = 1) -> Action:
    bot = make_bot(level, seed=seed, budget_s=0.05)
    return bot.choose(RULES, RULES.view(s, seat), seat, RULES.legal_actions(s, seat))


def _known(s: CatanState) -> CatanState:
    """Every seat has seen every card come and go: the hands are known to all."""
    for i in range(s.players):
        for p in range(s.players):
            if p != i:
                s.memory[i][p] = list(s.hands[p])
    return s


def _offer(
    s: CatanState, frm: int, to: list[int], give: dict[str, int], get: dict[str, int]
) -> None:
    """Put an offer on the table as if `frm` had drafted and sent it."""
    n = len(KINDS)
    s.trade = {
        "from": frm,
        "give": [give.get(k, 0) for k in KINDS],
        "get": [get.get(k, 0) for k in KINDS],
        "to": list(to),
        "answers": [""] * s.players,
        "counters": [None] * s.players,
    }
    assert len(s.trade["give"]) == n
    s.offers_made += 1
    s.stack.append(Decision(frm, Step.OFFER_CONFIRM))
    for o in reversed(to):
        s.stack.append(Decision(o, Step.OFFER_ANSWER))


def _city_short_of_ore(players: int = 3) -> CatanState:
    """Seat 0 (2 VP) needs one ore for its city and holds spare grain; seat 1 offers."""
    s = game(players)
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=2, grain=3, wool=2)
    s.current = 1
    s.stack = [Decision(1, Step.MAIN)]
    return s


# -- the reported blunders ------------------------------------------------------------------


@pytest.mark.parametrize("level", LEVELS)
def test_monopoly_and_year_of_plenty_wait_for_the_roll(level: str) -> None:
    """Report: Monopoly played before rolling, then a 7, then a discard of 5."""
    s = before_roll(game(4))
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=2, grain=2, wool=2)
    cards(s, 1, wool=4)
    cards(s, 2, wool=3, brick=2)
    s.dev_hand[0] = ["monopoly", "year_of_plenty"]
    legal = RULES.legal_actions(s, 0)
    assert Action("play", ("monopoly",)) in legal  # the rules allow it
    for seed in range(3):
        assert _choose(s, 0, level, seed) == Action("roll")
    why = reason(RULES, s, 0, Action("roll"))
    assert why is not None and all(say(why, lang, game="catan") for lang in LANGS)


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("held", [11, 16])
def test_a_hand_over_the_limit_is_not_kept_to_the_end_of_the_turn(level: str, held: int) -> None:
    """Report: hands of 11 and 16 cards at the end of the game."""
    s = game(3)
    build(s, 0, settlements=(10,))
    extra = held - 11
    cards(s, 0, brick=6 + extra, wool=4, grain=1)
    assert over_limit(s, 0)
    legal = RULES.legal_actions(s, 0)
    assert Action("end") in legal and any(a.kind == "bank" for a in legal)
    assert Action("end") not in candidates(RULES, s, 0, legal)
    for seed in range(2):
        assert _choose(s, 0, level, seed).kind != "end"


@pytest.mark.parametrize("level", LEVELS)
def test_over_the_limit_cards_the_goal_holds_back_are_traded_too(level: str) -> None:
    """Seen in an easy bots' game: 3 brick, 4 wool and 1 ore, saving for a settlement (which
    keeps one wool back, so no kind had four spare), the turn ended with 8 cards."""
    s = game(4)
    build(s, 0, settlements=(10,), roads=(16, 21))  # room for a settlement on v19
    cards(s, 0, brick=3, wool=4, ore=1)
    assert over_limit(s, 0) and goal(s, 0)[WOOL] == 1
    legal = RULES.legal_actions(s, 0)
    kept = candidates(RULES, s, 0, legal)
    assert Action("bank", ("wool",)) in kept and Action("end") not in kept
    for seed in range(2):
        assert _choose(s, 0, level, seed).kind != "end"


def _play_watching_ends(
    levels: tuple[str, ...], seed: int, ck: bool, steps: int
) -> tuple[int, int]:
    """Bots play; returns (turns ended over the limit while a spend was possible, turns)."""
    s = RULES.new_game(len(levels), seed, {"ck": ck})
    bad = ends = 0
    for step in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        a = make_bot(levels[seat], seed=step, budget_s=0.01).choose(
            RULES, RULES.view(s, seat), seat, legal
        )
        if a.kind == "end":
            ends += 1
            kept = candidates(RULES, s, seat, legal)
            if over_limit(s, seat) and any(b.kind in SPENDS for b in kept):
                bad += 1
        s, _ = play(RULES, s, seat, a)
    return bad, ends


@pytest.mark.parametrize("ck", [False, True])
def test_bots_spend_or_trade_down_before_ending_a_turn_over_the_limit(ck: bool) -> None:
    bad, ends = _play_watching_ends(("easy", "medium", "easy"), 11, ck, 300)
    assert ends > 10
    assert bad == 0


def test_a_leading_humans_fair_offers_are_taken() -> None:
    """Report: once the human led, the bots refused all 12 of the human's offers."""
    accepted = []
    for give_kind in ("brick", "lumber", "wool"):
        for give_n in (1, 2):
            for get_kind in ("ore", "grain"):
                s = game(3)
                build(s, 0, settlements=(10,))
                build(s, 1, cities=(40, 44), settlements=(20,))  # 5 VP: leads, not near 10
                cards(s, 0, ore=2, grain=1, brick=2, lumber=2, wool=2)
                cards(s, 1, ore=2, grain=2, brick=1)
                _known(s)
                s.current = 1
                s.stack = [Decision(1, Step.MAIN)]
                _offer(s, 1, [0], {get_kind: 1}, {give_kind: give_n})
                a = _choose(s, 0, "hard")
                accepted.append((give_n, a.kind))
    # 12 offers, each a card the city lacks for spare cards: every card-for-card one is taken
    assert len(accepted) == 12
    assert all(kind == "accept" for n, kind in accepted if n == 1)
    assert sum(kind == "accept" for _, kind in accepted) >= 6


@pytest.mark.parametrize("level", LEVELS)
def test_a_sent_offer_that_lapsed_is_not_sent_again_this_turn(level: str) -> None:
    """Report: the bot repeated the same 2-for-2 offer. Nobody takes seat 0's offers here."""
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=1, grain=2, wool=3, brick=2)
    cards(s, 1, ore=3, lumber=1)  # the others hold what seat 0 lacks (the bank shows it)
    cards(s, 2, ore=2, lumber=1)
    sent: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for step in range(60):
        if s.current != 0:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        if seat == 0:
            a = make_bot(level, seed=step, budget_s=0.02).choose(RULES, RULES.view(s, 0), 0, legal)
        else:  # the others refuse everything
            a = next(b for b in legal if b.kind == "decline")
        if a.kind == "ask":
            assert s.trade is not None
            sent.append((tuple(s.trade["give"]), tuple(s.trade["get"])))
        s, _ = play(RULES, s, seat, a)
        if s.stack[-1].kind == Step.MAIN and s.current == 0 and s.offers_made >= 3:
            break
    assert sent and len(sent) == len(set(sent))
    # what the bot would still ask for this turn is none of the lapsed offers
    if s.current == 0 and s.stack[-1].kind == Step.MAIN:
        again = wanted_trade(s, 0)
        assert again is None or (tuple(again[0]), tuple(again[1])) not in sent


def test_the_wanted_swap_changes_once_it_lapsed() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=2, grain=2, wool=3)
    cards(s, 1, ore=2)  # somebody holds the ore the city lacks
    first = wanted_trade(s, 0)
    assert first is not None
    s.lapsed.append(first[0] + first[1])
    second = wanted_trade(s, 0)
    assert second is not None and second != first
    assert sum(second[0]) == sum(first[0]) + 1  # one card more for the same
    s.lapsed.append(second[0] + second[1])
    assert wanted_trade(s, 0) is None


# -- answers by what the trade does for both ------------------------------------------------


def _near_win_offer(vp_cities: tuple[int, ...]) -> CatanState:
    """Seat 1 offers seat 0 one ore for one grain: it completes both seats' cities."""
    s = _city_short_of_ore()
    build(s, 1, cities=vp_cities, settlements=(20, 30))
    cards(s, 1, ore=4, grain=1)
    _known(s)
    _offer(s, 1, [0], {"ore": 1}, {"grain": 1})
    return s


@pytest.mark.parametrize("level", LEVELS)
def test_a_fair_trade_is_taken_unless_it_hands_a_near_winner_its_build(level: str) -> None:
    s = _near_win_offer((40,))  # seat 1 at 4 VP
    assert q.vp(s, 1, hidden=False) == 4
    assert trade_verdict(s, 0, 1, s.trade["get"], s.trade["give"]) == (True, "trade_good")  # type: ignore[index]
    assert _choose(s, 0, level) == Action("accept")
    s = _near_win_offer((40, 44, 48))  # seat 1 at 8 VP: the city would make 9
    assert q.vp(s, 1, hidden=False) == 8
    ok, why = trade_verdict(s, 0, 1, s.trade["get"], s.trade["give"])  # type: ignore[index]
    assert not ok and why == "trade_near_win"
    a = _choose(s, 0, level)
    assert a.kind != "accept"
    said = reason(RULES, s, 0, Action("decline"))
    assert said is not None
    for lang in LANGS:
        words = say(said, lang, game="catan")
        assert words and "{" not in words


def test_an_offer_the_seat_cannot_take_gets_a_counter_that_suits_both() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=3, grain=1, wool=3)  # the city lacks one grain; ore is all needed
    build(s, 1, settlements=(40,))
    cards(s, 1, lumber=2, grain=2, wool=0)
    _known(s)
    s.current = 1
    s.stack = [Decision(1, Step.MAIN)]
    _offer(s, 1, [0], {"lumber": 1}, {"ore": 1})
    plan = counter_plan(s, 0)
    assert plan is not None
    give, get = plan
    assert get[GRAIN] == 1 and sum(get) == 1 and give[ORE] == 0 and sum(give) == 1
    events: list[Any] = []
    for step in range(12):
        seat = min(RULES.to_move(s))
        if s.trade is None:
            break
        legal = RULES.legal_actions(s, seat)
        a = make_bot("medium", seed=step, budget_s=0.02).choose(
            RULES, RULES.view(s, seat), seat, legal
        )
        if step == 0:
            assert a == Action("counter")
            assert reason(RULES, s, 0, a) is not None
        s, ev = play(RULES, s, seat, a)
        events += ev
    kinds = [e.kind for e in events]
    assert "counter_offer" in kinds
    assert s.hands[0][GRAIN] == 2  # seat 1 took the counter: the city is ready
    assert goal(s, 0) == q.cost("city")


def test_the_proposer_refuses_a_counter_from_a_near_winner() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, ore=2, grain=2, wool=3)
    build(s, 1, cities=(40, 44, 48), settlements=(20, 30))  # 8 VP
    cards(s, 1, ore=4, grain=1, wool=1)
    _known(s)
    _offer(s, 0, [1], {"wool": 1}, {"ore": 1})
    s.trade["answers"][1] = "counter"  # type: ignore[index]
    s.trade["counters"][1] = [[0, 0, 0, 0, 1, 0, 0, 0], [0, 0, 0, 1, 0, 0, 0, 0]]  # type: ignore[index]
    s.stack = [Decision(0, Step.MAIN), Decision(0, Step.OFFER_CONFIRM)]
    legal = RULES.legal_actions(s, 0)
    assert Action("deal", ("1",)) in legal
    for level in LEVELS:
        assert _choose(s, 0, level) == Action("cancel")


# -- every level, every option set; determinism and honesty at trading decisions ---------------

OPTION_SETS: tuple[dict[str, Any], ...] = (
    {},
    {"ck": True},
    {"board": "spiral", "trade_offers": "1"},
    {"board": "random", "shortage": "sole_claimant"},
    {"ck": True, "board": "random", "trade_offers": "2"},
)


def _bots_play(options: dict[str, Any], seed: int, steps: int, budget: float) -> CatanState:
    """Seats at every level (one each, then easy), every move through play()'s legality check."""
    s = RULES.new_game(4, seed, options)
    levels = ("easy", "medium", "hard", "random")
    for step in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        bot = make_bot(levels[seat], seed=step, budget_s=budget)
        s, _ = play(RULES, s, seat, bot.choose(RULES, RULES.view(s, seat), seat, legal))
    return s


@pytest.mark.parametrize("options", OPTION_SETS)
def test_every_level_plays_legally_in_every_option_set(options: dict[str, Any]) -> None:
    s = _bots_play(options, 5, 160, 0.003)
    assert s.turn_no > 4  # past the setup, into trading and building


@pytest.mark.slow
@pytest.mark.parametrize("options", OPTION_SETS)
def test_every_level_finishes_a_game_in_every_option_set(options: dict[str, Any]) -> None:
    s = _bots_play(options, 9, 30000, 0.005)
    assert RULES.outcome(s) is not None


def _pending_offer(seed: int, ck: bool) -> CatanState | None:
    """A random game up to a turn's action phase, then seat `current` offers its neighbour a
    one-for-one swap of cards it holds for a kind it lacks."""
    import random

    r = random.Random(seed)
    s = RULES.new_game(4, seed, {"ck": ck})
    for _ in range(400 + 37 * seed):
        if RULES.outcome(s) is not None:
            return None
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
    for _ in range(400):
        if s.stack and s.stack[-1].kind == Step.MAIN and sum(s.hands[s.current]) > 0:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        s, _ = play(RULES, s, seat, legal[r.randrange(len(legal))])
    else:
        return None
    p = s.current
    o = (p + 1) % 4
    have = next(k for k in range(5) if s.hands[p][k])
    lack = next(k for k in range(5) if k != have)
    _offer(s, p, [o], {KINDS[have]: 1}, {KINDS[lack]: 1})
    s.stack = [d for d in s.stack if not (d.kind == Step.OFFER_ANSWER and d.seat != o)]
    return s


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("ck", [False, True])
def test_answers_to_offers_ignore_what_the_seat_cannot_see(level: str, ck: bool) -> None:
    seen = 0
    for seed in (1, 2, 3):
        s = _pending_offer(seed, ck)
        if s is None:
            continue
        seat = min(RULES.to_move(s))
        assert s.stack[-1].kind == Step.OFFER_ANSWER and s.stack[-1].seat == seat
        first = _choose(s, seat, level, seed)
        assert _choose(s, seat, level, seed) == first
        for k in range(3):
            scrambled = RULES.scramble_secrets(s, seat, seed=seed + 100 * k)
            assert _choose(scrambled, seat, level, seed) == first
        seen += 1
    assert seen >= 2


@pytest.mark.slow
@pytest.mark.parametrize("ck", [False, True])
def test_medium_outscores_three_easy_bots_over_a_short_match(ck: bool) -> None:
    """A fixed short match, medium's seat moving round the table: medium ends with more
    points on average than the easy seats (the full arena is bench/ai.py's)."""
    mine = theirs = 0.0
    games = 4
    for g in range(games):
        hero = g % 4
        s = RULES.new_game(4, 300 + g, {"ck": ck})
        step = 0
        while RULES.outcome(s) is None and step < 30000:
            p = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, p)
            bot = make_bot("medium" if p == hero else "easy", seed=1000 * g + step)
            s, _ = play(RULES, s, p, bot.choose(RULES, RULES.view(s, p), p, legal))
            step += 1
        assert RULES.outcome(s) is not None
        mine += q.vp(s, hero)
        theirs += sum(q.vp(s, o) for o in range(4) if o != hero) / 3
    assert mine > theirs


def test_hint_reasons_for_discards_steals_and_the_limit_read_well_in_every_language() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, brick=6, wool=4, grain=1)
    bank = next(a for a in RULES.legal_actions(s, 0) if a.kind == "bank")
    said = [reason(RULES, s, 0, bank)]
    s.stack.append(Decision(0, Step.DISCARD, {"n": 5}))
    said.append(reason(RULES, s, 0, Action("discard", ("brick",))))
    s.stack[-1] = Decision(0, Step.STEAL, {})
    said.append(reason(RULES, s, 0, Action("steal", ("1",))))
    for why in said:
        assert why is not None
        for lang in LANGS:
            words = say(why, lang, game="catan")
            assert 0 < len(words) <= 100 and "{" not in words
    assert "7" in say(said[0], "en", game="catan")
    assert "brick" in say(said[1], "en", game="catan")


def test_a_knight_move_once_begun_is_finished_not_cancelled() -> None:
    """Seen in a bench game: move a knight, cancel, move it again, for hundreds of steps."""
    s = game(4, ck=True)
    build(s, 0, settlements=(10,), roads=tuple(B.vertex_edges[10]))
    v = next(u for e in B.vertex_edges[10] for u in B.edge_vertices[e] if u != 10)
    knight(s, 0, v, active=True, ready=True)
    s.stack.append(Decision(0, Step.KNIGHT_DEST, {"from": v}))
    legal = RULES.legal_actions(s, 0)
    if len(legal) > 1:
        kept = candidates(RULES, s, 0, legal)
        assert kept and all(a.kind != "cancel" for a in kept)
    else:
        pytest.skip("no destination on this board")


def test_no_offer_asks_for_more_cards_than_anyone_holds() -> None:
    s = game(3)
    build(s, 0, settlements=(10,))
    cards(s, 0, grain=4, ore=1)  # the city lacks two ore, paid with spare grain
    cards(s, 1, ore=1)
    assert wanted_trade(s, 0) is None  # two ore wanted, but the others hold one between them
    cards(s, 2, ore=1)
    assert wanted_trade(s, 0) is not None  # now they hold two: the swap may be asked for
    cards(s, 2)
    legal = RULES.legal_actions(s, 0)
    assert Action("offer") in legal
    assert Action("offer") not in candidates(RULES, s, 0, legal)
