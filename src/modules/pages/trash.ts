// A page the office added, in the trash: its row, every revision and its
// translations, all kept in the trash's item rather than left under its slug,
// since another page may take that address meanwhile (a restore then refuses).
import { insertRow, type Row } from '../../db/copy-rows';
import { conflict } from '../../http/errors';
import {
  deleteRecordTranslations,
  listTranslations,
  upsertTranslations,
  type TranslationRow,
} from '../translations/repo';
import { trashMessages } from '../trash/model';
import type { Trashable } from '../trash/trashable';
import { pageTranslations } from './entity';
import { titleOf } from './reads';
import { deletePageRow, findPageRow, readPageRows } from './repo';

type PageSnapshot = { page: Row; revisions: Row[]; translations: TranslationRow[] };

export const pageTrash: Trashable<PageSnapshot> = {
  entity: 'pages',
  key: 'slug',
  holdsTranslations: true,
  async capture(db, slug) {
    const rows = await readPageRows(db, slug);
    if (!rows) return null;
    const translations = await listTranslations(db, pageTranslations.entity, { recordId: slug });
    return {
      name: titleOf(slug, JSON.parse(String(rows.page.content))),
      blob: null,
      snapshot: { ...rows, translations },
    };
  },
  async remove(db, slug) {
    await deleteRecordTranslations(db, pageTranslations.entity, slug);
    return deletePageRow(db, slug);
  },
  async restore(db, { page, revisions, translations }) {
    const slug = String(page.slug);
    if (await findPageRow(db, slug)) throw conflict(trashMessages.pageAddressTaken(slug));
    await insertRow(db, 'pages', page);
    for (const revision of revisions) await insertRow(db, 'page_revisions', revision);
    await upsertTranslations(db, pageTranslations.entity, translations);
    return [];
  },
};
