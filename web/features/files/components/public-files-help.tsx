import type { FilesContent } from '@contract/modules/pages/content/files';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { telHref } from '../../../lib/external-links';
import { publicFileTexts as texts } from '../texts';

/** The help and contact lists beside the file list: the page's content, with the trust's phone, e-mails and office. */
export function PublicFilesHelp({ content, contact }: { content: FilesContent; contact: SiteContent }) {
  return (
    <aside className="public-files-help">
      <section className="card public-files-panel">
        <h2>{content.helpTitle}</h2>
        <ul className="public-files-help-list">
          {content.help.map((line, i) => (
            <li key={i}>{line}</li>
          ))}
        </ul>
      </section>
      <section className="card public-files-panel">
        <h2>{content.contactTitle}</h2>
        <p>{content.contactIntro}</p>
        <ul className="public-files-contact">
          <li>
            <PhoneIcon size={18} />
            <span>
              {texts.contactLabels.phone}: <a href={telHref(contact.phone)}>{contact.phone}</a>
            </span>
          </li>
          {contact.emails.map((email, i) => (
            <li key={i}>
              <MailIcon size={18} />
              <span>
                {texts.contactLabels.email}: <a href={`mailto:${email}`}>{email}</a>
              </span>
            </li>
          ))}
          <li>
            <MapPinIcon size={18} />
            <span>
              {texts.contactLabels.office}: {contact.address[0]}, {content.officeHours}
            </span>
          </li>
        </ul>
      </section>
    </aside>
  );
}
