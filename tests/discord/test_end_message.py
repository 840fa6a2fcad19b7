"""The end of a game: one message naming the winner and the reason, every seat's breakdown in
text and picture, and a mention of every person who played; for all four games."""

from __future__ import annotations

import io
import random
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image

from bot.engine.core import Action, Outcome
from bot.engine.registry import REGISTRY, get_rules
from bot.league import results
from bot.store.base import MoveRecord
from renderers.duel import _status as duel_status
from renderers.results import arrange, final_pictures, render_sheet
from tests.discord.harness import ALICE, BOB, CAROL, TEXT, FakeDiscord
from tests.engine.duel.helpers import act, position

GAMES = [("duel", 2, ""), ("wonders", 3, "leaders:true"), ("catan", 3, ""), ("tta", 1, "")]


async def _near_the_end(
    fake: FakeDiscord, key: str, people: list[Any], options: str, seed: int
) -> tuple[int, Action, Outcome]:
    """Open a table of people, play random moves (straight into the store) up to the move
    that ends the game; returns that move and the outcome it will give."""
    await fake.slash(ALICE, TEXT, "game", "new", game=key, options=options)
    for person in people[1:]:
        await fake.slash(person, TEXT, "game", "join")
    svc = fake.bot.service  # type: ignore[attr-defined]
    record = await svc.store.load(TEXT.id)
    if record.status == "lobby":
        await fake.slash(ALICE, TEXT, "game", "start")
        record = await svc.store.load(TEXT.id)
    rules = get_rules(key)
    state = rules.from_json(record.state)
    chooser = random.Random(seed)
    moves: list[MoveRecord] = []
    for _ in range(20000):
        seats = sorted(rules.to_move(state))
        seat = seats[chooser.randrange(len(seats))]
        legal = rules.legal_actions(state, seat)
        action = legal[chooser.randrange(len(legal))]
        trial = rules.copy(state)
        rules.apply(trial, seat, action)
        outcome = rules.outcome(trial)
        if outcome is not None:
            break
        state = trial
        moves.append(MoveRecord(len(moves) + 1, seat, action.token, [], 0.0))
    assert outcome is not None
    saved = await svc.store.save(replace(record, state=rules.to_json(state)), record.version, moves)
    assert saved is not None
    return seat, action, outcome


@pytest.mark.parametrize(("key", "players", "options"), GAMES)
async def test_the_final_message(fake: FakeDiscord, key: str, players: int, options: str) -> None:
    if key not in REGISTRY:
        pytest.skip(f"{key} is not installed")
    people = [ALICE, BOB, CAROL][:players]
    seat, action, outcome = await _near_the_end(fake, key, people, options, seed=3)
    final = await fake.slash(people[seat], TEXT, "play", action=action.token)
    [message] = [m for m in final.messages if not m.ephemeral]
    text = message.content
    assert text.count("🏁") == 1
    assert set(message.mentioned_users or []) == {p.id for p in people}
    assert all(f"<@{p.id}>" in text for p in people)
    names = tuple(p.name.title() for p in people)
    assert results.headline(outcome, names, None) in text
    assert outcome.cause and results.how(outcome, names, None) in text
    if outcome.winners:
        assert all(names[w] in results.headline(outcome, names, None) for w in outcome.winners)
    for s, part in enumerate(outcome.breakdown):
        line = next(x for x in text.splitlines() if f"<@{people[s].id}>" in x)
        assert f"**{outcome.scores[s]}**" in line
        for category, points in part.items():
            label = f"{results.category(key, category, None)} {points}"
            if any(other.get(category) for other in outcome.breakdown):
                assert label in line
            else:  # nobody scored in it (Leaders without the expansion): not told
                assert f" {results.category(key, category, None)} 0" not in line
    assert len(text) <= 2000
    # the pictures: the final board with the score sheet beside or under it, or (no room for
    # both at full size) the board, then the sheet as its own picture
    assert [name for name, _ in message.files] in (["board.png"], ["board.png", "board-sheet.png"])
    pictures = [Image.open(io.BytesIO(png)) for _, png in message.files]
    assert all(p.height > 300 and max(p.size) <= 1600 for p in pictures)
    for p in pictures[1:]:  # the sheet alone keeps the public picture's proportions
        assert 1.25 <= p.width / p.height <= 2.1


def _duel_supremacy() -> tuple[Any, Outcome]:
    s = position(2, accessible=["walls"], pawn=7, coins=(4, 7))
    after, _ = act(s, 0, "build:walls")
    outcome = get_rules("duel").outcome(after)
    assert outcome is not None
    return after, outcome


def test_a_duel_supremacy_is_not_told_as_points() -> None:
    _, outcome = _duel_supremacy()
    assert outcome.cause == "military" and outcome.winners == {0}
    names = ("alice", "bob")
    line = results.headline(outcome, names, None)
    assert "military supremacy" in line and "points" not in line
    sheet = results.sheet("duel", outcome, names, None)
    assert sheet.headline == results.headline(outcome, names, None, plain=True)
    assert "military supremacy" in sheet.headline and sheet.winners == {0}
    scored = [k for k in outcome.breakdown[0] if any(p.get(k) for p in outcome.breakdown)]
    assert len(sheet.rows) == len(scored) and sheet.totals == outcome.scores


def test_a_category_nobody_scored_in_is_left_out() -> None:
    outcome = Outcome(
        (10, 4), frozenset({0}), "", ({"civilian": 10, "leaders": 0}, {"civilian": 4, "leaders": 0})
    )
    lines = results.text("wonders", outcome, ("alice", "bob"), (), None)
    assert all("Leaders" not in line for line in lines) and "10" in lines[1]
    sheet = results.sheet("wonders", outcome, ("alice", "bob"), None)
    assert [values for _, values in sheet.rows] == [(10, 4)]


def test_ties_are_explained() -> None:
    names = ("alice", "bob", "carol")
    coins = Outcome((40, 40, 30), frozenset({1}), "", (), "tie_coins", {"score": 40, "coins": 7})
    assert "tie is broken by the treasury (7 coins)" in results.headline(coins, names, None)
    blue = Outcome((50, 50), frozenset({0}), "", (), "tie_blue", {"score": 50, "blue": 12})
    assert "civilian (blue) buildings (12 points)" in results.headline(blue, names, None)
    shared = Outcome((40, 40, 30), frozenset({0, 1}), "", (), "shared", {"score": 40})
    assert results.headline(shared, names, None).startswith("🏆 **alice and bob** share")
    old = Outcome((1, 0), frozenset({0}), "pile empty")  # saved before causes existed
    assert "pile empty" in results.headline(old, names, None)


def test_the_score_sheet_is_plain_words_and_scales_with_the_board() -> None:
    _, won = _duel_supremacy()
    points = ({"blue": 6, "green": 2}, {"blue": 3, "green": 0})  # a row each: the sheet has rows
    outcome = replace(won, breakdown=points)
    sheet = results.sheet("catan", outcome, ("alice", "bob"), None)
    assert "**" not in sheet.headline and "🏆" not in sheet.headline
    assert sheet.table and next(label for label, _ in sheet.rows) == "blue"  # no catan label
    narrow = render_sheet(sheet, 800)
    wide = render_sheet(sheet, 1600)
    assert narrow.width == 800 and wide.width == 1600
    assert wide.height > narrow.height  # fonts grow with the width: readable when shrunk
    board = Image.new("RGB", (1200, 500), (255, 255, 255))
    (both,) = final_pictures(board, sheet)  # board and sheet within the picture rules (issue 14)
    assert both.width <= 1600 and 1.25 <= both.width / both.height <= 2.1
    plan = arrange(1200, 500, sheet)
    assert plan is not None
    place = plan.board
    assert place.width == 1200  # room enough: the board keeps its size
    assert both.crop(tuple(place)).getcolors() == [(1200 * 500, (255, 255, 255))]
    duel = results.sheet("duel", outcome, ("alice", "bob"), None)
    assert not duel.table  # the Duel's final board already draws the breakdown


def test_the_duel_board_names_the_supremacy() -> None:
    after, _ = _duel_supremacy()
    view = get_rules("duel").view(after, None)
    assert duel_status(view, ("alice", "bob")) == "Game over: alice wins by military supremacy"
    political = replace(view, reason="political")
    assert duel_status(political, ("alice", "bob")).endswith("political supremacy")


def test_resignation_and_the_clock_are_named() -> None:
    names = ("alice", "bob")
    resigned = Outcome((0, 1), frozenset({1}), "resignation", (), "resignation", {"seat": 0})
    assert results.headline(resigned, names, None) == (
        "🏆 **bob** wins by resignation: alice resigned."
    )
    late = Outcome((0, 1), frozenset({1}), "timeout", (), "timeout", {"seat": 0})
    assert "on time: alice ran out of time" in results.headline(late, names, None)
