// Every public page's JavaScript before the app runs on it, read from the
// built files as the bench reads it from the server: within the budget, in
// English and in each translated language (with its texts' parts); an English
// page loads no other language's texts, a translated page only its own
// language's, and the pages' heads, which only the server says, are in no
// file a browser is sent.
import { beforeAll, describe, expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { LANGUAGES, TRANSLATED_LANGUAGES } from '../../src/languages';
import { languageTexts } from '../../web/components/layout/language-texts';
import { catalogues } from '../../web/texts/catalogues';
import { buildWebIfStale } from '../build-web';
import { PUBLIC_PAGE_SCRIPT_BUDGET, gzippedBytes, initialScripts, readFromBuild } from './initial-scripts';

const read = readFromBuild('dist/web');
/** Each public page's chunk (web/app/public-pages.tsx): a document page's is the policy pages'. */
const PAGE_CHUNKS = [
  'home',
  'about',
  'hostels',
  'hostel-detail',
  'people',
  'gallery',
  'important-links',
  'rules',
  'files',
  'achievements',
  'search',
  'feedback',
  'sitemap',
  'document-page',
  'not-found',
];
const DEVANAGARI = /[\u0900-\u097F]/;

/** A text as a script quotes it: as it is, or with \u escapes for what is not ASCII. */
const quoted = (text: string) => [
  JSON.stringify(text),
  JSON.stringify(text).replace(
    /[^\x00-\x7f]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  ),
];

/** Every string in a catalogue's texts. */
const textsOf = (texts: unknown): string[] =>
  typeof texts === 'string' ? [texts] : texts && typeof texts === 'object' ? Object.values(texts).flatMap(textsOf) : [];
/** A language's part of the texts, by its file's name: `home.hi-1a2b3c4d.js`. */
const textsPart = /^\/assets\/[\w-]+\.([a-z]{2,3})-[a-z0-9]+\.js$/;

beforeAll(async () => {
  await buildWebIfStale({ quiet: true });
}, 120_000);

describe.each(LANGUAGES.map(({ code }) => code))('a public page’s initial JavaScript in %s', (language) => {
  test.each(PAGE_CHUNKS)(
    `%s: at most ${PUBLIC_PAGE_SCRIPT_BUDGET / 1024} KB gzip -9, ` +
      'the console’s chunk never among it, its texts its language’s',
    async (chunk) => {
      const scripts = await initialScripts(read, chunk, language);
      expect(scripts.own.length).toBeGreaterThan(0);
      expect(scripts.all.filter((path) => path.includes('/admin-app-'))).toEqual([]);
      expect(gzippedBytes(scripts.all, scripts.code)).toBeLessThanOrEqual(PUBLIC_PAGE_SCRIPT_BUDGET);
      const parts = scripts.all.flatMap((path) => textsPart.exec(path)?.[1] ?? []);
      if (language === 'en') {
        expect(parts).toEqual([]);
        // The language link's words are in every language on every page
        // (web/components/layout/language-texts.ts); no other Hindi.
        const hindi = new Set(
          TRANSLATED_LANGUAGES.flatMap((code) => Object.values(languageTexts).map((texts) => texts[code])),
        );
        const code = scripts.all.map((path) => scripts.code.get(path)!).join('\n');
        const strings = [...code.matchAll(/"([^"\\]*)"/g)].map((match) => match[1]!);
        expect(
          strings.filter(
            (text) => DEVANAGARI.test(text) && !hindi.has(text) && !LANGUAGES.some(({ name }) => name === text),
          ),
        ).toEqual([]);
      } else {
        expect(parts).toEqual([language, language]);
      }
    },
  );
});

describe('a public page’s chunk', () => {
  test('every public page is a chunk of its own, imported by the frame when it is needed', async () => {
    const { frame, code } = await initialScripts(read, 'home');
    const frameCode = frame.map((path) => code.get(path)!).join('\n');
    for (const chunk of PAGE_CHUNKS)
      expect(frameCode).toMatch(new RegExp(`import\\(["']/assets/${chunk}-[a-z0-9]+\\.js["']\\)`));
  });

  test.each(TRANSLATED_LANGUAGES)('%s: the pages’ heads are in no file the browser is sent', async (language) => {
    const { pageHeads, ...browsers } = await catalogues[language]();
    // A head's title may be a page's own title too, which the browser has.
    const shown = new Set(textsOf(browsers));
    const heads = textsOf(pageHeads).filter((text) => !shown.has(text));
    expect(heads.length).toBeGreaterThan(5);
    const scripts = readdirSync('dist/web/assets').filter((name) => name.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const sent = scripts.map((name) => readFileSync(`dist/web/assets/${name}`, 'utf8')).join('\n');
    expect(heads.filter((text) => quoted(text).some((form) => sent.includes(form)))).toEqual([]);
  });
});
