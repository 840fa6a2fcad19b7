"""Words: the message catalogue (Fluent, data/i18n) and the phrase helpers.

`catalogue` (t(), languages, plurals), `phrases` (wording engine phrases and lines in the
reader's language), `translator` (discord.py's command translations from the catalogue).
The bottom layer above the engine: imports only the engine's phrase types and bot.paths.
"""
