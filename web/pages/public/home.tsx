export function HomePage() {
  return <main className="page container" />;
}
