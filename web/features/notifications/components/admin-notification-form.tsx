import { useId, useState, type FormEvent } from 'react';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_PRIORITIES,
  type Notification,
  type NotificationAudience,
  type NotificationInput,
  type NotificationPriority,
} from '@contract/modules/notifications/model';
import { Modal } from '../../../components/modal';
import { fromDateTimeInputValue, toDateTimeInputValue } from '../../../lib/format';
import { withToasts } from '../../../lib/toast';
import { FormField } from '../../../components/admin/form-field';
import { sharedTexts } from '../../../components/admin/texts';
import { createNotification, updateNotification } from '../api';
import { adminNotificationTexts as texts, audienceLabels, priorityLabels } from '../texts';

type Values = {
  title: string;
  message: string;
  priority: NotificationPriority | '';
  targetAudience: NotificationAudience[];
  isActive: boolean;
  expiresAt: string;
  url: string;
};
type Errors = Partial<Record<'title' | 'message' | 'priority' | 'url', string>>;

const initialValues = (notification: Notification | null): Values => ({
  title: notification?.title ?? '',
  message: notification?.message ?? '',
  priority: notification?.priority ?? 'medium',
  targetAudience: notification?.targetAudience ?? ['all'],
  isActive: notification?.isActive ?? true,
  expiresAt: toDateTimeInputValue(notification?.expiresAt),
  url: notification?.url ?? '',
});

/**
 * SPEC.md section 4: choosing 'all' leaves only 'all'; choosing another
 * audience while 'all' is chosen replaces it; otherwise the choice toggles.
 */
function chooseAudience(current: NotificationAudience[], value: NotificationAudience): NotificationAudience[] {
  if (value === 'all') return ['all'];
  if (current.includes('all')) return [value];
  return current.includes(value) ? current.filter((audience) => audience !== value) : [...current, value];
}

// The server stores http(s) links only; checking here keeps the form open with a message instead.
function isHttpUrl(value: string) {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = texts.required.title;
  if (!values.message.trim()) errors.message = texts.required.message;
  if (!values.priority) errors.priority = texts.required.priority;
  if (values.url.trim() && !isHttpUrl(values.url.trim())) errors.url = texts.invalidUrl;
  return errors;
}

/** The Add/Edit Notification modal; `notification` null means add. Closes itself after a successful save. */
export function AdminNotificationForm({ notification, onClose }: { notification: Notification | null; onClose: () => void }) {
  const [values, setValues] = useState(() => initialValues(notification));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const payload: NotificationInput = {
      title: values.title.trim(),
      message: values.message.trim(),
      priority: values.priority as NotificationPriority,
      targetAudience: values.targetAudience,
      isActive: values.isActive,
      expiresAt: values.expiresAt ? fromDateTimeInputValue(values.expiresAt) || null : null,
      url: values.url.trim() || null,
    };
    setSaving(true);
    const saved = notification
      ? await withToasts({ progress: texts.updating, success: texts.updated, failure: texts.updateFailed }, () =>
          updateNotification(notification._id, payload),
        )
      : await withToasts({ progress: texts.adding, success: texts.added, failure: texts.addFailed }, () => createNotification(payload));
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal title={notification ? texts.editTitle : texts.addTitle} onClose={onClose} size="wide">
      <form className="form-grid" onSubmit={submit} noValidate>
        <FormField id={`${id}-title`} label={texts.fields.title} required error={errors.title} full>
          {(control) => <input {...control} name="title" value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />}
        </FormField>
        <FormField id={`${id}-message`} label={texts.fields.message} required error={errors.message} full>
          {(control) => (
            <textarea {...control} name="message" value={values.message} onChange={(e) => set('message', e.target.value)} maxLength={5000} rows={4} />
          )}
        </FormField>
        <FormField id={`${id}-priority`} label={texts.fields.priority} required error={errors.priority}>
          {(control) => (
            <select
              {...control}
              name="priority"
              value={values.priority}
              onChange={(e) => set('priority', e.target.value as NotificationPriority | '')}
            >
              <option value="">{texts.choosePriority}</option>
              {NOTIFICATION_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {priorityLabels[priority]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-expires`} label={texts.fields.expiresAt} hint={texts.expiresHint}>
          {(control) => (
            <input {...control} name="expiresAt" type="datetime-local" value={values.expiresAt} onChange={(e) => set('expiresAt', e.target.value)} />
          )}
        </FormField>
        <fieldset className="full admin-audience-fieldset">
          <legend className="field-label">{texts.fields.audience}</legend>
          <div className="admin-audience-options">
            {NOTIFICATION_AUDIENCES.map((audience) => (
              <label key={audience} className="checkbox">
                <input
                  type="checkbox"
                  checked={values.targetAudience.includes(audience)}
                  onChange={() => set('targetAudience', chooseAudience(values.targetAudience, audience))}
                />
                {audienceLabels[audience]}
              </label>
            ))}
          </div>
        </fieldset>
        <FormField id={`${id}-url`} label={texts.fields.url} error={errors.url} full>
          {(control) => (
            <input
              {...control}
              name="url"
              type="url"
              inputMode="url"
              value={values.url}
              onChange={(e) => set('url', e.target.value)}
              placeholder={texts.urlPlaceholder}
              maxLength={2000}
            />
          )}
        </FormField>
        <label className="checkbox full">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          {texts.fields.isActive}
        </label>
        <div className="form-actions full">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={saving}>
            {sharedTexts.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {notification ? texts.submitEdit : texts.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  );
}
