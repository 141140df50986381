import { Spinner } from '../../../components/spinner';
import { BellIcon, ExternalIcon } from '../../../components/icons';
import { formatPublicDate } from '../../../lib/public-format';
import { externalLinkProps } from '../../../lib/external-links';
import { useLatestNotifications } from '../api';
import { notificationTexts as t, priorityLabels } from '../texts';
import '../notifications.css';

const PRIORITY_BADGE: Record<string, string> = { low: 'badge-green', medium: 'badge-blue', high: 'badge-orange', urgent: 'badge-red' };
const PRIORITY_LABEL: Record<string, string> = priorityLabels;

/** The home page's 'Latest Notices' panel. */
export function LatestNotifications() {
  const { notifications, isLoading } = useLatestNotifications();
  return (
    <section className="card notice-panel" aria-labelledby="latest-notices">
      <h3 id="latest-notices" className="notice-panel-title">
        <BellIcon /> {t.title}
      </h3>
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : notifications.length === 0 ? (
        <div className="empty-state">
          <strong>{t.empty}</strong>
          {t.emptyHint}
        </div>
      ) : (
        <ul className="notice-list">
          {notifications.map((notification) => (
            <li key={notification._id} className={`notice-item notice-${notification.priority}`}>
              <div className="notice-head">
                <h4>{notification.title}</h4>
                <span className={`badge ${PRIORITY_BADGE[notification.priority] ?? 'badge-gray'}`}>{PRIORITY_LABEL[notification.priority] ?? notification.priority}</span>
              </div>
              <p className="clamp-2 notice-message">{notification.message}</p>
              <div className="notice-foot">
                <span>
                  {t.posted} {formatPublicDate(notification.createdAt)}
                </span>
                {notification.url && (
                  <a href={notification.url} {...externalLinkProps} className="notice-link">
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
