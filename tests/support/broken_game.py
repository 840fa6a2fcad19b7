"""A test-only game whose moves crash, to prove unexpected failures are reported, not hidden."""

from __future__ import annotations

from bot.engine.core import Event
from bot.engine.registry import register
from tests.support.tokens_game import TokensRules, TokensState


class BrokenRules(TokensRules):
    key = "broken"
    title = "Broken (test game)"

    def apply(self, s: TokensState, seat: int, action) -> list[Event]:  # type: ignore[override]
        if action.kind == "take":
            raise ZeroDivisionError("a bug in the rules")
        return super().apply(s, seat, action)


register(BrokenRules())
