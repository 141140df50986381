// The public page component of each editable page, for the console's preview of unsaved content.
import type { PageView } from '../features/pages/components/page-preview';
import { HomeView } from '../pages/public/home';
import { HostelDetailView } from '../pages/public/hostel-detail';
import { RulesView } from '../pages/public/rules';

export const pageViews: Record<string, PageView> = { 'rules-regulations': RulesView as PageView, home: HomeView as PageView, 'hostel-detail': HostelDetailView as PageView };
