import { Link } from 'wouter';

export type SiteLink = { label: string; href: string };

/** A list's items, one link each; the link to the page shown (`current`) says so. */
export function LinkItems({ links, current, linkClassName, onClick }: { links: SiteLink[]; current?: string; linkClassName?: string; onClick?: () => void }) {
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className={linkClassName} aria-current={link.href === current ? 'page' : undefined} onClick={onClick}>
        {link.label}
      </Link>
    </li>
  ));
}
