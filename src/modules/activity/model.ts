import * as v from 'valibot';
import { NUL_IN_TEXT } from '../../http/fields';

export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'purge',
  'import',
  'sign-in',
  'failed sign-in',
  'sign-out',
  'backup',
  'download',
  'send',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** One field of a change: its value before and after (a picture or file by name and size, never its bytes). */
export const FieldChange = v.object({ field: v.string(), before: v.unknown(), after: v.unknown() });
export type FieldChange = v.InferOutput<typeof FieldChange>;

export const ActivityEntry = v.object({
  _id: v.string(),
  at: v.string(),
  /** The account's username then (or the name tried, for a failed sign-in). */
  actor: v.string(),
  actorId: v.nullable(v.string()),
  address: v.string(),
  action: v.picklist(ACTIVITY_ACTIONS),
  entity: v.string(),
  entityId: v.nullable(v.string()),
  name: v.string(),
  changes: v.array(FieldChange),
});
export type ActivityEntry = v.InferOutput<typeof ActivityEntry>;

/** A page of entries, newest first; `next` is the `before` of the page after it, null on the last. */
export const ActivityPage = v.object({ entries: v.array(ActivityEntry), next: v.nullable(v.string()) });

/** A filter's text; never the NUL character, which PostgreSQL cannot compare. */
const filterText = (max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(max),
      v.check((text) => !text.includes('\0'), NUL_IN_TEXT),
    ),
  );

const date = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.maxLength(40),
      v.check((s) => !Number.isNaN(Date.parse(s)), `${label} is not a valid date`),
    ),
  );

const LIMIT_INVALID = 'Limit must be a number from 1 to 200';

/** The Activity panel's filters and its page: `before` is the last entry's cursor of the page before. */
export const ActivityQuery = v.object({
  actor: filterText(100),
  entity: filterText(40),
  action: v.optional(v.picklist(ACTIVITY_ACTIONS, 'Unknown action')),
  from: date('From'),
  to: date('To'),
  before: filterText(100),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, LIMIT_INVALID),
      v.transform(Number),
      v.minValue(1, LIMIT_INVALID),
      v.maxValue(200, LIMIT_INVALID),
    ),
  ),
});
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>;
