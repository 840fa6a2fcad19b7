-- 0004: an ended game is kept once, compressed (SQLite's 0007; bot/store/compact.py).
-- The rows are rewritten by ResultRows._compact_stored in this migration's transaction:
-- each results row split into its head, state_z and moves_z; each archive row folded into its
-- results row (result_id set, record_json NULL); the moves of the channels' ended games moved
-- into their results rows; the events of live moves compressed.

-- A move's events as bytes: zlib of the compact JSON when shorter, else the JSON itself.
ALTER TABLE moves ALTER COLUMN events_json TYPE BYTEA USING convert_to(events_json, 'UTF8');
ALTER TABLE moves RENAME COLUMN events_json TO events;

-- An ended game's one document: record_json becomes its head (the record without its state,
-- and the seats), state_z its final state and moves_z its moves (NULL once pruned). They are
-- zlib already: PostgreSQL need not try to compress them again.
ALTER TABLE results ADD COLUMN state_z BYTEA, ADD COLUMN moves_z BYTEA;
ALTER TABLE results ALTER COLUMN state_z SET STORAGE EXTERNAL,
    ALTER COLUMN moves_z SET STORAGE EXTERNAL;

-- The archive refers to the results row; record_json is kept only for a game that never ended.
ALTER TABLE archive ADD COLUMN result_id BIGINT REFERENCES results (id) ON DELETE CASCADE,
    ALTER COLUMN record_json DROP NOT NULL;
CREATE INDEX archive_by_result ON archive (result_id);
