import { Elysia } from 'elysia';
import type { AppContext } from '../../context';
import { write, type Db } from '../../db/database';
import { adminAuth } from '../../auth/guard';
import { idParam, imageQuery } from '../../http/fields';
import { badRequest, notFound, type FieldError } from '../../http/errors';
import { answerImage } from '../../storage/image-answer';
import { commitWithImage, storeImageInput } from '../../storage/image-input';
import { HostelInput, hostelMessages } from './model';
import * as repo from './repo';
import { ListCache } from '../list-cache';

/** Checked inside the write, so a person cannot vanish between the check and the commit. */
function requireStaff(db: Db, input: HostelInput) {
  const errors: FieldError[] = [];
  if (!repo.personExists(db, input.warden)) errors.push({ path: 'warden', message: hostelMessages.wardenMissing });
  if (!repo.personExists(db, input.supervisor)) errors.push({ path: 'supervisor', message: hostelMessages.supervisorMissing });
  if (errors.length) throw badRequest(errors[0].message, errors);
}

export function hostelRoutes(ctx: AppContext) {
  const { db, blobs, config } = ctx;
  const lists = new ListCache(db);

  return new Elysia({ prefix: '/api/hostels' })
    .use(adminAuth(ctx))
    .get('/', ({ request, set }) => lists.respond({ request, set }, 'all', () => ({ value: repo.listHostels(db) })))
    .get(
      '/image/:id',
      ({ params, query, request, set }) =>
        answerImage(blobs, lists.remember(`image ${params.id}`, () => repo.findHostelImage(db, params.id)), { request, query, set }),
      { params: idParam, query: imageQuery },
    )
    .get(
      '/:id',
      ({ params, request, set }) =>
        lists.respond({ request, set }, `hostel ${params.id}`, () => {
          const hostel = repo.findHostel(db, params.id);
          if (!hostel) throw notFound(hostelMessages.notFound);
          return { value: hostel };
        }),
      { params: idParam },
    )
    .post(
      '/',
      async ({ body }) => {
        const change = await storeImageInput(blobs, body.image, config.uploadLimitBytes);
        const hostel = commitWithImage(blobs, change, null, (image) =>
          write(db, () => {
            requireStaff(db, body);
            return repo.insertHostel(db, body, image);
          }),
        );
        return { message: hostelMessages.added, data: hostel };
      },
      { admin: true, body: HostelInput },
    )
    .put(
      '/:id',
      async ({ params, body }) => {
        const previous = repo.findHostelImage(db, params.id);
        if (!previous) throw notFound(hostelMessages.notFound);
        const change = await storeImageInput(blobs, body.image, config.uploadLimitBytes);
        const hostel = commitWithImage(blobs, change, previous.image, (image) =>
          write(db, () => {
            requireStaff(db, body);
            const saved = repo.updateHostel(db, params.id, body, image);
            if (!saved) throw notFound(hostelMessages.notFound);
            return saved;
          }),
        );
        return { message: hostelMessages.updated, data: hostel };
      },
      { admin: true, params: idParam, body: HostelInput },
    )
    .delete(
      '/:id',
      ({ params }) => {
        const previous = repo.findHostelImage(db, params.id);
        if (!previous || !write(db, () => repo.deleteHostel(db, params.id))) throw notFound(hostelMessages.notFound);
        blobs.remove(previous.image);
        return { message: hostelMessages.deleted, data: { _id: params.id } };
      },
      { admin: true, params: idParam },
    );
}
