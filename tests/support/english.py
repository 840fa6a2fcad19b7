"""Finding English left in text meant for another language (issue 15).

The English vocabulary is read from the English catalogue itself: every word its messages use.
A word of it that the other language's catalogue never uses, found in that language's output,
is English left behind. Names are taken out first: players', and every component's English
name (cards keep English names where the language has none, as the official apps do).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache

from fluent.syntax import ast
from fluent.syntax.serializer import serialize_pattern

from bot.engine.registry import REGISTRY
from bot.table.cards import all_faces
from bot.words.catalogue import catalog

WORD = re.compile(r"[A-Za-z]+(?:['’][a-z]+)?")
PLACEABLE = re.compile(r"\{[^{}]*\}")
CODE = re.compile(r"`[^`]*`|<@\d+>|\S+\.png|https?://\S+|/[a-z]+(?: [a-z]+)?")
IDS = re.compile(r"\b[\w-]*[\d_:][\w:-]*\b")  # tokens and spot ids: build:x, v12, bot_1
# words English shares with our other languages' texts in practice (titles, abbreviations)
SHARED = frozenset({"bot", "bots", "ok", "id", "vp", "png", "json", "discord", "emoji"})


def _text(message: ast.Message) -> str:
    return PLACEABLE.sub(" ", serialize_pattern(message.value)) if message.value else ""


@cache
def vocabulary(language: str) -> frozenset[str]:
    words: set[str] = set()
    for message in catalog(language).values():
        words.update(w.lower() for w in WORD.findall(_text(message)))
    return frozenset(words)


@cache
def english_only() -> frozenset[str]:
    """Words of the English messages that no other catalogue uses (length 3 and more)."""
    others: set[str] = set()
    for language in ("vi", "el", "ko"):
        others |= vocabulary(language)
    return frozenset(w for w in vocabulary("en") - others - SHARED if len(w) >= 3)


@cache
def component_names() -> tuple[str, ...]:
    """Every component's English name of every game, and the games' titles, longest first
    (titles stay English: there are no official titles in our other languages)."""
    names: set[str] = {rules.title for rules in REGISTRY.values()}
    for key in REGISTRY:
        try:
            names.update(f.name for f in all_faces(key))
        except LookupError:
            continue
    return tuple(sorted(names, key=len, reverse=True))


def english_left(text: str, *, people: Iterable[str] = (), tokens: Iterable[str] = ()) -> list[str]:
    """The English words in `text` (in order, each once), names and codes taken out: `people`
    are the players' names, `tokens` what a player types (move tokens such as `end`, which
    stand for themselves whatever the language)."""
    rest = CODE.sub(" ", text)
    for name in (*sorted(people, key=len, reverse=True), *component_names()):
        if name:
            rest = rest.replace(name, " ")
    typed = {*tokens, *REGISTRY}
    if typed:
        pattern = "|".join(re.escape(x) for x in sorted(typed, key=len, reverse=True))
        rest = re.sub(rf"(?<![\w:-])(?:{pattern})(?![\w:-])", " ", rest)
    rest = IDS.sub(" ", rest)
    known = english_only()
    found = [w for w in WORD.findall(rest) if w.lower() in known]
    return list(dict.fromkeys(found))
