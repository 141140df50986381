import { TitledPage } from '../../components/layout/titled-page';
import { SearchView } from '../../features/search/components/search-view';
import { searchTexts } from '../../features/search/texts';

export function SearchPage() {
  return (
    <TitledPage title={searchTexts.title} intro={searchTexts.intro} className="search-page">
      <SearchView />
    </TitledPage>
  );
}
