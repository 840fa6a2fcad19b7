"""7 Wonders bots at every level (issue 30): legal play in every option set, the same choice
for the same seed, no peeking at secrets, no idle discards, and the bench's greedy baseline."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bench.greedy_wonders import GreedyWonders
from bot.engine.ai import LEVELS, make_bot
from bot.engine.core import Action, play
from bot.engine.wonders import RULES
from bot.engine.wonders.ai import candidates, purse, reason, worth_using
from bot.engine.wonders.state import WondersState
from bot.words.phrases import say
from tests.engine.wonders.helpers import act, build, position

QUICK = 0.005  # seconds of thinking: every level's search runs, briefly
TABLE = (*LEVELS, "greedy")  # seat i plays TABLE[i % 5]


def _bot(level: str, seed: int, budget: float | None) -> Any:
    return GreedyWonders(seed) if level == "greedy" else make_bot(level, seed=seed, budget_s=budget)


def _game(players: int, options: dict[str, Any], seed: int, budget: float | None) -> WondersState:
    """A whole game, a mix of levels at the table, every move through play()."""
    s = RULES.new_game(players, seed, options)
    for step in range(5000):
        if RULES.outcome(s) is not None:
            return s
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        bot = _bot(TABLE[(seat + seed) % len(TABLE)], 31 * seed + step, budget)
        s, _ = play(RULES, s, seat, bot.choose(RULES, RULES.view(s, seat), seat, legal))
    raise AssertionError("the bots' game did not end")


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"leaders": False}),
        (2, {"leaders": True, "sides": "choice"}),
        (3, {"leaders": False, "sides": "b"}),
        (3, {"leaders": True}),
    ],
)
def test_every_level_finishes_a_game_legally(players: int, options: dict[str, Any]) -> None:
    out = RULES.outcome(_game(players, options, 7, QUICK))
    assert out is not None and out.winners


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6, 7])
@pytest.mark.parametrize("leaders", [False, True])
def test_every_level_finishes_longer_games(players: int, leaders: bool) -> None:
    for seed in (1, 2):
        s = _game(players, {"leaders": leaders, "sides": "random"}, seed, 0.05)
        assert RULES.outcome(s) is not None


def _midgame(players: int, options: dict[str, Any], seed: int, steps: int) -> WondersState:
    s = RULES.new_game(players, seed, options)
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        RULES.apply(s, seat, legal[r.randrange(len(legal))])
    return s


@pytest.mark.parametrize(
    ("players", "options"),
    [
        (2, {"leaders": True}),
        (3, {"leaders": True}),
        (3, {"leaders": False}),
        (5, {"leaders": False}),
    ],
)
@pytest.mark.parametrize("level", [*LEVELS[1:], "greedy"])
def test_same_seed_same_choice_and_no_peeking(
    players: int, options: dict[str, Any], level: str
) -> None:
    """The choice depends on seed, view and legal moves only: the same again, and the same
    when every secret the seat cannot see (hands, others' picks, decks) is scrambled."""
    for seed, steps in ((1, 12), (2, 45), (3, 100)):
        s = _midgame(players, options, seed, steps)
        if RULES.outcome(s) is not None:
            continue
        seat = max(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        first = _bot(level, seed, QUICK).choose(RULES, RULES.view(s, seat), seat, legal)
        again = _bot(level, seed, QUICK).choose(RULES, RULES.view(s, seat), seat, list(legal))
        assert first == again
        scrambled = RULES.scramble_secrets(s, seat, seed=seed + 100)
        other = _bot(level, seed, QUICK).choose(
            RULES, RULES.view(scrambled, seat), seat, RULES.legal_actions(scrambled, seat)
        )
        assert other == first, f"{level}'s move depends on what its seat cannot see"


def _turn(level: str, s: WondersState, seat: int, seed: int) -> list[Action]:
    """The seat's whole turn (card, use, payment) as the bot plays it."""
    moves: list[Action] = []
    while not s.ready[seat]:
        legal = RULES.legal_actions(s, seat)
        a = _bot(level, seed + len(moves), None).choose(RULES, RULES.view(s, seat), seat, legal)
        moves.append(a)
        s, _ = play(RULES, s, seat, a)
    return moves


# Age I, 3 coins, free and cheap goods in hand, and Baths (stone nobody here makes or sells):
# the medium of before issue 30 took the Baths to discard them for 3 coins
IDLE_HAND = ["timber_yard", "baths", "lumber_yard", "ore_vein"]


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_medium_builds_rather_than_discards_an_affordable_worthwhile_card(seed: int) -> None:
    s = position(
        3,
        wonders=["olympia", "babylon", "rhodes"],
        hands=[IDLE_HAND, ["altar", "loom_1"], ["theater", "press_1"]],
        age=1,
        turn=3,
    )
    moves = _turn("medium", s, 0, seed)
    assert all(a.kind != "discard" for a in moves), [a.token for a in moves]
    # whichever card is chosen, a use worth something beats the 3 coins
    for card in dict.fromkeys(IDLE_HAND):
        chosen, _ = act(s, 0, f"card:{card}")
        legal = RULES.legal_actions(chosen, 0)
        if worth_using(chosen, 0, legal):
            bot = make_bot("medium", seed=seed)
            assert bot.choose(RULES, RULES.view(chosen, 0), 0, legal).kind != "discard", card


def test_the_filter_drops_a_discard_only_when_a_use_is_worth_something() -> None:
    s = position(3, hands=[["lumber_yard", "altar"], ["altar"], ["altar"]], age=1)
    chosen, _ = act(s, 0, "card:lumber_yard")
    legal = RULES.legal_actions(chosen, 0)
    assert worth_using(chosen, 0, legal)
    kept = candidates(RULES, chosen, 0, legal)
    assert Action("build", ("lumber_yard",)) in kept
    assert all(a.kind != "discard" for a in kept)
    # no coins, a card needing goods the city cannot make or buy: the discard stays
    t = position(3, hands=[["baths", "altar"], ["altar"], ["altar"]], coins=[0, 3, 3])
    t.cities[0].wonder = "alexandria"  # makes glass, not stone
    chosen, _ = act(t, 0, "card:baths")
    legal = RULES.legal_actions(chosen, 0)
    assert Action("discard", ("baths",)) in candidates(RULES, chosen, 0, legal)


def test_hoarded_coins_are_worth_less_and_less() -> None:
    assert purse(0) == 0
    assert purse(4) - purse(0) > purse(8) - purse(4) > 0
    assert purse(30) == purse(10)


def test_the_greedy_baseline_never_discards_a_buildable_card() -> None:
    s = position(3, hands=[IDLE_HAND, ["altar"], ["altar"]], age=1)
    moves = _turn("greedy", s, 0, 1)
    assert moves[1].kind == "build", [a.token for a in moves]


def test_medium_beats_random_in_a_short_fixed_match() -> None:
    """One seeded 3-player game, medium in seat 1 against two random players."""
    s = RULES.new_game(3, 5, {"leaders": False})
    step = 0
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        level = "medium" if seat == 1 else "random"
        legal = RULES.legal_actions(s, seat)
        bot = make_bot(level, seed=step, budget_s=0.05)
        s, _ = play(RULES, s, seat, bot.choose(RULES, RULES.view(s, seat), seat, legal))
        step += 1
    out = RULES.outcome(s)
    assert out is not None and 1 in out.winners


def _words(why: Any) -> dict[str, str]:
    out = {lang: say(why, lang, game="wonders") for lang in ("en", "vi", "el", "ko")}
    for words in out.values():
        assert 0 < len(words) <= 120 and "{" not in words, words
    return out


def test_hint_reasons_say_what_the_move_is_for() -> None:
    # nothing can be built, the stage is out of reach: the discard is forced
    s = position(3, hands=[["baths", "palace"], ["altar"], ["altar"]], coins=[0, 3, 3])
    s.cities[0].wonder = "alexandria"
    why = reason(RULES, s, 0, Action("card", ("baths",)))
    assert why is not None and why.id == "wonders.reason.discard_forced"
    assert "3 coins" in _words(why)["en"]
    # the stage is within reach: the card goes under the wonder, for its points
    t = position(3, hands=[["baths", "altar"], ["altar"], ["altar"]], wonders=["rhodes"] * 3)
    t.cities[0].coins = 0
    build(t, 0, "lumber_yard", "forest_cave")  # wood twice (Rhodes A first stage), no stone
    why = reason(RULES, t, 0, Action("card", ("baths",)))
    assert why is not None and why.id == "wonders.reason.wonder_points"
    assert _words(why)["en"] == "your wonder's next stage: 3 points"
    # a commercial card says its coins; a guild the points it would score now
    u = position(3, hands=[["vineyard"], ["altar"], ["altar"]], age=2)
    build(u, 0, "lumber_yard")
    build(u, 1, "stone_pit", "clay_pool")
    why = reason(RULES, u, 0, Action("build", ("vineyard",)))
    assert why is not None and why.id == "wonders.reason.coins"
    assert _words(why)["en"] == "Vineyard: 3 coins now"
    v = position(3, hands=[["workers_guild"], ["altar"], ["altar"]], age=3)
    build(v, 1, "stone_pit", "clay_pool")
    build(v, 2, "lumber_yard")
    why = reason(RULES, v, 0, Action("build", ("workers_guild",)))
    assert why is not None and why.id == "wonders.reason.points_now"
    assert _words(why)["en"].startswith("Workers Guild: 3 points at the end")


def test_a_raw_material_is_not_called_goods() -> None:
    """A player saw /hint call Clay Pit "goods you will need in later Ages": in 7 Wonders the
    goods are the manufactured ones; the reason speaks of resources."""
    s = position(3, hands=[["clay_pit", "altar"], ["altar"], ["altar"]])
    why = reason(RULES, s, 0, Action("build", ("clay_pit",)))
    assert why is not None and why.id == "wonders.reason.goods"
    words = _words(why)
    assert "goods" not in words["en"] and "resources" in words["en"]
    assert "αγαθ" not in words["el"]


def test_hard_races_moves_in_its_own_search() -> None:
    """The game's own hard search is the hook; with its full budget it is deterministic."""
    from bot.engine.ai.base import game_ai
    from bot.engine.wonders.ai import hard_search

    assert game_ai("wonders").search is hard_search
    s = _midgame(3, {"leaders": False}, 4, 30)
    seat = max(RULES.to_move(s))
    legal = RULES.legal_actions(s, seat)
    first = make_bot("hard", seed=9).choose(RULES, RULES.view(s, seat), seat, legal)
    assert first in legal
    assert make_bot("hard", seed=9).choose(RULES, RULES.view(s, seat), seat, legal) == first


@pytest.mark.parametrize("seed", [1, 2])
def test_hard_plays_the_last_turn_for_the_real_score(seed: int) -> None:
    """Age III, last turn: Gardens chain free from the Statue (5 points), the Lodge would be a
    lone compass (1 point, and it costs papyrus the city lacks); the played-out end sees it."""
    s = position(
        3,
        hands=[["lodge", "gardens"], ["altar", "baths"], ["altar", "baths"]],
        age=3,
        turn=6,
        coins=[2, 3, 3],
    )
    build(s, 0, "statue", "lumber_yard", "clay_pool", "apothecary")
    moves = _turn("hard", s, 0, seed)
    assert moves[0] == Action("card", ("gardens",)), [a.token for a in moves]
    assert moves[1] == Action("build", ("gardens",)), [a.token for a in moves]


def _search_table(s: WondersState, seat: int) -> Any:
    from bot.engine.ai.base import game_ai
    from bot.engine.ai.worlds import Budget, Table

    return Table(RULES, game_ai("wonders"), seat, random.Random(0), Budget(10**6))


def test_a_deep_pick_weighs_each_card_by_its_best_use(monkeypatch: pytest.MonkeyPatch) -> None:
    """Choosing a card alone changes nothing the evaluation sees; a deep pick plays each of
    the prior's first cards on to its best use and keeps the card whose use scores best."""
    from bot.engine.ai.worlds import best_of_turn, ranked
    from bot.engine.wonders import search

    s = _midgame(3, {"leaders": False}, 2, 20)  # Age I, turn 3: a card to pick
    seat = min(RULES.to_move(s))
    legal = RULES.legal_actions(s, seat)
    assert all(a.kind == "card" for a in legal) and len(legal) > 2
    table = _search_table(s, seat)
    by_use = {}
    for a in ranked(table, s, seat, table.candidates(s, seat, legal))[: search.REPLY_WIDTH]:
        t = table.copy(s)
        table.apply(t, seat, a)
        by_use[a] = best_of_turn(table, t, seat, depth=1, width=3)
    monkeypatch.setattr(search, "DEEP_PICKS", True)
    assert search._step(table, s, seat) == max(by_use, key=lambda a: by_use[a])
    assert len(set(by_use.values())) > 1  # the uses differ, the bare picks do not
    bare = []
    for a in by_use:
        t = table.copy(s)
        table.apply(t, seat, a)
        bare.append(table.utilities(t)[seat])
    assert len(set(bare)) == 1


def test_alike_worlds_share_a_key_and_the_same_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    """At 3 players from an Age's third turn every hand is known: the sampled worlds differ
    only in what no line reads (seed, hand order, memories) and share one key; the search
    that plays each key's lines once chooses as the one that plays them all."""
    from bot.engine.ai.worlds import sample_worlds
    from bot.engine.wonders import search

    monkeypatch.setattr(search, "FAR_AT", ())
    s = _midgame(3, {"leaders": False}, 18, 20)  # Age I, turn 4, no Halicarnassus
    assert s.age == 1 and s.turn == 4 and min(RULES.to_move(s)) == 0
    assert all(c.wonder != "halicarnassus" for c in s.cities)
    seat = min(RULES.to_move(s))
    worlds = sample_worlds(RULES, RULES.view(s, seat), seat, 3, 4)
    assert len({search._key(w) for w in worlds}) == 1
    legal = RULES.legal_actions(s, seat)
    first = make_bot("hard", seed=3).choose(RULES, RULES.view(s, seat), seat, legal)
    monkeypatch.setattr(search, "SAME_WORLDS", True)
    assert make_bot("hard", seed=3).choose(RULES, RULES.view(s, seat), seat, legal) == first


def test_hard_looks_further_at_three_players() -> None:
    """The further look (deep picks, a second look-ahead turn, alike worlds once) is on where
    it was measured: 3 players, with and without Leaders; elsewhere hard searches as before."""
    from bot.engine.wonders import search

    assert search._far(RULES.new_game(3, 1, {"leaders": False, "sides": "a"}))
    assert search._far(RULES.new_game(3, 1, {"leaders": True, "sides": "a"}))
    for players, leaders in ((2, False), (5, False), (5, True), (7, True)):
        s = RULES.new_game(players, 1, {"leaders": leaders, "sides": "a"})
        assert not search._far(s), (players, leaders)
