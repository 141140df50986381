import { formatDateTime } from '../../lib/format';
import { changedMeanwhileTexts as t } from './texts';

/** One field their change touched, as the form shows it: its label, and its value before and after. */
export type FieldChange = { label: string; before: string; after: string };

type ChangedMeanwhileProps = {
  changedBy: string | null;
  changedAt: string | null;
  changes: FieldChange[];
  onLoadTheirs: () => void;
  /** Runs before the form is submitted again. */
  onSaveMine: () => void;
};

/**
 * Inside a form whose save was refused (412): who changed the
 * record and when, what they changed, and the person's two ways on.
 */
export function ChangedMeanwhile({ changedBy, changedAt, changes, onLoadTheirs, onSaveMine }: ChangedMeanwhileProps) {
  return (
    <section className="changed-meanwhile full" role="alert" aria-labelledby="changed-meanwhile-title">
      <h3 id="changed-meanwhile-title">{t.title}</h3>
      <p>{t.by(changedBy, formatDateTime(changedAt))}</p>
      <h4>{t.theirChanges}</h4>
      {changes.length ? (
        <dl>
          {changes.map(({ label, before, after }) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                <del>{before || t.blank}</del> → <ins>{after || t.blank}</ins>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t.noVisibleChanges}</p>
      )}
      <div className="changed-meanwhile-actions">
        <button
          type="button"
          className="button button-outline"
          onClick={onLoadTheirs}
          aria-describedby="load-theirs-hint"
        >
          {t.loadTheirs}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={(event) => {
            // Submitted here: the notice, this button with it, is gone once the click's state changes render.
            const form = event.currentTarget.form;
            onSaveMine();
            form?.requestSubmit();
          }}
          aria-describedby="save-mine-hint"
        >
          {t.saveMine}
        </button>
      </div>
      <p className="field-hint" id="load-theirs-hint">
        {t.loadTheirsHint}
      </p>
      <p className="field-hint" id="save-mine-hint">
        {t.saveMineHint}
      </p>
    </section>
  );
}

/** How a form value reads in the list of changes. */
const shown = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(shown).join(', ')
    : typeof value === 'string'
      ? value.startsWith('data:')
        ? ''
        : value
      : value == null
        ? ''
        : String(value);

/** A field's label among a form's texts (`texts.fields`), else its name. */
export const labelIn =
  (labels: Record<string, unknown> = {}) =>
  (field: string) => {
    const label = labels[field];
    return typeof label === 'string' ? label : field;
  };

/** The fields whose values differ between two fillings of a form, each named by `label`. */
export function formChanges(before: object, after: object, label: (field: string) => string): FieldChange[] {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields].flatMap((field) => {
    const [was, is] = [
      shown((before as Record<string, unknown>)[field]),
      shown((after as Record<string, unknown>)[field]),
    ];
    return was === is ? [] : [{ label: label(field), before: was, after: is }];
  });
}
