"""Which seed a challenge is dealt from, kept in the store's meta table (issue 28).

- `challenge_secret`: 32 random bytes (hex) made the first time a challenge is started in a
  deployment, then never changed. Seeds are HMAC-SHA256 of the challenge key under it
  (`challenges.seed_of`): the same for every player of the deployment, unknowable without its
  database. A backup of the database keeps it; a new database makes a new one, hence new deals.
- `challenge_seed:<key>`: the seed a challenge key was given the first time it was played,
  recorded before that game is created. Every later player of the key gets the recorded seed.

Challenges started before the upgrade: a key that has attempts but no recorded seed was
started by the code before issue 28 (the code since records the seed before anyone's attempt),
so it keeps the old public seed (`challenges.legacy_seed`) for the rest of its period, and
its leaderboard compares one deal. Keys first played after the upgrade get the secret seed.

Both keys are written insert-if-absent (`setdefault_meta`): processes racing on a first use
all end with the value that was stored first.
"""

from __future__ import annotations

import secrets

from bot.league import challenges
from bot.store.base import GameStore

SECRET_KEY = "challenge_secret"
SEED_PREFIX = "challenge_seed:"
SECRET_BYTES = 32


async def secret_of(store: GameStore) -> bytes:
    """The deployment's challenge secret, made and stored on first need."""
    stored = await store.get_meta(SECRET_KEY)
    if stored is None:
        stored = await store.setdefault_meta(SECRET_KEY, secrets.token_hex(SECRET_BYTES))
    return bytes.fromhex(stored)


async def seed_for(store: GameStore, key: str) -> int:
    """The seed of a challenge key's deal in this deployment; records it on first use."""
    pinned = await store.get_meta(SEED_PREFIX + key)
    if pinned is None:
        if await store.attempts(key):  # started before the upgrade, with the public seed
            seed = challenges.legacy_seed(key)
        else:
            seed = challenges.seed_of(key, await secret_of(store))
        pinned = await store.setdefault_meta(SEED_PREFIX + key, str(seed))
    return int(pinned)
