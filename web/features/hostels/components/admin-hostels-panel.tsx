import type { Hostel } from '@contract/modules/hostels/model';
import type { Person } from '@contract/modules/people/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useEntityGrants } from '../../../lib/grants';
import { hostelWrites, useAdminHostels } from '../admin-api';
import { adminHostelTexts as t } from '../admin-texts';
import { AdminHostelCard } from './admin-hostel-card';
import { AdminHostelForm } from './admin-hostel-form';

/**
 * The console's Hostel Management screen (SPEC.md section 2): a card grid, an
 * Add/Edit modal and a browser confirm on delete. `people` are those the form
 * offers as warden and supervisor (the people feature owns that list):
 * undefined until loaded.
 */
export function HostelsPanel({ people }: { people: Person[] | undefined }) {
  const grants = useEntityGrants<Hostel>('hostels', (hostel) => ({ hostels: [hostel._id] }));
  const hostels = useAdminHostels();
  const needsTranslation = useNeedsTranslation('hostels');
  return (
    <EntityPanel
      grants={grants}
      csv={{ entity: 'hostels', import: { label: t.csvName, columns: t.importPreviewColumns } }}
      texts={{ ...t, listLabel: t.list }}
      titleId="hostels-panel-title"
      items={hostels}
      needsTranslation={needsTranslation && ((hostel) => needsTranslation(hostel._id))}
      remove={hostelWrites.remove}
      renderCard={(hostel, { busy, ...actions }) => <AdminHostelCard hostel={hostel} {...actions} disabled={busy} />}
      renderForm={(hostel, close) => <AdminHostelForm hostel={hostel} people={people} onClose={close} />}
    />
  );
}
