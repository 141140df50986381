import type { AppContext } from '../context';
import { notFound } from '../http/errors';

/**
 * One record from the read cache under `key`, as the API and the
 * rendered pages share it; a 404 saying `missing` when there is none.
 */
export const readOne = <T>(
  { responses }: AppContext,
  key: string,
  find: () => Promise<T | null | undefined>,
  missing: string,
) =>
  responses.read<T>(key, async () => {
    const record = await find();
    if (!record) throw notFound(missing);
    return { value: record };
  });
