import type { ReactNode } from 'react';
import type { FieldRule } from '@contract/http/field-rules';

/** What a FormField hands its control so the label, hint and error belong to it. */
export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-required': boolean | undefined;
  'aria-describedby': string | undefined;
  maxLength?: number;
};

type FormFieldProps = {
  id: string;
  /** Text, or text with a part only screen readers read (a field of a grid: its row's name). */
  label: ReactNode;
  /** The server's rule for the field (fieldRules): its required mark and its control's maxLength. */
  rule?: FieldRule;
  /** Marks a field the form requires beyond the server's rule (SPEC.md section 5: a notification's priority). */
  required?: boolean;
  /** Shown under the control in red; the control is marked invalid. */
  error?: string;
  hint?: string;
  /** Spans both columns of a .form-grid. */
  full?: boolean;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled form field (base.css .field): a red * marks required ones, and
 * the hint and error are announced with the control. Usage:
 *   <FormField id="x" label="Name" rule={rules.name} error={errors.name}>
 *     {(control) => <input {...control} name="name" />}
 *   </FormField>
 */
export function FormField({ id, label, rule, error, hint, full, children, ...props }: FormFieldProps) {
  const required = props.required || rule?.required;
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={full ? 'field full' : 'field'}>
      <label htmlFor={id}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': !!error,
        'aria-required': required || undefined,
        'aria-describedby': describedBy,
        ...(rule?.maxLength !== undefined && { maxLength: rule.maxLength }),
      })}
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
      {error && (
        <span className="field-error" id={`${id}-error`}>
          {error}
        </span>
      )}
    </div>
  );
}

type CheckboxProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Spans both columns of a .form-grid. */
  full?: boolean;
};

/** A box to tick with its label after it (base.css .checkbox). */
export function Checkbox({ label, checked, onChange, full }: CheckboxProps) {
  return (
    <label className={full ? 'checkbox full' : 'checkbox'}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
}
