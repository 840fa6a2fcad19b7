"""A game at a table: the service that plays, saves and pictures it, and its parts.

`service` (GameService, its public API: table, commit, act, undo...), `seats` (substitutes,
kicks, the take-back, the turn-DM prefs), `timekeeper` and `clock` (the turn clock), `undo`
(what may be taken back), `thinker` (bots thinking in a process pool), `cards` (card lookups
for menus and /card), `metrics` (the Prometheus instruments of the table's work). No Discord
and no words here: the table speaks in ids, records and phrases; chat words them. Imports:
engine, store, league, renderers' card book, words.
"""
