import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { peopleMessages, type Person } from '@contract/modules/people/model';
import { DEFAULT_PERSON_ROLE } from '@contract/modules/people/roles';
import { fallbackImages } from '../../../lib/fallback-images';
import { withToasts } from '../../../lib/toast';
import { ChipList } from '../../../components/admin/chip-list';
import { FormField } from '../../../components/admin/form-field';
import { ImagePicker } from '../../../components/admin/image-picker';
import { savePerson, type PersonDraft } from '../api';
import { adminPeopleTexts as t } from '../texts';
import { roleLabel } from '../roles';

type AdminPersonFormProps = {
  /** The person being edited, or null to add one. */
  person: Person | null;
  roles: string[];
  /** The hostels to choose from: undefined until loaded. */
  useHostels: () => Hostel[] | undefined;
  onSaved: (person: Person) => void;
  onCancel: () => void;
};

type Errors = Partial<Record<'name' | 'designation' | 'role' | 'email', string>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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

function validate(draft: PersonDraft): Errors {
  const errors: Errors = {};
  if (!draft.name.trim()) errors.name = t.nameRequired;
  if (!draft.designation.trim()) errors.designation = t.designationRequired;
  if (!draft.role.trim()) errors.role = t.roleRequired;
  if (draft.email.trim() && !EMAIL_PATTERN.test(draft.email.trim())) errors.email = peopleMessages.emailInvalid;
  return errors;
}

/**
 * The inline Add/Edit form of the People screen. One POST saves both (with
 * _id when editing); on a server error everything typed stays.
 */
export function AdminPersonForm({ person, roles, useHostels, onSaved, onCancel }: AdminPersonFormProps) {
  const [draft, setDraft] = useState(() => draftOf(person));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const hostels = useHostels();
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = !!person;

  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  const set = <K extends keyof PersonDraft>(key: K, value: PersonDraft[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    if (key in errors) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const hostelName = (id: string) =>
    hostels?.find((h) => h._id === id)?.name ?? person?.hostel.find((h) => h._id === id)?.name ?? id;
  const addableHostels = (hostels ?? []).filter((h) => !draft.hostel.includes(h._id));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(draft);
    setErrors(found);
    const firstInvalid = Object.keys(found).find((key) => found[key as keyof Errors]);
    if (firstInvalid) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setBusy(true);
    const result = await withToasts(
      { progress: t.processing, success: editing ? t.updated : t.added, failure: editing ? t.updateFailed : t.addFailed },
      () => savePerson(draft),
    );
    setBusy(false);
    if (result) onSaved(result.data);
  }

  const text = (key: 'name' | 'designation' | 'phone' | 'email' | 'contact' | 'alt' | 'department', options: { required?: boolean; type?: string; hint?: string; full?: boolean } = {}) => (
    <FormField id={`person-${key}`} label={t.fields[key]} required={options.required} error={errors[key as keyof Errors]} hint={options.hint} full={options.full}>
      {(control) => <input {...control} name={key} type={options.type ?? 'text'} value={draft[key]} onChange={(event) => set(key, event.target.value)} />}
    </FormField>
  );

  return (
    <section className="admin-form-panel" aria-labelledby="person-form-title">
      <h3 id="person-form-title" ref={heading} tabIndex={-1}>
        {editing ? t.editTitle : t.addTitle}
      </h3>
      <form onSubmit={submit} noValidate>
        <div className="form-grid">
          {text('name', { required: true })}
          {text('designation', { required: true })}
          <FormField id="person-role" label={t.fields.role} required error={errors.role}>
            {(control) => (
              <select {...control} name="role" value={draft.role} onChange={(event) => set('role', event.target.value)}>
                {roles.map((role) => (
                  <option key={role} value={role}>
                    {roleLabel(role)}
                  </option>
                ))}
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
                  <option value="">{addableHostels.length ? t.fields.chooseHostel : t.fields.noMoreHostels}</option>
                  {addableHostels.map((hostel) => (
                    <option key={hostel._id} value={hostel._id}>
                      {hostel.name}
                    </option>
                  ))}
                </select>
                <ChipList
                  label={t.fields.selectedHostels}
                  items={draft.hostel.map((id) => ({ id, label: hostelName(id) }))}
                  onRemove={(id) => set('hostel', draft.hostel.filter((h) => h !== id))}
                />
              </>
            )}
          </FormField>
          <div className="full">
            <ImagePicker label={t.fields.image} value={draft.image} onChange={(image) => set('image', image)} fallback={fallbackImages.person} />
          </div>
          {text('alt', { full: true })}
        </div>
        <div className="form-actions">
          <button type="button" className="button button-ghost" onClick={onCancel}>
            {t.cancel}
          </button>
          <button type="submit" className="button button-primary" disabled={busy}>
            {editing ? t.submitEdit : t.submitAdd}
          </button>
        </div>
      </form>
    </section>
  );
}
