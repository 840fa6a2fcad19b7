"""7 Wonders Duel, with the Agora expansion behind the option `agora`.

The base game is a set of tables that Agora extends without a second flow:
- options: `DuelRules.options` has `Option("agora", False)`; `structure.variant()` then picks
  the Agora structures, military tokens, wonders and progress tokens in data/duel;
- state: Agora's fields (cubes, decrees, conspiracy deck, Senator pool, conspiracies held)
  default to empty lists, so a base game and its JSON carry no Agora data;
- turn: the main turn is the `turn` decision; `decisions.TURN_ACTIONS` / `TURN_APPLY` take
  the recruit / prepare / trigger actions, and Agora's decision kinds are in
  `agora_decisions.AGORA_DECISIONS` (`agora_kinds.AgoraKind`);
- effects: `effects.IMMEDIATE` (Senators, Knossos, Curia Julia), `effects.ON_SELECT`
  (draft-time wonders), `effects.MILITARY` (Agora tokens), `effects.ON_CONSTRUCT` (coin
  decrees), `city.EXTRA_SOURCES` (decrees of controlled chambers, read with the option on),
  `flow.SETUP` (the Senate) and `flow.AGE_EXTRAS` (Senators shuffled into each Age), all
  registered by `agora.install()`;
- the Senate itself (control, decree reveal, the shield decree, Political Supremacy) is
  `senate`, the conspiracies and their 16 effects are `conspiracies`.

Speed (nothing here is state: each memo is keyed by, or checked against, what it was worked
out from, so forgetting one only costs a recomputation):
- the economy beside the state's fields (`state.ECONOMY`, `city.Entry`): per seat its profile,
  market and the chains it may build through, with copies of the city, tokens and built
  wonders they were worked out from (and of the opponent's city, for the market), used only
  while the state's lists are equal to the copies; `city.profile` extends the kept profile
  by the one source added (`_extend`), and keeps the market when that source changes nothing
  a market reads (`Part.market`); `copy_state` carries the entries over;
- `city.keyed_profile`: profiles memoised across states by their sources' ids, for sources
  that are not the kept ones plus one;
- `payment.Market`: prices and quotes per profile and opponent's production, chains left out;
  card and wonder quotes, and their totals (the turn's affordability test, summed without
  working out what is bought), in books keyed by the economy only; a move played pays from
  the total its turn tested (`payment.Payment`);
- `structure.open_slots`: the open slots beside the state's fields (`state.OPEN_SLOTS`),
  carried past each `take` and read back by the next turn; `copy_state` carries it over;
- every memo across states holds at most `catalog.MEMO_LIMIT` entries (small: memory touched
  costs more than the misses).
"""

from __future__ import annotations

from bot.engine.duel.challenge import CHALLENGE
from bot.engine.duel.rules import RULES
from bot.engine.game import AGE, Game

GAME = Game(
    RULES,
    renderer="renderers.duel",
    cards="renderers.duel_cards",
    ai="bot.engine.duel.ai",
    challenge=CHALLENGE,
    replay_marks={"age_end": AGE},  # every card taken is worth a picture; an age's end more
    board_shows_breakdown=True,
)

__all__ = ["GAME", "RULES"]
