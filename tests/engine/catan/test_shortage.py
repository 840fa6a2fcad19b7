"""The bank-shortage option [D-4]: the almanac rule and the sole claimant taking the rest."""

from __future__ import annotations

import pytest

from bot.engine.catan import RULES
from bot.engine.catan.steps import Step
from bot.engine.core import Event
from tests.engine.catan.helpers import B, build, do, event, game, hand, roll
from tests.support.told import english

# beginner island: h4 hills 6, h5 pasture 4, h8 forest 11, h18 pasture 11 (no other 11s touch
# the corners used below); corners are clockwise from N, so ring[0] and ring[3] never touch
H8, H18 = B.hex_vertices[8], B.hex_vertices[18]


def test_option_choices_and_default() -> None:
    opt = {o.name: o for o in RULES.options}["shortage"]
    assert opt.default == "almanac" and opt.choices == ("almanac", "sole_claimant")
    assert "nobody" in opt.help and "only one player" in opt.help
    assert (
        RULES.new_game(3, 1, {"ck": False, "board": "beginner"}).options.get("shortage", "almanac")
        == "almanac"
    )


@pytest.mark.parametrize(("rule", "alone"), [("almanac", {}), ("sole_claimant", {"brick": 1})])
def test_base_sole_claimant_short_of_the_bank(rule: str, alone: dict[str, int]) -> None:
    s = build(game(shortage=rule), 0, cities=(23,))  # h4 hills 6: 2 brick claimed
    build(s, 1, settlements=(14,))  # h2 forest 9, h5 pasture 4, h6 hills 10
    s.bank[0] = 1
    ev = roll(s, 3, 3)
    assert hand(s, 0) == alone and s.bank[0] == 1 - sum(alone.values())
    assert event(ev, "produce")["short"] == ([] if alone else ["brick"])
    assert event(ev, "produce").get("rest", []) == (["brick"] if alone else [])
    assert event(ev, "produce")["gains"][0] == alone
    # an empty bank pays nobody under either rule
    s.bank[0] = 0
    ev = roll(s, 3, 3)
    assert hand(s, 0) == alone and event(ev, "produce")["short"] == ["brick"]
    # other kinds are paid as normal
    roll(s, 2, 2)
    assert hand(s, 1) == {"wool": 1}


@pytest.mark.parametrize("rule", ["almanac", "sole_claimant"])
def test_two_claimants_short_of_the_bank_get_nothing_under_both_rules(rule: str) -> None:
    s = build(game(shortage=rule), 0, cities=(23,))
    build(s, 1, settlements=(18,))  # also on h4: 3 brick claimed in all
    s.bank[0] = 2
    ev = roll(s, 2, 4)
    assert hand(s, 0) == {} and hand(s, 1) == {} and s.bank[0] == 2
    assert event(ev, "produce")["short"] == ["brick"]


@pytest.mark.parametrize("rule", ["almanac", "sole_claimant"])
def test_ck_two_cities_get_their_resource_but_not_a_short_commodity(rule: str) -> None:
    s = game(ck=True, shortage=rule)
    build(s, 0, cities=(H18[0],))
    build(s, 1, cities=(H18[3],))  # two claims on cloth, one left in the bank
    s.bank[6] = 1
    ev = roll(s, 5, 6)
    assert hand(s, 0) == {"wool": 1} and hand(s, 1) == {"wool": 1}
    assert s.bank[6] == 1 and event(ev, "produce")["short"] == ["cloth"]


@pytest.mark.parametrize(("rule", "paper"), [("almanac", 0), ("sole_claimant", 1)])
def test_ck_sole_claimant_of_a_commodity(rule: str, paper: int) -> None:
    s = game(ck=True, shortage=rule)
    build(s, 2, cities=(H8[0], H8[3]))  # one player, two cities on forest 11: 2 paper claimed
    build(s, 0, cities=(H18[0],))  # pasture 11 is paid in full
    s.bank[5] = 1
    ev = roll(s, 5, 6)
    want = {"lumber": 2, "paper": paper} if paper else {"lumber": 2}
    assert hand(s, 2) == want and s.bank[5] == 1 - paper
    assert hand(s, 0) == {"wool": 1, "cloth": 1}
    data = event(ev, "produce")
    assert data["gains"][2] == want
    assert data["short"] == ([] if paper else ["paper"])
    assert data.get("rest", []) == (["paper"] if paper else [])


def test_ck_a_city_whose_only_card_comes_from_the_rest_skips_the_aqueduct() -> None:
    s = game(ck=True, shortage="sole_claimant")
    build(s, 1, settlements=(H8[0], H8[3]))  # 2 lumber claimed, 1 left
    s.levels[1][2] = 3
    s.bank[1] = 1
    roll(s, 5, 6)
    assert hand(s, 1) == {"lumber": 1} and s.stack[-1].kind == Step.MAIN
    s.bank[1] = 0  # nothing left: no card at all, so the Aqueduct pays
    roll(s, 5, 6)
    assert s.stack[-1].kind == Step.TAKE and s.stack[-1].data["why"] == "aqueduct"
    s, _ = do(s, 1, "take:ore")
    assert hand(s, 1) == {"lumber": 1, "ore": 1}


def test_narration_of_a_shortage() -> None:
    names = ("Ann", "Bo", "Cy")
    gains = [{"brick": 1}, {}, {}]
    event = Event("produce", {"total": 6, "gains": gains, "short": [], "rest": ["brick"]})
    rest = english(RULES.event_phrase(event), "catan", names)
    assert rest == (
        "Production on 6: Ann +1 brick "
        "(the bank is short of brick: the only claimant takes what is left)."
    )
    both = [{"lumber": 1, "paper": 1}, {"lumber": 1}, {}]
    event = Event("produce", {"total": 8, "gains": both, "short": []})
    said = english(RULES.event_phrase(event), "catan", names)  # one "and" per seat's cards
    assert said == "Production on 8: Ann +1 lumber and 1 paper; Bo +1 lumber.", said
    event = Event("produce", {"total": 6, "gains": [{}, {}, {}], "short": ["brick"]})
    none = english(RULES.event_phrase(event), "catan", names)
    assert "nobody gets those" in none
