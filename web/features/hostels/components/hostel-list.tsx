import { useCallback, useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { Spinner } from '../../../components/spinner';
import { useHostels } from '../api';
import { hostelTexts as t } from '../texts';
import { HostelCard } from './hostel-card';
import { HostelSummaryModal } from './hostel-summary-modal';
import '../hostels.css';

export function HostelList() {
  const { hostels, isLoading } = useHostels();
  const [open, setOpen] = useState<Hostel | null>(null);
  const close = useCallback(() => setOpen(null), []);

  return (
    <>
      <header className="section-title">
        <h1>{t.listTitle}</h1>
        <p>{t.listIntro}</p>
      </header>
      {isLoading ? (
        <Spinner label={t.loadingList} />
      ) : hostels.length === 0 ? (
        <div className="empty-state">
          <strong>{t.emptyList}</strong>
          {t.emptyListHint}
        </div>
      ) : (
        <ul className="grid grid-3 hostel-grid">
          {hostels.map((hostel) => (
            <li key={hostel._id}>
              <HostelCard hostel={hostel} onOpen={() => setOpen(hostel)} />
            </li>
          ))}
        </ul>
      )}
      {open && <HostelSummaryModal hostel={open} onClose={close} />}
    </>
  );
}
