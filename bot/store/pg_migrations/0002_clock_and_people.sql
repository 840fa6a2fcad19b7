-- 0002: the turn clock, substitutes and personal notices (SQLite's 0005).

-- A table's clock: seconds per move (0 = no clock) and what a timeout does ('bot' or 'end').
CREATE TABLE clocks (
    channel_id BIGINT           PRIMARY KEY,
    seconds    BIGINT           NOT NULL CHECK (seconds >= 0),
    on_timeout TEXT             NOT NULL DEFAULT 'bot',
    game_since DOUBLE PRECISION NOT NULL  -- the game's created_at: an older game's row is ignored
);

-- A seat's running clock. stage: 0 half-time reminder due, 1 ten-percent reminder due,
-- 2 timeout due, 3 timeout claimed. Advancing `stage` with UPDATE ... WHERE stage = $n is the
-- claim that fires it exactly once, across processes.
CREATE TABLE deadlines (
    channel_id BIGINT           NOT NULL,
    seat       BIGINT           NOT NULL,
    user_id    BIGINT           NOT NULL,
    started_at DOUBLE PRECISION NOT NULL,
    since_seq  BIGINT           NOT NULL,
    stage      BIGINT           NOT NULL DEFAULT 0,
    next_at    DOUBLE PRECISION NOT NULL,
    alone      BOOLEAN          NOT NULL DEFAULT FALSE,  -- this seat alone owed a move
    PRIMARY KEY (channel_id, seat)
);

CREATE INDEX deadlines_by_time ON deadlines (next_at);

-- Clock moves made for a seat in a row, and who held a seat the clock handed to a bot.
CREATE TABLE clock_seats (
    channel_id  BIGINT NOT NULL,
    seat        BIGINT NOT NULL,
    streak      BIGINT NOT NULL DEFAULT 0,
    absent_user BIGINT,
    PRIMARY KEY (channel_id, seat)
);

-- What a user asked for: turn DMs (/notify), and whether they were told their DMs are closed.
CREATE TABLE user_prefs (
    user_id   BIGINT  PRIMARY KEY,
    notify    BOOLEAN NOT NULL DEFAULT FALSE,
    dm_closed BOOLEAN NOT NULL DEFAULT FALSE,
    dm_told   BOOLEAN NOT NULL DEFAULT FALSE
);

-- Table events that are not moves (a substitute, a kick, a clock move), for /log.
CREATE TABLE table_log (
    id          BIGINT           GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    channel_id  BIGINT           NOT NULL,
    game_since  DOUBLE PRECISION NOT NULL,
    seq         BIGINT           NOT NULL,
    at          DOUBLE PRECISION NOT NULL,
    key         TEXT             NOT NULL,
    params_json TEXT             NOT NULL
);

CREATE INDEX table_log_by_channel ON table_log (channel_id, id);

-- The latest board message of each channel's game.
CREATE TABLE board_messages (
    channel_id BIGINT PRIMARY KEY,
    guild_id   BIGINT,
    message_id BIGINT NOT NULL
);
