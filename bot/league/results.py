"""The end of a game in words: who won and why, and every seat's points by category.

One place for the text of the final message and for the score sheet drawn under the final
board (renderers.results), so both say the same thing, in the table's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine.core import Outcome
from bot.engine.registry import game_of
from bot.store.base import SeatRecord
from bot.words.catalogue import has, t
from renderers.results import ResultSheet

# causes decided away from the board: their scores only mark who won (1) and who lost (0)
OFF_BOARD = frozenset({"resignation", "timeout"})


def off_board(outcome: Outcome) -> bool:
    """Whether the game ended away from the board (no points were counted)."""
    return outcome.cause in OFF_BOARD


def _board_shows_breakdown(game: str) -> bool:
    """Whether the game's final board already draws every seat's points by category (then the
    sheet under it only says who won and why)."""
    declared = game_of(game)
    return declared is not None and declared.board_shows_breakdown


def category(game: str, key: str, locale: str | None) -> str:
    """A breakdown category's label: the game's own word, else the shared one."""
    for name in (f"result.category.{game}.{key}", f"result.category.{key}"):
        if has(name):
            return t(name, locale)
    return key.replace("_", " ")


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else t("seat.default", None, n=seat + 1)


def how(outcome: Outcome, names: Sequence[str], locale: str | None) -> str:
    """Why the game ended (supremacy, points, a tie-break spelled out), or the engine's words
    for an outcome recorded before causes existed."""
    key = f"result.cause.{outcome.cause}"
    if not outcome.cause or not has(key):
        return outcome.reason
    facts: dict[str, object] = dict(outcome.facts)
    if "seat" in facts:
        facts["name"] = _name(names, int(outcome.facts["seat"]))
    return t(key, locale, **facts)


def headline(
    outcome: Outcome, names: Sequence[str], locale: str | None, *, plain: bool = False
) -> str:
    """ "alice wins by military supremacy", "alice and bob share the victory...", "No player
    wins..."; `plain`: without chat markup or emoji, for the picture."""
    winners = sorted(outcome.winners)
    reason = how(outcome, names, locale)
    style = "result.plain" if plain else "result"
    if not winners:
        return t(f"{style}.nobody", locale, how=reason)
    listed = t("result.and", locale).join(_name(names, s) for s in winners)
    key = f"{style}.winner" if len(winners) == 1 else f"{style}.winners"
    return t(key, locale, winners=listed, how=reason)


def _categories(outcome: Outcome) -> list[str]:
    """The categories somebody scored in (nonzero): a row of zeros for everyone, such as
    Leaders in a game without the expansion, tells nothing and is left out."""
    keys: list[str] = []
    for part in outcome.breakdown:
        keys += [k for k in part if k not in keys]
    return [k for k in keys if any(part.get(k, 0) for part in outcome.breakdown)]


def sheet(game: str, outcome: Outcome, names: Sequence[str], locale: str | None) -> ResultSheet:
    """The score sheet drawn under the final board."""
    n = len(outcome.scores)
    parts = list(outcome.breakdown) + [{}] * (n - len(outcome.breakdown))
    rows = tuple(
        (category(game, key, locale), tuple(int(parts[s].get(key, 0)) for s in range(n)))
        for key in ([] if off_board(outcome) else _categories(outcome))
    )
    return ResultSheet(
        title=t("result.title", locale),
        headline=headline(outcome, names, locale, plain=True),
        seats=tuple(_name(names, s) for s in range(n)),
        winners=frozenset(outcome.winners),
        rows=rows,
        total_label=t("result.total", locale),
        totals=tuple(int(x) for x in outcome.scores),
        table=not (_board_shows_breakdown(game) or off_board(outcome)),
    )


def players(seats: Sequence[SeatRecord]) -> tuple[int, ...]:
    """Every person who held a seat at the end (bots are not mentioned)."""
    return tuple(dict.fromkeys(s.user_id for s in seats if s.user_id is not None and not s.is_bot))


def text(
    game: str,
    outcome: Outcome,
    names: Sequence[str],
    seats: Sequence[SeatRecord],
    locale: str | None,
) -> list[str]:
    """The final message's lines: the headline, then each seat's total and its categories,
    each person mentioned (a game ended off the board counted no points: just the seats)."""
    users = {s.seat: s.user_id for s in seats if s.user_id is not None and not s.is_bot}
    lines = [t("result.header", locale, headline=headline(outcome, names, locale))]
    if off_board(outcome):
        for seat in range(len(outcome.scores)):
            who = f"<@{users[seat]}>" if seat in users else _name(names, seat)
            key = "result.seat_won_plain" if seat in outcome.winners else "result.seat_plain"
            lines.append(t(key, locale, who=who))
        return lines
    scored = _categories(outcome)
    for seat, total in enumerate(outcome.scores):
        part = outcome.breakdown[seat] if seat < len(outcome.breakdown) else {}
        shown = t("result.sep", locale).join(
            t("result.item", locale, label=category(game, k, locale), n=part.get(k, 0))
            for k in scored
            if k in part
        )
        who = f"<@{users[seat]}>" if seat in users else _name(names, seat)
        key = "result.seat_won" if seat in outcome.winners else "result.seat"
        if not shown:  # nothing scored by category (a TtA solo game the barbarians won)
            key += "_total"
        lines.append(t(key, locale, who=who, name=_name(names, seat), total=total, parts=shown))
    return lines
