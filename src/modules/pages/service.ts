// A page's writes: its content checked by the page's own schema, its new
// pictures stored, saved with a revision and its activity entry in one transaction.
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import { badRequest, conflict, issuesOf, notFound } from '../../http/errors';
import { RESERVED_SLUGS, SLUG_PATTERN, isPageSlug, schemaOf } from './catalogue';
import { pageKind, pageTranslations } from './entity';
import type { TranslationsInput } from '../translations/model';
import { saveRecordTranslations, type TranslationChange } from '../translations/store';
import { requireVersion, type BasedOn, type Versioned } from '../record-version';
import { deleteRecordTranslations, listTranslations, upsertTranslations } from '../translations/repo';
import { deleteToTrash } from '../trash/move';
import type { Queries } from '../../db/database';
import { pageMessages } from './model';
import { findPage } from './reads';
import { stagePictures } from './pictures';
import {
  findPageRow,
  findRevision,
  insertPageRow,
  insertRevision,
  savePageRow,
  type RevisionTranslation,
} from './repo';
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
  (await listTranslations(db, pageTranslations.entity, { recordId: slug })).map(
    ({ record_id: _, ...translation }) => translation,
  );

/**
 * Puts back the translations a revision kept, in place of the page's:
 * each current again where its English is. Returns each text it changed.
 */
async function putBackTranslations(
  db: Queries,
  slug: string,
  translations: RevisionTranslation[],
): Promise<TranslationChange[]> {
  const textsBefore = new Map(
    (await translationsNow(db, slug)).map(({ language, path, text }) => [
      `${language} ${path}`,
      { language, path, text },
    ]),
  );
  await deleteRecordTranslations(db, pageTranslations.entity, slug);
  await upsertTranslations(
    db,
    pageTranslations.entity,
    translations.map((translation) => ({ ...translation, record_id: slug })),
  );
  const changes: TranslationChange[] = [];
  for (const { language, path, text } of translations) {
    const before = textsBefore.get(`${language} ${path}`)?.text ?? null;
    textsBefore.delete(`${language} ${path}`);
    if (before !== text) changes.push({ language, path, before, after: text });
  }
  for (const { language, path, text } of textsBefore.values())
    changes.push({ language, path, before: text, after: null });
  return changes;
}

/**
 * What a save does to the page's translations (saves those given with
 * it, or puts back a revision's), and the version it was based on.
 */
type Translating = { given?: TranslationsInput; putBack?: RevisionTranslation[]; basedOn?: BasedOn };

/** A page as the version check reads it: a shipped page never saved has no version yet. */
const savedPages: Versioned = { entity: 'pages', key: 'slug', find: findPage };

export function pageService(ctx: AppContext) {
  const { db, blobs, activity } = ctx;

  /** The content as its page's schema reads it, its new pictures staged and named by their addresses. */
  const prepared = (slug: string, content: unknown) => stagePictures(ctx, schemaOf(slug), checked(slug, content));

  async function saveWith(
    admin: SignedIn,
    slug: string,
    content: unknown,
    { given, putBack, basedOn = null }: Translating,
  ) {
    if (!isPageSlug(slug) && !(await findPageRow(db, slug))) throw notFound(pageMessages.notFound);
    const { content: output, staged } = await prepared(slug, content);
    return blobs.write(staged, async (tx) => {
      await requireVersion(tx, basedOn, savedPages, slug);
      const before = await activity.readBefore(tx, pageKind, slug);
      const at = await savePageRow(tx, slug, output, admin.username);
      const page = (await findPage(tx, slug))!;
      const translations = putBack
        ? await putBackTranslations(tx, slug, putBack)
        : await saveRecordTranslations(tx, pageTranslations, page, given);
      await insertRevision(tx, slug, output, await translationsNow(tx, slug), at, admin.username);
      await activity.recordChange(tx, admin, {
        kind: pageKind,
        action: 'update',
        before,
        after: await pageKind.find(tx, slug),
        translations,
      });
      return page;
    });
  }

  return {
    save: (
      admin: SignedIn,
      slug: string,
      content: unknown,
      translations?: TranslationsInput,
      basedOn: BasedOn = null,
    ) => saveWith(admin, slug, content, { given: translations, basedOn }),

    /** A page of the office's own, served at /pages/{slug}. */
    async create(admin: SignedIn, slug: string, content: unknown, translations?: TranslationsInput) {
      if (!SLUG_PATTERN.test(slug))
        throw badRequest(pageMessages.badSlug, [{ path: 'slug', message: pageMessages.badSlug }]);
      if (isPageSlug(slug) || RESERVED_SLUGS.has(slug)) throw conflict(pageMessages.slugTaken);
      const { content: output, staged } = await prepared(slug, content);
      return blobs.write(staged, async (tx) => {
        const at = await insertPageRow(tx, slug, output, admin.username);
        if (!at) throw conflict(pageMessages.slugTaken);
        const page = (await findPage(tx, slug))!;
        const translated = await saveRecordTranslations(tx, pageTranslations, page, translations);
        await insertRevision(tx, slug, output, await translationsNow(tx, slug), at, admin.username);
        await activity.recordChange(tx, admin, {
          kind: pageKind,
          action: 'create',
          before: null,
          after: await pageKind.find(tx, slug),
          translations: translated,
        });
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
