-- 0007: an ended game is kept once, compressed (issue 28, item 6; bot/store/compact.py).
-- The rows are rewritten by SqliteStore._compact_stored in this migration's transaction:
-- each results row split into its head, state_z and moves_z; each archive row folded into its
-- results row (result_id set, record_json NULL); the moves of the channels' ended games moved
-- into their results rows; the events of live moves compressed.

-- A move's events as bytes: zlib of the compact JSON when shorter, else the JSON itself
-- (the copy below keeps the JSON text as its bytes; the data step compresses it).
CREATE TABLE moves_0007 (
    channel_id INTEGER NOT NULL REFERENCES games (channel_id) ON DELETE CASCADE,
    seq        INTEGER NOT NULL,
    seat       INTEGER NOT NULL,
    token      TEXT    NOT NULL,
    events     BLOB    NOT NULL,
    at         REAL    NOT NULL,
    PRIMARY KEY (channel_id, seq)
) WITHOUT ROWID;

INSERT INTO moves_0007 (channel_id, seq, seat, token, events, at)
    SELECT channel_id, seq, seat, token, CAST(events_json AS BLOB), at FROM moves;

DROP TABLE moves;

ALTER TABLE moves_0007 RENAME TO moves;

-- An ended game's one document: record_json becomes its head (the record without its state,
-- and the seats), state_z its final state and moves_z its moves (NULL once pruned).
ALTER TABLE results ADD COLUMN state_z BLOB;
ALTER TABLE results ADD COLUMN moves_z BLOB;

-- The archive refers to the results row; record_json is kept only for a game that never ended.
CREATE TABLE archive_0007 (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    channel_id  INTEGER NOT NULL,
    game_key    TEXT    NOT NULL,
    finished_at REAL    NOT NULL,
    result_id   INTEGER REFERENCES results (id) ON DELETE CASCADE,
    record_json TEXT
);

INSERT INTO archive_0007 (id, channel_id, game_key, finished_at, record_json)
    SELECT id, channel_id, game_key, finished_at, record_json FROM archive;

DROP TABLE archive;

ALTER TABLE archive_0007 RENAME TO archive;

CREATE INDEX archive_by_channel ON archive (channel_id, id);
CREATE INDEX archive_by_result ON archive (result_id);
