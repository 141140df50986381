// The office's paragraphs as text: **a fact**, *emphasis* and [a link](https://…)
// become elements; nothing else is read as markup, so stored text always renders as text.
import type { ReactNode } from 'react';
import { externalLinkProps } from '../lib/external-links';
import { addressIn } from '../lib/language';
import { frameTexts } from './layout/texts';

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\((https?:\/\/[^\s)]+|\/[^\s)]*)\)/g;

export function richText(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const [, strong, emphasis, label, href] = match;
    const key = match.index;
    if (strong !== undefined) parts.push(<strong key={key}>{strong}</strong>);
    else if (emphasis !== undefined) parts.push(<em key={key}>{emphasis}</em>);
    // A site path is written as its English address; a reader follows it in the page's language.
    else if (href.startsWith('/'))
      parts.push(
        <a key={key} href={addressIn(href)}>
          {label}
        </a>,
      );
    else
      parts.push(
        <a key={key} href={href} {...externalLinkProps}>
          {label}
          <span className="visually-hidden"> {frameTexts.newTab}</span>
        </a>,
      );
    last = key + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export const RichText = ({ text }: { text: string }) => <>{richText(text)}</>;

/** A paragraph of the office's text. */
export const RichParagraph = ({ text }: { text: string }) => (
  <p>
    <RichText text={text} />
  </p>
);
