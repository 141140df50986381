import { useCallback, useState } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
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
          {hostels.map((hostel, index) => (
            <li key={hostel._id}>
              <HostelCard hostel={hostel} onOpen={() => setOpen(hostel)} first={index === 0} />
              {/* Without JavaScript the card's quick look cannot open: its page is a link away. */}
              <noscript>
                <a className="hostel-card-page-link" href={addressIn(paths.hostel(hostel._id))}>
                  {t.viewMore}
                  <span className="visually-hidden"> {t.about(hostel.name)}</span>
                </a>
              </noscript>
            </li>
          ))}
        </ul>
      )}
      {open && <HostelSummaryModal hostel={open} onClose={close} />}
    </>
  );
}
