// Hostels (SPEC.md section 7): the console's list and writes.
import { apiPaths } from '../../lib/api-paths';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';
import type { Hostel, HostelInput } from '@contract/modules/hostels/model';

/** Every hostel; undefined until the first fetch ends, an empty list when it failed (SPEC.md section 4). */
export function useAdminHostels() {
  return useConsoleList<Hostel>(apiPaths.hostels, 'hostels');
}

/**
 * What the form sends: staff as person ids, year null when empty, the image a data URL, the current URL (kept) or null.
 */
export type HostelDraft = Omit<HostelInput, 'image'> & { image: string | null };

/** The console's writes; people and messes show a hostel by name, so those lists are read again. */
export const hostelWrites = entityWrites<Hostel, HostelDraft>({
  list: apiPaths.hostels,
  item: apiPaths.hostel,
  shownIn: [apiPaths.people, apiPaths.messes, adminApiPaths.adminTranslations('hostels')],
});
