import { Suspense, lazy, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Route, Router, Switch } from 'wouter';
import { navigate, useBrowserLocation } from 'wouter/use-browser-location';
import { SWRConfig } from 'swr';
// React DOM's part the pages share (the client's and a page's own
// import it) comes in the frame's chunk, not a file of its own.
import 'react-dom';
import { publicFetcher } from '../lib/public-api';
import { keepServerResponses, type PageResponses } from '../lib/hydration';
import { RenderedDay } from '../lib/institute-day';
import { PublicLayout } from '../components/layout/public-layout';
import { PageUpdated } from './page-updated';
import { paths } from '../lib/paths';
import { activeLanguage } from '../lib/texts';
import { basePathOf } from '@contract/languages';
import { lazyPage, preloadOnIntent } from './lazy-page';
import { notFoundPage, pageAt, publicPages } from './public-pages';

// The console is its own chunk with its own stylesheet: visitors never download either.
const AdminApp = lazyPage(async () => {
  const [page] = await Promise.all([
    import('./chunks/admin-app'),
    import('../lib/stylesheet').then(({ loadStylesheet }) => loadStylesheet(process.env.CONSOLE_STYLESHEET!)),
  ]);
  return page.default;
});

// The toaster has nothing to show before the app runs: it is fetched then, not with a page's first download.
const Toasts = lazy(() => import('./chunks/toasts').then((module) => ({ default: module.Toasts })));

function ToastsOnceRunning() {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return (
    running && (
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
    )
  );
}

const isConsole = (pathname: string) => pathname === paths.admin || pathname.startsWith(`${paths.admin}/`);

/** The part of the app at `pathname`, in its own chunk: the console, or a public page. */
const partAt = (pathname: string) => (isConsole(pathname) ? AdminApp : pageAt(pathname).page.Page);

/**
 * Loads the chunk of the page at `pathname` (before the first render: the
 * server's markup is then taken over, and the console opened, without a
 * spinner); resolves to whether it is in.
 */
export const preloadPage = (pathname: string) =>
  partAt(pathname)
    .preload()
    .then(
      () => true,
      () => false,
    );

/** The address the app shows. */
let shownPath: string | null = null;
let latestNavigation = 0;

/**
 * Moves to `to` once the page there has its chunk, unless another move came
 * after it; the browser loads it from the server if its chunk cannot be had.
 */
const navigateOnceLoaded: typeof navigate = (to, options) => {
  const navigation = ++latestNavigation;
  void preloadPage(new URL(to, window.location.href).pathname).then((loaded) => {
    if (navigation !== latestNavigation) return;
    if (loaded) navigate(to, options);
    else window.location.assign(to);
  });
};

/**
 * The router's location: the browser's once the page there has its chunk
 * (the app's links move only then; the browser's back and forward at once).
 * Until then the page shown stays; the new one then renders whole at once,
 * its own reads first as when all pages were one bundle, and no spinner
 * flashes. A chunk that cannot be had makes the browser load the page from the server.
 */
function useLocationOnceLoaded(router: { ssrPath?: string }): [string, typeof navigate] {
  const [path] = useBrowserLocation(router);
  const part = partAt(path);
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  useEffect(() => {
    if (part.loaded()) return;
    let current = true;
    void preloadPage(path).then((loaded) => {
      if (!current) return;
      if (loaded) rerender();
      else window.location.reload();
    });
    return () => {
      current = false;
    };
  }, [part, path]);
  if (shownPath === null || part.loaded()) shownPath = path;
  return [shownPath, navigateOnceLoaded];
}

type Served = { responses: PageResponses; today?: string; siteStarted?: string | null };

function PublicSite({ served }: { served: { current: Served } }) {
  // The server's responses are for the page it rendered; after a visit to the console the public site reads afresh.
  const [{ responses, today, siteStarted = null }] = useState(served.current);
  // Hooks mounted while the server's markup is taken over keep the responses it came with.
  const hydrating = useRef(true);
  useEffect(() => {
    hydrating.current = false;
    served.current = { responses: {}, siteStarted: served.current.siteStarted };
    // The server's markup now responds to clicks (browser tests wait for this).
    document.documentElement.dataset.hydrated = '';
  }, [served]);
  useEffect(() => preloadOnIntent((pathname) => (isConsole(pathname) ? null : pageAt(pathname).page.Page)), []);
  // A cache of its own, read without the console's token: the
  // public pages show what a visitor sees, whoever is signed in.
  const swr = useMemo(
    () => ({
      fallback: responses,
      fetcher: publicFetcher,
      provider: () => new Map(),
      use: [keepServerResponses(responses, () => hydrating.current)],
    }),
    [responses],
  );
  return (
    <SWRConfig value={swr}>
      <RenderedDay value={today ?? null}>
        <PublicLayout lastUpdated={<PageUpdated siteStarted={siteStarted} />}>
          <Switch>
            {publicPages.map(({ path, Page }) => (
              <Route key={path} path={path}>
                {(params: { id?: string }) => <Page id={params.id ?? ''} />}
              </Route>
            ))}
            <Route>
              <notFoundPage.Page id="" />
            </Route>
          </Switch>
        </PublicLayout>
      </RenderedDay>
    </SWRConfig>
  );
}

/**
 * The whole app. On the server (render.tsx) `location` is the address being
 * rendered; in the browser the router reads the window's. `responses` are the
 * API responses the server rendered the page with, and `today` the institute day it was rendered for.
 */
export function App({
  responses = {},
  today,
  siteStarted,
  location,
}: {
  responses?: PageResponses;
  today?: string;
  siteStarted?: string | null;
  location?: { path: string; search: string };
}) {
  const served = useRef<Served>({ responses, today, siteStarted });
  // Links and moves stay within the page's language: its addresses are under its base ('/hi').
  const base = basePathOf(activeLanguage());
  return (
    <Router base={base} hook={useLocationOnceLoaded} ssrPath={location?.path} ssrSearch={location?.search}>
      <ToastsOnceRunning />
      <Switch>
        <Route path={paths.admin} nest>
          <AdminApp />
        </Route>
        <Route>
          <PublicSite served={served} />
        </Route>
      </Switch>
    </Router>
  );
}
