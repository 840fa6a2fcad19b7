"""Every word Through the Ages says is a message of the English catalogue (issue 15): seeded games
of every option set, every event and every legal move's label (nested phrases too) worded in
English without a message id or a `{$variable}` left in the text."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.engine.core import Action, IllegalAction, Outcome, play
from bot.engine.tta.rules import RULES
from bot.engine.words import Items, Phrase
from bot.league import results
from bot.words.catalogue import has
from tests.engine.tta.policy import choose
from tests.support.told import english, told_error

NAMES = ("ann",)
OPTION_SETS = [("dummy", "none")] + [
    ("barbarians", o) for o in ("none", "43", "44", "45", "46", "47", "all")
]


def phrases(x: Any) -> Iterator[Phrase]:
    """A phrase and every phrase nested in its arguments."""
    if isinstance(x, Phrase):
        yield x
        for _, arg in x.args:
            yield from phrases(arg)
    elif isinstance(x, Items):
        for part in x.parts:
            yield from phrases(part)


def check_words(x: Phrase | None, where: str) -> str:
    assert isinstance(x, Phrase), f"{where}: no phrase"
    for p in phrases(x):
        assert has(p.id), f"{where}: {p.id} is not in the English catalogue"
    text = english(x, "tta", NAMES)
    assert text.strip(), where
    for leftover in ("{", "}", "tta.", "tta-", "None"):
        assert leftover not in text, f"{where}: {text!r}"
    return text


@pytest.mark.parametrize(("variant", "optional"), OPTION_SETS)
def test_every_event_and_move_is_worded_in_english(variant: str, optional: str) -> None:
    said: set[str] = set()
    kinds: set[str] = set()
    for seed in range(2):
        s = RULES.new_game(1, seed, {"variant": variant, "optional": optional})
        rng = random.Random(seed)
        steps = 0
        while RULES.outcome(s) is None and steps < 3000:
            legal = RULES.legal_actions(s, 0)
            for viewer in (0, None):
                v = RULES.view(s, viewer)
                asked = check_words(v.ask, f"prompt of {v.pending}")
                assert asked == v.prompt  # the same words as the English prompt shown today
            for a in legal:
                check_words(RULES.action_phrase(s, 0, a), a.token)
                kinds.add(a.kind)
            a = choose(rng, s, legal) if seed == 0 else rng.choice(legal)
            s, events = play(RULES, s, 0, a)
            for e in events:
                p = RULES.event_phrase(e)
                check_words(p, f"{e.kind} {e.data}")
                said.add(p.id)
            steps += 1
    assert len(said) > 30 and "end" in kinds  # the games got somewhere
    untitled = sorted(k for k in kinds if not has(f"tta.group.{k}"))
    assert not untitled, f"menus of these moves have no title: {untitled}"


def test_the_player_is_named_as_given_and_never_capitalised() -> None:
    s = RULES.new_game(1, 3, {"variant": "dummy", "optional": "none"})
    s, events = play(RULES, s, 0, Action("take", ("1",)))
    lines = [english(RULES.event_phrase(e), "tta", NAMES) for e in events]
    assert any(line.startswith("ann takes ") for line in lines), lines
    assert not any("Ann" in line or "The player" in line for line in lines), lines


def test_a_refusal_is_a_message_with_its_numbers() -> None:
    s = RULES.new_game(1, 3, {"variant": "dummy", "optional": "none"})
    with pytest.raises(IllegalAction) as refused:
        play(RULES, s, 0, Action("pop"))
    assert refused.value.key == "tta.why.first_round"
    assert told_error(refused.value, "tta") == (
        "In the first round you may only take cards from the card row."
    )
    taken = [a for a in RULES.legal_actions(s, 0) if a.kind == "take"]
    label = english(RULES.action_phrase(s, 0, taken[0]), "tta")
    assert label.startswith("Take ") and label.endswith(" CA"), label


def test_menus_are_titled_by_the_catalogue() -> None:
    for kind in ("take", "build", "develop", "bach", "colonize", "defend", "swap"):
        assert has(f"tta.group.{kind}")


def test_losing_to_the_dummy_says_who_wins_once() -> None:
    lost = Outcome((0,), frozenset(), "", (), "lost_dummy", {"culture": 0, "dummy": 111})
    line = results.headline(lost, NAMES, None)
    assert line == "No player wins — the dummy player has more culture (111 against 0)."
    assert line.count("win") == 1


def test_a_score_with_no_categories_has_no_empty_brackets() -> None:
    """The barbarians' win scores nothing by category: the seat's line is its total alone,
    in every language (it read "ann: **0** (-)")."""
    lost = Outcome((0,), frozenset(), "", (), "lost_barbarians", {"strength": 0, "barbarians": 48})
    for locale in ("en", "vi", "el", "ko"):
        lines = results.text("tta", lost, NAMES, (), locale)
        assert lines[1].startswith("• ann: **0") and "(" not in lines[1], (locale, lines[1])
