import type { AchievementsContent } from '@contract/modules/pages/content/achievements';
import { ContentPage } from './content-page';
import { AchievementsBoard } from '../../features/achievements/components/achievements-board';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function AchievementsView({ content }: { content: AchievementsContent }) {
  return (
    <main className="achievements-page">
      <AchievementsBoard content={content} />
    </main>
  );
}

export const AchievementsPage = () => <ContentPage slug="achievements" View={AchievementsView} />;
