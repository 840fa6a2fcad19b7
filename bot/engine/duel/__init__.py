"""7 Wonders Duel (base game).

The Agora expansion plugs into tables rather than rewriting the flow:
- options: `DuelRules.options` gains `Option("agora", False)`; `structure.variant()` then picks
  the Agora structures, military tokens, wonders and progress tokens already in data/duel;
- state: new JSON-able fields with defaults (senate, conspiracy deck, cubes) serialise as is;
- turn: the main turn is the `turn` decision; `decisions.TURN_ACTIONS` / `TURN_APPLY` take the
  recruit / prepare / trigger actions, and new decision kinds go in `decisions.DECISIONS`;
- effects: `effects.IMMEDIATE`, `effects.ON_SELECT` (draft-time wonders), `effects.MILITARY`
  (Agora tokens), `effects.ON_CONSTRUCT` (coin decrees), `city.EXTRA_SOURCES` (decrees of
  controlled chambers), `flow.AGE_EXTRAS` (Senators shuffled into each Age).
"""

from __future__ import annotations

from bot.engine.duel.rules import RULES

__all__ = ["RULES"]
