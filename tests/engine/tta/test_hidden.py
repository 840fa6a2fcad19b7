"""The secret military hand stays secret (design.md §2 "Hidden information"): public events of a
defence name no face-down card (tta.md §15.4), and the public buttons are the same whatever the
hand holds."""

from __future__ import annotations

import random

import pytest

from bot.engine.core import Action, Event, play
from bot.engine.tta.cards import catalogue
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState, ask
from tests.engine.tta.helpers import act, dm, legal, pending, position, run_task
from tests.engine.tta.policy import choose
from tests.support.told import english

CARDS = catalogue()


def _ids(value: object) -> set[str]:
    """Every card id anywhere inside an event's data."""
    if isinstance(value, str):
        return {value} if value in CARDS else set()
    if isinstance(value, dict):
        return set().union(*(_ids(v) for v in value.values())) if value else set()
    if isinstance(value, list | tuple):
        return set().union(*(_ids(v) for v in value)) if value else set()
    return set()


def _defend(hand: list[str], uses: list[str]) -> tuple[TtaState, list[Event]]:
    """The dummy (strength 6) plays Plunder on the player (strength 1), who defends."""
    s = position()
    dm(s).strength = 6
    dm(s).decks["attacks"] = ["i-plunder"]
    s.civ.military = list(hand)
    events = run_task(s, "dummy_politics")
    assert pending(s) == "defend"
    for cid in uses:
        s, more = act(s, f"defend:{cid}")
        events += more
    return s, events


# -- 1. face-down defence cards (§15.4) ------------------------------------------------------


def test_face_down_defence_cards_are_not_named_in_public_events() -> None:
    """§15.4: cards other than bonus cards are discarded face down for +1 each; the public
    learns only how many and the strength they gave. Only the defender sees which."""
    _, events = _defend(["i-legion", "i-rats"], ["i-legion", "i-rats"])
    public = [e for e in events if e.visible_to is None]
    assert not _ids([e.data for e in public]) & {"i-legion", "i-rats"}
    discards = [e for e in public if e.kind == "defense_discard"]
    assert [(e.data["n"], e.data["value"]) for e in discards] == [(1, 1), (1, 1)]
    private = [e for e in events if e.visible_to is not None]
    assert {e.data["card"] for e in private if e.kind == "defense_discarded"} == {
        "i-legion",
        "i-rats",
    }
    assert all(e.visible_to == frozenset({0}) for e in private)
    assert "aggression_success" in [e.kind for e in public]  # 1 + 2 < 6


def test_public_narration_is_the_same_whichever_cards_were_discarded() -> None:
    lines = []
    for hand in (["i-legion", "i-rats"], ["i-foray", "i-crusades"], ["i-pestilence", "i-raid"]):
        _, events = _defend(hand, hand)
        lines.append(
            [
                english(RULES.event_phrase(e), "tta", ("Ann",))
                for e in events
                if e.visible_to is None
            ]
        )
    assert lines[0] == lines[1] == lines[2]
    assert any("face down" in line for line in lines[0])


def test_a_bonus_card_is_played_face_up_and_named() -> None:
    """§15.4: military bonus cards are played (revealed) for their defence value."""
    _, events = _defend(["i-military_bonus", "i-rats"], ["i-military_bonus"])
    shown = [e for e in events if e.kind == "defense_card" and e.visible_to is None]
    assert [(e.data["card"], e.data["value"]) for e in shown] == [("i-military_bonus", 2)]


# -- 2. public buttons -----------------------------------------------------------------------


def _public(s: TtaState) -> list[Action]:
    return RULES.public_actions(s, 0, RULES.legal_actions(s, 0))


def test_a_playable_tactic_does_not_change_the_public_buttons() -> None:
    with_tactic = position()
    with_tactic.civ.military = ["i-legion", "i-rats"]
    without = position()
    without.civ.military = ["i-foray", "i-rats"]
    assert "tactic:i-legion" in legal(with_tactic)
    assert _public(with_tactic) == _public(without)
    assert _public(with_tactic)  # the public moves stay: take, build, end...
    assert not any(a.kind == "tactic" for a in _public(with_tactic))


def test_a_common_tactic_can_be_copied_publicly_whatever_the_hand() -> None:
    """Copying names a card of the common tactics area (public), not of the hand."""
    states = []
    for hand in (["i-legion"], ["i-rats"]):
        s = position()
        s.common_tactics = ["i-legion"]
        s.civ.military = list(hand)
        states.append(s)
    assert Action("copy", ("i-legion",)) in _public(states[0])
    assert _public(states[0]) == _public(states[1])


def test_defence_buttons_only_stop_defending() -> None:
    s, _ = _defend(["i-legion", "i-military_bonus"], [])
    assert _public(s) == [Action("done")]


@pytest.mark.parametrize(
    ("variant", "optional"), [("dummy", "none"), ("barbarians", "none"), ("barbarians", "all")]
)
def test_public_buttons_agree_with_every_scramble_of_the_secrets(
    variant: str, optional: str
) -> None:
    """At every step of seeded games, the public buttons of a state equal those of the same
    state with every secret the public may not see scrambled."""
    checked = 0
    for seed in range(4):
        s = RULES.new_game(1, seed, {"variant": variant, "optional": optional})
        rng = random.Random(seed)
        uniform = seed % 2 == 1  # half the games random, half human-like
        while RULES.outcome(s) is None:
            legal_now = RULES.legal_actions(s, 0)
            mine = RULES.public_actions(s, 0, legal_now)
            for k in range(3):
                probe = RULES.scramble_secrets(s, None, 31 * seed + k)
                theirs = RULES.public_actions(probe, 0, RULES.legal_actions(probe, 0))
                assert theirs == mine, (seed, s.round, s.stack[-1].kind)
            checked += 1
            a = legal_now[rng.randrange(len(legal_now))] if uniform else choose(rng, s, legal_now)
            s, _ = play(RULES, s, 0, a)
    assert checked > 300


def test_public_bids_are_those_the_units_reach_without_cards() -> None:
    """§16.2: a bonus card in the hand raises the force, so only bids the units alone can
    make are public buttons; the hand decides nothing the public sees."""
    publics = []
    for hand in (["i-military_bonus"], ["i-rats"]):
        s = position("barbarians")
        s.civ.military = list(hand)
        s.stack.append(ask("bid", card="i-vast_territory", high=0, winner=0, part=0))
        publics.append(_public(s))
    assert legal(s) == ["pass", "bid:1"]
    assert publics[0] == publics[1] == [Action("pass"), Action("bid", ("1",))]


# -- 3. the politics phase is offered only to a hand that can use it -------------------------


def test_the_public_cannot_tell_a_politics_phase_from_an_action_phase() -> None:
    """A politics phase is offered only when the hand holds a political card (§7.2): the
    public view and the public buttons must look the same with or without one."""
    views, buttons = [], []
    for hand in (["i-crusades"], ["i-legion"]):  # an event, and a tactic (not political)
        s = position()
        s.civ.military = list(hand)
        s.stack = []
        run_task(s, "politics_start")
        views.append(RULES.view(s, None))
        buttons.append(sorted(a.token for a in _public(s)))
    assert pending(s) == "actions"
    assert views[0] == views[1]
    assert buttons[0] == buttons[1]
    # the player itself is told it may take a political action
    s = position()
    s.civ.military = ["i-crusades"]
    s.stack = []
    run_task(s, "politics_start")
    assert RULES.view(s, 0).pending == "politics"
