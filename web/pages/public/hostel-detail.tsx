import { HostelDetail } from '../../features/hostels/components/hostel-detail';

export function HostelDetailPage({ id }: { id: string }) {
  return (
    <main className="page container">
      <HostelDetail id={id} />
    </main>
  );
}
