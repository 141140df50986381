// What a page must download before its first render: the entry script of
// index.html and everything it imports statically, plus the page's own chunk
// (web/app/lazy-page.tsx), if it has one, and its static imports. Read from the running
// server, so it measures exactly what a browser would fetch; the other pages'
// chunks, fetched later while the browser is idle, are not counted.

const importedScripts = (code: string) =>
  [...code.matchAll(/(?:import|from)\s*["'](\/assets\/[\w-]+\.js)["']/g)].map((match) => match[1]);

async function withStaticImports(baseUrl: string, roots: string[]) {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length) {
    const path = pending.pop()!;
    if (seen.has(path)) continue;
    seen.add(path);
    pending.push(...importedScripts(await (await fetch(baseUrl + path)).text()));
  }
  return seen;
}

/**
 * Paths of the scripts loaded before the first render of the page whose chunk is `chunkName` (e.g. 'home').
 * With `inEntry`, a page may have no chunk of its own: its code is in the entry (the public pages, which the
 * server renders and the entry hydrates), and the entry with its static imports is what it loads.
 */
export async function initialScripts(baseUrl: string, chunkName: string, inEntry = false) {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const entry = html.match(/<script[^>]+src="(\/assets\/[\w-]+\.js)"/)?.[1];
  if (!entry) throw new Error('index.html names no entry script.');
  const entryCode = await (await fetch(baseUrl + entry)).text();
  const chunk = entryCode.match(new RegExp(`/assets/${chunkName}-[a-z0-9]+\\.js`))?.[0];
  if (!chunk && !inEntry) throw new Error(`The entry script names no chunk for '${chunkName}'.`);
  return withStaticImports(baseUrl, chunk ? [entry, chunk] : [entry]);
}
