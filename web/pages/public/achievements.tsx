export function AchievementsPage() {
  return <main className="page container" />;
}
