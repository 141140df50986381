// Imports flow one way (STYLE.md rule 6): app/ and pages/ compose features;
// a feature never imports another feature; components/ and lib/ never import
// upwards; web/ reaches the server only for the contract, through @contract/,
// and the contract itself needs nothing but valibot. On the server, the render
// layer reads: it imports no module's write service and no build artifact
// (the entry hands it the web build).
import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dir, '..');
const CONTRACT_ALIAS = '@contract/';
const CONTRACT_PACKAGES = ['valibot'];

/** Repository-relative path with forward slashes. */
const repoPath = (absolute: string) => relative(ROOT, absolute).split('\\').join('/');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The contract: the entities' manifest, their models and their valibot-free texts, the editable pages' content (schemas
 * and starting data), person roles, the mess members' format and the menus' week, how search cuts words,
 * the login rules, the roles' grants, the field schemas the models are built from, what the server hands
 * the renderer, what the home page shows of the notices and events (and the order of dates they are chosen
 * by), the institute's time zone, the site's languages and where a record's translatable texts are.
 */
const isContract = (path: string) =>
  /^src\/modules\/[^/]+\/(model|texts)\.ts$/.test(path) ||
  /^src\/modules\/pages\/content\/([^/]+\.ts|defaults\/[^/]+\.json)$/.test(path) ||
  [
    'src/modules/stored-record.ts',
    'src/modules/people/roles.ts',
    'src/modules/people/role-labels.ts',
    'src/modules/gallery/category-labels.ts',
    'src/modules/messes/members.ts',
    'src/modules/messes/menu.ts',
    'src/modules/search/words.ts',
    'src/auth/rules.ts',
    'src/auth/institute/texts.ts',
    'src/auth/permissions.ts',
    'src/http/fields.ts',
    'src/http/field-rules.ts',
    'src/render/public-data.ts',
    'src/institute.ts',
    'src/languages.ts',
    'src/manifest.ts',
    'src/modules/translations/paths.ts',
    'src/modules/notifications/selection.ts',
    'src/modules/events/selection.ts',
    'src/order.ts',
  ].includes(path);

const contractFiles = sourceFiles('src').filter(isContract);
const webFiles = sourceFiles('web').filter((path) => !path.startsWith('web/e2e/'));
const renderFiles = sourceFiles('src/render').filter((path) => !path.endsWith('.test.ts'));

/** Every module a file names: static imports (type-only too), `export … from` and `import()`. */
const specifiers = (path: string) =>
  ts.preProcessFile(readFileSync(join(ROOT, path), 'utf8'), true, true).importedFiles.map((file) => file.fileName);

/** The repository path a specifier names (extension filled in), or null for a package. */
function target(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(ROOT, dirname(from), specifier);
  else if (specifier.startsWith(CONTRACT_ALIAS)) base = resolve(ROOT, 'src', specifier.slice(CONTRACT_ALIAS.length));
  else return null;
  const candidate = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((ending) => base + ending)
    .find((path) => existsSync(path) && statSync(path).isFile());
  return repoPath(candidate ?? base);
}

type Import = { from: string; specifier: string; to: string | null };

const importsOf = (files: string[]): Import[] =>
  files.flatMap((from) => specifiers(from).map((specifier) => ({ from, specifier, to: target(from, specifier) })));

const describeImport = ({ from, specifier }: Import) => `${from} imports '${specifier}'`;

const featureOf = (path: string | null) => path?.match(/^web\/features\/([^/]+)\//)?.[1] ?? null;

/** Each rule: the imports that break it. */
const violations = {
  crossFeature: (imports: Import[]) =>
    imports.filter(({ from, to }) => featureOf(from) && featureOf(to) && featureOf(from) !== featureOf(to)),
  upwardFromShared: (imports: Import[]) =>
    imports.filter(
      ({ from, to }) => /^web\/(components|lib)\//.test(from) && !!to && /^web\/(features|pages|app)\//.test(to),
    ),
  serverOutsideContract: (imports: Import[]) =>
    imports.filter(
      ({ specifier, to }) =>
        (!!to && to.startsWith('src/') && !(specifier.startsWith(CONTRACT_ALIAS) && isContract(to))) ||
        (specifier.startsWith(CONTRACT_ALIAS) && !(to && isContract(to))),
    ),
  renderWrites: (imports: Import[]) =>
    imports.filter(({ to }) => !!to && (/^src\/modules\/[^/]+\/service\.ts$/.test(to) || to.startsWith('dist/'))),
  contractDependencies: (imports: Import[]) =>
    imports.filter(({ specifier, to }) => (to ? !isContract(to) : !CONTRACT_PACKAGES.includes(specifier))),
};

describe('imports flow one way', () => {
  const webImports = importsOf(webFiles);

  test('the scan sees the app', () => {
    expect(webFiles.length).toBeGreaterThan(50);
    expect(contractFiles.length).toBeGreaterThan(5);
  });

  test('no feature imports another feature', () => {
    expect(violations.crossFeature(webImports).map(describeImport)).toEqual([]);
  });

  test('components/ and lib/ import neither features, pages nor app', () => {
    expect(violations.upwardFromShared(webImports).map(describeImport)).toEqual([]);
  });

  test('web/ imports from src/ only the contract, through @contract/', () => {
    expect(violations.serverOutsideContract(webImports).map(describeImport)).toEqual([]);
  });

  test("the render layer imports neither a module's write service nor the web build", () => {
    expect(renderFiles.length).toBeGreaterThan(3);
    expect(violations.renderWrites(importsOf(renderFiles)).map(describeImport)).toEqual([]);
  });

  test('the contract imports only valibot and itself', () => {
    expect(violations.contractDependencies(importsOf(contractFiles)).map(describeImport)).toEqual([]);
  });
});
