"""Comparisons with the solo opponent(s) (A-D4, A-5.4, rules 36-37 / B-D13): strongest, weakest,
most culture... and the player-count values each variant reads cards with."""

from __future__ import annotations

from bot.engine.tta.context import ratings
from bot.engine.tta.state import TtaState, Variant

DUMMY_HAPPY = 4


def card_players(s: TtaState) -> int:
    """Player count for card values: 2 for the dummy (A-D1), 4 for the barbarians (rule 36)."""
    return 2 if s.variant is Variant.DUMMY else 4


def rival_strengths(s: TtaState) -> list[int]:
    if s.dummy is not None:
        return [s.dummy.strength]
    return [b.strength for b in s.barbarians]


def rival_cultures(s: TtaState) -> list[int]:
    if s.dummy is not None:
        return [s.dummy.culture]
    return [0 for _ in s.barbarians]  # B-D13: barbarians have no culture


def rival_science_rates(s: TtaState) -> list[int]:
    if s.dummy is not None:
        return [s.dummy.science_rate]
    return [0 for _ in s.barbarians]


def rival_happy(s: TtaState) -> list[int]:
    if s.dummy is not None:
        return [DUMMY_HAPPY]
    return [0 for _ in s.barbarians]


def in_top(mine: int, others: list[int], k: int, *, ahead_on_ties: bool) -> bool:
    """Whether `mine` is among the k highest values; a tied player ranks ahead of the others
    tied with it iff `ahead_on_ties`."""
    above = sum(1 for o in others if o > mine)
    if ahead_on_ties:
        return above < k
    return above + sum(1 for o in others if o == mine) < k


def chosen(
    s: TtaState, stat: str, *, top: int, higher: bool, good: bool, player_turn: bool
) -> bool:
    """Is the player among the `top` strongest/weakest/most/least by `stat`?

    Ties: in the dummy variant the current player counts as higher in the statistic (§15.2;
    `player_turn` says whether the player is the current player); with the barbarians every tie
    goes the way that is better for the player (rule 37), and `good` says whether being chosen
    helps."""
    r = ratings(s)
    mine, others = {
        "strength": (r.strength, rival_strengths(s)),
        "culture": (s.civ.culture, rival_cultures(s)),
        "science": (r.science, rival_science_rates(s)),
        "happy": (r.happy, rival_happy(s)),
    }[stat]
    ahead = good if s.variant is Variant.BARBARIANS else player_turn if higher else not player_turn
    if not higher:
        mine, others = -mine, [-o for o in others]
    return in_top(mine, others, top, ahead_on_ties=ahead)


def two(s: TtaState) -> int:
    """'The two strongest/weakest' reads 'the stronger/weaker' with 2 players (A-5.4)."""
    return 1 if s.variant is Variant.DUMMY else 2


def stronger_rivals(s: TtaState) -> int:
    p = ratings(s).strength
    return sum(1 for x in rival_strengths(s) if x > p)


def richer_in_culture(s: TtaState) -> int:
    return sum(1 for x in rival_cultures(s) if x > s.civ.culture)
