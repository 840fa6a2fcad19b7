-- 0003: ended games kept for history, ratings, challenges and replays (SQLite's 0006).

-- A game that ended (finished, or abandoned: kept, never rated), written in the same
-- transaction as the save that ended it; record_json holds it whole, as the archive does.
-- (channel_id, started_at) names one game: a second save of an ended game adds nothing.
CREATE TABLE results (
    id          BIGINT           GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    channel_id  BIGINT           NOT NULL,
    guild_id    BIGINT,
    game_key    TEXT             NOT NULL,
    status      TEXT             NOT NULL,
    challenge   TEXT             NOT NULL DEFAULT '',
    started_at  DOUBLE PRECISION NOT NULL,
    finished_at DOUBLE PRECISION NOT NULL,
    rated       BOOLEAN          NOT NULL DEFAULT FALSE,
    record_json TEXT             NOT NULL,
    UNIQUE (channel_id, started_at)
);

CREATE INDEX results_by_guild ON results (guild_id, id);
CREATE INDEX results_by_challenge ON results (challenge, id);
CREATE INDEX results_unrated ON results (id) WHERE NOT rated;

-- Who sat where in an ended game and how they did (user_id NULL for a bot).
CREATE TABLE result_seats (
    result_id BIGINT  NOT NULL REFERENCES results (id) ON DELETE CASCADE,
    seat      BIGINT  NOT NULL,
    user_id   BIGINT,
    level     TEXT    NOT NULL DEFAULT '',
    name      TEXT    NOT NULL DEFAULT '',
    score     BIGINT  NOT NULL DEFAULT 0,
    won       BOOLEAN NOT NULL DEFAULT FALSE,
    PRIMARY KEY (result_id, seat)
);

CREATE INDEX result_seats_by_user ON result_seats (user_id, result_id);

-- A player's rating after each rated game, per scope (a guild id, or 0 for everyone): the
-- newest row is the current rating; rebuilt from results when need be (bot/ratings.py).
CREATE TABLE ratings (
    scope     BIGINT           NOT NULL,
    game_key  TEXT             NOT NULL,
    user_id   BIGINT           NOT NULL,
    result_id BIGINT           NOT NULL,
    mu        DOUBLE PRECISION NOT NULL,
    sigma     DOUBLE PRECISION NOT NULL,
    at        DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (scope, game_key, user_id, result_id)
);

CREATE INDEX ratings_by_result ON ratings (result_id);

-- One attempt per person per challenge.
CREATE TABLE challenge_attempts (
    challenge  TEXT             NOT NULL,
    user_id    BIGINT           NOT NULL,
    channel_id BIGINT           NOT NULL,
    guild_id   BIGINT,
    started_at DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (challenge, user_id)
);
