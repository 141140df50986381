import { useId, useState } from 'react';
import { FEEDBACK_STATUSES, type Feedback, type FeedbackStatus } from '@contract/modules/feedback/model';
import { PanelHeader } from '../../../components/admin/panel-header';
import { FilterSelect, Options } from '../../../components/admin/select';
import { Spinner } from '../../../components/spinner';
import { formatDateTime } from '../../../lib/format';
import { withToasts } from '../../../lib/toast';
import { setFeedbackStatus, useInbox } from '../admin-api';
import { inboxTexts as t } from '../admin-texts';
import '../feedback.css';

/** The count of new messages beside the sidebar's Inbox entry; nothing when there are none. */
export function InboxBadge() {
  const { data } = useInbox();
  if (!data?.newCount) return null;
  return (
    <span className="badge inbox-count">
      <span aria-hidden="true">{data.newCount}</span>
      <span className="visually-hidden">, {data.newCount} new</span>
    </span>
  );
}

function Message({ item, onMove }: { item: Feedback; onMove: (status: FeedbackStatus) => void }) {
  return (
    <li className={`inbox-item inbox-${item.status.replace(' ', '-')}`}>
      <div className="inbox-line">
        <span className="badge inbox-status">{t.statusLabels[item.status]}</span>
        <span>
          {t.from} <strong>{item.name || t.visitor}</strong>
          {item.email && (
            <>
              {' '}
              <a href={`mailto:${item.email}`}>{item.email}</a>
            </>
          )}
        </span>
        <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
      </div>
      <p className="inbox-message">{item.message}</p>
      {item.page && (
        <p className="inbox-page">
          {t.about} <a href={item.page}>{item.page}</a>
        </p>
      )}
      <div className="inbox-actions">
        {FEEDBACK_STATUSES.filter((status) => status !== item.status).map((status) => (
          <button
            key={status}
            type="button"
            className="button button-small button-outline"
            onClick={() => onMove(status)}
          >
            {t.moveTo[status]}
          </button>
        ))}
      </div>
    </li>
  );
}

/**
 * The Inbox (owners and editors): visitors' messages newest first, filtered by status, each moved new → in hand → done.
 */
export function InboxPanel() {
  const id = useId();
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const { data, mutate } = useInbox(status);
  const all = useInbox();

  async function move(item: Feedback, next: FeedbackStatus) {
    await withToasts({ progress: t.saving, success: t.saved, failure: t.saveFailed }, () =>
      setFeedbackStatus(item._id, next),
    );
    await Promise.all([mutate(), all.mutate()]);
  }

  return (
    <section className="admin-panel inbox-panel" aria-labelledby={`${id}-title`}>
      <PanelHeader title={t.title} titleId={`${id}-title`}>
        <FilterSelect
          id={`${id}-status`}
          label={t.show}
          value={status}
          onChange={(value) => setStatus(value as FeedbackStatus | '')}
        >
          <Options blank={t.all} items={FEEDBACK_STATUSES} label={(choice) => t.statusLabels[choice]} />
        </FilterSelect>
      </PanelHeader>
      <p className="panel-intro">{t.intro}</p>
      {!data ? (
        <Spinner label="Loading..." />
      ) : data.items.length === 0 ? (
        <p className="empty-state">{t.empty}</p>
      ) : (
        <ul className="inbox-list">
          {data.items.map((item) => (
            <Message key={item._id} item={item} onMove={(next) => move(item, next)} />
          ))}
        </ul>
      )}
    </section>
  );
}
