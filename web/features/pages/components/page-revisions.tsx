import { useState } from 'react';
import type { PageRevision } from '@contract/modules/pages/model';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { restoreRevision, useRevisions } from '../api';
import { changesBetween, labelOf } from '../content-paths';
import { fieldLabels, pageTexts } from '../texts';

/** 'accommodation.rules.2' as people read it: "Accommodation › Rules › 3". */
const readablePath = (path: string, labels: Record<string, string>) =>
  path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : labelOf(part, labels)))
    .join(' › ');

function RevisionChanges({
  current,
  revision,
  labels,
}: {
  current: unknown;
  revision: PageRevision;
  labels: Record<string, string>;
}) {
  const changes = changesBetween(current, revision.content);
  if (changes.length === 0) return <p className="page-revision-none">{pageTexts.noChanges}</p>;
  return (
    <dl className="page-revision-changes" aria-label={pageTexts.changesAgainstCurrent}>
      {changes.map((change) => (
        <div key={change.path} className="page-revision-change">
          <dt>{readablePath(change.path, labels)}</dt>
          <dd>
            <del>{change.before ?? pageTexts.empty}</del>
            <span aria-hidden="true"> → </span>
            <ins>{change.after ?? pageTexts.empty}</ins>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The page's revisions; one chosen shows what restoring it would change, then restores it after a confirm. */
export function PageRevisions({ slug, current, onRestored }: { slug: string; current: unknown; onRestored(): void }) {
  const revisions = useRevisions(slug);
  const [chosen, setChosen] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<PageRevision | null>(null);
  const [busy, setBusy] = useState(false);
  const labels = fieldLabels[slug] ?? {};

  async function restore(revision: PageRevision) {
    setBusy(true);
    const result = await restoreRevision(slug, revision._id);
    setBusy(false);
    setConfirming(null);
    if (result) {
      setChosen(null);
      onRestored();
    }
  }

  return (
    <section className="page-revisions" aria-labelledby="page-revisions-title">
      <h3 id="page-revisions-title">{pageTexts.revisions}</h3>
      {!revisions ? (
        <Spinner label={pageTexts.loading} />
      ) : revisions.length === 0 ? (
        <p className="empty-state">{pageTexts.noRevisions}</p>
      ) : (
        <ol className="page-revision-list" aria-label={pageTexts.revisionsLabel}>
          {revisions.map((revision) => {
            const when = formatDateTime(revision.createdAt);
            const open = chosen === revision._id;
            return (
              <li key={revision._id} className="page-revision">
                <button
                  type="button"
                  className="page-revision-toggle"
                  aria-expanded={open}
                  onClick={() => setChosen(open ? null : revision._id)}
                >
                  <time dateTime={revision.createdAt}>{pageTexts.revisionLabel(when, revision.createdBy)}</time>
                </button>
                {open && (
                  <div className="page-revision-body">
                    <RevisionChanges current={current} revision={revision} labels={labels} />
                    <button
                      type="button"
                      className="button button-outline button-small"
                      onClick={() => setConfirming(revision)}
                    >
                      {pageTexts.restore}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {confirming && (
        <ConfirmDialog
          title={pageTexts.restoreTitle}
          onConfirm={() => restore(confirming)}
          onCancel={() => setConfirming(null)}
          confirmLabel={pageTexts.restore}
          busy={busy}
        >
          <p>{pageTexts.restoreBody(formatDateTime(confirming.createdAt))}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
