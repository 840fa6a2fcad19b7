"""The prompt of a pending choice names the card that asks for it once, not twice."""

from __future__ import annotations

from bot.engine.tta.cards import catalogue
from bot.engine.tta.rules import RULES
from bot.engine.tta.state import TtaState, ask
from tests.engine.tta.helpers import pending, position, reveal, with_food

CARDS = catalogue()


def _prompt(s: TtaState, kind: str, card: str) -> str:
    assert pending(s) == kind
    prompt = str(RULES.view(s, None).prompt)
    name = CARDS[card].name
    assert prompt.startswith(f"{name}: ") and prompt.count(name) == 1, prompt
    return prompt


def test_international_agreement_prompt() -> None:
    s = position(age=2)
    s.row[0] = "ii-coal"
    reveal(s, "ii-international_agreement")
    prompt = _prompt(s, "agreement", "ii-international_agreement")
    assert "up to 5 civil actions" in prompt


def test_ravages_of_time_prompt() -> None:
    s = position(age=2)
    s.civ.wonders = ["a-pyramids", "a-hanging_gardens"]
    reveal(s, "ii-ravages_of_time")
    assert "choose a wonder" in _prompt(s, "ravage", "ii-ravages_of_time")


def test_development_of_civilization_prompt() -> None:
    s = with_food(position(), food=1, resources=1)
    reveal(s, "a-development_of_civilization")
    assert "1 cheaper" in _prompt(s, "dev_civ", "a-development_of_civilization")


def test_infiltrate_prompt() -> None:
    s = position(age=2)
    s.civ.leader = "a-moses"
    s.civ.wonder = "i-great_wall"
    s.stack.append(ask("infiltrated", card="ii-infiltrate"))
    assert "leader or your unfinished wonder" in _prompt(s, "infiltrated", "ii-infiltrate")


def test_annex_prompt() -> None:
    s = position(age=2)
    s.past_events = ["i-wealthy_territory"]
    s.stack.append(ask("annex", card="ii-annex"))
    assert "territory from past events" in _prompt(s, "annex", "ii-annex")


def test_breakthrough_prompt() -> None:
    """The same doubling, one of the generic prompts: "Breakthrough: ... Breakthrough ..."."""
    s = position()
    s.stack.append(ask("breakthrough", card="i-breakthrough", n=2))
    assert "technology" in _prompt(s, "breakthrough", "i-breakthrough")
