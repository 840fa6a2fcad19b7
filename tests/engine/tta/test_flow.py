"""The turn and the ages (tta.md §3, §4, §7.5, §15): replenishing, new ages and antiquation,
the politics phase, the end of the turn, Age IV and the end of the game."""

from __future__ import annotations

import pytest

from bot.engine.core import IllegalAction
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import ask
from tests.engine.tta.helpers import act, kinds, legal, pending, position, r, run_task
from tests.support.told import told_error


def test_age_a_ends_at_the_first_replenishment() -> None:
    s = RULES.new_game(1, 5, {"variant": "dummy", "optional": "none"})
    s, events = act(s, "end")
    assert s.age == 1 and s.round == 2
    assert "yellow_lost" not in kinds(events)
    assert len(s.civil_deck) > 30 and all(c is not None for c in s.row)


def test_new_age_antiquates_two_ages_back_and_costs_two_yellow_tokens() -> None:
    s = position(age=1)
    s.civil_deck = ["i-irrigation"]
    s.civ.hand = ["a-frugality", "i-alchemy"]
    s.civ.military = ["i-legion"]
    s.civ.leader = "a-moses"
    s.civ.wonder = "a-colossus"
    s.civ.stages_built = 1
    s.civ.blue_bank = 15
    s, events = act(s, "end")
    assert s.age == 2
    assert s.civ.hand == ["i-alchemy"] and s.civ.leader is None and s.civ.wonder is None
    assert s.civ.blue_bank >= 12 and "wonder_gone" in kinds(events)
    assert "yellow_lost" in kinds(events) and s.civ.yellow_bank == 16
    assert "i-legion" in s.civ.military  # Age I cards stay in Age II


def test_military_cards_two_ages_back_are_discarded() -> None:
    from bot.engine.tta.context import Ctx
    from bot.engine.tta.decks import antiquate

    s = position(age=3)
    s.civ.military = ["i-legion", "ii-spy"]
    antiquate(Ctx(s), 1)
    assert s.civ.military == ["ii-spy"] and s.discards["1"] == ["i-legion"]


def test_politics_phase_comes_first_and_any_action_ends_it() -> None:
    s = position()
    s.stack.append(ask("politics"))
    s.civ.military = ["i-crusades"]
    assert "event:i-crusades" in legal(s) and "take:1" not in legal(s)
    s, _ = act(s, "destroy:a-warriors")
    assert pending(s) == "actions" and "event:i-crusades" not in legal(s)
    with pytest.raises(IllegalAction) as refused:
        act(s, "event:i-crusades")
    assert "before any other action" in told_error(refused.value, "tta")


def test_preparing_an_event_scores_its_level_and_reveals_the_top_event() -> None:
    s = position(age=2)
    s.stack.append(ask("politics"))
    s.civ.military = ["ii-cold_war"]
    s.current_events = ["a-development_of_crafts"]
    s, events = act(s, "event:ii-cold_war")
    assert s.civ.culture == 2 and "event" in kinds(events)
    assert s.current_events == ["ii-cold_war"] and s.known_events == ["ii-cold_war"]
    assert pending(s) == "actions"


def test_future_events_become_current_older_ages_on_top() -> None:
    from bot.engine.tta.context import Ctx
    from bot.engine.tta.decks import refill_current_events

    s = position(age=2)
    s.current_events = []
    s.future_events = ["ii-cold_war", "i-crusades", "ii-national_pride", "i-rats"]
    refill_current_events(Ctx(s))
    ages = [int(c.startswith("ii")) for c in reversed(s.current_events)]
    assert ages == [0, 0, 1, 1]


def test_julius_caesar_takes_a_second_political_action_once() -> None:
    s = position()
    s.civ.leader = "a-julius_caesar"
    s.civ.military = ["i-crusades", "i-rats", "i-foray"]
    s.stack.append(ask("politics"))
    s, _ = act(s, "event:i-crusades")
    assert pending(s) == "politics"
    s, _ = act(s, "event:i-rats")
    assert pending(s) == "actions" and "caesar" in s.civ.game_flags


def test_joan_of_arc_peeks_at_the_next_event() -> None:
    s = position()
    s.civ.leader = "i-joan_of_arc"
    s.stack = []
    events = run_task(s, "politics_start")
    peek = next(e for e in events if e.kind == "peek")
    assert peek.visible_to == frozenset({0}) and peek.data["card"] == s.current_events[-1]


def test_international_agreement_skips_the_next_politics_phase() -> None:
    s = position()
    s.civ.game_flags.append("skip_politics")
    s.civ.military = ["i-crusades"]
    s.stack = []
    run_task(s, "politics_start")
    assert pending(s) == "actions" and "skip_politics" not in s.civ.game_flags


def test_end_of_turn_discards_to_the_military_hand_limit_then_draws() -> None:
    s = position()
    s.civ.military = ["i-legion", "i-rats", "i-foray"]
    s.civ.ma_used = 2
    s, _ = act(s, "end")
    assert pending(s) == "discard_excess"
    s, events = act(s, "discard:i-rats")
    assert "draw" not in kinds(events)  # no unused military action
    assert sorted(s.civ.military) == ["i-foray", "i-legion"]


def test_draws_one_card_per_unused_military_action_up_to_three() -> None:
    s = position()
    s.civ.government = "iii-communism"
    s, events = act(s, "end")
    assert next(e for e in events if e.kind == "draw").data["n"] == 3
    drawn = next(e for e in events if e.kind == "drawn")
    assert drawn.visible_to == frozenset({0})


def test_military_deck_reshuffles_its_discards() -> None:
    s = position()
    s.military_deck = []
    s.discards = {"1": ["i-legion", "i-rats"]}
    s, events = act(s, "end")
    assert "military_reshuffled" in kinds(events) and len(s.civ.military) == 2


def test_age_iv_no_refill_no_draw() -> None:
    s = position(age=4)
    s.last_round = 99
    s.civil_deck = []
    s, events = act(s, "end")
    assert "draw" not in kinds(events)
    assert sum(1 for c in s.row if c is not None) == 0


def test_the_tactic_played_becomes_common_at_the_next_turn_and_copy_costs_two() -> None:
    s = position()
    s.common_tactics = ["i-phalanx"]
    s.civ.military = ["i-legion"]
    assert "copy:i-phalanx" in legal(s)
    s, _ = act(s, "tactic:i-legion")
    assert "copy:i-phalanx" not in legal(s)  # one tactic per turn
    s, _ = act(s, "end")
    s, _ = act(s, "copy:i-phalanx")
    assert s.civ.tactic == "i-phalanx" and s.civ.ma_used == 2
    assert "i-legion" in s.common_tactics


def test_outcome_only_at_the_end() -> None:
    s = position()
    assert RULES.outcome(s) is None and RULES.to_move(s) == frozenset({0})
    assert r(s).ca == 4
