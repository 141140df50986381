export function HostelsPage() {
  return <main className="page container" />;
}
