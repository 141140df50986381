// A console form's हिन्दी part: each translatable text's English as the form
// now has it beside its Hindi, an out-of-date Hindi marked with what the
// English said then and says now.
import { useId, useState } from 'react';
import type { GenericSchema } from 'valibot';
import { translationMaxLength } from '@contract/modules/translations/model';
import { ChevronDownIcon } from '../icons';
import { translationTexts as t } from './texts';
import type { TranslationDraft } from './use-translations';
import { wordDiff } from './word-diff';

export type TranslatedField = {
  /** The server's path of the text: 'title', 'other_facilities.2', 'sections.0.body'. */
  path: string;
  label: string;
  /** The English as typed in the form now. */
  english: string;
  /** A paragraph rather than a line. */
  long?: boolean;
};

type FieldState = { field: TranslatedField; stale: boolean; missing: boolean; maxLength: number | undefined };

/**
 * The English the saved Hindi was made from, then the English now: removed words struck through, added ones underlined.
 */
function EnglishChange({ id, before, after }: { id: string; before: string; after: string }) {
  const parts = wordDiff(before, after);
  return (
    <div className="translation-change" id={id}>
      <p className="translation-change-intro">{t.changedSince}</p>
      <dl>
        <div>
          <dt>{t.englishThen}</dt>
          <dd>
            {parts.map((part, i) =>
              part.change === 'removed' ? <del key={i}>{part.text}</del> : part.change === 'same' && part.text,
            )}
          </dd>
        </div>
        <div>
          <dt>{t.englishNow}</dt>
          <dd>
            {after
              ? parts.map((part, i) =>
                  part.change === 'added' ? <ins key={i}>{part.text}</ins> : part.change === 'same' && part.text,
                )
              : t.emptyEnglish}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function TranslationRow({
  id,
  draft,
  state: { field, stale, maxLength },
}: {
  id: string;
  draft: TranslationDraft;
  state: FieldState;
}) {
  const saved = draft.saved[field.path];
  const control = {
    id: `${id}-hi`,
    lang: 'hi',
    maxLength,
    value: draft.text(field.path),
    onChange: (event: { target: { value: string } }) => draft.type(field.path, event.target.value),
    'aria-describedby': stale ? `${id}-stale ${id}-change` : undefined,
  };
  return (
    <div className="translation-row">
      <div className="translation-english">
        <span className="field-label">{t.englishOf(field.label)}</span>
        {stale ? (
          <EnglishChange id={`${id}-change`} before={saved.source} after={field.english.trim()} />
        ) : (
          <p className="translation-english-text">{field.english.trim() || t.emptyEnglish}</p>
        )}
      </div>
      <div className="field translation-hindi">
        <div className="translation-hindi-head">
          <label htmlFor={control.id}>
            {field.label} (<span lang="hi">{t.hindi}</span>)
          </label>
          {stale && (
            <span className="badge badge-amber" id={`${id}-stale`}>
              {t.outOfDate}
            </span>
          )}
        </div>
        {field.long ? (
          <textarea {...control} rows={Math.min(10, Math.max(2, Math.ceil(field.english.length / 45) + 1))} />
        ) : (
          <input {...control} />
        )}
        {stale && (
          <button
            type="button"
            className="button button-ghost button-small translation-still-right"
            onClick={() => draft.confirm(field.path)}
          >
            {t.stillRight}
          </button>
        )}
        {saved && !stale && draft.isSent(field.path) && draft.text(field.path) === saved.text && (
          <span className="field-hint">{t.confirmed}</span>
        )}
      </div>
    </div>
  );
}

/**
 * The हिन्दी part of a form, closed until asked for; its button says how
 * many texts are out of date or not translated. Texts with no English and no
 * Hindi are left out. With the `schema` the English is checked by, each
 * Hindi field is as long as the server takes it (half as long again).
 */
export function TranslationFields({
  draft,
  fields,
  schema,
}: {
  draft: TranslationDraft;
  fields: TranslatedField[];
  schema?: GenericSchema;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const states: FieldState[] = fields
    .filter((field) => field.english.trim() || draft.text(field.path))
    .map((field) => {
      const saved = draft.saved[field.path];
      return {
        field,
        stale: !!saved && saved.source !== field.english.trim() && !draft.isSent(field.path),
        missing: !!field.english.trim() && !draft.text(field.path).trim(),
        maxLength: schema && translationMaxLength(schema, field.path),
      };
    });
  const outOfDate = states.filter((state) => state.stale).length;
  const missing = states.filter((state) => state.missing).length;

  return (
    <section className="translation-part full" aria-labelledby={`${id}-title`}>
      <h3 className="translation-title">
        <button
          type="button"
          id={`${id}-title`}
          className="translation-toggle"
          aria-expanded={open}
          aria-controls={open ? `${id}-texts` : undefined}
          onClick={() => setOpen(!open)}
        >
          <span>{t.part}</span>
          <span className={`badge ${outOfDate ? 'badge-amber' : missing ? 'badge-gray' : 'badge-green'}`}>
            {t.status(outOfDate, missing)}
          </span>
          <ChevronDownIcon size={18} />
        </button>
      </h3>
      {open && (
        <div id={`${id}-texts`} className="translation-texts">
          <p className="field-hint">{t.intro}</p>
          {states.length ? (
            states.map((state) => (
              <TranslationRow
                key={state.field.path}
                id={`${id}-${state.field.path.replaceAll('.', '-')}`}
                draft={draft}
                state={state}
              />
            ))
          ) : (
            <p className="translation-nothing">{t.nothingYet}</p>
          )}
        </div>
      )}
    </section>
  );
}
