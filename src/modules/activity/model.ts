import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';

export const ACTIVITY_ACTIONS = ['create', 'update', 'delete', 'restore', 'purge', 'import', 'sign-in', 'failed sign-in', 'backup', 'download'] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One field of a change: its value before and after (a picture or file by name and size, never its bytes). */
export type FieldChange = { field: string; before: unknown; after: unknown };

export type ActivityEntry = {
  _id: string;
  at: string;
  /** The account's username then (or the name tried, for a failed sign-in). */
  actor: string;
  actorId: string | null;
  address: string;
  action: ActivityAction;
  entity: string;
  entityId: string | null;
  name: string;
  changes: FieldChange[];
};

/** A filter's text; never the NUL character, which PostgreSQL cannot compare. */
const filterText = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max), v.check((text) => !text.includes('\0'), NUL_IN_TEXT)));

const date = (label: string) =>
  v.optional(v.pipe(v.string(), v.maxLength(40), v.check((s) => !Number.isNaN(Date.parse(s)), `${label} is not a valid date`)));

/** The Activity panel's filters and its page: `before` is the last entry's cursor of the page before. */
export const ActivityQuery = v.object({
  actor: filterText(100),
  entity: filterText(40),
  action: v.optional(v.picklist(ACTIVITY_ACTIONS, 'Unknown action')),
  from: date('From'),
  to: date('To'),
  before: filterText(100),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'Limit must be a number up to 200'), v.transform(Number), v.maxValue(200, 'Limit must be a number up to 200'))),
});
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>;
