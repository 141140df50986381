export function RulesPage() {
  return <main className="page container" />;
}
