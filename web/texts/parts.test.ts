// A page in a translated language loads the frame's part of its texts and its
// own page's (catalogues.ts): each part has exactly the text objects the code
// it goes with declares, read from the modules themselves, each page's in a
// process of its own so that no other page's modules are counted.
import { describe, expect, test } from 'bun:test';
import { TRANSLATED_LANGUAGES } from '@contract/languages';
import { catalogueParts, catalogues, type PageName } from './catalogues';

/** The keys given to `localized` by the frame (web/app/app.tsx and what it imports) and by a page's chunk besides. */
async function declaredKeys(page: PageName): Promise<{ frame: string[]; page: string[] }> {
  const script = `
    const { englishTexts } = await import('${import.meta.dir}/../lib/texts');
    await import('${import.meta.dir}/../app/app');
    const frame = Object.keys(englishTexts);
    await import('${import.meta.dir}/../app/chunks/${page}');
    console.log(JSON.stringify({ frame, page: Object.keys(englishTexts).filter((key) => !frame.includes(key)) }));`;
  const child = Bun.spawn([process.execPath, '--eval', script], { cwd: `${import.meta.dir}/../..`, stdout: 'pipe' });
  const output = await new Response(child.stdout).text();
  if ((await child.exited) !== 0) throw new Error(`Loading the ${page} page's modules failed.`);
  return JSON.parse(output);
}

const keysOf = async (load: () => Promise<{ default: object }>) => Object.keys((await load()).default).sort();

describe.each(TRANSLATED_LANGUAGES)('%s in parts', (language) => {
  const parts = catalogueParts[language];
  const pages = Object.keys(parts).filter((part) => part !== 'frame') as PageName[];

  test.each(pages)('%s: the frame’s part and the page’s have exactly the texts their code declares', async (page) => {
    const declared = await declaredKeys(page);
    expect(await keysOf(parts.frame)).toEqual(declared.frame.sort());
    expect(await keysOf(parts[page])).toEqual(declared.page.sort());
  });

  test('the parts are the whole catalogue but the pages’ heads, which only the server says', async () => {
    const { pageHeads, ...whole } = await catalogues[language]();
    const loaded = await Promise.all(Object.values(parts).map((load) => load()));
    expect(pageHeads).toBeDefined();
    expect(Object.assign({}, ...loaded.map((part) => part.default))).toEqual(whole);
  });
});
