import { Link } from 'wouter';
import { addressIn } from '../../lib/language';
import { frameTexts } from './texts';

export type SiteLink = { label: string; href: string };

type FrameText = {
  [K in keyof typeof frameTexts]: (typeof frameTexts)[K] extends string ? K : never;
}[keyof typeof frameTexts];

/** A link labelled with one of the frame's texts, read when it is shown, so in the page's language. */
export const frameLink = (text: FrameText, href: string): SiteLink => ({
  get label() {
    return frameTexts[text];
  },
  href,
});

/** Whether a link leads outside the page's language (wouter's '~/admin'): a plain link the browser loads. */
const outsideLanguage = (href: string) => href.startsWith('~');

/** A link's address as a plain anchor writes it: '~/admin' as '/admin', '/hostels' in the page's language. */
export const plainHref = (href: string) => (outsideLanguage(href) ? href.slice(1) : addressIn(href));

/**
 * A list's items, one link each; the link to the page shown (`current`) says
 * so. A link outside the page's language (wouter's '~/admin': the console,
 * in English) is a plain one, which the browser loads.
 */
export function LinkItems({
  links,
  current,
  linkClassName,
  onClick,
}: {
  links: SiteLink[];
  current?: string;
  linkClassName?: string;
  onClick?: () => void;
}) {
  return links.map((link) => (
    <li key={link.href}>
      {outsideLanguage(link.href) ? (
        <a href={plainHref(link.href)} className={linkClassName} onClick={onClick}>
          {link.label}
        </a>
      ) : (
        <Link
          href={link.href}
          className={linkClassName}
          aria-current={link.href === current ? 'page' : undefined}
          onClick={onClick}
        >
          {link.label}
        </Link>
      )}
    </li>
  ));
}
