import type { Event } from '@contract/modules/events/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useEntityGrants } from '../../../lib/grants';
import { eventWrites, useAdminEvents } from '../admin-api';
import { eventTexts } from '../admin-texts';
import { AdminEventCard } from './admin-event-card';
import { AdminEventForm } from './admin-event-form';

/** Event Management (SPEC.md section 2): the events as cards, with add, edit and delete. */
export function EventsPanel() {
  const grants = useEntityGrants<Event>('events', (event) => ({ createdBy: event.createdBy }));
  const events = useAdminEvents();
  const needsTranslation = useNeedsTranslation('events');
  return (
    <EntityPanel
      grants={grants}
      csv={{ entity: 'events' }}
      texts={eventTexts}
      items={events}
      columns="wide"
      needsTranslation={needsTranslation && ((event) => needsTranslation(event._id))}
      remove={eventWrites.remove}
      renderCard={(event, actions) => <AdminEventCard event={event} {...actions} />}
      renderForm={(event, close) => <AdminEventForm event={event} onClose={close} />}
    />
  );
}
