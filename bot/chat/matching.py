"""Reading what a player typed: which moves (or cards) it names, the same for every language.

One function, `find`, decides what `/play` autocomplete offers and what Enter accepts: the
words are folded (case, accents and Vietnamese đ, articles, punctuation) and a thing is found
when every typed word is part of its words. Typed text names one thing when `find` returns
exactly one; several are listed to the player, none gives the closest ones (`closest`).
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

T = TypeVar("T")

# Words that only point (English "the", Greek articles); dropped on both sides, so "great
# lighthouse" finds "The Great Lighthouse". Vietnamese and Korean have no articles to drop
# ("các", "những" mark plurals and are kept).
ARTICLES = frozenset(
    {
        "the",
        "a",
        "an",
        # Greek, accents already folded away: ο η το οι τα, τον την του της των τους τις
        "ο",
        "η",
        "το",
        "οι",
        "τα",
        "τον",
        "την",
        "του",
        "της",
        "των",
        "τουσ",
        "τισ",
    }
)
_SPLIT = re.compile(r"[^\w]+|_")
_KIND = re.compile(r"[a-z0-9_\-]+")
CLOSE = 5  # closest moves named when nothing matches


def fold(text: str) -> str:
    """`text` as compared: no case, no accents (NFKD without combining marks; đ is d), words
    split at punctuation and underscores, articles dropped, single spaces."""
    lowered = text.casefold().replace("đ", "d")
    bare = "".join(
        ch for ch in unicodedata.normalize("NFKD", lowered) if not unicodedata.combining(ch)
    )
    words = [w for w in _SPLIT.split(bare) if w and w not in ARTICLES]
    return " ".join(words)


def looks_like_token(text: str) -> bool:
    """Typed text in a token's shape ("settle:v1", "discard:brick,ore"): a kind, a colon,
    no spaces."""
    raw = text.strip()
    kind, sep, rest = raw.partition(":")
    return bool(sep and rest and _KIND.fullmatch(kind.casefold()) and raw.split() == [raw])


def head(label: str) -> str:
    """A move's words before its explanation in brackets: "Take Piraeus (1 of glass...)"."""
    return label.split(" (", 1)[0]


def _begins(name: str, raw: str) -> bool:
    """`raw` begins `name`, without cutting a number in two ("v1" does not begin "v10")."""
    if not name.startswith(raw):
        return False
    rest = name[len(raw) :]
    return not (rest and raw[-1].isdigit() and rest[0].isdigit())


def _contains(hay: str, words: Sequence[str]) -> bool:
    return all(w in hay for w in words)


def find(items: Iterable[T], typed: str, names: Callable[[T], Sequence[str]]) -> list[T]:
    """The items `typed` names, best first: those one of whose names (a token, a label, a
    card's name) folds to exactly what was typed; else those whose names' main words (before a
    bracket) hold every typed word; else those whose whole names do. Nothing typed: all."""
    pool = list(items)
    raw = typed.strip().casefold()
    if looks_like_token(raw):  # "settle:v1": the token or its prefix only, never v10 for v1
        whole = [it for it in pool if any(n.casefold() == raw for n in names(it))]
        return whole or [it for it in pool if any(_begins(n.casefold(), raw) for n in names(it))]
    needle = fold(typed)
    if not needle:
        return pool
    words = needle.split(" ")
    folded = [[fold(n) for n in names(item)] for item in pool]
    heads = [[fold(head(n)) for n in names(item)] for item in pool]
    exact = [it for it, fs, hs in zip(pool, folded, heads, strict=True) if needle in (*fs, *hs)]
    if exact:
        return exact
    for tier in (heads, folded):
        found = [
            it for it, hs in zip(pool, tier, strict=True) if any(_contains(h, words) for h in hs)
        ]
        if found:
            return found
    return []


def closest(items: Iterable[T], typed: str, names: Callable[[T], Sequence[str]]) -> list[T]:
    """The items whose names look most like `typed` (difflib), for a refusal to suggest."""
    pool = list(items)
    needle = fold(typed)
    scored: list[tuple[float, int]] = []
    for i, item in enumerate(pool):
        best = 0.0
        for name in names(item):
            for hay in {fold(name), fold(head(name))}:
                best = max(best, difflib.SequenceMatcher(None, needle, hay).ratio())
        scored.append((best, i))
    scored.sort(key=lambda x: (-x[0], x[1]))
    return [pool[i] for score, i in scored[:CLOSE] if score > 0]
