// The pages search finds: every document page (the shipped policies and the
// office's own), by its title, summary and text, linking to /pages/{slug}.
import type { SearchDocument } from '../search/match';
import type { DocumentContent } from './content/document';
import { documentText } from './content/document';
import type { Page } from './model';
import { readDocumentPages } from './reads';

/** Where visitors read a document page. */
export const documentPagePath = (slug: string) => `/pages/${encodeURIComponent(slug)}`;

export const pageSearchSource = {
  read: readDocumentPages,
  documents: (pages: Page[]): SearchDocument[] =>
    pages.map((page) => {
      const content = page.content as DocumentContent;
      return {
        result: { type: 'page', _id: page.slug, title: content.title, snippet: content.summary, url: documentPagePath(page.slug) },
        fields: [content.summary, ...documentText(content)],
      };
    }),
};
