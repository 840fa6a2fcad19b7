"""Descriptions, refusals and narration (phrases, worded here in English) read well and fit
Discord's limits."""

from __future__ import annotations

import random

from bot.engine.core import Action, IllegalAction, play
from bot.engine.duel.catalog import catalog
from bot.engine.duel.effects import Kind
from bot.engine.duel.rules import RULES
from bot.engine.duel.speech import EVENTS
from tests.engine.duel.helpers import act, decide, described, english, position, refusal

LABEL = 100  # Discord clips a menu option's label there; buttons at 80


def test_every_description_and_narration_fits() -> None:
    seen: set[str] = set()
    for seed in range(8):
        s = RULES.new_game(2, seed, {})
        r = random.Random(seed)
        while RULES.outcome(s) is None:
            seat = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, seat)
            for a in legal:
                text = described(s, a)
                assert 0 < len(text) <= LABEL and text != a.token, text
                assert "{" not in text and "duel." not in text, text
                assert len(a.token) <= 60
            s, events = play(RULES, s, seat, legal[r.randrange(len(legal))])
            for e in events:
                seen.add(e.kind)
                line = english(RULES.event_phrase(e))
                assert line.endswith((".", "!")) and "_" not in line, line
    assert {"build", "discard", "draft_pick", "age", "reveal"} <= seen
    assert seen <= set(EVENTS)


def test_narration_uses_the_names() -> None:
    s = position(1, accessible=["guard_tower"])
    _, events = act(s, 0, "build:guard_tower")
    lines = [english(RULES.event_phrase(e)) for e in events]
    assert lines[0] == "Ann builds Guard Tower for free."
    assert "Ann moves the conflict pawn 1 space." in lines
    assert RULES.highlight(events) == ("card:guard_tower", "pawn")


def test_refusals_explain_themselves() -> None:
    s = position(1, accessible=["altar"], wonders=(["the_pyramids"], []), coins=(0, 7))
    cases = {
        "build:aqueduct": "Aqueduct is not a face-up card of the structure; take an "
        "accessible card.",
        "wonder:the_pyramids:altar": "You cannot afford The Pyramids: you need 8 more coins.",
        "wonder:the_sphinx:altar": "The Sphinx is not one of your wonders.",
        "progress:law": "First you must take a card: build it, discard it or build a wonder "
        "with it.",
    }
    for token, reason in cases.items():
        try:
            act(s, 0, token)
        except IllegalAction as exc:
            assert refusal(exc) == reason
        else:  # pragma: no cover
            raise AssertionError(token)
    assert english(RULES.why_illegal(s, 1, Action("discard", ("altar",)))) == "It is not your turn."
    decide(s, 0, Kind.PROGRESS)
    why = english(RULES.why_illegal(s, 0, Action("progress", ("urbanism",))))
    assert why and why.startswith("Choose a progress token on the board: ")
    assert "`progress:law`" in why


def test_descriptions_of_small_choices() -> None:
    s = position(
        1,
        accessible=["altar"],
        cities=([], ["lumber_yard"]),
        discard=["baths"],
        board_tokens=["law", "philosophy"],
    )
    decide(s, 0, Kind.DESTROY, color="brown")
    assert (
        described(s, Action("destroy", ("lumber_yard",))) == "Discard your opponent's Lumber Yard"
    )
    s.stack[-1] = s.stack[-1].__class__(0, Kind.REVIVE)
    assert (
        described(s, Action("revive", ("baths",))) == "Build Baths from the discard pile for free"
    )
    s.stack[-1] = s.stack[-1].__class__(0, Kind.PROGRESS)
    assert described(s, Action("progress", ("philosophy",))) == "Take Philosophy: 7 VP"
    s = RULES.new_game(2, 1, {})
    pick = RULES.legal_actions(s, s.first)[0]
    assert described(s, pick).startswith("Take The ") or described(s, pick).startswith("Take ")


def test_a_refusal_reads_the_same_for_every_card_the_player_cannot_see() -> None:
    """Issue 10: a face-down card, a card set aside for the Age and a card of a later Age
    are refused in the same words, or naming them would tell which is which."""
    s = RULES.new_game(2, 4, {"agora": False})
    while s.age != 1 or s.stack[-1].kind != Kind.TURN:
        seat = min(RULES.to_move(s))
        s, _ = play(RULES, s, seat, RULES.legal_actions(s, seat)[0])
    seat = min(RULES.to_move(s))
    face_down = next(c for c, up in zip(s.slots, s.face_up, strict=True) if c and not up)
    aside = s.removed[0][0]
    later = next(c for c in ("pantheon", "arsenal", "senate") if c not in s.slots)
    for kind in ("build", "discard"):
        said = set()
        for cid in (face_down, aside, later):
            try:
                play(RULES, s, seat, Action(kind, (cid,)))
            except IllegalAction as exc:
                said.add(refusal(exc).replace(catalog().name(cid), "X"))
        assert len(said) == 1, said
