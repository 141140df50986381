import { useId, useRef, type KeyboardEvent } from 'react';
import { fieldRules } from '@contract/http/field-rules';
import { formatMessMember, type MessMember } from '@contract/modules/messes/members';
import { MessMemberInput } from '@contract/modules/messes/model';
import { ChipList } from '../../../components/admin/chip-list';
import { FormField } from '../../../components/admin/form-field';
import { messTexts } from '../admin-texts';

export const EMPTY_MEMBER: MessMember = { name: '', role: '', contact: '', email: '', year: '' };

/** The members to save: a member typed but not yet added (it has a name) is added too, not lost. */
export const membersWithDraft = (members: string[], draft: MessMember) =>
  draft.name.trim() ? [...members, formatMessMember(draft)] : members;

const memberRules = fieldRules(MessMemberInput);

const memberInputs: { field: keyof MessMember; type?: string; placeholder?: string }[] = [
  { field: 'name' },
  { field: 'role', placeholder: messTexts.memberPlaceholders.role },
  { field: 'contact', type: 'tel', placeholder: messTexts.memberPlaceholders.contact },
  { field: 'email', type: 'email' },
  { field: 'year', placeholder: messTexts.memberPlaceholders.year },
];

type MembersProps = {
  members: string[];
  onChange: (members: string[]) => void;
  /** The member being typed, kept by the form so a save takes it too (membersWithDraft). */
  draft: MessMember;
  onDraftChange: (draft: MessMember) => void;
};

/**
 * The nominated members: a small form whose Add Member button stays disabled
 * until the member has a name, and the members so far as removable chips,
 * each kept in the stored 'name - role - contact - email - year' form.
 */
export function AdminMessMembers({ members, onChange, draft, onDraftChange }: MembersProps) {
  const id = useId();
  const nameInput = useRef<HTMLInputElement>(null);
  const canAdd = draft.name.trim() !== '';

  function add() {
    if (!canAdd) return;
    onChange(membersWithDraft(members, draft));
    onDraftChange(EMPTY_MEMBER);
    nameInput.current?.focus();
  }

  // Enter in a member field adds the member instead of submitting the whole mess form.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  }

  return (
    <fieldset className="full admin-mess-members">
      <legend className="field-label">{messTexts.membersTitle}</legend>
      <div className="admin-mess-member-inputs">
        {memberInputs.map(({ field, type, placeholder }) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={messTexts.memberFields[field]}
            hint={field === 'name' ? messTexts.memberNameHint : undefined}
          >
            {(control) => (
              <input
                {...control}
                ref={field === 'name' ? nameInput : undefined}
                type={type ?? 'text'}
                value={draft[field]}
                placeholder={placeholder}
                maxLength={memberRules[field].maxLength}
                onChange={(event) => onDraftChange({ ...draft, [field]: event.target.value })}
                onKeyDown={onKeyDown}
              />
            )}
          </FormField>
        ))}
        <button type="button" className="button button-outline admin-mess-member-add" onClick={add} disabled={!canAdd}>
          {messTexts.addMember}
        </button>
      </div>
      {members.length === 0 ? (
        <p className="admin-mess-members-empty">{messTexts.noMembers}</p>
      ) : (
        <ChipList
          label={messTexts.membersTitle}
          items={members.map((member, index) => ({ id: String(index), label: member }))}
          onRemove={(index) => onChange(members.filter((_, i) => String(i) !== index))}
        />
      )}
    </fieldset>
  );
}
