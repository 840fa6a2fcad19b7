"""The plural of the English decision prompts (`DecisionKind.prompt`, kept in `PendingView.prompt`
for the view's digests). Nothing shown to a player reads them any more: the board picture words
`PendingView.ask` (speech.py's `duel.ask.*` phrases) in the reader's language, and effects are
speech.py's `effect_phrase`."""

from __future__ import annotations


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"
