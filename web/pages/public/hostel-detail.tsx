import { HostelDetail } from '../../features/hostels/components/hostel-detail';
import { MessDetails } from '../../features/messes/components/mess-details';

const renderMess = (hostelId: string) => <MessDetails hostelId={hostelId} />;

export function HostelDetailPage({ id }: { id: string }) {
  return (
    <main className="page container">
      <HostelDetail id={id} renderMess={renderMess} />
    </main>
  );
}
