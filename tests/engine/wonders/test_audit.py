"""Rules audit: interactions the other rule tests do not reach, each from a hand-built position,
plus brute-force cross-checks of the payment search and the wild-symbol science score."""

from __future__ import annotations

import itertools
import random
import re

from bot.engine.wonders import RULES
from bot.engine.wonders.catalogue import CARDS, LEADERS, WONDERS
from bot.engine.wonders.city import Production
from bot.engine.wonders.payment import _pareto, every_purchase, purchases
from bot.engine.wonders.resolve import conflicts, holder
from bot.engine.wonders.scoring import science_points
from bot.engine.wonders.state import FREE_CITY, Phase
from tests.engine.wonders.helpers import act, build, position, recruit_phase, stages, tokens
from tests.support.told import english

IDLE = ["altar", "theater"]


def test_audit_halicarnassus_sees_the_seventh_cards_and_babylon_b_discard() -> None:
    """§4.5 step 6 / D6 / D7: 7th cards, then Babylon B's 7th card, then Halicarnassus."""
    s = position(
        3,
        wonders=["babylon", "halicarnassus", "giza"],
        sides=["b", "a", "a"],
        turn=6,
        coins=9,
        hands=[["pawnshop", "baths"], ["tavern", "altar"], ["theater", "stockade"]],
    )
    stages(s, 0, 1)
    build(s, 0, "lumber_yard", "sawmill", "glassworks_1")  # Babylon B stage 2: 2 wood + glass
    stages(s, 1, 1)
    build(s, 1, "foundry", "ore_vein")  # Halicarnassus A stage 2: 3 ore
    s, _ = act(s, 0, "card:pawnshop", "wonder")
    s, _ = act(s, 1, "card:altar", "wonder")
    s, _ = act(s, 2, "card:theater", "build")
    assert [d.kind for d in s.stack] == ["halicarnassus", "seventh"]  # top: Babylon first
    assert sorted(s.discard) == ["stockade", "tavern"]  # the other 7th cards, no coins
    assert s.cities[2].coins == 9 and s.cities[1].coins == 9
    s, _ = act(s, 0, "discard:baths")
    assert s.cities[0].coins == 9 + 3
    assert tokens(s, 1) == [
        "from_discard:tavern",
        "from_discard:stockade",
        "from_discard:baths",
        "skip",
    ]
    s, _ = act(s, 1, "from_discard:baths")
    assert "baths" in s.cities[1].built and s.age == 2  # then conflicts and Age II


def test_audit_courtesans_built_from_the_discard_pile_copies_solomon() -> None:
    """D7 / D13: Halicarnassus builds the Courtesans Guild, whose token copies Solomon, whose
    discard-pile build follows at once (Xenophon's owner is not affected)."""
    s = position(
        3,
        wonders=["halicarnassus", "giza", "rhodes"],
        hands=[["pawnshop", "altar"], IDLE, IDLE],
        coins=3,
        leaders=True,
        age=3,
    )
    stages(s, 0, 1)
    build(s, 0, "ore_vein", "foundry")
    s.discard = ["courtesans_guild", "baths", "tavern"]
    s.cities[1].leaders = ["solomon"]
    s.cities[2].leaders = ["xenophon"]
    s, _ = act(s, 0, "card:pawnshop", "wonder", "pay:0:0:0")  # own ore (Rhodes sells ore too)
    s, _ = act(s, 1, "card:altar", "build")
    s, _ = act(s, 2, "card:altar", "build")
    s, _ = act(s, 0, "from_discard:courtesans_guild")
    assert s.stack[-1].kind == "courtesan"
    assert tokens(s, 0) == ["copy:solomon", "copy:xenophon"]
    s, _ = act(s, 0, "copy:solomon")
    assert s.stack[-1].kind == "solomon_copy"
    s, _ = act(s, 0, "from_discard:tavern")
    assert s.cities[0].built[-2:] == ["courtesans_guild", "tavern"]
    assert s.cities[0].coins == 3 + 5 and s.cities[2].coins == 3
    assert s.cities[1].leaders == ["solomon"] and s.turn == 2


def test_audit_rome_b_extra_recruit_in_age_three_then_the_rest_goes_back() -> None:
    """D10 / D11: the extra recruit is part of the recruitment turn; what is left returns."""
    s = position(
        3,
        wonders=["rome", "giza", "rhodes"],
        sides="b",
        hands=[[], [], []],
        coins=6,
        leaders=True,
        phase=Phase.RECRUIT,
        age=3,
    )
    recruit_phase(s, [["zenobia", "pericles"], ["croesus", "nero"], ["hiram", "plato"]])
    s.age = 3
    s.cities[0].stages = 1
    build(s, 0, "stone_pit", "clay_pool", "loom_1")  # stage 2: stone + clay + textile
    s, _ = act(s, 0, "leader:zenobia", "wonder", "pay:0:0:0")  # own (Giza sells stone too)
    s, _ = act(s, 1, "leader:croesus", "recruit")
    s, _ = act(s, 2, "leader:hiram", "discard")
    assert tokens(s, 0) == ["recruit:pericles", "skip"]
    s, _ = act(s, 0, "recruit:pericles")  # printed 6 - 2 = 4
    assert s.cities[0].leaders == ["pericles"] and s.cities[0].coins == 2
    assert s.leader_hands == [[], [], []] and {"nero", "plato", "hiram"} <= set(s.box)
    assert s.phase == Phase.PLAY


def test_audit_two_player_babylon_b_holder_plays_the_card_left_after_both_picks() -> None:
    """§12 step 5 / D6: the holder picks for itself and the Free City; the third card is its
    7th card; the Free City pile's last card is discarded."""
    s = position(
        2,
        wonders=["giza", "babylon", "rhodes"],
        sides=["a", "b", "a"],
        turn=6,
        coins=5,
        hands=[["altar", "theater"], ["pawnshop", "baths"]],
        fc_pile=["tavern", "stockade"],
    )
    stages(s, 1, 2)
    assert holder(s) == 1 and s.hands[1] == ["pawnshop", "baths", "tavern"]
    s, _ = act(s, 1, "card:pawnshop", "build", "card:tavern", "build")
    s, _ = act(s, 0, "card:altar", "build")
    assert [(d.kind, d.seat, d.data["card"]) for d in s.stack] == [("seventh", 1, "baths")]
    assert sorted(s.discard) == ["stockade", "theater"]
    assert "tavern" in s.cities[FREE_CITY].built


def test_audit_tomyris_losing_both_comparisons_hands_each_winner_a_defeat_token() -> None:
    """D19 / D36: each lost comparison sends its Defeat token to that winner."""
    s = position(3, hands=[[], [], []], leaders=True, age=2)
    s.cities[0].leaders = ["tomyris"]
    build(s, 1, "stockade")
    build(s, 2, "walls")
    conflicts(s)
    assert s.cities[0].tokens == []
    assert sorted(s.cities[1].tokens) == [-1, -1, 3]  # its own defeat by 2, and 0's
    assert sorted(s.cities[2].tokens) == [-1, 3, 3]


def test_audit_the_public_view_names_no_secret_card() -> None:
    """§15: random play; the public view and public sentences never name a card that is only
    in a hand, the discard pile, the Free City pile, under a wonder or in a leader hand."""
    names = {**{k: v.name for k, v in CARDS.items()}, **{k: v.name for k, v in LEADERS.items()}}
    words = sorted(set(names.values()), key=len, reverse=True)  # "Siege Workshop" first
    pattern = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in words) + r")\b")
    ids = re.compile(r"'([a-z_0-9]+)'")
    for players, leaders in ((2, True), (3, True), (4, False)):
        s = RULES.new_game(players, 31, {"leaders": leaders, "sides": "random"})
        rnd = random.Random(players)
        while RULES.outcome(s) is None:
            seat = min(RULES.to_move(s))
            events = RULES.apply(s, seat, rnd.choice(RULES.legal_actions(s, seat)))
            shown = {x for c in s.cities for x in (*c.built, *c.leaders, c.courtesan) if x}
            for e in events:
                if e.visible_to is None:
                    shown |= {str(m["card"]) for m in e.data.get("moves", ()) if "card" in m}
                    shown |= {str(e.data[k]) for k in ("card", "leader") if k in e.data}
            hidden = {x for h in (*s.hands, *s.leader_hands, *s.draft) for x in h}
            hidden |= {*s.discard, *s.fc_pile, *s.box, *(x for c in s.cities for x in c.tucked)}
            text = repr(RULES.view(s, None)) + " ".join(
                english(RULES.event_phrase(e), "wonders", ("A", "B", "C", "D"))
                for e in events
                if e.visible_to is None
            )
            for w in WONDERS.values():
                text = text.replace(w.name, "")
            mentioned = {m.group(0) for m in pattern.finditer(text)}
            mentioned |= {x for x in ids.findall(text) if x in names}
            shown_names = {names[x] for x in shown}
            leaked = {x for x in hidden - shown if names[x] not in shown_names}
            assert not {x for x in leaked if x in mentioned or names[x] in mentioned}


def _units(prod: Production) -> list[tuple[int, ...]]:
    fixed, choices = prod
    return [(i,) for i, n in enumerate(fixed) for _ in range(n)] + list(choices)


def _brute(
    cost: tuple[int, ...],
    own: Production,
    left: Production,
    right: Production,
    prices: tuple[tuple[int, ...], tuple[int, ...]],
    wild: int,
    bilkis: bool,
    *,
    every: bool = False,
) -> frozenset[tuple[int, int, int]]:
    """Every assignment of each needed unit to a source, then the undominated totals (or,
    with `every`, all of them: a discount is always used, own production need not be)."""
    need = [i for i, n in enumerate(cost) for _ in range(n)]
    wild = min(wild, len(need)) if every else wild
    sources = [(w, u) for w, p in enumerate((own, left, right)) for u in _units(p)]
    found: set[tuple[int, int, int]] = set()

    def rec(k: int, used: frozenset[int], w: int, b: bool, paid: tuple[int, int, int]) -> None:
        if k == len(need):
            if not (every and w):
                found.add(paid)
            return
        t = need[k]
        for j, (who, unit) in enumerate(sources):
            if j not in used and t in unit:
                left = prices[0][t] if who == 1 else 0
                right = prices[1][t] if who == 2 else 0
                rec(k + 1, used | {j}, w, b, (paid[0] + left, paid[1] + right, paid[2]))
        if w:
            rec(k + 1, used, w - 1, b, paid)
        if b:
            rec(k + 1, used, w, False, (paid[0], paid[1], paid[2] + 1))

    rec(0, frozenset(), wild, bilkis, (0, 0, 0))
    return frozenset(found) if every else _pareto(found)


def _random_markets(rnd: random.Random, n: int) -> list[tuple]:
    """Random (cost, own, left, right, prices, wild, bilkis) cases for the payment search."""

    def production() -> Production:
        fixed = [0] * 7
        for _ in range(rnd.randint(0, 3)):
            fixed[rnd.randrange(7)] += 1
        choices = [
            tuple(sorted(rnd.sample(range(7), rnd.randint(2, 4)))) for _ in range(rnd.randint(0, 2))
        ]
        return tuple(fixed), tuple(sorted(choices))

    out = []
    for _ in range(n):
        cost = [0] * 7
        for _ in range(rnd.randint(1, 4)):
            cost[rnd.randrange(7)] += 1
        own, left, right = production(), production(), production()
        prices = (
            tuple(rnd.choice((1, 2)) for _ in range(7)),
            tuple(rnd.choice((1, 2)) for _ in range(7)),
        )
        wild, bilkis = rnd.choice((0, 0, 1)), rnd.choice((False, True))
        out.append((tuple(cost), own, left, right, prices, wild, bilkis))
    return out


def test_audit_payment_plans_equal_a_brute_force_search() -> None:
    """§5.3 / D5 / D17 / D18: every undominated way to pay, no more, no less."""
    for cost, own, left, right, prices, wild, bilkis in _random_markets(random.Random(5), 400):
        got = purchases(cost, own, left, right, prices[0], prices[1], wild, bilkis)
        assert got == _brute(cost, own, left, right, prices, wild, bilkis)


def test_audit_every_payment_plan_equals_a_brute_force_search() -> None:
    """D5: buying what you could produce is allowed, so every reachable payment is a plan;
    the undominated ones among them are exactly the short list."""
    for cost, own, left, right, prices, wild, bilkis in _random_markets(random.Random(6), 400):
        got = every_purchase(cost, own, left, right, prices[0], prices[1], wild, bilkis)
        assert got == _brute(cost, own, left, right, prices, wild, bilkis, every=True)
        assert _pareto(set(got)) == purchases(
            cost, own, left, right, prices[0], prices[1], wild, bilkis
        )


def test_audit_wild_science_symbols_take_the_best_assignment() -> None:
    """§9.1: every assignment of up to 4 wild symbols is tried (Aristotle: 10 per set)."""
    for c, g, t, wild, bonus in itertools.product(range(4), range(4), range(3), range(4), (0, 3)):
        best = (-1, 0, 0)
        for picks in itertools.product(range(3), repeat=wild):
            n = [c, g, t]
            for p in picks:
                n[p] += 1
            sets = min(n)
            base = sum(x * x for x in n) + 7 * sets
            if base + bonus * sets > best[0]:
                best = (base + bonus * sets, base, bonus * sets)
        got = science_points((c, g, t), wild, bonus)
        assert sum(got) == best[0]
