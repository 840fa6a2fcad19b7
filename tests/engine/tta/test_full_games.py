"""Two seeded full games, replayed from (seed, options, moves), with the final scores checked
by hand against the rules. The player follows a simple script (take slot 1 in round 1; then
temples while discontent, farms while food runs short, temples, population when happiness
allows, mines; first option of every other choice), so every culture point can be traced.

Dummy variant, seed 11 -- hand computation of the final scores.
  The player: production scores the culture rating each turn; Religion gives 1 culture per
  worker. Round 3: 1 temple, +1 (1). Rounds 4-13: 2 temples (Despotism's limit), +2 x 10 (21).
  Round 14 (Age III): 2 yellow tokens lost, 1 discontent > 0 unused workers: uprising, no
  production from here on. The dummy is >= 6 stronger (A-D8) and reveals attacks: Armed
  Intervention round 14, -7 (14); Raid round 15 (Philosophy and Religion lost, the player
  chooses, A-5.2); Armed Intervention round 16, -7 (7); War over Culture declared round 17,
  resolved round 18: -(5 + 18) capped at 7 (0); round 19 war and intervention find nothing.
  Age III events left at the end: none. Final: 0.
  The dummy: culture = its rate each end of turn + the age of each event it prepares (A-4.3,
  A-D14) + 10 per Age III event revealed (none were). Yellow cubes raise the rate by the age:
  round 5 (+1), 9 (+2), 10 (+2), 14 (+3), 18 (+3), 19 (+3), 14 in all. End-of-turn culture,
  rounds 3-20: 0,0,1,1,1,1,3,5,5,5,5,8,8,8,8,11,14,14 = 98; events prepared rounds 3-7 at +1
  and 8-11 at +2 = 13. Final: 111 > 0, so the dummy wins (A-5.5).

Barbarian variant, seed 5 -- hand computation.
  The player: 2 temples from round 5: +2 in rounds 5-12 (16); uprising from round 13 (no more
  production). Popularization of Science round 16: +1 (science rating 1) (17). Round 17
  (Age III): barbarians 1 and 3 draw Armed Intervention while stronger (17e): -7 -7 (3).
  War over Culture by barbarian 2, declared round 19 and resolved round 20: -(5 + 20) capped
  (0). Final culture 0.
  The barbarians grow by age - 1 each turn from turn 3 (0 in Age I, 1 in Age II, 2 in Age III,
  3 in Age IV) plus their colonies (capped at 3) from Age III, +1 per tactic drawn, +stored
  cards (17f), +1 per won aggression or war (14a), minus colonization bids (27). The final
  increase (rule 32) is 3 + colonies: barbarian 1 (2 colonies) 47 -> 52, barbarian 2
  (2 colonies) 50 -> 55, barbarian 3 (1 colony, after winning the last war 43 -> 44) -> 48.
  The player's strength is 2 (two Warriors, one built free by Development of Warfare in
  round 3): 2 <= 55, overrun (rule 33); no Age III events are scored.
"""

from __future__ import annotations

from bot.engine.core import replay
from bot.engine.tta.rules import RULES

DUMMY_MOVES = [
    "take:1",
    "end",
    "build:a-bronze",
    "pop",
    "end",
    "build:a-religion",
    "pop",
    "end",
    "build:a-religion",
    "end",
    "discard:i-fighting_band",
    "discard:i-legion",
    "build:a-bronze",
    "pop",
    "build:a-bronze",
    "end",
    "discard:i-good_harvest",
    "discard:i-military_bonus",
    "end",
    "discard:i-enslave",
    "discard:i-medieval_army",
    "end",
    "discard:i-developed_territory",
    "discard:i-military_bonus",
    "end",
    "discard:i-inhabited_territory",
    "discard:i-plunder",
    "end",
    "discard:i-plunder",
    "discard:i-vast_territory",
    "end",
    "discard:ii-classic_army",
    "discard:ii-popularization_of_science",
    "end",
    "discard:ii-developed_territory",
    "discard:ii-prosperity",
    "end",
    "discard:ii-politics_of_strength",
    "discard:ii-raid",
    "done",
    "mix:0",
    "end",
    "discard:ii-military_bonus",
    "discard:ii-military_bonus",
    "done",
    "end",
    "discard:ii-military_bonus",
    "discard:ii-raid",
    "done",
    "end",
    "discard:ii-war_over_technology",
    "discard:ii-wealthy_territory",
    "done",
    "destroy:a-philosophy",
    "destroy:a-religion",
    "build:a-religion",
    "build:a-agriculture",
    "end",
    "discard:iii-impact_of_colonies",
    "discard:iii-impact_of_happiness",
    "done",
    "end",
    "discard:iii-modern_army",
    "discard:iii-war_over_culture",
    "end",
    "discard:iii-plunder",
    "discard:iii-raid",
    "end",
    "discard:iii-impact_of_architecture",
    "discard:iii-impact_of_government",
    "done",
    "end",
    "discard:iii-military_bonus",
    "discard:iii-military_bonus",
]

BARBARIAN_MOVES = [
    "take:1",
    "end",
    "build:a-bronze",
    "pop",
    "end",
    "build:a-warriors",
    "end",
    "end",
    "discard:i-fighting_band",
    "discard:i-heavy_cavalry",
    "pop",
    "build:a-religion",
    "pop",
    "build:a-religion",
    "pop",
    "build:a-bronze",
    "end",
    "discard:i-crusades",
    "discard:i-enslave",
    "end",
    "discard:i-cultural_influence",
    "discard:i-raid",
    "mix:0",
    "end",
    "discard:i-historic_territory",
    "discard:i-medieval_army",
    "pop",
    "build:a-bronze",
    "end",
    "discard:i-enslave",
    "discard:i-heavy_cavalry",
    "pass",
    "end",
    "discard:i-legion",
    "discard:i-military_bonus",
    "done",
    "end",
    "discard:i-immigration",
    "discard:i-plunder",
    "done",
    "build:a-religion",
    "end",
    "discard:i-uncertain_borders",
    "discard:i-vast_territory",
    "done",
    "end",
    "discard:ii-developed_territory",
    "discard:ii-independence_declaration",
    "end",
    "discard:ii-crime_wave",
    "discard:ii-defensive_army",
    "done",
    "mix:0",
    "end",
    "discard:ii-conquistadors",
    "discard:ii-inhabited_territory",
    "end",
    "discard:ii-acceptance_of_supremacy",
    "discard:ii-national_pride",
    "end",
    "discard:ii-civil_unrest",
    "discard:ii-military_bonus",
    "done",
    "done",
    "end",
    "discard:ii-politics_of_strength",
    "discard:ii-prosperity",
    "end",
    "discard:ii-spy",
    "discard:ii-terrorism",
    "end",
    "discard:iii-impact_of_happiness",
    "discard:iii-impact_of_science",
    "end",
    "discard:iii-armed_intervention",
    "discard:iii-international_tourism",
    "done",
    "end",
    "discard:iii-impact_of_competition",
    "discard:iii-impact_of_government",
    "end",
    "discard:iii-military_bonus",
    "discard:iii-plunder",
    "end",
    "discard:iii-impact_of_agriculture",
    "discard:iii-impact_of_architecture",
    "end",
    "discard:iii-mechanized_army",
    "discard:iii-plunder",
    "end",
    "discard:iii-modern_army",
    "discard:iii-raid",
    "produce",
]


def _checkpoints(variant: str, seed: int, moves: list[str]) -> list[tuple[int, int, object]]:
    """(round, player culture, the opponent) after each turn start, replaying move by move."""
    from bot.engine.core import Action, play

    s = RULES.new_game(1, seed, {"variant": variant, "optional": "none"})
    out: list[tuple[int, int, object]] = []
    for token in moves:
        s, events = play(RULES, s, 0, Action.parse(token))
        for e in events:
            if e.kind == "turn":
                opp = s.dummy.culture if s.dummy else [b.strength for b in s.barbarians]
                out.append((e.data["round"], s.civ.culture, opp))
    return out


def test_dummy_game_seed_11() -> None:
    s = replay(
        RULES, 1, 11, {"variant": "dummy", "optional": "none"}, [(0, m) for m in DUMMY_MOVES]
    )
    out = RULES.outcome(s)
    assert out is not None
    assert (
        out.scores == (0,)
        and out.winners == frozenset()
        and out.reason == "0 culture against the dummy's 111: the dummy player wins"
    )
    assert s.dummy is not None and s.dummy.culture == 111 and s.dummy.culture_rate == 14
    cps = _checkpoints("dummy", 11, DUMMY_MOVES)
    assert [c for _, c, _ in cps] == [
        0,
        0,
        1,
        3,
        5,
        7,
        9,
        11,
        13,
        15,
        17,
        19,
        21,
        14,
        14,
        7,
        7,
        0,
        0,
    ]
    assert [d for _, _, d in cps] == [
        0,
        0,
        1,
        2,
        4,
        6,
        8,
        11,
        16,
        23,
        30,
        35,
        40,
        48,
        56,
        64,
        72,
        83,
        97,
    ]


def test_barbarian_game_seed_5() -> None:
    s = replay(
        RULES,
        1,
        5,
        {"variant": "barbarians", "optional": "none"},
        [(0, m) for m in BARBARIAN_MOVES],
    )
    out = RULES.outcome(s)
    assert out is not None
    assert (
        out.scores == (0,)
        and out.winners == frozenset()
        and out.reason == "overrun by the barbarians: your strength 2 against 55"
    )
    assert [b.strength for b in s.barbarians] == [52, 55, 48]
    assert [len(b.colonies) for b in s.barbarians] == [2, 2, 1]
    cps = _checkpoints("barbarians", 5, BARBARIAN_MOVES)
    assert [c for _, c, _ in cps] == [
        0,
        0,
        0,
        0,
        2,
        4,
        6,
        8,
        10,
        12,
        14,
        16,
        16,
        16,
        17,
        17,
        3,
        3,
        0,
        0,
        0,
        0,
        0,
        0,
    ]
