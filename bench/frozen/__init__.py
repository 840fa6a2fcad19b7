"""Frozen bots for the arenas, never changed: today's bots are measured against them.

- `duel_ai_start.py`: the Duel hooks as of commit e1f1f6a (before issue 30) and `Hard0Bot`,
  that commit's `hard` level; with `ismcts_start.py` and `worlds_start.py`, the search and the
  worlds it used, so later changes to bot/engine/ai do not move it either.
  `python bench/ai.py duel --hero hard --vs hard0` plays it.
"""
