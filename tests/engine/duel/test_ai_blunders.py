"""Issue 30: moves players saw the hard Duel bot make, each set up as a position, and the
sensible move the look-ahead (bot/engine/duel/search.py) makes there instead."""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.core import Action, play
from bot.engine.duel import ai
from bot.engine.duel.catalog import catalog
from bot.engine.duel.payment import quote_card
from bot.engine.duel.rules import RULES
from bot.engine.duel.state import DuelState
from tests.engine.duel.helpers import position
from tests.engine.duel.test_ai import _midgame

SEEDS = [1, 2, 3]


def _hard(s: DuelState, seed: int, seat: int = 0) -> Action:
    legal = RULES.legal_actions(s, seat)
    return make_bot("hard", seed=seed).choose(RULES, RULES.view(s, seat), seat, legal)


def _price(s: DuelState, cid: str, seat: int = 0) -> int:
    return quote_card(s, seat, catalog().cards[cid]).total


def _moneylenders() -> DuelState:
    return position(
        3,
        accessible=["moneylenders_guild", "obelisk"],
        cities=(["quarry", "glassworks", "stone_pit"], ["sawmill", "quarry", "brickyard"]),
        coins=(8, 3),
    )


def _courthouse() -> DuelState:
    return position(
        2,
        accessible=["courthouse", "brewery"],
        cities=(["clay_pit"], ["sawmill", "glass_blower"]),
        coins=(12, 5),
    )


def _town_hall() -> DuelState:
    return position(
        3,
        accessible=["town_hall", "obelisk"],
        cities=(["quarry", "glassworks", "stone_pit"], ["sawmill", "quarry", "brickyard"]),
        coins=(3, 6),
    )


def _lighthouse() -> DuelState:
    return position(
        3,
        accessible=["observatory", "lighthouse"],
        cities=(["tavern", "press", "quarry", "glassworks", "clay_pool", "clay_pit"], ["sawmill"]),
        coins=(9, 6),
    )


def _pawn() -> DuelState:
    blue = ["pantheon", "gardens", "theater", "statue", "baths", "aqueduct", "senate", "rostrum"]
    brown = ["quarry", "stone_pit", "lumber_yard", "logging_camp", "clay_pool", "clay_pit"]
    return position(
        3,
        accessible=["arsenal", "town_hall"],
        pawn=-7,
        cities=([*blue, *brown, "brickyard", "sawmill"], ["garrison", "stable"]),
        coins=(8, 6),
    )


@pytest.mark.parametrize("seed", SEEDS)
def test_no_moneylenders_guild_with_the_last_coins(seed: int) -> None:
    """Players saw the Moneylenders Guild bought with the last 12 coins for 2 VP (its VP count
    coins, and they are gone). Here it takes all 8 coins; the Obelisk is 5 VP for nothing."""
    s = _moneylenders()
    assert _price(s, "moneylenders_guild") == 8 and _price(s, "obelisk") == 0
    assert _hard(s, seed) == Action("build", ("obelisk",))


@pytest.mark.xfail(
    strict=True,
    reason="issue 30, not fixed in the hard level's ISMCTS: its look-ahead "
    "(HARD_SEARCH = 'look') avoids it, but did not win more games",
)
@pytest.mark.parametrize("seed", SEEDS)
def test_no_courthouse_for_eleven_coins(seed: int) -> None:
    """Age II: the Courthouse (5 VP) would take 11 of 12 coins in trade; the Brewery is free
    and gives 6 coins. The starting bot (bench/frozen) paid the 11 coins with every seed."""
    s = _courthouse()
    assert _price(s, "courthouse") == 11
    assert _hard(s, seed) == Action("build", ("brewery",))


@pytest.mark.parametrize("seed", SEEDS)
def test_no_town_hall_discarded_while_the_obelisk_is_affordable(seed: int) -> None:
    """Age III: the Town Hall is out of reach, the Obelisk free; the starting bot discarded
    the Town Hall for coins."""
    s = _town_hall()
    legal = {a.token for a in RULES.legal_actions(s, 0)}
    assert "build:town_hall" not in legal and "build:obelisk" in legal
    assert _hard(s, seed) == Action("build", ("obelisk",))


@pytest.mark.parametrize("seed", SEEDS)
def test_a_free_lighthouse_over_the_observatory(seed: int) -> None:
    """With no science to speak of, the Observatory is 2 VP and one symbol; the Lighthouse is
    free through the Tavern, 3 VP and coins."""
    s = _lighthouse()
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


@pytest.mark.xfail(
    strict=False,
    reason="issue 30, not fixed in the hard level's ISMCTS: its look-ahead "
    "(HARD_SEARCH = 'look') avoids it, but did not win more games",
)
@pytest.mark.parametrize("seed", SEEDS)
def test_a_free_card_that_uncovers_our_free_chain_is_left(seed: int) -> None:
    """Taking the Rostrum would uncover the Aqueduct for the opponent; taking the Statue leaves
    the opponent the Rostrum, which uncovers the Aqueduct for us (free through the Baths)."""
    s = _aqueduct_behind_the_rostrum()
    assert _price(s, "rostrum") == 0 and _price(s, "statue") == 0
    assert _price(s, "aqueduct", seat=1) <= s.players[1].coins
    assert _hard(s, seed) == Action("build", ("statue",))


def test_a_pawn_near_our_capital_outweighs_a_points_lead() -> None:
    """Far ahead on points in Age III, a pawn two spaces from our capital still loses the
    game (a careful player won so against the starting bot): the sharp evaluation counts it as
    a chance to lose outright, so pushing the pawn back is worth far more than 7 VP."""
    s = _pawn()
    after = {cid: play(RULES, s, 0, Action("build", (cid,)))[0] for cid in ("arsenal", "town_hall")}
    sharp = {cid: ai.evaluate_sharp(RULES, t)[0] for cid, t in after.items()}
    plain = {cid: ai.evaluate(RULES, t)[0] for cid, t in after.items()}
    assert sharp["arsenal"] - sharp["town_hall"] > 0.15
    assert sharp["arsenal"] - sharp["town_hall"] > 5 * (plain["arsenal"] - plain["town_hall"])


@pytest.mark.parametrize("agora", [False, True])
def test_the_full_search_ignores_secrets_and_repeats_itself(agora: bool) -> None:
    """At the hard level's own budget (not the tests' short one): the same seed, view and
    legal moves give the same move, and so does the view of a state whose secrets are
    scrambled."""
    for seed, steps in ((8, 30), (9, 60)):
        s = _midgame(seed, steps, agora)
        if RULES.outcome(s) is not None:
            continue
        seat = min(RULES.to_move(s))
        legal = RULES.legal_actions(s, seat)
        first = make_bot("hard", seed=seed).explain(RULES, RULES.view(s, seat), seat, legal)
        again = make_bot("hard", seed=seed).explain(RULES, RULES.view(s, seat), seat, list(legal))
        assert first == again
        scrambled = RULES.scramble_secrets(s, seat, seed=seed + 1000)
        other = make_bot("hard", seed=seed).explain(
            RULES, RULES.view(scrambled, seat), seat, RULES.legal_actions(scrambled, seat)
        )
        assert other == first


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(
            "courthouse",
            marks=pytest.mark.xfail(
                strict=True,
                reason="at the sharp evaluation's Age II production weight (SHARP_PRODUCTION) "
                "the look-ahead, like the ISMCTS, pays the 11 coins",
            ),
        ),
        "aqueduct",
        "moneylenders",
        "town_hall",
        "lighthouse",
        "pawn",
    ],
)
def test_the_look_ahead_alone_avoids_every_blunder(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The look-ahead (bot/engine/duel/search.py, `HARD_SEARCH = "look"`) makes the sensible
    move in each position above."""
    monkeypatch.setattr(ai, "HARD_SEARCH", "look")
    positions = {
        "courthouse": (_courthouse, "brewery"),
        "aqueduct": (_aqueduct_behind_the_rostrum, "statue"),
        "moneylenders": (_moneylenders, "obelisk"),
        "town_hall": (_town_hall, "obelisk"),
        "lighthouse": (_lighthouse, "lighthouse"),
        "pawn": (_pawn, "arsenal"),
    }
    make, sensible = positions[name]
    s = make()
    assert _hard(s, 1) == Action("build", (sensible,))
