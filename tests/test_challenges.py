"""Solo challenges: one deal per day or ISO week for everyone, legal options for every game,
and a leaderboard order that follows each game's own verdict."""

from __future__ import annotations

import datetime as dt
import hashlib
import itertools
import random
from typing import Any

import pytest

from bot.engine.ai.levels import LEVELS
from bot.engine.catan.challenge import turns_taken as catan_turns
from bot.engine.core import Outcome, resolve_options
from bot.engine.duel.effects import Reason
from bot.engine.registry import REGISTRY
from bot.league.challenges import (
    GAMES,
    PERIODS,
    Challenge,
    Score,
    challenge_of,
    from_key,
    legacy_seed,
    score,
    seed_of,
    week_index,
)
from bot.words.catalogue import catalog, languages, placeholders, t

DAY = dt.date(2026, 12, 3)  # a Thursday of ISO week 2026-W49
SECRET = bytes(
    range(32)
)  # a deployment's secret (bot/league/challenge_seeds.py makes a random one)
LANGS = ("en", "vi", "el", "ko")


def days(start: dt.date, n: int) -> list[dt.date]:
    return [start + dt.timedelta(days=i) for i in range(n)]


def out(
    scores: tuple[int, ...],
    winners: set[int],
    cause: str = "points",
    facts: dict[str, int] | None = None,
) -> dict[str, Any]:
    """An outcome as the service stores it."""
    return Outcome(scores, frozenset(winners), "r", (), cause, facts or {}).to_json()


def ended(rules: Any, s: Any) -> dict[str, Any]:
    """The engine's own outcome of a state made finished by hand."""
    outcome = rules.outcome(s)
    assert outcome is not None
    return dict(outcome.to_json())


def ch(game: str, period: str = "daily", day: dt.date = DAY) -> Challenge:
    return challenge_of(period, game, day)


def seed(c: Challenge, secret: bytes = SECRET) -> int:
    return seed_of(c.key, secret)


# -- which challenge -------------------------------------------------------------------------


@pytest.mark.parametrize("game", GAMES)
def test_everyone_gets_the_same_daily_challenge_and_a_new_one_next_day(game: str) -> None:
    a, b = challenge_of("daily", game, DAY), challenge_of("daily", game, DAY)
    assert a == b and a.options == b.options and seed(a) == seed(b)
    assert a.key == f"daily:2026-12-03:{game}" and a.day == DAY and a.label == "2026-12-03"
    following = challenge_of("daily", game, DAY + dt.timedelta(days=1))
    assert following.key != a.key and seed(following) != seed(a)
    assert a.end == following.day
    # a datetime (a clock's "now") names its day
    noon = dt.datetime(2026, 12, 3, 12, 30)
    assert challenge_of("daily", game, noon) == a


def test_seeds_are_pinned_not_taken_from_pythons_hash() -> None:
    # hash() of a str changes with every process: a pinned value catches it (and any change
    # to the derivation, which would give challenges not yet played a different deal)
    assert seed(ch("tta")) == 83573981933104
    assert seed(ch("duel", "weekly")) == 168870620916956
    # the seeds of challenges started before issue 28 stay what they were
    assert legacy_seed(ch("tta").key) == 243036168611662
    assert legacy_seed(ch("duel", "weekly").key) == 192479077517754
    many = {challenge_of(p, g, d) for p in PERIODS for g in GAMES for d in days(DAY, 10)}
    seeds = {seed(c) for c in many}
    assert len(seeds) == len({c.key for c in many}) == 4 * 10 + 4 * 2  # W49 and W50
    assert all(0 < s < 2**48 for s in seeds)


def public_seed(key: str) -> int:
    """The seed as anyone could compute it before issue 28, written out here on purpose."""
    return int.from_bytes(hashlib.sha256(f"tabula-challenge:{key}".encode()).digest()[:6], "big")


@pytest.mark.parametrize("game", GAMES)
def test_the_public_formula_no_longer_predicts_a_deal(game: str) -> None:
    rules = REGISTRY[game]
    for c in (ch(game, "daily", d) for d in days(DAY, 5)):
        assert seed(c) != public_seed(c.key)
        assert legacy_seed(c.key) == public_seed(c.key)  # kept only for started challenges
    c = ch(game)
    dealt = rules.new_game(c.players, seed(c), c.options)
    guessed = rules.new_game(c.players, public_seed(c.key), c.options)
    assert rules.to_json(dealt) != rules.to_json(guessed)


def test_one_secret_one_deal_another_secret_another() -> None:
    other = bytes(31) + b"\x01"
    for c in (ch(g, p) for g in GAMES for p in PERIODS):
        assert seed_of(c.key, SECRET) == seed_of(c.key, bytes(SECRET))
        assert seed_of(c.key, SECRET) != seed_of(c.key, other)
        assert 0 <= seed_of(c.key, other) < 2**48
    with pytest.raises(ValueError, match="secret"):
        seed_of(ch("duel").key, b"")


def test_a_game_key_is_short_and_safe() -> None:
    for period in PERIODS:
        for game in GAMES:
            key = challenge_of(period, game, DAY).key
            assert len(key) <= 25 and key.isascii() and " " not in key and "'" not in key


@pytest.mark.parametrize("game", GAMES)
def test_weekly_is_constant_within_an_iso_week_and_new_the_next(game: str) -> None:
    monday = dt.date(2026, 11, 30)
    week = [challenge_of("weekly", game, d) for d in days(monday, 7)]
    assert all(c == week[0] for c in week)
    assert week[0].key == f"weekly:2026-W49:{game}" and week[0].day == monday
    assert week[0].label == "2026-W49" and week[0].end == dt.date(2026, 12, 7)
    before = challenge_of("weekly", game, monday - dt.timedelta(days=1))
    after = challenge_of("weekly", game, monday + dt.timedelta(days=7))
    assert before.key.startswith("weekly:2026-W48") and after.key.startswith("weekly:2026-W50")
    assert len({seed(before), seed(week[0]), seed(after)}) == 3


def test_a_week_across_the_new_year_is_one_challenge() -> None:
    # 2026 has 53 ISO weeks: Thursday 31 December and Sunday 3 January are both in 2026-W53
    a = challenge_of("weekly", "duel", dt.date(2026, 12, 31))
    b = challenge_of("weekly", "duel", dt.date(2027, 1, 3))
    c = challenge_of("weekly", "duel", dt.date(2027, 1, 4))
    assert a == b and a.key == "weekly:2026-W53:duel" and a.day == dt.date(2026, 12, 28)
    assert c.key == "weekly:2027-W01:duel" and seed(c) != seed(a)


def test_tta_alternates_dummy_and_barbarians() -> None:
    daily = [ch("tta", "daily", d).options["variant"] for d in days(DAY, 14)]
    assert all(x != y for x, y in itertools.pairwise(daily))
    assert set(daily) == {"dummy", "barbarians"}
    mondays = [dt.date(2026, 11, 30) + dt.timedelta(weeks=i) for i in range(8)]  # over W53
    weekly = [ch("tta", "weekly", d).options["variant"] for d in mondays]
    assert all(x != y for x, y in itertools.pairwise(weekly))
    for day in days(DAY, 14):
        c = ch("tta", "daily", day)
        assert c.options["optional"] == "none"
        assert c.variant == f"challenge.variant.tta.{c.options['variant']}"
        assert (c.options["variant"] == "dummy") == (day.toordinal() % 2 == 0)


def test_agora_every_third_day_and_every_other_week() -> None:
    month = days(dt.date(2026, 12, 1), 30)
    agora = [d for d in month if ch("duel", "daily", d).options["agora"]]
    assert len(agora) == 10 and all(d.toordinal() % 3 == 0 for d in agora)
    assert all((b - a).days == 3 for a, b in itertools.pairwise(agora))
    weeks = [ch("duel", "weekly", dt.date(2026, 11, 30) + dt.timedelta(weeks=i)) for i in range(6)]
    flags = [c.options["agora"] for c in weeks]
    assert all(x != y for x, y in itertools.pairwise(flags))
    assert all(c.options["agora"] == (week_index(c.day) % 2 == 1) for c in weeks)
    for c in weeks:
        assert c.variant == "challenge.variant.duel." + ("agora" if c.options["agora"] else "base")


def test_leaders_every_other_day_and_every_other_week() -> None:
    flags = [ch("wonders", "daily", d).options["leaders"] for d in days(DAY, 14)]
    assert all(x != y for x, y in itertools.pairwise(flags))
    assert ch("wonders", "daily", DAY).options["leaders"] == (DAY.toordinal() % 2 == 1)
    weekly = [
        ch("wonders", "weekly", dt.date(2026, 11, 30) + dt.timedelta(weeks=i)) for i in range(6)
    ]
    assert all(c.options["leaders"] == (week_index(c.day) % 2 == 0) for c in weekly)
    assert len({c.options["leaders"] for c in weekly}) == 2


@pytest.mark.parametrize(
    ("game", "players"), [("tta", 1), ("duel", 2), ("catan", 4), ("wonders", 3)]
)
def test_seats_and_bots(game: str, players: int) -> None:
    c = ch(game)
    assert c.players == players and c.bots == players - 1
    assert c.level == "hard" and c.level in LEVELS
    if game == "catan":
        assert c.options["ck"] is False and c.variant == "challenge.variant.catan.base"


@pytest.mark.parametrize("period", PERIODS)
@pytest.mark.parametrize("game", GAMES)
def test_the_game_accepts_every_challenge_of_two_weeks(game: str, period: str) -> None:
    rules = REGISTRY[game]
    for day in days(DAY, 14):
        c = challenge_of(period, game, day)
        assert set(c.options) == {o.name for o in rules.options}  # every option, resolved
        assert resolve_options(rules.options, c.options) == c.options
        state = rules.new_game(c.players, seed(c), c.options)
        assert rules.to_move(state), f"{c.key}: nobody to move at the start"
        assert rules.outcome(state) is None


def test_options_are_the_challenges_own_copy() -> None:
    a = ch("duel")
    a.options["agora"] = not a.options["agora"]
    assert ch("duel").options["agora"] != a.options["agora"]


@pytest.mark.parametrize(
    ("period", "game", "word"),
    [("monthly", "duel", "monthly"), ("daily", "chess", "chess"), ("Daily", "duel", "Daily")],
)
def test_unknown_period_or_game_is_refused_clearly(period: str, game: str, word: str) -> None:
    with pytest.raises(ValueError, match=word):
        challenge_of(period, game, DAY)


def test_a_key_names_its_challenge() -> None:
    for period in PERIODS:
        for game in GAMES:
            c = challenge_of(period, game, DAY)
            assert from_key(c.key) == c
    for bad in (
        "daily:2026-13-01:duel",
        "weekly:2026-W60:tta",
        "daily:2026-12-03",
        "x:y:z",
        "weekly:2026-12-03:tta",
        "daily:2026-W49:duel",
        "daily:2026-12-03:chess",
    ):
        with pytest.raises(ValueError):
            from_key(bad)


# -- scoring ---------------------------------------------------------------------------------


def key(game: str, outcome: dict[str, Any], seat: int = 0, **facts: int) -> tuple[int, ...]:
    return score(ch(game), outcome, seat, facts or None).rank_key


def test_duel_win_beats_loss_and_a_bigger_margin_is_better() -> None:
    win_by_2 = score(ch("duel"), out((50, 48), {0}), 0)
    win_by_9 = score(ch("duel"), out((60, 51), {0}), 0)
    loss_by_1 = score(ch("duel"), out((70, 71), {1}), 0)
    loss_by_20 = score(ch("duel"), out((40, 60), {1}), 0)
    assert win_by_2.won and not loss_by_1.won
    assert win_by_9.rank_key > win_by_2.rank_key > loss_by_1.rank_key > loss_by_20.rank_key
    assert (win_by_9.value, loss_by_20.value) == (9, -20)
    assert win_by_9.phrase == (
        "challenge.score.duel",
        {"result": "won", "how": "points", "points": 60, "rival": 51},
    )


@pytest.mark.parametrize("how", ["military", "science", "political"])
def test_duel_supremacy_ranks_above_any_civilian_win(how: str) -> None:
    supremacy = score(ch("duel"), out((20, 35), {0}, how), 0)  # behind on points
    civilian = score(ch("duel"), out((90, 40), {0}), 0)
    assert supremacy.won and supremacy.rank_key > civilian.rank_key
    assert supremacy.phrase[1]["how"] == how and civilian.phrase[1]["how"] == "points"
    lost_to_it = score(ch("duel"), out((35, 20), {1}, how), 0)  # ahead on points, still lost
    lost_civilian = score(ch("duel"), out((10, 80), {1}), 0)
    assert lost_to_it.rank_key < lost_civilian.rank_key
    assert lost_to_it.phrase[1] == {"result": "lost", "how": how, "points": 35, "rival": 20}


def test_duel_outcomes_from_the_engine() -> None:
    rules = REGISTRY["duel"]
    s = rules.new_game(2, seed(ch("duel")), ch("duel").options)
    s.result = {"winners": [0], "reason": Reason.SCIENCE}
    won = score(ch("duel"), ended(rules, s), 0)
    lost = score(ch("duel"), ended(rules, s), 1)
    assert won.won and won.phrase[1]["how"] == "science" and not lost.won
    tie_blue = score(ch("duel"), out((50, 50), {0}, "tie_blue", {"score": 50, "blue": 9}), 0)
    shared = score(ch("duel"), out((50, 50), {0, 1}, "shared", {"score": 50}), 0)
    assert tie_blue.won and shared.won and tie_blue.rank_key > shared.rank_key
    assert shared.phrase[1]["result"] == "shared" and tie_blue.phrase[1]["how"] == "points"


def test_wonders_first_place_wins_then_margin_over_the_best_opponent() -> None:
    big = score(ch("wonders"), out((60, 45, 50), {0}), 0)
    small = score(ch("wonders"), out((52, 51, 20), {0}), 0)
    shared = score(ch("wonders"), out((50, 50, 30), {0, 1}, "shared", {"score": 50}), 0)
    by_coins = score(ch("wonders"), out((50, 50, 30), {0}, "tie_coins", {"score": 50}), 0)
    close = score(ch("wonders"), out((49, 50, 48), {1}), 0)
    far = score(ch("wonders"), out((30, 31, 70), {2}), 0)
    assert big.won and small.won and shared.won and by_coins.won
    assert not close.won and not far.won
    assert big.rank_key > small.rank_key > by_coins.rank_key > shared.rank_key
    assert shared.rank_key > close.rank_key > far.rank_key
    assert (big.value, small.value, close.value, far.value) == (10, 1, -1, -40)
    assert far.phrase == ("challenge.score.wonders", {"result": "lost", "points": 30, "rival": 70})
    assert shared.phrase[1]["result"] == "shared"


def test_catan_win_then_fewer_turns() -> None:
    def catan(winner: int, points: int, turns: int) -> Score:
        scores = [5, 5, 5, 5]
        scores[0] = points
        scores[winner] = max(scores[winner], 10)
        return score(
            ch("catan"), out(tuple(scores), {winner}, "target", {"target": 10}), 0, {"turns": turns}
        )

    fast, slow = catan(0, 10, 14), catan(0, 11, 30)
    lost_close, lost_far = catan(2, 9, 15), catan(1, 3, 15)
    assert fast.won and slow.won and not lost_close.won
    assert fast.rank_key > slow.rank_key > lost_close.rank_key > lost_far.rank_key
    assert fast.value == 14 and lost_close.value == 9
    assert fast.phrase == ("challenge.score.catan", {"result": "won", "turns": 14, "points": 10})
    with pytest.raises(ValueError, match="turns"):
        score(ch("catan"), out((10, 2, 2, 2), {0}, "target", {"target": 10}), 0)


def test_catan_turns_counts_the_seats_own_turns() -> None:
    assert catan_turns(0, 2, 4, 0) == 0
    assert [catan_turns(n, 2, 4, 2) for n in range(1, 10)] == [1, 1, 1, 1, 2, 2, 2, 2, 3]
    assert [catan_turns(n, 2, 4, 1) for n in range(1, 10)] == [0, 0, 0, 1, 1, 1, 1, 2, 2]
    # against a real game: count the "turn" events each seat got
    rules = REGISTRY["catan"]
    c = ch("catan")
    s = rules.new_game(c.players, seed(c), c.options)
    began = [0] * c.players
    pick = random.Random(7)
    steps = 0
    while s.turn_no < 13 and steps < 20000:
        seat = min(rules.to_move(s))
        action = pick.choice(rules.legal_actions(s, seat))
        for event in rules.apply(s, seat, action):
            if event.kind == "turn":
                began[event.data["seat"]] += 1
        steps += 1
    assert s.turn_no >= 13
    assert [catan_turns(s.turn_no, s.first, s.players, p) for p in range(4)] == began


def test_tta_dummy_beat_then_tie_then_loss() -> None:
    rules = REGISTRY["tta"]
    s = rules.new_game(1, 1, {"variant": "dummy"})
    s.stack = []
    s.result = {
        "parts": {},
        "played": 150,
        "won": True,
        "dummy": 140,
        "reason": "beat_dummy",
        "culture": 160,
    }
    beat = score(ch("tta"), ended(rules, s), 0)
    narrow = score(ch("tta"), out((141,), {0}, "beat_dummy", {"culture": 141, "dummy": 140}), 0)
    tied = score(ch("tta"), out((150,), set(), "tied_dummy", {"culture": 150, "dummy": 150}), 0)
    lost = score(ch("tta"), out((149,), set(), "lost_dummy", {"culture": 149, "dummy": 150}), 0)
    assert beat.won and narrow.won and not tied.won and not lost.won
    assert beat.rank_key > narrow.rank_key > tied.rank_key > lost.rank_key
    assert beat.value == 160
    assert beat.phrase == (
        "challenge.score.tta.dummy",
        {"result": "won", "culture": 160, "dummy": 140},
    )
    assert tied.phrase[1]["result"] == "draw" and lost.phrase[1]["result"] == "lost"


def barbarians(culture: int, survived: bool = True) -> Score:
    cause = "overrun" if not survived else "culture_target" if culture >= 180 else "culture_short"
    facts = {"culture": culture, "strength": 40, "barbarians": 30 if survived else 45}
    if survived:
        facts["target"] = 180
    return score(ch("tta"), out((culture,), {0} if survived else set(), cause, facts), 0)


def test_tta_barbarians_grades_at_180_and_over_200() -> None:
    grades = {c: barbarians(c).phrase[1]["grade"] for c in (150, 179, 180, 199, 200, 201, 240)}
    assert grades == {
        150: "short",
        179: "short",
        180: "target",
        199: "target",
        200: "target",
        201: "good",
        240: "good",
    }
    ranked = [barbarians(c).rank_key for c in (150, 179, 180, 200, 201, 240)]
    assert ranked == sorted(ranked) and len(set(ranked)) == len(ranked)
    assert all(barbarians(c).won for c in (150, 201))
    overrun = barbarians(260, survived=False)
    assert not overrun.won and overrun.rank_key < barbarians(100).rank_key
    assert overrun.phrase[1]["result"] == "lost" and overrun.phrase[1]["barbarians"] == 45
    good = barbarians(201).phrase
    assert good[0] == "challenge.score.tta.barbarians"
    assert good[1]["target"] == 180 and good[1]["good"] == 200


def test_tta_barbarians_outcome_from_the_engine() -> None:
    rules = REGISTRY["tta"]
    s = rules.new_game(1, 1, {"variant": "barbarians"})
    s.stack = []
    s.result = {
        "parts": {},
        "played": 170,
        "won": True,
        "survived": True,
        "strength": 41,
        "barbarians": 30,
        "reason": "short",
        "culture": 175,
    }
    result = score(ch("tta"), ended(rules, s), 0)
    assert result.won and result.value == 175 and result.phrase[1]["grade"] == "short"


@pytest.mark.parametrize("cause", ["resignation", "timeout"])
@pytest.mark.parametrize("game", GAMES)
def test_resigning_or_running_out_of_time_is_a_loss(game: str, cause: str) -> None:
    n = ch(game).players
    others = set(range(1, n))
    forfeit = score(
        ch(game), out(tuple(0 if i == 0 else 1 for i in range(n)), others, cause, {"seat": 0}), 0
    )
    assert not forfeit.won and forfeit.phrase == ("challenge.score.forfeit", {"cause": cause})
    worst = {
        "tta": out((0,), set(), "lost_dummy", {"culture": 0, "dummy": 300}),
        "duel": out((0, 99), {1}, "military"),
        "wonders": out((0, 99, 99), {1, 2}, "shared", {"score": 99}),
        "catan": out((2, 10, 2, 2), {1}, "target", {"target": 10}),
    }[game]
    assert forfeit.rank_key < key(game, worst, 0, turns=99)
    assert len(forfeit.rank_key) == len(key(game, worst, 0, turns=99))


def test_a_seat_outside_the_game_is_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        score(ch("duel"), out((1, 2), {1}), 2)


def test_a_score_survives_json() -> None:
    s = barbarians(201)
    assert Score.from_json(s.to_json()) == s and Score.from_json(s.to_json()).phrase == s.phrase


# -- words -----------------------------------------------------------------------------------


def every_phrase() -> list[tuple[str, dict[str, Any]]]:
    found = [
        barbarians(150).phrase,
        barbarians(190).phrase,
        barbarians(230).phrase,
        barbarians(230, survived=False).phrase,
        score(ch("tta"), out((1,), set(), "tied_dummy", {"culture": 1, "dummy": 1}), 0).phrase,
        score(ch("tta"), out((1,), {0}, "beat_dummy", {"culture": 1, "dummy": 0}), 0).phrase,
        score(ch("tta"), out((1,), set(), "lost_dummy", {"culture": 1, "dummy": 2}), 0).phrase,
        score(ch("catan"), out((10, 1, 1, 1), {0}), 0, {"turns": 1}).phrase,
        score(ch("catan"), out((1, 10, 1, 1), {1}), 0, {"turns": 21}).phrase,
        score(ch("wonders"), out((1, 1, 0), {0, 1}), 0).phrase,
        score(ch("duel"), out((1, 1), {0, 1}, "shared"), 0).phrase,
        score(ch("duel"), out((1, 1), {1}, "resignation"), 0).phrase,
        score(ch("duel"), out((1, 1), {1}, "timeout"), 0).phrase,
    ]
    for result in ({0}, {1}):
        found.append(score(ch("wonders"), out((1, 5, 3), result), 0).phrase)
        for how in ("military", "science", "political", "points"):
            found.append(score(ch("duel"), out((1, 2), result, how), 0).phrase)
    return found


def test_the_four_catalogues_are_there() -> None:
    assert set(LANGS) <= set(languages())


@pytest.mark.parametrize("lang", LANGS)
def test_every_score_phrase_is_worded_in_every_language(lang: str) -> None:
    messages = catalog(lang)
    for msg, args in every_phrase():
        assert msg in messages, f"{lang} lacks {msg}"
        assert placeholders(messages[msg]) <= set(args), f"{lang}:{msg} needs more arguments"
        text = t(msg, lang, **args)
        assert text and text != msg and "$" not in text and "{" not in text, (lang, msg, text)
    # the numbers reach the words
    worded = t("challenge.score.catan", lang, result="won", turns=17, points=10)
    assert "17" in worded and "10" in worded


@pytest.mark.parametrize("lang", LANGS)
def test_every_variant_is_named_in_every_language(lang: str) -> None:
    variants = {
        challenge_of(p, g, d).variant for p in PERIODS for g in GAMES for d in days(DAY, 14)
    }
    assert len(variants) == 7
    for variant in variants:
        assert variant in catalog(lang) and t(variant, lang) != variant


COMMAND_MESSAGES: dict[str, dict[str, Any]] = {
    "challenge.started": {
        "period": "daily",
        "day": "2026-12-03",
        "title": "7 Wonders Duel",
        "variant": "with Agora",
        "bots": 1,
    },
    "challenge.resumed": {
        "period": "weekly",
        "day": "2026-W49",
        "title": "Catan",
        "variant": "base",
    },
    "challenge.already_played": {
        "period": "daily",
        "day": "2026-12-03",
        "title": "Catan",
        "score": "won",
        "next": "2026-12-04",
    },
    "challenge.finished": {"score": "won", "rank": 2, "n": 5},
    "challenge.expired": {"day": "2026-12-03"},
    "challenge.board_title": {
        "period": "weekly",
        "day": "2026-W49",
        "title": "Catan",
        "variant": "base",
    },
    "challenge.board_line": {"rank": 1, "name": "ann", "score": "won"},
    "challenge.board_line_hints": {"rank": 1, "name": "ann", "score": "won", "hints": "2"},
    "challenge.board_empty": {},
    "challenge.results_title": {
        "period": "daily",
        "day": "2026-12-03",
        "title": "Catan",
        "variant": "base",
        "n": 12,
    },
    "challenge.results_line": {"rank": 3, "name": "bob", "score": "lost"},
    "challenge.results_more": {"n": 4},
    "challenge.results_none": {"period": "daily", "day": "2026-12-03", "title": "Catan"},
    "challenge.hints": {"n": 2},
    "challenge.dm_only": {},
    "challenge.not_challenge": {},
    "challenge.busy": {},
    "challenge.unknown_game": {"name": "chess", "known": "catan, duel, tta, wonders"},
    "challenge.unknown_period": {"name": "monthly", "known": "daily, weekly"},
}


@pytest.mark.parametrize("lang", LANGS)
def test_the_command_messages_exist_in_every_language(lang: str) -> None:
    messages = catalog(lang)
    for msg, args in COMMAND_MESSAGES.items():
        assert msg in messages, f"{lang} lacks {msg}"
        assert placeholders(messages[msg]) == set(args), f"{lang}:{msg}"
        text = t(msg, lang, **args)
        assert text != msg and "{" not in text and "$" not in text, (lang, msg, text)
    assert "2" in t("challenge.hints", lang, n=2)
    assert t("challenge.hints", lang, n=0) != t("challenge.hints", lang, n=2)
