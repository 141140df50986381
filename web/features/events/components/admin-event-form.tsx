import { useId } from 'react';
import { addDays } from 'date-fns';
import { instituteDay } from '@contract/institute';
import { EVENT_CATEGORIES, EventInput, type Event, type EventCategory } from '@contract/modules/events/model';
import { fallbackImages } from '../../../lib/fallback-images';
import { toEventDateInputValue } from '../../../lib/format';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { Checkbox, FormField } from '../../../components/admin/form-field';
import { PictureField } from '../../../components/admin/image-picker';
import { RecordDialog } from '../../../components/admin/record-dialog';
import { useRecordForm } from '../../../components/admin/use-entity-form';
import { Options } from '../../../components/admin/select';
import { PublishAtField, publishAtInputValue, publishAtPayload } from '../../../components/admin/schedule';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { eventWrites, type EventPayload } from '../admin-api';
import { eventCategoryLabels, eventTexts } from '../admin-texts';

type Values = {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: EventCategory | '';
  image: string | null;
  isActive: boolean;
  publishAt: string;
  keepOutOfArchive: boolean;
};
type Field = 'title' | 'description' | 'date' | 'category' | 'publishAt';

const initialValues = (event: Event | null): Values => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: toEventDateInputValue(event?.date),
  time: event?.time ?? '',
  location: event?.location ?? '',
  category: event?.category ?? 'other',
  image: event?.image ?? null,
  isActive: event?.isActive ?? true,
  publishAt: publishAtInputValue(event?.publishAt),
  keepOutOfArchive: event?.keepOutOfArchive ?? false,
});

const payloadOf = (values: Values): EventPayload => ({
  title: values.title.trim(),
  description: values.description.trim(),
  date: values.date,
  time: values.time.trim(),
  location: values.location.trim(),
  category: values.category as EventCategory,
  image: values.image,
  isActive: values.isActive,
  publishAt: publishAtPayload(values.publishAt),
  keepOutOfArchive: values.keepOutOfArchive,
});

const rules = fieldRules(EventInput);

const validate = (values: Values) =>
  fieldErrors<Field>(EventInput, payloadOf(values), {
    title: true,
    description: true,
    date: true,
    category: eventTexts.required.category,
    publishAt: true,
  });

// The institute's days, whatever zone the office computer is set to (a fresh machine is often on UTC).
const quickDates = [
  { label: eventTexts.today, days: 0 },
  { label: eventTexts.tomorrow, days: 1 },
  { label: eventTexts.nextWeek, days: 7 },
];

/** The Add/Edit Event modal; `event` null means add. Closes itself after a successful save. */
export function AdminEventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const { values, set, bind, errors, saving, submit, dirty, hindi, changedMeanwhile } = useRecordForm({
    record: event,
    initialValues,
    validate,
    payloadOf,
    writes: eventWrites,
    texts: eventTexts,
    onSaved: onClose,
    translated: 'events',
  });
  const id = useId();

  return (
    <RecordDialog
      texts={eventTexts}
      editing={!!event}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      dirty={dirty}
      changedMeanwhile={changedMeanwhile}
    >
      <FormField id={`${id}-title`} label={eventTexts.fields.title} rule={rules.title} error={errors.title} full>
        {(control) => <input {...control} {...bind('title')} />}
      </FormField>
      <FormField
        id={`${id}-description`}
        label={eventTexts.fields.description}
        rule={rules.description}
        error={errors.description}
        full
      >
        {(control) => <textarea {...control} {...bind('description')} rows={4} />}
      </FormField>
      <FormField id={`${id}-date`} label={eventTexts.fields.date} rule={rules.date} error={errors.date}>
        {(control) => (
          <>
            <input {...control} {...bind('date')} type="date" />
            <div className="admin-quick-dates" role="group" aria-label={eventTexts.quickDates}>
              {quickDates.map(({ label, days }) => (
                <button
                  key={label}
                  type="button"
                  className="button button-ghost button-small"
                  onClick={() => set('date', instituteDay(addDays(new Date(), days)))}
                >
                  {label}
                </button>
              ))}
            </div>
          </>
        )}
      </FormField>
      <FormField id={`${id}-time`} label={eventTexts.fields.time} rule={rules.time}>
        {(control) => <input {...control} {...bind('time')} placeholder={eventTexts.placeholders.time} />}
      </FormField>
      <FormField id={`${id}-location`} label={eventTexts.fields.location} rule={rules.location}>
        {(control) => <input {...control} {...bind('location')} placeholder={eventTexts.placeholders.location} />}
      </FormField>
      <FormField id={`${id}-category`} label={eventTexts.fields.category} required error={errors.category}>
        {(control) => (
          <select {...control} {...bind('category')}>
            <Options
              blank={eventTexts.chooseCategory}
              items={EVENT_CATEGORIES}
              label={(category) => eventCategoryLabels[category]}
            />
          </select>
        )}
      </FormField>
      <PictureField
        label={eventTexts.fields.image}
        value={values.image}
        onChange={(image) => set('image', image)}
        fallback={fallbackImages.event}
      >
        <p className="field-hint">{eventTexts.imageHint}</p>
      </PictureField>
      <PublishAtField
        id={`${id}-publish-at`}
        value={values.publishAt}
        onChange={(value) => set('publishAt', value)}
        error={errors.publishAt}
      />
      <Checkbox
        label={eventTexts.fields.isActive}
        checked={values.isActive}
        onChange={(checked) => set('isActive', checked)}
        full
      />
      <Checkbox
        label={eventTexts.fields.keepOutOfArchive}
        checked={values.keepOutOfArchive}
        onChange={(checked) => set('keepOutOfArchive', checked)}
        full
      />
      <TranslationFields
        draft={hindi}
        schema={EventInput}
        fields={[
          { path: 'title', label: eventTexts.fields.title, english: values.title },
          { path: 'description', label: eventTexts.fields.description, english: values.description, long: true },
          { path: 'location', label: eventTexts.fields.location, english: values.location },
        ]}
      />
    </RecordDialog>
  );
}
