import type { AppContext } from '../../context';
import { notFound } from '../../http/errors';
import { hostelErrors } from './model';
import * as repo from './repo';

/** Every hostel, as the API returns it and the public pages show it. */
export const readHostels = ({ db, responses }: AppContext) => responses.read('hostels', async () => ({ value: await repo.listHostels(db) }));

/** One hostel; a 404 when there is none. */
export const readHostel = ({ db, responses }: AppContext, id: string) =>
  responses.read(`hostel ${id}`, async () => {
    const hostel = await repo.findHostel(db, id);
    if (!hostel) throw notFound(hostelErrors.notFound);
    return { value: hostel };
  });
