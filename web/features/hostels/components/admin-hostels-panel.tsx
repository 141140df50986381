import { useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Person } from '@contract/modules/people/model';
import { withToasts } from '../../../lib/toast';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { deleteHostel, useAdminHostels } from '../api';
import { adminHostelTexts as t } from '../texts';
import { AdminHostelCard } from './admin-hostel-card';
import { AdminHostelForm } from './admin-hostel-form';

/**
 * The console's Hostel Management screen (SPEC.md section 2): a card grid, an
 * Add/Edit modal and a browser confirm on delete. `usePeople` reads the
 * people the form offers as warden and supervisor (the people feature owns
 * that list).
 */
export function HostelsPanel({ usePeople }: { usePeople: () => { people: Person[]; isLoading: boolean } }) {
  const hostels = useAdminHostels();
  const [form, setForm] = useState<{ hostel: Hostel | null } | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);

  async function remove(hostel: Hostel) {
    if (!window.confirm(t.confirmDelete)) return;
    setDeletingId(hostel._id);
    await withToasts({ progress: t.deleting, success: t.deleted, failure: t.deleteFailed }, () => deleteHostel(hostel._id));
    setDeletingId(null);
  }

  return (
    <section aria-labelledby="hostels-panel-title">
      <PanelHeader title={t.title} titleId="hostels-panel-title" addLabel={t.add} onAdd={() => setForm({ hostel: null })} />
      <EntityGrid
        label={t.list}
        items={hostels}
        loadingText={t.loading}
        emptyText={t.empty}
        getKey={(hostel) => hostel._id}
        renderItem={(hostel) => (
          <AdminHostelCard
            hostel={hostel}
            onEdit={() => setForm({ hostel })}
            onDelete={() => remove(hostel)}
            disabled={deletingId === hostel._id}
          />
        )}
      />
      {form && <AdminHostelForm hostel={form.hostel} usePeople={usePeople} onClose={() => setForm(null)} />}
    </section>
  );
}
