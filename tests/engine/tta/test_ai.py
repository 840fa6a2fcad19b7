"""The player AI of solo Through the Ages (issue 30): every level plays whole games of both
variants legally from the player's view, the same seed gives the same choice, secrets change
nothing, sampled worlds agree with the view, and the reasons have words in every language."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.engine.ai import LEVELS, make_bot
from bot.engine.ai.base import can_search, game_ai, has_player_ai
from bot.engine.core import Action, play
from bot.engine.tta.ai import AI, candidates, evaluate, margin, reason, rounds_left, score
from bot.engine.tta.rules import RULES
from bot.engine.words import Phrase
from bot.words.catalogue import catalog, languages
from tests.engine.tta.policy import choose

VARIANTS = ("dummy", "barbarians")
QUICK = 0.01  # seconds of thinking: every level's search runs, on a small budget
MAX_STEPS = 4000


def _game(variant: str, seed: int) -> Any:
    return RULES.new_game(1, seed, {"variant": variant})


def _midgame(variant: str, seed: int, steps: int) -> Any:
    """A position reached by the fuzz tests' person-like policy."""
    s = _game(variant, seed)
    r = random.Random(seed)
    for _ in range(steps):
        if RULES.outcome(s) is not None:
            break
        s, _ = play(RULES, s, 0, choose(r, s, RULES.legal_actions(s, 0)))
    return s


def test_tta_has_a_player_ai() -> None:
    assert can_search(RULES) and has_player_ai(RULES)
    assert game_ai("tta") is AI


def _play_out(level: str, variant: str, seed: int) -> tuple[Any, int]:
    s = _game(variant, seed)
    turns = 0
    for step in range(MAX_STEPS):
        if RULES.outcome(s) is not None:
            return s, turns
        legal = RULES.legal_actions(s, 0)
        bot = make_bot(level, seed=seed * 10_000 + step, budget_s=QUICK)
        action = bot.choose(RULES, RULES.view(s, 0), 0, legal)
        assert action in legal
        s, events = play(RULES, s, 0, action)  # play() refuses an illegal move
        turns += any(e.kind == "end_turn" for e in events)
    raise AssertionError(f"{level} did not finish a {variant} game in {MAX_STEPS} moves")


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_a_game_legally(level: str, variant: str) -> None:
    s, turns = _play_out(level, variant, seed=5)
    assert RULES.outcome(s) is not None
    assert 10 <= turns <= 40, "whole turns, each ended with `end`"


@pytest.mark.slow
@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_finishes_more_games_legally(level: str, variant: str) -> None:
    for seed in range(20, 24):
        s, _ = _play_out(level, variant, seed)
        assert RULES.outcome(s) is not None


@pytest.mark.parametrize("variant", VARIANTS)
@pytest.mark.parametrize("level", LEVELS[1:])
def test_same_seed_same_choice_and_secrets_change_nothing(level: str, variant: str) -> None:
    for seed, steps in ((1, 15), (2, 60), (3, 120)):
        s = _midgame(variant, seed, steps)
        if RULES.outcome(s) is not None:
            continue
        legal = RULES.legal_actions(s, 0)
        first = make_bot(level, seed=seed, budget_s=QUICK).explain(
            RULES, RULES.view(s, 0), 0, legal
        )
        again = make_bot(level, seed=seed, budget_s=QUICK).explain(
            RULES, RULES.view(s, 0), 0, list(legal)
        )
        assert first == again
        scrambled = RULES.scramble_secrets(s, 0, seed=seed + 100)
        assert RULES.view(scrambled, 0) == RULES.view(s, 0)
        other = make_bot(level, seed=seed, budget_s=QUICK).explain(
            RULES, RULES.view(scrambled, 0), 0, RULES.legal_actions(scrambled, 0)
        )
        assert other == first, f"{level} bot's move depends on what the player cannot see"


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_sampled_world_agrees_with_the_view_and_hides_what_it_must(variant: str) -> None:
    for seed, steps in ((4, 0), (5, 40), (6, 100), (7, 160)):
        s = _midgame(variant, seed, steps)
        view = RULES.view(s, 0)
        assert view.memory and RULES.view(s, None).memory == ""
        for k in range(3):
            world = RULES.determinize(view, 0, k)
            assert RULES.view(world, 0) == view
            assert RULES.to_json(RULES.determinize(view, 0, k)) == RULES.to_json(world)
            assert {a.token for a in RULES.legal_actions(world, 0)} == {
                a.token for a in RULES.legal_actions(s, 0)
            }
        # the memory keeps the backs' ages only, and no seed
        memory = json.loads(view.memory)
        assert "seed" not in memory and "rng_counter" not in memory
        for key in ("civil_deck", "military_deck", "current_events", "future_events"):
            assert all(isinstance(x, int) for x in memory[key])


def test_the_evaluation_is_a_utility_and_the_game_has_rounds_left() -> None:
    for variant in VARIANTS:
        s = _midgame(variant, 8, 50)
        (u,) = evaluate(RULES, s)
        assert 0.0 <= u <= 1.0
        assert rounds_left(s) > 0


def test_the_planner_at_full_thinking_is_reproducible_and_honest() -> None:
    """medium and hard at their own thinking time (their turns played ahead), not only the
    tests' quick glance: the same choice again, and with every secret scrambled."""
    for variant, seed, steps in (("dummy", 11, 40), ("barbarians", 12, 70)):
        s = _midgame(variant, seed, steps)
        if RULES.outcome(s) is not None:
            continue
        legal = RULES.legal_actions(s, 0)
        scrambled = RULES.scramble_secrets(s, 0, seed=seed + 100)
        for level in ("medium", "hard"):
            first = make_bot(level, seed=seed).explain(RULES, RULES.view(s, 0), 0, legal)
            assert first.action in legal
            again = make_bot(level, seed=seed).explain(
                RULES, RULES.view(scrambled, 0), 0, RULES.legal_actions(scrambled, 0)
            )
            assert again == first


def test_a_stronger_player_denies_the_dummy_its_events_and_wars() -> None:
    """The dummy plays events (culture) unless weaker than the player, and attacks when far
    stronger: the same position is worth more the weaker the dummy is."""
    s = _midgame("dummy", 13, 90)
    assert s.dummy is not None and RULES.outcome(s) is None
    values = []
    for strength in (40, 20, 0):
        t = RULES.copy(s)
        assert t.dummy is not None
        t.dummy.strength = strength
        values.append(margin(t))
    assert values[0] < values[1] < values[2]


def test_a_finished_game_scores_by_its_verdict_before_any_position() -> None:
    for variant in VARIANTS:
        s = _midgame(variant, 14, 10_000)
        assert RULES.outcome(s) is not None
        won = bool(RULES.outcome(s).winners)
        assert (score(RULES, s) > 500) == won
        assert abs(score(RULES, _midgame(variant, 14, 60))) < 500


def test_the_candidates_keep_buildings_standing_without_need() -> None:
    s = _midgame("dummy", 9, 30)
    legal = [Action("destroy", ("a-bronze",)), Action("end", ())]
    if s.stack and s.stack[-1].kind in ("actions", "politics"):
        kept = candidates(RULES, s, 0, legal)
        assert Action("end", ()) in kept


def test_every_reason_has_words_in_every_language() -> None:
    """Reasons given in played positions name a catalogue message in every language."""
    said: set[str] = set()
    for variant in VARIANTS:
        s = _game(variant, 12)
        r = random.Random(12)
        for _ in range(300):
            if RULES.outcome(s) is not None:
                break
            legal = RULES.legal_actions(s, 0)
            for a in legal:
                p = reason(RULES, s, 0, a)
                if p is not None:
                    assert isinstance(p, Phrase)
                    said.add(p.id)
            s, _ = play(RULES, s, 0, choose(r, s, legal))
    assert {"tta.reason.take", "tta.reason.end"} <= said
    keys = {
        "tta.reason." + k
        for k in [
            "take",
            "end",
            "pop",
            "strength",
            "food",
            "resources",
            "science",
            "happy",
            "culture",
            "develop",
            "revolt",
            "leader",
            "wonder",
            "tactic",
            "defend",
            "war",
            "aggress",
            "play",
            "event",
            "impact",
        ]
    }
    assert said <= keys
    for lang in languages():
        messages = catalog(lang)
        for key in keys:
            assert key in messages, f"{key} has no {lang} words"


def test_the_barbarians_cards_not_yet_turned_up_stay_hidden() -> None:
    """Cards the barbarians drew together wait on the stack: the memory shows their ages, and
    a sampled world deals them again, still agreeing with the view."""
    s = _game("barbarians", 1)
    r = random.Random(1)
    seen = 0
    while RULES.outcome(s) is None and seen < 3:
        waiting = [d for d in s.stack if d.kind == "barbarian_card"]
        if waiting:
            seen += 1
            view = RULES.view(s, 0)
            stack = json.loads(view.memory)["stack"]
            assert all(
                isinstance(x["data"]["card"], int) for x in stack if x["kind"] == "barbarian_card"
            )
            assert all(isinstance(d.data["card"], str) for d in waiting)  # the state untouched
            assert RULES.view(RULES.determinize(view, 0, seen), 0) == view
        s, _ = play(RULES, s, 0, choose(r, s, RULES.legal_actions(s, 0)))
    assert seen


def _staffed(variant: str, workers: dict[str, int]) -> float:
    """The margin of a round-4 position whose workers stand where given (none idle)."""
    s = _game(variant, 5)
    s.round = 4
    s.civ.workers = dict(workers)
    s.civ.unused = 0
    return margin(s)


START_WORKERS = {"a-agriculture": 2, "a-bronze": 2, "a-philosophy": 1, "a-warriors": 1}


def test_against_the_barbarians_resources_are_not_an_army_by_themselves() -> None:
    """The first bot counted every resource produced as strength to come, so it pulled its
    farmers and its scientist onto mines (9 miners, no food, no science, overrun): a civilization
    that starves and learns nothing is worth less than a balanced one."""
    mines_only = {"a-bronze": 5, "a-warriors": 1}
    assert _staffed("barbarians", START_WORKERS) > _staffed("barbarians", mines_only)


def test_a_food_surplus_is_worth_the_workers_it_brings() -> None:
    """The first bot valued a civilization without farms above one with them (population never
    grew, hoarded resources had nobody to build with): farms feed the growth it needs."""
    no_farms = {"a-bronze": 4, "a-philosophy": 1, "a-warriors": 1}
    assert _staffed("dummy", START_WORKERS) > _staffed("dummy", no_farms)


def _bot_answers(s: Any, level: str, kind: str, steps: int) -> Any:
    """The level's bot makes the moves of a pending decision of `kind` (at most `steps`)."""
    from tests.engine.tta.helpers import pending

    for step in range(steps):
        if pending(s) != kind:
            break
        legal = RULES.legal_actions(s, 0)
        action = make_bot(level, seed=step, budget_s=QUICK).choose(
            RULES, RULES.view(s, 0), 0, legal
        )
        s, _ = play(RULES, s, 0, action)
    return s


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_a_colony_is_paid_with_the_cheapest_force(level: str) -> None:
    """Sending a unit changes nothing until the force is complete, so the evaluation sees
    every send alike: the bot sent the first unit listed, then more than it needed. Now it sends
    the set that reaches the force losing the least strength (two Swordsmen for an Age I
    territory's 4, its Warriors kept) and stops there."""
    from tests.engine.tta.helpers import act, pending, position, reveal, tech

    s = tech(position(), "i-swordsmen", workers=2)
    s.civ.workers["a-warriors"] = 1
    reveal(s, "i-developed_territory")
    s, _ = act(s, "colonize")
    assert pending(s) == "colonize"
    legal = RULES.legal_actions(s, 0)
    assert {a.token for a in legal} == {"send:a-warriors", "send:i-swordsmen"}
    assert [a.token for a in candidates(RULES, s, 0, legal)] == ["send:i-swordsmen"]
    s = _bot_answers(s, level, "colonize", 6)
    assert s.civ.colonies == ["i-developed_territory"]
    assert s.civ.workers.get("i-swordsmen", 0) == 0
    assert s.civ.workers["a-warriors"] == 1


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_a_raid_that_cards_can_hold_is_defended(level: str) -> None:
    """After `done` the engine asks which building the raid destroys, and a position waiting on
    that choice looked as good as before: the bot gave up defending and lost its Philosophy
    lab while holding cards enough for the tie. The loss is now chosen before the position is
    judged, so the bot spends two cards (Despotism: two military actions) to hold at 4."""
    from tests.engine.tta.helpers import dm, pending, position, run_task

    s = position()
    s.civ.workers["a-philosophy"] = 1
    s.civ.workers["a-religion"] = 1  # two buildings the raid may take: the loss is a choice
    s.civ.workers["a-warriors"] = 2  # strength 2: two cards reach the raid's 4
    dm(s).strength = 4
    dm(s).decks["attacks"] = ["i-raid"]
    s.civ.military = ["i-plunder", "i-pestilence", "i-crusades"]
    run_task(s, "dummy_politics")
    assert pending(s) == "defend"
    s = _bot_answers(s, level, "defend", 4)
    assert len(s.civ.military) == 1
    assert s.civ.workers.get("a-philosophy") == 1 and pending(s) != "destroy"


def test_the_loss_waiting_on_a_choice_is_counted() -> None:
    """A position after giving up the defense is judged with the building already lost."""
    from bot.engine.tta.ai import _after
    from tests.engine.tta.helpers import dm, pending, position, run_task

    s = position()
    s.civ.workers["a-philosophy"] = 1
    s.civ.workers["a-religion"] = 1  # two buildings the raid may take: the loss is a choice
    dm(s).strength = 4
    dm(s).decks["attacks"] = ["i-raid"]
    s.civ.military = ["i-plunder"]
    run_task(s, "dummy_politics")
    assert pending(s) == "defend"
    gave_up = _after(RULES, s, Action("done"))
    assert pending(gave_up) != "destroy"
    assert score(RULES, gave_up) < score(RULES, s) - 3.0


@pytest.mark.parametrize("level", ("medium", "hard"))
def test_no_tactic_that_forms_no_army(level: str) -> None:
    """A tactic that adds no strength with the units in play only spends military actions (the
    bot copied Legion and Phalanx back and forth with one Swordsmen): it is not a candidate,
    while one that forms an army is."""
    from tests.engine.tta.helpers import position, tech

    s = tech(position(), "i-swordsmen", workers=1)
    s.civ.workers.pop("a-warriors", None)
    s.civ.military = ["i-legion"]  # Legion needs more units than one Swordsmen
    legal = RULES.legal_actions(s, 0)
    assert "tactic:i-legion" in {a.token for a in legal}
    assert "tactic:i-legion" not in {a.token for a in candidates(RULES, s, 0, legal)}
    s.civ.workers["a-warriors"] = 2
    s.civ.workers["i-swordsmen"] = 2
    legal = RULES.legal_actions(s, 0)
    assert "tactic:i-legion" in {a.token for a in candidates(RULES, s, 0, legal)}


def test_an_event_to_prepare_is_always_searched() -> None:
    """Preparing an event scores its age in culture; the prior ranked it below a dozen builds,
    so the bot discarded territories at the hand limit instead of preparing them."""
    from bot.engine.tta.state import ask
    from tests.engine.tta.helpers import position, with_food

    s = with_food(position(), food=8, resources=9)
    s.stack = [ask("politics")]
    s.row = ["i-irrigation", "i-alchemy", "i-iron", "i-drama", "i-knights", *[None] * 8]
    s.civ.hand = ["i-theology", "i-printing_press", "i-swordsmen"]
    s.civ.science = 20  # the hand's technologies can be developed: a dozen moves rank higher
    s.civ.military = ["i-developed_territory"]
    legal = RULES.legal_actions(s, 0)
    assert len(legal) > 12 and "event:i-developed_territory" in {a.token for a in legal}
    assert "event:i-developed_territory" in {a.token for a in candidates(RULES, s, 0, legal)}


def test_a_card_in_hand_is_worth_nothing_in_the_last_round() -> None:
    """Cards still in hand when the game ends score nothing: in the last round the bot took
    cards it could not play instead of spending its actions on culture."""
    from bot.engine.tta.ai import worth
    from tests.engine.tta.helpers import position

    s = position(age=3)
    s.last_round = s.round
    before = worth(s)
    s.civ.hand.append("iii-efficient_upgrade")
    assert worth(s) == before
    s.last_round = 0
    assert worth(s) > before


def test_no_card_is_given_for_a_defense_that_cannot_hold() -> None:
    """Cards given short of the tie are lost for nothing: against a raid no set of cards can
    stop, only `done` is searched; against one they can, the cards of the cheapest set that
    holds within the military actions left (and `done`, when the loss is worth less)."""
    from tests.engine.tta.helpers import dm, pending, position, run_task

    s = position()
    s.civ.workers["a-warriors"] = 2  # strength 2
    dm(s).strength = 7
    dm(s).decks["attacks"] = ["i-raid"]
    s.civ.military = ["i-plunder", "i-pestilence", "i-crusades"]  # +1 each, two at most
    run_task(s, "dummy_politics")
    assert pending(s) == "defend"
    legal = RULES.legal_actions(s, 0)
    assert [a.token for a in candidates(RULES, s, 0, legal)] == ["done"]

    s = position()
    s.civ.workers["a-warriors"] = 2
    dm(s).strength = 5  # three more than the player: one bonus card (+2) or three discards
    dm(s).decks["attacks"] = ["i-raid"]
    s.civ.military = ["i-military_bonus", "i-plunder", "i-pestilence", "i-crusades"]
    run_task(s, "dummy_politics")
    legal = RULES.legal_actions(s, 0)
    assert {a.token for a in legal} >= {"done", "defend:i-plunder", "defend:i-military_bonus"}
    # two military actions: the bonus and one discard reach 5; three discards would not fit
    kept = {a.token for a in candidates(RULES, s, 0, legal)}
    assert "done" in kept and "defend:i-military_bonus" in kept
    assert len(kept) == 3


def test_an_age_iii_event_waiting_scores_for_the_player_too() -> None:
    """Every Age III event revealed, or left in the event decks at the end, brings the dummy 10
    culture (A-2.1), and the player what its impact says (A-D16). Counted as free, the bot
    prepared them; counted as the dummy's 10 alone, it let the impacts in its hand go."""
    from bot.engine.tta.scoring import impact_culture
    from tests.engine.tta.helpers import position

    s = position(age=3)
    s.civ.government = "iii-democracy"
    gain = impact_culture(s, "government", final=True, player_turn=True)
    assert gain > 10
    before = margin(s)
    s.future_events.append("iii-impact_of_government")
    assert margin(s) - before == pytest.approx(gain - 10.0)


def test_the_dummy_s_age_iii_events_give_the_player_their_impact() -> None:
    """A turn on which the dummy prepares an Age III event costs the player that event's 13
    culture less what the impact gives the player: the richer the civilization, the less
    its events cost (an attack costs the same), so keeping within reach counts."""
    from bot.engine.tta.ai import _dummy_race
    from tests.engine.tta.helpers import position

    s = position(age=3)
    assert s.dummy is not None
    s.dummy.strength = 10
    rounds = rounds_left(s)
    poor = _dummy_race(s, 10, rounds) - _dummy_race(s, 40, rounds)  # events, against none
    s.civ.government = "iii-democracy"  # more actions: Impact of Government gives more
    rich = _dummy_race(s, 10, rounds) - _dummy_race(s, 40, rounds)
    assert 0 < rich < poor


def test_the_hint_for_an_event_says_the_culture_it_brings() -> None:
    """/hint explains preparing an event by the culture it scores now (its age) and, for an
    Age III impact, about what the impact would give the player if it were scored now."""
    from bot.engine.tta.scoring import impact_culture
    from bot.engine.tta.state import ask
    from tests.engine.tta.helpers import position

    s = position(age=3)
    s.stack = [ask("politics")]
    s.civ.government = "iii-democracy"
    s.civ.military = ["iii-impact_of_government", "i-developed_territory"]
    legal = {a.token: a for a in RULES.legal_actions(s, 0)}
    impact = reason(RULES, s, 0, legal["event:iii-impact_of_government"])
    assert impact is not None and impact.id == "tta.reason.impact"
    later = impact_culture(s, "government", final=True, player_turn=True)
    assert impact.params["n"] == 3 and impact.params["impact"] == later
    territory = reason(RULES, s, 0, legal["event:i-developed_territory"])
    assert territory is not None and territory.id == "tta.reason.event"
    assert territory.params["n"] == 1
