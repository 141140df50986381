import { useId, useState, type FormEvent } from 'react';
import { addDays } from 'date-fns';
import { EVENT_CATEGORIES, type Event, type EventCategory } from '@contract/modules/events/model';
import { Modal } from '../../../components/modal';
import { fallbackImages } from '../../../lib/fallback-images';
import { toDateInputValue, toEventDateInputValue } from '../../../lib/format';
import { withToasts } from '../../../lib/toast';
import { FormField } from '../../../components/admin/form-field';
import { ImagePicker } from '../../../components/admin/image-picker';
import { sharedTexts } from '../../../components/admin/texts';
import { createEvent, updateEvent, type EventPayload } from '../api';
import { eventCategoryLabels, eventTexts } from '../texts';

type Values = {
  title: string;
  description: string;
  date: string;
  time: string;
  location: string;
  category: EventCategory | '';
  image: string | null;
  isActive: boolean;
};
type Errors = Partial<Record<'title' | 'description' | 'date' | 'category', string>>;

const initialValues = (event: Event | null): Values => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: toEventDateInputValue(event?.date),
  time: event?.time ?? '',
  location: event?.location ?? '',
  category: event?.category ?? 'other',
  image: event?.image ?? null,
  isActive: event?.isActive ?? true,
});

function validate(values: Values): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = eventTexts.required.title;
  if (!values.description.trim()) errors.description = eventTexts.required.description;
  if (!values.date) errors.date = eventTexts.required.date;
  if (!values.category) errors.category = eventTexts.required.category;
  return errors;
}

const quickDates = [
  { label: eventTexts.today, days: 0 },
  { label: eventTexts.tomorrow, days: 1 },
  { label: eventTexts.nextWeek, days: 7 },
];

/** The Add/Edit Event modal; `event` null means add. Closes itself after a successful save. */
export function AdminEventForm({ event, onClose }: { event: Event | null; onClose: () => void }) {
  const [values, setValues] = useState(() => initialValues(event));
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = useId();

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }

  async function submit(submitEvent: FormEvent<HTMLFormElement>) {
    submitEvent.preventDefault();
    const found = validate(values);
    setErrors(found);
    const firstInvalid = Object.keys(found)[0];
    if (firstInvalid) {
      submitEvent.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const payload: EventPayload = {
      title: values.title.trim(),
      description: values.description.trim(),
      date: values.date,
      time: values.time.trim(),
      location: values.location.trim(),
      category: values.category as EventCategory,
      image: values.image,
      isActive: values.isActive,
    };
    setSaving(true);
    const saved = event
      ? await withToasts({ progress: eventTexts.updating, success: eventTexts.updated, failure: eventTexts.updateFailed }, () =>
          updateEvent(event._id, payload),
        )
      : await withToasts({ progress: eventTexts.adding, success: eventTexts.added, failure: eventTexts.addFailed }, () =>
          createEvent(payload),
        );
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Modal title={event ? eventTexts.editTitle : eventTexts.addTitle} onClose={onClose} size="wide">
      <form className="form-grid" onSubmit={submit} noValidate>
        <FormField id={`${id}-title`} label={eventTexts.fields.title} required error={errors.title} full>
          {(control) => <input {...control} name="title" value={values.title} onChange={(e) => set('title', e.target.value)} maxLength={200} />}
        </FormField>
        <FormField id={`${id}-description`} label={eventTexts.fields.description} required error={errors.description} full>
          {(control) => (
            <textarea
              {...control}
              name="description"
              value={values.description}
              onChange={(e) => set('description', e.target.value)}
              maxLength={5000}
              rows={4}
            />
          )}
        </FormField>
        <FormField id={`${id}-date`} label={eventTexts.fields.date} required error={errors.date}>
          {(control) => (
            <>
              <input {...control} name="date" type="date" value={values.date} onChange={(e) => set('date', e.target.value)} />
              <div className="admin-quick-dates" role="group" aria-label={eventTexts.quickDates}>
                {quickDates.map(({ label, days }) => (
                  <button
                    key={label}
                    type="button"
                    className="button button-ghost button-small"
                    onClick={() => set('date', toDateInputValue(addDays(new Date(), days)))}
                  >
                    {label}
                  </button>
                ))}
              </div>
            </>
          )}
        </FormField>
        <FormField id={`${id}-time`} label={eventTexts.fields.time}>
          {(control) => (
            <input
              {...control}
              name="time"
              value={values.time}
              onChange={(e) => set('time', e.target.value)}
              placeholder={eventTexts.placeholders.time}
              maxLength={50}
            />
          )}
        </FormField>
        <FormField id={`${id}-location`} label={eventTexts.fields.location}>
          {(control) => (
            <input
              {...control}
              name="location"
              value={values.location}
              onChange={(e) => set('location', e.target.value)}
              placeholder={eventTexts.placeholders.location}
              maxLength={200}
            />
          )}
        </FormField>
        <FormField id={`${id}-category`} label={eventTexts.fields.category} required error={errors.category}>
          {(control) => (
            <select {...control} name="category" value={values.category} onChange={(e) => set('category', e.target.value as EventCategory | '')}>
              <option value="">{eventTexts.chooseCategory}</option>
              {EVENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {eventCategoryLabels[category]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <div className="full">
          <ImagePicker label={eventTexts.fields.image} value={values.image} onChange={(image) => set('image', image)} fallback={fallbackImages.event} />
          <p className="field-hint">{eventTexts.imageHint}</p>
        </div>
        <label className="checkbox full">
          <input type="checkbox" checked={values.isActive} onChange={(e) => set('isActive', e.target.checked)} />
          {eventTexts.fields.isActive}
        </label>
        <div className="form-actions full">
          <button type="button" className="button button-ghost" onClick={onClose} disabled={saving}>
            {sharedTexts.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={saving}>
            {event ? eventTexts.submitEdit : eventTexts.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  );
}
