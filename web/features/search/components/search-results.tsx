import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { SearchResult, SearchType } from '@contract/modules/search/model';
import { queryWords } from '@contract/modules/search/words';
import { entityFound } from '@contract/manifest';
import { BookIcon, DownloadIcon, ExternalIcon } from '../../../components/icons';
import { entityIcons } from '../../../components/entity-icons';
import { externalLinkProps } from '../../../lib/external-links';
import { langOf } from '../../../lib/content-language';
import { frameTexts } from '../../../components/layout/texts';
import { searchTexts as texts } from '../texts';
import { Highlighted } from './highlighted';

/** A group's icon: its entity's, or the pages'. */
function GroupIcon({ type }: { type: SearchType }) {
  const entity = entityFound(type);
  const Icon = entity ? entityIcons[entity] : BookIcon;
  return <Icon />;
}

/** A page of the site opens in the app; a file downloads; a notice's own link opens in a new tab. */
function ResultLink({ result, children }: { result: SearchResult; children: ReactNode }) {
  if (result.type === 'file') {
    return (
      <a href={result.url} download>
        {children}
        <DownloadIcon size={16} />
        <span className="visually-hidden">{texts.download}</span>
      </a>
    );
  }
  if (/^https?:/i.test(result.url)) {
    return (
      <a href={result.url} {...externalLinkProps}>
        {children}
        <ExternalIcon size={16} />
        <span className="visually-hidden">{frameTexts.newTab}</span>
      </a>
    );
  }
  return <Link href={result.url}>{children}</Link>;
}

/** The results in their groups (in the order the server sends them), each with a heading and its count. */
export function SearchResults({ query, results }: { query: string; results: SearchResult[] }) {
  const words = queryWords(query);
  const groups = new Map<SearchType, SearchResult[]>();
  for (const result of results) groups.set(result.type, [...(groups.get(result.type) ?? []), result]);

  return (
    <div className="search-groups">
      {[...groups].map(([type, found]) => (
        <section key={type} className="card search-group" aria-labelledby={`search-${type}`}>
          <h2 id={`search-${type}`}>
            <GroupIcon type={type} />
            {texts.groups[type]}
            <span className="badge badge-blue">{texts.count(found.length)}</span>
          </h2>
          <ul>
            {found.map((result) => (
              <li key={result._id} className="search-result">
                <ResultLink result={result}>
                  <span lang={langOf(result, 'title')}>
                    <Highlighted text={result.title} words={words} />
                  </span>
                </ResultLink>
                {result.snippet && (
                  <p>
                    <Highlighted text={result.snippet} words={words} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
