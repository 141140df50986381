import { useId } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { MESS_TYPES, MessInput, type Mess, type MessType } from '@contract/modules/messes/model';
import type { MessMember } from '@contract/modules/messes/members';
import { fieldRules } from '@contract/http/field-rules';
import { fieldErrors } from '../../../lib/field-errors';
import { FormField } from '../../../components/admin/form-field';
import { RecordDialog } from '../../../components/admin/record-dialog';
import { Options } from '../../../components/admin/select';
import { useRecordForm } from '../../../components/admin/use-entity-form';
import { TranslationFields } from '../../../components/admin/translation-fields';
import { messWrites } from '../admin-api';
import { messTexts, messTypeLabels } from '../admin-texts';
import { AdminMessMembers, EMPTY_MEMBER, membersWithDraft } from './admin-mess-members';

type Values = {
  mess_name: string;
  caterers_name: string;
  hostel: string;
  type: MessType;
  capacity: string;
  night_canteen: string;
  nominated_mess_members: string[];
  member_draft: MessMember;
};
type Field = 'mess_name' | 'caterers_name' | 'hostel' | 'capacity' | 'night_canteen';

const rules = fieldRules(MessInput);

const initialValues = (mess: Mess | null): Values => ({
  mess_name: mess?.mess_name ?? '',
  caterers_name: mess?.caterers_name ?? '',
  hostel: mess?.hostel?._id ?? '',
  type: mess?.type ?? 'Veg',
  capacity: mess ? String(mess.capacity) : '',
  night_canteen: mess?.night_canteen ?? '',
  nominated_mess_members: mess?.nominated_mess_members ?? [],
  member_draft: EMPTY_MEMBER,
});

const payloadOf = (values: Values): MessInput => ({
  mess_name: values.mess_name.trim(),
  caterers_name: values.caterers_name.trim(),
  hostel: values.hostel,
  type: values.type,
  capacity: Number(values.capacity),
  night_canteen: values.night_canteen.trim(),
  nominated_mess_members: membersWithDraft(values.nominated_mess_members, values.member_draft),
});

/** SPEC.md section 5's mess form rules; capacity is checked as typed, a whole number of at least 1. */
const validate = (values: Values) =>
  fieldErrors<Field>(
    MessInput,
    { ...payloadOf(values), capacity: values.capacity },
    { mess_name: true, caterers_name: true, hostel: true, capacity: true, night_canteen: true },
  );

/** The Add New Mess / Edit Mess modal; `mess` null means add. Closes itself after a successful save. */
export function AdminMessForm({
  mess,
  hostels,
  onClose,
}: {
  mess: Mess | null;
  /** The hostels to choose from: undefined until loaded. */
  hostels: Hostel[] | undefined;
  onClose: () => void;
}) {
  const { values, set, bind, errors, saving, submit, dirty, hindi, changedMeanwhile } = useRecordForm({
    record: mess,
    initialValues,
    validate,
    payloadOf,
    writes: messWrites,
    texts: messTexts,
    onSaved: onClose,
    translated: 'messes',
  });
  const id = useId();

  return (
    <RecordDialog
      texts={messTexts}
      editing={!!mess}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      dirty={dirty}
      changedMeanwhile={changedMeanwhile}
    >
      <FormField
        id={`${id}-mess_name`}
        label={messTexts.fields.messName}
        rule={rules.mess_name}
        error={errors.mess_name}
      >
        {(control) => <input {...control} {...bind('mess_name')} />}
      </FormField>
      <FormField
        id={`${id}-caterers_name`}
        label={messTexts.fields.caterersName}
        rule={rules.caterers_name}
        error={errors.caterers_name}
      >
        {(control) => <input {...control} {...bind('caterers_name')} />}
      </FormField>
      <FormField id={`${id}-hostel`} label={messTexts.fields.hostel} rule={rules.hostel} error={errors.hostel}>
        {(control) => (
          <select {...control} {...bind('hostel')}>
            <Options
              blank={hostels ? messTexts.chooseHostel : messTexts.loadingHostels}
              items={hostels}
              value={(hostel) => hostel._id}
              label={(hostel) => hostel.name}
            />
          </select>
        )}
      </FormField>
      <FormField id={`${id}-type`} label={messTexts.fields.type} rule={rules.type}>
        {(control) => (
          <select {...control} {...bind('type')}>
            <Options items={MESS_TYPES} label={(type) => messTypeLabels[type]} />
          </select>
        )}
      </FormField>
      <FormField id={`${id}-capacity`} label={messTexts.fields.capacity} rule={rules.capacity} error={errors.capacity}>
        {(control) => <input {...control} {...bind('capacity')} type="number" inputMode="numeric" min={1} step={1} />}
      </FormField>
      <FormField
        id={`${id}-night_canteen`}
        label={messTexts.fields.nightCanteen}
        rule={rules.night_canteen}
        error={errors.night_canteen}
      >
        {(control) => (
          <>
            <input
              {...control}
              {...bind('night_canteen')}
              list={`${id}-night_canteen-options`}
              placeholder={messTexts.nightCanteenPlaceholder}
            />
            <datalist id={`${id}-night_canteen-options`}>
              {messTexts.nightCanteenSuggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <AdminMessMembers
        members={values.nominated_mess_members}
        onChange={(members) => set('nominated_mess_members', members)}
        draft={values.member_draft}
        onDraftChange={(draft) => set('member_draft', draft)}
      />
      <TranslationFields
        draft={hindi}
        schema={MessInput}
        fields={[
          { path: 'mess_name', label: messTexts.fields.messName, english: values.mess_name },
          { path: 'caterers_name', label: messTexts.fields.caterersName, english: values.caterers_name },
          { path: 'night_canteen', label: messTexts.fields.nightCanteen, english: values.night_canteen },
        ]}
      />
    </RecordDialog>
  );
}
