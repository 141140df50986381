// Scheduling in the console: the 'Publish at' field of the
// notification and event forms, and the 'Scheduled' badge of their cards.
// Times are the institute's (Asia/Kolkata), whatever the browser's zone.
import { ClockIcon } from '../icons';
import {
  formatInstituteDateTime,
  fromInstituteDateTimeInputValue,
  toInstituteDateTimeInputValue,
} from '../../lib/format';
import { FormField } from './form-field';
import { sharedTexts } from './texts';

/** A stored publish time as the field's value ('' for none). */
export const publishAtInputValue = (publishAt: string | null | undefined) => toInstituteDateTimeInputValue(publishAt);

/**
 * The field's value for the API: null when empty (at once), else ISO 8601 UTC.
 * A value that names no time goes as it is, so the contract refuses it
 * rather than publish at once.
 */
export const publishAtPayload = (value: string) => (value ? fromInstituteDateTimeInputValue(value) || value : null);

/** Whether the public side waits for `publishAt` still. */
export const isScheduled = (publishAt: string | null | undefined, now = new Date()) =>
  !!publishAt && Date.parse(publishAt) > now.getTime();

type PublishAtFieldProps = {
  id: string;
  /** The form's value, "yyyy-MM-dd'T'HH:mm" at the institute, or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
};

export function PublishAtField({ id, value, onChange, error }: PublishAtFieldProps) {
  return (
    <FormField id={id} label={sharedTexts.publishAt} hint={sharedTexts.publishAtHint} error={error}>
      {(control) => (
        <input
          {...control}
          name="publishAt"
          type="datetime-local"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** 'Scheduled · 24 Nov, 6:00 am' while the publish time is ahead; nothing once it has come. */
export function ScheduledBadge({ publishAt }: { publishAt: string | null | undefined }) {
  if (!isScheduled(publishAt)) return null;
  return (
    <span className="badge admin-scheduled-badge" title={sharedTexts.scheduledTitle}>
      <ClockIcon size={12} />
      {sharedTexts.scheduled(formatInstituteDateTime(publishAt))}
    </span>
  );
}
