"""Replays (bot/league/replay.py): a finished game's file round-trips, a tampered file is
refused with
the right message and changes nothing, and the animation is a small deterministic GIF of the
public board only."""

from __future__ import annotations

import copy
import io
import itertools
import json
import random
import re
from dataclasses import replace
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot.engine.core import Action, Event, Rules, play, resolve_options
from bot.engine.registry import REGISTRY
from bot.engine.words import Phrase, Seat
from bot.league import replay
from bot.league.replay import (
    AGE,
    FINAL,
    MOVE,
    START,
    Moment,
    Replayed,
    ReplayRefused,
    animation,
    check,
    dumps,
    export,
)
from bot.words.catalogue import catalog, languages, t
from bot.words.phrases import say

# one table of each game: (key, players, seed, options)
TABLES = [
    ("duel", 2, 3, {}),
    ("wonders", 3, 4, {}),
    ("catan", 4, 5, {}),
    ("tta", 1, 6, {}),
]
NAMES = {
    1: ["Ana"],
    2: ["Ana", "Bảo"],
    3: ["Ana", "Bảo", "Χρήστος"],
    4: ["Ana", "Bảo", "Χρήστος", "민준"],
}


@cache
def _game(
    key: str, players: int, seed: int, opts: str = "{}"
) -> tuple[Any, tuple[tuple[int, str], ...]]:
    """A whole seeded game of random legal moves through `play`: its final state and moves."""
    rules = REGISTRY[key]
    options = resolve_options(rules.options, json.loads(opts))  # as the service opens a table
    state = rules.new_game(players, seed, options)
    chooser = random.Random(seed * 31 + players)
    moves = []
    while rules.outcome(state) is None:
        seats = sorted(rules.to_move(state))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(state, seat)
        action = legal[chooser.randrange(len(legal))]
        state, _ = play(rules, state, seat, action)
        moves.append((seat, action.token))
    return state, tuple(moves)


def _players(n: int, bots: tuple[str | None, ...] = ()) -> list[dict[str, Any]]:
    levels = list(bots) + [None] * (n - len(bots))
    return [{"name": NAMES[n][i], "bot": levels[i]} for i in range(n)]


def _file(key: str = "duel", players: int = 2, seed: int = 3, options: dict | None = None) -> dict:
    options = options or {}
    _, moves = _game(key, players, seed, json.dumps(options, sort_keys=True))
    return export(key, options, seed, _players(players), list(moves))


def _refused(raw: bytes) -> ReplayRefused:
    with pytest.raises(ReplayRefused) as caught:
        check(raw)
    return caught.value


@cache
def _duel() -> Replayed:
    return check(dumps(_file()))


# -- the file -------------------------------------------------------------------------------


@pytest.mark.parametrize(("key", "players", "seed", "options"), TABLES)
def test_export_dumps_check_round_trip_every_game(
    key: str, players: int, seed: int, options: dict
) -> None:
    rules = REGISTRY[key]
    final, moves = _game(key, players, seed, json.dumps(options))
    data = export(key, options, seed, _players(players, ("hard",)), list(moves))
    assert data["format"] == "tabula-replay" and data["version"] == 1 and data["key"] == key
    assert data["moves"] == [[s, tok] for s, tok in moves]
    assert data["players"][0] == {"name": NAMES[players][0], "bot": "hard"}
    outcome = rules.outcome(final)
    assert outcome is not None
    assert data["result"] == json.loads(json.dumps(outcome.to_json()))
    done = check(dumps(data))
    assert rules.to_json(done.state) == rules.to_json(final)
    assert done.outcome == outcome and done.outcome.to_json() == outcome.to_json()
    assert done.key == key and done.seed == seed and done.moves == moves
    assert done.names == tuple(NAMES[players])
    assert done.to_json() == data
    # the moments: the start, then in move order, the final position last
    assert done.moments[0].level == START and done.moments[0].move == 0
    assert done.moments[-1].level == FINAL and done.moments[-1].move == len(moves)
    assert rules.to_json(done.moments[-1].state) == rules.to_json(final)
    steps = [m.move for m in done.moments]
    assert steps == sorted(set(steps)) and len(steps) <= replay.MAX_MOMENTS
    assert all(e.visible_to is None for m in done.moments for e in m.events)


def test_the_file_is_sorted_readable_utf8_json_one_move_a_line() -> None:
    data = _file("wonders", 3, 4)
    raw = dumps(data)
    text = raw.decode("utf-8")
    assert "Χρήστος" in text  # names as they are, not \u escapes
    assert json.loads(text) == data
    assert list(json.loads(text)) == sorted(data)
    lines = text.splitlines()
    assert len(lines) == len(data["moves"]) + len(data) + 3  # braces and the moves' brackets
    for seat, token in data["moves"][:5]:
        assert json.dumps([seat, token], separators=(",", ":")) + "," in lines
    assert dumps(data) == raw  # the same file for the same game


def test_players_carry_only_a_name_and_a_bot_level() -> None:
    _, moves = _game("duel", 2, 3)
    seats = [{"name": "Ana", "bot": None, "user_id": 123456789}, {"name": "Bảo", "bot": "easy"}]
    data = export("duel", {}, 3, seats, list(moves))
    assert data["players"] == [{"name": "Ana", "bot": None}, {"name": "Bảo", "bot": "easy"}]
    assert b"123456789" not in dumps(data)


def test_options_are_the_rules_own_resolved_ones() -> None:
    data = _file("duel", 2, 3, {})
    assert data["options"] == {"agora": False}  # defaults filled in by the rules
    agora = _file("duel", 2, 8, {"agora": True})
    done = check(dumps(agora))
    assert done.options == {"agora": True}
    assert REGISTRY["duel"].to_json(done.state)["options"]["agora"] is True


def test_export_refuses_a_game_that_did_not_end_on_the_board() -> None:
    _, moves = _game("duel", 2, 3)
    with pytest.raises(ReplayRefused) as caught:
        export("duel", {}, 3, _players(2), list(moves[:-4]))  # a resignation, say
    assert caught.value.key == "replay.unplayable"


# -- refusals -------------------------------------------------------------------------------


def _tampered(change: Any) -> bytes:
    data = copy.deepcopy(_file())
    change(data)
    return dumps(data)


def test_a_changed_token_is_refused_with_its_number_and_token() -> None:
    data = copy.deepcopy(_file())
    k = len(data["moves"]) // 2
    seat = data["moves"][k][0]
    data["moves"][k] = [seat, "build:no_such_card"]
    err = _refused(dumps(data))
    assert err.key == "replay.illegal_move"
    assert err.params["n"] == k + 1 and err.params["token"] == "build:no_such_card"
    assert err.params["seat"] == Seat(seat)
    assert f"Move {k + 1} " in err.message and NAMES[2][seat] in err.message
    assert err.game == "duel" and err.names == tuple(NAMES[2])


def test_a_legal_but_different_move_never_passes() -> None:
    rules = REGISTRY["duel"]
    data = copy.deepcopy(_file())
    state = rules.new_game(2, 3, data["options"])
    for seat, token in data["moves"][:10]:
        state, _ = play(rules, state, seat, Action.parse(token))
    seat, token = data["moves"][10]
    other = next(a.token for a in rules.legal_actions(state, seat) if a.token != token)
    data["moves"][10] = [seat, other]
    err = _refused(dumps(data))
    assert err.key in {
        "replay.illegal_move",
        "replay.not_their_turn",
        "replay.after_end",
        "replay.unfinished",
        "replay.forged_result",
    }


def test_a_swapped_seat_is_not_their_turn() -> None:
    data = copy.deepcopy(_file())
    k = 12
    seat = data["moves"][k][0]
    data["moves"][k][0] = 1 - seat
    err = _refused(dumps(data))
    assert err.key == "replay.not_their_turn"
    assert err.params["n"] == k + 1 and err.params["seat"] == Seat(1 - seat)
    assert NAMES[2][1 - seat] in err.message


def test_a_removed_move_is_refused() -> None:
    last = _refused(_tampered(lambda d: d["moves"].pop()))
    assert last.key == "replay.unfinished" and last.params["n"] == len(_file()["moves"]) - 1
    middle = _refused(_tampered(lambda d: d["moves"].pop(20)))
    assert middle.key in {"replay.illegal_move", "replay.not_their_turn"}
    assert middle.params["n"] >= 21
    empty = _refused(_tampered(lambda d: d["moves"].clear()))
    assert empty.key == "replay.unfinished" and empty.params["n"] == 0


def test_a_move_after_the_end_is_refused() -> None:
    data = copy.deepcopy(_file())
    data["moves"].append(data["moves"][-1])
    err = _refused(dumps(data))
    assert err.key == "replay.after_end" and err.params["n"] == len(data["moves"])


def test_a_forged_result_is_refused() -> None:
    def forge(d: dict) -> None:
        d["result"]["winners"] = [1 - d["result"]["winners"][0]]

    assert _refused(_tampered(forge)).key == "replay.forged_result"

    def more_points(d: dict) -> None:
        d["result"]["scores"][0] += 1

    assert _refused(_tampered(more_points)).key == "replay.forged_result"
    missing = _refused(_tampered(lambda d: d.pop("result")))
    assert missing.key == "replay.bad_field" and missing.params["field"] == "result"


def test_an_unknown_game_is_refused() -> None:
    err = _refused(_tampered(lambda d: d.update(key="chess")))
    assert err.key == "replay.unknown_game" and err.params["name"] == "chess"
    assert "duel" in err.params["known"]


def test_garbage_is_refused() -> None:
    png = b"\x89PNG\r\n\x1a\n" + bytes(range(256))
    assert _refused(png).key == "replay.not_json"
    assert _refused(b"{not json").key == "replay.not_json"
    assert _refused(b'{"seed": NaN}').key == "replay.not_json"
    assert _refused(b"[" * 100_000).key == "replay.not_json"
    assert _refused(b"").key == "replay.not_json"
    assert _refused(b"[1, 2]").key == "replay.not_replay"
    assert _refused(b'{"format": "other"}').key == "replay.not_replay"
    err = _refused(b'{"format": "tabula-replay", "version": 2}')
    assert err.key == "replay.version" and err.params["version"] == "2"
    assert _refused(b'{"format": "tabula-replay", "version": true}').key == "replay.version"
    assert _refused(b'{"format": "tabula-replay"}').key == "replay.bad_field"
    big = _refused(b" " * (replay.MAX_BYTES + 1))
    assert big.key == "replay.too_large" and big.params["limit"] == 2048


def test_the_wrong_number_of_players_is_refused() -> None:
    three = _refused(_tampered(lambda d: d["players"].append({"name": "Cam", "bot": None})))
    assert three.key == "replay.player_count"
    assert three.params["n"] == 3 and three.params["max"] == 2
    assert "3 players" in three.message
    one = _refused(_tampered(lambda d: d["players"].pop()))
    assert one.key == "replay.player_count" and one.params["n"] == 1
    none = _refused(_tampered(lambda d: d.update(players=[])))
    assert none.key == "replay.bad_field" and none.params["field"] == "players"


def test_bad_options_are_refused_in_the_rules_words() -> None:
    err = _refused(_tampered(lambda d: d["options"].update(agora="maybe")))
    assert err.key == "replay.bad_options"
    reason = err.params["reason"]
    assert isinstance(reason, Phrase) and reason.id == "error.bad_option"
    assert "`agora` must be one of" in err.message
    unknown = _refused(_tampered(lambda d: d["options"].update(castles=True)))
    assert unknown.key == "replay.bad_options"
    assert unknown.params["reason"].id == "error.unknown_option"


def test_damaged_fields_players_and_moves_are_refused() -> None:
    cases = [
        (lambda d: d.update(seed="3"), "replay.bad_field"),
        (lambda d: d.update(seed=-1), "replay.bad_field"),
        (lambda d: d.update(options=[]), "replay.bad_field"),
        (lambda d: d.update(moves={}), "replay.bad_field"),
        (lambda d: d.update(key=7), "replay.bad_field"),
        (lambda d: d["players"][1].update(bot="godlike"), "replay.bad_player"),
        (lambda d: d["players"][0].update(name=None), "replay.bad_player"),
        (lambda d: d["players"][0].update(name="x" * 101), "replay.bad_player"),
        (lambda d: d["moves"].__setitem__(3, [0]), "replay.bad_move"),
        (lambda d: d["moves"].__setitem__(3, [5, d["moves"][3][1]]), "replay.bad_move"),
        (lambda d: d["moves"].__setitem__(3, [True, d["moves"][3][1]]), "replay.bad_move"),
        (lambda d: d["moves"].__setitem__(3, [0, d["moves"][3][1].upper()]), "replay.bad_move"),
        (lambda d: d["moves"].__setitem__(3, [0, "no spaces allowed"]), "replay.bad_move"),
    ]
    for change, key in cases:
        err = _refused(_tampered(change))
        assert err.key == key, (key, err.key, err.message)
    bad = _refused(_tampered(lambda d: d["moves"].__setitem__(3, [0, "x" * 300])))
    assert bad.params["n"] == 4 and len(bad.params["token"]) <= 60


def test_too_many_moves_are_refused_before_any_is_played() -> None:
    def long(d: dict) -> None:
        d["moves"] = d["moves"] * (replay.MAX_MOVES // len(d["moves"]) + 1)

    err = _refused(_tampered(long))
    assert err.key == "replay.too_long" and err.params["max"] == replay.MAX_MOVES


def test_the_results_wording_may_change_but_not_what_it_says() -> None:
    good = _file()
    reworded = copy.deepcopy(good)
    reworded["result"]["reason"] = "worded another way"
    assert check(dumps(reworded)).outcome == check(dumps(good)).outcome
    forged = copy.deepcopy(good)
    forged["result"]["winners"] = [w for w in (0, 1) if w not in good["result"]["winners"]]
    with pytest.raises(ReplayRefused) as err:
        check(dumps(forged))
    assert err.value.key == "replay.forged_result"


def test_a_refusal_changes_nothing() -> None:
    good = _file()
    kept = copy.deepcopy(good)
    raw = dumps(good)
    before = check(raw)
    registry = dict(REGISTRY)
    for change in (
        lambda d: d["moves"].pop(),
        lambda d: d["moves"].__setitem__(5, [1 - d["moves"][5][0], d["moves"][5][1]]),
        lambda d: d["result"].update(
            winners=[1 - d["result"]["winners"][0]] if d["result"]["winners"] else [0]
        ),
        lambda d: d.update(key="chess"),
    ):
        bad = copy.deepcopy(good)
        change(bad)
        frozen = copy.deepcopy(bad)
        with pytest.raises(ReplayRefused):
            check(dumps(bad))
        assert bad == frozen  # the refused data is as it was
    assert good == kept and dumps(good) == raw and dict(REGISTRY) == registry
    after = check(raw)
    rules = REGISTRY["duel"]
    assert rules.to_json(after.state) == rules.to_json(before.state)
    start = rules.new_game(2, 3, {"agora": False})
    assert rules.to_json(before.moments[0].state) == rules.to_json(start)


def test_every_refusal_is_worded_in_every_language() -> None:
    english = catalog("en")
    keys = [k for k in english if k.startswith("replay.")]
    assert len(keys) >= 17
    params: dict[str, Any] = {
        "n": 12,
        "token": "build:baths",
        "seat": Seat(1),
        "reason": Phrase("error.not_your_turn"),
        "title": "7 Wonders Duel",
        "min": 2,
        "max": 2,
        "fixed": "yes",
        "size": 3000,
        "limit": 2048,
        "version": "2",
        "supported": 1,
        "field": "seed",
        "name": "chess",
        "known": "duel, tta",
    }
    for lang in languages():
        assert all(k in catalog(lang) for k in keys), lang
        for key in keys:
            text = say(Phrase(key, tuple(params.items())), lang, game="duel", names=("Ana", "Bảo"))
            assert text != key and "{" not in text and "$" not in text, (lang, key, text)
    assert t("replay.not_replay", "vi") != t("replay.not_replay", "en")


def test_every_message_the_module_names_is_in_the_catalogue() -> None:
    source = Path(replay.__file__).read_text(encoding="utf-8")
    named = set(re.findall(r"""["'](replay\.[a-z_]+)["']""", source))
    assert len(named) >= 17
    assert named <= set(catalog("en")), sorted(named - set(catalog("en")))


def test_the_maintainers_command_checks_a_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.json"
    good.write_bytes(dumps(_file()))
    gif = tmp_path / "game.gif"
    assert replay.main(["check", str(good), "--gif", str(gif)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["key"] == "duel" and summary["moves"] == len(_file()["moves"])
    assert summary["gif_bytes"] == gif.stat().st_size > 0
    bad = tmp_path / "bad.json"
    bad.write_bytes(_tampered(lambda d: d["moves"].pop()))
    assert replay.main(["check", str(bad)]) == 1
    assert "before the end of the game" in capsys.readouterr().err


# -- choosing pictures ----------------------------------------------------------------------


def test_pictures_keep_the_ends_then_the_highest_levels_spread_evenly() -> None:
    levels = [START, *([MOVE] * 20), AGE, *([MOVE] * 20), AGE, *([MOVE] * 20), FINAL]
    for count in (2, 3, 5, 12, 40, len(levels)):
        kept = replay._choose(levels, count)
        assert kept[0] == 0 and kept[-1] == len(levels) - 1
        assert len(kept) == min(count, len(levels)) and kept == sorted(set(kept))
        if count >= 4:
            assert {21, 42} <= set(kept)  # every age end before any ordinary move
    spread = replay._choose(levels, 12)  # the ends, 2 age ends and 8 of the 60 moves
    pool = [i for i, level in enumerate(levels) if level == MOVE]
    places = [pool.index(i) for i in spread if levels[i] == MOVE]
    assert len(places) == 8
    gaps = {b - a for a, b in itertools.pairwise(places)}
    assert gaps <= {60 // 8, 60 // 8 + 1} and places[0] < 60 // 8 and places[-1] >= 60 - 60 // 8
    assert replay._choose([START, MOVE, FINAL], 10) == [0, 1, 2]


def test_a_dropped_moment_passes_its_events_on() -> None:
    moments = [Moment(i, MOVE if i else START, None, (Event(f"e{i}"),)) for i in range(6)]
    moments[-1] = Moment(5, FINAL, None, (Event("e5"),))
    kept = replay._keep(moments, 3)
    assert kept[0].move == 0 and kept[-1].move == 5 and len(kept) == 3
    everything = [e.kind for m in kept for e in m.events]
    assert sorted(everything) == [f"e{i}" for i in range(6)]


def test_a_long_game_keeps_a_bounded_number_of_states(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(replay, "MAX_MOMENTS", 10)
    done = check(dumps(_file("catan", 4, 5)))
    turns = sum(1 for m in done.moments if m.level == MOVE)
    assert len(done.moments) <= 10 and turns >= 6
    assert done.moments[0].level == START and done.moments[-1].level == FINAL
    seen = [e.kind for m in done.moments for e in m.events]
    assert seen.count("turn") > 40  # the dropped moments' events were passed on, not lost


def test_duel_moments_mark_each_age_end() -> None:
    done = _duel()
    ages = [m.move for m in done.moments if m.level == AGE]
    assert len(ages) == 2  # the third age ends the game: the final picture
    rules = REGISTRY["duel"]
    for move in ages:
        state = rules.new_game(2, 3, done.options)
        for seat, token in done.moves[:move]:
            state, events = play(rules, state, seat, Action.parse(token))
        assert any(e.kind == "age_end" for e in events)


# -- the animation --------------------------------------------------------------------------


def _frames(gif: bytes) -> list[tuple[int, tuple[int, int]]]:
    image = Image.open(io.BytesIO(gif))
    assert image.format == "GIF"
    out = []
    for i in range(image.n_frames):
        image.seek(i)
        out.append((image.info["duration"], image.size))
    return out


def test_the_animation_is_a_small_deterministic_gif() -> None:
    done = _duel()
    gif = animation(done, names=done.names, max_frames=6, width=400)
    assert gif[:6] in (b"GIF87a", b"GIF89a")
    frames = _frames(gif)
    assert 2 < len(frames) <= 7  # the final board and its sheet may be two pictures
    assert all(size == (400, frames[0][1][1]) for _, size in frames)
    assert frames[-1][0] >= 2000 and frames[1][0] < frames[-1][0]  # the end is held longer
    assert len(gif) <= 8 * 1024 * 1024
    assert animation(done, names=done.names, max_frames=6, width=400) == gif


def test_the_animation_thins_itself_under_the_limit() -> None:
    done = _duel()
    full = animation(done, names=done.names, max_frames=12, width=480)
    limit = len(full) // 3
    small = animation(done, names=done.names, max_frames=12, width=480, limit=limit)
    assert len(small) <= limit
    assert len(_frames(small)) < len(_frames(full)) or _frames(small)[0][1][0] < 480
    with pytest.raises(ReplayRefused) as caught:
        animation(done, names=done.names, max_frames=4, width=400, limit=2000)
    assert caught.value.key == "replay.animation_too_large"


def test_the_animation_speaks_the_readers_language() -> None:
    done = _duel()
    english = animation(done, names=done.names, max_frames=3, width=400)
    greek = animation(done, names=done.names, max_frames=3, width=400, locale="el")
    assert greek != english


def _scrambled(done: Replayed, seed: int) -> Replayed:
    rules = done.rules
    moments = tuple(
        replace(m, state=rules.scramble_secrets(m.state, None, seed + i))
        for i, m in enumerate(done.moments)
    )
    return replace(done, moments=moments)


@pytest.mark.parametrize(("key", "players", "seed", "options"), TABLES)
def test_the_animation_shows_no_secret(key: str, players: int, seed: int, options: dict) -> None:
    done = check(dumps(_file(key, players, seed, options)))
    rules: Rules = done.rules
    probe = _scrambled(done, 7)
    changed = [
        rules.to_json(a.state) != rules.to_json(b.state)
        for a, b in zip(done.moments, probe.moments, strict=True)
    ]
    assert any(changed), "scramble_secrets changed nothing: the probe is inert"
    few = replay._keep(done.moments, 4)
    small = replace(done, moments=few)
    gif = animation(small, names=done.names, max_frames=4, width=320)
    assert animation(_scrambled(small, 11), names=done.names, max_frames=4, width=320) == gif


@pytest.mark.slow
@pytest.mark.parametrize(("key", "players", "seed", "options"), TABLES)
def test_a_whole_game_animates_under_the_limit(
    key: str, players: int, seed: int, options: dict
) -> None:
    done = check(dumps(_file(key, players, seed, options)))
    gif = animation(done, names=done.names)
    frames = _frames(gif)
    assert len(gif) <= 8 * 1024 * 1024 and len(frames) > 2
    assert all(size[0] == 800 for _, size in frames)
    assert animation(done, names=done.names) == gif
    assert animation(_scrambled(done, 3), names=done.names) == gif
