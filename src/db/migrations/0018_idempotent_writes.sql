-- A write sent with an Idempotency-Key (nginx resends a PUT or DELETE when an
-- instance dies mid-request; the console sends one with every write) is
-- answered once: its claim commits with the write itself, its answer is kept
-- for a day, and a resend gets that answer instead of doing the write again.
CREATE TABLE idempotent_writes (
  account_id  TEXT NOT NULL,
  key         TEXT NOT NULL,
  method      TEXT NOT NULL,
  path        TEXT NOT NULL,
  status      INTEGER,
  body        TEXT,
  created_at  TEXT NOT NULL,
  PRIMARY KEY (account_id, key)
);
CREATE INDEX idempotent_writes_age ON idempotent_writes(created_at);
