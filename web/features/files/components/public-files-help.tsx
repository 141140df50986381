import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { telHref, trust } from '../../../lib/external-links';
import { publicFileTexts as texts } from '../texts';

/** The static help and contact lists beside the file list. */
export function PublicFilesHelp() {
  return (
    <aside className="public-files-help">
      <section className="card public-files-panel">
        <h2>{texts.helpTitle}</h2>
        <ul className="public-files-help-list">
          {texts.help.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="card public-files-panel">
        <h2>{texts.contactTitle}</h2>
        <p>{texts.contactIntro}</p>
        <ul className="public-files-contact">
          <li>
            <PhoneIcon size={18} />
            <span>
              {texts.contactLabels.phone}: <a href={telHref(trust.phone)}>{trust.phone}</a>
            </span>
          </li>
          {trust.emails.map((email) => (
            <li key={email}>
              <MailIcon size={18} />
              <span>
                {texts.contactLabels.email}: <a href={`mailto:${email}`}>{email}</a>
              </span>
            </li>
          ))}
          <li>
            <MapPinIcon size={18} />
            <span>
              {texts.contactLabels.office}: {trust.address[0]}, {texts.officeHours}
            </span>
          </li>
        </ul>
      </section>
    </aside>
  );
}
