-- The activity log (issue 17): every write, sign-in and failed sign-in, with
-- who, when, from where, what, and for a change each field before and after.
CREATE TABLE activity (
  id        TEXT PRIMARY KEY,
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
CREATE INDEX activity_at ON activity (at, id);
CREATE INDEX activity_actor ON activity (actor, at);
CREATE INDEX activity_entity ON activity (entity, at);
CREATE INDEX activity_action ON activity (action, at);
