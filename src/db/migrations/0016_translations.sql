-- The content's translations: one text of one record in one language, with
-- the English it was made from (a translation whose English has changed since
-- is out of date, and not shown). `path` names the text within the record:
-- a field ('title'), an element of a list ('other_facilities.2'), or a place
-- in a page's content or a weekly menu ('sections.0.body', 'monday.lunch').
CREATE TABLE translations (
  entity      TEXT NOT NULL,
  record_id   TEXT NOT NULL,
  language    TEXT NOT NULL,
  path        TEXT NOT NULL,
  text        TEXT NOT NULL,
  source      TEXT NOT NULL,
  updated_at  TEXT NOT NULL,
  PRIMARY KEY (entity, record_id, language, path)
);
