import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SWRConfig } from 'swr';
import { fetcher } from '../lib/api';
import { Toasts } from './toasts';
import { PublicLayout } from '../components/layout/public-layout';
import { Spinner } from '../components/spinner';
import { paths } from './paths';
import { lazyPage, preloadWhenIdle, type LazyPage, type Preloadable } from './lazy-page';
import { NotFoundPage } from '../pages/public/not-found';

// The console is its own chunk: visitors never download it.
const AdminApp = lazyPage(() => import('../pages/admin/admin-app').then((m) => m.default));

const HostelDetailPage = lazyPage(() => import('../pages/public/hostel-detail').then((m) => m.HostelDetailPage));

const publicPages: { path: string; page: LazyPage<{}> }[] = [
  { path: paths.home, page: lazyPage(() => import('../pages/public/home').then((m) => m.HomePage)) },
  { path: paths.about, page: lazyPage(() => import('../pages/public/about').then((m) => m.AboutPage)) },
  { path: paths.hostels, page: lazyPage(() => import('../pages/public/hostels').then((m) => m.HostelsPage)) },
  { path: paths.people, page: lazyPage(() => import('../pages/public/people').then((m) => m.PeoplePage)) },
  { path: paths.gallery, page: lazyPage(() => import('../pages/public/gallery').then((m) => m.GalleryPage)) },
  { path: paths.importantLinks, page: lazyPage(() => import('../pages/public/important-links').then((m) => m.ImportantLinksPage)) },
  { path: paths.rules, page: lazyPage(() => import('../pages/public/rules').then((m) => m.RulesPage)) },
  { path: paths.files, page: lazyPage(() => import('../pages/public/files').then((m) => m.FilesPage)) },
  { path: paths.achievements, page: lazyPage(() => import('../pages/public/achievements').then((m) => m.AchievementsPage)) },
];

/** The chunk of the page at `pathname`, to load before the first render. */
function pageAt(pathname: string): Preloadable | undefined {
  const path = pathname.replace(/(.)\/+$/, '$1');
  if (path === paths.admin || path.startsWith(`${paths.admin}/`)) return AdminApp;
  if (/^\/hostel\/[^/]+$/.test(path)) return HostelDetailPage;
  return publicPages.find((route) => route.path === path)?.page;
}

/** Loads what the current page needs; afterwards the other public pages load in the background. */
export async function preloadCurrentPage() {
  const current = pageAt(window.location.pathname);
  await current?.preload().catch(() => {});
  if (current !== AdminApp) preloadWhenIdle([...publicPages.map((route) => route.page), HostelDetailPage]);
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
