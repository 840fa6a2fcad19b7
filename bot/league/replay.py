"""Replays of finished games: the file a player keeps, its check, and its animation.

A replay file is UTF-8 JSON: the game's key, options, seed and players (a name and a bot level
per seat, never a Discord id), every move as `[seat, token]`, and the result. `(key, seed,
options, moves)` replays a game exactly (design.md section 2), so `check` rebuilds the game
from `rules.new_game` through `bot.engine.core.play`, the one checked path for every move: a
file that is not JSON, too large, of another format or version, of an unknown game, with bad
options, the wrong number of players, a move that is not legal where it stands, a move after
the end, moves missing before the end, or a result that is not what its moves give, is refused
with a `ReplayRefused` (a RuleError worded by data/i18n/<lang>/replay.ftl), and nothing else
happens. A replay must reach the end of the game on the board: a game ended by a resignation,
a clock or an abandon has no replay.

`animation` draws the PUBLIC board (`rules.view(state, None)`, never a seat's view) with the
bot's own renderer at the start, at the ends of ages and rounds the events mark (every move,
thinned evenly, for a game without round marks), and the final board with its score sheet,
held longer, as an animated GIF under a byte limit: fewer frames first, then a smaller width.
The same replay gives the same bytes. It holds one full-size board at a time (the others
packed, the frames streamed to the encoder), so its memory does not grow with the frames.
No Discord here, and nothing runs on the bot's event loop: /replay runs these in a child
process (bot/league/painter.py).
"""

from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import functools
import io
import json
import math
import sys
import zlib
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeGuard

from PIL import Image

from bot.engine import game
from bot.engine.ai import LEVELS
from bot.engine.core import (
    MAX_TOKEN,
    Action,
    Event,
    GameOver,
    InvalidAction,
    NotYourTurn,
    Outcome,
    RuleError,
    Rules,
    play,
    resolve_options,
)
from bot.engine.registry import REGISTRY, game_of
from bot.engine.words import Phrase, Seat
from bot.league.results import sheet
from bot.words.catalogue import has
from bot.words.phrases import say
from renderers import clear_caches, render, theme
from renderers.results import final_pictures

FORMAT = "tabula-replay"
VERSION = 1
MAX_BYTES = 2 * 1024 * 1024  # a file larger than this is refused before it is read
MAX_MOVES = 20_000  # the longest random playouts of every game stay far below
MAX_NAME = 100  # characters of a player's name
MAX_SEED = 2**64  # seeds are 48-bit (bot.engine.rng.new_seed); room to spare

# What a picture of the replay is: its level decides which pictures stay when there are too
# many (the start and the end always do), and how long each is shown.
START, MOVE, AGE, FINAL = 0, 1, 2, 3
MAX_MOMENTS = 240  # pictures a Replayed keeps at most (the states it holds)

# The public events that close a stretch of the game worth a picture come from the game's
# declaration (`Game.replay_marks`): AGE for the end of an age, MOVE for the end of a round or a
# turn. A game with no MOVE mark has every move as a MOVE mark (thinned evenly when many).
_LEVEL_OF = {game.AGE: AGE, game.MOVE: MOVE}


def marks_of(key: str) -> dict[str, int]:
    """The game's marking events and the level of the picture after each."""
    declared = game_of(key)
    marks = declared.replay_marks if declared is not None else {}
    return {kind: _LEVEL_OF[level] for kind, level in marks.items()}


# how long each kind of picture is shown, in milliseconds
DURATION = {START: 1500, MOVE: 700, AGE: 1600, FINAL: 4000}
MIN_FRAMES = 8  # frames kept before the width gives way
MIN_WIDTH = 320  # pixels; narrower than this the boards cannot be read at all
SHRINK = 0.92  # aim a little under the limit when guessing the next try's size
FORGET_EVERY = 16  # boards drawn between two emptyings of the renderers' caches


class ReplayRefused(RuleError):
    """A replay file that cannot be shown: a message of replay.ftl and its arguments.

    `game` and `names` are the replay's game key and players' names, as far as the file got:
    the bot words the message (and any refusal of the game's rules inside it) with them."""

    def __init__(
        self, key: str, *, game: str = "", names: Sequence[str] = (), **params: Any
    ) -> None:
        text = say(Phrase(key, tuple(params.items())), None, game=game, names=names)
        super().__init__(text, key=key, **params)
        self.game = game
        self.names = tuple(names)


@dataclass(frozen=True, slots=True)
class Player:
    """One seat of a replay: the name shown, and the bot level if a bot played it."""

    name: str
    bot: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "bot": self.bot}


@dataclass(frozen=True, slots=True)
class Moment:
    """A position worth a picture: the state after `move` moves (0: the start), how much it
    matters (START, MOVE, AGE or FINAL), and the public events since the previous moment
    (what the picture highlights)."""

    move: int
    level: int
    state: Any
    events: tuple[Event, ...] = ()


@dataclass(frozen=True)
class Replayed:
    """A replay file that passed `check`: the game rebuilt move by move, and its moments."""

    key: str
    options: dict[str, Any]
    seed: int
    players: tuple[Player, ...]
    moves: tuple[tuple[int, str], ...]
    state: Any  # the final state
    outcome: Outcome
    moments: tuple[Moment, ...]  # the start first, the final position last

    @property
    def rules(self) -> Rules:
        return REGISTRY[self.key]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.players)

    def to_json(self) -> dict[str, Any]:
        """The replay file's content (what `export` returns for the same game)."""
        return _document(self.key, self.options, self.seed, self.players, self.moves, self.outcome)


# -- the file -------------------------------------------------------------------------------


def export(
    game_key: str,
    options: dict[str, Any],
    seed: int,
    players: list[dict[str, Any]],
    moves: list[tuple[int, str]],
) -> dict[str, Any]:
    """The replay file of a finished game, its result worked out by replaying it.

    `players` is `{"name": str, "bot": level or None}` per seat. Refuses (ReplayRefused) what
    `check` would refuse, so an exported file always passes; a game that did not end on the
    board (a resignation, a clock, an abandon) is refused with `replay.unplayable`."""
    raw = {
        "format": FORMAT,
        "version": VERSION,
        "key": game_key,
        "options": dict(options),
        "seed": seed,
        "players": [dict(p) for p in players],
        "moves": [[seat, token] for seat, token in moves],
    }
    try:
        done = _rebuild(raw)
    except ReplayRefused as err:
        if err.key == "replay.unfinished":
            raise ReplayRefused(
                "replay.unplayable", game=err.game, names=err.names, n=len(moves)
            ) from None
        raise
    return done.to_json()


def dumps(data: Mapping[str, Any]) -> bytes:
    """A replay as UTF-8 JSON: sorted keys, one entry per line and one move per line."""
    lines = []
    for key in sorted(data):
        value = data[key]
        if key == "moves" and isinstance(value, list) and value:
            moves = ",\n".join(_compact(m) for m in value)
            lines.append(f"{_compact(key)}:[\n{moves}\n]")
        else:
            lines.append(f"{_compact(key)}:{_compact(value)}")
    return ("{\n" + ",\n".join(lines) + "\n}\n").encode("utf-8")


def check(raw: bytes) -> Replayed:
    """Read a replay file and replay it move by move; refuse anything wrong (ReplayRefused)."""
    if len(raw) > MAX_BYTES:
        raise ReplayRefused("replay.too_large", size=kb(len(raw)), limit=kb(MAX_BYTES))
    try:
        data = json.loads(bytes(raw).decode("utf-8-sig"), parse_constant=_no_constant)
    except (ValueError, RecursionError):  # not UTF-8, not JSON, nested too deep, huge numbers
        raise ReplayRefused("replay.not_json") from None
    done = _rebuild(data)
    if "result" not in data or not isinstance(data["result"], dict):
        raise ReplayRefused("replay.bad_field", game=done.key, names=done.names, field="result")
    if _result_facts(data["result"]) != _result_facts(_plain(done.outcome.to_json())):
        raise ReplayRefused("replay.forged_result", game=done.key, names=done.names)
    return done


def _document(
    key: str,
    options: Mapping[str, Any],
    seed: int,
    players: Sequence[Player],
    moves: Sequence[tuple[int, str]],
    outcome: Outcome,
) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "version": VERSION,
        "key": key,
        "options": dict(options),
        "seed": seed,
        "players": [p.to_json() for p in players],
        "moves": [[seat, token] for seat, token in moves],
        "result": _plain(outcome.to_json()),
    }


def _result_facts(result: Mapping[str, Any]) -> tuple[Any, ...]:
    """What a result says, compared between a file and its replay: scores, winners, the
    points by category and why it ended (not the engine's English `reason`, whose wording
    may improve without the game changing)."""
    return tuple(
        json.dumps(result.get(k), sort_keys=True)
        for k in ("scores", "winners", "breakdown", "cause", "facts")
    )


def _compact(value: Any) -> str:
    return json.dumps(value, sort_keys=True, ensure_ascii=False, separators=(",", ":"))


def _plain(value: Any) -> Any:
    """`value` as it reads back from JSON (tuples become lists), to compare with a file's."""
    return json.loads(json.dumps(value))


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def kb(n: int) -> int:
    """Bytes as whole kB, rounded up (what the refusals say)."""
    return math.ceil(n / 1024)


def _is_int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _rebuild(data: Any) -> Replayed:
    """Check every field, then play every move through `play`; the result is not compared."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ReplayRefused("replay.not_replay")
    version = data.get("version")
    if version is None:
        raise ReplayRefused("replay.bad_field", field="version")
    if not _is_int(version) or version != VERSION:
        raise ReplayRefused("replay.version", version=str(version)[:20], supported=VERSION)
    key = data.get("key")
    if not isinstance(key, str):
        raise ReplayRefused("replay.bad_field", field="key")
    rules = REGISTRY.get(key)
    if rules is None:
        known = ", ".join(sorted(REGISTRY))
        raise ReplayRefused("replay.unknown_game", name=key[:40], known=known)
    players = _players(data.get("players"), key)
    names = tuple(p.name for p in players)

    def refused(message: str, **params: Any) -> ReplayRefused:
        return ReplayRefused(message, game=key, names=names, **params)

    n = len(players)
    if not rules.min_players <= n <= rules.max_players:
        raise refused(
            "replay.player_count",
            title=rules.title,
            min=rules.min_players,
            max=rules.max_players,
            fixed="yes" if rules.min_players == rules.max_players else "no",
            n=n,
        )
    raw_options = data.get("options")
    if not isinstance(raw_options, dict):
        raise refused("replay.bad_field", field="options")
    try:
        options = resolve_options(rules.options, raw_options)
    except RuleError as err:
        raise refused("replay.bad_options", title=rules.title, reason=_reason(err)) from None
    seed = data.get("seed")
    if not _is_int(seed) or not 0 <= seed < MAX_SEED:
        raise refused("replay.bad_field", field="seed")
    moves = _moves(data.get("moves"), n, refused)
    try:
        state = rules.new_game(n, seed, options)
    except RuleError as err:  # options each fine but not together, or not at this count
        raise refused("replay.bad_options", title=rules.title, reason=_reason(err)) from None
    marks = marks_of(key)
    every = MOVE not in marks.values()  # no round marks: every move is one (or every step-th)
    step = max(1, math.ceil(len(moves) / MAX_MOMENTS)) if every else 1
    moments = [Moment(0, START, state)]
    since: list[Event] = []
    for i, (seat, token) in enumerate(moves, 1):
        try:
            state, events = play(rules, state, seat, Action.parse(token))
        except GameOver:
            raise refused("replay.after_end", n=i, token=token) from None
        except NotYourTurn:
            raise refused("replay.not_their_turn", n=i, token=token, seat=Seat(seat)) from None
        except RuleError as err:
            raise refused(
                "replay.illegal_move", n=i, token=token, seat=Seat(seat), reason=_reason(err)
            ) from None
        public = [e for e in events if e.visible_to is None]
        since += public
        level = max((marks.get(e.kind, START) for e in public), default=START)
        if every and i % step == 0:
            level = max(level, MOVE)
        if level > START:
            moments.append(Moment(i, level, state, tuple(since)))
            since = []
            if len(moments) > 2 * MAX_MOMENTS:  # a very long game: hold a bounded few states
                moments = list(_keep(moments, MAX_MOMENTS))
    outcome = rules.outcome(state)
    if outcome is None:
        raise refused("replay.unfinished", n=len(moves))
    last = moments[-1]
    if last.move == len(moves) and last.level > START:
        moments[-1] = Moment(last.move, FINAL, state, last.events)
    else:
        moments.append(Moment(len(moves), FINAL, state, tuple(since)))
    return Replayed(
        key=key,
        options=options,
        seed=seed,
        players=players,
        moves=tuple(moves),
        state=state,
        outcome=outcome,
        moments=_keep(moments, MAX_MOMENTS),
    )


def _players(raw: Any, key: str) -> tuple[Player, ...]:
    if not isinstance(raw, list) or not raw:
        raise ReplayRefused("replay.bad_field", game=key, field="players")
    out = []
    for i, entry in enumerate(raw, 1):
        name = entry.get("name") if isinstance(entry, dict) else None
        level = entry.get("bot") if isinstance(entry, dict) else None
        if (
            not isinstance(entry, dict)
            or not isinstance(name, str)
            or len(name) > MAX_NAME
            or not (level is None or level in LEVELS)
        ):
            raise ReplayRefused("replay.bad_player", game=key, n=i)
        out.append(Player(name, level))
    return tuple(out)


def _moves(raw: Any, players: int, refused: Callable[..., ReplayRefused]) -> list[tuple[int, str]]:
    if not isinstance(raw, list):
        raise refused("replay.bad_field", field="moves")
    if len(raw) > MAX_MOVES:
        raise refused("replay.too_long", n=len(raw), max=MAX_MOVES)
    out: list[tuple[int, str]] = []
    for i, move in enumerate(raw, 1):
        seat, token = move if isinstance(move, list) and len(move) == 2 else (None, None)
        shown = token[:MAX_TOKEN] if isinstance(token, str) else "?"
        if not _is_int(seat) or not 0 <= seat < players or not isinstance(token, str):
            raise refused("replay.bad_move", n=i, token=shown)
        try:
            canonical = Action.parse(token).token == token
        except InvalidAction:
            canonical = False
        if not canonical:  # a file holds exact tokens, never free text
            raise refused("replay.bad_move", n=i, token=shown)
        out.append((seat, token))
    return out


def _reason(err: RuleError) -> Any:
    """A refusal of the rules as an argument of ours: its phrase, else its English words."""
    if err.key and has(err.key):
        return Phrase(err.key, tuple(err.params.items()))
    return err.message


# -- choosing pictures ----------------------------------------------------------------------


def _even(pool: Sequence[int], k: int) -> list[int]:
    """`k` items of `pool` spread evenly (the middle of each of k equal stretches)."""
    if k >= len(pool):
        return list(pool)
    m = len(pool)
    return [pool[(2 * j + 1) * m // (2 * k)] for j in range(k)]


def _choose(levels: Sequence[int], count: int) -> list[int]:
    """The indices of at most `count` (>= 2) pictures: always the first and the last, then
    the highest levels first, each level spread evenly over the game."""
    n = len(levels)
    if n <= count:
        return list(range(n))
    keep = {0, n - 1}
    for level in sorted(set(levels[1:-1]), reverse=True):
        room = count - len(keep)
        if room <= 0:
            break
        keep.update(_even([i for i in range(1, n - 1) if levels[i] == level], room))
    return sorted(keep)


def _keep(moments: Sequence[Moment], count: int) -> tuple[Moment, ...]:
    """At most `count` moments; a dropped moment's events pass to the next one kept."""
    kept = _choose([m.level for m in moments], count)
    out = []
    carried: list[Event] = []
    wanted = set(kept)
    for i, m in enumerate(moments):
        carried += m.events
        if i in wanted:
            out.append(Moment(m.move, m.level, m.state, tuple(carried)))
            carried = []
    return tuple(out)


# -- the animation --------------------------------------------------------------------------


def animation(
    replayed: Replayed,
    *,
    names: Sequence[str],
    locale: str | None = None,
    limit: int = 8 * 1024 * 1024,
    max_frames: int = 48,
    width: int = 800,
) -> bytes:
    """An animated GIF of the public board through the game, at most `max_frames` pictures
    (the final board and its score sheet count as one) and `width` pixels wide, under `limit`
    bytes: fewer pictures first (down to MIN_FRAMES), then narrower (down to MIN_WIDTH), then
    fewer again; refused (`replay.animation_too_large`) if even two pictures do not fit.

    Memory stays small whatever the game's length: each board is drawn once, at full size,
    and kept only packed (`Packed`, about 1/15 of its pixels); the frames are unpacked one at
    a time for the palette and again, one at a time, on their way to the encoder, which keeps
    each as one byte a pixel at the GIF's width."""
    rules = replayed.rules
    moments = _keep(replayed.moments, max(2, max_frames))
    drawn: dict[int, list[Packed]] = {}

    def pictures(i: int) -> list[Packed]:
        if i not in drawn:
            m = moments[i]
            board = render(
                replayed.key,
                rules.view(m.state, None),
                highlight=rules.highlight(m.events),
                names=names,
                locale=locale,
            )
            if m.level == FINAL:
                shown = final_pictures(board, sheet(replayed.key, replayed.outcome, names, locale))
            else:
                shown = [board]
            del board
            drawn[i] = [Packed.of(p) for p in shown]
            del shown
            if len(drawn) % FORGET_EVERY == 0:
                clear_caches()
            give_back()
        return drawn[i]

    levels = [m.level for m in moments]
    count, size = len(moments), width
    while True:
        data = _gif([(pictures(i), DURATION[levels[i]]) for i in _choose(levels, count)], size)
        if len(data) <= limit:
            return data
        ratio = limit / len(data) * SHRINK
        floor = min(MIN_FRAMES, len(moments))
        if count > floor:
            count = max(floor, min(count - 1, int(count * ratio)))
        elif size > MIN_WIDTH:
            size = max(MIN_WIDTH, min(size - 16, int(size * math.sqrt(ratio))))
        elif count > 2:
            count = max(2, min(count - 1, int(count * ratio)))
        else:
            raise ReplayRefused(
                "replay.animation_too_large", game=replayed.key, names=names, limit=kb(limit)
            )


def _trimmer() -> Callable[[], Any] | None:
    """glibc's `malloc_trim(0)`, where there is one."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):
        return None
    trim.argtypes = [ctypes.c_size_t]
    return functools.partial(trim, 0)


_TRIM = _trimmer()


def give_back() -> None:
    """Hand the heap's freed memory back to the system. glibc keeps what a process freed
    for its next allocations, and a board's pictures leave holes that the next, slightly
    different board does not fill: without this, drawing 48 boards grows the process by
    80-100 MB that nothing uses. A no-op where the C library has no malloc_trim."""
    if _TRIM is not None:
        _TRIM()


@dataclass(frozen=True, slots=True)
class Packed:
    """A picture kept out of the way: its size and its RGB pixels, zlib-compressed (a board
    of 1600x1000 pixels, 4.8 MB as pixels, packs into 150-350 kB). `open` gives the same
    pixels back, so packing changes nothing in the GIF."""

    size: tuple[int, int]
    pixels: bytes

    @classmethod
    def of(cls, picture: Image.Image) -> Packed:
        rgb = picture.convert("RGB")
        return cls(rgb.size, zlib.compress(rgb.tobytes(), 1))

    @property
    def width(self) -> int:
        return self.size[0]

    def open(self) -> Image.Image:
        return Image.frombytes("RGB", self.size, zlib.decompress(self.pixels))


def _gif(shown: Sequence[tuple[list[Packed], int]], width: int) -> bytes:
    """Every picture scaled by one factor so the widest is `width`, on canvases of one size,
    one palette for all (so frames after the first store only what changed).

    At most one full-size picture and one canvas are unpacked at a time: the canvases are
    packed as they are made (for the palette), then unpacked one by one and quantized as the
    encoder asks for them (it keeps each frame at one byte a pixel)."""
    widest = max(p.width for pics, _ in shown for p in pics)
    scale = width / widest
    plan: list[tuple[Packed, tuple[int, int], int, bool]] = []  # picture, size, ms, a board?
    for pics, ms in shown:
        each = ms if len(pics) == 1 else max(DURATION[MOVE], ms * 3 // 4)
        for n, p in enumerate(pics):
            w, h = max(1, round(p.size[0] * scale)), max(1, round(p.size[1] * scale))
            plan.append((p, (w, h), each, n == 0))
    height = max(h for _, (_, h), _, _ in plan)
    # the palette's sample: every other pixel of every other row of every frame, one above
    # the other, so colours that appear late in the game have their place too
    half = (max(1, width // 2), max(1, height // 2))
    montage = Image.new("RGB", (half[0], half[1] * len(plan)), theme.BACKGROUND)
    frames: list[Packed] = []
    for n, (p, (w, h), _, board) in enumerate(plan):
        small = p.open().resize((w, h), Image.Resampling.LANCZOS, reducing_gap=3.0)
        frame = Image.new("RGB", (width, height), theme.BACKGROUND)
        # boards at the top (they do not jump), a lone sheet centred
        frame.paste(small, ((width - w) // 2, 0 if board else (height - h) // 2))
        montage.paste(frame.resize(half, Image.Resampling.NEAREST), (0, half[1] * n))
        frames.append(Packed.of(frame))
        del small, frame
        give_back()
    palette = montage.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    del montage

    def quantized() -> Iterator[Image.Image]:
        for f in frames:
            give_back()
            yield f.open().quantize(palette=palette, dither=Image.Dither.NONE)

    encoded = quantized()
    out = io.BytesIO()
    next(encoded).save(
        out,
        format="GIF",
        save_all=True,
        append_images=encoded,
        duration=[ms for _, _, ms, _ in plan],
        loop=0,
        optimize=True,
    )
    return out.getvalue()


# -- for maintainers: python -m bot.league.replay check FILE [--gif OUT] --------------------------


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bot.league.replay", description="Check a replay."
    )
    parser.add_argument("command", choices=["check"])
    parser.add_argument("file", type=Path)
    parser.add_argument("--gif", type=Path, help="also write the animation here")
    parser.add_argument("--locale", default=None, help="language of the animation's words")
    args = parser.parse_args(argv)
    try:
        done = check(args.file.read_bytes())
        summary: dict[str, Any] = {
            "key": done.key,
            "players": [p.to_json() for p in done.players],
            "moves": len(done.moves),
            "result": done.outcome.to_json(),
        }
        if args.gif is not None:
            data = animation(done, names=done.names, locale=args.locale)
            args.gif.write_bytes(data)
            summary["gif_bytes"] = len(data)
    except ReplayRefused as err:
        print(err.message, file=sys.stderr)
        return 1
    print(json.dumps(summary, ensure_ascii=False, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
