"""Rules audit: positions that pin down rules found wrong (or unverified) in the first version."""

from __future__ import annotations

import json

from bot.engine.catan import RULES
from bot.engine.catan import queries as q
from bot.engine.catan.board import board
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.catan.turn import start_turn
from bot.engine.core import Action, Decision
from bot.paths import DATA_DIR
from tests.engine.catan.helpers import cards, do, event, game, hand, run, tokens
from tests.support.told import english

# -- board: the beginner island exactly as the rules reference gives it (§3.1) --------------

# catan.md §3.1, rows north to south, west to east: (q, r) -> (terrain, number)
REFERENCE_BEGINNER = {
    (0, -2): ("mountains", 10),
    (1, -2): ("pasture", 2),
    (2, -2): ("forest", 9),
    (-1, -1): ("fields", 12),
    (0, -1): ("hills", 6),
    (1, -1): ("pasture", 4),
    (2, -1): ("hills", 10),
    (-2, 0): ("fields", 9),
    (-1, 0): ("forest", 11),
    (0, 0): ("desert", 0),
    (1, 0): ("forest", 3),
    (2, 0): ("mountains", 8),
    (-2, 1): ("forest", 8),
    (-1, 1): ("mountains", 3),
    (0, 1): ("fields", 4),
    (1, 1): ("pasture", 5),
    (-2, 2): ("hills", 5),
    (-1, 2): ("fields", 6),
    (0, 2): ("pasture", 11),
}
# catan.md §2 harbor spots (hex, side) clockwise from the north-west, and the kinds of §3.1
# [D-27]; the kinds were cross-checked against a third public engine that transcribed the
# printed "Starting Map for Beginners" (same order, clockwise from the top-left 3:1)
REFERENCE_HARBORS = (
    ((0, -2), "NW", "generic_3to1"),
    ((1, -2), "NE", "grain"),
    ((2, -1), "NE", "ore"),
    ((2, 0), "E", "generic_3to1"),
    ((1, 1), "SE", "wool"),
    ((-1, 2), "SE", "generic_3to1"),
    ((-2, 2), "SW", "generic_3to1"),
    ((-2, 1), "W", "brick"),
    ((-1, -1), "W", "lumber"),
)


def test_beginner_island_and_harbors_match_the_reference_exactly() -> None:
    b = board()
    s = RULES.new_game(3, 1, {"ck": False, "board": "beginner"})
    layout = {b.hexes[h]: (s.terrain[h], s.numbers[h]) for h in range(len(b.hexes))}
    assert layout == REFERENCE_BEGINNER
    assert b.hexes[s.robber] == (0, 0)
    got = tuple((b.hexes[hb.hex], hb.side, s.harbors[i]) for i, hb in enumerate(b.harbors))
    assert got == REFERENCE_HARBORS
    # a settlement on either vertex of spot 3 trades ore 2:1 and nothing else at 2:1
    spot3 = b.harbors[2]
    for v in spot3.vertices:
        s2 = game()
        s2.vowner[v], s2.vkind[v] = 0, 1
        assert q.harbor_kinds(s2, 0) == {"ore"}
        assert q.rate(s2, 0, 4) == 2 and q.rate(s2, 0, 3) == 4
    raw = json.loads((DATA_DIR / "catan" / "board.json").read_text())
    assert "verified" in raw["_source"] and "unverified" not in raw["_source"]


# -- Merchant Fleet: two cards in one turn give two 2:1 kinds (§26, §28) --------------------


def test_two_merchant_fleets_in_one_turn_both_keep_their_rate() -> None:
    s = game(ck=True)
    s.progress[0] = ["merchant_fleet", "merchant_fleet"]
    cards(s, 0, grain=2, paper=2)
    s, _ = run(s, (0, "play:merchant_fleet"), (0, "name:grain"))
    s, _ = run(s, (0, "play:merchant_fleet"), (0, "name:paper"))
    # the second card must not cancel the first: "until the end of your turn"
    assert q.rate(s, 0, q.KINDS.index("grain")) == 2
    assert q.rate(s, 0, q.KINDS.index("paper")) == 2
    s, _ = run(s, (0, "bank:grain"), (0, "for:ore"), (0, "bank:paper"), (0, "for:wool"))
    assert hand(s, 0) == {"ore": 1, "wool": 1}
    s, _ = do(s, 0, "end")
    assert q.rate(s, 0, q.KINDS.index("grain")) == 4


# -- Commercial Harbor: each opponent at most once per turn, however many cards (§26) ------


def _harbor_game() -> CatanState:
    s = game(ck=True)
    s.progress[0] = ["commercial_harbor", "commercial_harbor"]
    cards(s, 0, brick=3)
    cards(s, 1, coin=3)
    cards(s, 2, cloth=3)
    return s


def test_a_second_commercial_harbor_does_not_force_the_same_opponent_again() -> None:
    s = _harbor_game()
    s, _ = run(
        s,
        (0, "play:commercial_harbor"),
        (0, "harbor:1"),
        (0, "give:brick"),
        (1, "give:coin"),
        (0, "harbor:2"),
        (0, "give:brick"),
        (2, "give:cloth"),
    )
    assert hand(s, 0) == {"brick": 1, "coin": 1, "cloth": 1}
    # almanac: "you may only force each player to make this trade with you once that turn"
    assert "play:commercial_harbor" not in tokens(s, 0)
    assert not any(t.startswith("harbor:") for t in tokens(s, 0))
    # on a later turn the second card works again
    s.stack.clear()
    start_turn(s, 0)
    s.stack[-1] = Decision(0, Step.MAIN)
    assert "play:commercial_harbor" in tokens(s, 0)


def test_cancelling_a_commercial_harbor_offer_keeps_that_opponent_available() -> None:
    s = _harbor_game()
    s, _ = run(s, (0, "play:commercial_harbor"), (0, "harbor:1"), (0, "cancel"))
    assert hand(s, 0) == {"brick": 3} and hand(s, 1) == {"coin": 3}
    assert "harbor:1" in tokens(s, 0)  # "you need not make every exchange" now, but may later
    s, ev = run(s, (0, "harbor:1"), (0, "give:brick"), (1, "give:coin"))
    assert event(ev, "harbor_trade") == {"seat": 0, "with": 1, "give": "brick", "get": "coin"}


# -- domestic trade: §8 puts no limit on offers; a table may set one (option trade_offers) --


def _offer_declined(s: CatanState) -> CatanState:
    """Seat 0 offers a brick for an ore to seat 1, who declines."""
    s, _ = run(s, (0, "offer"), (0, "give:brick"), (0, "get:ore"), (0, "ask:1"), (1, "decline"))
    assert s.trade is None and s.stack[-1].kind == Step.MAIN
    return s


def test_the_active_player_may_make_any_number_of_offers_by_default() -> None:
    """§8: "the active player may trade ... with any other player": no limit on proposals."""
    s = game()
    cards(s, 0, brick=3)
    cards(s, 1, ore=1)
    for _ in range(6):
        s = _offer_declined(s)
    assert "offer" in tokens(s, 0)
    assert next(o for o in RULES.options if o.name == "trade_offers").default == "unlimited"


def test_a_table_may_cap_offers_per_turn_and_the_refusal_says_so() -> None:
    spec = next(o for o in RULES.options if o.name == "trade_offers")
    assert spec.choices == ("unlimited", "1", "2", "3") and spec.coerce("2") == "2"
    for cap in (1, 2, 3):
        s = game(trade_offers=str(cap))
        cards(s, 0, brick=3)
        cards(s, 1, ore=1)
        s, _ = run(s, (0, "offer"), (0, "cancel"))  # a draft never sent is no offer
        for _ in range(cap):
            assert "offer" in tokens(s, 0)
            s = _offer_declined(s)
        assert "offer" not in tokens(s, 0)
        unit = "trade offer" if cap == 1 else "trade offers"
        assert english(RULES.why_illegal(s, 0, Action("offer")), "catan") == (
            f"This table allows {cap} {unit} per turn."
        )
        start_turn(s, 0)
        s.stack = [Decision(0, Step.MAIN)]
        assert "offer" in tokens(s, 0)  # a new turn, new offers


def test_the_catan_guide_documents_the_offer_option() -> None:
    from bot.chat.guide import guide

    written = guide("catan")
    assert written is not None
    text = written.topics["trade"]
    assert "trade_offers" in text and "House rule" not in text
