import type { AchievementsContent } from '@contract/modules/pages/content/achievements';
import type { MaybeTranslated } from '../../lib/content-language';
import { ContentPage } from './content-page';
import { AchievementsBoard } from '../../features/achievements/components/achievements-board';

/** The page for given content: the site's saved text, or the console's unsaved one in its preview. */
export function AchievementsView({ content, page }: { content: AchievementsContent; page?: MaybeTranslated }) {
  return (
    <main className="achievements-page">
      <AchievementsBoard content={content} page={page} />
    </main>
  );
}

export const AchievementsPage = () => <ContentPage slug="achievements" View={AchievementsView} />;
