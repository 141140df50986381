-- The trash (issue 17): a deleted person, hostel, mess, event, notice or file
-- waits here for a time, as the record and its links were when it went
-- (JSON), so it can be put back. Its picture or file stays in the blob store
-- under `blob` until it is restored or purged.
CREATE TABLE trash (
  id         TEXT PRIMARY KEY,
  entity     TEXT NOT NULL,
  record_id  TEXT NOT NULL,
  name       TEXT NOT NULL,
  record     TEXT NOT NULL,
  blob       TEXT,
  size       INTEGER NOT NULL DEFAULT 0,
  deleted_at TEXT NOT NULL,
  deleted_by TEXT NOT NULL
);
CREATE INDEX trash_deleted ON trash (deleted_at, id);
CREATE INDEX trash_entity ON trash (entity, deleted_at);
