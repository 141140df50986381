// The account forms' fields: the sign-in pages' username, the profile's changes, a new password from a mailed link.
import { useId } from 'react';
import { FormField } from '../../../components/admin/form-field';
import { loginTexts, profileTexts } from '../texts';

type FieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  hint?: string;
};

export function TextField({
  type = 'text',
  label,
  value,
  onChange,
  autoComplete,
  hint,
}: FieldProps & { type?: string }) {
  const id = useId();
  return (
    <FormField id={id} label={label} hint={hint}>
      {(control) => (
        <input
          {...control}
          type={type}
          value={value}
          autoComplete={autoComplete}
          autoCapitalize="none"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export const PasswordField = (props: FieldProps) => <TextField type="password" {...props} />;

/** A new password and its confirmation, the rule under the first: the profile's change, and a mailed link's. */
export function NewPasswordFields(props: {
  password: string;
  confirmation: string;
  onPassword: (value: string) => void;
  onConfirmation: (value: string) => void;
}) {
  return (
    <>
      <PasswordField
        label={profileTexts.newPassword}
        value={props.password}
        onChange={props.onPassword}
        autoComplete="new-password"
        hint={profileTexts.passwordHint}
      />
      <PasswordField
        label={profileTexts.confirmPassword}
        value={props.confirmation}
        onChange={props.onConfirmation}
        autoComplete="new-password"
      />
    </>
  );
}

/** The username as the sign-in pages take it: no capital or spelling fix a phone's keyboard would add. */
export function UsernameField(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  readOnly?: boolean;
  autoFocus?: boolean;
  /** Its label, when not SPEC.md's 'Username' (the institute directory's). */
  label?: string;
}) {
  return (
    <div className="field">
      <label htmlFor={props.id}>{props.label ?? loginTexts.username}</label>
      <input
        id={props.id}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        readOnly={props.readOnly}
        autoFocus={props.autoFocus}
      />
    </div>
  );
}
