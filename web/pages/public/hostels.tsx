import { HostelList } from '../../features/hostels/components/hostel-list';

export function HostelsPage() {
  return (
    <main className="page container">
      <HostelList />
    </main>
  );
}
