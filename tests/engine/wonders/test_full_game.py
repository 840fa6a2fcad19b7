"""A seeded 3-player game with Leaders, replayed from its move list and checked by hand.

Seed 2024, options leaders=true sides=random: Olympia B (seat 0, "Ann"), Alexandria A (seat 1,
"Bob"), Ephesus A (seat 2, "Cy"). The moves (tests/engine/wonders/full_game_3p_leaders.txt)
were chosen by a simple policy (build > recruit > wonder > discard, cheapest payment); the
cheapest plan is a move of its own wherever "other ways to pay" is open too (D5).

Hand computation of the final position (rules §9, §10, §13.8):

Ann (Olympia B, 3 stages; Ptolemy, Xenophon; 9 coins; tokens +1 -1)
  military 0; treasury 9//3 = 3; wonder: stage 2 = 5 VP; civilian Aqueduct 5 + Senate 6 = 11;
  science: compass (Apothecary), tablets (Library, University, Ptolemy) -> 1 + 9 = 10;
  commerce: Haven, 1 per own brown card (Lumber Yard, Ore Vein, Stone Pit, Sawmill) = 4;
  guilds: Builders = stages 3 + 2 + 0 = 5, plus Olympia B's copy: Cy's Traders Guild counted
  around Ann = yellow cards of Bob (3) and Cy (4) = 7 -> 12; leaders 0.  Total 45.
  Ann's coins: 6 -5 Ptolemy; +2 (Bob's Stockade) = 3; Age II: -1 Sawmill, -1 stage 2,
  +8 Vineyard (4+2+2 brown) +2 (Cy's Dispensary) = 11, -2 Aqueduct, -1 stage 3, -1 Library = 7;
  Age III: -2 Xenophon, -2 Fortifications, +3 discard, +4 Haven +2 Xenophon, +1 (Cy),
  -5 Builders Guild, +1 (Cy) = 9.
Bob (Alexandria A, 2 stages; Praxiteles, Bilkis; 4 coins; tokens +1 -1)
  military 0; treasury 1; wonder 3; civilian Theater 2 + Statue 4 + Palace 8 + Pantheon 7 = 21;
  science: tablet (School) + compass (Academy) = 2; commerce: Lighthouse, 3 yellow = 3;
  guilds 0; leaders: Praxiteles 2 x 1 grey card = 2.  Total 32.
Cy (Ephesus A, no stage; Leonidas, Justinian, Tomyris; 5 coins; tokens -1 -1 +3 +3)
  military 4; treasury 1; wonder 0; civilian Altar 2 + Town Hall 6 + Gardens 5 = 13;
  science: compasses (Dispensary, Lodge) + gear (Observatory) = 4 + 1 = 5; commerce: Arena,
  0 stages = 0; guilds: Traders = yellow cards of Ann (2) and Bob (3) = 5;
  leaders: Justinian, sets of red/blue/green = min(2, 3, 3) x 3 = 6.  Total 34.
Conflicts: Age I shields 1/1/0 (Ann and Bob beat Cy); Age II 1/1/4 (Cy beats both);
Age III 4/4/4 (all tie).  Winner: Ann.
"""

from __future__ import annotations

from pathlib import Path

from bot.engine.core import replay
from bot.engine.wonders import RULES

MOVES = Path(__file__).with_name("full_game_3p_leaders.txt")


def test_seeded_three_player_game_with_leaders() -> None:
    moves = [
        (int(seat), token)
        for seat, token in (line.split() for line in MOVES.read_text().splitlines() if line.strip())
    ]
    s = replay(RULES, 3, 2024, {"leaders": True, "sides": "random"}, moves)
    assert [(c.wonder, c.side) for c in s.cities] == [
        ("olympia", "b"),
        ("alexandria", "a"),
        ("ephesus", "a"),
    ]
    assert [c.coins for c in s.cities] == [9, 4, 5]
    assert [c.tokens for c in s.cities] == [[1, -1], [1, -1], [-1, -1, 3, 3]]
    out = RULES.outcome(s)
    assert out is not None
    assert out.scores == (45, 32, 34) and out.winners == frozenset({0})
    assert out.breakdown[0] == {
        "military": 0,
        "treasury": 3,
        "wonder": 5,
        "civilian": 11,
        "science": 10,
        "commerce": 4,
        "guilds": 12,
        "leaders": 0,
    }
    assert out.breakdown[1] == {
        "military": 0,
        "treasury": 1,
        "wonder": 3,
        "civilian": 21,
        "science": 2,
        "commerce": 3,
        "guilds": 0,
        "leaders": 2,
    }
    assert out.breakdown[2] == {
        "military": 4,
        "treasury": 1,
        "wonder": 0,
        "civilian": 13,
        "science": 5,
        "commerce": 0,
        "guilds": 5,
        "leaders": 6,
    }
