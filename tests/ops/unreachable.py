"""A TABULA_PLUGINS module for the stop tests: Discord's API is a local port where nobody
listens (TABULA_TEST_DISCORD_PORT), so `tabula run` keeps retrying its login, as it would
with no network, whatever network the machine running the tests has."""

from __future__ import annotations

import os

import discord.http

discord.http.Route.BASE = f"http://127.0.0.1:{os.environ['TABULA_TEST_DISCORD_PORT']}/api/v10"
