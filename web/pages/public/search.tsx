import { SearchView } from '../../features/search/components/search-view';
import { searchTexts } from '../../features/search/texts';

export function SearchPage() {
  return (
    <main className="page container search-page">
      <header className="section-title">
        <h1>{searchTexts.title}</h1>
        <p>{searchTexts.intro}</p>
      </header>
      <SearchView />
    </main>
  );
}
