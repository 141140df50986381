import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { FieldErrors } from '../../lib/field-errors';
import { withToasts, type WriteToasts } from '../../lib/toast';
import type { WriteHeaders } from '../../lib/api';
import { labelIn } from './changed-meanwhile';
import { useTranslationDraft, type TranslatedEntity } from './use-translations';
import { changedMeanwhileOf, useVersionCheck } from './use-version-check';

/** An add or an update's toasts (SPEC.md section 8), from an entity's texts. */
export const saveToasts = (
  texts: { adding: string; added: string; addFailed: string; updating: string; updated: string; updateFailed: string },
  editing: boolean,
): WriteToasts =>
  editing
    ? { progress: texts.updating, success: texts.updated, failure: texts.updateFailed }
    : { progress: texts.adding, success: texts.added, failure: texts.addFailed };

/** The fields a text input, textarea or select can hold. */
type TextField<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values] & string;

type EntityFormOptions<Values, Field extends string, Result> = {
  initialValues: () => Values;
  /** The errors by field; each field is the `name` of the control to focus. */
  validate: (values: Values) => FieldErrors<Field>;
  toasts: WriteToasts;
  save: (values: Values) => Promise<Result>;
  onSaved: (result: Result) => void;
  failureText?: (error: unknown, fallback: string) => string;
};

/** Whether a form's values are those it started from, a list or a picture compared by what it holds. */
const sameValues = <Values extends object>(values: Values, initial: Values) =>
  (Object.keys(initial) as (keyof Values)[]).every(
    (key) => Object.is(values[key], initial[key]) || JSON.stringify(values[key]) === JSON.stringify(initial[key]),
  );

/**
 * A console form's state: `set` changes a value and clears its field's error
 * (`bind` wires a control to it);
 * `submit` checks the values, focuses the first invalid field, or saves with
 * the toasts and hands the result to `onSaved`. A failed save keeps what was typed.
 * `dirty`: the values differ from those the form started from (or was last given by `replace`).
 */
export function useEntityForm<Values extends object, Field extends string, Result extends { message?: string }>(
  options: EntityFormOptions<Values, Field, Result>,
) {
  const [initial, setInitial] = useState(options.initialValues);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [saving, setSaving] = useState(false);

  function set<K extends keyof Values>(field: K, value: Values[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  }

  /** A text input's, textarea's or select's name, value and change handler; a select offers only its field's values. */
  const bind = <K extends TextField<Values>>(field: K) => ({
    name: field,
    value: values[field] as string,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      set(field, event.target.value as Values[K]),
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = options.validate(values);
    setErrors(found);
    const invalid = Object.keys(found).filter((field) => found[field as Field]);
    if (invalid.length) {
      const controls = Array.from(event.currentTarget.elements) as HTMLElement[];
      controls.find((control) => invalid.includes(control.getAttribute('name') ?? ''))?.focus();
      return;
    }
    setSaving(true);
    const result = await withToasts(options.toasts, () => options.save(values), options.failureText);
    setSaving(false);
    if (result) options.onSaved(result);
  }

  /** Puts these values in the form (a record read again), its errors cleared. */
  function replace(next: Values) {
    setInitial(next);
    setValues(next);
    setErrors({});
  }

  return { values, set, bind, errors, saving, submit, replace, dirty: !sameValues(values, initial) };
}

type RecordFormOptions<T, Values, Field extends string, Payload, Result> = {
  /** null adds a record. */
  record: T | null;
  initialValues: (record: T | null) => Values;
  validate: (values: Values) => FieldErrors<Field>;
  payloadOf: (values: Values) => Payload;
  writes: {
    create: (payload: Payload) => Promise<Result>;
    update: (id: string, payload: Payload, headers?: WriteHeaders) => Promise<Result>;
    reload: (id: string) => Promise<T | undefined>;
  };
  /** The entity's texts, for the add or update toasts; its field labels name what someone else changed. */
  texts: Parameters<typeof saveToasts>[0] & { fields?: Record<string, unknown> };
  onSaved: (result: Result) => void;
  /** The record's kind of translations: the form's हिन्दी part (`hindi`), sent with the save. */
  translated: TranslatedEntity;
};

/**
 * The Add/Edit dialog of an entity's records: the values start from
 * `record`, and a save adds or updates it, with the Hindi typed in its हिन्दी part.
 * An update says the version it was filled from; when someone else saved
 * the record since, `changedMeanwhile` is what ChangedMeanwhile shows.
 * `dirty` counts the Hindi typed too.
 */
export function useRecordForm<
  T extends { _id: string; updatedAt?: string },
  Values extends object,
  Field extends string,
  Payload,
  Result extends { message?: string },
>(options: RecordFormOptions<T, Values, Field, Payload, Result>) {
  const { record, writes } = options;
  const hindi = useTranslationDraft(options.translated, record?._id ?? null);
  const version = useVersionCheck(record, () => writes.reload(record!._id));
  const payloadOf = (values: Values) => ({ ...options.payloadOf(values), ...hindi.payload });
  const form = useEntityForm({
    initialValues: () => options.initialValues(record),
    validate: options.validate,
    toasts: saveToasts(options.texts, !!record),
    save: (values: Values) =>
      record
        ? version.save((headers) => writes.update(record._id, payloadOf(values), headers))
        : writes.create(payloadOf(values)),
    onSaved: options.onSaved,
  });
  const changedMeanwhile = changedMeanwhileOf(version, {
    valuesOf: options.initialValues,
    label: labelIn(options.texts.fields),
    load: (values) => {
      form.replace(values);
      hindi.reset();
    },
  });
  return { ...form, dirty: form.dirty || hindi.dirty, hindi, changedMeanwhile };
}
