"""Per-state deterministic randomness: every draw comes from (seed, rng_counter)."""

from __future__ import annotations

import hashlib
import random
from typing import Any, Protocol


class Seeded(Protocol):
    seed: int
    rng_counter: int


def derive_seed(seed: int, counter: int, salt: str = "") -> int:
    """A seed fixed by its inputs, stable across Python versions and processes."""
    digest = hashlib.sha256(f"{seed}:{counter}:{salt}".encode()).digest()
    return int.from_bytes(digest[:16], "big")


def derive(seed: int, counter: int, salt: str = "") -> random.Random:
    """A generator fixed by its inputs, stable across Python versions and processes."""
    return random.Random(derive_seed(seed, counter, salt))


def rng(s: Seeded) -> random.Random:
    """The next generator for this state; advances the state's counter."""
    r = derive(s.seed, s.rng_counter)
    s.rng_counter += 1
    return r


def shuffled(s: Seeded, items: list[Any]) -> list[Any]:
    """A shuffled copy of `items`, drawn from the state's randomness."""
    out = list(items)
    rng(s).shuffle(out)
    return out


def new_seed(entropy: bytes) -> int:
    """Turn outside entropy (given by the caller, never read here) into a game seed."""
    return int.from_bytes(hashlib.sha256(entropy).digest()[:6], "big")
