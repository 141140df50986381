export function HostelDetailPage({ id }: { id: string }) {
  return <main className="page container" data-id={id} />;
}
