-- 0001: games, their seats and moves, the archive of finished games, and deployment facts.
-- The PostgreSQL schema starts where SQLite's migrations 0001-0004 ended. Applied once, in one
-- transaction, recorded in schema_version (see bot/store/postgres.py).
--
-- Types: every integer is BIGINT (Discord ids are 64-bit; seeds are 48-bit), every time is
-- DOUBLE PRECISION seconds (PostgreSQL's REAL is only 4 bytes), and JSON is kept as the exact
-- TEXT the store wrote: jsonb would reorder object keys, and a game state's key order is part
-- of what the engine reads back.

-- One row per channel (a DM is just a channel id): the game's current state and its version.
CREATE TABLE games (
    channel_id   BIGINT           PRIMARY KEY,
    guild_id     BIGINT,
    game_key     TEXT             NOT NULL,
    status       TEXT             NOT NULL,
    version      BIGINT           NOT NULL CHECK (version >= 1),
    seed         BIGINT           NOT NULL,
    options_json TEXT             NOT NULL,
    state_json   TEXT,
    outcome_json TEXT,
    created_by   BIGINT           NOT NULL,
    created_at   DOUBLE PRECISION NOT NULL,
    updated_at   DOUBLE PRECISION NOT NULL,
    hints        BIGINT           NOT NULL DEFAULT 0,
    challenge    TEXT             NOT NULL DEFAULT ''  -- the challenge it was started for, or ''
);

CREATE TABLE seats (
    channel_id BIGINT  NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seat       BIGINT  NOT NULL,
    user_id    BIGINT,
    is_bot     BOOLEAN NOT NULL DEFAULT FALSE,
    name       TEXT    NOT NULL DEFAULT '',  -- display name at the time of joining
    level      TEXT    NOT NULL DEFAULT '',  -- a bot's level; '' for people
    PRIMARY KEY (channel_id, seat)
);

-- games_of(user_id) looks seats up by user.
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE moves (
    channel_id  BIGINT           NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seq         BIGINT           NOT NULL,
    seat        BIGINT           NOT NULL,
    token       TEXT             NOT NULL,
    events_json TEXT             NOT NULL,
    at          DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (channel_id, seq)
);

-- A finished or abandoned game, whole (record, seats, moves), moved here when its channel
-- starts a new one, so that history is never lost.
CREATE TABLE archive (
    id          BIGINT           GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    channel_id  BIGINT           NOT NULL,
    game_key    TEXT             NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL,
    record_json TEXT             NOT NULL
);

CREATE INDEX archive_by_channel ON archive (channel_id, id);

-- Small facts about the deployment kept across restarts, as text by key.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
