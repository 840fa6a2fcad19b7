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
