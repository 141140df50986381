-- The files list is read newest first (public and admin); without an index
-- every read sorts the whole table in a temporary B-tree.
CREATE INDEX files_created ON files(created_at);
