import type { Hostel } from '@contract/modules/hostels/model';
import { fallbackImages } from '../../../lib/fallback-images';
import { CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import { adminHostelTexts as t } from '../admin-texts';
import { capitalize, yearLabel } from '../display';

type AdminHostelCardProps = { hostel: Hostel; onEdit?: () => void; onDelete?: () => void; disabled?: boolean };

/** A hostel in the console: picture, name, rooms, staff, gender, sharing, year, optional mess and last update. */
export function AdminHostelCard({ hostel, onEdit, onDelete, disabled }: AdminHostelCardProps) {
  return (
    <EntityCard
      title={hostel.name}
      image={{ src: hostel.image, alt: t.imageAlt(hostel.name), fallback: fallbackImages.building }}
      updatedAt={hostel.updatedAt}
      actions={<EditDeleteButtons name={hostel.name} onEdit={onEdit} onDelete={onDelete} disabled={disabled} />}
    >
      <CardDetails
        rows={[
          [t.card.rooms, hostel.rooms],
          [t.card.warden, hostel.warden?.name ?? t.card.unassigned],
          [t.card.supervisor, hostel.supervisor?.name ?? t.card.unassigned],
          [t.card.gender, capitalize(hostel.gender)],
          [t.card.sharing, capitalize(hostel.sharing)],
          [t.card.year, yearLabel(hostel.year)],
          [t.card.mess, hostel.mess],
        ]}
      />
    </EntityCard>
  );
}
