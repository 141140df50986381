// A page's writes: its content checked by the page's own schema, saved with
// a revision and its activity entry in one transaction.
import * as v from 'valibot';
import type { AppContext } from '../../context';
import type { SignedIn } from '../../auth/guard';
import { badRequest, issuesOf, notFound } from '../../http/errors';
import { PAGE_CATALOGUE, isPageSlug } from './catalogue';
import { pageKind } from './entity';
import { pageMessages } from './model';
import { findPage } from './reads';
import { findRevision, savePageRow } from './repo';

export function pageService({ db, activity }: AppContext) {
  async function save(admin: SignedIn, slug: string, content: unknown) {
    if (!isPageSlug(slug)) throw notFound(pageMessages.notFound);
    const checked = v.safeParse(PAGE_CATALOGUE[slug].schema, content);
    if (!checked.success) throw badRequest(pageMessages.invalid, issuesOf(PAGE_CATALOGUE[slug].schema, content));
    return db.write(async (tx) => {
      const before = await activity.readBefore(tx, pageKind, slug);
      await savePageRow(tx, slug, checked.output, admin.username);
      await activity.recordChange(tx, admin, { kind: pageKind, action: 'update', before, after: await pageKind.find(tx, slug) });
      return (await findPage(tx, slug))!;
    });
  }

  return {
    save,

    /** Puts a revision's content back, itself a new revision. */
    async restore(admin: SignedIn, slug: string, revisionId: string) {
      const revision = await findRevision(db, slug, revisionId);
      if (!revision) throw notFound(pageMessages.revisionNotFound);
      return save(admin, slug, revision.content);
    },
  };
}
