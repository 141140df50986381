import { useEffect, useRef } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { PersonInput, type Person } from '@contract/modules/people/model';
import { DEFAULT_PERSON_ROLE } from '@contract/modules/people/roles';
import { fallbackImages } from '../../../lib/fallback-images';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { ChipList } from '../../../components/admin/chip-list';
import { FormField } from '../../../components/admin/form-field';
import { PictureField } from '../../../components/admin/image-picker';
import { FormActions } from '../../../components/admin/form-actions';
import { ChangedMeanwhile, labelIn } from '../../../components/admin/changed-meanwhile';
import { changedMeanwhileOf, useVersionCheck } from '../../../components/admin/use-version-check';
import { Options } from '../../../components/admin/select';
import { useEntityForm } from '../../../components/admin/use-entity-form';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { useTranslationDraft } from '../../../components/admin/use-translations';
import { peopleWrites, type PersonDraft } from '../admin-api';
import { adminPeopleTexts as t } from '../admin-texts';
import { roleLabel } from '../roles';

type AdminPersonFormProps = {
  /** The person being edited, or null to add one. */
  person: Person | null;
  roles: string[];
  /** The hostels to choose from: undefined until loaded. */
  hostels: Hostel[] | undefined;
  onSaved: (person: Person) => void;
  onCancel: () => void;
};

type Field = 'name' | 'designation' | 'role' | 'email';

function draftOf(person: Person | null): PersonDraft {
  return {
    _id: person?._id,
    name: person?.name ?? '',
    designation: person?.designation ?? '',
    role: person?.role ?? DEFAULT_PERSON_ROLE,
    phone: person?.phone ?? '',
    email: person?.email ?? '',
    contact: person?.contact ?? '',
    alt: person?.alt ?? '',
    department: person?.department ?? '',
    image: person?.image ?? null,
    hostel: person?.hostel.map((h) => h._id) ?? [],
  };
}

// The contact's rule is left to the server's response, as SPEC.md's form has no message for it.
const rules = fieldRules(PersonInput);

const validate = (draft: PersonDraft) =>
  fieldErrors<Field>(PersonInput, draft, { name: true, designation: true, role: true, email: true });

/**
 * The inline Add/Edit form of the People screen. One POST saves both (with
 * _id when editing); on a server error everything typed stays. Cancel with
 * changes asks first.
 */
export function AdminPersonForm({ person, roles, hostels, onSaved, onCancel }: AdminPersonFormProps) {
  const editing = !!person;
  const hindi = useTranslationDraft('people', person?._id ?? null);
  const version = useVersionCheck(person, () => peopleWrites.reload(person!._id));
  const {
    values: draft,
    set,
    bind,
    errors,
    saving,
    submit,
    replace,
    dirty,
  } = useEntityForm({
    initialValues: () => draftOf(person),
    validate,
    toasts: {
      progress: t.processing,
      success: editing ? t.updated : t.added,
      failure: editing ? t.updateFailed : t.addFailed,
    },
    save: (draft: PersonDraft) =>
      version.save((headers) => peopleWrites.create({ ...draft, ...hindi.payload }, headers)),
    onSaved: (result) => onSaved(result.data),
  });
  const changedMeanwhile = changedMeanwhileOf(version, {
    valuesOf: draftOf,
    label: labelIn(t.fields),
    load: (values) => {
      replace(values);
      hindi.reset();
    },
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const { leave, prompt } = useLeaveGuard(dirty || hindi.dirty);

  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const hostelName = (id: string) =>
    hostels?.find((h) => h._id === id)?.name ?? person?.hostel.find((h) => h._id === id)?.name ?? id;
  const addableHostels = (hostels ?? []).filter((h) => !draft.hostel.includes(h._id));

  const text = (
    key: 'name' | 'designation' | 'phone' | 'email' | 'contact' | 'alt' | 'department',
    options: { type?: string; hint?: string; full?: boolean } = {},
  ) => (
    <FormField
      id={`person-${key}`}
      label={t.fields[key]}
      rule={rules[key]}
      error={errors[key as Field]}
      hint={options.hint}
      full={options.full}
    >
      {(control) => <input {...control} {...bind(key)} type={options.type ?? 'text'} />}
    </FormField>
  );

  return (
    <section className="admin-form-panel" aria-labelledby="person-form-title">
      <h3 id="person-form-title" ref={heading} tabIndex={-1}>
        {editing ? t.editTitle : t.addTitle}
      </h3>
      <form onSubmit={submit} noValidate>
        <div className="form-grid">
          {text('name')}
          {text('designation')}
          <FormField id="person-role" label={t.fields.role} required error={errors.role}>
            {(control) => (
              <select {...control} {...bind('role')}>
                <Options items={roles} label={roleLabel} />
              </select>
            )}
          </FormField>
          {text('department')}
          {text('phone', { type: 'tel' })}
          {text('email', { type: 'email' })}
          {text('contact', { hint: t.fields.contactHint, full: true })}
          <FormField id="person-hostel" label={t.fields.hostels} full>
            {(control) => (
              <>
                <select
                  {...control}
                  value=""
                  onChange={(event) => event.target.value && set('hostel', [...draft.hostel, event.target.value])}
                  disabled={addableHostels.length === 0}
                >
                  <Options
                    blank={addableHostels.length ? t.fields.chooseHostel : t.fields.noMoreHostels}
                    items={addableHostels}
                    value={(hostel) => hostel._id}
                    label={(hostel) => hostel.name}
                  />
                </select>
                <ChipList
                  label={t.fields.selectedHostels}
                  items={draft.hostel.map((id) => ({ id, label: hostelName(id) }))}
                  onRemove={(id) =>
                    set(
                      'hostel',
                      draft.hostel.filter((h) => h !== id),
                    )
                  }
                />
              </>
            )}
          </FormField>
          <PictureField
            label={t.fields.image}
            value={draft.image}
            onChange={(image) => set('image', image)}
            fallback={fallbackImages.person}
          />
          {text('alt', { full: true })}
          <TranslationFields
            draft={hindi}
            schema={PersonInput}
            fields={(['name', 'designation', 'department'] as const).map((field) => ({
              path: field,
              label: t.fields[field],
              english: draft[field],
            }))}
          />
        </div>
        {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
        <FormActions
          submitLabel={editing ? t.submitEdit : t.submitAdd}
          onCancel={() => leave(onCancel)}
          saving={saving}
        />
      </form>
      {prompt}
    </section>
  );
}
