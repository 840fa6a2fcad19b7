"""Why a knight move (or a settlement on a knight's spot) is refused: the real reason, in
words, from hand-built Cities & Knights positions (rules reference §21)."""

from __future__ import annotations

import itertools

from bot.engine.catan import RULES
from bot.engine.catan.state import CatanState
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Decision
from tests.engine.catan.helpers import B, build, cards, do, game, kn, knight, tokens
from tests.support.told import english


def _path(*vs: int) -> tuple[int, ...]:
    return tuple(B.edge_between[(a, b)] for a, b in itertools.pairwise(vs))


def why(s: CatanState, token: str, seat: int = 0) -> str | None:
    assert token not in tokens(s, seat), f"{token} is legal here"
    reason = RULES.why_illegal(s, seat, Action.parse(token))
    return None if reason is None else english(reason, "catan")


def _roads_to_v30() -> CatanState:
    """Seat 0: a settlement on v13 and roads v13-v18-v24-v30, cards for everything."""
    s = game(ck=True)
    build(s, 0, settlements=(13,), roads=_path(13, 18, 24, 30))
    cards(s, 0, brick=2, lumber=2, wool=3, grain=3, ore=3)
    return s


# -- settlements and knights (§21.3) --------------------------------------------------------


def test_a_settlement_on_a_knights_spot_is_refused_because_of_the_knight() -> None:
    """§21.3: "No settlement may be built there, not even by the owner"; not a distance rule."""
    s = _roads_to_v30()
    knight(s, 1, 30)
    assert why(s, "settle:v30") == "v30 is taken by a knight: no settlement may be built there."
    s.knights[30] = None
    knight(s, 0, 30)
    assert why(s, "settle:v30") == (
        "Your knight stands on v30: move it away before you build a settlement there."
    )


def test_the_distance_rule_and_an_occupied_spot_have_their_own_words() -> None:
    s = _roads_to_v30()
    build(s, 1, settlements=(35,))
    assert why(s, "settle:v30") == "v30 breaks the distance rule: a building stands next to it."
    assert why(s, "settle:v13") == "There is already a building on v13."


# -- recruiting (§21.1, §21.2) --------------------------------------------------------------


def test_recruiting_a_knight_names_what_is_wrong() -> None:
    s = _roads_to_v30()
    knight(s, 1, 24)
    assert why(s, "knight:v24") == "There is already a knight on v24."
    assert why(s, "knight:v13") == "There is a building on v13."
    assert why(s, "knight:v35") == "v35 is not at the end of one of your roads."
    knight(s, 0, 18)
    knight(s, 0, 30)  # both basic pieces on the board
    assert why(s, "knight:v24") == "You have no basic knight left in your supply (2 per level)."


def test_knights_belong_to_cities_and_knights() -> None:
    s = game()
    build(s, 0, settlements=(13,), roads=_path(13, 18))
    cards(s, 0, wool=1, ore=1)
    assert why(s, "knight:v18") == "Knights are part of Cities & Knights, not used in this game."


# -- activating and promoting (§21.2) ------------------------------------------------------


def test_activating_names_the_knight_problem() -> None:
    s = _roads_to_v30()
    knight(s, 0, 18, active=True)
    knight(s, 1, 24)
    assert why(s, "activate:v18") == "Your knight on v18 is already active."
    assert why(s, "activate:v24") == "The knight on v24 is not yours."
    assert why(s, "activate:v30") == "You have no knight on v30."


def test_a_strong_knight_needs_the_fortress_to_become_mighty() -> None:
    s = _roads_to_v30()
    knight(s, 0, 18, level=2)
    s.levels[0][1] = 2
    assert why(s, "promote:v18") == (
        "A strong knight needs the Fortress (Politics level 3) to become mighty."
    )
    s.levels[0][1] = 3
    assert "promote:v18" in tokens(s, 0)


def test_promoting_names_every_other_limit() -> None:
    s = _roads_to_v30()
    s.levels[0][1] = 3
    knight(s, 0, 18, level=3)
    assert why(s, "promote:v18") == "Your knight on v18 is already mighty."
    knight(s, 0, 24)
    kn(s, 24)[4] = 1
    assert why(s, "promote:v24") == "Your knight on v24 was already promoted this turn."
    kn(s, 24)[4] = 0
    assert "promote:v24" in tokens(s, 0)
    s2 = _roads_to_v30()
    knight(s2, 0, 18)
    knight(s2, 0, 24, level=2)
    knight(s2, 0, 30, level=2)
    assert why(s2, "promote:v18") == "You have no strong knight left in your supply (2 per level)."
    knight(s2, 1, 35)
    assert why(s2, "promote:v35") == "The knight on v35 is not yours."


# -- knight actions: move, displace, chase the robber (§21.4, [D-11]) ----------------------


def test_a_knight_acts_only_when_ready() -> None:
    s = _roads_to_v30()
    knight(s, 0, 18)
    assert why(s, "kmove:v18") == (
        "Your knight on v18 is inactive: activate it (1 grain), and it may act next turn."
    )
    kn(s, 18)[2] = 1  # activated this turn, or acted and activated again
    assert why(s, "kmove:v18") == (
        "Your knight on v18 was not active at the start of this turn, or has already acted: "
        "it may act next turn."
    )
    assert why(s, "kmove:v24") == "You have no knight on v24."


def test_a_knight_with_nowhere_to_go_says_so() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(13,), roads=_path(13, 18))
    knight(s, 0, 18, active=True, ready=True)
    assert why(s, "kmove:v18") == (
        "Your knight on v18 has nowhere to go: no free spot or weaker knight along your roads."
    )


def test_move_and_displace_destinations_name_the_reason() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(0,), roads=_path(0, 4, 8, 13, 9))
    knight(s, 0, 4, level=2, active=True, ready=True)
    build(s, 1, settlements=(14,), roads=_path(14, 9) + _path(13, 18))
    knight(s, 1, 13, level=2, active=True)
    s, _ = do(s, 0, "kmove:v4")
    assert s.stack[-1].kind == Step.KNIGHT_DEST
    assert why(s, "to:v13") == (
        "The knight on v13 is not weaker than yours: only a weaker knight can be displaced."
    )
    for far in ("v9", "v30"):
        assert why(s, f"to:{far}") == (
            f"Your knight cannot reach {far} along your roads without passing another "
            "player's piece."
        )
    assert why(s, "to:v0") == "There is a building on v0."
    assert why(s, "to:v4") == "Your knight is already on v4."


def test_chasing_the_robber_names_the_reason() -> None:
    s = _roads_to_v30()
    knight(s, 0, 18, active=True, ready=True)
    s.robber = 9  # h9 (desert) touches v18
    s.robber_active = False
    assert why(s, "chase:v18") == "The robber cannot be chased before the first barbarian attack."
    s.robber_active = True
    assert "chase:v18" in tokens(s, 0)
    s.robber = 14
    assert why(s, "chase:v18") == "The robber is not on a hex next to v18."
    kn(s, 18)[3] = 0
    reason = why(s, "chase:v18")
    assert reason is not None and reason.startswith("Your knight on v18 was not active")


def test_intrigue_and_relocation_targets_name_the_reason() -> None:
    s = game(ck=True)
    build(s, 0, settlements=(13,), roads=_path(13, 18, 24))
    build(s, 1, roads=_path(19, 24, 30))
    knight(s, 1, 24)
    knight(s, 1, 9)
    s.stack.append(Decision(0, Step.INTRIGUE))
    assert why(s, "displace:v9") == "The knight on v9 is not on one of your roads."
    assert why(s, "displace:v18") == "There is no other player's knight on v18."
    s, _ = do(s, 0, "displace:v24")
    assert s.stack[-1].kind == Step.RELOCATE and s.stack[-1].seat == 1
    assert tokens(s, 1) == {"to:v19", "to:v30"}
    assert why(s, "to:v18", seat=1) == (
        "Your displaced knight must go to a free spot it can reach along your roads."
    )


def test_smith_and_deserter_choices_name_the_reason() -> None:
    """The Smith promotes by the usual rules (free); the Deserter places a knight by the
    usual placement rules ([D-15])."""
    s = _roads_to_v30()
    knight(s, 0, 18, level=2)
    knight(s, 0, 24)
    s.stack.append(Decision(0, Step.SMITH, {"left": 2, "n": 2}))
    assert "promote:v24" in tokens(s, 0)
    assert why(s, "promote:v18") == (
        "A strong knight needs the Fortress (Politics level 3) to become mighty."
    )
    s.stack[-1] = Decision(0, Step.DESERTER_PLACE, {"max": 2, "level": 2, "active": 0})
    assert why(s, "knight:v24") == "There is already a knight on v24."
    assert why(s, "knight:v35") == "v35 is not at the end of one of your roads."
