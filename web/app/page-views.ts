// The public page component of each editable page, for the console's preview of unsaved content.
import type { PageView } from '../features/pages/components/page-preview';
import { RulesView } from '../pages/public/rules';

export const pageViews: Record<string, PageView> = { 'rules-regulations': RulesView as PageView };
