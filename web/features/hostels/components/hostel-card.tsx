import type { Hostel } from '../../../../src/modules/hostels/model';
import { LazyImage } from '../../../components/lazy-image';
import { BedIcon, UsersIcon } from '../../../components/icons';
import { fallbackImages } from '../../../lib/fallback-images';
import { capitalize, hostelBadge, hostelBlock } from '../display';
import { hostelTexts as t } from '../texts';

/** A hostel in the listing grid: the whole card is one button that opens its details. */
export function HostelCard({ hostel, onOpen }: { hostel: Hostel; onOpen: () => void }) {
  const badge = hostelBadge(hostel.name);
  return (
    <button type="button" className="card hostel-card" onClick={onOpen} aria-label={t.openDetails(hostel.name)}>
      <LazyImage src={hostel.image} alt={t.imageAlt(hostel.name)} width={400} fallback={fallbackImages.building} />
      <span className="hostel-card-body">
        <span className={`badge ${badge === t.girlsHostel ? 'badge-purple' : 'badge-blue'}`}>{badge}</span>
        <span className="hostel-card-name">{hostel.name}</span>
        <span className="hostel-card-facts">
          <span>
            <BedIcon size={16} /> {hostel.rooms} {t.rooms}
          </span>
          <span>
            <UsersIcon size={16} /> {capitalize(hostel.gender)}
          </span>
          <span>
            {t.block}: {hostelBlock(hostel.name)}
          </span>
        </span>
      </span>
    </button>
  );
}
