// The archive's pages: its years (and a search over all of it), one year's
// notices and events, and each notice's and event's own page.
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/icons';
import { EmptyState } from '../../../components/empty-state';
import { SearchBox } from '../../../components/search-box';
import { Spinner } from '../../../components/spinner';
import { TitledPage } from '../../../components/layout/titled-page';
import { langOf } from '../../../lib/content-language';
import { externalLinkProps } from '../../../lib/external-links';
import { useFollowAddress } from '../../../lib/follow-address';
import { formatEventDate, formatEventTime, formatPublicDate } from '../../../lib/public-format';
import { paths } from '../../../lib/paths';
import { useQueryParam } from '../../../lib/query-param';
import { frameTexts } from '../../../components/layout/texts';
import { useArchive } from '../api';
import { matching, yearsOf, type ArchivedItem } from '../items';
import { archiveTexts as t } from '../texts';
import { ArchivedItemRow } from './archived-item-row';
import '../archive.css';

function ItemList({ items }: { items: ArchivedItem[] }) {
  return (
    <ul className="archive-items card">
      {items.map((item) => (
        <ArchivedItemRow key={`${item.kind} ${item.record._id}`} item={item} />
      ))}
    </ul>
  );
}

/** `/archive`: the years it holds, each with its counts; a search over every year. */
export function ArchivePage() {
  const { items, isLoading } = useArchive();
  const [queryInAddress, setQueryInAddress] = useQueryParam('q');
  const [query, setQuery] = useState(queryInAddress ?? '');
  useFollowAddress(queryInAddress, (value) => setQuery(value ?? ''));
  const searchId = useId();
  const found = query.trim() ? matching(items, query) : null;

  return (
    <TitledPage title={t.title} intro={t.intro} className="archive-page">
      {/* A search form, so the search also works without JavaScript (?q=). */}
      <form className="card archive-search" role="search" method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>{t.searchLabel}</label>
        <SearchBox
          id={searchId}
          placeholder={t.searchPlaceholder}
          value={query}
          onChange={(value) => {
            setQuery(value);
            setQueryInAddress(value);
          }}
        />
        {found && <p aria-live="polite">{t.found(found.length)}</p>}
      </form>
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : found ? (
        found.length ? (
          <ItemList items={found} />
        ) : (
          <EmptyState title={t.noResults(query.trim())} hint={t.noResultsHint} />
        )
      ) : items.length ? (
        <section aria-labelledby="archive-years">
          <h2 id="archive-years">{t.yearsTitle}</h2>
          <ul className="archive-years">
            {yearsOf(items).map(({ year, notices, events }) => (
              <li key={year}>
                <Link href={paths.archiveYear(year)} className="card archive-year">
                  <strong>{year}</strong>
                  <span>{t.yearCounts(notices, events)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState title={t.emptyTitle} hint={t.emptyHint} />
      )}
    </TitledPage>
  );
}

function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="button button-outline button-small archive-back">
      <ArrowLeftIcon size={18} /> {children}
    </Link>
  );
}

/** `/archive/{year}`: the notices that expired and the events held that year, the latest first. */
export function ArchiveYearPage({ id }: { id: string }) {
  const year = Number(id);
  const { items, isLoading } = useArchive();
  const ofYear = items.filter((item) => item.year === year);
  const notices = ofYear.filter((item) => item.kind === 'notice');
  const events = ofYear.filter((item) => item.kind === 'event');
  if (!isLoading && !ofYear.length) return <NotInArchive />;
  return (
    <TitledPage title={t.yearTitle(year)} intro={t.yearIntro(year)} className="archive-page">
      <BackLink href={paths.archive}>{t.allYears}</BackLink>
      {isLoading ? (
        <Spinner label={t.loading} />
      ) : (
        <div className="archive-year-lists">
          <section aria-labelledby="archive-notices">
            <h2 id="archive-notices">{t.notices}</h2>
            {notices.length ? <ItemList items={notices} /> : <p>{t.noneInYear}</p>}
          </section>
          <section aria-labelledby="archive-events">
            <h2 id="archive-events">{t.events}</h2>
            {events.length ? <ItemList items={events} /> : <p>{t.noneInYear}</p>}
          </section>
        </div>
      )}
    </TitledPage>
  );
}

function NotInArchive() {
  return (
    <main className="page container not-found">
      <h1>{t.notFoundTitle}</h1>
      <p>{t.notFoundText}</p>
      <BackLink href={paths.archive}>{t.allYears}</BackLink>
    </main>
  );
}

/** A text the office wrote, a paragraph per line it began. */
const paragraphs = (text: string, lang: 'en' | undefined) =>
  text
    .split(/\n+/)
    .filter((line) => line.trim())
    .map((line, index) => (
      <p key={index} lang={lang}>
        {line}
      </p>
    ));

function ItemPage({ item, facts, children }: { item: ArchivedItem; facts: ReactNode; children: ReactNode }) {
  return (
    <main className="page container archive-page archive-item-page">
      <BackLink href={paths.archiveYear(item.year)}>{t.backToYear(item.year)}</BackLink>
      <article className="card">
        <span className={`badge ${item.kind === 'notice' ? 'badge-blue' : 'badge-green'}`}>
          {item.kind === 'notice' ? t.notice : t.event}
        </span>
        <h1 lang={langOf(item.record, 'title')}>{item.record.title}</h1>
        <p className="archive-facts">{facts}</p>
        {children}
      </article>
    </main>
  );
}

/** `/archive/notices/{id}`: a notice as it read, with when it was posted and when it expired. */
export function ArchivedNoticePage({ id }: { id: string }) {
  const { items, isLoading } = useArchive('notices');
  const item = items.find((each) => each.record._id === id);
  if (isLoading) return <Spinner label={t.loading} />;
  if (item?.kind !== 'notice') return <NotInArchive />;
  const notice = item.record;
  return (
    <ItemPage
      item={item}
      facts={
        <>
          <span>{t.postedOn(formatPublicDate(notice.publishAt ?? notice.createdAt))}</span>
          <span>{t.expiredOn(formatEventDate(item.day))}</span>
        </>
      }
    >
      {paragraphs(notice.message, langOf(notice, 'message'))}
      {notice.url && (
        <a href={notice.url} {...externalLinkProps}>
          {t.moreAt}
          <span className="visually-hidden"> {frameTexts.newTab}</span>
        </a>
      )}
    </ItemPage>
  );
}

/** `/archive/events/{id}`: an event as it was announced: its day, time, place and description. */
export function ArchivedEventPage({ id }: { id: string }) {
  const { items, isLoading } = useArchive('events');
  const item = items.find((each) => each.record._id === id);
  if (isLoading) return <Spinner label={t.loading} />;
  if (item?.kind !== 'event') return <NotInArchive />;
  const event = item.record;
  return (
    <ItemPage
      item={item}
      facts={
        <>
          <span>{t.heldOn(formatEventDate(item.day))}</span>
          {event.time && (
            <span>
              {t.time}: {formatEventTime(event.time)}
            </span>
          )}
          {event.location && (
            <span>
              {t.place}: <span lang={langOf(event, 'location')}>{event.location}</span>
            </span>
          )}
        </>
      }
    >
      {paragraphs(event.description, langOf(event, 'description'))}
    </ItemPage>
  );
}
