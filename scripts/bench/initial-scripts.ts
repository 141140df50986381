// What a page downloads before the app runs on it: the boot script of
// index.html, the entry it starts and everything that imports statically,
// plus the page's own chunk (the console's, web/app/lazy-page.tsx), if it has
// one, and its static imports. Read from the running server, so it measures
// exactly what a browser would fetch. A public page paints before all of it:
// the server rendered it.

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
  // The boot script names the entry it starts (web/boot.ts); both are loaded before the first render.
  const boot = html.match(/<script[^>]+src="(\/assets\/[\w-]+\.js)"/)?.[1];
  const entry = html.match(/<script[^>]+data-app="(\/assets\/[\w-]+\.js)"/)?.[1];
  if (!boot || !entry) throw new Error('index.html names no boot and entry script.');
  const entryCode = await (await fetch(baseUrl + entry)).text();
  const chunk = entryCode.match(new RegExp(`/assets/${chunkName}-[a-z0-9]+\\.js`))?.[0];
  if (!chunk && !inEntry) throw new Error(`The entry script names no chunk for '${chunkName}'.`);
  return withStaticImports(baseUrl, chunk ? [boot, entry, chunk] : [boot, entry]);
}
