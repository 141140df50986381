-- Students and parents subscribe without an account (issue 44.2): an address
-- receives nothing but its confirmation until the link in it is followed.
-- address_hash is the address's hash, as the suppression list keeps it.
CREATE TABLE subscribers (
  id            TEXT PRIMARY KEY,
  address       TEXT NOT NULL,
  address_hash  TEXT NOT NULL UNIQUE,
  language      TEXT NOT NULL,
  urgent        INTEGER NOT NULL,
  digest        TEXT NOT NULL,
  menu_hostel   TEXT,
  confirmed_at  TEXT,
  -- The last digest's time: the next tells what was posted since (since confirming, for the first).
  digest_sent_at TEXT,
  -- The confirmation mails queued in the day from asked_at: a few, then none until the day is over.
  asked_at      TEXT NOT NULL,
  asked_count   INTEGER NOT NULL,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
CREATE INDEX subscribers_confirmed ON subscribers(confirmed_at);
CREATE INDEX subscribers_digest ON subscribers(digest, digest_sent_at);

-- Addresses that unsubscribed, by hash only: a backup restored from before
-- they left still mails none of them. Confirming a new subscription clears it.
CREATE TABLE mail_suppressions (
  address_hash    TEXT PRIMARY KEY,
  suppressed_at   TEXT NOT NULL
);

-- The urgent notices already announced: each is announced once, when it is
-- first public, active and urgent, unless the editor asks to send it again.
CREATE TABLE notice_announcements (
  notification_id  TEXT PRIMARY KEY,
  announced_at     TEXT NOT NULL
);
