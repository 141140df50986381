-- A forgotten password (issue 44.4): a link mailed to the account's address,
-- kept only as its token's hash, used once within its 30 minutes.
CREATE TABLE password_resets (
  token_hash  TEXT PRIMARY KEY,
  admin_id    TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  expires_at  TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX password_resets_admin ON password_resets(admin_id);

-- The browsers each account has signed in from, by the hash of a cookie that
-- stays in the browser: a sign-in from any other is mailed to the account.
CREATE TABLE known_devices (
  admin_id     TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  device_hash  TEXT NOT NULL,
  first_seen   TEXT NOT NULL,
  last_seen    TEXT NOT NULL,
  PRIMARY KEY (admin_id, device_hash)
);
