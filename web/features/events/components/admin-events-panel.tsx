import { useCallback, useState } from 'react';
import type { Event } from '@contract/modules/events/model';
import { withToasts } from '../../../lib/toast';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { deleteEvent, useAdminEvents } from '../api';
import { eventTexts } from '../texts';
import { AdminEventCard } from './admin-event-card';
import { AdminEventForm } from './admin-event-form';

/** Event Management (SPEC.md section 2): the events as cards, with add, edit and delete. */
export function EventsPanel() {
  const events = useAdminEvents();
  // undefined: no dialog; null: adding; an event: editing it.
  const [editing, setEditing] = useState<Event | null | undefined>(undefined);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeDialog = useCallback(() => setEditing(undefined), []);

  async function remove(event: Event) {
    if (!window.confirm(eventTexts.confirmDelete)) return;
    setDeletingId(event._id);
    await withToasts({ progress: eventTexts.deleting, success: eventTexts.deleted, failure: eventTexts.deleteFailed }, () =>
      deleteEvent(event._id),
    );
    setDeletingId(null);
  }

  return (
    <section className="admin-panel">
      <PanelHeader title={eventTexts.title} addLabel={eventTexts.add} onAdd={() => setEditing(null)} />
      <EntityGrid
        items={events}
        loadingText={eventTexts.loading}
        emptyText={eventTexts.empty}
        getKey={(event) => event._id}
        columns="wide"
        label={eventTexts.listLabel}
        renderItem={(event) => (
          <AdminEventCard
            event={event}
            onEdit={() => setEditing(event)}
            onDelete={() => remove(event)}
            busy={deletingId === event._id}
          />
        )}
      />
      {editing !== undefined && <AdminEventForm event={editing} onClose={closeDialog} />}
    </section>
  );
}
