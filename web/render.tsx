// The public pages rendered on the server: scripts/build-web.ts bundles this
// file for the server (src/render/pages.ts), with the same asset names as the
// browser's bundle, so the markup it makes is the markup the app hydrates.
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PublicData, RenderedPage } from '@contract/render/public-data';
import { eventCalendarTexts } from '@contract/modules/events/texts';
import { notificationFeedTexts } from '@contract/modules/notifications/texts';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, pathIn, readIn, type Language } from '@contract/languages';
import { App } from './app/app';
import { withLanguage } from './lib/texts';
import { catalogues } from './texts/catalogues';
import { frameReads, pageAt, publicPages, type Reads } from './app/public-pages';
import { SITE_PICTURE, pageHead, type PageHead } from './app/page-heads';
import { frameTexts } from './components/layout/texts';
import { paths } from './lib/paths';
import { apiPaths } from './lib/api-paths';
import type { Hydration, PageResponses } from './lib/hydration';
import { PAGE_QUERY_PARAMS } from './lib/query-param';

async function readResponses(data: PublicData, reads: Reads): Promise<PageResponses> {
  const entries = Object.entries(reads);
  const values = await Promise.all(entries.map(([, read]) => read(data)));
  return Object.fromEntries(entries.map(([key], index) => [key, values[index]]));
}

/**
 * renderToString puts React's own preload hints for the page's pictures at
 * the start of the markup; the head already preloads the one that matters
 * (`largest`), and the others would only compete with it.
 */
const withoutResourceHints = (markup: string) => markup.replace(/^(?:<link [^>]*>)+/, '');

const absolute = (origin: string, url: string) => new URL(url, origin).href;

/** Open Graph's locale of each language, as link previews read it. */
const OG_LOCALES: Record<Language, string> = { en: 'en_IN', hi: 'hi_IN' };

/**
 * `path` is the page's own, in English: its route with its id, whatever case
 * or trailing slash the address had. Its address in each language is an
 * alternate, English the default for a reader whose language the site is not in.
 */
function HeadTags({
  head,
  origin,
  path,
  found,
  language,
}: {
  head: PageHead;
  origin: string;
  path: string;
  found: boolean;
  language: Language;
}) {
  const siteName = frameTexts.siteName;
  const title = head.title.startsWith(siteName) ? head.title : `${head.title} | ${siteName}`;
  const canonical = absolute(origin, pathIn(language, path));
  const picture = head.picture ?? SITE_PICTURE;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={head.description} />
      {found ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      {found &&
        LANGUAGES.map(({ code }) => (
          <link key={code} rel="alternate" hrefLang={code} href={absolute(origin, pathIn(code, path))} />
        ))}
      {found && <link rel="alternate" hrefLang="x-default" href={absolute(origin, path)} />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:locale" content={OG_LOCALES[language]} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={head.description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={absolute(origin, picture)} />
      <meta name="twitter:card" content="summary_large_image" />
      {/* Feed readers and calendar apps find the site's feeds from any of its pages. */}
      <link
        rel="alternate"
        type="application/atom+xml"
        title={notificationFeedTexts[language].title}
        href={absolute(origin, readIn(language, apiPaths.notificationsFeed))}
      />
      <link
        rel="alternate"
        type="text/calendar"
        title={eventCalendarTexts[language].name}
        href={absolute(origin, readIn(language, apiPaths.eventsCalendar))}
      />
      {head.largest && (
        <link
          rel="preload"
          as="image"
          href={head.largest.src}
          imageSrcSet={head.largest.srcSet}
          imageSizes={head.largest.sizes}
          fetchPriority="high"
        />
      )}
    </>
  );
}

/**
 * The part of an address a page's content depends on: its path and the query
 * parameters pages read, in a fixed order (a link tracker's `?fbclid=` makes no other page).
 */
export function pageAddress(path: string, search: string) {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * Whether the page at `pathname` has something of its own in each
 * response (a form's signed time): rendered per request, never kept.
 */
export const rendersFresh = (pathname: string) => pageAt(pathname).page.fresh === true;

/** False for the console's addresses, which the browser renders. */
export const rendersOnServer = (pathname: string) =>
  pathname !== paths.admin && !pathname.startsWith(`${paths.admin}/`);

/**
 * The page at `url` (absolute: its origin makes the canonical address) as it
 * reads on `today`, an institute day ('yyyy-MM-dd'), in the language of its
 * address, `data` being that language's.
 */
export async function renderPublicPage(url: URL, data: PublicData, today: string): Promise<RenderedPage> {
  const { language } = languageOfPath(url.pathname);
  const { page, params } = pageAt(url.pathname);
  // Loaded, the page renders at once: renderToString never meets a suspended part.
  const [responses, siteStarted, catalogue] = await Promise.all([
    readResponses(data, { ...frameReads, ...page.reads?.(params, url.searchParams) }),
    data.siteStarted(),
    language === DEFAULT_LANGUAGE ? null : catalogues[language](),
    page.Page.preload(),
  ]);
  const found = page.found?.(responses, params) ?? true;
  const hydration: Hydration = { responses, today, siteStarted };
  return withLanguage(language, catalogue, () => ({
    status: found ? 200 : 404,
    language,
    head: renderToStaticMarkup(
      <HeadTags
        head={pageHead(page, responses, params, url.searchParams)}
        origin={url.origin}
        path={page.path.replace(':id', params.id)}
        found={found}
        language={language}
      />,
    ),
    body: withoutResourceHints(
      renderToString(
        <App
          responses={responses}
          today={today}
          siteStarted={siteStarted}
          location={{ path: url.pathname, search: url.search }}
        />,
      ),
    ),
    hydration: JSON.stringify(hydration),
  }));
}

/**
 * Every public page's address for the sitemap (in English: each has one
 * in every language, `pathIn`): the site's pages and each hostel's.
 */
export async function publicAddresses(data: PublicData): Promise<string[]> {
  const addresses = await Promise.all(publicPages.map((page) => (page.addresses ? page.addresses(data) : [page.path])));
  return addresses.flat();
}
