import type { AppContext } from '../../context';
import { readOne } from '../read-one';
import { hostelErrors } from './model';
import * as repo from './repo';

/** Every hostel, as the API returns it and the public pages show it. */
export const readHostels = ({ db, responses }: AppContext) =>
  responses.read('hostels', async () => ({ value: await repo.listHostels(db) }));

/** One hostel; a 404 when there is none. */
export const readHostel = (ctx: AppContext, id: string) =>
  readOne(ctx, `hostel ${id}`, () => repo.findHostel(ctx.db, id), hostelErrors.notFound);
