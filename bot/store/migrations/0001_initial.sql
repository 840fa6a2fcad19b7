-- 0001: games, their seats and moves, and the archive of finished games.
-- Applied once, inside a transaction; PRAGMA user_version records it (see bot/store/sqlite.py).

-- One row per channel (a DM is just a channel id): the game's current state and its version.
CREATE TABLE games (
    channel_id   INTEGER PRIMARY KEY,
    guild_id     INTEGER,
    game_key     TEXT    NOT NULL,
    status       TEXT    NOT NULL,
    version      INTEGER NOT NULL CHECK (version >= 1),
    seed         INTEGER NOT NULL,
    options_json TEXT    NOT NULL,
    state_json   TEXT,
    outcome_json TEXT,
    created_by   INTEGER NOT NULL,
    created_at   REAL    NOT NULL,
    updated_at   REAL    NOT NULL
);

CREATE TABLE seats (
    channel_id INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER,
    is_bot     INTEGER NOT NULL DEFAULT 0 CHECK (is_bot IN (0, 1)),
    PRIMARY KEY (channel_id, seat)
) WITHOUT ROWID;

-- games_of(user_id) looks seats up by user.
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE moves (
    channel_id  INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    token       TEXT    NOT NULL,
    events_json TEXT    NOT NULL,
    at          REAL    NOT NULL,
    PRIMARY KEY (channel_id, seq)
) WITHOUT ROWID;

-- A finished or abandoned game, whole (record, seats, moves), moved here when its channel
-- starts a new one, so that history is never lost.
CREATE TABLE archive (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  INTEGER NOT NULL,
    game_key    TEXT    NOT NULL,
    finished_at REAL    NOT NULL,
    record_json TEXT    NOT NULL
);

CREATE INDEX archive_by_channel ON archive (channel_id, id);
