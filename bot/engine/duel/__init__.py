"""7 Wonders Duel, with the Agora expansion behind the option `agora`.

The base game is a set of tables that Agora extends without a second flow:
- options: `DuelRules.options` has `Option("agora", False)`; `structure.variant()` then picks
  the Agora structures, military tokens, wonders and progress tokens in data/duel;
- state: Agora's fields (cubes, decrees, conspiracy deck, Senator pool, conspiracies held)
  default to empty lists, so a base game and its JSON carry no Agora data; what reads them
  (the decrees as lasting sources of a city, `city.decree_sources`; Senate VP in `scoring`)
  finds nothing in a base game;
- handlers: each option set has one immutable `expansions.Expansion` record, `BASE` (the
  tables of `effects` and `decisions`) and `AGORA` (the same plus `agora`'s and
  `agora_decisions`' own: the Senate's setup, the Senators shuffled into each Age, the effects
  of Senators, Knossos, Curia Julia and Agora's military tokens, draft-time wonders, the coin
  decrees after each construction, Agora's decision kinds (`agora_kinds.AgoraKind`) and the
  recruit / prepare / trigger turn moves). `expansions.expansion_of(s)` picks a state's record
  from its options; the rules hand it down in the `effects.Ctx`. Nothing is registered at
  import and no table changes after it, so a base game never reaches Agora's handlers;
- turn: the main turn is the `turn` decision (`decisions.turn_decision`), whose actions are
  the base game's `turn_cards` and, with Agora, `agora_decisions.turn_actions`;
- the Senate itself (control, decree reveal, the shield decree, Political Supremacy) is
  `senate`, the conspiracies and their 16 effects are `conspiracies`;
- words: what a decision asks, its moves and refusals are phrases (`speech.ask_phrase`,
  `PendingView.ask`), worded in the reader's language above the engine.

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
