"""Views hide what they must, text reads well, and the contract helpers behave."""

from __future__ import annotations

import json
import random

import pytest

from bot.engine.catan import RULES
from bot.engine.catan.steps import Step
from bot.engine.core import Action, Event, IllegalAction, NotYourTurn
from bot.words.catalogue import has
from tests.engine.catan.helpers import before_roll, build, cards, do, game, roll, run
from tests.support.told import english, told_error


def test_hands_progress_cards_and_decks_are_hidden() -> None:
    s = game(ck=True)
    cards(s, 1, ore=2, coin=1)
    s.progress[1] = ["spy", "crane"]
    public, mine, other = RULES.view(s, None), RULES.view(s, 1), RULES.view(s, 2)
    assert public.seats[1].hand is None and other.seats[1].hand is None
    assert public.seats[1].cards == 3 and public.seats[1].progress_cards == 2
    assert mine.seats[1].hand == (0, 0, 0, 0, 2, 0, 0, 1)
    assert mine.seats[1].progress == ("crane", "spy") and other.seats[1].progress is None
    assert public.decks == tuple(len(s.decks[t]) for t in ("trade", "politics", "science"))
    text = repr(public)
    assert "spy" not in text and "crane" not in text


def test_scramble_changes_secrets_but_not_the_view() -> None:
    s = game(ck=True)
    cards(s, 1, ore=2, coin=1)
    s.progress[1] = ["spy", "crane"]
    for viewer in (None, 0, 1):
        scrambled = RULES.scramble_secrets(s, viewer, seed=3)
        assert RULES.view(scrambled, viewer) == RULES.view(s, viewer)
        assert scrambled.decks != s.decks and scrambled.seed != s.seed
    probe = RULES.scramble_secrets(s, 0, seed=5)
    assert probe.progress[1] != s.progress[1] or probe.hands[1] != s.hands[1]
    # the peek of a Master Merchant is kept for the one who looks
    s.stack.append(
        __import__("bot.engine.core", fromlist=["Decision"]).Decision(
            0, Step.TAKE_FROM, {"target": 1, "left": 2}
        )
    )
    scrambled = RULES.scramble_secrets(s, 0, seed=9)
    assert scrambled.hands[1] == s.hands[1]
    assert RULES.view(scrambled, 0) == RULES.view(s, 0)


def test_base_dev_cards_and_hidden_points() -> None:
    s = game()
    s.dev_hand[2] = ["victory_point", "knight"]
    assert RULES.view(s, 0).seats[2].dev_cards == 2 and RULES.view(s, 0).seats[2].dev is None
    assert RULES.view(s, 2).seats[2].dev == ("knight", "victory_point")
    assert RULES.view(s, 2).seats[2].vp == 1 and RULES.view(s, None).seats[2].vp == 0
    scrambled = RULES.scramble_secrets(s, 0, seed=1)
    assert RULES.view(scrambled, 0) == RULES.view(s, 0)


def test_actions_are_public_only_when_they_reveal_nothing() -> None:
    s = before_roll(game())
    assert RULES.actions_are_public(s, 0)
    s.dev_hand[0] = ["knight"]
    assert not RULES.actions_are_public(s, 0)
    s = game()
    assert not RULES.actions_are_public(s, 0)  # the action phase depends on the hand
    cards(s, 1, brick=9)
    roll(s, 3, 4)
    assert not RULES.actions_are_public(s, 1)  # discards
    s2 = RULES.new_game(3, 1, {"ck": False, "board": "random"})
    assert RULES.actions_are_public(s2, s2.first)


def test_describe_why_illegal_and_narration() -> None:
    s = game()
    cards(s, 0, brick=1)
    said = english(RULES.action_phrase(s, 0, Action("road", ("e3",))), "catan")
    assert said == "Build a road on e3 (1 brick and 1 lumber)"
    assert english(RULES.action_phrase(s, 0, Action("end")), "catan") == "End your turn"
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "road:e3")
    assert "need 1 lumber more" in told_error(refused.value, "catan")
    with pytest.raises(IllegalAction) as refused:
        do(s, 0, "roll")
    assert "already rolled" in told_error(refused.value, "catan")
    with pytest.raises(NotYourTurn):
        do(s, 1, "end")
    names = ("Ann", "Bo", "Cy")
    stole = RULES.event_phrase(Event("steal", {"seat": 0, "from": 2}))
    assert english(stole, "catan", names) == "Ann stole a card from Cy."
    short = Event("produce", {"total": 6, "gains": [{}, {}, {}], "short": ["brick"]})
    assert "the bank is short of brick" in english(RULES.event_phrase(short), "catan", names)
    labels = [english(RULES.action_phrase(s, 0, a), "catan") for a in RULES.legal_actions(s, 0)]
    assert labels and all(len(label) <= 80 for label in labels)


def test_every_event_kind_in_random_games_is_narrated_and_json() -> None:
    seen: set[str] = set()
    for ck in (False, True):
        s = RULES.new_game(4, 11, {"ck": ck, "board": "random"})
        r = random.Random(4)
        while RULES.outcome(s) is None:
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            for e in RULES.apply(s, seat, legal[r.randrange(len(legal))]):
                seen.add(e.kind)
                said = RULES.event_phrase(e)
                assert has(said.id), f"{said.id} is not in the catalogue"
                line = english(said, "catan", ("A", "B", "C", "D"))
                assert line and line[0].isupper() and said.id not in line, e
                json.dumps(e.to_json())
    assert {"roll", "produce", "road", "settlement", "win", "attack", "turn"} <= seen


def test_highlight_names_the_last_move() -> None:
    s = game()
    build(s, 0, settlements=(12,))
    cards(s, 0, brick=1, lumber=1)
    s, ev = do(s, 0, "road:e12")
    assert RULES.highlight(ev) == ("e12",)
    s, ev = run(s, (0, "end"))
    assert RULES.highlight(ev) == ()
