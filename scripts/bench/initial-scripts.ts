// What a page downloads before the app runs on it: the boot script of
// index.html, the entry it starts and everything that imports statically (the
// frame), plus the page's own chunk (web/app/lazy-page.tsx) and what that
// imports statically besides; in a translated language, also the frame's and
// the page's parts of its texts (web/texts/catalogues.ts). Read through `read`
// (the running server, or the built files), so it measures exactly what a
// browser fetches. A public page paints before all of it: the server rendered it.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { DEFAULT_LANGUAGE, type Language } from '../../src/languages';

/** The most JavaScript a public page may download before the app runs on it, gzip -9 file by file. */
export const PUBLIC_PAGE_SCRIPT_BUDGET = 102 * 1024;

/** A file's text by its URL path; '/' is the page (index.html). */
export type ReadText = (path: string) => Promise<string>;

export const readFromServer =
  (baseUrl: string): ReadText =>
  async (path) => {
    const response = await fetch(baseUrl + path);
    if (!response.ok) throw new Error(`${path} responded ${response.status}`);
    return response.text();
  };

/** The built files in `dir` (dist/web). */
export const readFromBuild =
  (dir: string): ReadText =>
  async (path) =>
    readFileSync(`${dir}${path === '/' ? '/index.html' : path}`, 'utf8');

// A language's part of the texts is named `<part>.<language>` (web/texts/hi/parts.ts).
const scriptsNamed = (code: string) => [...code.matchAll(/["'](\/assets\/[\w.-]+\.js)["']/g)].map((match) => match[1]!);
const staticImports = (code: string) =>
  [...code.matchAll(/(?:import|from)\s*["'](\/assets\/[\w.-]+\.js)["']/g)].map((match) => match[1]!);

async function withStaticImports(read: ReadText, roots: string[], code: Map<string, string>) {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    if (!code.has(path)) code.set(path, await read(path));
    pending.push(...staticImports(code.get(path)!));
  }
  return seen;
}

/**
 * The scripts every page loads (`frame`), those the page whose chunk is
 * `chunkName` (e.g. 'home', 'admin-app') adds (`own`), and in a translated
 * `language` the frame's and the page's parts of its texts (`texts`).
 */
export async function initialScripts(read: ReadText, chunkName: string, language: Language = DEFAULT_LANGUAGE) {
  const html = await read('/');
  // The boot script names the entry it starts (web/boot.ts); both are loaded before the first render.
  const boot = html.match(/<script[^>]+src="(\/assets\/[\w-]+\.js)"/)?.[1];
  const entry = html.match(/<script[^>]+data-app="(\/assets\/[\w-]+\.js)"/)?.[1];
  if (!boot || !entry) throw new Error('index.html names no boot and entry script.');
  const code = new Map<string, string>();
  const frame = await withStaticImports(read, [boot, entry], code);
  const named = [...frame].flatMap((path) => scriptsNamed(code.get(path)!));
  const chunkNamed = (name: string) => {
    const pattern = new RegExp(`^/assets/${name.replace('.', '\\.')}-[a-z0-9]+\\.js$`);
    const path = named.find((candidate) => pattern.test(candidate));
    if (!path) throw new Error(`No script of the frame names a chunk for '${name}'.`);
    return path;
  };
  const own = [...(await withStaticImports(read, [chunkNamed(chunkName)], code))].filter((path) => !frame.has(path));
  const textParts =
    language === DEFAULT_LANGUAGE ? [] : [chunkNamed(`frame.${language}`), chunkNamed(`${chunkName}.${language}`)];
  const texts = [...(await withStaticImports(read, textParts, code))].filter(
    (path) => !frame.has(path) && !own.includes(path),
  );
  return { frame: [...frame], own, texts, all: [...frame, ...own, ...texts], code };
}

/** What `paths` weigh as each is sent compressed: gzip level 9, file by file. */
export const gzippedBytes = (paths: string[], code: Map<string, string>) =>
  paths.reduce((sum, path) => sum + gzipSync(code.get(path)!, { level: 9 }).length, 0);
