export function PeoplePage() {
  return <main className="page container" />;
}
