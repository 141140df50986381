-- Backups kept in the database, so that every instance on one PostgreSQL
-- database lists, serves and prunes the same ones, whoever made them (an
-- SQLite site keeps its backups in the data folder; these stay empty). The
-- name carries the backup's time and kind; an archive is stored in parts of
-- a mebibyte, so none is held in memory whole.
CREATE TABLE backups (
  name TEXT PRIMARY KEY,
  size BIGINT NOT NULL
);

CREATE TABLE backup_parts (
  name     TEXT NOT NULL REFERENCES backups(name) ON DELETE CASCADE,
  position INTEGER NOT NULL,
  bytes    BLOB NOT NULL,
  PRIMARY KEY (name, position)
);
