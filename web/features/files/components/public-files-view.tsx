import { useId, useState, type ReactNode } from 'react';
import { useQueryParam } from '../../../lib/query-param';
import { useFollowAddress } from '../../../lib/follow-address';
import { EmptyState } from '../../../components/empty-state';
import { SearchBox } from '../../../components/search-box';
import { Spinner } from '../../../components/spinner';
import { usePublicFiles } from '../api';
import { publicFileTexts as texts } from '../texts';
import { PublicFileItem } from './public-file-item';
import '../files.css';

/** The file list with its search; `help` goes beside it. */
export function PublicFilesView({ help }: { help: ReactNode }) {
  const { files, isLoading } = usePublicFiles();
  const [queryInAddress, setQueryInAddress] = useQueryParam('q');
  // Typed here and copied to the address, so the box never waits for the address to change.
  const [query, setQuery] = useState(queryInAddress ?? '');
  useFollowAddress(queryInAddress, (value) => setQuery(value ?? ''));
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? files.filter(
        (file) => file.file_name.toLowerCase().includes(needle) || file.description.toLowerCase().includes(needle),
      )
    : files;

  return (
    <div className="public-files-layout">
      <section className="public-files-main" aria-label={texts.title}>
        {/* A search form, so the search also works without JavaScript (?q=). */}
        <form
          className="card public-files-search"
          role="search"
          method="get"
          onSubmit={(event) => event.preventDefault()}
        >
          <label htmlFor={searchId}>{texts.searchLabel}</label>
          <SearchBox
            id={searchId}
            placeholder={texts.searchPlaceholder}
            value={query}
            onChange={(value) => {
              setQuery(value);
              setQueryInAddress(value);
            }}
          />
          <div className="public-files-counts meta-row" aria-live="polite">
            <span>{texts.showing(shown.length)}</span>
            <span>{texts.total(files.length)}</span>
          </div>
        </form>

        {isLoading ? (
          <Spinner label={texts.loading} />
        ) : shown.length > 0 ? (
          <ul className="public-files-list">
            {shown.map((file) => (
              <PublicFileItem key={file._id} file={file} />
            ))}
          </ul>
        ) : (
          <EmptyState title={texts.emptyTitle} hint={texts.emptyHint} />
        )}
      </section>
      {help}
    </div>
  );
}
