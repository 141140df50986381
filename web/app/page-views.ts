// The public page component of each editable page, for the console's preview of unsaved content.
import type { PageView } from '../features/pages/components/page-preview';
import { FooterView } from '../components/layout/footer';
import { ImportantLinksView } from '../features/important-links/components/important-links-view';
import { AboutView } from '../pages/public/about';
import { AchievementsView } from '../pages/public/achievements';
import { FilesView } from '../pages/public/files';
import { HomeView } from '../pages/public/home';
import { HostelDetailView } from '../pages/public/hostel-detail';
import { RulesView } from '../pages/public/rules';

export const pageViews = {
  'rules-regulations': RulesView,
  home: HomeView,
  about: AboutView,
  achievements: AchievementsView,
  files: FilesView,
  'important-links': ImportantLinksView,
  site: FooterView,
  'hostel-detail': HostelDetailView,
} as Record<string, PageView>;
