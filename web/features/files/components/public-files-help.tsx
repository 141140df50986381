import type { FilesContent } from '@contract/modules/pages/content/files';
import type { SiteContent } from '@contract/modules/pages/content/site';
import { MailIcon, MapPinIcon, PhoneIcon } from '../../../components/icons';
import { telHref } from '../../../lib/external-links';
import { langOf, type MaybeTranslated } from '../../../lib/content-language';
import { publicFileTexts as texts } from '../texts';

type PublicFilesHelpProps = {
  content: FilesContent;
  contact: SiteContent;
  /** The Files page's and the site's records, which name their fields shown in English. */
  pages?: { files?: MaybeTranslated; site?: MaybeTranslated };
};

/** The help and contact lists beside the file list: the page's content, with the trust's phone, e-mails and office. */
export function PublicFilesHelp({ content, contact, pages = {} }: PublicFilesHelpProps) {
  const lang = (path: string) => langOf(pages.files, path);
  const officeLang = langOf(pages.site, 'address.0');
  return (
    <aside className="public-files-help">
      <section className="card public-files-panel">
        <h2 lang={lang('helpTitle')}>{content.helpTitle}</h2>
        <ul className="public-files-help-list">
          {content.help.map((line, i) => (
            <li key={i} lang={lang(`help.${i}`)}>
              {line}
            </li>
          ))}
        </ul>
      </section>
      <section className="card public-files-panel">
        <h2 lang={lang('contactTitle')}>{content.contactTitle}</h2>
        <p lang={lang('contactIntro')}>{content.contactIntro}</p>
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
              {texts.contactLabels.office}: <span lang={officeLang}>{contact.address[0]}</span>,{' '}
              <span lang={lang('officeHours')}>{content.officeHours}</span>
            </span>
          </li>
        </ul>
      </section>
    </aside>
  );
}
