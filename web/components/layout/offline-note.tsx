import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { keptCopyDate } from '../../lib/offline';
import { useOnline } from '../../lib/online';
import { formatUpdatedAt } from '../../lib/public-format';
import { frameTexts } from './texts';
import './offline-note.css';

/**
 * While the device is offline, when what the page shows was fetched: the
 * service worker's copy of the page, else the moment the page loaded. Null online.
 */
function useOfflineSince(): Date | null {
  const online = useOnline();
  const [location] = useLocation();
  const [since, setSince] = useState<Date | null>(null);
  useEffect(() => {
    if (online) return;
    let current = true;
    keptCopyDate(window.location.href)
      .catch(() => null)
      .then((date) => current && setSince(date ?? new Date(performance.timeOrigin)));
    return () => {
      current = false;
    };
  }, [online, location]);
  return online ? null : since;
}

/** Says, at the top of the page, that the page shown is the copy kept from the last visit. */
export function OfflineNote() {
  const since = useOfflineSince();
  if (!since) return null;
  return (
    <p className="offline-note" role="status">
      {frameTexts.offline(formatUpdatedAt(since))}
    </p>
  );
}
