-- The gallery (issue 29): the office's pictures with a caption, a category,
-- the featured flag of the home page's preview, and their order.
CREATE TABLE gallery (
  id         TEXT PRIMARY KEY,
  caption    TEXT NOT NULL,
  category   TEXT NOT NULL,
  featured   INTEGER NOT NULL DEFAULT 0,
  position   INTEGER NOT NULL DEFAULT 0,
  image      TEXT,
  image_hash TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX gallery_position ON gallery (position, created_at);
