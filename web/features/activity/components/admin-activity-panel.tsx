import { useId, useState, type FormEvent } from 'react';
import { ACTIVITY_ACTIONS, type ActivityEntry } from '@contract/modules/activity/model';
import { TRANSLATED_LANGUAGES } from '@contract/languages';
import { FormField } from '../../../components/admin/form-field';
import { PanelHeader } from '../../../components/admin/panel-header';
import { Options } from '../../../components/admin/select';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { withToasts } from '../../../lib/toast';
import { exportActivity, useActivity, type ActivityFilters } from '../api';
import { actionLabels, activityTexts as t, entityLabels } from '../texts';

const NO_FILTERS: ActivityFilters = { actor: '', entity: '', action: '', from: '', to: '' };

const shownValue = (value: unknown) =>
  value === null || value === '' || (Array.isArray(value) && value.length === 0)
    ? t.empty_value
    : typeof value === 'object'
      ? JSON.stringify((value as { name?: string }).name ?? value)
      : String(value);

/** The language of a translated text's change ('hi: title'), its values read in it. */
const languageOf = (field: string) => TRANSLATED_LANGUAGES.find((language) => field.startsWith(`${language}: `));

/** One entry: when, who and from where, what was done to what, and each changed field before → after. */
function Entry({ entry }: { entry: ActivityEntry }) {
  return (
    <li className={`activity-entry activity-${entry.action.replace(' ', '-')}`}>
      <div className="activity-line">
        <span className="badge activity-action">{actionLabels[entry.action] ?? entry.action}</span>
        <span className="activity-what">
          {entityLabels[entry.entity] ?? entry.entity}
          {entry.name && (
            <>
              {' · '}
              <strong>{entry.name}</strong>
            </>
          )}
        </span>
      </div>
      <p className="activity-who">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> · {entry.actor || '—'} ·{' '}
        {t.from_address(entry.address)}
      </p>
      {entry.changes.length > 0 && entry.action === 'update' && (
        <details className="activity-changes">
          <summary>{t.changed(entry.changes.length)}</summary>
          <dl>
            {entry.changes.map((change) => {
              const language = languageOf(change.field);
              return (
                <div key={change.field}>
                  <dt>{change.field}</dt>
                  <dd>
                    <del lang={change.before ? language : undefined}>{shownValue(change.before)}</del> →{' '}
                    <ins lang={change.after ? language : undefined}>{shownValue(change.after)}</ins>
                  </dd>
                </div>
              );
            })}
          </dl>
        </details>
      )}
    </li>
  );
}

/** The activity log for owners: filters, the entries newest first, older pages, and the CSV. */
export function ActivityPanel() {
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const { entries, error, hasMore, loadingMore, more } = useActivity(filters);
  const id = useId();
  const bind = (name: keyof ActivityFilters) => ({
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
  }

  return (
    <section className="admin-panel activity-panel" aria-labelledby={`${id}-title`}>
      <PanelHeader title={t.title} titleId={`${id}-title`}>
        <button
          type="button"
          className="button button-outline"
          onClick={() =>
            withToasts(
              { progress: t.exporting, success: t.exported, failure: t.exportFailed },
              async () => void (await exportActivity(filters)),
            )
          }
        >
          {t.exportCsv}
        </button>
      </PanelHeader>
      <form className="activity-filters card" onSubmit={apply} aria-label={t.filters}>
        <FormField id={`${id}-actor`} label={t.who}>
          {(control) => <input {...control} {...bind('actor')} placeholder={t.whoHint} autoComplete="off" />}
        </FormField>
        <FormField id={`${id}-entity`} label={t.what}>
          {(control) => (
            <select {...control} {...bind('entity')}>
              <Options blank={t.any} items={Object.keys(entityLabels)} label={(entity) => entityLabels[entity]} />
            </select>
          )}
        </FormField>
        <FormField id={`${id}-action`} label={t.action}>
          {(control) => (
            <select {...control} {...bind('action')}>
              <Options blank={t.any} items={ACTIVITY_ACTIONS} label={(action) => actionLabels[action]} />
            </select>
          )}
        </FormField>
        <FormField id={`${id}-from`} label={t.from}>
          {(control) => <input {...control} {...bind('from')} type="date" />}
        </FormField>
        <FormField id={`${id}-to`} label={t.to}>
          {(control) => <input {...control} {...bind('to')} type="date" />}
        </FormField>
        <div className="activity-filter-actions">
          <button type="submit" className="button button-primary">
            {t.apply}
          </button>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setDraft(NO_FILTERS);
              setFilters(NO_FILTERS);
            }}
          >
            {t.clear}
          </button>
        </div>
      </form>
      {error ? (
        <p role="alert">{t.loadFailed}</p>
      ) : !entries ? (
        <Spinner label={t.loading} />
      ) : entries.length === 0 ? (
        <p className="activity-empty">{t.empty}</p>
      ) : (
        <>
          <ol className="activity-list" aria-label={t.listLabel}>
            {entries.map((entry) => (
              <Entry key={entry._id} entry={entry} />
            ))}
          </ol>
          {hasMore && (
            <button type="button" className="button button-outline activity-more" onClick={more} disabled={loadingMore}>
              {t.older}
            </button>
          )}
        </>
      )}
    </section>
  );
}
