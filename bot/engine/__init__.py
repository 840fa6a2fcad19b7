"""The rules of the games, pure: no I/O but reading data/, randomness only from the state's seed.

`core` (the Rules contract, play(), replay(), Action, Event, Outcome), `registry` (every game
package, registered at import), `rng`, `words` (Phrase: how engines speak, in ids and numbers),
`decision` (`DecisionKind`, the one record of a kind of pending decision: legal moves, apply,
public-ness, lapsing, optional words; every game's decision table holds these), `context`
(`Context`, the one context for applying a move's effects: the state, its events, `emit`,
`push` with the first decision on top; Duel's and Through the Ages' `Ctx` extend it, Catan and
7 Wonders apply by functions that return their events), `memo` (the bounded memos of the hot
paths), `reveal` (whether a move showed anyone something), `ai/` (the bot levels and
searches), and one package per game (`duel`, `wonders`, `catan`, `tta`) that declares its
RULES.
"""
