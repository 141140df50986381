export function AboutPage() {
  return <main className="page container" />;
}
