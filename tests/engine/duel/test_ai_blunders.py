"""Issue 30: moves players saw the hard Duel bot make, each set up as a position, and the
sensible move the look-ahead (bot/engine/duel/search.py) makes there instead."""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.core import Action
from bot.engine.duel.catalog import catalog
from bot.engine.duel.payment import quote_card
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from tests.engine.duel.helpers import position

SEEDS = [1, 2, 3]


def _hard(s: DuelState, seed: int, seat: int = 0) -> Action:
    legal = RULES.legal_actions(s, seat)
    return make_bot("hard", seed=seed).choose(RULES, RULES.view(s, seat), seat, legal)


def _price(s: DuelState, cid: str, seat: int = 0) -> int:
    return quote_card(s, seat, catalog().cards[cid]).total


@pytest.mark.parametrize("seed", SEEDS)
def test_no_moneylenders_guild_with_the_last_coins(seed: int) -> None:
    """Players saw the Moneylenders Guild bought with the last 12 coins for 2 VP (its VP count
    coins, and they are gone). Here it takes all 8 coins; the Obelisk is 5 VP for nothing."""
    s = position(
        3,
        accessible=["moneylenders_guild", "obelisk"],
        cities=(["quarry", "glassworks", "stone_pit"], ["sawmill", "quarry", "brickyard"]),
        coins=(8, 3),
    )
    assert _price(s, "moneylenders_guild") == 8 and _price(s, "obelisk") == 0
    assert _hard(s, seed) == Action("build", ("obelisk",))


@pytest.mark.parametrize("seed", SEEDS)
def test_no_courthouse_for_eleven_coins(seed: int) -> None:
    """Age II: the Courthouse (5 VP) would take 11 of 12 coins in trade; the Brewery is free
    and gives 6 coins. The starting bot (bench/frozen) paid the 11 coins with every seed."""
    s = position(
        2,
        accessible=["courthouse", "brewery"],
        cities=(["clay_pit"], ["sawmill", "glass_blower"]),
        coins=(12, 5),
    )
    assert _price(s, "courthouse") == 11
    assert _hard(s, seed) == Action("build", ("brewery",))


@pytest.mark.parametrize("seed", SEEDS)
def test_no_town_hall_discarded_while_the_obelisk_is_affordable(seed: int) -> None:
    """Age III: the Town Hall is out of reach, the Obelisk free; the starting bot discarded
    the Town Hall for coins."""
    s = position(
        3,
        accessible=["town_hall", "obelisk"],
        cities=(["quarry", "glassworks", "stone_pit"], ["sawmill", "quarry", "brickyard"]),
        coins=(3, 6),
    )
    legal = {a.token for a in RULES.legal_actions(s, 0)}
    assert "build:town_hall" not in legal and "build:obelisk" in legal
    assert _hard(s, seed) == Action("build", ("obelisk",))


@pytest.mark.parametrize("seed", SEEDS)
def test_a_free_lighthouse_over_the_observatory(seed: int) -> None:
    """With no science to speak of, the Observatory is 2 VP and one symbol; the Lighthouse is
    free through the Tavern, 3 VP and coins."""
    s = position(
        3,
        accessible=["observatory", "lighthouse"],
        cities=(["tavern", "press", "quarry", "glassworks", "clay_pool", "clay_pit"], ["sawmill"]),
        coins=(9, 6),
    )
    assert _price(s, "lighthouse") == 0
    assert _hard(s, seed) == Action("build", ("lighthouse",))


def _aqueduct_behind_the_rostrum() -> DuelState:
    """Age II, last three cards: the Aqueduct (face up) lies under the Rostrum; the Rostrum and
    the Statue are both free for seat 0 (4 VP each), which also has the Aqueduct free through
    its Baths. The opponent can afford the Aqueduct too."""
    s = position(
        2,
        only=True,
        cities=(["baths", "lumber_yard", "quarry", "theater"], ["quarry", "stone_pit"]),
        coins=(4, 6),
    )
    s.slots = [None] * len(s.slots)
    s.slots[14], s.slots[17], s.slots[18] = "aqueduct", "rostrum", "statue"
    s.face_up = [True] * len(s.slots)
    return s


@pytest.mark.parametrize("seed", SEEDS)
def test_a_free_card_that_uncovers_our_free_chain_is_left(seed: int) -> None:
    """Taking the Rostrum would uncover the Aqueduct for the opponent; taking the Statue leaves
    the opponent the Rostrum, which uncovers the Aqueduct for us (free through the Baths)."""
    s = _aqueduct_behind_the_rostrum()
    assert _price(s, "rostrum") == 0 and _price(s, "statue") == 0
    assert _price(s, "aqueduct", seat=1) <= s.players[1].coins
    assert _hard(s, seed) == Action("build", ("statue",))
