import type { Notification } from '@contract/modules/notifications/model';
import { CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import type { CardActions } from '../../../components/admin/entity-panel';
import { LinkIcon } from '../../../components/icons';
import { PinIcon } from '../../../components/admin/icons';
import { ScheduledBadge } from '../../../components/admin/schedule';
import { formatAdminDate } from '../../../lib/format';
import { adminNotificationTexts as texts, audienceLabels } from '../admin-texts';
import { PriorityBadge } from './priority-badge';
import { MailAgainButton } from './mail-again-button';

/** Derived status (SPEC.md section 4): inactive, else expired once expiresAt has passed, else active. */
function statusOf(notification: Notification, now: Date) {
  if (!notification.isActive) return { label: texts.inactive, badge: 'badge-gray' };
  if (notification.expiresAt && new Date(notification.expiresAt) < now)
    return { label: texts.expired, badge: 'badge-amber' };
  return { label: texts.active, badge: 'badge-green' };
}

function audienceText(audience: string[]) {
  if (audience.length === 0 || audience.includes('all')) return texts.allAudience;
  return audience.map((value) => audienceLabels[value as keyof typeof audienceLabels] ?? value).join(', ');
}

type AdminNotificationCardProps = CardActions & { notification: Notification };

export function AdminNotificationCard({ notification, onEdit, onDelete, busy }: AdminNotificationCardProps) {
  const status = statusOf(notification, new Date());
  return (
    <EntityCard
      title={notification.title}
      badges={
        <>
          <PriorityBadge priority={notification.priority} />
          <span className={`badge admin-status-badge ${status.badge}`}>{status.label}</span>
          <ScheduledBadge publishAt={notification.publishAt} />
          {notification.pinned && (
            <span className="badge admin-pinned-badge">
              <PinIcon size={12} />
              {texts.pinned}
            </span>
          )}
        </>
      }
      updatedAt={notification.updatedAt}
      actions={
        <>
          {onEdit && notification.priority === 'urgent' && (
            <MailAgainButton notification={notification} disabled={busy} />
          )}
          <EditDeleteButtons name={notification.title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
        </>
      }
    >
      <CardDetails
        rows={[
          [texts.audienceLabel, audienceText(notification.targetAudience)],
          [texts.createdLabel, formatAdminDate(notification.createdAt)],
          [texts.expiresLabel, notification.expiresAt ? formatAdminDate(notification.expiresAt) : null],
        ]}
      />
      {notification.url && (
        <p className="admin-card-link">
          <LinkIcon size={14} />
          {texts.linkAttached}
        </p>
      )}
      <p className="clamp-2 admin-card-text">{notification.message}</p>
    </EntityCard>
  );
}
