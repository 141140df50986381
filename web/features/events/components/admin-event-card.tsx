import type { Event, EventCategory } from '@contract/modules/events/model';
import { CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import type { CardActions } from '../../../components/admin/entity-panel';
import { ScheduledBadge } from '../../../components/admin/schedule';
import { fallbackImages } from '../../../lib/fallback-images';
import { formatEventDate } from '../../../lib/public-format';
import { eventCategoryLabels, eventTexts } from '../admin-texts';

const categoryBadges: Record<EventCategory, string> = {
  academic: 'badge-blue',
  cultural: 'badge-purple',
  sports: 'badge-green',
  technical: 'badge-orange',
  other: 'badge-gray',
};

type AdminEventCardProps = CardActions & { event: Event };

export function AdminEventCard({ event, onEdit, onDelete, busy }: AdminEventCardProps) {
  return (
    <EntityCard
      title={event.title}
      image={{ src: event.image, alt: eventTexts.imageAlt(event.title), fallback: fallbackImages.event }}
      badges={
        <>
          <span className={`badge ${categoryBadges[event.category] ?? 'badge-gray'}`}>
            {eventCategoryLabels[event.category] ?? event.category}
          </span>
          <span className={`badge admin-status-badge ${event.isActive ? 'badge-green' : 'badge-gray'}`}>
            {event.isActive ? eventTexts.active : eventTexts.inactive}
          </span>
          <ScheduledBadge publishAt={event.publishAt} />
        </>
      }
      updatedAt={event.updatedAt}
      actions={<EditDeleteButtons name={event.title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />}
    >
      <CardDetails
        rows={[
          [eventTexts.dateLabel, formatEventDate(event.date)],
          [eventTexts.timeLabel, event.time || eventTexts.tbd],
          [eventTexts.locationLabel, event.location || eventTexts.tbd],
        ]}
      />
      <p className="clamp-2 admin-card-text">{event.description}</p>
    </EntityCard>
  );
}
