"""Past games, ratings and ladders as chat replies: /history, /stats, /leaderboard (issue 16).

Independent of Discord like bot/chat/commands.py (which holds one `Records` as `records`): each
command reads the kept results (bot/store/result_records.py) through bot/league/stats.py and words
them in the reader's language; pictures are made off the event loop (`ReplyFile`).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Awaitable, Callable, Sequence

from babel.dates import format_date

from bot.chat.commands import CONTENT_LIMIT, Commands, Reply, ReplyFile, Requester, clip, mention
from bot.engine.core import Outcome
from bot.engine.registry import REGISTRY, get_rules
from bot.league import painter, replay
from bot.league import results as result_words
from bot.league.painter import Painter
from bot.league.painter import shared as shared_painter
from bot.league.stats import LadderLine, PlayerStats, ladder, player_stats
from bot.store.result_records import GLOBAL, Result, ResultQuery
from bot.table.service import GameService, names_of, refuse, seat_name
from bot.table.undo import live
from bot.words.catalogue import language_of, t
from renderers import to_png
from renderers.stats import Series, chart

Fetch = Callable[[], Awaitable[bytes]]  # downloads an attached file

HISTORY_SHOWN = 15
CHART_LINES = 5  # players drawn on a ladder's chart


def day_of(timestamp: float, locale: str | None) -> str:
    """A date in the reader's language (CLDR medium format, UTC)."""
    day = dt.datetime.fromtimestamp(timestamp, dt.UTC).date()
    return format_date(day, "medium", locale=language_of(locale))


def title_of(game_key: str) -> str:
    rules = REGISTRY.get(game_key)
    return rules.title if rules is not None else game_key


def result_line(result: Result, locale: str | None) -> str:
    """`#12 · 3 Dec 2026 · 7 Wonders Duel · Ann, Bot 1 (hard) · Ann wins ...`"""
    names = names_of(result.seats, locale)
    if result.outcome:
        outcome = Outcome.from_json(result.outcome)
        how = result_words.headline(outcome, names, locale, plain=True)
    else:
        how = t("history.no_result", locale)
    return t(
        "history.line",
        locale,
        id=result.id,
        date=day_of(result.finished_at, locale),
        game=title_of(result.game_key),
        players=", ".join(names),
        result=how,
        hints=result.hints,
    )


def scope_of(who: Requester, where: str = "") -> int:
    """The server's ratings in a server (unless 'global' is asked), everyone's in DMs."""
    if who.guild_id is None or where.strip().lower() == "global":
        return GLOBAL
    return who.guild_id


def game_of(typed: str) -> str:
    """A game key from what was typed; an unknown one is refused by name."""
    return get_rules(typed).key


class Records:
    """The commands that read ended games."""

    def __init__(self, commands: Commands, painter: Painter | None = None) -> None:
        self.commands = commands
        self.painter = painter if painter is not None else shared_painter()
        self.service: GameService = commands.service
        self.store = commands.service.store

    async def history(self, who: Requester) -> Reply:
        """The server's finished games in a server; one's own (anywhere) in DMs."""
        if who.guild_id is not None:
            query = ResultQuery(guild_id=who.guild_id, limit=HISTORY_SHOWN)
            header = t("history.header_server", who.locale)
        else:
            query = ResultQuery(user_id=who.user_id, limit=HISTORY_SHOWN)
            header = t("history.header_mine", who.locale)
        found = await self.store.results(query)
        if not found:
            return Reply(t("history.none", who.locale), ephemeral=True)
        lines = [header, *(result_line(r, who.locale) for r in found)]
        lines.append(t("history.footer", who.locale))
        return Reply(_fit(lines), ephemeral=True)

    async def stats(self, who: Requester, user_id: int | None = None, where: str = "") -> Reply:
        """Games, wins, rating and trend per game, favourite game and streak; with a chart."""
        target = who.user_id if user_id is None else user_id
        scope = scope_of(who, where)
        found = await player_stats(self.store, target, scope)
        if not found.games:
            return Reply(t("stats.none", who.locale, user=mention(target)), ephemeral=True)
        lines = [stats_header(found, who.locale, scope), *stats_lines(found, who.locale)]
        title = t("stats.chart_title", who.locale, name=found.name or str(target))
        series = [
            Series(_rating_label(line.game_key, line.rating, line.trend, who.locale), line.history)
            for line in found.lines
        ]
        note = t("stats.chart_note", who.locale)
        empty = t("stats.chart_empty", who.locale)
        picture = ReplyFile("stats.png", lambda: to_png(chart(title, series, note, empty)))
        return Reply(_fit(lines), ephemeral=True, files=(picture,), mentions=())

    async def leaderboard(self, who: Requester, game: str, where: str = "") -> Reply:
        """A game's best ratings in this server (or everyone's)."""
        return await self.commands.guard(who, self._leaderboard(who, game, where))

    async def _leaderboard(self, who: Requester, game: str, where: str) -> Reply:
        key = game_of(game)  # an unknown game is refused by name (RuleError)
        scope = scope_of(who, where)
        best = await ladder(self.store, key, scope)
        place = "global" if scope == GLOBAL else "server"
        if not best:
            return Reply(t(f"leaderboard.none_{place}", who.locale, game=title_of(key)))
        lines = [t(f"leaderboard.header_{place}", who.locale, game=title_of(key))]
        lines += [ladder_line(x, who.locale) for x in best]
        title = t(f"leaderboard.chart_{place}", who.locale, game=title_of(key))
        series = [
            Series(
                t(
                    "leaderboard.chart_label",
                    who.locale,
                    place=x.place,
                    name=x.name or str(x.user_id),
                    rating=f"{x.rating:.1f}",
                ),
                x.history,
            )
            for x in best[:CHART_LINES]
        ]
        note = t("stats.chart_note", who.locale)
        empty = t("stats.chart_empty", who.locale)
        picture = ReplyFile("leaderboard.png", lambda: to_png(chart(title, series, note, empty)))
        return Reply(_fit(lines), files=(picture,))

    async def replay(self, who: Requester, result_id: int) -> Reply:
        """A finished game again: its animation and its replay file (`bot/league/replay.py`), made
        in a child process (`bot/league/painter.py`)."""
        return await self.commands.guard(who, self._replay(who, result_id))

    async def _replay(self, who: Requester, result_id: int) -> Reply:
        found = await self.store.result(result_id)
        if found is None or found.pruned or not self._may_see(who, found):  # pruned: no moves
            raise refuse("replay.no_such_game", id=result_id)
        names = names_of(found.seats, who.locale)
        players = [
            {
                "name": seat_name(s, who.locale) if s.is_bot else s.name or names[s.seat],
                "bot": (s.level or "random") if s.is_bot else None,
            }
            for s in found.seats
        ]
        moves = [(m.seat, m.token) for m in live(list(found.moves))]
        with self.painter.slot() as slot:  # refused at once (replay.busy) when all are taken
            drawn = await slot.draw(
                painter.kept_game,
                found.game_key,
                found.options,
                found.seed,
                players,
                moves,
                names,
                who.locale,
            )
        text = t("replay.shown", who.locale, line=result_line(found, who.locale))
        raw, gif = drawn.checked.file, drawn.gif
        return Reply(
            text,
            ephemeral=True,
            files=(
                ReplyFile(f"tabula-{found.id}.json", lambda: raw),
                ReplyFile(f"tabula-{found.id}.gif", lambda: gif),
            ),
        )

    async def replay_file(self, who: Requester, raw: bytes | Fetch) -> Reply:
        """A replay file someone attached, checked move by move and shown, in a child process;
        `raw` may be a coroutine function that downloads it, called only once a place is
        free."""
        return await self.commands.guard(who, self._replay_file(who, raw))

    async def _replay_file(self, who: Requester, raw: bytes | Fetch) -> Reply:
        with self.painter.slot() as slot:  # refused at once (replay.busy) when all are taken
            data = raw if isinstance(raw, bytes) else await raw()
            if len(data) > replay.MAX_BYTES:  # refused before anything reads it
                raise replay.ReplayRefused(
                    "replay.too_large", size=replay.kb(len(data)), limit=replay.kb(replay.MAX_BYTES)
                )
            drawn = await slot.draw(painter.uploaded, data, who.locale)
        checked = drawn.checked
        outcome = result_words.headline(checked.outcome, checked.names, who.locale, plain=True)
        text = t(
            "replay.checked",
            who.locale,
            game=title_of(checked.key),
            players=", ".join(checked.names),
            n=checked.moves,
            result=outcome,
        )
        gif = drawn.gif
        return Reply(text, ephemeral=True, files=(ReplyFile("tabula-replay.gif", lambda: gif),))

    @staticmethod
    def _may_see(who: Requester, found: Result) -> bool:
        """A server's games in that server; a DM game by those who played it."""
        if found.seat_of(who.user_id) is not None:
            return True
        return found.guild_id is not None and found.guild_id == who.guild_id


def stats_header(found: PlayerStats, locale: str | None, scope: int) -> str:
    favourite = title_of(found.favourite) if found.favourite else "-"
    return t(
        "stats.header_global" if scope == GLOBAL else "stats.header_server",
        locale,
        user=mention(found.user_id),
        games=found.games,
        wins=found.wins,
        favourite=favourite,
        streak=found.longest_streak,
        current=found.current_streak,
    )


def stats_lines(found: PlayerStats, locale: str | None) -> list[str]:
    out = []
    for line in found.lines:
        out.append(
            t(
                "stats.game",
                locale,
                game=title_of(line.game_key),
                games=line.games,
                wins=line.wins,
                rating=_rating(line.rating, locale),
                trend=_trend(line.trend),
            )
        )
    return out


def ladder_line(x: LadderLine, locale: str | None) -> str:
    return t(
        "leaderboard.line",
        locale,
        place=x.place,
        user=mention(x.user_id),
        rating=f"{x.rating:.1f}",
        games=x.games,
    )


def _rating(rating: float | None, locale: str | None) -> str:
    return t("stats.unrated", locale) if rating is None else f"{rating:.1f}"


def _trend(delta: float) -> str:
    return f"+{delta:.1f}" if delta > 0 else f"{delta:.1f}" if delta < 0 else "±0"


def _rating_label(game: str, rating: float | None, delta: float, locale: str | None) -> str:
    return t(
        "stats.chart_label",
        locale,
        game=title_of(game),
        rating=_rating(rating, locale),
        trend=_trend(delta),
    )


def _fit(lines: Sequence[str]) -> str:
    kept = list(lines)
    text = "\n".join(kept)
    while len(text) > CONTENT_LIMIT and len(kept) > 2:
        kept.pop(-2 if len(kept) > 2 else -1)
        text = "\n".join(kept)
    return clip(text, CONTENT_LIMIT)
