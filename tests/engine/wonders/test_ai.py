"""The 7 Wonders bot hooks: the evaluation, the prior, the candidate filter, the words."""

from __future__ import annotations

import pytest

from bot.engine.ai import make_bot
from bot.engine.ai.base import game_ai
from bot.engine.core import Action, play
from bot.engine.wonders import RULES
from bot.engine.wonders.ai import AI, candidates, evaluate, prior, projected, reason
from bot.words.phrases import say
from tests.engine.wonders.helpers import act, build, position, tokens


def test_the_game_has_its_hooks() -> None:
    assert game_ai("wonders") is AI
    assert AI.prior is not None and AI.reason is not None and AI.candidates is not None


def test_the_evaluation_prefers_a_clearly_better_position() -> None:
    s = position(3, hands=[["altar"], ["altar"], ["altar"]], age=2)
    even = evaluate(RULES, s)
    assert abs(sum(even) - 1.0) < 1e-9 and all(0.0 <= u <= 1.0 for u in even)
    build(s, 0, "palace", "temple", "lumber_yard")  # 8 + 3 points and wood
    ahead = evaluate(RULES, s)
    assert ahead[0] > even[0] > ahead[1]
    t = position(3, hands=[["altar"], ["altar"], ["altar"]], age=2, coins=[12, 3, 3])
    assert evaluate(RULES, t)[0] > evaluate(RULES, t)[1]
    u = position(3, hands=[["altar"], ["altar"], ["altar"]], age=2)
    build(u, 0, "stockade", "barracks")  # the strongest army before two more conflicts
    assert evaluate(RULES, u)[0] > evaluate(RULES, u)[1]


def test_the_evaluation_reads_a_committed_choice() -> None:
    hands = [["palace", "tavern"], ["altar", "baths"], ["altar", "baths"]]
    s = position(3, hands=hands, age=3, coins=3)
    build(s, 0, "stone_pit", "quarry", "clay_pool", "brickyard", "loom_1", "glassworks_1")
    build(s, 0, "press_1", "forest_cave", "sawmill")
    choosing, _ = act(s, 0, "card:palace", "build")  # the way to pay is still to choose
    built, _ = act(choosing, 0, "pay:0:0:0")
    discarded, _ = act(s, 0, "card:palace", "discard")
    assert built.ready[0] and discarded.ready[0] and not choosing.ready[0]
    # nothing is revealed yet; the evaluation places the secret choice as if it were
    assert projected(built)[0] > projected(discarded)[0] + 4
    assert evaluate(RULES, built)[0] > evaluate(RULES, discarded)[0]
    assert projected(choosing)[0] == pytest.approx(projected(built)[0])


def test_the_prior_puts_a_good_build_above_a_discard() -> None:
    s = position(3, hands=[["baths", "altar"], ["altar"], ["altar"]], wonders=["giza"] * 3)
    s, _ = act(s, 0, "card:baths")
    legal = RULES.legal_actions(s, 0)
    weights = dict(zip([a.token for a in legal], prior(RULES, s, 0, legal), strict=True))
    assert weights["build:baths"] > weights["discard:baths"] > weights["back"]
    # choosing the card: a card worth points before one that is not
    t = position(3, hands=[["theater", "stockade"], ["altar"], ["altar"]], age=1)
    build(t, 1, "stockade", "barracks")
    build(t, 2, "guard_tower", "stockade")
    legal = RULES.legal_actions(t, 0)
    w = dict(zip([a.token for a in legal], prior(RULES, t, 0, legal), strict=True))
    assert w["card:theater"] > 0 and w["card:stockade"] > 0


def test_candidates_drop_going_back_and_dear_payments_but_never_everything() -> None:
    s = position(3, hands=[["altar"], ["altar"], ["altar"]])
    s, _ = act(s, 0, "card:altar")
    legal = RULES.legal_actions(s, 0)
    kept = candidates(RULES, s, 0, legal)
    assert Action("back") in legal and Action("back") not in kept and kept
    only_back = [Action("back")]
    assert candidates(RULES, s, 0, only_back) == only_back
    pays = [Action("pay", ("0", "0", "0")), Action("pay", ("2", "2", "0")), Action("back")]
    assert candidates(RULES, s, 0, pays) == [Action("pay", ("0", "0", "0"))]


def test_reasons_are_short_words() -> None:
    s = position(3, hands=[["scriptorium", "altar"], ["altar"], ["altar"]])
    build(s, 0, "library")
    for token in tokens(s, 0):
        why = reason(RULES, s, 0, Action.parse(token))
        for lang in ("en", "vi", "el", "ko"):
            words = "" if why is None else say(why, lang, game="wonders")
            assert why is None or (0 < len(words) <= 120 and "{" not in words)
    science = reason(RULES, s, 0, Action("card", ("scriptorium",)))
    assert science is not None and science.id == "wonders.reason.science"
    assert say(science, "en", game="wonders") == "Scriptorium: science 1 → 4 points"
    bot = make_bot("easy", seed=1)
    choice = bot.explain(RULES, RULES.view(s, 0), 0, RULES.legal_actions(s, 0))
    assert choice.reason


@pytest.mark.slow
def test_hard_beats_random_in_a_few_three_player_games() -> None:
    wins = 0
    games = 3
    for g in range(games):
        seat = g % 3
        s = RULES.new_game(3, 100 + g, {})
        step = 0
        while RULES.outcome(s) is None:
            p = min(RULES.to_move(s))
            legal = RULES.legal_actions(s, p)
            level = "hard" if p == seat else "random"
            bot = make_bot(level, seed=1000 * g + step, budget_s=0.03)
            s, _ = play(RULES, s, p, bot.choose(RULES, RULES.view(s, p), p, legal))
            step += 1
        out = RULES.outcome(s)
        assert out is not None
        wins += seat in out.winners
    assert wins == games


def test_weights_read_from_json_refuse_unknown_names() -> None:
    from bot.engine.wonders.ai import DEFAULT, Weights

    w = Weights.of({"chain_now": 0.5, "shield_step": [1, 2, 3]})
    assert w.chain_now == 0.5 and w.shield_step == (1, 2, 3)
    assert w.chain_later == DEFAULT.chain_later  # a weight left out keeps its default
    with pytest.raises(ValueError, match="chain_nov"):
        Weights.of({"chain_nov": 0.5})


def test_a_shield_lead_counts_in_cards_of_the_conflicts_age() -> None:
    """Age III, three turns to its conflict: a 3-shield lead is one Age III card (3 shields),
    far from safe when the step is 3, nearly safe when every shield counts as a card."""
    from bot.engine.wonders.ai import military

    fights = ((5, 3),)
    safe = military(6, 3, fights, (1.0, 1.0, 1.0))
    one_card = military(6, 3, fights, (1.0, 2.0, 3.0))
    assert safe > 4.5 > one_card > military(3, 3, fights, (1.0, 2.0, 3.0))
    assert military(9, 3, fights, (1.0, 2.0, 3.0)) - one_card > 0.5  # a 2nd card is worth more


def test_hard_evaluates_by_its_own_weights(monkeypatch: pytest.MonkeyPatch) -> None:
    """The hard search's table reads hard's weights; medium and the hooks keep the defaults."""
    from bot.engine.wonders import ai

    seen: list[object] = []

    def spy(table: object, view: object, legal: object, seed: int) -> Action:
        seen.append(table.ai.evaluate)  # type: ignore[attr-defined]
        return legal[0]  # type: ignore[index,no-any-return]

    monkeypatch.setattr(ai, "search", spy)
    s = position(3, hands=[["baths", "altar"], ["altar", "baths"], ["altar", "baths"]])
    legal = RULES.legal_actions(s, 0)
    monkeypatch.setattr(ai, "HARD", ai.DEFAULT)
    make_bot("hard", seed=1).choose(RULES, RULES.view(s, 0), 0, legal)
    monkeypatch.setattr(ai, "HARD", ai.Weights(chain_now=0.0))
    make_bot("hard", seed=1).choose(RULES, RULES.view(s, 0), 0, legal)
    assert seen == [ai.evaluate, ai.hard_evaluate]
    t = position(3, hands=[["altar"], ["altar"], ["altar"]], age=3)
    build(t, 0, "walls")  # a chain to Fortifications, an Age III card
    assert ai.evaluate_by(t, ai.HARD)[0] < ai.evaluate(RULES, t)[0]
