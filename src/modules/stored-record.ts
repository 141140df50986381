// The fields every record the API returns has besides its own.
import * as v from 'valibot';

/** A record as the API returns it: its `_id`, its own fields, and when it was added and last changed. */
export const storedRecord = <T extends v.ObjectEntries>(fields: T) =>
  v.object({ _id: v.string(), ...fields, createdAt: v.string(), updatedAt: v.string() });
