"""Slash command names in the texts as clickable mentions (`</game new:123>`), in the
Discord front end only: the catalogue's texts name commands plainly (`/game new`), which the
console shows as they are."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import Any

import discord
from discord import app_commands


class CommandLinks:
    """Slash command names in texts as clickable mentions (`</game new:123>`), once the
    published commands' ids are known; before that (or in the console) texts stay plain."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}  # top-level command name -> its id on Discord
        self._pattern: re.Pattern[str] | None = None

    def learn(self, ids: Mapping[str, int], names: Iterable[str]) -> None:
        """The ids of the top-level commands, and every full name (`game new`) to link."""
        self.ids = dict(ids)
        known = sorted({n for n in names if n.split()[0] in self.ids}, key=len, reverse=True)
        # a name after a space, a bracket or the text's start (not in a URL, a mention or
        # code) and not followed by more of a word
        alternatives = "|".join(re.escape(n) for n in known)
        self._pattern = re.compile(rf"(?<![\w/<`])/({alternatives})(?![\w`-])") if known else None

    def mention(self, name: str) -> str:
        """`</name:id>` (clickable), or `/name` while the id is unknown."""
        command_id = self.ids.get(name.split()[0])
        return f"</{name}:{command_id}>" if command_id else f"/{name}"

    def link(self, text: str) -> str:
        if self._pattern is None or "/" not in text:
            return text
        return self._pattern.sub(lambda m: self.mention(m.group(1)), text)


def command_names(tree: app_commands.CommandTree[Any]) -> list[str]:
    """Every slash command's full name: `play`, and `game new` for a group's subcommand."""
    names: list[str] = []
    for command in tree.get_commands():
        if isinstance(command, app_commands.Group):
            names += [f"{command.name} {sub.name}" for sub in command.commands]
        elif isinstance(command, app_commands.Command):
            names.append(command.name)
    return names


NO_LINKS = CommandLinks()


def links_of(client: discord.Client) -> CommandLinks:
    """The bot's command links (none for a client that has not published any)."""
    found = getattr(client, "links", None)
    return found if isinstance(found, CommandLinks) else NO_LINKS


def linked(client: discord.Client, kwargs: dict[str, Any]) -> dict[str, Any]:
    """A message's keyword arguments with the commands its content names made clickable."""
    content = kwargs.get("content")
    if isinstance(content, str):
        kwargs["content"] = links_of(client).link(content)
    return kwargs
