-- A page's revision keeps its translations as they stood after the save, each
-- with the English it was made from (JSON: [{ language, path, text, source }]),
-- so putting the revision back puts its translations back too. Revisions made
-- before this have none (NULL): putting one back leaves today's translations.
ALTER TABLE page_revisions ADD COLUMN translations TEXT;
