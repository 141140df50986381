import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../lib/paths';
import { frameTexts as t } from './texts';

/** Above the footer of every public page: the Feedback page with this page's address filled in. */
export function ReportOutdated() {
  const [location] = useLocation();
  const search = useSearch();
  if (location === paths.feedback) return null;
  return (
    // A landmark of its own, as everything on a page is (axe's region rule).
    <aside className="report-outdated container" aria-label={t.reportOutdatedLabel}>
      <Link href={paths.feedbackAbout(search ? `${location}?${search}` : location)}>{t.reportOutdated}</Link>
    </aside>
  );
}
