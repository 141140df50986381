-- State that several instances on one PostgreSQL database share.

-- Uploads, when the database is PostgreSQL (with SQLite they stay files in
-- the data folder and this table stays empty): a row and the blob it names
-- commit together.
CREATE TABLE blobs (
  key   TEXT PRIMARY KEY,
  bytes BLOB NOT NULL
);

-- Usernames are unique regardless of case on both engines (SQLite's NOCASE
-- alone is not there in PostgreSQL); sign-in looks them up through it.
CREATE UNIQUE INDEX admins_username_folded ON admins (lower(username));

-- Failed sign-ins per username and per client address, in fixed windows, so
-- a lockout holds on every instance.
CREATE TABLE login_failures (
  key       TEXT PRIMARY KEY,
  failures  INTEGER NOT NULL,
  resets_at BIGINT NOT NULL
);
