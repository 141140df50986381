import { useCallback, useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import { withToasts } from '../../../lib/toast';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { deleteMess, useAdminMesses } from '../api';
import { messTexts } from '../texts';
import { AdminMessCard } from './admin-mess-card';
import { AdminMessForm } from './admin-mess-form';

/**
 * Mess Management (SPEC.md section 2): the messes as cards, with add, edit and
 * delete. `useHostels` reads the hostels the form offers (the hostels feature
 * owns that list).
 */
export function MessPanel({ useHostels }: { useHostels: () => { hostels: Hostel[]; isLoading: boolean } }) {
  const messes = useAdminMesses();
  // undefined: no dialog; null: adding; a mess: editing it.
  const [editing, setEditing] = useState<Mess | null | undefined>(undefined);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeDialog = useCallback(() => setEditing(undefined), []);

  async function remove(mess: Mess) {
    if (!window.confirm(messTexts.confirmDelete)) return;
    setDeletingId(mess._id);
    await withToasts({ progress: messTexts.deleting, success: messTexts.deleted, failure: messTexts.deleteFailed }, () => deleteMess(mess._id));
    setDeletingId(null);
  }

  return (
    <section className="admin-panel">
      <PanelHeader title={messTexts.title} addLabel={messTexts.add} onAdd={() => setEditing(null)} />
      <EntityGrid
        items={messes}
        loadingText={messTexts.loading}
        emptyText={messTexts.empty}
        getKey={(mess) => mess._id}
        label={messTexts.listLabel}
        renderItem={(mess) => (
          <AdminMessCard mess={mess} onEdit={() => setEditing(mess)} onDelete={() => remove(mess)} busy={deletingId === mess._id} />
        )}
      />
      {editing !== undefined && <AdminMessForm mess={editing} useHostels={useHostels} onClose={closeDialog} />}
    </section>
  );
}
