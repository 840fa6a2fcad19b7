"""A whole Agora game replayed from a fixed seed and move list; final scores checked by hand.

Seed 10, option agora. The moves were chosen once by a simple scripted player (trigger when
ready, conspire, place cubes, recruit Senators, prepare now and then, else build, wonder or
discard) and frozen here. Along the way: Curia Julia's draft-time conspiracy, Conspirators
conspiring, Politicians of every section, Coercion (Ann swaps Scriptorium for Bob's
Workshop), Insider Influence (Bob moves chamber 3's decree under chamber 6's), Political
Maneuver (place, remove, move), Espionage (Architecture), two wonder destructions and a
science pair. Final position and the hand count (rules reference A-16 and §13):

Senate cubes (Ann / Bob) by chamber 1..6: 2/1, 1/0, 2/1, 0/1, 1/0, 1/0 -> Ann controls
chambers 1, 2, 3, 5, 6 (1 + 2 + 3 + 2 + 1 = 9 VP), Bob chamber 4 (3 VP).

Seat 0, Ann (5 coins) - Palisade, Conspirator, Clay Pit, Workshop, Logging Camp, Garrison,
  Stable, Stone Pit, Politician (right), Aqueduct, Rostrum, Walls, Library, Temple,
  Politician (left), Politician (middle), Barracks, Observatory, University, Obelisk, Arena,
  Senate, Pantheon; wonder built: The Statue of Zeus; token: Strategy.
  blue     Aqueduct 5 + Rostrum 4 + Temple 4 + Obelisk 5 + Senate 5 + Pantheon 6 = 29
  green    Workshop 1 + Library 2 + Observatory 2 + University 2 = 7
  yellow   Arena 3
  guilds   0
  wonders  Statue of Zeus 3
  progress Strategy 0
  coins    5 // 3 = 1
  military shields: Palisade 1 + Garrison 1 + Stable 1 + Walls 2 + Barracks 1 + Statue of
           Zeus 1 = 7, + 1 for the shield decree Ann controls (chamber 1) = 8; Bob: Archery
           Range 2 + Circus Maximus 1 + Arsenal 3 = 6; the pawn ends 2 spaces into Bob's
           side: 2 VP for Ann
  senate   9
  total    29 + 7 + 3 + 0 + 3 + 0 + 1 + 2 + 9 = 54

Seat 1, Bob (9 coins) - Stone Reserve, Tavern, Conspirator, Scriptorium, Politician
  (middle), Theater, Clay Reserve, Conspirator, Quarry, Glass-Blower, Politician (middle),
  Archery Range, Drying Room, Sawmill, Laboratory, Politician (left), Magistrates Guild,
  Armory, Conspirator, Palace, Town Hall, Builders Guild, Chamber of Commerce, Study, Gardens,
  Arsenal; wonders built: The Sphinx, Piraeus, Circus Maximus, The Pyramids; token:
  Architecture.
  blue     Theater 3 + Palace 7 + Town Hall 7 + Gardens 6 = 23
  green    Scriptorium 0 + Laboratory 1 + Study 3 = 4
  yellow   Armory 3 + Chamber of Commerce 3 = 6 (the Reserves and Tavern give no VP)
  guilds   Magistrates: Ann's city has the most blue cards, 6 -> 6; Builders: Bob's 4
           wonders against Ann's 1 -> 2 x 4 = 8; 14 in all
  wonders  Sphinx 6 + Piraeus 2 + Circus Maximus 3 + Pyramids 9 = 20
  progress Architecture 0
  coins    9 // 3 = 3
  military 0 (the pawn is on Bob's side)
  senate   3
  total    23 + 4 + 6 + 14 + 20 + 0 + 3 + 0 + 3 = 73

Bob wins 73 to 54 (civilian victory). Senators, whatever their number, give no VP.
"""

from __future__ import annotations

from bot.engine.core import replay
from bot.engine.duel.rules import RULES

SEED = 10
OPTIONS = {"agora": True}
MOVES: list[tuple[int, str]] = [
    (0, "pick:curia_julia"),
    (0, "keep:coercion"),
    (0, "deck:bottom"),
    (1, "pick:the_sphinx"),
    (1, "pick:piraeus"),
    (1, "pick:circus_maximus"),
    (0, "pick:the_hanging_gardens"),
    (0, "pick:the_statue_of_zeus"),
    (0, "build:palisade"),
    (1, "build:stone_reserve"),
    (0, "recruit:conspirator_6"),
    (0, "conspire"),
    (0, "keep:political_maneuver"),
    (0, "deck:bottom"),
    (1, "build:clay_pool"),
    (0, "prepare:1:lumber_yard"),
    (1, "build:workshop"),
    (0, "build:clay_pit"),
    (1, "build:tavern"),
    (0, "build:scriptorium"),
    (1, "recruit:conspirator_1"),
    (1, "conspire"),
    (1, "keep:insider_influence"),
    (1, "deck:bottom"),
    (0, "trigger:1"),
    (0, "swap:workshop"),
    (0, "give:scriptorium"),
    (0, "build:logging_camp"),
    (1, "recruit:politician_middle_1"),
    (1, "senate:place:c3"),
    (0, "build:press"),
    (1, "build:theater"),
    (0, "build:garrison"),
    (1, "prepare:1:guard_tower"),
    (0, "prepare:2:glassworks"),
    (1, "trigger:1"),
    (1, "decree:c3"),
    (1, "decree_to:c6"),
    (1, "senate:move:c3:c2"),
    (1, "build:clay_reserve"),
    (0, "trigger:2"),
    (0, "senate:place:c3"),
    (0, "senate:remove:c2"),
    (0, "senate:move:c3:c2"),
    (0, "build:stable"),
    (0, "senate:place:c6"),
    (1, "recruit:conspirator_5"),
    (1, "conspire"),
    (1, "keep:espionage"),
    (1, "deck:bottom"),
    (0, "discard:wood_reserve"),
    (1, "prepare:2:apothecary"),
    (0, "build:stone_pit"),
    (1, "trigger:2"),
    (1, "espionage:architecture"),
    (1, "build:quarry"),
    (0, "recruit:politician_right_2"),
    (0, "senate:place:c5"),
    (1, "start:me"),
    (1, "wonder:the_sphinx:caravansery"),
    (1, "wonder:piraeus:school"),
    (1, "build:glass_blower"),
    (0, "build:aqueduct"),
    (1, "wonder:circus_maximus:parade_ground"),
    (1, "destroy:press"),
    (0, "build:rostrum"),
    (1, "wonder:the_pyramids:dispensary"),
    (0, "build:walls"),
    (1, "discard:shelf_quarry"),
    (0, "wonder:the_statue_of_zeus:politician_right_1"),
    (0, "destroy:clay_pool"),
    (1, "recruit:politician_middle_3"),
    (1, "senate:place:c3"),
    (0, "discard:customs_house"),
    (1, "discard:courthouse"),
    (0, "build:library"),
    (1, "build:archery_range"),
    (0, "build:temple"),
    (1, "build:drying_room"),
    (0, "recruit:politician_left_1"),
    (0, "senate:place:c1"),
    (0, "senate:place:c1"),
    (1, "build:sawmill"),
    (0, "discard:brickyard"),
    (1, "build:laboratory"),
    (0, "recruit:politician_middle_2"),
    (0, "senate:place:c3"),
    (0, "senate:place:c3"),
    (1, "discard:forum"),
    (0, "build:barracks"),
    (1, "recruit:politician_left_2"),
    (1, "senate:place:c1"),
    (1, "start:me"),
    (1, "build:magistrates_guild"),
    (0, "discard:lighthouse"),
    (1, "build:armory"),
    (0, "build:observatory"),
    (1, "recruit:conspirator_2"),
    (1, "senate:place:c4"),
    (0, "discard:port"),
    (1, "discard:conspirator_4"),
    (0, "build:university"),
    (0, "progress:strategy"),
    (1, "build:palace"),
    (0, "discard:academy"),
    (1, "build:town_hall"),
    (0, "discard:pretorium"),
    (1, "build:builders_guild"),
    (0, "build:obelisk"),
    (1, "build:chamber_of_commerce"),
    (0, "build:arena"),
    (1, "build:study"),
    (0, "build:senate"),
    (1, "build:gardens"),
    (0, "build:pantheon"),
    (1, "discard:conspirator_3"),
    (0, "discard:shipowners_guild"),
    (1, "build:arsenal"),
]


def test_replayed_agora_game_reaches_the_hand_checked_score() -> None:
    s = replay(RULES, 2, SEED, OPTIONS, MOVES)
    out = RULES.outcome(s)
    assert out is not None
    assert out.reason == "civilian victory" and out.winners == {1}
    assert out.scores == (54, 73)
    assert out.breakdown[0] == {
        "blue": 29,
        "green": 7,
        "yellow": 3,
        "guilds": 0,
        "wonders": 3,
        "progress": 0,
        "coins": 1,
        "military": 2,
        "senate": 9,
    }
    assert out.breakdown[1] == {
        "blue": 23,
        "green": 4,
        "yellow": 6,
        "guilds": 14,
        "wonders": 20,
        "progress": 0,
        "coins": 3,
        "military": 0,
        "senate": 3,
    }
    assert (s.players[0].coins, s.players[1].coins, s.pawn) == (5, 9, 2)
    assert s.influence == [[2, 1, 2, 0, 1, 1], [1, 0, 1, 1, 0, 0]]
    # Insider Influence emptied chamber 3; chamber 6 holds two decrees
    assert s.decrees[2] == [] and len(s.decrees[5]) == 2 and s.hidden_decrees == []
    assert [(c["id"], c["card"], c["triggered"]) for c in s.players[0].conspiracies] == [
        ("coercion", "lumber_yard", True),
        ("political_maneuver", "glassworks", True),
    ]
    assert [(c["id"], c["card"], c["triggered"]) for c in s.players[1].conspiracies] == [
        ("insider_influence", "guard_tower", True),
        ("espionage", "apothecary", True),
    ]
    assert "workshop" in s.players[0].city and "scriptorium" in s.players[1].city
    assert s.players[1].tokens == ["architecture"] and s.players[0].tokens == ["strategy"]
    assert s.players[0].built == {"the_statue_of_zeus": "politician_right_1"}


def test_agora_replay_is_exact() -> None:
    a = replay(RULES, 2, SEED, OPTIONS, MOVES)
    b = replay(RULES, 2, SEED, OPTIONS, MOVES)
    assert RULES.to_json(a) == RULES.to_json(b)
