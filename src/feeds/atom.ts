// Atom 1.0 (RFC 4287) for feed readers: a feed of text entries. Every text
// and address goes through `xmlText`, so what an admin typed can never end
// the markup or make it ill-formed. Nothing here knows what a notification
// is: modules/notifications/feed.ts says that.
import { markupText } from '../http/markup-text';

export type AtomEntry = {
  /** A permanent, unique IRI: the same for every version of the entry. */
  id: string;
  title: string;
  /** ISO 8601. */
  updated: string;
  published: string;
  /** Where the entry is shown or read in full. */
  link: string;
  content: string;
  /** The texts left in another language than the feed's (an untranslated one in English), by their element. */
  otherLanguage?: { title?: string; content?: string };
};

export type AtomFeed = {
  id: string;
  title: string;
  /** The language of its texts (a BCP 47 tag, such as `hi`). */
  language: string;
  /** The feed's own address (rel="self") and the site's page it belongs to (rel="alternate"). */
  self: string;
  alternate: string;
  author: { name: string; uri: string };
  /** Newest first. */
  entries: AtomEntry[];
  /** The feed's `updated` while it has no entry. */
  emptySince: string;
};

export const ATOM_TYPE = 'application/atom+xml;charset=utf-8';

// C0 controls but tab and line breaks, U+FFFE and U+FFFF, and a surrogate without its other half.
const NOT_IN_XML = new RegExp(
  [
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/.source,
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])/.source,
    /(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.source,
  ].join('|'),
  'g',
);
/**
 * Text for XML 1.0: markup characters escaped, and the characters XML cannot hold at all
 * (C0 controls but tab and line breaks, lone surrogates, U+FFFE and U+FFFF) as U+FFFD.
 */
const xmlText = (text: string) => markupText(text.replace(NOT_IN_XML, '\uFFFD'));

// ISO times sort as they happened.
const newest = (entries: AtomEntry[]) => entries.map((entry) => entry.updated).sort()[entries.length - 1];

const languageOf = (language: string | undefined) => (language ? ` xml:lang="${xmlText(language)}"` : '');

function entryXml(entry: AtomEntry) {
  return [
    '  <entry>',
    `    <id>${xmlText(entry.id)}</id>`,
    `    <title type="text"${languageOf(entry.otherLanguage?.title)}>${xmlText(entry.title)}</title>`,
    `    <updated>${entry.updated}</updated>`,
    `    <published>${entry.published}</published>`,
    `    <link rel="alternate" type="text/html" href="${xmlText(entry.link)}"/>`,
    `    <content type="text"${languageOf(entry.otherLanguage?.content)}>${xmlText(entry.content)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The whole feed document, ready to send. */
export function atomFeed(feed: AtomFeed): string {
  const updated = feed.entries.length ? newest(feed.entries) : feed.emptySince;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(feed.language)}">`,
    `  <id>${xmlText(feed.id)}</id>`,
    `  <title type="text">${xmlText(feed.title)}</title>`,
    `  <updated>${updated}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlText(feed.self)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlText(feed.alternate)}"/>`,
    `  <author><name>${xmlText(feed.author.name)}</name><uri>${xmlText(feed.author.uri)}</uri></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
