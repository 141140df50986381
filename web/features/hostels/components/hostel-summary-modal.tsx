import { Link } from 'wouter';
import type { Hostel } from '@contract/modules/hostels/model';
import { Modal } from '../../../components/modal';
import { LazyImage } from '../../../components/lazy-image';
import { fallbackImages } from '../../../lib/fallback-images';
import { paths } from '../../../lib/paths';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { genderLabel, hostelBlock, sharingLabel, staffDetails, yearLabel } from '../display';
import { hostelTexts as t } from '../texts';
import { FactList } from '../../../components/fact-list';
import { HostelBadge } from './hostel-badge';

/** The listing's quick look at one hostel, with the way on to its own page. */
export function HostelSummaryModal({ hostel, onClose }: { hostel: Hostel; onClose: () => void }) {
  const facts = [
    { label: t.block, value: hostelBlock(hostel.name) },
    {
      label: t.warden,
      value: staffDetails(hostel.warden, t.defaultWardenRole).name,
      lang: langOf(hostel.warden as MaybeTranslated | null, 'name'),
    },
    {
      label: t.supervisor,
      value: staffDetails(hostel.supervisor, t.defaultSupervisorRole).name,
      lang: langOf(hostel.supervisor as MaybeTranslated | null, 'name'),
    },
    { label: t.rooms, value: String(hostel.rooms) },
    { label: t.gender, value: genderLabel(hostel.gender) },
    { label: t.sharing, value: sharingLabel(hostel.sharing) },
    { label: t.year, value: yearLabel(hostel.year) },
    { label: t.contact, value: hostel.contact || t.notAvailable },
    { label: t.mess, value: hostel.mess || t.notAvailable, lang: langOf(hostel, 'mess') },
  ];
  return (
    <Modal title={hostel.name} titleLang={langOf(hostel, 'name')} onClose={onClose}>
      <div className="hostel-summary">
        <LazyImage
          src={hostel.image}
          alt={t.imageAlt(hostel.name)}
          width={600}
          fallback={fallbackImages.building}
          className="hostel-summary-image"
          aspectRatio="16 / 9"
        />
        <HostelBadge hostel={hostel} />
        <FactList facts={facts} />
        {hostel.other_facilities.length > 0 && (
          <div>
            <h3 className="hostel-subheading">{t.otherFacilities}</h3>
            <ul className="hostel-chips">
              {hostel.other_facilities.map((facility, index) => (
                <li key={facility} className="badge badge-gray" lang={langOf(hostel, `other_facilities.${index}`)}>
                  {facility}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div className="form-actions">
          <Link href={paths.hostel(hostel._id)} className="button button-primary">
            {t.viewMore}
          </Link>
        </div>
      </div>
    </Modal>
  );
}
