"""Tabula, a Discord bot that referees board games. The layers, low to high (tests/test_layers.py):
`engine` (rules) · `store` (persistence) · `words` (the catalogue) · renderers/ (pictures) ·
`league` (after a game) · `table` (a game at a table) · `chat` (commands as replies) · cogs/
(Discord) · the entry points here (`client`, `console`, `__main__`), with the settings
(`config`, `paths`, `shards`) that every layer may read.
"""
