-- Mail waits here until the relay has taken it. A message is written in the
-- same transaction as the change it tells of, so the two commit together or
-- not at all; one sender at a time across instances delivers it and marks it
-- sent, retrying with backoff while the relay is down or answers 4xx.
CREATE TABLE mail_outbox (
  id               TEXT PRIMARY KEY,
  to_address       TEXT NOT NULL,
  subject          TEXT NOT NULL,
  text_body        TEXT NOT NULL,
  html_body        TEXT,
  headers          TEXT NOT NULL,
  purpose          TEXT NOT NULL,
  status           TEXT NOT NULL,
  attempts         INTEGER NOT NULL,
  next_attempt_at  TEXT NOT NULL,
  last_error       TEXT,
  created_at       TEXT NOT NULL,
  sent_at          TEXT
);
CREATE INDEX mail_outbox_due ON mail_outbox(status, next_attempt_at);
CREATE INDEX mail_outbox_newest ON mail_outbox(created_at);

-- Addresses the relay refused for good (5xx), by a hash of the address: the
-- third refusal marks one undeliverable, and mail to it is no longer tried.
-- A delivery to the address clears its count.
CREATE TABLE mail_refusals (
  address_hash      TEXT PRIMARY KEY,
  refusals          INTEGER NOT NULL,
  undeliverable_at  TEXT
);
