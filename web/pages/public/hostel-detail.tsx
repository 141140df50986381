import type { HostelDetailContent } from '@contract/modules/pages/content/hostel-detail';
import { Spinner } from '../../components/spinner';
import { usePageContent } from '../../lib/page-content';
import { HostelDetail } from '../../features/hostels/components/hostel-detail';
import { AdditionalInfo } from '../../features/hostels/components/additional-info';
import { hostelTexts } from '../../features/hostels/texts';
import { MessDetails, MessTimings } from '../../features/messes/components/mess-details';

export function HostelDetailPage({ id }: { id: string }) {
  const content = usePageContent<HostelDetailContent>('hostel-detail');
  return (
    <main className="page container">
      {content ? (
        <HostelDetail
          id={id}
          renderMess={(hostelId) => <MessDetails hostelId={hostelId} timings={content.messTimings} />}
          additional={content.additional}
        />
      ) : (
        <Spinner label={hostelTexts.loadingDetail} />
      )}
    </main>
  );
}

/** What every hostel's page shows from this content (the Pages panel previews an edit with it). */
export function HostelDetailView({ content }: { content: HostelDetailContent }) {
  return (
    <main className="page container">
      <MessTimings content={content.messTimings} />
      <AdditionalInfo content={content.additional} />
    </main>
  );
}
