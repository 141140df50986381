import { Spinner } from '../../../components/spinner';
import { CalendarIcon, ClockIcon, MapPinIcon } from '../../../components/icons';
import { formatEventDate, formatEventTile } from '../../../lib/public-format';
import { useUpcomingEvents } from '../api';
import { upcomingEventTexts as t } from '../texts';
import '../../notifications/notifications.css';

/** The home page's 'Upcoming Events' panel. */
export function UpcomingEvents() {
  const { events, isLoading } = useUpcomingEvents();
  return (
    <section className="card notice-panel" aria-labelledby="upcoming-events">
      <h3 id="upcoming-events" className="notice-panel-title">
        <CalendarIcon /> {t.title}
      </h3>
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : events.length === 0 ? (
        <div className="empty-state">
          <strong>{t.empty}</strong>
          {t.emptyHint}
        </div>
      ) : (
        <ul className="notice-list">
          {events.map((event) => {
            const tile = formatEventTile(event.date);
            return (
              <li key={event._id} className="event-item">
                {tile && (
                  <time className="event-tile" dateTime={event.date.slice(0, 10)}>
                    <span aria-hidden="true">{tile.month}</span>
                    <strong aria-hidden="true">{tile.day}</strong>
                    <span className="visually-hidden">{formatEventDate(event.date)}</span>
                  </time>
                )}
                <div className="event-body">
                  <h4>{event.title}</h4>
                  <p className="event-meta">
                    {event.time && (
                      <span>
                        <ClockIcon size={14} /> {event.time}
                      </span>
                    )}
                    {event.location && (
                      <span>
                        <MapPinIcon size={14} /> {event.location}
                      </span>
                    )}
                  </p>
                  <p className="clamp-1 event-description">{event.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
