import { Spinner } from '../../../components/spinner';
import { BellIcon, ExternalIcon } from '../../../components/icons';
import { formatPublicDate } from '../../../lib/public-format';
import { externalLinkProps } from '../../../lib/external-links';
import { useLatestNotices } from '../api';
import { noticeTexts as t } from '../texts';
import '../notifications.css';

const PRIORITY_BADGE: Record<string, string> = { low: 'badge-green', medium: 'badge-blue', high: 'badge-orange', urgent: 'badge-red' };

/** The home page's 'Latest Notices' panel. */
export function LatestNotices() {
  const { notices, isLoading } = useLatestNotices();
  return (
    <section className="card notice-panel" aria-labelledby="latest-notices">
      <h3 id="latest-notices" className="notice-panel-title">
        <BellIcon /> {t.noticesTitle}
      </h3>
      {isLoading ? (
        <Spinner label={t.loadingNotices} />
      ) : notices.length === 0 ? (
        <div className="empty-state">
          <strong>{t.noNotices}</strong>
          {t.noNoticesHint}
        </div>
      ) : (
        <ul className="notice-list">
          {notices.map((notice) => (
            <li key={notice._id} className={`notice-item notice-${notice.priority}`}>
              <div className="notice-head">
                <h4>{notice.title}</h4>
                <span className={`badge ${PRIORITY_BADGE[notice.priority] ?? 'badge-gray'}`}>{t.priority[notice.priority] ?? notice.priority}</span>
              </div>
              <p className="clamp-2 notice-message">{notice.message}</p>
              <div className="notice-foot">
                <span>
                  {t.posted} {formatPublicDate(notice.createdAt)}
                </span>
                {notice.url && (
                  <a href={notice.url} {...externalLinkProps} className="notice-link">
                    {t.viewDetails} <ExternalIcon size={14} />
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
