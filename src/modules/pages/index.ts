import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { adminAuth } from '../../auth/guard';
import { notFound } from '../../http/errors';
import * as v from 'valibot';
import { ChangedSince, Message, NotModified, Written, document, responds } from '../../http/contract';
import { basedOnOf } from '../record-version';
import { imageQuery, langQuery } from '../../http/fields';
import { sendImage } from '../../storage/image-response';
import { pagePictureAddress } from '../../storage/referenced-blobs';
import {
  NewPageBody,
  Page,
  PageBody,
  PageRevision,
  PageSummary,
  PictureParam,
  RevisionParam,
  SlugParam,
  pageMessages,
} from './model';
import { pictureInUse } from './pictures';
import { listConsolePages, readConsolePage, readPage, readVisitorPages, visitorSummaries } from './reads';
import { findPageRow, listRevisions } from './repo';
import { isPageSlug } from './catalogue';
import { pageService } from './service';
import { pageTranslations } from './entity';
import { inLanguage } from '../translations/reads';
import { translatedLanguageOf } from '../../languages';

/** The office's pages: anyone reads them, owners and editors change them, every save a revision. */
export function pageRoutes(ctx: AppContext) {
  const { db, blobs, responses } = ctx;
  const pages = pageService(ctx);

  return new Elysia({ prefix: '/api/pages' })
    .use(adminAuth(ctx))
    .get(
      '/',
      async ({ isAdmin, query }) => {
        if (isAdmin) return listConsolePages(db);
        const language = translatedLanguageOf(query.lang);
        return visitorSummaries(
          (await inLanguage(ctx, pageTranslations, readVisitorPages(ctx), language)).value,
          language !== null,
        );
      },
      {
        viewer: true,
        query: langQuery,
        detail: responds(
          'Every page the office edits, with who saved it for an admin',
          { 200: v.array(PageSummary) },
          langQuery,
        ),
      },
    )
    .post(
      '/',
      async ({ body, admin }) => ({
        message: pageMessages.created,
        data: await pages.create(admin, body.slug, body.content, body.translations),
      }),
      {
        may: 'pages.update',
        body: NewPageBody,
        detail: responds("Add a page of the office's own, served at /pages/{slug}", { 200: Written(Page) }),
      },
    )
    .get(
      '/pictures/:name',
      async ({ params, query, request, set }) => {
        const key = `images/${params.name}`;
        const stored = await responses.remember(`page picture ${params.name}`, async () =>
          (await blobs.size(db, key)) > 0 && (await pictureInUse(db, pagePictureAddress(key)))
            ? { image: key, image_hash: params.name.split('.')[0] }
            : null,
        );
        if (!stored) throw notFound(pageMessages.pictureNotFound);
        // The bytes under an address never change (a new picture gets a new one): always cached for good.
        return sendImage(blobs, stored, { request, query: { w: query.w, v: stored.image_hash }, set });
      },
      {
        params: PictureParam,
        query: imageQuery,
        detail: responds("A picture of a page's content, or a resized variant with ?w=", {
          200: document('image/*', 'The picture (WebP, JPEG, PNG or GIF)'),
          304: NotModified,
        }),
      },
    )
    .get(
      '/:slug',
      async ({ params, request, set, query, isAdmin }) =>
        responses.send(
          { request, set },
          isAdmin
            ? readConsolePage(ctx, params.slug)
            : inLanguage(ctx, pageTranslations, readPage(ctx, params.slug), translatedLanguageOf(query.lang)),
          { admin: isAdmin, varyOnAuthorization: true },
        ),
      {
        viewer: true,
        params: SlugParam,
        detail: responds(
          'One page: its content as visitors see it, with who saved it for an admin',
          { 200: Page, 304: NotModified },
          langQuery,
        ),
      },
    )
    .put(
      '/:slug',
      async ({ params, body, admin, request }) => ({
        message: pageMessages.saved,
        data: await pages.save(admin, params.slug, body.content, body.translations, basedOnOf(request.headers)),
      }),
      {
        may: 'pages.update',
        params: SlugParam,
        body: PageBody,
        detail: responds("Save a page's content, checked by its own schema; kept as a revision", {
          200: Written(Page),
          412: ChangedSince,
        }),
      },
    )
    .delete(
      '/:slug',
      async ({ params, admin }) => {
        await pages.remove(admin, params.slug);
        return { message: pageMessages.deleted };
      },
      {
        may: 'pages.update',
        params: SlugParam,
        detail: responds('Delete a page the office added, for good (shipped pages stay)', {
          200: Message,
          409: Message,
        }),
      },
    )
    .get(
      '/:slug/revisions',
      async ({ params }) => {
        if (!isPageSlug(params.slug) && !(await findPageRow(db, params.slug))) throw notFound(pageMessages.notFound);
        return listRevisions(db, params.slug);
      },
      {
        may: 'pages.update',
        params: SlugParam,
        detail: responds("A page's revisions, newest first", { 200: v.array(PageRevision) }),
      },
    )
    .post(
      '/:slug/revisions/:id/restore',
      async ({ params, admin }) => ({
        message: pageMessages.restored,
        data: await pages.restore(admin, params.slug, params.id),
      }),
      {
        may: 'pages.update',
        params: RevisionParam,
        detail: responds('Put a revision back, itself a new revision', { 200: Written(Page) }),
      },
    );
}
