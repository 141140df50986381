// A generic page: a title, a summary for search results and link previews, and
// a body of rich-text paragraphs, headings and lists. Every page the office adds
// is one, and so are the policy pages a new site starts with.
import * as v from 'valibot';
import { items, line, richText } from './fields';

const Block = v.union(
  [
    richText('A paragraph', 4000),
    v.strictObject({ heading: line('Heading') }),
    v.strictObject({ list: items('List', richText('A list item')) }),
  ],
  'A block must be a paragraph, a { heading } or a { list }',
);

export const DocumentContent = v.strictObject({
  title: line('Title', 120),
  summary: line('Summary', 300),
  body: items('Body', Block, { max: 200 }),
});
export type DocumentContent = v.InferOutput<typeof DocumentContent>;
export type DocumentBlock = DocumentContent['body'][number];

/** A document's text, for search: its paragraphs, headings and list items. */
export const documentText = (content: DocumentContent) =>
  content.body.flatMap((block) =>
    typeof block === 'string' ? [block] : 'heading' in block ? [block.heading] : block.list,
  );
