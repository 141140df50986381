import { useId } from 'react';
import type { Person } from '@contract/modules/people/model';
import { ChevronDownIcon, ExternalIcon, LinkIcon, MailIcon, PhoneIcon } from '../../../components/icons';
import { LazyImage } from '../../../components/lazy-image';
import { frameTexts } from '../../../components/layout/texts';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { fallbackImages } from '../../../lib/fallback-images';
import { externalLinkProps, telHref } from '../../../lib/external-links';
import { peopleTexts as texts } from '../texts';

const COLLAPSED_HOSTEL_TAGS = 3;

const isWebLink = (value: string) => /^http/i.test(value);

/** A person's phone, email and contact link. */
function PersonContacts({ person }: { person: Person }) {
  const contactIsLink = isWebLink(person.contact);
  return (
    <>
      <dl>
        <div>
          <dt>
            <PhoneIcon size={16} />
            {texts.contactNumber}
          </dt>
          <dd>{person.phone ? <a href={telHref(person.phone)}>{person.phone}</a> : texts.notAvailable}</dd>
        </div>
        <div>
          <dt>
            <MailIcon size={16} />
            {texts.email}
          </dt>
          <dd>{person.email ? <a href={`mailto:${person.email}`}>{person.email}</a> : texts.notAvailable}</dd>
        </div>
        <div>
          <dt>
            <LinkIcon size={16} />
            {texts.contact}
          </dt>
          <dd>
            {contactIsLink ? (
              <a href={person.contact} {...externalLinkProps}>
                {person.contact.replace(/^https?:\/\//i, '')}
                <span className="visually-hidden"> {frameTexts.newTab}</span>
              </a>
            ) : (
              person.contact || texts.notAvailable
            )}
          </dd>
        </div>
      </dl>
      {contactIsLink && (
        <a className="button button-primary button-small person-read-more" href={person.contact} {...externalLinkProps}>
          {texts.readMore}
          <ExternalIcon size={16} />
          <span className="visually-hidden">{frameTexts.newTab}</span>
        </a>
      )}
    </>
  );
}

/** The card's element id: where a link to the person (`#person-…`) lands. */
export const personCardId = (id: string) => `person-${id}`;

type PersonCardProps = { person: Person; active: boolean; onToggle: () => void };

export function PersonCard({ person, active, onToggle }: PersonCardProps) {
  const detailsId = useId();
  const hostels = active ? person.hostel : person.hostel.slice(0, COLLAPSED_HOSTEL_TAGS);
  const hiddenHostels = person.hostel.length - hostels.length;

  return (
    <article
      id={personCardId(person._id)}
      className={`card person-card${active ? ' is-active' : ''}`}
      data-testid="person-card"
    >
      <LazyImage
        src={person.image}
        alt={person.alt || person.name}
        altLang={langOf(person, person.alt ? 'alt' : 'name')}
        width={300}
        fallback={fallbackImages.person}
        aspectRatio="1 / 1"
        className="person-card-image"
      />
      <div className="person-card-body">
        <h3 lang={langOf(person, 'name')}>{person.name}</h3>
        <p className="person-designation" lang={langOf(person, 'designation')}>
          {person.designation}
        </p>
        {person.department && (
          <p className="person-department" lang={langOf(person, 'department')}>
            {person.department}
          </p>
        )}
        {person.hostel.length > 0 && (
          <ul className="person-hostels" aria-label={texts.hostels}>
            {hostels.map((hostel) => (
              <li key={hostel._id} className="badge badge-blue" lang={langOf(hostel as MaybeTranslated, 'name')}>
                {hostel.name}
              </li>
            ))}
            {hiddenHostels > 0 && (
              <li className="badge badge-gray person-hostels-more">
                <span aria-hidden="true">…</span>
                <span className="visually-hidden">{texts.moreHostels(hiddenHostels)}</span>
              </li>
            )}
          </ul>
        )}

        <button
          type="button"
          className="button button-ghost button-small person-toggle needs-script"
          aria-expanded={active}
          aria-controls={detailsId}
          onClick={onToggle}
        >
          {active ? texts.hideContact : texts.showContact}
          <ChevronDownIcon size={18} className="person-toggle-icon" />
        </button>
      </div>

      <div id={detailsId} className="person-details" hidden={!active}>
        {active && <PersonContacts person={person} />}
      </div>
      {/* Without JavaScript a card cannot open: its contacts show as they are. */}
      {!active && (
        <noscript>
          <div className="person-details">
            <PersonContacts person={person} />
          </div>
        </noscript>
      )}
    </article>
  );
}
