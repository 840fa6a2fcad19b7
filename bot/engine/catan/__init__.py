"""Catan (base game, 3-4 players) and the Cities & Knights expansion, behind the option `ck`.

Imports run one way, from the top of this list to the bottom; a module never imports one
listed above it (tests/test_imports.py checks there is no cycle).
- the bots' strategy: `ai` (`AI`: evaluation, move prior, bounded trades, reasons), which
  reads the rules and the queries;
- top: `rules` (the `CatanRules` contract) on `decisions` (`DECISIONS`, every decision kind's
  legal and apply, joined from the step modules' own tables, and `advance`, which runs the
  automatic "@" steps through `AUTOMATIC`); beside it the words and views it serves: `text`
  and `knight_text` (describe, narrate, why a move is refused), `determinize` (a full state
  agreeing with a seat's view, for the bots), `view`, and `memory` (what each seat knows of
  the others' hands, updated after every move);
- the turn: `main_phase` (the before-roll and action-phase menus; it offers and plays the
  moves of the step modules below);
- steps, each owning its rules and its decision kinds: `setup` (new game, first placements),
  `production`, `robber` (the 7, discards, stealing), `choices` (take, name, drop a
  progress card), `trade`, `knights`, `improvements` (city tracks, metropolises), `cards`
  (development and progress cards: data names an effect, `cards.PLAYS` plays it),
  `barbarians` (the event die, attacks, city gates); `production` and `cards` use `robber`,
  `cards` uses `improvements`, and no other step imports another;
- primitives: `turn` (start and end a turn, the roll), `pieces` (the spot a move names;
  placing roads, buildings and knights), `hands` (paying, gaining, passing and drawing
  cards), `roads` (Longest Road), `queries` (read-only questions), `steps` (the `Step`
  kinds, `DecisionKind`, the stack), `island`, `board`, `data`, `options`, `state`.
"""

from __future__ import annotations

from bot.engine.catan.challenge import CHALLENGE
from bot.engine.catan.rules import RULES
from bot.engine.game import MOVE, Game

GAME = Game(
    RULES,
    renderer="renderers.catan",
    cards="renderers.catan_cards",
    ai="bot.engine.catan.ai",
    challenge=CHALLENGE,
    replay_marks={"turn": MOVE},  # the next player's turn begins
    board_shows_breakdown=False,
)

__all__ = ["GAME", "RULES"]
