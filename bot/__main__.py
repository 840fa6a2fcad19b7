"""Command line: `tabula run` (Discord), `tabula console` (local chat), `tabula sync` (commands),
`tabula rebuild-ratings` (ratings again from the kept games), `tabula backup FILE` and
`tabula restore FILE` (the database)."""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import sys
from pathlib import Path

import discord

from bot.client import DISCORD_UNREACHABLE, run_bot, run_sync, token_refused
from bot.config import Config
from bot.console import run_console, stdin_lines
from bot.engine.ai import DEFAULT_LEVEL, LEVELS
from bot.engine.registry import load_plugins
from bot.league import ratings
from bot.store import backup, open_store
from bot.words.catalogue import DEFAULT_LOCALE, languages, t


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="tabula", description=__doc__)
    sub = p.add_subparsers(dest="command")
    sub.add_parser(
        "run", help="connect to Discord with DISCORD_TOKEN, publish changed commands, serve games"
    )
    sub.add_parser(
        "sync", help="publish the slash commands now, even if unchanged (to DEV_GUILD_ID if set)"
    )
    rebuild = sub.add_parser(
        "rebuild-ratings",
        help="keep any ended game not kept yet, then rate every finished game again, in order",
    )
    rebuild.add_argument("--db", help="database URL or SQLite file (default: DATABASE_URL)")
    back = sub.add_parser(
        "backup",
        help="copy the database into FILE, safely while the bot runs (PostgreSQL: pg_dump)",
    )
    back.add_argument("file", type=Path, help="the backup to write")
    back.add_argument("--db", help="database URL or SQLite file (default: DATABASE_URL)")
    back.add_argument("--force", action="store_true", help="replace FILE if it exists")
    put = sub.add_parser(
        "restore", help="put the backup FILE in place of the database (stop the bot first)"
    )
    put.add_argument("file", type=Path, help="a file `tabula backup` wrote")
    put.add_argument("--db", help="database URL or SQLite file (default: DATABASE_URL)")
    put.add_argument(
        "--force", action="store_true", help="replace a database that already has games"
    )
    con = sub.add_parser("console", help="play in the terminal without Discord")
    con.add_argument("--script", type=Path, help="read `<user>: <command>` lines from a file")
    con.add_argument("--out", type=Path, help="write each rendered board PNG to this folder")
    con.add_argument("--bots", type=int, default=0, help="seat this many bot players")
    con.add_argument(
        "--level", default=DEFAULT_LEVEL, choices=LEVELS, help="how well the bots play"
    )
    con.add_argument(
        "--db",
        help="where to keep games: a SQLite file or a DATABASE_URL such as postgresql://..."
        " (two consoles on one database share its games; default: a new temporary file)",
    )
    con.add_argument("--seed", type=int, help="fix the games' random seed (for reproducible runs)")
    con.add_argument(
        "--locale", default=DEFAULT_LOCALE, choices=languages(), help="the language to play in"
    )
    return p


async def rebuild_ratings(url: str) -> int:
    """Ratings are derived from the kept results: this rebuilds them from scratch."""
    store = open_store(url)
    await store.open()
    try:
        kept = await store.backfill_results()
        rated = await ratings.rebuild(store)
    finally:
        await store.close()
    print(t("cli.rebuilt", None, kept=kept, rated=rated))
    return 0


def backup_or_restore(command: str, file: Path, url: str, force: bool) -> int:
    """`tabula backup FILE` / `tabula restore FILE`: 0 when done, 1 (and why) when refused."""
    act = backup.backup if command == "backup" else backup.restore
    try:
        where = act(url, file, force=force)
    except backup.BackupRefused as refused:
        print(t(refused.key, None, **refused.args_), file=sys.stderr)
        return 1
    print(t(f"cli.{command}.done", None, file=str(file), database=where))
    return 0


def _load_plugins(spec: str) -> None:
    """TABULA_PLUGINS' modules; one that cannot be imported is a setting's ValueError."""
    try:
        load_plugins(spec)
    except ImportError as e:
        raise ValueError(f"TABULA_PLUGINS names a module that cannot be imported ({e})") from e


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        config = Config.from_env()
        if config.plugins:
            _load_plugins(config.plugins)
    except ValueError as e:  # a malformed setting: say which, before anything starts
        print(t("cli.bad_setting", None, problem=str(e)), file=sys.stderr)
        return 2
    quiet = args.command == "console" and "LOG_LEVEL" not in os.environ
    logging.basicConfig(
        level="WARNING" if quiet else config.log_level,
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    command = args.command or "run"
    if command == "rebuild-ratings":
        return asyncio.run(rebuild_ratings(args.db or config.database_url))
    if command in ("backup", "restore"):
        return backup_or_restore(command, args.file, args.db or config.database_url, args.force)
    if command == "console":
        if args.script is not None:
            lines = args.script.read_text(encoding="utf-8").splitlines()
            interactive = False
        else:
            lines, interactive = stdin_lines(), True
        return asyncio.run(
            run_console(
                lines,
                db=args.db,
                out_dir=args.out,
                bots=args.bots,
                level=args.level,
                seed=args.seed,
                interactive=interactive,
                locale=args.locale,
            )
        )
    if not config.token:
        print(t("cli.no_token", None), file=sys.stderr)
        return 2
    if command == "sync":
        try:
            asyncio.run(run_sync(config))
        except discord.LoginFailure:
            print(t("cli.bad_setting", None, problem=str(token_refused())), file=sys.stderr)
            return 2
        except DISCORD_UNREACHABLE as e:  # a one-off: said, not waited out
            print(t("cli.unreachable", None, problem=str(e) or type(e).__name__), file=sys.stderr)
            return 1
        return 0
    try:
        asyncio.run(run_bot(config))  # until SIGTERM or SIGINT: a clean stop, status 0
    except ValueError as e:  # Discord refused the token, the database cannot be used
        print(t("cli.bad_setting", None, problem=str(e)), file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
