// The account forms' text and password fields: the profile's changes, and a new password from a mailed link.
import { useId } from 'react';
import { FormField } from '../../../components/admin/form-field';

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
