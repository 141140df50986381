-- The first schema. Ids are random strings made by the server; timestamps are
-- ISO 8601 UTC strings. Lists that are only ever read whole (facilities, mess
-- members, audiences) are JSON text; relations that integrity rules act on are
-- real foreign keys.

CREATE TABLE settings (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE admins (
  id            TEXT PRIMARY KEY,
  username      TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  role          TEXT NOT NULL DEFAULT 'admin',
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);

-- One row per signed-in browser. The refresh token itself is never stored,
-- only its SHA-256; access tokens name the session, so deleting the row
-- revokes both.
CREATE TABLE refresh_sessions (
  id          TEXT PRIMARY KEY,
  admin_id    TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  token_hash  TEXT NOT NULL UNIQUE,
  persistent  INTEGER NOT NULL,
  expires_at  TEXT NOT NULL,
  created_at  TEXT NOT NULL
);
CREATE INDEX refresh_sessions_admin ON refresh_sessions(admin_id);

CREATE TABLE people (
  id          TEXT PRIMARY KEY,
  name        TEXT NOT NULL,
  designation TEXT NOT NULL,
  role        TEXT NOT NULL,
  phone       TEXT NOT NULL DEFAULT '',
  email       TEXT NOT NULL DEFAULT '',
  contact     TEXT NOT NULL DEFAULT '',
  image       TEXT,            -- blob key on disk
  image_hash  TEXT,
  alt         TEXT NOT NULL DEFAULT '',
  department  TEXT NOT NULL DEFAULT '',
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX people_role ON people(role, name);

CREATE TABLE hostels (
  id               TEXT PRIMARY KEY,
  name             TEXT NOT NULL,
  image            TEXT,
  image_hash       TEXT,
  photo_sphere     TEXT NOT NULL DEFAULT '',
  warden_id        TEXT REFERENCES people(id) ON DELETE RESTRICT,
  supervisor_id    TEXT REFERENCES people(id) ON DELETE RESTRICT,
  rooms            INTEGER NOT NULL,
  gender           TEXT NOT NULL DEFAULT 'male',
  sharing          TEXT NOT NULL DEFAULT 'double',
  year             TEXT,
  contact          TEXT NOT NULL DEFAULT '',
  mess             TEXT NOT NULL DEFAULT '',
  other_facilities TEXT NOT NULL DEFAULT '[]',
  created_at       TEXT NOT NULL,
  updated_at       TEXT NOT NULL
);
CREATE INDEX hostels_warden ON hostels(warden_id);
CREATE INDEX hostels_supervisor ON hostels(supervisor_id);

CREATE TABLE person_hostels (
  person_id TEXT NOT NULL REFERENCES people(id) ON DELETE CASCADE,
  hostel_id TEXT NOT NULL REFERENCES hostels(id) ON DELETE CASCADE,
  position  INTEGER NOT NULL,
  PRIMARY KEY (person_id, hostel_id)
);
CREATE INDEX person_hostels_hostel ON person_hostels(hostel_id);

CREATE TABLE messes (
  id                     TEXT PRIMARY KEY,
  hostel_id              TEXT REFERENCES hostels(id) ON DELETE SET NULL,
  mess_name              TEXT NOT NULL,
  caterers_name          TEXT NOT NULL,
  type                   TEXT NOT NULL DEFAULT 'Veg',
  capacity               INTEGER NOT NULL,
  night_canteen          TEXT NOT NULL,
  nominated_mess_members TEXT NOT NULL DEFAULT '[]',
  created_at             TEXT NOT NULL,
  updated_at             TEXT NOT NULL
);
CREATE INDEX messes_hostel ON messes(hostel_id);

CREATE TABLE events (
  id          TEXT PRIMARY KEY,
  title       TEXT NOT NULL,
  description TEXT NOT NULL,
  category    TEXT NOT NULL DEFAULT 'other',
  date        TEXT NOT NULL,
  time        TEXT NOT NULL DEFAULT '',
  location    TEXT NOT NULL DEFAULT '',
  image       TEXT,
  image_hash  TEXT,
  is_active   INTEGER NOT NULL DEFAULT 1,
  created_at  TEXT NOT NULL,
  updated_at  TEXT NOT NULL
);
CREATE INDEX events_date ON events(is_active, date);

CREATE TABLE notifications (
  id              TEXT PRIMARY KEY,
  title           TEXT NOT NULL,
  message         TEXT NOT NULL,
  priority        TEXT NOT NULL DEFAULT 'medium',
  target_audience TEXT NOT NULL DEFAULT '["all"]',
  is_active       INTEGER NOT NULL DEFAULT 1,
  expires_at      TEXT,
  url             TEXT,
  created_at      TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);
CREATE INDEX notifications_created ON notifications(created_at);

CREATE TABLE files (
  id            TEXT PRIMARY KEY,
  file_name     TEXT NOT NULL,
  description   TEXT NOT NULL DEFAULT '',
  blob          TEXT NOT NULL,
  original_name TEXT NOT NULL,
  mime_type     TEXT NOT NULL,
  size          INTEGER NOT NULL,
  for_student   INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL,
  updated_at    TEXT NOT NULL
);
