import type { Mess } from '@contract/modules/messes/model';
import { CardButton, CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import type { CardActions } from '../../../components/admin/entity-panel';
import { UtensilsIcon } from '../../../components/icons';
import messPlaceholder from '../mess-placeholder.svg';
import { menuEditorTexts, messTexts, messTypeLabels } from '../admin-texts';

type AdminMessCardProps = CardActions & {
  mess: Mess;
  /** Opens the mess's weekly menu (left out when the account may not change it). */
  onMenu?: () => void;
};

export function AdminMessCard({ mess, onEdit, onDelete, onMenu, busy }: AdminMessCardProps) {
  const members = mess.nominated_mess_members.length;
  return (
    <EntityCard
      title={mess.mess_name}
      // Messes have no pictures yet: the card keeps the picture's place (SPEC.md section 2).
      image={{ src: null, alt: messTexts.imagePlaceholder, fallback: messPlaceholder }}
      updatedAt={mess.updatedAt}
      actions={
        <>
          {onMenu && (
            <CardButton
              label={menuEditorTexts.open}
              ariaLabel={menuEditorTexts.openLabel(mess.mess_name)}
              onClick={onMenu}
              icon={<UtensilsIcon size={16} />}
              disabled={busy}
            />
          )}
          <EditDeleteButtons name={mess.mess_name} onEdit={onEdit} onDelete={onDelete} disabled={busy} variant="text" />
        </>
      }
    >
      <CardDetails
        rows={[
          [messTexts.caterer, mess.caterers_name],
          [messTexts.hostel, mess.hostel?.name ?? messTexts.noHostel],
          [
            messTexts.type,
            // biome-ignore lint/correctness/useJsxKeyInIterable: a row's value beside its label, not an item of a list
            <span className={`badge ${mess.type === 'Veg' ? 'badge-green' : 'badge-red'}`}>
              {messTypeLabels[mess.type] ?? mess.type}
            </span>,
          ],
          [messTexts.capacity, messTexts.capacityValue(mess.capacity)],
          [messTexts.nightCanteen, mess.night_canteen],
          [messTexts.members, members > 0 ? members : null],
        ]}
      />
    </EntityCard>
  );
}
