import type { Hostel } from '@contract/modules/hostels/model';
import { langOf } from '../../../lib/content-language';
import { genderLabel, sharingLabel, yearLabel } from '../display';
import { hostelTexts as t } from '../texts';
import { FactList } from '../../../components/fact-list';

export function FacilitiesPanel({ hostel }: { hostel: Hostel }) {
  return (
    <section>
      <h2 className="hostel-subheading">{t.subTabs.facilities}</h2>
      <FactList
        facts={[
          { label: t.totalRooms, value: hostel.rooms },
          { label: t.contact, value: hostel.contact || t.notAvailable },
          { label: t.mess, value: hostel.mess || t.notAvailable, lang: langOf(hostel, 'mess') },
          { label: t.gender, value: genderLabel(hostel.gender) },
          { label: t.sharing, value: sharingLabel(hostel.sharing) },
          { label: t.year, value: yearLabel(hostel.year) },
        ]}
      />
      <h3 className="hostel-subheading">{t.otherFacilities}</h3>
      {hostel.other_facilities.length > 0 ? (
        <ul className="bare-list hostel-facility-list">
          {hostel.other_facilities.map((facility, index) => (
            <li key={facility} lang={langOf(hostel, `other_facilities.${index}`)}>
              {facility}
            </li>
          ))}
        </ul>
      ) : (
        <p className="hostel-muted">{t.noOtherFacilities}</p>
      )}
    </section>
  );
}
