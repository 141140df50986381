// Builds the React app into dist/web: minified, split, hashed, precompressed
// (gzip, brotli), with a manifest module importing every file so `bun build
// --compile` embeds them (src/http/web-assets.ts serves them). Beside it: the
// same app for the server (web/render.tsx, same asset names), the console's
// stylesheet on its own (the public pages leave it out), and the web app
// manifest and service worker for a phone's home screen and offline reading.
// `--if-stale` builds only when a file it was built from changed (inputs.json).
import { existsSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { basename, dirname, extname, relative } from 'node:path';
import { SITE_NAME } from '../src/institute';

const OUT = 'dist/web';
const MANIFEST = `${OUT}/manifest.ts`;
const INPUTS = `${OUT}/inputs.json`;
/** Besides the bundle's own inputs, a change to how it is built makes it stale. */
const BUILD_SCRIPT = 'scripts/build-web.ts';
const NAMING = { entry: '[name].[ext]', chunk: 'assets/[name]-[hash].[ext]', asset: 'assets/[name]-[hash].[ext]' };
const PRODUCTION = { 'process.env.NODE_ENV': '"production"' };
/** The home-screen icons, drawn by scripts/draw-icons.ts (index.html links the apple-touch-icon itself). */
const ICONS = [
  { file: 'web/assets/icons/icon-192.png', sizes: '192x192', purpose: 'any' },
  { file: 'web/assets/icons/icon-512.png', sizes: '512x512', purpose: 'any' },
  { file: 'web/assets/icons/icon-maskable-512.png', sizes: '512x512', purpose: 'maskable' },
];
/** DESIGN.md's blue (index.html's theme-color) and the pages' background. */
const THEME_COLOR = '#1e3a8a';
const BACKGROUND_COLOR = '#f8fafc';

/** Why dist/web must be built again, or null when it is up to date. */
export function webBuildStaleness(): string | null {
  if (!existsSync(MANIFEST) || !existsSync(INPUTS)) return 'there is no web build yet';
  const { startedAt, inputs }: { startedAt: number; inputs: string[] } = JSON.parse(readFileSync(INPUTS, 'utf8'));
  for (const input of inputs) {
    const modified = existsSync(input) ? statSync(input).mtimeMs : Infinity;
    if (modified >= startedAt) return `${input} changed since the last web build`;
  }
  return null;
}

/** Builds the web app unless the last build is up to date; says whether it built. */
export async function buildWebIfStale({ quiet = false } = {}) {
  const staleness = webBuildStaleness();
  if (!staleness) return false;
  if (!quiet) console.log(`Building the web app (${staleness})…`);
  await buildWeb({ quiet: true });
  return true;
}

export async function buildWeb({ quiet = false } = {}) {
  // Built beside dist/web and swapped in at the end: a server or test run
  // reading dist/web meanwhile never finds it half-written.
  const staging = `${OUT}.${process.pid}.tmp`;
  // A file saved while the build reads it counts as changed after this build.
  const startedAt = Date.now();
  rmSync(staging, { recursive: true, force: true });
  const consoleStyles = await buildAsChunk('web/styles/admin.css', staging);
  const consoleStylesheet = consoleStyles.outputs[0];
  const define = {
    ...PRODUCTION,
    'process.env.CONSOLE_STYLESHEET': JSON.stringify(`/${relative(staging, consoleStylesheet?.path ?? '')}`),
  };
  const result = await Bun.build({
    entrypoints: ['web/index.html'],
    outdir: staging,
    minify: true,
    splitting: true,
    sourcemap: 'none',
    publicPath: '/',
    naming: NAMING,
    define,
    metafile: true,
  });
  const renderer = await buildRenderer(`${staging}/server`, define);
  const boot = await buildAsChunk('web/boot.ts', staging);
  failUnlessBuilt(staging, [consoleStyles, result, renderer, boot]);
  startThroughBoot(`${staging}/index.html`, boot);
  const installFiles = writeInstallFiles(staging);
  const files = [...result.outputs, ...boot.outputs, ...consoleStyles.outputs].map(({ path, type }) => ({
    path,
    type,
  }));
  files.push(...installFiles.map((path) => ({ path, type: Bun.file(path).type })));
  const worker = await buildServiceWorker(staging, files, precacheList(staging, result, installFiles));
  failUnlessBuilt(staging, [worker]);
  files.push(...worker.outputs.map(({ path, type }) => ({ path, type })));
  const inputs = [
    BUILD_SCRIPT,
    ...ICONS.map((icon) => icon.file),
    ...new Set([result, renderer, consoleStyles, worker].flatMap((build) => Object.keys(build.metafile?.inputs ?? {}))),
  ];
  writeFileSync(`${staging}/inputs.json`, JSON.stringify({ startedAt, inputs }, null, 1));

  const imports: string[] = [];
  const entries: string[] = [];
  let index = 0;
  for (const output of files) {
    const path = relative(staging, output.path);
    const bytes = new Uint8Array(readFileSync(output.path));
    const compressible = /^(text\/|application\/(javascript|json)|image\/svg)/.test(output.type);
    const variants: Record<string, string> = {};
    if (compressible) {
      writeFileSync(`${output.path}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${output.path}.br`,
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      imports.push(`import f${index}gz from './${path}.gz' with { type: 'file' };`);
      imports.push(`import f${index}br from './${path}.br' with { type: 'file' };`);
      variants.gzip = `f${index}gz`;
      variants.br = `f${index}br`;
    }
    imports.push(`import f${index} from './${path}' with { type: 'file' };`);
    entries.push(
      `  { path: '/${path}', type: ${JSON.stringify(output.type)}, file: ` +
        `f${index}, gzip: ${variants.gzip ?? 'null'}, br: ${variants.br ?? 'null'} },`,
    );
    index++;
    if (!quiet) console.log(`  ${path}  ${(bytes.length / 1024).toFixed(1)} KB`);
  }
  writeFileSync(
    `${staging}/manifest.ts`,
    '// Generated by scripts/build-web.ts\n// @ts-nocheck: the imports are embedded files, not ' +
      `modules\n${imports.join('\n')}\nimport * as render from './server/render.js';\n\nexport type WebAsset = ` +
      '{ path: string; type: string; file: string; gzip: string | null; br: string | null };\n\nexport const ' +
      `webAssets: WebAsset[] = [\n${entries.join('\n')}\n];\n\n/** The public pages' renderer: web/render.tsx ` +
      "bundled for the server. */\nexport const renderer = render as typeof import('../../web/render');\n",
  );
  swapInto(staging, OUT);
}

/** Stops the build, with what went wrong, when one of `builds` failed. */
function failUnlessBuilt(staging: string, builds: Bun.BuildOutput[]) {
  for (const build of builds) {
    if (build.success) continue;
    for (const log of build.logs) console.error(log);
    rmSync(staging, { recursive: true, force: true });
    throw new Error('The web build failed.');
  }
}

/**
 * The web app manifest (/manifest.webmanifest), linked from index.html, and
 * its icons, named by their content like the bundle's assets; returns the files' paths.
 */
function writeInstallFiles(staging: string) {
  const icons = ICONS.map((icon) => {
    const bytes = readFileSync(icon.file);
    const path =
      `assets/${basename(icon.file, extname(icon.file))}-` +
      `${Bun.hash(bytes).toString(36).slice(0, 8)}${extname(icon.file)}`;
    writeFileSync(`${staging}/${path}`, bytes);
    return { src: `/${path}`, sizes: icon.sizes, type: 'image/png', purpose: icon.purpose };
  });
  const manifest = {
    name: SITE_NAME,
    short_name: 'Hostels',
    description: readFileSync('web/index.html', 'utf8').match(/<meta name="description" content="([^"]+)"/)![1],
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons,
  };
  writeFileSync(`${staging}/manifest.webmanifest`, JSON.stringify(manifest, null, 1));
  const indexFile = `${staging}/index.html`;
  writeFileSync(
    indexFile,
    readFileSync(indexFile, 'utf8').replace('</head>', `<link rel="manifest" href="/manifest.webmanifest"></head>`),
  );
  return [`${staging}/manifest.webmanifest`, ...icons.map((icon) => `${staging}${icon.src}`)];
}

/** The console's page: its chunk is never kept for offline reading. */
const CONSOLE_PAGE = 'web/app/chunks/admin-app.ts';

/**
 * What a page needs to open offline: what the built index.html names (the
 * boot script, the app, its stylesheet, the icons), the modules the app
 * imports, up front or later (each public page's chunk, the toaster's; not
 * the console's chunk), and the manifest with its icons.
 */
function precacheList(staging: string, app: Bun.BuildOutput, installFiles: string[]) {
  const html = readFileSync(`${staging}/index.html`, 'utf8');
  const named = [...html.matchAll(/(?:src|href|data-app)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  const outputs = app.metafile!.outputs;
  const imported = new Set<string>();
  const follow = (path: string) => {
    for (const { path: next } of outputs[`.${path}`]?.imports ?? []) {
      const url = next.replace(/^\./, '');
      if (imported.has(url) || outputs[next]?.entryPoint === CONSOLE_PAGE) continue;
      imported.add(url);
      follow(url);
    }
  };
  named.forEach(follow);
  return [...new Set([...named, ...imported, ...installFiles.map((path) => `/${relative(staging, path)}`)])];
}

/**
 * web/service-worker/sw.ts as /sw.js. Its version is the build's files' names
 * (hashed by content) and index.html: a new build changes its bytes, which is
 * what makes browsers install it.
 */
function buildServiceWorker(staging: string, files: { path: string }[], precache: string[]) {
  const names = files.map((file) => relative(staging, file.path)).sort();
  const version = Bun.hash(names.join('\n') + readFileSync(`${staging}/index.html`, 'utf8')).toString(36);
  return Bun.build({
    entrypoints: ['web/service-worker/sw.ts'],
    outdir: staging,
    minify: true,
    sourcemap: 'none',
    naming: { entry: 'sw.[ext]' },
    define: {
      ...PRODUCTION,
      'process.env.SITE_VERSION': JSON.stringify(version),
      'process.env.PRECACHE': JSON.stringify(JSON.stringify(precache)),
    },
    metafile: true,
  });
}

/** One entry hashed like a chunk (the console's stylesheet, web/boot.ts): cached for good as one. */
function buildAsChunk(entrypoint: string, outdir: string) {
  return Bun.build({
    entrypoints: [entrypoint],
    outdir,
    minify: true,
    sourcemap: 'none',
    publicPath: '/',
    naming: { ...NAMING, entry: NAMING.chunk },
    define: PRODUCTION,
    metafile: true,
  });
}

/**
 * index.html as built starts the app with its entry script and preloads what
 * that imports: it starts the boot script instead, which names the entry in
 * `data-app` and fetches it when the page is ready for it.
 */
function startThroughBoot(indexFile: string, boot: Bun.BuildOutput) {
  const html = readFileSync(indexFile, 'utf8');
  const entry = html.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  const bootScript = boot.outputs.find((output) => output.kind === 'entry-point');
  if (!entry || !bootScript) throw new Error('index.html as built has no entry script to start through web/boot.ts.');
  const bootPath = `/${relative(dirname(indexFile), bootScript.path)}`;
  writeFileSync(
    indexFile,
    html
      .replace(entry[0], `<script type="module" src="${bootPath}" data-app="${entry[1]}"></script>`)
      .replace(/<link rel="modulepreload"[^>]*>/g, ''),
  );
}

/**
 * React's string renderer alone. 'react-dom/server' brings its streaming
 * renderer too (290 KB, importing node:stream and node:crypto), which every
 * start of the server would load; web/render.tsx uses only renderToString and
 * renderToStaticMarkup, and those are this module's.
 */
const reactStringRenderer: Bun.BunPlugin = {
  name: 'react-dom/server: the string renderer',
  setup(build) {
    build.onResolve({ filter: /^react-dom\/server$/ }, () => ({
      path: `${dirname(require.resolve('react-dom/package.json'))}/cjs/react-dom-server-legacy.browser.production.js`,
    }));
  },
};

/**
 * web/render.tsx for the server: one module (React's server
 * renderer included) whose asset URLs are the browser bundle's.
 */
async function buildRenderer(outdir: string, define: Record<string, string>) {
  const result = await Bun.build({
    entrypoints: ['web/render.tsx'],
    outdir,
    target: 'bun',
    plugins: [reactStringRenderer],
    minify: true,
    sourcemap: 'none',
    publicPath: '/',
    naming: NAMING,
    define,
    metafile: true,
  });
  // The pictures and styles it names are the browser bundle's files: only the module is kept.
  for (const output of result.outputs) {
    if (output.kind !== 'entry-point') rmSync(output.path, { force: true });
  }
  rmSync(`${outdir}/assets`, { recursive: true, force: true });
  return result;
}

/** Replaces `target` with `staging` by two renames; another build swapping at the same moment makes it retry. */
function swapInto(staging: string, target: string) {
  const previous = `${target}.${process.pid}.old`;
  for (let attempt = 1; ; attempt++) {
    try {
      rmSync(previous, { recursive: true, force: true });
      try {
        renameSync(target, previous);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      renameSync(staging, target);
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
  rmSync(previous, { recursive: true, force: true });
}

if (import.meta.main) {
  if (Bun.argv.includes('--if-stale')) await buildWebIfStale();
  else await buildWeb();
}
