import { CalendarIcon, CalendarPlusIcon, ClockIcon, MapPinIcon } from '../../../components/icons';
import { ListPanel } from '../../../components/list-panel';
import { apiPaths } from '../../../lib/api-paths';
import { formatEventDate, formatEventTile, formatEventTime } from '../../../lib/public-format';
import { langOf } from '../../../lib/content-language';
import { calendarAddress, useUpcomingEvents } from '../api';
import { calendarTexts, upcomingEventTexts as t } from '../texts';
import { CalendarSubscribe } from './calendar-subscribe';
import '../events.css';

/** The home page's 'Upcoming Events' panel. */
export function UpcomingEvents() {
  const { events, isLoading } = useUpcomingEvents();
  return (
    <ListPanel
      id="upcoming-events"
      icon={<CalendarIcon />}
      title={t.title}
      action={<CalendarSubscribe />}
      isLoading={isLoading}
      loadingText={t.loading}
      empty={events.length === 0 ? { title: t.empty, hint: t.emptyHint } : null}
    >
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
              <h4 lang={langOf(event, 'title')}>{event.title}</h4>
              <p className="event-meta">
                {event.time && (
                  <span>
                    <ClockIcon size={14} /> {formatEventTime(event.time)}
                  </span>
                )}
                {event.location && (
                  <span lang={langOf(event, 'location')}>
                    <MapPinIcon size={14} /> {event.location}
                  </span>
                )}
              </p>
              <p className="clamp-1 event-description" lang={langOf(event, 'description')}>
                {event.description}
              </p>
              <a
                className="event-calendar-link"
                href={calendarAddress(apiPaths.eventCalendar(event._id))}
                download
                aria-label={calendarTexts.addToCalendarLabel(event.title)}
              >
                <CalendarPlusIcon size={14} /> {calendarTexts.addToCalendar}
              </a>
            </div>
          </li>
        );
      })}
    </ListPanel>
  );
}
