"""The rules of the games, pure: no I/O but reading data/, randomness only from the state's seed.

`core` (the Rules contract, play(), replay(), Action, Event, Outcome), `registry` (every game
package, registered at import), `rng`, `words` (Phrase: how engines speak, in ids and numbers),
`reveal` (whether a move showed anyone something), `ai/` (the bot levels and searches), and one
package per game (`duel`, `wonders`, `catan`, `tta`) that declares its RULES.
"""
