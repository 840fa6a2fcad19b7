"""The rules options a table picks at creation: expansion, island set-up, bank shortage and
an optional cap on domestic trade offers."""

from __future__ import annotations

from collections.abc import Mapping
from enum import StrEnum
from typing import Any

from bot.engine.core import Option


class Layout(StrEnum):
    """How the island is set up (rules reference §3, [D-2])."""

    BEGINNER = "beginner"  # the printed starting map for beginners (§3.1)
    SPIRAL = "spiral"  # random terrain and harbors, tokens A->R in the official spiral
    RANDOM = "random"  # random terrain and harbors, tokens re-drawn until no 6/8 touch


class Shortage(StrEnum):
    """Who is paid when the bank cannot pay every claim on one card kind ([D-4])."""

    ALMANAC = "almanac"  # 5th-edition almanac: nobody receives that kind
    SOLE_CLAIMANT = "sole_claimant"  # a single claimant takes what is left


UNLIMITED = "unlimited"

OPTIONS: tuple[Option, ...] = (
    Option("ck", False, (False, True), "Cities & Knights expansion (13 VP to win)."),
    Option(
        "board",
        Layout.BEGINNER.value,
        tuple(x.value for x in Layout),
        "beginner: the official beginner island. spiral: shuffled terrain and harbors, "
        "numbers laid A-R in the official spiral from a random corner (the official "
        "random set-up). random: shuffled terrain and harbors, numbers fully random "
        "(never two 6/8 side by side).",
    ),
    Option(
        "shortage",
        Shortage.ALMANAC.value,
        tuple(x.value for x in Shortage),
        "When the bank cannot pay every claim on a kind. almanac: nobody gets that kind. "
        "sole_claimant: if only one player claims it, they take what is left.",
    ),
    Option(
        "trade_offers",
        UNLIMITED,
        (UNLIMITED, "1", "2", "3"),
        "Trade offers the player whose turn it is may send to other players per turn. "
        "unlimited: as many as they like (the official rules); 1, 2 or 3: a table's cap. "
        "Bank trades and counter-offers never count.",
    ),
)


def layout(options: Mapping[str, Any]) -> Layout:
    return Layout(options.get("board", Layout.BEGINNER))


def shortage(options: Mapping[str, Any]) -> Shortage:
    """Games stored before the option existed play by the almanac."""
    return Shortage(options.get("shortage", Shortage.ALMANAC))


def offer_cap(options: Mapping[str, Any]) -> int | None:
    """Domestic offers allowed per turn, None for no limit (rules §8 sets none). Games stored
    before the option existed had a cap of 2 as a house rule; they now follow §8 too."""
    raw = str(options.get("trade_offers", UNLIMITED))
    return None if raw == UNLIMITED else int(raw)
