// A page's writes: its content checked by the page's own schema, its new
// pictures stored, saved with a revision and its activity entry in one transaction.
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import { badRequest, conflict, issuesOf, notFound } from '../../http/errors';
import { RESERVED_SLUGS, SLUG_PATTERN, isPageSlug, schemaOf } from './catalogue';
import { pageKind, pageTranslations } from './entity';
import type { TranslationsInput } from '../translations/model';
import { saveRecordTranslations } from '../translations/store';
import { deleteRecordTranslations, listTranslations, upsertTranslations } from '../translations/repo';
import { deleteToTrash } from '../trash/move';
import type { Queries } from '../../db/database';
import { pageMessages } from './model';
import { findPage } from './reads';
import { stagePictures } from './pictures';
import { findPageRow, findRevision, insertPageRow, insertRevision, savePageRow, type RevisionTranslation } from './repo';
import { pageTrash } from './trash';

/** The content as its page's schema reads it; a 400 with each field's problem otherwise. */
function checked(slug: string, content: unknown) {
  const schema = schemaOf(slug);
  const result = v.safeParse(schema, content);
  if (!result.success) throw badRequest(pageMessages.invalid, issuesOf(schema, content));
  return result.output;
}

/** The page's translations as they stand, for its revision. */
const translationsNow = async (db: Queries, slug: string): Promise<RevisionTranslation[]> =>
  (await listTranslations(db, pageTranslations.entity, { recordId: slug })).map(({ record_id: _, ...translation }) => translation);

/** Puts back the translations a revision kept, in place of the page's: each current again where its English is. */
async function putBackTranslations(db: Queries, slug: string, translations: RevisionTranslation[]) {
  await deleteRecordTranslations(db, pageTranslations.entity, slug);
  await upsertTranslations(db, pageTranslations.entity, translations.map((translation) => ({ ...translation, record_id: slug })));
}

/** What a save does to the page's translations: saves those given with it, or puts back a revision's. */
type Translating = { given?: TranslationsInput; putBack?: RevisionTranslation[] };

export function pageService(ctx: AppContext) {
  const { db, blobs, activity } = ctx;

  /** The content as its page's schema reads it, its new pictures staged and named by their addresses. */
  const prepared = (slug: string, content: unknown) => stagePictures(ctx, schemaOf(slug), checked(slug, content));

  async function saveWith(admin: SignedIn, slug: string, content: unknown, { given, putBack }: Translating) {
    if (!isPageSlug(slug) && !(await findPageRow(db, slug))) throw notFound(pageMessages.notFound);
    const { content: output, staged } = await prepared(slug, content);
    return blobs.write(staged, async (tx) => {
      const before = await activity.readBefore(tx, pageKind, slug);
      const at = await savePageRow(tx, slug, output, admin.username);
      const page = (await findPage(tx, slug))!;
      if (putBack) await putBackTranslations(tx, slug, putBack);
      else await saveRecordTranslations(tx, pageTranslations, page, given);
      await insertRevision(tx, slug, output, await translationsNow(tx, slug), at, admin.username);
      await activity.recordChange(tx, admin, { kind: pageKind, action: 'update', before, after: await pageKind.find(tx, slug) });
      return page;
    });
  }

  return {
    save: (admin: SignedIn, slug: string, content: unknown, translations?: TranslationsInput) => saveWith(admin, slug, content, { given: translations }),

    /** A page of the office's own, served at /pages/{slug}. */
    async create(admin: SignedIn, slug: string, content: unknown, translations?: TranslationsInput) {
      if (!SLUG_PATTERN.test(slug)) throw badRequest(pageMessages.badSlug, [{ path: 'slug', message: pageMessages.badSlug }]);
      if (isPageSlug(slug) || RESERVED_SLUGS.has(slug)) throw conflict(pageMessages.slugTaken);
      const { content: output, staged } = await prepared(slug, content);
      return blobs.write(staged, async (tx) => {
        const at = await insertPageRow(tx, slug, output, admin.username);
        if (!at) throw conflict(pageMessages.slugTaken);
        const page = (await findPage(tx, slug))!;
        await saveRecordTranslations(tx, pageTranslations, page, translations);
        await insertRevision(tx, slug, output, await translationsNow(tx, slug), at, admin.username);
        await activity.recordChange(tx, admin, { kind: pageKind, action: 'create', before: null, after: await pageKind.find(tx, slug) });
        return page;
      });
    },

    /** A page the office added goes to the trash with its revisions and translations; shipped pages stay. */
    async remove(admin: SignedIn, slug: string) {
      if (isPageSlug(slug)) throw conflict(pageMessages.shipped);
      await deleteToTrash(ctx, admin, { ...pageKind, trash: pageTrash }, slug, pageMessages.notFound);
    },

    /**
     * Puts a revision's content back, with the translations it kept (a revision made before
     * revisions kept them leaves today's as a save does), itself a new revision.
     */
    async restore(admin: SignedIn, slug: string, revisionId: string) {
      const revision = await findRevision(db, slug, revisionId);
      if (!revision) throw notFound(pageMessages.revisionNotFound);
      return saveWith(admin, slug, revision.content, { putBack: revision.translations ?? undefined });
    },
  };
}
