import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { LightboxOnDemand } from '../../../components/lightbox-on-demand';
import { fallbackImages } from '../../../lib/fallback-images';
import { telHref } from '../../../lib/external-links';
import { sizedImage } from '../../../lib/images';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { BedIcon, CalendarIcon, PhoneIcon, UserIcon, UsersIcon, UtensilsIcon } from '../../../components/icons';
import { genderLabel, hostelBlock, sharingCount, staffDetails, yearLabel } from '../display';
import { hostelTexts as t } from '../texts';
import { HostelBadge } from './hostel-badge';

const HERO_WIDTHS = [480, 960, 1600];

/** The hero picture's sources: the page's largest picture, so the page's head preloads the same one. */
export function hostelHeroPicture(image: string) {
  return {
    src: sizedImage(image, 960)!,
    srcSet: HERO_WIDTHS.map((width) => `${sizedImage(image, width)} ${width}w`).join(', '),
    sizes: '(min-width: 1024px) 720px, 100vw',
  };
}

/** One line of the hero's facts or contacts: an icon, then its words. */
function Fact({ icon: Icon, children }: { icon: ComponentType<{ size?: number }>; children: ReactNode }) {
  return (
    <li>
      <Icon size={18} />
      <span>{children}</span>
    </li>
  );
}

/** The hostel's picture (a click enlarges it), its badge, block and stat badges. */
export function HostelHero({ hostel }: { hostel: Hostel }) {
  const [enlarged, setEnlarged] = useState(false);
  const close = useCallback(() => setEnlarged(false), []);
  const alt = t.imageAlt(hostel.name);

  return (
    <section className="hostel-hero">
      {hostel.image ? (
        <button
          type="button"
          className="hostel-hero-image"
          onClick={() => setEnlarged(true)}
          aria-label={t.enlargeImage}
        >
          <img {...hostelHeroPicture(hostel.image)} alt={alt} fetchPriority="high" />
        </button>
      ) : (
        <div className="hostel-hero-image">
          <img src={fallbackImages.building} alt={alt} />
        </div>
      )}
      <div className="hostel-hero-info">
        <div className="hostel-hero-badges">
          <HostelBadge hostel={hostel} testId="hostel-badge" />
          <span className="badge badge-amber" data-testid="hostel-block">
            {t.block}: {hostelBlock(hostel.name)}
          </span>
        </div>
        <ul className="hostel-stats" aria-label={t.keyFacts}>
          <Fact icon={BedIcon}>
            <strong>{hostel.rooms}</strong> {t.rooms}
          </Fact>
          <Fact icon={UsersIcon}>
            {t.gender}: <strong>{genderLabel(hostel.gender)}</strong>
          </Fact>
          <Fact icon={UsersIcon}>
            {t.sharing}: <strong>{sharingCount(hostel.sharing)}</strong>
          </Fact>
          <Fact icon={CalendarIcon}>
            {t.year}: <strong>{yearLabel(hostel.year)}</strong>
          </Fact>
        </ul>
        <ul className="hostel-hero-contacts">
          <Fact icon={UserIcon}>
            {t.warden}:{' '}
            <span lang={langOf(hostel.warden as MaybeTranslated | null, 'name')}>
              {staffDetails(hostel.warden, t.defaultWardenRole).name}
            </span>
          </Fact>
          <Fact icon={PhoneIcon}>
            {t.contact}: {hostel.contact ? <a href={telHref(hostel.contact)}>{hostel.contact}</a> : t.notAvailable}
          </Fact>
          <Fact icon={UtensilsIcon}>
            {t.mess}: {hostel.mess ? <span lang={langOf(hostel, 'mess')}>{hostel.mess}</span> : t.notAvailable}
          </Fact>
        </ul>
      </div>
      {enlarged && hostel.image && <LightboxOnDemand src={sizedImage(hostel.image, 1600)!} alt={alt} onClose={close} />}
    </section>
  );
}
