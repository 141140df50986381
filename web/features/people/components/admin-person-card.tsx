import type { Person } from '@contract/modules/people/model';
import { LazyImage } from '../../../components/lazy-image';
import { fallbackImages } from '../../../lib/fallback-images';
import { CardDetails, EditDeleteButtons } from '../../../components/admin/entity-card';
import { adminPeopleTexts as t } from '../admin-texts';

type AdminPersonCardProps = { person: Person; onEdit?: () => void; onDelete?: () => void };

/**
 * A person in the console: portrait, name, designation, optional department, email, phone, hostels, Edit and Delete.
 */
export function AdminPersonCard({ person, onEdit, onDelete }: AdminPersonCardProps) {
  return (
    <article className="card entity-card person-admin-card">
      <div className="person-card-header">
        <LazyImage
          src={person.image}
          alt={person.alt || t.imageAlt(person.name)}
          fallback={fallbackImages.person}
          width={72}
          aspectRatio="1 / 1"
        />
        <div>
          <h3>{person.name}</h3>
          <p>{person.designation}</p>
        </div>
      </div>
      <div className="entity-card-body">
        <CardDetails
          rows={[
            [t.department, person.department],
            [t.email, person.email && <a href={`mailto:${person.email}`}>{person.email}</a>],
            [t.phone, person.phone],
          ]}
        />
        {person.hostel.length > 0 && (
          <ul className="person-card-hostels" aria-label={t.hostels}>
            {person.hostel.map((hostel) => (
              <li key={hostel._id} className="badge badge-blue">
                {hostel.name}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="entity-card-actions">
        <EditDeleteButtons name={person.name} onEdit={onEdit} onDelete={onDelete} variant="text" />
      </div>
    </article>
  );
}
