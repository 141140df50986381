import type { Person } from '@contract/modules/people/model';
import { useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { PERSON_ROLES } from '@contract/modules/people/roles';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { useNeedsTranslation } from '../../../components/admin/use-translations';
import { FilterSelect, Options } from '../../../components/admin/select';
import { useEntityGrants } from '../../../lib/grants';
import { usePeople } from '../api';
import { peopleWrites } from '../admin-api';
import { adminPeopleTexts as t } from '../admin-texts';
import { FIRST_ROLE, roleLabel, rolesInDisplayOrder } from '../roles';
import { AdminPersonCard } from './admin-person-card';
import { AdminPersonForm } from './admin-person-form';

const KNOWN_ROLES = PERSON_ROLES.map((role) => role.value);

/**
 * The console's People screen (SPEC.md section 2): a role filter, person
 * cards, an inline Add/Edit form and a delete prompt. `hostels` are those the
 * form offers (the hostels feature owns that list): undefined until loaded.
 */
export function PeoplePanel({ hostels }: { hostels: Hostel[] | undefined }) {
  const grants = useEntityGrants<Person>('people');
  const { people, isLoading } = usePeople();
  const needsTranslation = useNeedsTranslation('people');
  const [role, setRole] = useState(FIRST_ROLE);
  const roles = rolesInDisplayOrder([...KNOWN_ROLES, ...people.map((person) => person.role)]);

  return (
    <EntityPanel
      grants={grants}
      csv={{ entity: 'people', import: { label: t.csvName, columns: t.importPreviewColumns } }}
      texts={{ ...t, empty: t.empty(roleLabel(role)), listLabel: roleLabel(role), deleting: t.processing }}
      titleId="people-panel-title"
      items={isLoading ? undefined : people.filter((person) => person.role === role)}
      needsTranslation={needsTranslation && ((person) => needsTranslation(person._id))}
      controls={
        !isLoading && (
          <FilterSelect id="people-role-filter" label={t.roleFilter} value={role} onChange={setRole}>
            <Options items={roles} label={roleLabel} />
          </FilterSelect>
        )
      }
      confirmDialog={{
        title: t.confirmTitle,
        body: (person) => (
          <>
            <p>{t.confirmQuestion}</p>
            <dl className="card-details">
              <div>
                <dt>{t.confirmFields.name}</dt>
                <dd>{person.name}</dd>
              </div>
              <div>
                <dt>{t.confirmFields.designation}</dt>
                <dd>{person.designation}</dd>
              </div>
              <div>
                <dt>{t.confirmFields.role}</dt>
                <dd>{roleLabel(person.role)}</dd>
              </div>
            </dl>
          </>
        ),
      }}
      remove={peopleWrites.remove}
      formPlacement="inline"
      renderCard={(person, { onEdit, onDelete }) => (
        <AdminPersonCard person={person} onEdit={onEdit} onDelete={onDelete} />
      )}
      renderForm={(person, close) => (
        <AdminPersonForm
          key={person?._id ?? 'new'}
          person={person}
          roles={roles}
          hostels={hostels}
          onCancel={close}
          onSaved={(saved) => {
            close();
            setRole(saved.role);
          }}
        />
      )}
    />
  );
}
