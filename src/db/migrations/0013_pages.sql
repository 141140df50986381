-- The office's pages (about, rules, the footer, …): each its content as JSON,
-- checked by its slug's schema; a page never saved reads as SPEC.md's content.
CREATE TABLE pages (
  slug        TEXT PRIMARY KEY,
  content     TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  updated_by  TEXT
);

-- Every save of a page, the restores too.
CREATE TABLE page_revisions (
  id          TEXT PRIMARY KEY,
  slug        TEXT NOT NULL,
  content     TEXT NOT NULL,
  created_at  TEXT NOT NULL,
  created_by  TEXT
);
CREATE INDEX page_revisions_slug ON page_revisions(slug, created_at);
