import { useId, useState } from 'react';
import { MAX_QUERY_LENGTH } from '@contract/modules/search/words';
import { useQueryParam } from '../../../lib/query-param';
import { useFollowAddress } from '../../../lib/follow-address';
import { paths } from '../../../lib/paths';
import { addressIn } from '../../../lib/language';
import { EmptyState } from '../../../components/empty-state';
import { SearchBox } from '../../../components/search-box';
import { Spinner } from '../../../components/spinner';
import { useSearchResults } from '../api';
import { searchTexts as texts } from '../texts';
import { SearchResults } from './search-results';
import '../search.css';

/** The search page: its box (a plain GET form, so it also works without JavaScript) and the results, as typed. */
export function SearchView() {
  const [queryInAddress, setQueryInAddress] = useQueryParam('q');
  // Typed here and copied to the address, so the box never waits for the address to change.
  const [query, setQuery] = useState(queryInAddress ?? '');
  // A search from the navigation bar changes the address under the page.
  useFollowAddress(queryInAddress, (value) => setQuery(value ?? ''));
  const { results, isLoading, isUpdating } = useSearchResults(query);
  const inputId = useId();

  return (
    <>
      <form
        className="card search-form"
        role="search"
        method="get"
        action={addressIn(paths.search)}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={inputId}>{texts.label}</label>
        <div className="search-form-row">
          <SearchBox
            id={inputId}
            placeholder={texts.placeholder}
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(value) => {
              setQuery(value);
              setQueryInAddress(value);
            }}
          />
          <button type="submit" className="button button-primary">
            {texts.submit}
          </button>
        </div>
      </form>

      <div className="search-response" aria-live="polite" aria-busy={isLoading || isUpdating}>
        {!query.trim() ? (
          <p className="search-prompt">{texts.prompt}</p>
        ) : isLoading && results.length === 0 ? (
          <Spinner label={texts.loading} />
        ) : results.length === 0 ? (
          <EmptyState title={texts.empty(query.trim())} hint={texts.emptyHint} />
        ) : (
          <SearchResults query={query} results={results} />
        )}
      </div>
    </>
  );
}
