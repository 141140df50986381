-- The archive (issue 46.4): an expired notice and a past event stay readable there, by year, unless the office
-- keeps one out. How long the archive keeps them is the setting 'archive_keep_years' (none: always).
ALTER TABLE notifications ADD COLUMN keep_out_of_archive INTEGER NOT NULL DEFAULT 0;
ALTER TABLE events ADD COLUMN keep_out_of_archive INTEGER NOT NULL DEFAULT 0;
