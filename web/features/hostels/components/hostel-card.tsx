import type { Hostel } from '@contract/modules/hostels/model';
import { LazyImage } from '../../../components/lazy-image';
import { BedIcon, UsersIcon } from '../../../components/icons';
import { fallbackImages } from '../../../lib/fallback-images';
import { langOf } from '../../../lib/content-language';
import { genderLabel, hostelBlock } from '../display';
import { hostelTexts as t } from '../texts';
import { HostelBadge } from './hostel-badge';

/**
 * A hostel in the listing grid: the whole card is one button that opens its
 * details. Its text is its accessible name, the hostel's name first (the
 * badge shows above it by CSS order); the picture is decorative.
 */
export function HostelCard({ hostel, onOpen, first = false }: { hostel: Hostel; onOpen: () => void; first?: boolean }) {
  return (
    <button type="button" className="card hostel-card" onClick={onOpen}>
      <LazyImage src={hostel.image} alt="" width={400} fallback={fallbackImages.building} priority={first} />
      <span className="hostel-card-body">
        <span className="hostel-card-name" lang={langOf(hostel, 'name')}>
          {hostel.name}
        </span>
        <HostelBadge hostel={hostel} />
        <span className="hostel-card-facts">
          <span>
            <BedIcon size={16} /> {hostel.rooms} {t.rooms}
          </span>
          <span>
            <UsersIcon size={16} /> {genderLabel(hostel.gender)}
          </span>
          <span>
            {t.block}: {hostelBlock(hostel.name)}
          </span>
        </span>
      </span>
    </button>
  );
}
