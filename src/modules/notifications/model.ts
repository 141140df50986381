import * as v from 'valibot';
import { TranslationsInput } from '../translations/model';
import { flag, list, optionalHttpUrl, optionalIsoDate, requiredText } from '../../http/fields';
import { storedRecord } from '../stored-record';

export { notificationMessages } from './texts';

/** Texts only the server responds with; the web shows whatever message the server sends. */
export const notificationErrors = {
  notFound: 'Notification not found.',
  notAnnounceable:
    'Only a notice visitors can read now, active and urgent, for everyone or for students, is mailed to subscribers.',
  announced: (mails: number) => `Mailed again to ${mails} subscriber${mails === 1 ? '' : 's'}.`,
};

export const NOTIFICATION_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

export const NOTIFICATION_AUDIENCES = ['all', 'students', 'staff', 'wardens', 'supervisors'] as const;
export type NotificationAudience = (typeof NOTIFICATION_AUDIENCES)[number];

/** 'all' stands alone, an empty choice means everyone, and each audience counts once (SPEC.md section 4). */
export function normalizeAudience(audience: NotificationAudience[]): NotificationAudience[] {
  if (audience.length === 0 || audience.includes('all')) return ['all'];
  return NOTIFICATION_AUDIENCES.filter((value) => audience.includes(value));
}

export const NotificationInput = v.object({
  title: requiredText('Title', 200),
  message: requiredText('Message', 5000),
  priority: v.pipe(
    v.optional(
      v.nullable(v.picklist(NOTIFICATION_PRIORITIES, `Priority must be one of: ${NOTIFICATION_PRIORITIES.join(', ')}`)),
      'medium',
    ),
    v.transform((priority): NotificationPriority => priority ?? 'medium'),
  ),
  targetAudience: v.pipe(
    v.optional(
      list(
        'Target audience',
        v.picklist(NOTIFICATION_AUDIENCES, `Target audience must be drawn from: ${NOTIFICATION_AUDIENCES.join(', ')}`),
        20,
      ),
      [],
    ),
    v.transform(normalizeAudience),
  ),
  isActive: flag('isActive', true),
  expiresAt: optionalIsoDate('Expiry date'),
  url: v.pipe(
    optionalHttpUrl('URL'),
    v.transform((url) => url || null),
  ),
  /** Hidden from the public side until this time; null: shown at once. */
  publishAt: optionalIsoDate('Publish time'),
  /** Pinned notices come first on the home page. */
  pinned: flag('pinned', false),
  /** Not kept in the public archive once expired. */
  keepOutOfArchive: flag('keepOutOfArchive', false),
  translations: TranslationsInput,
});
export type NotificationInput = v.InferOutput<typeof NotificationInput>;

export const Notification = storedRecord({
  title: v.string(),
  message: v.string(),
  priority: v.picklist(NOTIFICATION_PRIORITIES),
  targetAudience: v.array(v.picklist(NOTIFICATION_AUDIENCES)),
  isActive: v.boolean(),
  expiresAt: v.nullable(v.string()),
  url: v.nullable(v.string()),
  publishAt: v.nullable(v.string()),
  pinned: v.boolean(),
  keepOutOfArchive: v.boolean(),
  /** The account that added it, in the console's reads only (null: before accounts). */
  createdBy: v.optional(v.nullable(v.string())),
});
export type Notification = v.InferOutput<typeof Notification>;
