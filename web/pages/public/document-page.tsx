import useSWR from 'swr';
import type { Page } from '@contract/modules/pages/model';
import type { DocumentBlock, DocumentContent } from '@contract/modules/pages/content/document';
import { RichParagraph, RichText } from '../../components/rich-text';
import { Spinner } from '../../components/spinner';
import { publicRead } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { NotFoundPage } from './not-found';
import './document-page.css';

function Block({ block }: { block: DocumentBlock }) {
  if (typeof block === 'string') return <RichParagraph text={block} />;
  if ('heading' in block) return <h2>{block.heading}</h2>;
  return (
    <ul>
      {block.list.map((item, i) => (
        <li key={i}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A page whose content is a document: a policy page, or one the office added (/pages/{slug}). */
export function DocumentPage({ id }: { id: string }) {
  const { data: page, error } = useSWR<Page | null>(apiPaths.page(id), publicRead);
  if (page === undefined && !error) return <Spinner label="Loading..." />;
  const content = page?.content as DocumentContent | undefined;
  // Another kind of page (the rules) has a page of its own.
  if (!content || !Array.isArray(content.body)) return <NotFoundPage />;
  return (
    <main className="page container document-page">
      <header className="section-title">
        <h1>{content.title}</h1>
        <p>{content.summary}</p>
      </header>
      <article className="document-body">
        {content.body.map((block, i) => (
          <Block key={i} block={block} />
        ))}
      </article>
    </main>
  );
}
