import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { NOTIFICATIONS_SECTION_ID, paths, type HomeNavigationState } from '../../../lib/paths';
import { BookIcon, ExternalIcon, AlertIcon } from '../../../components/icons';
import { useReducedMotion } from '../../../lib/use-reduced-motion';
import { complaintsPortal, externalLinkProps } from '../../../lib/external-links';
import { homeTexts as t } from '../texts';

const SCROLL_DELAY_MS = 100;

/**
 * 'Information & Notifications': the navbar's Notifications button lands here.
 * From another page it arrives as navigation state, which is cleared so a
 * reload or a return does not scroll again. `panels` are the latest
 * notifications and the upcoming events.
 */
export function NotificationsSection({ panels }: { panels: ReactNode }) {
  const reducedMotion = useReducedMotion();
  // Only the browser has a history; the request changes no markup, only where the page scrolls.
  const [scrollRequested] = useState(
    () => typeof history !== 'undefined' && Boolean((history.state as HomeNavigationState | null)?.scrollToNotifications),
  );

  useEffect(() => {
    if (!scrollRequested) return;
    history.replaceState(null, '');
    const timer = setTimeout(
      () => document.getElementById(NOTIFICATIONS_SECTION_ID)?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth' }),
      SCROLL_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [scrollRequested, reducedMotion]);

  return (
    <section id={NOTIFICATIONS_SECTION_ID} className="section home-notifications" aria-labelledby="home-notifications-title">
      <div className="container">
        <header className="section-title">
          <h2 id="home-notifications-title">{t.notificationsTitle}</h2>
          <p>{t.notificationsIntro}</p>
        </header>
        <div className="home-panels">{panels}</div>
        <h3 className="visually-hidden">{t.quickLinksTitle}</h3>
        <ul className="home-quick-links">
          <li>
            <Link href={paths.rules} className="home-quick-link">
              <BookIcon size={28} />
              <span>
                <strong>{t.handbook}</strong>
                <span>{t.handbookText}</span>
              </span>
            </Link>
          </li>
          <li>
            <a href={complaintsPortal.href} {...externalLinkProps} className="home-quick-link">
              <AlertIcon size={28} />
              <span>
                <strong>
                  {t.reportIssue} <ExternalIcon size={14} />
                </strong>
                <span>{t.reportIssueText}</span>
              </span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
