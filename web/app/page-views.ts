// The public page component of each editable page, for the console's preview of unsaved content.
import type { PageView } from '../features/pages/components/page-preview';
import { HomeView } from '../pages/public/home';
import { HostelDetailView } from '../pages/public/hostel-detail';
import { RulesView } from '../pages/public/rules';
import { FilesView } from '../pages/public/files';
import { FooterView } from '../components/layout/footer';
import { ImportantLinksView } from '../features/important-links/components/important-links-view';

export const pageViews: Record<string, PageView> = { 'rules-regulations': RulesView as PageView, home: HomeView as PageView, 'hostel-detail': HostelDetailView as PageView, 'important-links': ImportantLinksView as PageView, site: FooterView as PageView, files: FilesView as PageView };
