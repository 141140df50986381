-- Accounts for the whole hostel office (issue 17): each admin has a role,
-- can be disabled, may hold a one-time password it must change, and a
-- warden is linked to the hostels it looks after. Notices and events
-- remember who added them, so a warden can delete only its own.

UPDATE admins SET role = 'owner' WHERE role = 'admin';
ALTER TABLE admins ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE admins ADD COLUMN password_is_temporary INTEGER NOT NULL DEFAULT 0;

CREATE TABLE account_hostels (
  admin_id  TEXT NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
  hostel_id TEXT NOT NULL REFERENCES hostels(id) ON DELETE CASCADE,
  PRIMARY KEY (admin_id, hostel_id)
);
CREATE INDEX account_hostels_hostel ON account_hostels(hostel_id);

ALTER TABLE notifications ADD COLUMN created_by TEXT;
ALTER TABLE events ADD COLUMN created_by TEXT;
