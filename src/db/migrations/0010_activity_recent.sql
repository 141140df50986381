-- The newest activity entries, before they join the indexed log. A change's
-- entry is written in the change's own transaction; appended here it costs
-- one page, where the log's table and its five indexes cost a page each in
-- SQLite's write-ahead log. They move over in batches (activity/repo.ts).
CREATE TABLE activity_recent (
  id        TEXT NOT NULL,
  at        TEXT NOT NULL,
  actor_id  TEXT,
  actor     TEXT NOT NULL,
  address   TEXT NOT NULL,
  action    TEXT NOT NULL,
  entity    TEXT NOT NULL,
  entity_id TEXT,
  name      TEXT NOT NULL,
  changes   TEXT NOT NULL
);
