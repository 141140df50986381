import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SWRConfig, preload } from 'swr';
import { fetcher } from '../lib/api';
import { apiPaths } from '../lib/api-paths';
import { Toasts } from './toasts';
import { PublicLayout } from '../components/layout/public-layout';
import { Spinner } from '../components/spinner';
import { paths } from '../lib/paths';
import { lazyPage, preloadWhenIdle, type LazyPage, type Preloadable } from './lazy-page';
import { NotFoundPage } from '../pages/public/not-found';

// The console is its own chunk: visitors never download it.
const AdminApp = lazyPage(() => import('../pages/admin/admin-app').then((m) => m.default));

const HostelDetailPage = lazyPage(() => import('../pages/public/hostel-detail').then((m) => m.HostelDetailPage));

/**
 * Starts API reads the page will make with SWR's default fetcher, so they run
 * alongside the page's chunk; a failure is the page's to report when it reads.
 */
const read = (...keys: string[]) => () => keys.forEach((key) => preload(key, fetcher).catch(() => {}));

// The People page reads with its own toasts; its module is imported on demand, so the frame stays without it.
const readPeople = () => void import('../features/people/api').then((people) => people.preloadPeople());

type PublicPage = { path: string; page: LazyPage<{}>; reads?: () => void };

const publicPages: PublicPage[] = [
  { path: paths.home, page: lazyPage(() => import('../pages/public/home').then((m) => m.HomePage)), reads: read(apiPaths.notifications, apiPaths.events) },
  { path: paths.about, page: lazyPage(() => import('../pages/public/about').then((m) => m.AboutPage)) },
  { path: paths.hostels, page: lazyPage(() => import('../pages/public/hostels').then((m) => m.HostelsPage)), reads: read(apiPaths.hostels) },
  { path: paths.people, page: lazyPage(() => import('../pages/public/people').then((m) => m.PeoplePage)), reads: readPeople },
  { path: paths.gallery, page: lazyPage(() => import('../pages/public/gallery').then((m) => m.GalleryPage)) },
  { path: paths.importantLinks, page: lazyPage(() => import('../pages/public/important-links').then((m) => m.ImportantLinksPage)) },
  { path: paths.rules, page: lazyPage(() => import('../pages/public/rules').then((m) => m.RulesPage)) },
  { path: paths.files, page: lazyPage(() => import('../pages/public/files').then((m) => m.FilesPage)), reads: read(apiPaths.files) },
  { path: paths.achievements, page: lazyPage(() => import('../pages/public/achievements').then((m) => m.AchievementsPage)) },
];

const HOSTEL_DETAIL_PATH = /^\/hostel\/([^/]+)$/;

/** The page at `pathname` (its chunk, and the reads to start with it), to load before the first render. */
function pageAt(pathname: string): { page: Preloadable; reads?: () => void } | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) return { page: AdminApp };
  const hostelId = path.match(HOSTEL_DETAIL_PATH)?.[1];
  if (hostelId) return { page: HostelDetailPage, reads: read(apiPaths.hostel(hostelId), apiPaths.messes) };
  return publicPages.find((route) => route.path === path);
}

/** Loads what the current page needs, its data alongside; afterwards the other public pages load in the background. */
export async function preloadCurrentPage() {
  const current = pageAt(window.location.pathname);
  current?.reads?.();
  await current?.page.preload().catch(() => {});
  if (current?.page !== AdminApp) preloadWhenIdle([...publicPages.map((route) => route.page), HostelDetailPage]);
}

export function App() {
  return (
    <SWRConfig value={{ fetcher, revalidateOnFocus: false }}>
      <Toasts />
      <Switch>
        <Route path={paths.admin} nest>
          <Suspense fallback={<Spinner label="Loading..." />}>
            <AdminApp />
          </Suspense>
        </Route>
        <Route>
          <PublicLayout>
            <Suspense fallback={<Spinner label="Loading..." />}>
              <Switch>
                {publicPages.map(({ path, page: Page }) => (
                  <Route key={path} path={path}>
                    <Page />
                  </Route>
                ))}
                <Route path="/hostel/:id">{(params) => <HostelDetailPage id={params.id} />}</Route>
                <Route component={NotFoundPage} />
              </Switch>
            </Suspense>
          </PublicLayout>
        </Route>
      </Switch>
    </SWRConfig>
  );
}
