-- 0005: the turn clock, substitutes and personal notices (issue 13).

-- A table's clock, set when the game is created: seconds per move (0 = no clock) and what a
-- timeout does ('bot': a bot plays that move; 'end': the game ends, the absent player loses).
-- One row per channel, replaced when the channel opens a new game.
CREATE TABLE clocks (
    channel_id  INTEGER PRIMARY KEY,
    seconds     INTEGER NOT NULL CHECK (seconds >= 0),
    on_timeout  TEXT    NOT NULL DEFAULT 'bot',
    game_since  REAL    NOT NULL  -- the game's created_at: a row left by an older game is ignored
) WITHOUT ROWID;

-- A seat's running clock: when its move became due, the move number then (a move by the seat
-- after `since_seq` makes the row stale), the next thing to fire and when.
-- stage: 0 half-time reminder due, 1 ten-percent reminder due, 2 timeout due, 3 timeout claimed.
-- Advancing `stage` with UPDATE ... WHERE stage = ? is the claim that fires it exactly once.
CREATE TABLE deadlines (
    channel_id  INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    started_at  REAL    NOT NULL,
    since_seq   INTEGER NOT NULL,
    stage       INTEGER NOT NULL DEFAULT 0,
    next_at     REAL    NOT NULL,
    alone       INTEGER NOT NULL DEFAULT 0,  -- started when this seat alone owed a move
    PRIMARY KEY (channel_id, seat)
) WITHOUT ROWID;

CREATE INDEX deadlines_by_time ON deadlines (next_at);

-- Moves the clock made for a seat in a row (reset by the person's own move), and who held
-- a seat the clock handed to a bot, so that they can take it back with /game join.
CREATE TABLE clock_seats (
    channel_id  INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    streak      INTEGER NOT NULL DEFAULT 0,
    absent_user INTEGER,
    PRIMARY KEY (channel_id, seat)
) WITHOUT ROWID;

-- What a user asked for: turn DMs (/notify), and whether they were told their DMs are closed.
CREATE TABLE user_prefs (
    user_id     INTEGER PRIMARY KEY,
    notify      INTEGER NOT NULL DEFAULT 0 CHECK (notify IN (0, 1)),
    dm_closed   INTEGER NOT NULL DEFAULT 0 CHECK (dm_closed IN (0, 1)),
    dm_told     INTEGER NOT NULL DEFAULT 0 CHECK (dm_told IN (0, 1))
) WITHOUT ROWID;

-- Table events that are not moves (a substitute, a kick, a clock move), for /log:
-- a message key and its parameters, after move `seq`.
CREATE TABLE table_log (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  INTEGER NOT NULL,
    game_since  REAL    NOT NULL,  -- the game's created_at, so a new game starts a clean log
    seq         INTEGER NOT NULL,
    at          REAL    NOT NULL,
    key         TEXT    NOT NULL,
    params_json TEXT    NOT NULL
);

CREATE INDEX table_log_by_channel ON table_log (channel_id, id);

-- The latest board message of each channel's game, so turn DMs and /mygames can link to it.
CREATE TABLE board_messages (
    channel_id  INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    message_id  INTEGER NOT NULL
) WITHOUT ROWID;
