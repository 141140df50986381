import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { telHref } from '../../../lib/external-links';
import { staffDetails } from '../display';
import { hostelTexts as t } from '../texts';
import { FactList } from '../../../components/fact-list';

/** The Hostel Warden and Hostel Supervisor sub-tabs: every field, with its fallback. */
export function StaffPanel({ title, staff, defaultRole }: { title: string; staff: unknown; defaultRole: string }) {
  const details = staffDetails(staff, defaultRole);
  const record = staff as MaybeTranslated | null;
  const hasContact = details.contact !== t.notAvailable;
  const hasEmail = details.email !== t.notAvailable;
  return (
    <section>
      <h2 className="hostel-subheading">{title}</h2>
      <FactList
        facts={[
          { label: t.staffFields.name, value: details.name, lang: langOf(record, 'name') },
          {
            label: t.staffFields.contact,
            value: hasContact ? <a href={telHref(details.contact)}>{details.contact}</a> : details.contact,
          },
          {
            label: t.staffFields.email,
            value: hasEmail ? <a href={`mailto:${details.email}`}>{details.email}</a> : details.email,
          },
          { label: t.staffFields.designation, value: details.designation, lang: langOf(record, 'designation') },
          { label: t.staffFields.role, value: details.role },
        ]}
      />
    </section>
  );
}
