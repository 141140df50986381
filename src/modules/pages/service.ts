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
import { deleteRecordTranslations } from '../translations/repo';
import { pageMessages } from './model';
import { findPage } from './reads';
import { stagePictures } from './pictures';
import { deletePageRow, findPageRow, findRevision, insertPageRow, savePageRow } from './repo';

/** The content as its page's schema reads it; a 400 with each field's problem otherwise. */
function checked(slug: string, content: unknown) {
  const schema = schemaOf(slug);
  const result = v.safeParse(schema, content);
  if (!result.success) throw badRequest(pageMessages.invalid, issuesOf(schema, content));
  return result.output;
}

export function pageService(ctx: AppContext) {
  const { db, blobs, activity } = ctx;

  /** The content as its page's schema reads it, its new pictures staged and named by their addresses. */
  const prepared = (slug: string, content: unknown) => stagePictures(ctx, schemaOf(slug), checked(slug, content));

  async function save(admin: SignedIn, slug: string, content: unknown, translations?: TranslationsInput) {
    if (!isPageSlug(slug) && !(await findPageRow(db, slug))) throw notFound(pageMessages.notFound);
    const { content: output, staged } = await prepared(slug, content);
    return blobs.write(staged, async (tx) => {
      const before = await activity.readBefore(tx, pageKind, slug);
      await savePageRow(tx, slug, output, admin.username);
      const page = (await findPage(tx, slug))!;
      await saveRecordTranslations(tx, pageTranslations, page, translations);
      await activity.recordChange(tx, admin, { kind: pageKind, action: 'update', before, after: await pageKind.find(tx, slug) });
      return page;
    });
  }

  return {
    save,

    /** A page of the office's own, served at /pages/{slug}. */
    async create(admin: SignedIn, slug: string, content: unknown, translations?: TranslationsInput) {
      if (!SLUG_PATTERN.test(slug)) throw badRequest(pageMessages.badSlug, [{ path: 'slug', message: pageMessages.badSlug }]);
      if (isPageSlug(slug) || RESERVED_SLUGS.has(slug)) throw conflict(pageMessages.slugTaken);
      const { content: output, staged } = await prepared(slug, content);
      return blobs.write(staged, async (tx) => {
        if (!(await insertPageRow(tx, slug, output, admin.username))) throw conflict(pageMessages.slugTaken);
        const page = (await findPage(tx, slug))!;
        await saveRecordTranslations(tx, pageTranslations, page, translations);
        await activity.recordChange(tx, admin, { kind: pageKind, action: 'create', before: null, after: await pageKind.find(tx, slug) });
        return page;
      });
    },

    /** A page the office added, with its revisions, gone for good (the console confirms first); shipped pages stay. */
    async remove(admin: SignedIn, slug: string) {
      if (isPageSlug(slug)) throw conflict(pageMessages.shipped);
      return db.write(async (tx) => {
        if (!(await findPageRow(tx, slug))) throw notFound(pageMessages.notFound);
        const before = await activity.readBefore(tx, pageKind, slug);
        await deletePageRow(tx, slug);
        await deleteRecordTranslations(tx, pageTranslations.entity, slug);
        await activity.recordChange(tx, admin, { kind: pageKind, action: 'delete', before, after: null });
      });
    },

    /** Puts a revision's content back, itself a new revision. */
    async restore(admin: SignedIn, slug: string, revisionId: string) {
      const revision = await findRevision(db, slug, revisionId);
      if (!revision) throw notFound(pageMessages.revisionNotFound);
      return save(admin, slug, revision.content);
    },
  };
}
