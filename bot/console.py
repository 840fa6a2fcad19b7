"""The local chat: the same commands as Discord, typed as `<user>: <command>`, no token needed."""

from __future__ import annotations

import re
import shlex
import sys
import tempfile
import time
import traceback
import zlib
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TextIO

from bot.chat.challenge_commands import Challenges
from bot.chat.commands import (
    Commands,
    Outgoing,
    Reply,
    Requester,
    make_files,
    parse_options,
    picture_names,
    render_pngs,
)
from bot.chat.records import Records
from bot.engine.ai import DEFAULT_LEVEL
from bot.engine.core import RuleError
from bot.store import open_store
from bot.table.clock import FakeClock, format_duration, parse_duration
from bot.table.service import GameService
from bot.words.catalogue import DEFAULT_LOCALE, t

LINE = re.compile(r"^\s*(?P<user>[^:\s]+)\s*:\s*(?P<command>/.*)$")
MENTION = re.compile(r"<@(\d+)>")
CHANNEL = re.compile(r"<#(\d+)>")
FIRST_USER_ID = 1001
DM_SUFFIX = "@dm"  # `alice@dm: /play ...` runs in alice's own DM channel
DM_CHANNELS = 9_000_000  # a user's DM channel id is this plus the user id
PAGE_CHARS = 1500  # one line of the move list (Fluent's limit on an argument is 2,500)


def pages(items: Sequence[str], limit: int) -> list[str]:
    """Items joined with commas into lines of at most `limit` characters each (an item longer
    than that is cut), so no line passes the catalogue's limit on one argument (Fluent shows
    an argument of more than 2,500 characters as `{???}`)."""
    out: list[str] = []
    line = ""
    for item in items:
        item = item if len(item) <= limit else item[: limit - 1] + "…"
        if line and len(line) + 2 + len(item) > limit:
            out.append(line)
            line = ""
        line = f"{line}, {item}" if line else item
    if line:
        out.append(line)
    return out


def user_id_of(name: str) -> int:
    """A console user's id from the name alone, so consoles sharing one database agree on it."""
    return FIRST_USER_ID + zlib.crc32(name.encode("utf-8")) % 1_000_000


def dm_channel(user_id: int) -> int:
    """The console's DM channel of one user (commands that belong in DMs run there)."""
    return DM_CHANNELS + user_id


@dataclass
class ConsoleSession:
    """Maps console user names to ids and runs lines through the shared Commands."""

    commands: Commands
    out_dir: Path | None = None
    bots: int = 0
    level: str = DEFAULT_LEVEL
    channel_id: int = 1
    write: Callable[[str], None] = print
    users: dict[str, int] = field(default_factory=dict)
    images: int = 0
    last_reply: Reply | None = None
    clock: FakeClock | None = None  # moved by `@wait 13h` lines
    locale: str = DEFAULT_LOCALE  # every console user reads this language (--locale)

    def user(self, name: str) -> Requester:
        """`alice`: alice in the console's channel; `alice@dm`: alice in her DMs with the bot."""
        base, dm = (name[: -len(DM_SUFFIX)], True) if name.endswith(DM_SUFFIX) else (name, False)
        uid = self.users.get(base)
        if uid is None:
            uid = user_id_of(base)
            while uid in self.users.values():  # two names of one hash (most unlikely)
                uid += 1
            self.users[base] = uid
        channel = dm_channel(uid) if dm else self.channel_id
        return Requester(channel, uid, base, self.locale)

    def name_of(self, uid: int) -> str:
        for name, known in self.users.items():
            if known == uid:
                return name
        return str(uid)

    async def learn_names(self) -> None:
        """Learn who sits at the table from the store: another console sharing the database
        (--db) may have seated people this one has not seen yet."""
        record = await self.commands.service.store.load(self.channel_id)
        for seat in record.seats if record is not None else ():
            if seat.is_bot or seat.user_id is None or not seat.name:
                continue
            if seat.user_id not in self.users.values():
                self.users.setdefault(seat.name, seat.user_id)

    def show(self, text: str) -> str:
        text = MENTION.sub(
            lambda m: t("console.mention", self.locale, name=self.name_of(int(m[1]))), text
        )
        return CHANNEL.sub("#console", text)

    async def handle(self, line: str) -> Reply | None:
        """Run one input line; returns the reply shown (None for blank lines and comments)."""
        text = line.strip()
        if not text or text.startswith("#"):
            return None
        if text.lower().startswith("@wait"):
            return await self.wait(text[len("@wait") :].strip())
        match = LINE.match(text)
        if not match:
            reply = Reply(t("console.bad_line", self.locale), ephemeral=True, is_error=True)
        else:
            who = await self.commands.with_language(self.user(match["user"]))
            reply = await self.dispatch(who, match["command"])
            await self.learn_names()
        await self.emit(match["user"] if match else "", reply)
        self.last_reply = reply
        for note in reply.after:  # the mover's private notes (an Undo offer)
            await self.emit(match["user"] if match else "", note)
        await self.turn_dms(reply)
        if reply.follow and match:
            async for later in self.commands.follow(who):  # the bots' moves, as they are made
                await self.emit(match["user"], later)
                self.last_reply = later
                for note in later.after:  # an Undo offer once the bots have answered
                    await self.emit(match["user"], note)
                await self.turn_dms(later)
        return reply

    async def wait(self, words: str) -> Reply:
        """`@wait 13h`: the console's clock moves on, and what fell due fires."""
        seconds = parse_duration(words)
        if seconds is None or self.clock is None:
            reply = Reply(
                t("error.bad_duration", self.locale, text=words), ephemeral=True, is_error=True
            )
            await self.emit("", reply)
            return reply
        self.clock.advance(seconds)
        reply = Reply(t("console.waited", self.locale, time=format_duration(seconds, self.locale)))
        await self.emit("", reply)
        for out in await self.commands.tick():
            await self.deliver(out)
        return reply

    async def deliver(self, out: Outgoing) -> None:
        """A message the clock sent: to the channel, or to someone's DMs."""
        if out.dm_to is not None:
            self.write(
                t("console.dm", self.locale, name=self.name_of(out.dm_to))
                + " "
                + self.show(out.reply.content)
            )
            return
        await self.emit("", out.reply)
        self.last_reply = out.reply
        await self.turn_dms(out.reply)
        if out.reply.follow:
            async for later in self.commands.follow(
                Requester(out.channel_id, 0, locale=self.locale)
            ):
                await self.emit("", later)
                self.last_reply = later
                await self.turn_dms(later)

    async def turn_dms(self, reply: Reply) -> None:
        """The DMs a posted board sends to players who asked for them (/notify on)."""
        for out in await self.commands.board_posted(self.channel_id, 0, None, reply):
            await self.deliver(out)

    async def dispatch(self, who: Requester, command: str) -> Reply:
        try:
            words = shlex.split(command)
        except ValueError:
            words = command.split()
        name, args = words[0].lstrip("/").lower(), words[1:]
        handlers: dict[str, Callable[[], Awaitable[Reply]]] = {
            "game": lambda: self._game(who, args),
            "play": lambda: self.commands.play(who, " ".join(args)),
            "hand": lambda: self.commands.hand(who),
            "board": lambda: self.commands.board(
                who, any(w.lower() in ("spots:true", "spots=true") for w in args)
            ),
            "log": lambda: self.commands.log(who),
            "rules": lambda: self.commands.rules(who, " ".join(args)),
            "hint": lambda: self.commands.hint(who),
            "undo": lambda: self.commands.undo(who),
            "notify": lambda: self.commands.notify(who, (args or ["on"])[0].lower() != "off"),
            "mygames": lambda: self.commands.mygames(who),
            "card": lambda: self._card(who, args),
            "history": lambda: Records(self.commands).history(who),
            "challenge": lambda: self._challenge(who, self._plain(args)),
            "replay": lambda: self._replay(who, args),
            "stats": lambda: self._stats(who, args),
            "leaderboard": lambda: Records(self.commands).leaderboard(
                who, *([*self._plain(args), "", ""])[:2]
            ),
        }
        if name not in handlers:
            return Reply(
                t(
                    "console.unknown_command",
                    who.locale,
                    name=name,
                    commands=", ".join(f"/{k}" for k in handlers),
                ),
                is_error=True,
            )
        return await handlers[name]()

    async def _game(self, who: Requester, args: list[str]) -> Reply:
        sub, rest = (args[0].lower(), args[1:]) if args else ("status", [])
        c = self.commands
        if sub == "new":
            if not rest:
                return await c.rules(who, "")
            game, words = rest[0], rest[1:]
            bots = self.bots
            level = self.level
            options_words = []
            for word in words:
                if word.lower().startswith(("level:", "level=")):
                    level = word[6:]
                elif word.lower().startswith(("bots:", "bots=")):
                    value = word[5:]
                    if not value.isdigit():
                        return c.error(
                            who,
                            RuleError(
                                t("error.bad_number", self.locale, text=value),
                                key="error.bad_number",
                                text=value,
                            ),
                        )
                    bots = int(value)
                elif word.lower().startswith(("thread:", "thread=")):
                    continue  # the console has no threads: the game is played here
                else:
                    options_words.append(word)
            try:
                options = parse_options(options_words)
            except RuleError as err:
                return c.error(who, err)
            return await c.game_new(who, game, options, bots, level)
        if sub in ("sub", "kick"):
            return await self._seat_change(who, sub, rest)
        simple: dict[str, Callable[[Requester], Awaitable[Reply]]] = {
            "join": c.game_join,
            "leave": c.game_leave,
            "start": c.game_start,
            "status": c.game_status,
            "resign": c.game_resign,
            "abandon": c.game_abandon,
            "list": c.game_list,
        }
        if sub not in simple:
            return Reply(
                t(
                    "console.unknown_command",
                    who.locale,
                    name=f"game {sub}",
                    commands=", ".join(["new", *simple, "sub", "kick"]),
                ),
                is_error=True,
            )
        return await simple[sub](who)

    @staticmethod
    def _plain(args: list[str]) -> list[str]:
        """Arguments typed `name:value` or bare, as their values in order."""
        return [a.split(":", 1)[1] if ":" in a and not a.startswith("<") else a for a in args]

    async def _challenge(self, who: Requester, args: list[str]) -> Reply:
        """`/challenge daily tta` (in the user's DM channel), `/challenge leaderboard daily tta
        [global]`, `/challenge results daily tta`."""
        words = [*args, "", "", ""]
        chal = Challenges(self.commands)
        if words[0].lower() == "leaderboard":
            return await chal.leaderboard(who, words[1] or "daily", words[2], words[3])
        if words[0].lower() == "results":
            return await chal.results(who, words[1] or "daily", words[2])
        dm = Requester(dm_channel(who.user_id), who.user_id, who.name, who.locale)
        reply = await chal.start(who, words[0], words[1], dm.channel_id)
        if reply.follow:  # the bots move first: their boards go to the same DM
            await self.emit(who.name, replace(reply, follow=False))
            async for later in self.commands.follow(dm):
                await self.emit(who.name, later)
            return Reply(t("challenge.bots_moved", self.locale), ephemeral=True)
        return reply

    async def _replay(self, who: Requester, args: list[str]) -> Reply:
        """`/replay id:3` (a kept game) or `/replay file:path.json` (a file to check)."""
        records = Records(self.commands)
        for word in args:
            name, _, value = word.partition(":")
            if name == "file" and value:
                try:
                    raw = Path(value).read_bytes()
                except OSError:
                    raw = b""
                return await records.replay_file(who, raw)
            if name == "id" and value.lstrip("#").isdigit():
                return await records.replay(who, int(value.lstrip("#")))
        return await records.history(who)

    async def _stats(self, who: Requester, args: list[str]) -> Reply:
        """`/stats [@user] [global]`: a user given by console name or mention."""
        target: int | None = None
        where = ""
        for word in self._plain(args):
            found = MENTION.fullmatch(word)
            if word.lower() in ("global", "server"):
                where = word.lower()
            elif found:
                target = int(found[1])
            else:
                target = self.users.get(word.lstrip("@"), -1)
        return await Records(self.commands).stats(who, target, where)

    async def _card(self, who: Requester, args: list[str]) -> Reply:
        """`/card name:Great Library game:duel`: the words after `name:` (up to `game:`)."""
        game, words = "", []
        for word in args:
            if word.lower().startswith(("game:", "game=")):
                game = word[5:]
            elif word.lower().startswith(("name:", "name=")):
                words.append(word[5:])
            else:
                words.append(word)
        return await self.commands.card(who, " ".join(w for w in words if w), game)

    async def _seat_change(self, who: Requester, sub: str, rest: list[str]) -> Reply:
        """`/game sub @carol [@bob]`, `/game kick @bob`: at the console everyone moderates."""
        names = [word.lstrip("@") for word in rest]
        if not names or not all(names):
            return Reply(
                t("console.unknown_command", self.locale, name=f"game {sub}", commands="@user"),
                is_error=True,
                ephemeral=True,
            )
        target = self.user(names[0])
        mod = replace(who, moderator=True)
        if sub == "kick":
            return await self.commands.game_kick(mod, target.user_id)
        replacing = self.user(names[1]).user_id if len(names) > 1 else None
        return await self.commands.game_sub(mod, target.user_id, target.name, replacing)

    async def emit(self, user: str, reply: Reply) -> None:
        prefix = t("console.only_you", self.locale) + " " if reply.ephemeral else ""
        self.write(prefix + self.show(reply.content))
        shown = reply.buttons or tuple(c for m in reply.menus for c in m.choices)
        items = [f"{c.token} ({c.label}{' · ' + c.detail if c.detail else ''})" for c in shown]
        for n, page in enumerate(pages(items, PAGE_CHARS)):
            key = "console.choices" if n == 0 else "console.choices_more"
            self.write(t(key, self.locale, choices=page))
        if reply.files and self.out_dir is not None:
            for name, data in await make_files(reply.files):
                self.images += 1
                path = self.out_dir / f"{self.images:04d}-{name}"
                path.write_bytes(data)
                self.write(t("console.saved_image", self.locale, path=str(path)))
        if reply.image is not None and self.out_dir is not None:
            pngs = await render_pngs(reply.image)
            owner = f"-{user}" if reply.ephemeral else ""
            for png, name in zip(pngs, picture_names(reply.image, len(pngs)), strict=True):
                self.images += 1
                path = self.out_dir / f"{self.images:04d}-{Path(name).stem}{owner}.png"
                path.write_bytes(png)
                self.write(t("console.saved_image", self.locale, path=str(path)))


async def run_console(
    lines: Iterable[str],
    *,
    db: str | None,
    out_dir: Path | None,
    bots: int,
    seed: int | None = None,
    level: str = DEFAULT_LEVEL,
    stream: TextIO = sys.stdout,
    interactive: bool = False,
    locale: str = DEFAULT_LOCALE,
) -> int:
    """Play lines through a fresh service; returns 1 if a line failed unexpectedly."""
    path = db or str(Path(tempfile.mkdtemp(prefix="tabula-")) / "console.sqlite3")
    store = open_store(path)
    await store.open()
    entropy = (lambda: str(seed).encode()) if seed is not None else None
    clock = FakeClock(time.time())  # the console's time moves on with `@wait`
    service = (
        GameService(store, entropy=entropy, clock=clock)
        if entropy
        else GameService(store, clock=clock)
    )
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)

    def write(text: str) -> None:
        print(text, file=stream, flush=True)

    session = ConsoleSession(
        Commands(service),
        out_dir=out_dir,
        bots=bots,
        level=level,
        write=write,
        clock=clock,
        locale=locale,
    )
    failures = 0
    try:
        if interactive:
            write(t("console.banner", locale))
        for line in lines:
            try:
                await session.handle(line)
            except Exception as exc:  # an unexpected failure, not a rule refusal
                failures += 1
                write(f"!! {type(exc).__name__}: {exc}")
                if not interactive:
                    traceback.print_exc(file=sys.stderr)
    finally:
        service.thinker.close()
        await store.close()
    return 1 if failures else 0


def stdin_lines() -> Iterable[str]:
    """Lines typed at the prompt, until end of input."""
    while True:
        try:
            yield input("> ")
        except EOFError:
            return
