"""Words shown to players: action labels (per player when the seat is known), narration."""

from __future__ import annotations

from bot.engine.core import Action, Event
from bot.engine.wonders import RULES
from bot.engine.wonders.state import WondersState
from bot.engine.words import Phrase, phrase
from tests.engine.wonders.helpers import act, build, position
from tests.support.told import english


def said(s: WondersState, action: Action, seat: int | None = None) -> str:
    return english(RULES.action_phrase(s, seat, action), "wonders")


def test_labels_give_costs_for_the_one_player_who_has_the_action() -> None:
    s = position(3, hands=[["baths", "altar"], ["baths", "theater"], ["stockade", "loom_1"]])
    build(s, 2, "stone_pit")
    # two players hold Baths: without a seat the label says only what the card needs
    assert said(s, Action("card", ("baths",))) == "Baths (blue, needs stone)"
    assert said(s, Action("card", ("baths",)), 0) == "Baths (free with your own resources)"
    assert said(s, Action("card", ("baths",)), 1) == "Baths (build from 2 coins)"
    assert said(s, Action("card", ("stockade",))) == "Stockade (cannot build now)"  # seat 2's
    s, _ = act(s, 1, "card:baths")
    assert said(s, Action("build", ("baths",))) == "Build Baths (from 2 coins)"
    assert said(s, Action("pay", ("0", "2", "0"))) == "Pay 2 coins to the right neighbour"
    assert said(s, Action("pay", ("1", "0", "2", "b"))) == (
        "Pay 1 coin to the left neighbour and 2 coins to the bank, one of them for Bilkis "
        "(3 coins in all)"
    )  # Bilkis's coin goes to the bank
    assert english(_group("card"), "wonders") == "Choose a card"
    labels = [said(s, a, seat) for seat in range(3) for a in RULES.legal_actions(s, seat)]
    assert labels and all(len(label) <= 100 for label in labels)


def _group(kind: str) -> Phrase:
    return phrase(f"wonders.group.{kind}")


def test_reveal_narration_names_players_and_sellers() -> None:
    s = position(3, hands=[["tavern"], ["baths"], ["altar"]], coins=3)
    s, _ = act(s, 0, "card:tavern", "build")
    s, _ = act(s, 1, "card:baths", "build")
    s, events = act(s, 2, "card:altar", "discard")
    (revealed,) = [e for e in events if e.kind == "revealed"]
    assert english(RULES.event_phrase(revealed), "wonders", ["Ann", "Bob", "Cy"]) == (
        "Age 1, turn 1: Ann builds Tavern (+5 coins); Bob builds Baths, paying "
        "2 coins to Ann; Cy discards a card (+3 coins)."
    )
    fc = Event(
        "revealed",
        {
            "phase": "play",
            "age": 1,
            "turn": 1,
            "moves": [
                {
                    "city": 2,
                    "action": "discard",
                    "left": 0,
                    "right": 0,
                    "bank": 0,
                    "bilkis": False,
                    "free": "",
                    "coins": 3,
                }
            ],
        },
    )
    assert english(RULES.event_phrase(fc), "wonders", ["Ann", "Bob"]) == (
        "Age 1, turn 1: the Free City discards a card (+3 coins)."
    )
