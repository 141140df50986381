import useSWR from 'swr';
import type { Page } from '@contract/modules/pages/model';
import type { DocumentBlock, DocumentContent } from '@contract/modules/pages/content/document';
import { RichText } from '../../components/rich-text';
import { Spinner } from '../../components/spinner';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { langOf, type MaybeTranslated } from '../../lib/content-language';
import { contentPageTexts } from './content-page';
import { NotFoundPage } from './not-found';
import './document-page.css';

/** The body's block at `path` ('body.3'). */
function Block({
  block,
  page,
  path,
}: {
  block: DocumentBlock;
  page: MaybeTranslated | null | undefined;
  path: string;
}) {
  if (typeof block === 'string')
    return (
      <p lang={langOf(page, path)}>
        <RichText text={block} />
      </p>
    );
  if ('heading' in block) return <h2 lang={langOf(page, `${path}.heading`)}>{block.heading}</h2>;
  return (
    <ul>
      {block.list.map((item, i) => (
        <li key={i} lang={langOf(page, `${path}.list.${i}`)}>
          <RichText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A page whose content is a document: a policy page, or one the office added (/pages/{slug}). */
export function DocumentPage({ id }: { id: string }) {
  const { data: page, error } = useSWR<(Page & MaybeTranslated) | null>(apiPaths.page(id), publicRead);
  if (page === undefined && !error) return <Spinner label={contentPageTexts.loading} />;
  const content = page?.content as DocumentContent | undefined;
  // Another kind of page (the rules) has a page of its own.
  if (!content || !Array.isArray(content.body)) return <NotFoundPage />;
  return (
    <main className="page container document-page">
      <header className="section-title">
        <h1 lang={langOf(page, 'title')}>{content.title}</h1>
        <p lang={langOf(page, 'summary')}>{content.summary}</p>
      </header>
      <article className="document-body">
        {content.body.map((block, i) => (
          <Block key={i} block={block} page={page} path={`body.${i}`} />
        ))}
      </article>
    </main>
  );
}
