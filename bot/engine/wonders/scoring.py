"""End-of-game scoring (rules §9-10, §13.8): the score-pad rows, science with wild symbols,
Olympia B's copied guild, and the winner with the coin tie-break."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from bot.engine.core import Outcome
from bot.engine.wonders.actions import count
from bot.engine.wonders.catalogue import CARDS, LEADERS, SYMBOLS, WONDERS, Colour, Effect, Fx
from bot.engine.wonders.city import leaders_in_play, neighbours
from bot.engine.wonders.state import WondersState

ROWS: tuple[str, ...] = (
    "military",
    "treasury",
    "wonder",
    "civilian",
    "science",
    "commerce",
    "guilds",
    "leaders",
)
SET_VALUE = 7


def science_points(symbols: tuple[int, int, int], wild: int, bonus: int) -> tuple[int, int]:
    """Best (science row, leaders-row bonus) with each wild symbol placed to score most."""
    best = (-1, 0, 0)
    for picks in itertools.combinations_with_replacement(range(3), wild):
        counts = list(symbols)
        for p in picks:
            counts[p] += 1
        sets = min(counts)
        base = sum(n * n for n in counts) + SET_VALUE * sets
        total = base + bonus * sets
        if total > best[0]:
            best = (total, base, bonus * sets)
    return best[1], best[2]


def _city_effects(s: WondersState, c: int) -> list[tuple[str, Effect]]:
    """(score row, effect) for everything built or recruited in the city."""
    city = s.cities[c]
    out: list[tuple[str, Effect]] = []
    for card in city.built:
        info = CARDS[card]
        row = {Colour.BLUE: "civilian", Colour.YELLOW: "commerce", Colour.PURPLE: "guilds"}.get(
            Colour(info.colour), "commerce"
        )
        out += [(row, e) for e in info.effects]
    wonder = WONDERS[city.wonder]
    for stage in wonder.stages(city.side or "a")[: city.stages]:
        out += [("wonder", e) for e in stage.effects]
    for leader in leaders_in_play(city):
        out += [("leaders", e) for e in leader.effects]
    return out


def city_score(s: WondersState, c: int, extra: Iterable[tuple[str, Effect]] = ()) -> dict[str, int]:
    """One city's score-pad rows (with optional copied effects, for Olympia B)."""
    city = s.cities[c]
    rows = dict.fromkeys(ROWS, 0)
    rows["military"] = sum(city.tokens)
    rows["treasury"] = city.coins // 3
    symbols = [0, 0, 0]
    wild = 0
    bonus = 0
    for row, e in [*_city_effects(s, c), *extra]:
        if e.kind == Fx.VP:
            rows[row] += e.amount
        elif e.kind == Fx.VP_PER:
            rows[row] += e.amount * count(s, c, e)
        elif e.kind == Fx.SCIENCE:
            symbols[SYMBOLS.index(e.symbol)] += 1
        elif e.kind == Fx.SCIENCE_CHOICE:
            wild += 1
        elif e.kind == Fx.SCIENCE_SET_BONUS:
            bonus += e.amount
        elif e.kind == Fx.VICTORY_TOKEN_BONUS:
            rows["leaders"] += e.amount * sum(1 for t in city.tokens if t > 0)
    science, aristotle = science_points((symbols[0], symbols[1], symbols[2]), wild, bonus)
    rows["science"] = science
    rows["leaders"] += aristotle
    return rows


def _copies(s: WondersState, c: int) -> list[list[tuple[str, Effect]]]:
    """Olympia B stage 3: the effects it may copy from a neighbour's guild (D9)."""
    city = s.cities[c]
    stages = WONDERS[city.wonder].stages(city.side or "a")[: city.stages]
    if not any(e.kind == Fx.COPY_NEIGHBOR_GUILD for st in stages for e in st.effects):
        return [[]]
    options: list[list[tuple[str, Effect]]] = [[]]
    for n in dict.fromkeys(neighbours(s, c)):
        for card in s.cities[n].built:
            info = CARDS[card]
            if not info.guild:
                continue
            if any(e.kind == Fx.COPY_NEIGHBOR_LEADER for e in info.effects):
                for m in dict.fromkeys(neighbours(s, c)):  # copied Courtesans: a leader's score
                    for leader in s.cities[m].leaders:
                        if LEADERS[leader].timing == "end_of_game":
                            options.append([("guilds", e) for e in LEADERS[leader].effects])
            else:
                options.append([("guilds", e) for e in info.effects])
    return options


def final_scores(s: WondersState) -> list[dict[str, int]]:
    """Every city's rows, Olympia B choosing the copy that scores most."""
    out = []
    for c in range(s.ncities):
        best = max(
            (city_score(s, c, extra) for extra in _copies(s, c)),
            key=lambda rows: sum(rows.values()),
        )
        out.append(best)
    return out


def outcome(s: WondersState) -> Outcome:
    """Players ranked by points, then coins; a remaining tie shares the win (§9)."""
    rows = final_scores(s)[: s.players]
    scores = tuple(sum(r.values()) for r in rows)
    key = [(scores[p], s.cities[p].coins) for p in range(s.players)]
    best = max(key)
    winners = frozenset(p for p in range(s.players) if key[p] == best)
    tied = [p for p in range(s.players) if scores[p] == best[0]]
    cause, facts = "points", {"score": best[0]}
    if len(winners) > 1:
        cause = "shared"
    elif len(tied) > 1:
        cause, facts = "tie_coins", {"score": best[0], "coins": best[1]}
    return Outcome(scores, winners, "end of Age III", tuple(rows), cause, facts)
