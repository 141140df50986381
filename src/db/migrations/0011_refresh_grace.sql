-- A rotated refresh token stays usable for a few seconds (two tabs refreshing
-- at once both succeed); after that, presenting it is a replay that ends the session.
ALTER TABLE refresh_sessions ADD COLUMN previous_token_hash TEXT;
ALTER TABLE refresh_sessions ADD COLUMN rotated_at TEXT;
CREATE INDEX refresh_sessions_previous ON refresh_sessions(previous_token_hash);
