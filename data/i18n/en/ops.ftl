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
