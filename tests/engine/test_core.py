"""The core values and the checked play() entry point."""

from __future__ import annotations

import pytest

from bot.engine.core import (
    Action,
    AmbiguousAction,
    GameOver,
    IllegalAction,
    InvalidAction,
    NotYourTurn,
    Option,
    RuleError,
    play,
    replay,
    resolve_options,
)
from bot.engine.rng import derive, rng
from tests.support.tokens_game import RULES


def test_action_token_round_trip() -> None:
    a = Action("senate", ("place", "c3"))
    assert a.token == "senate:place:c3"
    assert Action.parse("senate:place:c3") == a
    assert Action.parse("  PASS ") == Action("pass")
    assert hash(Action.of("take", 2)) == hash(Action("take", ("2",)))


@pytest.mark.parametrize("bad", ["", "a b", "x" * 61, "take:", ":x", "build:lumber yard", "é"])
def test_malformed_tokens_are_refused(bad: str) -> None:
    with pytest.raises(InvalidAction):
        Action.parse(bad)


def test_options_resolve_and_refuse() -> None:
    spec = (Option("agora", False), Option("variant", "dummy", ("dummy", "barbarians")))
    assert resolve_options(spec, {}) == {"agora": False, "variant": "dummy"}
    assert resolve_options(spec, {"agora": "true", "variant": "Barbarians"}) == {
        "agora": True,
        "variant": "barbarians",
    }
    with pytest.raises(RuleError, match="Unknown option"):
        resolve_options(spec, {"leaders": "true"})
    with pytest.raises(RuleError, match="must be one of"):
        resolve_options(spec, {"agora": "maybe"})


def _bid_all(s, bids=(0, 2)):
    for seat, b in enumerate(bids):
        s, _ = play(RULES, s, seat, f"bid:{b}")
    return s


def test_play_checks_turn_and_legality_and_leaves_state_untouched() -> None:
    s = _bid_all(RULES.new_game(2, 9, {"pile": "small", "gifts": True}))
    assert RULES.to_move(s) == {1}
    snapshot = RULES.to_json(s)
    with pytest.raises(NotYourTurn):
        play(RULES, s, 0, "take:1")
    with pytest.raises(IllegalAction) as refused:
        play(RULES, s, 1, "take:4")
    assert refused.value.key == "tokens.why.take" and refused.value.params == {"most": 3}
    assert RULES.to_json(s) == snapshot
    new, events = play(RULES, s, 1, "take:2")
    assert RULES.to_json(s) == snapshot, "play() must not mutate its input"
    assert new.pile == s.pile - 2 and events[0].kind == "take"


def test_parse_accepts_a_token_prefix_and_reports_ambiguity() -> None:
    """Words ("Take 3") are read by the chat layer in the reader's language; the engine reads
    tokens, whole or a unique beginning."""
    s = _bid_all(RULES.new_game(2, 9, {"pile": "small", "gifts": True}))
    new, _ = play(RULES, s, 1, " TAKE:3 ")
    assert new.pile == s.pile - 3
    with pytest.raises(AmbiguousAction):
        play(RULES, s, 1, "take")
    s, _ = play(RULES, s, 1, "take:2")  # 12 -> 10: a gift is owed, the one move `gift:0`
    _, events = play(RULES, s, 1, "gi")
    assert events[0].kind == "gift"


def test_decision_stack_drives_to_move() -> None:
    s = _bid_all(RULES.new_game(2, 9, {"pile": "small", "gifts": True}))
    s, _ = play(RULES, s, 1, "take:2")  # 12 -> 10: a multiple of 5 forces a gift
    assert RULES.to_move(s) == {1}
    assert [a.token for a in RULES.legal_actions(s, 1)] == ["gift:0"]
    s, events = play(RULES, s, 1, "gift:0")
    assert events[0].data == {"seat": 1, "to": 0, "n": 1}
    assert RULES.to_move(s) == {0}


def test_game_over_refuses_moves() -> None:
    s = _bid_all(RULES.new_game(2, 4, {"pile": "small", "gifts": False}))
    while RULES.outcome(s) is None:
        seat = min(RULES.to_move(s))
        s, _ = play(RULES, s, seat, RULES.legal_actions(s, seat)[-1])
    with pytest.raises(GameOver):
        play(RULES, s, 0, "take:1")


def test_replay_reproduces_and_rng_is_deterministic() -> None:
    moves = [(0, "bid:1"), (1, "bid:0"), (0, "take:3"), (1, "take:3"), (1, "gift:0"), (0, "take:1")]
    a = replay(RULES, 2, 77, {"pile": "large", "gifts": True}, moves)
    b = replay(RULES, 2, 77, {"pile": "large", "gifts": True}, moves)
    assert RULES.to_json(a) == RULES.to_json(b)
    assert derive(1, 2).random() == derive(1, 2).random()
    assert derive(1, 2).random() != derive(1, 3).random()
    s = RULES.new_game(2, 1, {"pile": "small", "gifts": True})
    before = s.rng_counter
    rng(s)
    assert s.rng_counter == before + 1


def test_different_seeds_deal_differently() -> None:
    deals = {
        tuple(RULES.new_game(4, seed, {"pile": "small", "gifts": True}).bonus) for seed in range(20)
    }
    assert len(deals) > 10


def test_a_secret_commitment_can_be_withdrawn_until_the_last_commits() -> None:
    s = RULES.new_game(3, 2, {"pile": "small", "gifts": True})
    s, _ = play(RULES, s, 0, "bid:2")
    assert RULES.to_move(s) == {1, 2}, "a committed seat owes nothing"
    s, events = play(RULES, s, 0, "unbid")
    assert events[0].kind == "unready" and RULES.to_move(s) == {0, 1, 2}
    with pytest.raises(IllegalAction):
        play(RULES, s, 0, "take:1")
    for seat in range(3):
        s, _ = play(RULES, s, seat, "bid:1")
    with pytest.raises(NotYourTurn):
        play(RULES, s, 1, "unbid")  # all committed: the bids are revealed and final
