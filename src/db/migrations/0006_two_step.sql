-- Two-step sign-in (TOTP), per account. The keys are sealed with a key
-- derived from the signing secret (src/auth/two-step.ts), never stored
-- as typed. A key begun but not yet confirmed with a code waits in
-- totp_pending_secret. totp_last_step is the last time step whose code was
-- taken: a code is taken once, and never one of an earlier step.
ALTER TABLE admins ADD COLUMN totp_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_pending_secret TEXT;
ALTER TABLE admins ADD COLUMN totp_last_step BIGINT;

-- Ten one-time recovery codes per account: only their SHA-256 (each has 50
-- random bits, so a fast hash is enough), used_at set when one is spent.
CREATE TABLE admin_recovery_codes (
  admin_id  TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  code_hash TEXT NOT NULL,
  used_at   TEXT,
  PRIMARY KEY (admin_id, code_hash)
);
