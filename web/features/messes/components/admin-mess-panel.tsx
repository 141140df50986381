import { useCallback, useState } from 'react';
import { may } from '@contract/auth/permissions';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { useAccount } from '../../../lib/auth';
import { useEntityGrants } from '../../../lib/grants';
import { messWrites, useAdminMesses } from '../admin-api';
import { messTexts } from '../admin-texts';
import { AdminMessCard } from './admin-mess-card';
import { AdminMessForm } from './admin-mess-form';
import { AdminMessMenu } from './admin-mess-menu';

/**
 * Mess Management (SPEC.md section 2): the messes as cards, with add, edit and
 * delete, and each mess's weekly menu. `hostels` are those the form offers
 * (the hostels feature owns that list): undefined until loaded. An account
 * that may add a mess only to its own hostels and has none (a warden whose
 * hostel was deleted) is told so instead of getting an add form with nothing to choose.
 */
export function MessPanel({ hostels }: { hostels: Hostel[] | undefined }) {
  const account = useAccount();
  const entityGrants = useEntityGrants<Mess>('messes', (mess) => ({ hostels: [mess.hostel?._id] }));
  const noHostelToAddTo = hostels?.length === 0 && entityGrants.canAdd && !may(account, 'messes.create');
  const grants = noHostelToAddTo ? { ...entityGrants, canAdd: false } : entityGrants;
  const messes = useAdminMesses();
  const messNeedsTranslation = useNeedsTranslation('messes');
  const menuNeedsTranslation = useNeedsTranslation('menus');
  // The mess whose menu is open.
  const [menuOf, setMenuOf] = useState<Mess | null>(null);
  // Stable, so the open dialog keeps its focus when the list re-renders.
  const closeMenu = useCallback(() => setMenuOf(null), []);
  return (
    <>
      <EntityPanel
        grants={grants}
        notice={noHostelToAddTo && messTexts.noHostelToAddTo}
        csv={{ entity: 'messes' }}
        texts={messTexts}
        items={messes}
        needsTranslation={
          messNeedsTranslation &&
          menuNeedsTranslation &&
          ((mess) => messNeedsTranslation(mess._id) || menuNeedsTranslation(mess._id))
        }
        remove={messWrites.remove}
        renderCard={(mess, actions) => (
          <AdminMessCard mess={mess} onMenu={actions.onEdit && (() => setMenuOf(mess))} {...actions} />
        )}
        renderForm={(mess, close) => <AdminMessForm mess={mess} hostels={hostels} onClose={close} />}
      />
      {menuOf && <AdminMessMenu mess={menuOf} onClose={closeMenu} />}
    </>
  );
}
