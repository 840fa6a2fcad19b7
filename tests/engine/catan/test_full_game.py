"""A whole seeded Cities & Knights game replayed from its move list, scores checked by hand."""

from __future__ import annotations

from pathlib import Path

from bot.engine.catan import RULES
from bot.engine.core import play, replay

MOVES = Path(__file__).with_name("ck_full_game.txt")


def _moves() -> list[tuple[int, str]]:
    out = []
    for line in MOVES.read_text().splitlines():
        if line and not line.startswith("#"):
            seat, token = line.split()
            out.append((int(seat), token))
    return out


def test_seeded_ck_game_final_scores_checked_by_hand() -> None:
    """Seed 19, 3 players, C&K on the beginner island, 1,562 moves, 148 turns.

    What happened (from the events) and the hand count under the rules (catan.md section 29):
    - setup cities: seat 1 on v47, seat 0 on v9, seat 2 on v49 (3 cities on the board).
    - 1st attack: barbarians 3 (three cities) against knights 1 (seat 2 only): Catan loses.
      Every player owns a city without a metropolis, the lowest contribution is 0 (seats 0
      and 1), so both lose their only city (v9, v47 become settlements). Seat 2 keeps v49.
    - 2nd, 3rd, 5th..9th attacks: defenders win with seat 2 alone on top: 7 Defender cards.
      4th attack: seats 2 and 0 tie at 2: no Defender card, each draws a progress card.
    - seat 2 draws the Printer (face up), builds a city on v32 and plays the last Merchant
      (on h17); seat 0 holds Longest Road (10 roads against 4 and 2).
    Hand count:
      seat 0: settlements v9, v15 = 2; Longest Road 2                           ->  4
      seat 1: settlements v36, v47 = 2                                          ->  2
      seat 2: cities v32, v49 = 2 x 2 = 4; Defender 7 x 1 = 7; Printer 1;
              merchant 1; no metropolis (best level 3)                          -> 13
    Seat 2 reaches 13 on its own turn (the 9th attack's Defender card came on its roll) and wins.
    """
    moves = _moves()
    assert len(moves) == 1562
    s = RULES.new_game(3, 19, {"ck": True, "board": "beginner"})
    kinds: dict[str, int] = {}
    defenders: list[int] = []
    for seat, token in moves:
        s, events = play(RULES, s, seat, token)
        for e in events:
            kinds[e.kind] = kinds.get(e.kind, 0) + 1
            if e.kind == "defender":
                defenders.append(e.data["seat"])
    out = RULES.outcome(s)
    assert out is not None
    assert out.scores == (4, 2, 13) and out.winners == {2}
    assert out.breakdown[0] == {
        "settlements": 2,
        "cities": 0,
        "longest_road": 2,
        "metropolises": 0,
        "defender": 0,
        "progress_cards": 0,
        "merchant": 0,
    }
    assert out.breakdown[2] == {
        "settlements": 0,
        "cities": 4,
        "longest_road": 0,
        "metropolises": 0,
        "defender": 7,
        "progress_cards": 1,
        "merchant": 1,
    }
    assert kinds["attack"] == 9 and kinds["pillaged"] == 2 and kinds["defenders_tied"] == 1
    assert defenders == [2] * 7
    assert [v for v in range(54) if s.vowner[v] == 2 and s.vkind[v] == 2] == [32, 49]
    assert s.progress_vp[2] == ["printer"] and s.merchant == [17, 2] and s.longest == 0
    again = replay(RULES, 3, 19, {"ck": True, "board": "beginner"}, moves)
    assert RULES.to_json(again) == RULES.to_json(s)
