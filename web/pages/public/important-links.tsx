import { ContentPage } from './content-page';
import { ImportantLinksView } from '../../features/important-links/components/important-links-view';

export const ImportantLinksPage = () => <ContentPage slug="important-links" View={ImportantLinksView} />;
