"""A whole game replayed from a fixed seed and move list; final scores checked by hand.

Seed 9. The moves were chosen once by a simple scripted player (build when possible, else a
wonder, else discard) and frozen here. Final cities and the hand count (rules reference §13):

Seat 0 (40 coins) - Theater, Clay Pool, Stone Pit, Quarry, Workshop, Clay Reserve, Guard Tower,
  Apothecary, Logging Camp, Forum, Glass-Blower, Courthouse, Library, Laboratory, School,
  Obelisk, Arena, Arsenal, Armory, Scientists Guild, Fortifications, Gardens, Palace, Town Hall,
  Academy; wonders built: The Statue of Zeus, The Great Lighthouse; tokens: Economy,
  Agriculture.
  blue     Theater 3 + Courthouse 5 + Obelisk 5 + Gardens 6 + Palace 7 + Town Hall 7 = 33
  green    Workshop 1 + Apothecary 1 + Library 2 + Laboratory 1 + School 1 + Academy 3 = 9
  yellow   Arena 3 + Armory 3 = 6 (Clay Reserve and Forum give no VP)
  guilds   Scientists: the city with most green cards is seat 0's with 6 (seat 1 has 3) = 6
  wonders  Statue of Zeus 3 + Great Lighthouse 4 = 7
  progress Agriculture 4 (Economy 0) = 4
  coins    40 // 3 = 13
  military 0 (the pawn is on seat 0's side)
  total    33 + 9 + 6 + 6 + 7 + 4 + 13 + 0 = 78

Seat 1 (9 coins) - Tavern, Glassworks, Altar, Stable, Pharmacist, Stone Reserve, Scriptorium,
  Garrison, Dispensary, Aqueduct, Walls, Rostrum, Shelf Quarry, Temple, Horse Breeders, Senate,
  Pantheon, Circus, Chamber of Commerce, Magistrates Guild; wonders built: Circus Maximus,
  The Temple of Artemis; token: Philosophy.
  blue     Altar 3 + Aqueduct 5 + Rostrum 4 + Temple 4 + Senate 5 + Pantheon 6 = 27
  green    Pharmacist 0 + Scriptorium 0 + Dispensary 2 = 2
  yellow   Chamber of Commerce 3 = 3
  guilds   Magistrates: both cities have 6 blue cards = 6
  wonders  Circus Maximus 3 + Temple of Artemis 0 = 3
  progress Philosophy 7
  coins    9 // 3 = 3
  military shields: seat 0 Guard Tower 1 + Arsenal 3 + Fortifications 2 + Statue of Zeus 1 = 7,
           seat 1 Stable 1 + Garrison 1 + Walls 2 + Horse Breeders 1 + Circus 2 + Circus
           Maximus 1 = 8; the pawn ends 1 space into seat 0's side: 2 VP for seat 1
  total    27 + 2 + 3 + 6 + 3 + 7 + 3 + 2 = 53

Seat 0 wins 78 to 53 (civilian victory).
"""

from __future__ import annotations

from bot.engine.core import replay
from bot.engine.duel.rules import RULES

SEED = 9
MOVES: list[tuple[int, str]] = [
    (0, "pick:piraeus"),
    (1, "pick:the_appian_way"),
    (1, "pick:the_hanging_gardens"),
    (1, "pick:circus_maximus"),
    (0, "pick:the_statue_of_zeus"),
    (0, "pick:the_great_lighthouse"),
    (0, "build:theater"),
    (1, "build:tavern"),
    (0, "build:clay_pool"),
    (1, "build:glassworks"),
    (0, "build:stone_pit"),
    (1, "build:altar"),
    (0, "build:quarry"),
    (1, "build:stable"),
    (0, "build:workshop"),
    (1, "build:pharmacist"),
    (0, "build:clay_reserve"),
    (1, "build:clay_pit"),
    (0, "build:guard_tower"),
    (1, "build:stone_reserve"),
    (0, "discard:palisade"),
    (1, "build:scriptorium"),
    (0, "build:apothecary"),
    (1, "build:garrison"),
    (0, "build:logging_camp"),
    (1, "discard:wood_reserve"),
    (0, "start:me"),
    (0, "discard:customs_house"),
    (1, "build:dispensary"),
    (1, "progress:philosophy"),
    (0, "build:forum"),
    (1, "build:aqueduct"),
    (0, "build:drying_room"),
    (1, "discard:brickyard"),
    (0, "wonder:the_statue_of_zeus:barracks"),
    (0, "destroy:clay_pit"),
    (1, "build:walls"),
    (0, "build:glass_blower"),
    (1, "discard:archery_range"),
    (0, "wonder:the_great_lighthouse:parade_ground"),
    (1, "build:rostrum"),
    (0, "build:courthouse"),
    (1, "build:shelf_quarry"),
    (0, "build:library"),
    (1, "build:temple"),
    (0, "build:laboratory"),
    (0, "progress:economy"),
    (1, "build:horse_breeders"),
    (0, "build:school"),
    (0, "progress:agriculture"),
    (1, "discard:caravansery"),
    (0, "start:me"),
    (0, "build:obelisk"),
    (1, "wonder:circus_maximus:merchants_guild"),
    (1, "destroy:drying_room"),
    (0, "build:arena"),
    (1, "discard:port"),
    (0, "build:arsenal"),
    (1, "build:senate"),
    (0, "build:armory"),
    (1, "build:pantheon"),
    (0, "build:scientists_guild"),
    (1, "build:circus"),
    (0, "build:fortifications"),
    (1, "discard:study"),
    (0, "build:gardens"),
    (1, "discard:university"),
    (0, "build:palace"),
    (1, "build:chamber_of_commerce"),
    (0, "build:town_hall"),
    (1, "wonder:the_temple_of_artemis:pretorium"),
    (1, "build:magistrates_guild"),
    (0, "build:academy"),
]


def test_replayed_game_reaches_the_hand_checked_score() -> None:
    s = replay(RULES, 2, SEED, {}, MOVES)
    out = RULES.outcome(s)
    assert out is not None
    assert out.reason == "civilian victory" and out.winners == {0}
    assert out.scores == (78, 53)
    assert out.breakdown[0] == {
        "blue": 33,
        "green": 9,
        "yellow": 6,
        "guilds": 6,
        "wonders": 7,
        "progress": 4,
        "coins": 13,
        "military": 0,
    }
    assert out.breakdown[1] == {
        "blue": 27,
        "green": 2,
        "yellow": 3,
        "guilds": 6,
        "wonders": 3,
        "progress": 7,
        "coins": 3,
        "military": 2,
    }
    assert (s.players[0].coins, s.players[1].coins, s.pawn) == (40, 9, -1)
    assert s.players[0].tokens == ["economy", "agriculture"]
    assert s.players[1].tokens == ["philosophy"]
    assert s.players[0].built == {
        "the_statue_of_zeus": "barracks",
        "the_great_lighthouse": "parade_ground",
    }
    assert s.players[1].built == {
        "circus_maximus": "merchants_guild",
        "the_temple_of_artemis": "pretorium",
    }
    # the two destroyed cards went to the discard pile
    assert "clay_pit" in s.discard and "drying_room" in s.discard
    assert "clay_pit" not in s.players[1].city and "drying_room" not in s.players[0].city


def test_replay_is_exact() -> None:
    a = replay(RULES, 2, SEED, {}, MOVES)
    b = replay(RULES, 2, SEED, {}, MOVES)
    assert RULES.to_json(a) == RULES.to_json(b)
