-- 0006: finished games kept for history, ratings, challenges and replays (issue 16).

-- The daily or weekly challenge a game was started for ('' for an ordinary game).
ALTER TABLE games ADD COLUMN challenge TEXT NOT NULL DEFAULT '';

-- A game that ended (finished, or abandoned: kept, never rated), written in the same
-- transaction as the save that ended it. record_json holds the game whole, as the archive
-- does (record, seats, moves), so history, replays and ratings can always be rebuilt from it.
-- (channel_id, started_at) names one game: a second save of an ended game adds nothing.
CREATE TABLE results (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  INTEGER NOT NULL,
    guild_id    INTEGER,
    game_key    TEXT    NOT NULL,
    status      TEXT    NOT NULL,
    challenge   TEXT    NOT NULL DEFAULT '',
    started_at  REAL    NOT NULL,
    finished_at REAL    NOT NULL,
    rated       INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1)),
    record_json TEXT    NOT NULL,
    UNIQUE (channel_id, started_at)
);

CREATE INDEX results_by_guild ON results (guild_id, id);
CREATE INDEX results_by_challenge ON results (challenge, id);

-- Who sat where in an ended game and how they did (user_id NULL for a bot).
CREATE TABLE result_seats (
    result_id INTEGER NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    seat      INTEGER NOT NULL,
    user_id   INTEGER,
    level     TEXT    NOT NULL DEFAULT '',
    name      TEXT    NOT NULL DEFAULT '',
    score     INTEGER NOT NULL DEFAULT 0,
    won       INTEGER NOT NULL DEFAULT 0 CHECK (won IN (0, 1)),
    PRIMARY KEY (result_id, seat)
) WITHOUT ROWID;

CREATE INDEX result_seats_by_user ON result_seats (user_id, result_id);

-- A player's rating after each rated game, per scope (a guild id, or 0 for everyone): the
-- newest row is the current rating. Derived from results, in id order: rebuilt from them
-- when need be (bot/ratings.py).
CREATE TABLE ratings (
    scope     INTEGER NOT NULL,
    game_key  TEXT    NOT NULL,
    user_id   INTEGER NOT NULL,
    result_id INTEGER NOT NULL,
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    at        REAL    NOT NULL,
    PRIMARY KEY (scope, game_key, user_id, result_id)
) WITHOUT ROWID;

CREATE INDEX ratings_by_result ON ratings (result_id);

-- One attempt per person per challenge: the DM channel and game it was started in, and the
-- server /challenge was asked from (NULL from a DM) for the server's leaderboard.
CREATE TABLE challenge_attempts (
    challenge  TEXT    NOT NULL,
    user_id    INTEGER NOT NULL,
    channel_id INTEGER NOT NULL,
    guild_id   INTEGER,
    started_at REAL    NOT NULL,
    PRIMARY KEY (challenge, user_id)
) WITHOUT ROWID;
