// A public page's 'Last updated' date (GIGW): the newest change to the records
// it shows, read from the same responses the page renders (the server's, then SWR's).
import useSWR from 'swr';
import { useLocation, useSearch } from 'wouter';
import { publicRead } from '../lib/public-api';
import type { PageResponses } from '../lib/hydration';
import { formatPublicDate } from '../lib/public-format';
import { frameTexts } from '../components/layout/texts';
import { contentSource, pageAt, type ContentSource } from './public-pages';

const updatedAtOf = (record: unknown): string | null | undefined =>
  record && typeof record === 'object' && 'updatedAt' in record ? (record.updatedAt as string | null) : undefined;

/**
 * The newest `updatedAt` of the records (lists are read item by item). A page
 * never saved (updatedAt null) holds what the site began with, so it dates
 * from `siteStarted`, as does a page with no records at all.
 */
export function newestUpdate(records: unknown[], siteStarted: string | null): string | null {
  let newest: string | null = null;
  for (const record of records.flat()) {
    const updatedAt = updatedAtOf(record);
    const date = updatedAt === null ? siteStarted : updatedAt;
    if (date && (!newest || Date.parse(date) > Date.parse(newest))) newest = date;
  }
  return newest ?? siteStarted;
}

function UpdatedDate({ source, siteStarted }: { source: ContentSource; siteStarted: string | null }) {
  const responses: PageResponses = {};
  // Keyed by its paths (below), so every render asks SWR for the same keys in the same order; the page reads
  // them too, so nothing is fetched twice.
  // biome-ignore lint/correctness/useHookAtTopLevel: a source's keys are fixed, so the calls keep their order
  for (const key of source.keys) responses[key] = useSWR(key, publicRead).data;
  if (Object.values(responses).includes(undefined)) return null;
  const newest = newestUpdate(source.records?.(responses) ?? Object.values(responses), siteStarted);
  if (!newest) return null;
  return (
    <p className="footer-updated">
      {frameTexts.lastUpdated} <time dateTime={newest}>{formatPublicDate(newest)}</time>
    </p>
  );
}

/** The footer's 'Last updated' line of the page at the current address. */
export function PageUpdated({ siteStarted }: { siteStarted: string | null }) {
  const [location] = useLocation();
  const search = useSearch();
  const { page, params } = pageAt(location);
  const source = contentSource(page, params, new URLSearchParams(search));
  return <UpdatedDate key={source.keys.join(' ')} source={source} siteStarted={siteStarted} />;
}
