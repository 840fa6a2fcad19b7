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
- `city.profile`: what a city's sources add up to, memoised by their ids and extended by one
  source at a time (the effects by kind merged only when read);
- `payment.market`: prices and quotes per pair of profiles; card quotes in books keyed by the
  economy only (chains are checked per card), trades by production and "one of" producers;
- `structure.open_slots`: the open slots beside the state's fields (`state.OPEN_SLOTS`),
  carried past each `take` and read back by the next turn; `copy_state` carries it over;
- every memo holds at most `memo.MEMO_LIMIT` entries (small: memory touched costs more than
  the misses).
"""

from __future__ import annotations

from bot.engine.duel.rules import RULES

__all__ = ["RULES"]
