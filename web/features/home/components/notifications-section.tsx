import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { HomeContent } from '@contract/modules/pages/content/home';
import { TitledSection } from '../../../components/titled-section';
import { NOTIFICATIONS_SECTION_ID, paths, type HomeNavigationState } from '../../../lib/paths';
import { BookIcon, ExternalIcon, AlertIcon } from '../../../components/icons';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import type { ImportantLinksContent } from '@contract/modules/pages/content/important-links';
import { externalLinkProps } from '../../../lib/external-links';
import { usePageContent } from '../../../lib/page-content';
import { frameTexts } from '../../../components/layout/texts';
import { homeTexts as t } from '../texts';

const SCROLL_DELAY_MS = 100;

/**
 * 'Information & Notifications': the navbar's Notifications button lands here.
 * From another page it arrives as navigation state, which is cleared so a
 * reload or a return does not scroll again. `panels` are the latest
 * notifications and the upcoming events.
 */
export function NotificationsSection({
  panels,
  quickLinks,
}: {
  panels: ReactNode;
  quickLinks: HomeContent['quickLinks'];
}) {
  const portals = usePageContent<ImportantLinksContent>('important-links');
  const reducedMotion = useReducedMotion();
  // Only the browser has a history; the request changes no markup, only where the page scrolls.
  const [scrollRequested] = useState(
    () =>
      typeof history !== 'undefined' && Boolean((history.state as HomeNavigationState | null)?.scrollToNotifications),
  );

  useEffect(() => {
    if (!scrollRequested) return;
    history.replaceState(null, '');
    const timer = setTimeout(
      () =>
        document
          .getElementById(NOTIFICATIONS_SECTION_ID)
          ?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [scrollRequested, reducedMotion]);

  return (
    <TitledSection
      titleId="home-notifications-title"
      title={t.notificationsTitle}
      intro={t.notificationsIntro}
      className="home-notifications"
      id={NOTIFICATIONS_SECTION_ID}
    >
      <div className="home-panels">{panels}</div>
      <h3 className="visually-hidden">{t.quickLinksTitle}</h3>
      <ul className="home-quick-links">
        <li>
          <Link href={paths.rules} className="home-quick-link">
            <BookIcon size={28} />
            <span>
              <strong>{quickLinks.handbook}</strong>
              <span>{quickLinks.handbookText}</span>
            </span>
          </Link>
        </li>
        <li>
          <a href={portals?.complaintsPortal} {...externalLinkProps} className="home-quick-link">
            <AlertIcon size={28} />
            <span>
              <strong>
                {quickLinks.reportIssue} <ExternalIcon size={14} />
                <span className="visually-hidden"> {frameTexts.newTab}</span>
              </strong>
              <span>{quickLinks.reportIssueText}</span>
            </span>
          </a>
        </li>
      </ul>
    </TitledSection>
  );
}
