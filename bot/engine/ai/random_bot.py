"""The simple policy bot seats use until a game ships a real AI."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.engine.core import Action


class RandomBot:
    """Picks uniformly at random among the legal actions, from a generator it is given."""

    name = "random"

    def choose(self, view: Any, legal: Sequence[Action], rnd: random.Random) -> Action:
        if not legal:
            raise ValueError("a bot was asked to move with no legal action")
        return legal[rnd.randrange(len(legal))]


def choose(view: Any, legal: Sequence[Action], rnd: random.Random) -> Action:
    """Module-level convenience: the default bot's choice."""
    return RandomBot().choose(view, legal, rnd)
