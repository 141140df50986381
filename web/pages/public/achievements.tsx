import { AchievementsView } from '../../features/achievements/components/achievements-view';

export function AchievementsPage() {
  return (
    <main className="achievements-page">
      <AchievementsView />
    </main>
  );
}
