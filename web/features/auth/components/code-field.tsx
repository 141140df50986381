import { useId } from 'react';

type CodeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  /**
   * 'app': six digits from the authenticator app; 'recovery': a
   * recovery code; 'either': the app's code or a recovery code.
   */
  kind: 'app' | 'recovery' | 'either';
  label: string;
  hint?: string;
  autoFocus?: boolean;
};

/** A one-time code input: the phone's number pad and its offer of a code from a message for the app's codes. */
export function CodeField({ value, onChange, kind, label, hint, autoFocus }: CodeFieldProps) {
  const id = useId();
  const app = kind === 'app';
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className={`code-input${app ? ' code-input-digits' : ''}`}
        name={app ? 'one-time-code' : 'recovery-code'}
        value={value}
        onChange={(event) => onChange(app ? event.target.value.replace(/[^\d\s]/g, '') : event.target.value)}
        autoComplete={app ? 'one-time-code' : 'off'}
        inputMode={app ? 'numeric' : 'text'}
        pattern={app ? '[0-9 ]*' : undefined}
        maxLength={app ? 7 : 64}
        autoCapitalize="none"
        spellCheck={false}
        autoFocus={autoFocus}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      {hint && (
        <span className="field-hint" id={`${id}-hint`}>
          {hint}
        </span>
      )}
    </div>
  );
}

/** Whether a typed app code has its six digits (a space in the middle, as apps show it, is allowed). */
export const hasSixDigits = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));
