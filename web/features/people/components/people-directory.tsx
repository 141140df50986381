import { useEffect, useId, useState } from 'react';
import { SUBCOMMITTEES_CHOICE } from '@contract/modules/files/texts';
import { useQueryParam } from '../../../lib/query-param';
import { Spinner } from '../../../components/spinner';
import { usePeople } from '../api';
import { FIRST_ROLE, roleLabel, rolesInDisplayOrder } from '../roles';
import { peopleTexts as texts } from '../texts';
import { PersonCard, personCardId } from './person-card';
import '../people.css';

/**
 * `downloadSubcommittees` runs when the visitor chooses 'Hostel Subcommittees'
 * (the files feature holds that file); it resolves false while the office has
 * chosen none, and the page says so. Without JavaScript the choice comes as
 * `?role=`, which the server answers with the file, or with this page while there is none.
 */
export function PeopleDirectory({ downloadSubcommittees }: { downloadSubcommittees: () => Promise<boolean> }) {
  const { people, isLoading } = usePeople();
  const [chosenRole, setChosenRole] = useQueryParam('role');
  const [subcommitteesMissing, setSubcommitteesMissing] = useState(false);
  // A link to one person (a search result) opens that card.
  const [linkedPerson] = useQueryParam('person');
  const [openId, setOpenId] = useState(linkedPerson);
  const selectId = useId();

  const roles = rolesInDisplayOrder(people.map((person) => person.role));
  const role = chosenRole && roles.includes(chosenRole) ? chosenRole : (roles[0] ?? FIRST_ROLE);
  const shown = people.filter((person) => person.role === role);

  function chooseRole(value: string) {
    // Downloads the file; the selection stays put.
    if (value === SUBCOMMITTEES_CHOICE) {
      void downloadSubcommittees().then((chosen) => setSubcommitteesMissing(!chosen));
      return;
    }
    setSubcommitteesMissing(false);
    setChosenRole(value);
    setOpenId(null);
  }

  // After the frame's scroll to the top of a new page, and once the list has arrived.
  useEffect(() => {
    if (isLoading || !linkedPerson) return;
    const frame = requestAnimationFrame(() =>
      document.getElementById(personCardId(linkedPerson))?.scrollIntoView({ block: 'center' }),
    );
    return () => cancelAnimationFrame(frame);
  }, [isLoading, linkedPerson]);

  if (isLoading) return <Spinner label={texts.loading} />;

  return (
    <section className="people-directory" aria-labelledby={`${selectId}-heading`}>
      {/* A form, so the role choice also works without JavaScript (?role=). */}
      <form className="people-toolbar" method="get" onSubmit={(event) => event.preventDefault()}>
        <div>
          <h2 id={`${selectId}-heading`}>{roleLabel(role)}</h2>
          <p>{texts.count(shown.length)}</p>
        </div>
        <div className="field people-role-field">
          <label htmlFor={selectId}>{texts.roleSelect}</label>
          <select id={selectId} name="role" value={role} onChange={(event) => chooseRole(event.target.value)}>
            {(roles.length > 0 ? roles : [role]).map((value) => (
              <option key={value} value={value}>
                {roleLabel(value)}
              </option>
            ))}
            <option value={SUBCOMMITTEES_CHOICE}>{texts.subcommittees}</option>
          </select>
          <noscript>
            <button type="submit" className="button button-primary button-small">
              {texts.showRole}
            </button>
          </noscript>
        </div>
      </form>

      {(subcommitteesMissing || chosenRole === SUBCOMMITTEES_CHOICE) && (
        <p className="people-notice" role="status">
          {texts.subcommitteesNotChosen}
        </p>
      )}

      {shown.length > 0 ? (
        <div className="people-grid">
          {shown.map((person) => (
            <PersonCard
              key={person._id}
              person={person}
              active={openId === person._id}
              onToggle={() => setOpenId((open) => (open === person._id ? null : person._id))}
            />
          ))}
        </div>
      ) : (
        <div className="card empty-state">
          <strong>{texts.empty(roleLabel(role))}</strong>
        </div>
      )}
    </section>
  );
}
