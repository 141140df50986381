import { Link, useLocation, useSearch } from 'wouter';
import { paths } from '../../lib/paths';

export const REPORT_OUTDATED = 'Report something out of date';

/** Above the footer of every public page: the Feedback page with this page's address filled in. */
export function ReportOutdated() {
  const [location] = useLocation();
  const search = useSearch();
  if (location === paths.feedback) return null;
  return (
    // A landmark of its own, as everything on a page is (axe's region rule).
    <aside className="report-outdated container" aria-label="Feedback on this page">
      <Link href={paths.feedbackAbout(search ? `${location}?${search}` : location)}>{REPORT_OUTDATED}</Link>
    </aside>
  );
}
