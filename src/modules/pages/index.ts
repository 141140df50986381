import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { notFound } from '../../http/errors';
import { isPageSlug } from './catalogue';
import { PageBody, RevisionParam, SlugParam, pageMessages } from './model';
import { listPages, readPage } from './reads';
import { listRevisions } from './repo';
import { pageService } from './service';

/** The office's pages: anyone reads them, owners and editors change them, every save a revision. */
export function pageRoutes(ctx: AppContext) {
  const { db, lists } = ctx;
  const pages = pageService(ctx);

  return new Elysia({ prefix: '/api/pages' })
    .use(adminAuth(ctx))
    .get('/', () => listPages(db))
    .get('/:slug', async ({ params, request, set }) => lists.answer({ request, set }, readPage(ctx, params.slug)), { params: SlugParam })
    .put('/:slug', async ({ params, body, admin }) => ({ message: pageMessages.saved, data: await pages.save(admin, params.slug, body.content) }), {
      may: 'pages.update',
      params: SlugParam,
      body: PageBody,
    })
    .get(
      '/:slug/revisions',
      async ({ params }) => {
        if (!isPageSlug(params.slug)) throw notFound(pageMessages.notFound);
        return listRevisions(db, params.slug);
      },
      { may: 'pages.update', params: SlugParam },
    )
    .post(
      '/:slug/revisions/:id/restore',
      async ({ params, admin }) => ({ message: pageMessages.restored, data: await pages.restore(admin, params.slug, params.id) }),
      { may: 'pages.update', params: RevisionParam },
    );
}
