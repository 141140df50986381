import { useCallback, useState } from 'react';
import type { Hostel } from '../../../../src/modules/hostels/model';
import { Lightbox } from '../../../components/lightbox';
import { fallbackImages } from '../../../lib/fallback-images';
import { sizedImage } from '../../../lib/images';
import { BedIcon, CalendarIcon, UsersIcon } from '../../../components/icons';
import { capitalize, hostelBadge, hostelBlock, sharingCount, yearLabel } from '../display';
import { hostelTexts as t } from '../texts';

/** The hostel's picture (a click enlarges it), its badge, block and stat badges. */
export function HostelHero({ hostel }: { hostel: Hostel }) {
  const [enlarged, setEnlarged] = useState(false);
  const close = useCallback(() => setEnlarged(false), []);
  const alt = t.imageAlt(hostel.name);
  const badge = hostelBadge(hostel.name);

  return (
    <section className="hostel-hero">
      {hostel.image ? (
        <button type="button" className="hostel-hero-image" onClick={() => setEnlarged(true)} aria-label={t.enlargeImage}>
          <img src={sizedImage(hostel.image, 1600)!} alt={alt} />
        </button>
      ) : (
        <div className="hostel-hero-image">
          <img src={fallbackImages.building} alt={alt} />
        </div>
      )}
      <div className="hostel-hero-info">
        <div className="hostel-hero-badges">
          <span className={`badge ${badge === t.girlsHostel ? 'badge-purple' : 'badge-blue'}`} data-testid="hostel-badge">
            {badge}
          </span>
          <span className="badge badge-amber" data-testid="hostel-block">
            {t.block}: {hostelBlock(hostel.name)}
          </span>
        </div>
        <ul className="hostel-stats" aria-label="Key facts">
          <li>
            <BedIcon size={18} />
            <span>
              <strong>{hostel.rooms}</strong> {t.rooms}
            </span>
          </li>
          <li>
            <UsersIcon size={18} />
            <span>
              {t.gender}: <strong>{capitalize(hostel.gender)}</strong>
            </span>
          </li>
          <li>
            <UsersIcon size={18} />
            <span>
              {t.sharing}: <strong>{sharingCount(hostel.sharing)}</strong>
            </span>
          </li>
          <li>
            <CalendarIcon size={18} />
            <span>
              {t.year}: <strong>{yearLabel(hostel.year)}</strong>
            </span>
          </li>
        </ul>
      </div>
      {enlarged && hostel.image && <Lightbox src={sizedImage(hostel.image, 1600)!} alt={alt} onClose={close} />}
    </section>
  );
}
