"""The converted card data matches the counts and numbers of the rules reference (tta.md)."""

from __future__ import annotations

from collections import Counter

from bot.engine.tta.cards import (
    SPECIAL_KINDS,
    STARTING_TECHS,
    Kind,
    TechType,
    card,
    catalogue,
    tables,
)

CARDS = catalogue()


def _deck(deck: str, age: int, players: int) -> int:
    return sum(c.count(players) for c in CARDS.values() if c.deck == deck and c.age == age)


def test_ids_are_unique_token_parts() -> None:
    import re

    assert len(CARDS) == 236  # 127 civil entries + 109 military entries
    for cid in CARDS:
        assert re.fullmatch(r"[a-z0-9_.+\-]+", cid), cid
        assert len(cid) <= 33  # tokens hold one id, or two technology ids (<= 26 each)
        if CARDS[cid].is_tech:
            assert len(cid) <= 26


def test_entries_by_kind() -> None:
    kinds = Counter(c.kind for c in CARDS.values())
    assert kinds == {
        Kind.ACTION: 33,
        Kind.AGGRESSION: 11,
        Kind.EVENT: 55,
        Kind.LEADER: 24,
        Kind.BONUS: 3,
        Kind.PACT: 10,
        Kind.TACTIC: 15,
        Kind.TECHNOLOGY: 54,
        Kind.TERRITORY: 12,
        Kind.WAR: 3,
        Kind.WONDER: 16,
    }


def test_civil_deck_sizes_per_age_and_player_count() -> None:
    """§1: Age A 20; Ages I-III 53 at 4p, 50 at 3p, 44 at 2p (179 civil cards)."""
    assert [_deck("civil", a, 4) for a in range(4)] == [20, 53, 53, 53]
    assert [_deck("civil", a, 3) for a in range(4)] == [20, 50, 50, 50]
    assert [_deck("civil", a, 2) for a in range(4)] == [20, 44, 44, 44]
    age_a = Counter(
        c.kind
        for c in CARDS.values()
        if c.age == 0 and c.deck == "civil"
        for _ in range(c.count(4))
    )
    assert age_a == {Kind.LEADER: 6, Kind.WONDER: 4, Kind.ACTION: 10}


def test_military_deck_sizes() -> None:
    """§1: 150 military cards, A 10 / I 45 / II 50 / III 45; without pacts 43 / 46 / 41."""
    assert [_deck("military", a, 4) for a in range(4)] == [10, 45, 50, 45]
    assert [_deck("military", a, 2) for a in range(4)] == [10, 43, 46, 41]
    pacts = [
        sum(c.count(4) for c in CARDS.values() if c.kind is Kind.PACT and c.age == a)
        for a in (1, 2, 3)
    ]
    assert pacts == [2, 4, 4]


def test_corner_marks_are_the_trimmed_cards() -> None:
    """§2.1: per civil deck I-III, 6 cards marked 3+ and 3 marked 4."""
    for age in (1, 2, 3):
        plus3 = sum(c.marks.get("3+", 0) for c in CARDS.values() if c.age == age)
        four = sum(c.marks.get("4", 0) for c in CARDS.values() if c.age == age)
        assert (plus3, four) == (6, 3), age
        for c in CARDS.values():
            if c.age == age and c.deck == "civil":
                assert c.count(4) - c.count(2) == c.marks.get("3+", 0) + c.marks.get("4", 0)


def test_starting_technologies() -> None:
    t = tables()
    assert t.start_workers == {
        "a-agriculture": 2,
        "a-bronze": 2,
        "a-philosophy": 1,
        "a-religion": 0,
        "a-warriors": 1,
    }
    assert (t.start_yellow, t.start_unused, t.start_blue) == (18, 1, 16)
    for cid in (*STARTING_TECHS, "a-despotism"):
        assert card(cid).start and card(cid).count(4) == 0
    assert card("a-despotism").perm == {"civil_actions": 4, "military_actions": 2, "urban_limit": 2}


def test_governments_table_11_4() -> None:
    expected = {
        "i-monarchy": (2, 8, 5, 3, 3),
        "i-theocracy": (1, 6, 4, 3, 3),
        "ii-constitutional_monarchy": (6, 12, 6, 4, 3),
        "ii-republic": (3, 13, 7, 2, 3),
        "iii-communism": (5, 19, 7, 5, 4),
        "iii-fundamentalism": (7, 18, 6, 5, 4),
        "iii-democracy": (9, 17, 7, 3, 4),
    }
    govs = {c.id for c in CARDS.values() if c.type == TechType.GOVERNMENT and not c.start}
    assert govs == set(expected)
    for cid, (rev, peace, ca, ma, limit) in expected.items():
        c = card(cid)
        assert (c.revolution, c.science) == (rev, peace)
        assert (c.perm["civil_actions"], c.perm["military_actions"], c.perm["urban_limit"]) == (
            ca,
            ma,
            limit,
        )


def test_special_technologies_11_5() -> None:
    specials = {
        c.id: (c.special, c.age, c.science) for c in CARDS.values() if c.type == TechType.SPECIAL
    }
    assert len(specials) == 12
    assert Counter(k for k, _, _ in specials.values()) == dict.fromkeys(SPECIAL_KINDS, 3)
    assert specials["i-code_of_laws"] == ("civil", 1, 6)
    assert specials["iii-military_theory"] == ("military", 3, 11)
    assert card("ii-architecture").fx["urban_discount"] == [0, 1, 2, 2]
    assert card("iii-engineering").fx["wonder_stages"] == 4
    assert card("ii-justice_system").perm == {"civil_actions": 1, "blue_tokens": 3}


def test_tables_6_1_and_6_2() -> None:
    t = tables()
    assert t.row_cost == (1, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3)
    assert t.yellow_row(18) == (2, 0, 0)
    assert t.yellow_row(16) == (3, 1, 1)
    assert t.yellow_row(10) == (4, 2, 3)
    assert t.yellow_row(5) == (5, 3, 5)
    assert t.yellow_row(1) == (7, 4, 7)
    assert t.yellow_row(0) == (None, 6, 8)
    assert t.yellow_row(25) == (2, 0, 0)  # a bank above 18 reads like a full one
    assert [t.corruption_for(n) for n in (16, 11, 10, 6, 5, 1, 0, 20)] == [0, 0, 2, 2, 4, 4, 6, 0]


def test_wonder_stages_sum_and_every_wonder_is_data() -> None:
    wonders = [c for c in CARDS.values() if c.kind is Kind.WONDER]
    assert len(wonders) == 16
    assert {c.age for c in wonders} == {0, 1, 2, 3}
    assert card("ii-ocean_liner_service").stages == (4, 2, 2, 4)
    assert card("iii-internet").stages == (2, 3, 4, 3, 2)
    for w in wonders:
        assert w.stages and (w.perm or w.fx), w.id


def test_every_action_event_military_card_has_a_handler() -> None:
    for c in CARDS.values():
        if c.kind is Kind.ACTION:
            assert "action" in c.fx, c.id
        elif c.kind is Kind.EVENT:
            assert bool(c.clauses) != bool(c.impact), c.id
        elif c.kind is Kind.AGGRESSION:
            assert "aggression" in c.fx and c.ma_cost > 0, c.id
        elif c.kind is Kind.WAR:
            assert "war" in c.fx and c.ma_cost > 0, c.id
        elif c.kind is Kind.TACTIC:
            assert c.composition and c.bonus >= c.outdated_bonus > 0, c.id
        elif c.kind is Kind.TERRITORY:
            assert c.immediate and c.perm, c.id
        elif c.kind is Kind.LEADER:
            assert c.fx, c.id
    impacts = {c.impact for c in CARDS.values() if c.impact}
    assert len(impacts) == 15


def test_tactics_and_bonus_cards() -> None:
    t = card("iii-modern_army")
    assert dict(t.composition) == {"infantry": 2, "cavalry": 1, "artillery": 1}
    assert (t.bonus, t.outdated_bonus) == (13, 7)
    assert (card("ii-fortifications").bonus, card("ii-fortifications").outdated_bonus) == (5, 3)
    assert [
        (card(f"{a}-military_bonus").defense, card(f"{a}-military_bonus").colonization)
        for a in ("i", "ii", "iii")
    ] == [(2, 1), (4, 2), (6, 3)]
    assert card("i-military_bonus").count(2) == 6


def test_disputed_values_follow_the_reference_decisions() -> None:
    """tta.md §21.7: Wealthy Territory I +3 blue; Military Theory 1/1/2 copies."""
    assert card("i-wealthy_territory").perm == {"blue_tokens": 3}
    assert card("iii-military_theory").counts == (1, 1, 2)
    assert card("ii-politics_of_strength").clauses[0]["age4_culture"] == 5
