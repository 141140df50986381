import type { AchievementsContent } from '@contract/modules/pages/content/achievements';
import { Spinner } from '../../components/spinner';
import { usePageContent } from '../../lib/page-content';
import { AchievementsBoard } from '../../features/achievements/components/achievements-board';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function AchievementsView({ content }: { content: AchievementsContent }) {
  return (
    <main className="achievements-page">
      <AchievementsBoard content={content} />
    </main>
  );
}

export function AchievementsPage() {
  const content = usePageContent<AchievementsContent>('achievements');
  if (!content) return <Spinner label="Loading..." />;
  return <AchievementsView content={content} />;
}
