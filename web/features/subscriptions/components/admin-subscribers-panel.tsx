import { useDeferredValue, useId, useState } from 'react';
import type { SubscriberRow, SubscribersOverview } from '@contract/modules/subscriptions/model';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { formatAdminDate } from '../../../lib/format';
import { messageOf } from '../../../lib/public-api';
import { notify, withToasts } from '../../../lib/toast';
import { exportSubscribers, removeSubscriber, useSubscribers } from '../admin-api';
import { subscribersTexts as t } from '../admin-texts';

/** The Subscribers panel: how many get what, a search by address, removing one, and the CSV. */
export function SubscribersPanel() {
  const id = useId();
  const [search, setSearch] = useState('');
  const shownSearch = useDeferredValue(search.trim());
  const { overview, failed, refresh } = useSubscribers(shownSearch);
  const [asking, setAsking] = useState<SubscriberRow | null>(null);
  const [removing, setRemoving] = useState(false);

  async function remove(subscriber: SubscriberRow) {
    setRemoving(true);
    try {
      notify.success((await removeSubscriber(subscriber._id)).message);
      setAsking(null);
      await refresh();
    } catch (error) {
      notify.error(messageOf(error, t.removeFailed));
    } finally {
      setRemoving(false);
    }
  }

  return (
    <section className="admin-panel subscribers-panel">
      <header className="panel-header">
        <h2>{t.title}</h2>
        <button
          type="button"
          className="button button-outline"
          onClick={() =>
            withToasts(
              { progress: t.exporting, success: t.exported, failure: t.exportFailed },
              async () => void (await exportSubscribers()),
            )
          }
        >
          {t.exportCsv}
        </button>
      </header>
      <p className="subscribers-intro">{t.intro}</p>
      {failed ? (
        <p className="empty-state admin-empty" role="alert">
          {t.loadFailed}
        </p>
      ) : !overview ? (
        <Spinner label={t.loading} />
      ) : (
        <>
          <Counts counts={overview.counts} />
          <div className="field subscribers-search">
            <label htmlFor={`${id}-search`}>{t.search}</label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={t.searchPlaceholder}
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Subscribers overview={overview} searching={shownSearch !== ''} onRemove={setAsking} />
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={t.confirmTitle}
          confirmLabel={t.remove}
          onConfirm={() => remove(asking)}
          onCancel={() => setAsking(null)}
          busy={removing}
        >
          <p>{t.confirmBody(asking.email)}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function Counts({ counts }: { counts: SubscribersOverview['counts'] }) {
  const { languages, ...byChoice } = counts;
  return (
    <dl className="card subscribers-counts">
      {(Object.keys(t.counts) as (keyof typeof t.counts)[]).map((key) => (
        <div key={key}>
          <dt>{t.counts[key]}</dt>
          <dd>{byChoice[key]}</dd>
        </div>
      ))}
      {Object.entries(t.languages).map(([code, name]) => (
        <div key={code}>
          <dt>{name}</dt>
          <dd>{languages[code] ?? 0}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What a subscription receives, in the office's words. */
const receives = (subscriber: SubscriberRow) =>
  [subscriber.urgent && t.urgent, t.digest[subscriber.digest], subscriber.menuHostel && t.menu(subscriber.menuHostel)]
    .filter(Boolean)
    .join(', ');

function Subscribers({
  overview,
  searching,
  onRemove,
}: {
  overview: SubscribersOverview;
  searching: boolean;
  onRemove: (subscriber: SubscriberRow) => void;
}) {
  if (overview.subscribers.length === 0)
    return <p className="empty-state admin-empty">{searching ? t.noMatch : t.empty}</p>;
  return (
    <>
      <ul className="subscribers-list" aria-label={t.listLabel}>
        {overview.subscribers.map((subscriber) => (
          <li key={subscriber._id} className="card subscriber">
            <div className="subscriber-main">
              <strong className="subscriber-email">{subscriber.email}</strong>
              <span>{receives(subscriber)}</span>
              <span className="subscriber-meta">
                <span className={`badge ${subscriber.confirmed ? 'badge-green' : 'badge-gray'}`}>
                  {subscriber.confirmed ? t.confirmed : t.waiting}
                </span>{' '}
                {t.languages[subscriber.language] ?? subscriber.language} ·{' '}
                {t.since(formatAdminDate(subscriber.createdAt))}
              </span>
            </div>
            <button
              type="button"
              className="button button-danger-outline button-small"
              aria-label={t.removeLabel(subscriber.email)}
              onClick={() => onRemove(subscriber)}
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      {overview.more && <p className="field-hint">{t.more}</p>}
    </>
  );
}
