"""Through the Ages: A New Story of Civilization, solo (dummy player or barbarians).

Imports run one way, from the bottom of this list to the top; no module imports one above it:
- data: `state`, `cards` (the catalogue and `name`), `armies`, `ratings` (what a civilization
  adds up to), `speech` (events, the pending choice and card names as phrases: message ids
  of data/i18n/<language>/tta.ftl; move labels and refusals are phrases where they are
  registered);
- one apply and its registries: `context.Ctx` (the engine's `Context`: the state, events, the stack;
  with randomness and ratings), and
  the tables filled by name as their modules are imported: `moves.MOVES` (move kinds of the
  action and politics phases), `decisions.DECISIONS` (each pending choice's
  `DecisionKind`, the engine's record of bot/engine/decision.py: legal, apply, describe and
  why as phrases, and its English prompt) and `decisions.TASKS` (engine steps
  queued on the stack);
- primitives: `economy` (paying and gaining tokens), `costs`, `tableau` (cards entering and
  leaving play), `decks` (drawing, discarding, new ages and antiquation, the opponents' decks
  included), `losses` (population, colonies, buildings), `hordes` (a barbarian's strength),
  `force` (a colonization force), `rivals` (comparisons with the opponents), `scoring` (culture
  formulas and the final scoring);
- steps: `row` (replenishing the card row); the player's actions `civil`, `military`,
  `abilities`, `actioncards`; `events`; `attacks` (aggressions and wars against the player);
  the opponents `dummy` and `barbarians`; `politics` (the player's political actions and
  colonization, against either opponent); `flow` (the turn);
- top: `handlers` imports every module that registers, so the three tables are complete, and
  `rules.RULES` reads them, showing the game through `view` and `secrets`.
"""

from __future__ import annotations

from bot.engine.game import AGE, MOVE, Game
from bot.engine.tta.challenge import CHALLENGE
from bot.engine.tta.rules import RULES

GAME = Game(
    RULES,
    renderer="renderers.tta",
    cards="renderers.tta_cards",
    ai="bot.engine.tta.ai",
    challenge=CHALLENGE,
    replay_marks={"age": AGE, "end_turn": MOVE},  # a new age; the end of a round
    board_shows_breakdown=False,
)

__all__ = ["GAME", "RULES"]
