-- 0002: SeatRecord.name, the display name at the time of joining (for boards and logs).
ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT '';
