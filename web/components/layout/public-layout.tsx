import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Navbar } from './navbar';
import { Footer } from './footer';
import { OfflineNote } from './offline-note';
import { ReportOutdated } from './report-outdated';
import { frameTexts } from './texts';
import { ChosenLanguageOffer } from './language-link';

/**
 * The frame every public page shares, `lastUpdated` the page's date in its
 * footer; each path change starts at the top, or at the part of the page its address's #fragment names.
 */
export function PublicLayout({ lastUpdated, children }: { lastUpdated?: ReactNode; children: ReactNode }) {
  const [location] = useLocation();
  useEffect(() => {
    const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location]);
  return (
    <div className="public-frame">
      <a href="#content" className="skip-link">
        {frameTexts.skipLink}
      </a>
      <OfflineNote />
      <Navbar />
      <div id="content">{children}</div>
      <ReportOutdated />
      <Footer lastUpdated={lastUpdated} />
      <ChosenLanguageOffer />
    </div>
  );
}
