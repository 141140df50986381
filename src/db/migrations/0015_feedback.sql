-- Messages visitors send the office (the Feedback page): never shown
-- publicly, worked through in the console's Inbox.
CREATE TABLE feedback (
  id          TEXT PRIMARY KEY,
  message     TEXT NOT NULL,
  name        TEXT NOT NULL,
  email       TEXT NOT NULL,
  page        TEXT NOT NULL,
  status      TEXT NOT NULL,
  address     TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX feedback_newest ON feedback(created_at);

-- Messages sent per client address in fixed windows, so the limit holds on every instance.
CREATE TABLE feedback_senders (
  address    TEXT PRIMARY KEY,
  sent       INTEGER NOT NULL,
  resets_at  BIGINT NOT NULL
);
