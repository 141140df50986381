import { useId, useState } from 'react';
import { SearchIcon } from '../../../components/icons';
import { Spinner } from '../../../components/spinner';
import { usePublicFiles } from '../api';
import { publicFileTexts as texts } from '../texts';
import { PublicFileItem } from './public-file-item';
import { PublicFilesHelp } from './public-files-help';
import '../files.css';

export function PublicFilesView() {
  const { files, isLoading } = usePublicFiles();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = needle
    ? files.filter((file) => file.file_name.toLowerCase().includes(needle) || file.description.toLowerCase().includes(needle))
    : files;

  return (
    <div className="public-files-layout">
      <section className="public-files-main" aria-label={texts.title}>
        <div className="card public-files-search">
          <label htmlFor={searchId}>{texts.searchLabel}</label>
          <div className="public-files-search-box">
            <SearchIcon size={20} />
            <input
              id={searchId}
              type="search"
              className="input"
              placeholder={texts.searchPlaceholder}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="public-files-counts" aria-live="polite">
            <span>{texts.showing(shown.length)}</span>
            <span>{texts.total(files.length)}</span>
          </div>
        </div>

        {isLoading ? (
          <Spinner label={texts.loading} />
        ) : shown.length > 0 ? (
          <ul className="public-files-list">
            {shown.map((file) => (
              <PublicFileItem key={file._id} file={file} />
            ))}
          </ul>
        ) : (
          <div className="card empty-state">
            <strong>{texts.emptyTitle}</strong>
            <span>{texts.emptyHint}</span>
          </div>
        )}
      </section>
      <PublicFilesHelp />
    </div>
  );
}
