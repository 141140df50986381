-- How an account signs in (issue 45): 'password', or through the institute, 'oidc' (its OpenID Connect
-- provider) or 'ldap' (its directory), decided by an owner. An institute account has no password (the
-- empty hash verifies none). `institute_login` finds it at its first institute sign-in (a verified
-- e-mail address, or the directory's username); `institute_subject` is the identity bound then (the
-- issuer and `sub`, or the entry's entryUUID or objectGUID), and the only thing a later sign-in is matched by.
ALTER TABLE admins ADD COLUMN sign_in TEXT NOT NULL DEFAULT 'password';
ALTER TABLE admins ADD COLUMN institute_login TEXT;
ALTER TABLE admins ADD COLUMN institute_subject TEXT;
-- An account made by an unknown identity's first sign-in, where owners allow it: disabled until an owner approves it.
ALTER TABLE admins ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0;
CREATE UNIQUE INDEX admins_institute_subject ON admins(institute_subject);
CREATE UNIQUE INDEX admins_institute_login ON admins(sign_in, lower(institute_login));

-- A session signed in through the institute, rechecked every few minutes and at every token refresh: the provider's
-- refresh token (none: the session ends an hour after it began), when the institute last said the person may sign
-- in, and since when it could not be reached (15 minutes of that end the session).
ALTER TABLE refresh_sessions ADD COLUMN institute_grant TEXT;
ALTER TABLE refresh_sessions ADD COLUMN institute_checked_at TEXT;
ALTER TABLE refresh_sessions ADD COLUMN institute_unreachable_since TEXT;
