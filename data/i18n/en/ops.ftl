## tabula backup and tabula restore (the command line; bot/store/backup.py)

cli-backup-done = Backed up { $database } to { $file }. Keep a copy somewhere other than the bot's machine too.
cli-backup-exists = { $file } already exists: give another name, or add --force to replace it.
cli-backup-no_database = There is no database at { $path } to back up: check DATABASE_URL (or --db).
cli-backup-no_program = { $program } is not installed, and a PostgreSQL database needs it: install PostgreSQL's client programs (Debian and Ubuntu: apt install postgresql-client), of the server's major version or newer. The Docker image has them.
cli-backup-failed = It did not work, and nothing was changed: { $problem }
cli-restore-done = Restored { $file } into { $database }. Start the bot: as it starts, it brings an older backup up to date.
cli-restore-not_found = There is no file { $file } to restore.
cli-restore-not_a_backup = { $file } is not a backup that `tabula backup` made of this kind of database (SQLite or PostgreSQL), or it is damaged; nothing was changed.
cli-restore-would_replace = { $target } already has games: stop the bot, then add --force to replace them with { $file } (back them up first if they may be wanted).

## tabula sync

cli-unreachable = Discord cannot be reached ({ $problem }), so nothing was published: check the network, then try again.

### The command surface and running the bot (issue 32): option choices, /help, the turn
### clock where Tabula may not post, and the cooldown on public reposts

## option choices (what Discord shows in a command's list; the values stay English)
choice-clock-off = no clock
choice-clock-1h = 1 hour a move
choice-clock-12h = 12 hours a move
choice-clock-24h = 24 hours a move
choice-clock-72h = 3 days a move
choice-clock-7d = 7 days a move
choice-timeout-bot = a bot moves for the absent player
choice-timeout-end = the absent player loses
choice-notify-on = on
choice-notify-off = off
choice-language_auto = automatic (the server's language)
choice-where-server = this server
choice-where-global = everywhere
choice-period-daily = today's challenge
choice-period-weekly = this week's challenge
choice-game-tta = Through the Ages (solo)
choice-game-duel = 7 Wonders Duel
choice-game-catan = Catan
choice-game-wonders = 7 Wonders

## /help
commands-help = List Tabula's commands
help-title = {"*"}*Tabula's commands** (click one to fill it in):
help-line = { $command } · { $description }
help-footer = Each game's rules and guide: { $rules }.

## the turn clock where Tabula may not post
clock-no_post-private = The turn clock cannot run here: in a group DM or a DM between people I can only answer commands, not post the clock's reminders. Start the game without a clock, or play in a server or in a DM with me.
clock-no_post-user_install = The turn clock cannot run here: Tabula is installed on your account but is not a member of this server, so it cannot post the clock's reminders. Ask a moderator to add Tabula to the server, or start the game without a clock.
clock-no_post-channel = The turn clock posts its reminders in this channel, but I am missing these permissions here: { $missing }. Ask a moderator to grant them, or start the game without a clock.
clock-no_post-thread = The turn clock posts its reminders in the game's thread, but I am missing these permissions for it: { $missing }. Ask a moderator to grant them, or start the game without a clock.
clock-no_post-try_thread = I may post in threads here: start the game again with `thread: True` to play it with a clock in a thread of this channel.
permission-view_channel = View Channel
permission-send_messages = Send Messages
permission-send_messages_in_threads = Send Messages in Threads
permission-attach_files = Attach Files
permission-embed_links = Embed Links
clock-undelivered = ⏸️ The turn clock of your game of { $title } could not post in its channel ({ $link }): I am no longer allowed to post there. The clock will neither end the game nor move for anyone while its messages cannot be seen; ask a moderator to let me post there again.
clock-paused_unseen = ⏸️ { $users }: your time for this move ran out, but the clock's warnings could not be posted in this channel, so nothing was played and the game goes on. The clock waits, and starts again with the next move.

## public reposts
repost-cooldown = This was posted here a moment ago; here is a copy for you alone.
