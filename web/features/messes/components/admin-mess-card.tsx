import type { Mess } from '@contract/modules/messes/model';
import { CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import messPlaceholder from '../mess-placeholder.svg';
import { messTexts, messTypeLabels } from '../texts';

type AdminMessCardProps = {
  mess: Mess;
  onEdit?: () => void;
  onDelete?: () => void;
  busy: boolean;
};

export function AdminMessCard({ mess, onEdit, onDelete, busy }: AdminMessCardProps) {
  const members = mess.nominated_mess_members.length;
  return (
    <EntityCard
      title={mess.mess_name}
      // Messes have no pictures yet: the card keeps the picture's place (SPEC.md section 2).
      image={{ src: null, alt: messTexts.imagePlaceholder, fallback: messPlaceholder }}
      updatedAt={mess.updatedAt}
      actions={<EditDeleteButtons name={mess.mess_name} onEdit={onEdit} onDelete={onDelete} disabled={busy} variant="text" />}
    >
      <CardDetails
        rows={[
          [messTexts.caterer, mess.caterers_name],
          [messTexts.hostel, mess.hostel?.name ?? messTexts.noHostel],
          [
            messTexts.type,
            <span className={`badge ${mess.type === 'Veg' ? 'badge-green' : 'badge-red'}`}>{messTypeLabels[mess.type] ?? mess.type}</span>,
          ],
          [messTexts.capacity, messTexts.capacityValue(mess.capacity)],
          [messTexts.nightCanteen, mess.night_canteen],
          [messTexts.members, members > 0 ? members : null],
        ]}
      />
    </EntityCard>
  );
}
