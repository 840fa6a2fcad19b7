"""data/duel/*.json against the numbers of the rules reference (duel.md, duel-components.yaml)."""

from __future__ import annotations

import json
from collections import Counter

from bot.engine.duel.catalog import DUEL_DATA, Color, catalog
from bot.engine.duel.expansions import AGORA, BASE

# Agora effects are in the data already (its wonders, tokens and military tokens sit in the
# same tables); the Agora issue adds their handlers.
AGORA_EFFECTS = {
    "trigger_unprepared_conspiracy",
    "place_influence_any",
    "move_influence",
    "senators_free",
    "conspire_keep_both",
    "conspire",
    "remove_opponent_influence",
    "move_influence_optional",
}


def test_every_file_names_its_source() -> None:
    for path in DUEL_DATA.glob("*.json"):
        assert "_source" in json.loads(path.read_text()), path.name


def test_deck_sizes_and_colours_match_the_box() -> None:
    cat = catalog()
    decks = Counter(c.deck for c in cat.cards.values())
    assert decks == {"age1": 23, "age2": 23, "age3": 20, "guild": 7, "senator": 13}
    colours = {d: Counter(c.color for c in cat.cards.values() if c.deck == d) for d in decks}
    assert colours["age1"] == {
        Color.BROWN: 6,
        Color.GREY: 2,
        Color.RED: 4,
        Color.GREEN: 4,
        Color.YELLOW: 4,
        Color.BLUE: 3,
    }
    assert colours["age2"] == {
        Color.BROWN: 3,
        Color.GREY: 2,
        Color.RED: 5,
        Color.GREEN: 4,
        Color.YELLOW: 4,
        Color.BLUE: 5,
    }
    assert colours["age3"] == {Color.RED: 5, Color.GREEN: 4, Color.YELLOW: 5, Color.BLUE: 6}
    assert colours["guild"] == {Color.PURPLE: 7}
    assert all(c.age == 3 for c in cat.cards.values() if c.deck == "guild")


def test_wonders_tokens_and_constants() -> None:
    cat = catalog()
    assert Counter(w.expansion for w in cat.wonders.values()) == {"base": 12, "agora": 2}
    assert Counter(t.expansion for t in cat.tokens.values()) == {"base": 10, "agora": 2}
    assert len(cat.wonders_of("base")) == 12 and len(cat.tokens_of("base")) == 10
    k = cat.constants
    assert (k["starting_coins"], k["wonders_drafted"], k["wonders_max_built"]) == (7, 8, 7)
    assert (k["progress_tokens_on_board"], k["age_cards_removed_per_age"]) == (5, 3)
    assert (k["guilds_per_game"], k["discard_base_coins"], k["trade_base_price"]) == (3, 2, 2)
    assert (k["coins_per_vp"], k["science_symbols_to_win"], k["capital_position"]) == (3, 6, 9)
    assert cat.draft_rounds == (("A", "B", "B", "A"), ("B", "A", "A", "B"))


def test_ids_are_unique_across_all_components() -> None:
    cat = catalog()
    ids = [*cat.cards, *cat.wonders, *cat.tokens]
    assert len(ids) == len(set(ids)) == 73 + 13 + 14 + 12  # Age cards, Senators, wonders, tokens


def test_chains_pair_exactly_one_giver_with_one_later_card() -> None:
    cat = catalog()
    assert len(cat.chain_symbols) == 17
    for symbol, (giver, unlocks) in cat.chain_symbols.items():
        givers = [c.id for c in cat.cards.values() if c.chain_gives == symbol]
        takers = [c.id for c in cat.cards.values() if c.chain_requires == symbol]
        assert givers == [giver] and takers == [unlocks], symbol
        assert cat.cards[giver].age < cat.cards[unlocks].age
    used = {c.chain_gives for c in cat.cards.values()}
    used |= {c.chain_requires for c in cat.cards.values()}
    assert used - {None} == set(cat.chain_symbols)
    assert all(
        c.chain_gives is None and c.chain_requires is None
        for c in cat.cards.values()
        if c.color == Color.PURPLE
    )


def test_each_science_symbol_is_on_two_green_cards_and_scales_only_on_law() -> None:
    cat = catalog()
    on_cards = Counter(c.science for c in cat.cards.values() if c.science)
    assert set(on_cards.values()) == {2} and len(on_cards) == 6
    assert all(c.color == Color.GREEN for c in cat.cards.values() if c.science)
    assert all(c.science for c in cat.cards.values() if c.color == Color.GREEN)
    assert "scales" not in on_cards
    law = [t.id for t in cat.tokens.values() for e in t.effects if e.kind == "science"]
    assert law == ["law"]
    assert set(cat.science_symbols) == set(on_cards) | {"scales"}


def test_every_effect_has_a_handler() -> None:
    cat = catalog()
    base = [e for c in cat.cards.values() if c.deck != "senator" for e in c.effects]
    base += [e for w in cat.wonders.values() if w.expansion == "base" for e in w.effects]
    base += [e for t in cat.tokens.values() if t.expansion == "base" for e in t.effects]
    assert {e.kind for e in base} <= set(BASE.immediate)
    agora = [
        e
        for w in cat.wonders.values()
        if w.expansion == "agora"
        for e in (*w.effects, *w.on_select)
    ]
    agora += [e for t in cat.tokens.values() if t.expansion == "agora" for e in t.effects]
    agora += [e for c in cat.cards.values() if c.deck == "senator" for e in c.effects]
    assert {e.kind for e in agora} <= set(AGORA.immediate) | AGORA_EFFECTS
    for (variant, _), token in cat.military_tokens.items():
        for e in token.effects:
            assert e.kind in (BASE.military if variant == "base" else AGORA_EFFECTS)


def test_costs_use_known_resources_and_wonders_cost_resources_only() -> None:
    cat = catalog()
    assert all(w.cost.coins == 0 and w.cost.resources for w in cat.wonders.values())
    assert all(c.cost.coins >= 0 for c in cat.cards.values())


def test_structures_have_the_printed_shapes() -> None:
    cat = catalog()
    sizes = {key: len(lay.slots) for key, lay in cat.layouts.items()}
    assert sizes == {
        ("base", 1): 20,
        ("base", 2): 20,
        ("base", 3): 20,
        ("agora", 1): 25,
        ("agora", 2): 25,
        ("agora", 3): 23,
    }
    front = {
        key: sum(1 for sl in lay.slots if not sl.covered_by)
        for key, lay in cat.layouts.items()
        if key[0] == "base"
    }
    assert front == {("base", 1): 6, ("base", 2): 2, ("base", 3): 2}
    for lay in cat.layouts.values():
        last = max(sl.row for sl in lay.slots)
        assert all(sl.face_up for sl in lay.slots if sl.row == last)  # the near row is face up
        assert all(sl.face_up == (sl.row % 2 == 1) for sl in lay.slots)
    # Age III's middle row is two separate cards, each covering only one card above it
    age3 = cat.layouts[("base", 3)]
    row3 = {sl.col: len(sl.covered_by) for sl in age3.slots if sl.row == 3}
    assert row3 == {3: 1, 5: 1, 7: 1, 9: 1}


def test_military_track_zones_and_tokens() -> None:
    cat = catalog()
    assert [(z.start, z.end, z.vp) for z in cat.zones] == [
        (0, 0, 0),
        (1, 2, 2),
        (3, 5, 5),
        (6, 8, 10),
    ]
    small, large = cat.military_tokens[("base", "small")], cat.military_tokens[("base", "large")]
    assert (small.threshold, small.effects[0].n) == (3, 2)
    assert (large.threshold, large.effects[0].n) == (6, 5)
