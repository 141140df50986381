import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SWRConfig } from 'swr';
import { fetcher } from '../lib/api';
import { Toasts } from './toasts';
import { PublicLayout } from '../components/layout/public-layout';
import { Spinner } from '../components/spinner';
import { paths } from './paths';
import { HomePage } from '../pages/public/home';
import { AboutPage } from '../pages/public/about';
import { HostelsPage } from '../pages/public/hostels';
import { HostelDetailPage } from '../pages/public/hostel-detail';
import { PeoplePage } from '../pages/public/people';
import { GalleryPage } from '../pages/public/gallery';
import { ImportantLinksPage } from '../pages/public/important-links';
import { RulesPage } from '../pages/public/rules';
import { FilesPage } from '../pages/public/files';
import { AchievementsPage } from '../pages/public/achievements';
import { NotFoundPage } from '../pages/public/not-found';

// The console is its own chunk: visitors never download it.
const AdminApp = lazy(() => import('../pages/admin/admin-app'));

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
            <Switch>
              <Route path={paths.home} component={HomePage} />
              <Route path={paths.about} component={AboutPage} />
              <Route path={paths.hostels} component={HostelsPage} />
              <Route path="/hostel/:id">{(params) => <HostelDetailPage id={params.id} />}</Route>
              <Route path={paths.people} component={PeoplePage} />
              <Route path={paths.gallery} component={GalleryPage} />
              <Route path={paths.importantLinks} component={ImportantLinksPage} />
              <Route path={paths.rules} component={RulesPage} />
              <Route path={paths.files} component={FilesPage} />
              <Route path={paths.achievements} component={AchievementsPage} />
              <Route component={NotFoundPage} />
            </Switch>
          </PublicLayout>
        </Route>
      </Switch>
    </SWRConfig>
  );
}
