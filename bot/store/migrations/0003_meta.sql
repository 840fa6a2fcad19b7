-- 0003: small facts about the deployment kept across restarts, as text by key
-- (for example the hash of the slash commands last published to Discord).
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
) WITHOUT ROWID;
