-- 0004: a bot seat's level (random, easy, medium, hard; '' for people, and for the bots of
-- games created before levels existed, which play as `random`), and the hints used in a game.
ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT '';
ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
