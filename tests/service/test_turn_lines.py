"""A long turn's message keeps what matters: rolls, attacks, awards, the end of an age; the
routine lines are summed up instead."""

from __future__ import annotations

from dataclasses import replace

from bot.chat.commands import (
    CONTENT_LIMIT,
    LINES_SHOWN,
    Commands,
    Requester,
    kept_lines,
    names_of,
)
from bot.engine.words import Phrase, Seat, phrase
from bot.store.base import GameStatus, SeatRecord
from bot.table.service import Update
from bot.table.turns import LINES_KEPT, Placement, TurnMark, matters, story
from bot.words.catalogue import t

ROLL = phrase("catan.event.roll", seat=Seat(0), red=3, yellow=4, total=7)
ATTACK = phrase("catan.event.attack", barbarians=3, knights=2)
DEFENDER = phrase("catan.event.defender", seat=Seat(1))


def _road(n: int) -> Phrase:
    return phrase("catan.event.road", seat=Seat(n % 3), spot=f"e{n}")


def _long_turn() -> list[Phrase]:
    return [ROLL, *(_road(n) for n in range(8)), ATTACK, *(_road(n) for n in range(8, 16)),
            DEFENDER, _road(16)]  # fmt: skip


def test_the_lines_that_matter_are_known_by_their_message() -> None:
    assert matters(ROLL) and matters(ATTACK) and matters(DEFENDER)
    assert matters(phrase("duel.event.age_end", age=1)) and matters(phrase("tta.event.age"))
    assert not matters(_road(1)) and not matters("plain English")


def test_a_long_turn_keeps_its_roll_attack_and_award() -> None:
    lines = _long_turn()
    shown, skipped = kept_lines(lines, LINES_SHOWN)
    assert ROLL in shown and ATTACK in shown and DEFENDER in shown
    assert len(shown) == LINES_SHOWN and skipped == len(lines) - LINES_SHOWN
    assert shown[-1] == _road(16)  # the latest routine lines fill the room left, in order
    assert [x for x in lines if x in shown] == shown


def test_the_turn_message_text_keeps_them_in_every_language() -> None:
    commands = Commands.__new__(Commands)  # board_reply needs no service
    update = Update(
        channel_id=1, game_key="catan", title="Catan", status=GameStatus.ACTIVE, version=9,
        lines=tuple(_long_turn()), view=None, highlight=(), to_move=(0,), ping=(), outcome=None,
        seats=tuple(SeatRecord(i, None, True, f"Bot {i + 1}", "random") for i in range(3)),
    )  # fmt: skip
    for locale in ("en", "vi", "el", "ko"):
        who = Requester(1, 5, "x", locale, table=locale)
        text = commands.board_reply(who, update).content
        for line in (ROLL, ATTACK, DEFENDER):
            said = Commands.word(line, locale, replace(update, names=("A", "B", "C")))
            assert said.split(" ", 1)[1][:12] in text, (locale, said)


def test_an_edited_turn_message_keeps_them_past_its_kept_lines() -> None:
    mark = TurnMark(1, 2, "catan", 3, (), (ROLL, *(_road(n) for n in range(LINES_KEPT))))
    told = story(mark, Placement.EDIT, [ATTACK])
    assert told[0] == ROLL and told[-1] == ATTACK


def test_a_decision_the_view_names_is_explained_in_the_turn_message() -> None:
    """A TtA forced discard after "alice ends the turn": the message says why she must act."""

    class Asking:
        ask = phrase("tta.ask.discard_excess")

    commands = Commands.__new__(Commands)
    update = Update(
        channel_id=1, game_key="tta", title="Through the Ages", status=GameStatus.ACTIVE,
        version=4, lines=(phrase("tta.event.end_turn", seat=Seat(0)),), view=Asking(),
        highlight=(), to_move=(0,), ping=(77,), outcome=None,
        seats=(SeatRecord(0, 77, False, "alice"),),
    )  # fmt: skip
    for locale in ("en", "vi", "el", "ko"):
        who = Requester(1, 77, "alice", locale, table=locale)
        text = commands.board_reply(who, update).content
        assert Commands.word(Asking.ask, locale, update) in text


def test_a_turn_too_long_for_one_message_drops_its_oldest_lines_not_its_end() -> None:
    """Bots playing many rounds (a seat handed to a bot) give more rolls than 2,000 characters
    hold: the oldest go to the "earlier lines" count, and whose turn it is stays at the end."""
    commands = Commands.__new__(Commands)
    rolls = [phrase("catan.event.roll", seat=Seat(n % 3), red=n % 6 + 1, yellow=3, total=9)
             for n in range(300)]  # fmt: skip
    update = Update(
        channel_id=1, game_key="catan", title="Catan", status=GameStatus.ACTIVE, version=9,
        lines=(*rolls, DEFENDER), view=None, highlight=(), to_move=(0,), ping=(77,),
        outcome=None, seats=(SeatRecord(0, 77, False, "alice"),
                             *(SeatRecord(i, None, True, f"Bot {i}", "random") for i in (1, 2))),
    )  # fmt: skip
    for locale in ("en", "vi", "el", "ko"):
        who = Requester(1, 77, "alice", locale, table=locale)
        text = commands.board_reply(who, update).content
        assert len(text) <= CONTENT_LIMIT and not text.endswith("…"), locale
        said = text.splitlines()
        assert said[-1] == t("board.your_turn", locale, users="<@77>"), (locale, said[-1])
        named = replace(update, names=names_of(update.seats, locale))
        defender = Commands.word(DEFENDER, locale, named)
        assert said[-2] == f"• {defender}", locale
        left_out = len(rolls) + 1 - (len(said) - 3)  # the header, the count, the ping
        assert said[1] == "• " + t("board.more_lines", locale, n=left_out), (locale, said[1])
