"""bench/ai.py --record: a row's games are kept with the fingerprint of the code that played
them, a later run plays only the games the row lacks, and a change of code starts afresh."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench import ai


def test_kept_games_are_not_played_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    arena = ai.Arena("duel", 2, (), "easy", "random")
    played: list[int] = []
    real = ai.play_one

    def counting(a: ai.Arena, game: int) -> ai.Match:
        played.append(game)
        return real(a, game)

    monkeypatch.setattr(ai, "play_one", counting)
    first = ai.run(arena, 2, 1, record=tmp_path)
    assert played == [0, 1] and first["games"] == 2
    again = ai.run(arena, 3, 1, record=tmp_path)
    assert played == [0, 1, 2] and again["games"] == 3
    assert again["wins"] >= first["wins"]
    kept = ai.recorded(tmp_path, arena, ai.fingerprint(arena))
    assert sorted(kept) == [0, 1, 2]
    fresh = real(arena, 0)  # a kept game is the game itself (all but the times it took)
    same = ("seed", "hero", "score", "finished", "points", "cause", "hero_discards")
    assert all(getattr(kept[0], f) == getattr(fresh, f) for f in same)
    assert len(kept[0].hero_times) == len(fresh.hero_times)
    # other code (another fingerprint): nothing counts, every game is played anew
    monkeypatch.setattr(ai, "fingerprint", lambda a: "changed")
    ai.run(arena, 2, 1, record=tmp_path)
    assert played == [0, 1, 2, 0, 1]


def test_each_issue30_row_prints_its_target_and_verdict() -> None:
    duel = ai.Arena("duel", 2, (), "hard", "medium")
    assert ai.target(duel) == 0.85
    assert ai.target(ai.Arena("wonders", 3, (), "hard", "medium")) == pytest.approx(2 / 3)
    assert ai.target(ai.Arena("wonders", 7, (("leaders", True),), "medium", "greedy")) == (
        pytest.approx(2 / 7)
    )
    assert ai.target(ai.Arena("wonders", 2, (), "hard", "medium")) == 0.75
    assert ai.target(ai.Arena("catan", 4, (("ck", True),), "hard", "medium")) == 0.40
    assert ai.target(ai.Arena("tta", 1, (("variant", "barbarians"),), "hard", "-")) == 0.3
    assert ai.target(ai.Arena("tta", 1, (("variant", "dummy"),), "medium", "-")) is None
    assert ai.target(ai.Arena("duel", 2, (), "hard", "random")) is None  # issue 12's row
    assert ai.verdict(0.85, 95, 100) == "target 85%: met"  # [88.8%, 97.8%]
    assert ai.verdict(0.85, 60, 100) == "target 85%: missed"
    assert ai.verdict(0.85, 9, 10) == "target 85%: on course"
    assert ai.verdict(0.85, 8, 10) == "target 85%: short"
    assert ai.verdict(None, 8, 10) == ""


def test_report_plays_nothing_and_prints_the_kept_games(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    arena = ai.Arena("duel", 2, (), "medium", "easy")
    assert ai.report(arena, tmp_path) is None
    assert "no game kept" in capsys.readouterr().out
    match = ai.Match(1, 0, 2, 1.0, True, hero_times=[0.1], hero_cpu=[0.1])
    ai.keep(tmp_path, arena, ai.fingerprint(arena), 0, match)
    monkeypatch.setattr(ai, "play_one", lambda a, g: pytest.fail("report played a game"))
    row = ai.report(arena, tmp_path)
    assert row is not None and row["games"] == 1 and row["wins"] == 1.0
    assert row["verdict"] == "target 75%: on course"  # one game won: the interval spans it
    assert "target 75%" in capsys.readouterr().out


def test_a_solo_row_named_on_the_command_line_is_the_tables_row(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """`bench/ai.py tta --hero medium --record ...` kept its games under "medium vs random", a
    row the table never reads: a solo game has no opponents, so its row is the table's."""
    seen: list[ai.Arena] = []
    monkeypatch.setattr(ai, "run", lambda arena, *args, **kw: seen.append(arena) or {})
    ai.main(["tta", "--opt", "variant=dummy", "--hero", "medium", "--record", str(tmp_path)])
    (table,) = [a for a in ai.solo_arenas(("medium",)) if dict(a.options)["variant"] == "dummy"]
    assert seen == [table]
    assert ai.record_path(tmp_path, seen[0]) == ai.record_path(tmp_path, table)
