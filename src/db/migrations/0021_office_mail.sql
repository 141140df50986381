-- Mail for the office (issue 44.4): each account's e-mail address, which
-- owners set, and the kinds of the office's own mail it chose to receive (a
-- JSON list). The address never changes how an account signs in.
ALTER TABLE admins ADD COLUMN email TEXT;
ALTER TABLE admins ADD COLUMN mail_choices TEXT NOT NULL DEFAULT '[]';
