"""Each of the 12 base Wonders, the 7-Wonder limit and how wonders are paid."""

from __future__ import annotations

import pytest

from bot.engine.duel import city
from bot.engine.duel.catalog import Resource
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.scoring import breakdown
from tests.engine.duel.helpers import act, english, kinds, legal, position, top

# what each wonder costs a city with no production (2 coins per unit), from the rulebook
COST = {
    "the_pyramids": 8,
    "the_colossus": 8,
    "the_great_lighthouse": 8,
    "the_temple_of_artemis": 8,
    "the_mausoleum": 10,
    "the_great_library": 10,
    "piraeus": 8,
    "the_hanging_gardens": 8,
    "the_statue_of_zeus": 10,
    "the_sphinx": 8,
    "the_appian_way": 10,
    "circus_maximus": 8,
}
VP = {
    "the_pyramids": 9,
    "the_colossus": 3,
    "the_great_lighthouse": 4,
    "the_temple_of_artemis": 0,
    "the_mausoleum": 2,
    "the_great_library": 4,
    "piraeus": 2,
    "the_hanging_gardens": 3,
    "the_statue_of_zeus": 3,
    "the_sphinx": 6,
    "the_appian_way": 3,
    "circus_maximus": 3,
}
PLAY_AGAIN = {
    "the_temple_of_artemis",
    "piraeus",
    "the_hanging_gardens",
    "the_sphinx",
    "the_appian_way",
}


def build_wonder(wonder: str, *, coins: int | None = None, **kw: object):  # type: ignore[no-untyped-def]
    s = position(
        1,
        accessible=["altar", "theater"],
        wonders=([wonder], []),
        coins=(COST[wonder] if coins is None else coins, 7),
        **kw,
    )  # type: ignore[arg-type]
    return act(s, 0, f"wonder:{wonder}:altar")


@pytest.mark.parametrize("wonder", sorted(COST))
def test_wonder_cost_vp_tucked_card_and_play_again(wonder: str) -> None:
    short = position(1, accessible=["altar"], wonders=([wonder], []), coins=(COST[wonder] - 1, 7))
    assert not [t for t in legal(short, 0) if t.startswith("wonder:")]
    after, events = build_wonder(wonder)
    p = after.players[0]
    assert p.built == {wonder: "altar"} and "altar" not in p.city
    assert "altar" not in after.slots and "altar" not in after.discard
    assert breakdown(after, 0)["wonders"] == VP[wonder]
    pending = top(after)
    if wonder in PLAY_AGAIN:
        assert pending is not None
        assert (pending.seat, pending.kind) == (0, Kind.TURN)
        assert "play_again" in kinds(events)
    elif wonder not in (
        "the_mausoleum",
        "the_great_library",
        "the_statue_of_zeus",
        "circus_maximus",
    ):
        assert pending is not None and (pending.seat, pending.kind) == (1, Kind.TURN)


def test_colossus_moves_the_pawn_two() -> None:
    after, _ = build_wonder("the_colossus")
    assert after.pawn == 2


def test_wonder_shields_ignore_strategy() -> None:
    after, _ = build_wonder("the_colossus", tokens=(["strategy"], []))
    assert after.pawn == 2


def test_great_lighthouse_and_piraeus_produce_one_of() -> None:
    after, _ = build_wonder("the_great_lighthouse")
    assert city.one_of(after, 0) == [("wood", "clay", "stone")]
    after, _ = build_wonder("piraeus")
    assert city.one_of(after, 0) == [("glass", "papyrus")]
    # Piraeus never raises the opponent's price for glass/papyrus
    assert city.trade_prices(after, 1)[Resource.GLASS] == 2


def test_temple_of_artemis_gives_12_coins() -> None:
    after, _ = build_wonder("the_temple_of_artemis")
    assert after.players[0].coins == 12


def test_hanging_gardens_gives_6_coins() -> None:
    after, _ = build_wonder("the_hanging_gardens")
    assert after.players[0].coins == 6


def test_appian_way_takes_3_and_costs_the_opponent_3() -> None:
    after, _ = build_wonder("the_appian_way")
    assert (after.players[0].coins, after.players[1].coins) == (3, 4)
    s = position(1, accessible=["altar"], wonders=(["the_appian_way"], []), coins=(10, 2))
    after, _ = act(s, 0, "wonder:the_appian_way:altar")
    assert after.players[1].coins == 0  # loses only what they have


@pytest.mark.parametrize(
    ("wonder", "colour", "victim", "spared"),
    [
        ("the_statue_of_zeus", "brown", "lumber_yard", "glassworks"),
        ("circus_maximus", "grey", "glassworks", "lumber_yard"),
    ],
)
def test_destroying_an_opponent_card(wonder: str, colour: str, victim: str, spared: str) -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=([wonder], []),
        coins=(20, 7),
        cities=([], [victim, spared, "theater"]),
    )
    after, events = act(s, 0, f"wonder:{wonder}:altar")
    assert after.pawn == 1  # both have 1 shield
    pending = top(after)
    assert pending is not None and (pending.seat, pending.kind) == (0, Kind.DESTROY)
    assert legal(after, 0) == [f"destroy:{victim}"]
    assert legal(after, 1) == []
    done, events = act(after, 0, f"destroy:{victim}")
    assert victim not in done.players[1].city and victim in done.discard
    assert spared in done.players[1].city
    assert "destroy" in kinds(events)
    assert (top(done).seat, top(done).kind) == (1, Kind.TURN)  # type: ignore[union-attr]


def test_destroying_with_nothing_to_destroy_does_nothing() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_statue_of_zeus"], []),
        coins=(10, 7),
        cities=([], ["glassworks"]),
    )
    after, _ = act(s, 0, "wonder:the_statue_of_zeus:altar")
    assert (top(after).seat, top(after).kind) == (1, Kind.TURN)  # type: ignore[union-attr]
    assert after.players[1].city == ["glassworks"]


def test_mausoleum_builds_a_discarded_card_for_free_with_its_effects() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_mausoleum"], []),
        coins=(10, 7),
        cities=(["workshop"], []),
        discard=["laboratory", "tavern"],
    )
    after, _ = act(s, 0, "wonder:the_mausoleum:altar")
    assert (top(after).seat, top(after).kind) == (0, Kind.REVIVE)  # type: ignore[union-attr]
    assert sorted(legal(after, 0)) == ["revive:laboratory", "revive:tavern"]
    done, events = act(after, 0, "revive:laboratory")
    assert "laboratory" in done.players[0].city and done.discard == ["tavern"]
    assert done.players[0].coins == 0  # free: no resources bought
    # its effects apply: the pendulum pair earns a progress token
    assert (top(done).seat, top(done).kind) == (0, Kind.PROGRESS)  # type: ignore[union-attr]
    assert "pair" in kinds(events)


def test_mausoleum_with_an_empty_discard_pile_does_nothing() -> None:
    after, _ = build_wonder("the_mausoleum")
    assert (top(after).seat, top(after).kind) == (1, Kind.TURN)  # type: ignore[union-attr]


def test_great_library_draws_three_from_the_box_for_the_builder_only() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_great_library"], []),
        coins=(10, 7),
        board_tokens=["agriculture", "architecture", "economy", "law", "masonry"],
    )
    assert s.box_tokens == ["mathematics", "philosophy", "strategy", "theology", "urbanism"]
    after, events = act(s, 0, "wonder:the_great_library:altar")
    pending = top(after)
    assert pending is not None and (pending.seat, pending.kind) == (0, Kind.LIBRARY)
    drawn = pending.data["tokens"]
    assert len(drawn) == 3 and set(drawn) <= set(s.box_tokens)
    assert len(after.box_tokens) == 2
    private = [e for e in events if e.kind == "library_draw"]
    assert private and private[0].visible_to == frozenset({0})
    assert all(e.visible_to is None for e in events if e.kind != "library_draw")
    assert not RULES.actions_are_public(after, 0)
    assert RULES.view(after, 0).pending.options == tuple(drawn)  # type: ignore[union-attr]
    assert RULES.view(after, 1).pending.options == ()  # type: ignore[union-attr]
    assert RULES.view(after, None).pending.options == ()  # type: ignore[union-attr]
    done, _ = act(after, 0, f"library:{drawn[1]}")
    assert drawn[1] in done.players[0].tokens
    assert sorted(done.box_tokens) == sorted(set(s.box_tokens) - {drawn[1]})
    assert done.board_tokens == s.board_tokens


def test_great_library_token_applies_at_once() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_great_library"], []),
        coins=(10, 7),
        board_tokens=["architecture", "economy", "law", "masonry", "mathematics"],
    )
    after, _ = act(s, 0, "wonder:the_great_library:altar")
    after.stack[-1].data["tokens"] = ["agriculture", "philosophy", "strategy"]  # as drawn
    after.box_tokens = ["theology", "urbanism"]
    done, _ = act(after, 0, "library:agriculture")
    assert done.players[0].coins == 6
    assert breakdown(done, 0)["progress"] == 4


def test_only_seven_wonders_are_built() -> None:
    built0 = {
        "the_pyramids": "altar",
        "the_sphinx": "theater",
        "piraeus": "baths",
        "the_colossus": "tavern",
    }
    built1 = {"the_appian_way": "quarry", "circus_maximus": "press"}
    s = position(
        1,
        accessible=["clay_pool", "guard_tower"],
        coins=(20, 20),
        built=(built0, built1),
        wonders=([], ["the_mausoleum", "the_great_library"]),
        active=1,
        only=True,
    )
    after, events = act(s, 1, "wonder:the_mausoleum:clay_pool")
    assert "wonder_out" in kinds(events)
    assert sorted(after.players[1].wonders) == ["circus_maximus", "the_appian_way", "the_mausoleum"]
    assert after.wonders_out == ["the_great_library"]
    after.stack[-1] = after.stack[-1].__class__(1, Kind.TURN)
    assert not [t for t in legal(after, 1) if t.startswith("wonder:")]
    assert "seven wonders are built" in english(
        RULES.why_illegal(after, 1, RULES.parse(after, 1, "wonder:the_great_library:guard_tower"))
    )


def test_theology_gives_play_again_to_every_wonder_once() -> None:
    after, _ = build_wonder("the_pyramids", tokens=(["theology"], []))
    assert (top(after).seat, top(after).kind) == (0, Kind.TURN)  # type: ignore[union-attr]
    after, _ = build_wonder("the_sphinx", tokens=(["theology"], []))
    assert (top(after).seat, top(after).kind) == (0, Kind.TURN)  # type: ignore[union-attr]
    # one extra turn, not two: after it the turn passes
    again, _ = act(after, 0, "discard:theater")
    assert (top(again).seat, top(again).kind) == (1, Kind.TURN)  # type: ignore[union-attr]


def test_architecture_makes_wonders_two_units_cheaper() -> None:
    s = position(
        1,
        accessible=["altar"],
        wonders=(["the_pyramids"], []),
        coins=(4, 7),
        tokens=(["architecture"], []),
    )
    assert "wonder:the_pyramids:altar" in legal(s, 0)
    after, _ = act(s, 0, "wonder:the_pyramids:altar")
    assert after.players[0].coins == 0  # 3 stone + papyrus, 2 skipped, 2 bought at 2
