import { BellIcon, ExternalIcon } from '../../../components/icons';
import { ListPanel } from '../../../components/list-panel';
import { frameTexts } from '../../../components/layout/texts';
import { formatPublicDate } from '../../../lib/public-format';
import { externalLinkProps } from '../../../lib/external-links';
import { langOf } from '../../../lib/content-language';
import { useLatestNotifications } from '../api';
import { postedAt } from '@contract/modules/notifications/selection';
import { notificationTexts as t } from '../texts';
import { PriorityBadge } from './priority-badge';
import '../notifications.css';

/** The home page's 'Latest Notices' panel. */
export function LatestNotifications() {
  const { notifications, isLoading } = useLatestNotifications();
  return (
    <ListPanel
      id="latest-notices"
      icon={<BellIcon />}
      title={t.title}
      isLoading={isLoading}
      loadingText={t.loading}
      empty={notifications.length === 0 ? { title: t.empty, hint: t.emptyHint } : null}
    >
      {notifications.map((notification) => (
        <li key={notification._id} className={`notice-item notice-${notification.priority}`}>
          <div className="notice-head">
            <h4 lang={langOf(notification, 'title')}>{notification.title}</h4>
            <PriorityBadge priority={notification.priority} />
          </div>
          <p className="clamp-2 notice-message" lang={langOf(notification, 'message')}>
            {notification.message}
          </p>
          <div className="notice-foot meta-row">
            <span>
              {t.posted} {formatPublicDate(postedAt(notification))}
            </span>
            {notification.url && (
              <a href={notification.url} {...externalLinkProps} className="notice-link">
                {t.viewDetails} <ExternalIcon size={14} />
                <span className="visually-hidden"> {frameTexts.newTab}</span>
              </a>
            )}
          </div>
        </li>
      ))}
    </ListPanel>
  );
}
