import { useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Person } from '@contract/modules/people/model';
import { PERSON_ROLES } from '@contract/modules/people/roles';
import { Spinner } from '../../../components/spinner';
import { withToasts } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { EntityGrid } from '../../../components/admin/entity-grid';
import { PanelHeader } from '../../../components/admin/panel-header';
import { deletePerson, usePeople } from '../api';
import { adminPeopleTexts as t } from '../texts';
import { FIRST_ROLE, roleLabel, rolesInDisplayOrder } from '../roles';
import { AdminPersonCard } from './admin-person-card';
import { AdminPersonForm } from './admin-person-form';

const KNOWN_ROLES = PERSON_ROLES.map((role) => role.value);

/**
 * The console's People screen (SPEC.md section 2): a role filter, person
 * cards, an inline Add/Edit form and a delete prompt. `useHostels` reads the
 * hostels the form offers (the hostels feature owns that list).
 */
export function PeoplePanel({ useHostels }: { useHostels: () => Hostel[] | undefined }) {
  const { people, isLoading } = usePeople();
  const [role, setRole] = useState(FIRST_ROLE);
  const [form, setForm] = useState<{ person: Person | null } | null>(null);
  const [deleting, setDeleting] = useState<Person | null>(null);
  const [busy, setBusy] = useState(false);
  const roles = rolesInDisplayOrder([...KNOWN_ROLES, ...people.map((person) => person.role)]);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    await withToasts({ progress: t.processing, success: t.deleted, failure: t.deleteFailed }, () => deletePerson(deleting._id));
    setBusy(false);
    setDeleting(null);
  }

  return (
    <section aria-labelledby="people-panel-title">
      <PanelHeader title={t.title} titleId="people-panel-title" addLabel={form ? undefined : t.add} onAdd={() => setForm({ person: null })}>
        {!isLoading && !form && (
          <div className="inline-field">
            <label htmlFor="people-role-filter">
              {t.roleFilter}
            </label>
            <select id="people-role-filter" className="input" value={role} onChange={(event) => setRole(event.target.value)}>
              {roles.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </select>
          </div>
        )}
      </PanelHeader>
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : form ? (
        <AdminPersonForm
          key={form.person?._id ?? 'new'}
          person={form.person}
          roles={roles}
          useHostels={useHostels}
          onCancel={() => setForm(null)}
          onSaved={(saved) => {
            setForm(null);
            setRole(saved.role);
          }}
        />
      ) : (
        <EntityGrid
          label={roleLabel(role)}
          items={people.filter((person) => person.role === role)}
          loadingText={t.loading}
          emptyText={t.empty(roleLabel(role))}
          getKey={(person) => person._id}
          renderItem={(person) => (
            <AdminPersonCard person={person} onEdit={() => setForm({ person })} onDelete={() => setDeleting(person)} />
          )}
        />
      )}
      {deleting && (
        <ConfirmDialog title={t.confirmTitle} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} busy={busy}>
          <p>{t.confirmQuestion}</p>
          <dl className="card-details">
            <div>
              <dt>{t.confirmFields.name}</dt>
              <dd>{deleting.name}</dd>
            </div>
            <div>
              <dt>{t.confirmFields.designation}</dt>
              <dd>{deleting.designation}</dd>
            </div>
            <div>
              <dt>{t.confirmFields.role}</dt>
              <dd>{roleLabel(deleting.role)}</dd>
            </div>
          </dl>
        </ConfirmDialog>
      )}
    </section>
  );
}
