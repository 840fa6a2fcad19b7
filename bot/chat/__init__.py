"""Commands as replies, shared by the Discord cogs and the console.

`commands` (Commands: one coroutine per chat command, returning Replies), `records` (history,
stats, leaderboards, replays), `challenge_commands` (/challenge), `lobby_panel` (the lobby's
controls in words), `turns` (one message a turn), `guide` (/rules). Imports: table, league,
words, renderers; never cogs or discord.
"""
