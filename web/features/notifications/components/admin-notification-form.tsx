import { useId } from 'react';
import {
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_PRIORITIES,
  NotificationInput,
  type Notification,
  type NotificationAudience,
  type NotificationPriority,
} from '@contract/modules/notifications/model';
import { fromInstituteDateTimeInputValue, toInstituteDateTimeInputValue } from '../../../lib/format';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { Checkbox, FormField } from '../../../components/admin/form-field';
import { RecordDialog } from '../../../components/admin/record-dialog';
import { useRecordForm } from '../../../components/admin/use-entity-form';
import { Options } from '../../../components/admin/select';
import { PublishAtField, publishAtInputValue, publishAtPayload } from '../../../components/admin/schedule';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { notificationWrites } from '../admin-api';
import { priorityLabels } from '../texts';
import { adminNotificationTexts as texts, audienceLabels } from '../admin-texts';

type Values = {
  title: string;
  message: string;
  priority: NotificationPriority | '';
  targetAudience: NotificationAudience[];
  isActive: boolean;
  expiresAt: string;
  url: string;
  publishAt: string;
  pinned: boolean;
  keepOutOfArchive: boolean;
};
type Field = 'title' | 'message' | 'priority' | 'url' | 'publishAt';

const initialValues = (notification: Notification | null): Values => ({
  title: notification?.title ?? '',
  message: notification?.message ?? '',
  priority: notification?.priority ?? 'medium',
  targetAudience: notification?.targetAudience ?? ['all'],
  isActive: notification?.isActive ?? true,
  expiresAt: toInstituteDateTimeInputValue(notification?.expiresAt),
  url: notification?.url ?? '',
  publishAt: publishAtInputValue(notification?.publishAt),
  pinned: notification?.pinned ?? false,
  keepOutOfArchive: notification?.keepOutOfArchive ?? false,
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

const payloadOf = (values: Values): NotificationInput => ({
  title: values.title.trim(),
  message: values.message.trim(),
  priority: values.priority as NotificationPriority,
  targetAudience: values.targetAudience,
  isActive: values.isActive,
  expiresAt: values.expiresAt ? fromInstituteDateTimeInputValue(values.expiresAt) || null : null,
  url: values.url.trim() || null,
  publishAt: publishAtPayload(values.publishAt),
  pinned: values.pinned,
  keepOutOfArchive: values.keepOutOfArchive,
});

const rules = fieldRules(NotificationInput);

const validate = (values: Values) =>
  fieldErrors<Field>(NotificationInput, payloadOf(values), {
    title: true,
    message: true,
    priority: texts.required.priority,
    url: texts.invalidUrl,
    publishAt: true,
  });

/** The Add/Edit Notification modal; `notification` null means add. Closes itself after a successful save. */
export function AdminNotificationForm({
  notification,
  onClose,
}: {
  notification: Notification | null;
  onClose: () => void;
}) {
  const { values, set, bind, errors, saving, submit, dirty, hindi, changedMeanwhile } = useRecordForm({
    record: notification,
    initialValues,
    validate,
    payloadOf,
    writes: notificationWrites,
    texts,
    onSaved: onClose,
    translated: 'notifications',
  });
  const id = useId();

  return (
    <RecordDialog
      texts={texts}
      editing={!!notification}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      dirty={dirty}
      changedMeanwhile={changedMeanwhile}
    >
      <FormField id={`${id}-title`} label={texts.fields.title} rule={rules.title} error={errors.title} full>
        {(control) => <input {...control} {...bind('title')} />}
      </FormField>
      <FormField id={`${id}-message`} label={texts.fields.message} rule={rules.message} error={errors.message} full>
        {(control) => <textarea {...control} {...bind('message')} rows={4} />}
      </FormField>
      <FormField id={`${id}-priority`} label={texts.fields.priority} required error={errors.priority}>
        {(control) => (
          <select {...control} {...bind('priority')}>
            <Options
              blank={texts.choosePriority}
              items={NOTIFICATION_PRIORITIES}
              label={(priority) => priorityLabels[priority]}
            />
          </select>
        )}
      </FormField>
      <FormField id={`${id}-expires`} label={texts.fields.expiresAt} hint={texts.expiresHint}>
        {(control) => <input {...control} {...bind('expiresAt')} type="datetime-local" />}
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
      <FormField id={`${id}-url`} label={texts.fields.url} rule={rules.url} error={errors.url} full>
        {(control) => (
          <input {...control} {...bind('url')} type="url" inputMode="url" placeholder={texts.urlPlaceholder} />
        )}
      </FormField>
      <PublishAtField
        id={`${id}-publish-at`}
        value={values.publishAt}
        onChange={(value) => set('publishAt', value)}
        error={errors.publishAt}
      />
      <Checkbox
        label={texts.fields.isActive}
        checked={values.isActive}
        onChange={(checked) => set('isActive', checked)}
        full
      />
      <Checkbox
        label={texts.fields.pinned}
        checked={values.pinned}
        onChange={(checked) => set('pinned', checked)}
        full
      />
      <Checkbox
        label={texts.fields.keepOutOfArchive}
        checked={values.keepOutOfArchive}
        onChange={(checked) => set('keepOutOfArchive', checked)}
        full
      />
      <TranslationFields
        draft={hindi}
        schema={NotificationInput}
        fields={[
          { path: 'title', label: texts.fields.title, english: values.title },
          { path: 'message', label: texts.fields.message, english: values.message, long: true },
        ]}
      />
    </RecordDialog>
  );
}
