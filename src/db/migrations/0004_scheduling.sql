-- Scheduling and pinning (issue 17, point 4). A notice or an event with a
-- publish time stays off the public side until then (ISO 8601 UTC text, as
-- every other timestamp; NULL: at once); the schedule is only this column,
-- so it survives a restart and holds on every instance. A pinned notice comes
-- first on the home page.
ALTER TABLE notifications ADD COLUMN publish_at TEXT;
ALTER TABLE notifications ADD COLUMN pinned INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN publish_at TEXT;

-- A public list stays cached until the next publish time: found through these.
CREATE INDEX notifications_publish_at ON notifications(publish_at);
CREATE INDEX events_publish_at ON events(publish_at);
