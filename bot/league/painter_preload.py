"""Imported once by the replay server process (bot/league/painter.py), never by the bot itself:
everything a replay needs that does not change, so that each child forked from the server
starts with it (shared with the server until written) instead of loading it again.

The message catalogues of every language, and every game's renderer, are loaded here: the
first animation of a fresh process otherwise spends about 1.5 s on them.
"""

from __future__ import annotations

import bot.league.painter  # noqa: F401  (the jobs, bot.league.replay, the engine and the renderers)
from bot.engine.registry import REGISTRY
from bot.words.catalogue import catalog, languages, t
from renderers import renderer_for

for _lang in languages():
    catalog(_lang)
    t("replay.checked", _lang)  # its Fluent bundle
for _key in REGISTRY:
    renderer_for(_key)
