import { sharedTexts } from './texts';

/** A form's Cancel / Submit row; both wait while the save runs. `full` spans a .form-grid's columns. */
export function FormActions({
  submitLabel,
  onCancel,
  saving,
  full,
}: {
  submitLabel: string;
  onCancel: () => void;
  saving: boolean;
  full?: boolean;
}) {
  return (
    <div className={full ? 'form-actions full' : 'form-actions'}>
      <button type="button" className="button button-ghost" onClick={onCancel} disabled={saving}>
        {sharedTexts.cancel}
      </button>
      <button type="submit" className="button button-primary" disabled={saving}>
        {submitLabel}
      </button>
    </div>
  );
}
