"""Words shown to players: action labels (per player when the seat is known), narration."""

from __future__ import annotations

from bot.engine.core import Action, Event
from bot.engine.wonders import RULES
from tests.engine.wonders.helpers import act, build, position


def test_labels_give_costs_for_the_one_player_who_has_the_action() -> None:
    s = position(3, hands=[["baths", "altar"], ["baths", "theater"], ["stockade", "loom_1"]])
    build(s, 2, "stone_pit")
    # two players hold Baths: without a seat the label says only what the card needs
    assert RULES.describe(s, Action("card", ("baths",))) == "Baths (blue, needs stone)"
    assert RULES.describe(s, Action("card", ("baths",)), seat=0) == "Baths (free)"
    assert RULES.describe(s, Action("card", ("baths",)), seat=1) == "Baths (build from 2 coins)"
    assert (
        RULES.describe(s, Action("card", ("stockade",))) == "Stockade (cannot build now)"
    )  # only seat 2 has it: its own cost
    s, _ = act(s, 1, "card:baths")
    assert RULES.describe(s, Action("build", ("baths",))) == "Build Baths (from 2 coins)"
    assert RULES.describe(s, Action("pay", ("0", "2", "0"))) == "Pay 2 to the right"
    assert (
        RULES.describe(s, Action("pay", ("1", "0", "2", "b")))
        == "Pay 1 to the left, 1 to the bank, 1 to Bilkis (3 coins)"
    )
    assert RULES.group_title("card") == "Choose a card"
    assert all(
        len(RULES.describe(s, a)) <= 80 for seat in range(3) for a in RULES.legal_actions(s, seat)
    )


def test_reveal_narration_names_players_and_sellers() -> None:
    s = position(3, hands=[["tavern"], ["baths"], ["altar"]], coins=3)
    s, _ = act(s, 0, "card:tavern", "build")
    s, _ = act(s, 1, "card:baths", "build")
    s, events = act(s, 2, "card:altar", "discard")
    line = next(RULES.narrate(e, ["Ann", "Bob", "Cy"]) for e in events if e.kind == "revealed")
    assert line == (
        "Age 1, turn 1: Ann builds Tavern (+5 coins); Bob builds Baths, paying "
        "Ann 2; Cy discards (+3 coins)."
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
    assert RULES.narrate(fc, ["Ann", "Bob"]) == "Age 1, turn 1: the Free City discards (+3 coins)."
