import type { Person } from '@contract/modules/people/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { hostelWrites, useAdminHostels } from '../api';
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
  return (
    <EntityPanel
      texts={{ title: t.title, add: t.add, loading: t.loading, empty: t.empty, listLabel: t.list }}
      titleId="hostels-panel-title"
      items={hostels}
      confirmDelete={t.confirmDelete}
      remove={(hostel) => hostelWrites.remove(hostel._id)}
      deleteToasts={{ progress: t.deleting, success: t.deleted, failure: t.deleteFailed }}
      renderCard={(hostel, { busy, ...actions }) => <AdminHostelCard hostel={hostel} {...actions} disabled={busy} />}
      renderForm={(hostel, close) => <AdminHostelForm hostel={hostel} usePeople={usePeople} onClose={close} />}
    />
  );
}
