import { useState, type KeyboardEvent } from 'react';
import {
  HOSTEL_GENDERS,
  HOSTEL_SHARING,
  HOSTEL_YEARS,
  HostelInput,
  hostelMessages,
  type Hostel,
  type HostelGender,
  type HostelSharing,
  type HostelYear,
} from '@contract/modules/hostels/model';
import type { Person } from '@contract/modules/people/model';
import { Modal } from '../../../components/modal';
import { fallbackImages } from '../../../lib/fallback-images';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { ChipList } from '../../../components/admin/chip-list';
import { FormField } from '../../../components/admin/form-field';
import { PictureField } from '../../../components/admin/image-picker';
import { ChangedMeanwhile } from '../../../components/admin/changed-meanwhile';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { FormActions } from '../../../components/admin/form-actions';
import { Options } from '../../../components/admin/select';
import { useRecordForm } from '../../../components/admin/use-entity-form';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { translationTexts } from '../../../components/admin/texts';
import { hostelWrites, type HostelDraft } from '../admin-api';
import { adminHostelTexts as t } from '../admin-texts';

type Draft = {
  name: string;
  warden: string;
  supervisor: string;
  rooms: string;
  gender: HostelGender;
  sharing: HostelSharing;
  year: HostelYear | '';
  contact: string;
  mess: string;
  photoSphere: string;
  other_facilities: string[];
  image: string | null;
};

type Field = 'name' | 'warden' | 'supervisor' | 'rooms' | 'photoSphere';

function draftOf(hostel: Hostel | null): Draft {
  return {
    name: hostel?.name ?? '',
    warden: hostel?.warden?._id ?? '',
    supervisor: hostel?.supervisor?._id ?? '',
    rooms: hostel ? String(hostel.rooms) : '',
    gender: hostel?.gender ?? 'male',
    sharing: hostel?.sharing ?? 'double',
    year: hostel?.year ?? '',
    contact: hostel?.contact ?? '',
    mess: hostel?.mess ?? '',
    photoSphere: hostel?.photoSphere ?? '',
    other_facilities: hostel?.other_facilities ?? [],
    image: hostel?.image ?? null,
  };
}

const payloadOf = (draft: Draft): HostelDraft => ({
  ...draft,
  name: draft.name.trim(),
  rooms: Number(draft.rooms),
  year: draft.year || null,
  contact: draft.contact.trim(),
  mess: draft.mess.trim(),
  photoSphere: draft.photoSphere.trim(),
});

const rules = fieldRules(HostelInput);

/** Rooms are checked as typed; any count that is not a whole number of at least 1 reads 'Rooms must be at least 1'. */
const validate = (draft: Draft) =>
  fieldErrors<Field>(
    HostelInput,
    { ...payloadOf(draft), rooms: draft.rooms.trim() },
    {
      name: true,
      warden: true,
      supervisor: true,
      rooms: (issue) =>
        issue.type === 'regex' || issue.type === 'integer' ? hostelMessages.roomsAtLeastOne : issue.message,
      photoSphere: t.photoSphereInvalid,
    },
  );

/** The people of one role for a staff picker, keeping the current choice even if their role has changed since. */
function staffChoices(people: Person[], role: string, current: Hostel['warden']) {
  const choices = people
    .filter((person) => person.role === role)
    .map((person) => ({ id: person._id, name: person.name }));
  if (current && !choices.some((choice) => choice.id === current._id))
    choices.unshift({ id: current._id, name: current.name });
  return choices;
}

/**
 * The Add/Edit Hostel dialog. After a save it closes and the grid shows the
 * change; a server error (400, 409, 413, 415) shows its message and keeps
 * everything typed. With changes, closing it asks first.
 */
export function AdminHostelForm({
  hostel,
  people,
  onClose,
}: {
  hostel: Hostel | null;
  /** The people to choose the warden and supervisor from: undefined until loaded. */
  people: Person[] | undefined;
  onClose: () => void;
}) {
  const editing = !!hostel;
  const {
    values: draft,
    set,
    bind,
    errors,
    saving,
    submit,
    dirty,
    hindi,
    changedMeanwhile,
  } = useRecordForm({
    record: hostel,
    initialValues: draftOf,
    validate,
    payloadOf,
    writes: hostelWrites,
    texts: t,
    onSaved: onClose,
    translated: 'hostels',
  });
  const [facility, setFacility] = useState('');
  // A facility typed but not yet added is a change too.
  const { leave, prompt } = useLeaveGuard(dirty || !!facility.trim());
  const close = () => leave(onClose);

  function addFacility() {
    const value = facility.trim();
    if (value && !draft.other_facilities.includes(value)) set('other_facilities', [...draft.other_facilities, value]);
    setFacility('');
  }

  function onFacilityKey(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    addFacility();
  }

  /** A pick of one of the fixed values, required by SPEC.md section 5 though the server has a default. */
  const choiceField = <V extends string>(
    field: 'gender' | 'sharing',
    label: string,
    values: readonly V[],
    labels: Record<V, string>,
  ) => (
    <FormField id={`hostel-${field}`} label={label} required>
      {(control) => (
        <select {...control} {...bind(field)}>
          <Options items={values} label={(value) => labels[value]} />
        </select>
      )}
    </FormField>
  );

  /** The warden's or supervisor's picker; the hint says when no person has that role. */
  const staffField = (role: 'warden' | 'supervisor', text: { label: string; choose: string; none: string }) => {
    const choices = staffChoices(people ?? [], role, hostel?.[role] ?? null);
    return (
      <FormField
        id={`hostel-${role}`}
        label={text.label}
        rule={rules[role]}
        error={errors[role]}
        hint={choices.length || people === undefined ? undefined : text.none}
      >
        {(control) => (
          <select {...control} {...bind(role)}>
            <Options
              blank={text.choose}
              items={choices}
              value={(person) => person.id}
              label={(person) => person.name}
            />
          </select>
        )}
      </FormField>
    );
  };

  return (
    <>
      <Modal title={editing ? t.editTitle : t.addTitle} onClose={close} size="wide">
        <form onSubmit={submit} noValidate>
          <div className="form-grid">
            <FormField id="hostel-name" label={t.fields.name} rule={rules.name} error={errors.name} full>
              {(control) => <input {...control} {...bind('name')} />}
            </FormField>
            {staffField('warden', { label: t.fields.warden, choose: t.fields.chooseWarden, none: t.fields.noWardens })}
            {staffField('supervisor', {
              label: t.fields.supervisor,
              choose: t.fields.chooseSupervisor,
              none: t.fields.noSupervisors,
            })}
            <FormField id="hostel-rooms" label={t.fields.rooms} rule={rules.rooms} error={errors.rooms}>
              {(control) => (
                <input {...control} {...bind('rooms')} type="number" min={1} step={1} inputMode="numeric" />
              )}
            </FormField>
            {choiceField('gender', t.fields.gender, HOSTEL_GENDERS, t.genders)}
            {choiceField('sharing', t.fields.sharing, HOSTEL_SHARING, t.sharings)}
            <FormField id="hostel-year" label={t.fields.year}>
              {(control) => (
                <select {...control} {...bind('year')}>
                  <Options blank={t.fields.noYear} items={HOSTEL_YEARS} label={String} />
                </select>
              )}
            </FormField>
            <FormField id="hostel-contact" label={t.fields.contact} rule={rules.contact}>
              {(control) => <input {...control} {...bind('contact')} type="tel" />}
            </FormField>
            <FormField id="hostel-mess" label={t.fields.mess} rule={rules.mess}>
              {(control) => <input {...control} {...bind('mess')} />}
            </FormField>
            <FormField
              id="hostel-photosphere"
              label={t.fields.photoSphere}
              rule={rules.photoSphere}
              error={errors.photoSphere}
              hint={t.fields.photoSphereHint}
              full
            >
              {(control) => <input {...control} {...bind('photoSphere')} type="url" />}
            </FormField>
            <FormField id="hostel-facility" label={t.fields.facilities} full>
              {(control) => (
                <>
                  <div className="add-row">
                    <input
                      {...control}
                      value={facility}
                      placeholder={t.fields.newFacility}
                      onChange={(event) => setFacility(event.target.value)}
                      onKeyDown={onFacilityKey}
                    />
                    <button
                      type="button"
                      className="button button-outline"
                      onClick={addFacility}
                      disabled={!facility.trim()}
                    >
                      {t.fields.addFacility}
                    </button>
                  </div>
                  <ChipList
                    label={t.fields.facilityList}
                    items={draft.other_facilities.map((item) => ({ id: item, label: item }))}
                    onRemove={(item) =>
                      set(
                        'other_facilities',
                        draft.other_facilities.filter((f) => f !== item),
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
              fallback={fallbackImages.building}
            />
            <TranslationFields
              draft={hindi}
              schema={HostelInput}
              fields={[
                { path: 'name', label: t.fields.name, english: draft.name },
                { path: 'mess', label: t.fields.mess, english: draft.mess },
                ...draft.other_facilities.map((facility, i) => ({
                  path: `other_facilities.${i}`,
                  label: translationTexts.item(t.fields.facilities, i),
                  english: facility,
                })),
              ]}
            />
          </div>
          {changedMeanwhile && <ChangedMeanwhile {...changedMeanwhile} />}
          <FormActions submitLabel={editing ? t.submitEdit : t.submitAdd} onCancel={close} saving={saving} />
        </form>
      </Modal>
      {prompt}
    </>
  );
}
