// The one test command (README, .ci/run): builds the web app, starts a
// throw-away PostgreSQL cluster, runs every server test with `bun test` in a
// random order (server suites on SQLite; the PostgreSQL suites on the cluster),
// the browser tests, then the server suites again on PostgreSQL, in a random
// order again, and ends with a line "N passed, N failed" counted from the
// JUnit reports of the three passes. A random pass prints its --seed: the
// same order again is `bun test --randomize --seed=N`.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { buildWeb } from './build-web';
import { startPostgres } from './postgres';

/**
 * The suites that run on both engines: the API, sign-in attacks, hostile input, storage and database faults, backups.
 */
const BOTH_ENGINES = [
  'src/modules',
  'src/auth',
  'src/security',
  'src/storage',
  'src/backup',
  'src/render',
  'src/transport/https.test.ts',
  'src/cli/commands.test.ts',
];
/** Within those, what only one engine has: the data folder's own disk, or PostgreSQL's own cluster tests. */
const SQLITE_ONLY = ['src/security/disk-faults.test.ts'];
const RUN_ONCE = [
  'src/security/database-faults.test.ts',
  'src/security/crash.test.ts',
  'src/backup/move-engines.test.ts',
];

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium is missing at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

await buildWeb({ quiet: true });
mkdirSync('test-results', { recursive: true });
const postgres = await startPostgres({ quiet: true });

async function pass(report: string, args: string[], env: Record<string, string>) {
  const run = Bun.spawn(
    [process.execPath, 'test', '--timeout=60000', '--reporter=junit', `--reporter-outfile=${report}`, ...args],
    {
      stdout: 'inherit',
      stderr: 'inherit',
      env: { ...process.env, HOSTEL_TEST_POSTGRES: postgres.url, ...env },
    },
  );
  const exitCode = await run.exited;
  const xml = existsSync(report) ? readFileSync(report, 'utf8') : '';
  const totals = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? '';
  const count = (name: string) => Number(totals.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
  const failed = count('failures') + count('errors');
  const skipped = count('skipped');
  return { exitCode, failed, skipped, passed: count('tests') - failed - skipped, failures: failedTests(xml) };
}

/** "file > describe > test" for each failed test case, so the last lines of a CI log say what to look at. */
function failedTests(xml: string) {
  const cases = xml.matchAll(
    /<testcase name="([^"]*)" classname="([^"]*)"[^>]*? file="([^"]*)"[^>]*?(?<!\/)>\s*<(failure|error)\b/g,
  );
  return [...cases].map(([, name, group, file]) => unescapeXml([file, group, name].filter(Boolean).join(' > ')));
}

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const unescapeXml = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => XML_ENTITIES[name]);

const BROWSER_TESTS = 'web/e2e';
const only = Bun.argv.slice(2);
let results;
try {
  // A run of chosen files (`npm test -- path`) is one pass on SQLite.
  results = only.length
    ? [await pass('test-results/junit.xml', only, {})]
    : [
        await pass('test-results/junit.xml', ['--randomize', `--path-ignore-patterns=${BROWSER_TESTS}/**`], {}),
        await pass('test-results/junit-browser.xml', [BROWSER_TESTS], {}),
        await pass(
          'test-results/junit-postgres.xml',
          [
            '--randomize',
            ...BOTH_ENGINES,
            ...[...SQLITE_ONLY, ...RUN_ONCE].map((path) => `--path-ignore-patterns=${path}`),
          ],
          { HOSTEL_TEST_ENGINE: 'postgres' },
        ),
      ];
} finally {
  await postgres.stop();
}

const sum = (key: 'failed' | 'skipped' | 'passed') => results.reduce((total, result) => total + result[key], 0);
const [passed, failed, skipped] = [sum('passed'), sum('failed'), sum('skipped')];
const PASSES = ['the server pass on SQLite', 'the browser pass', 'the PostgreSQL pass'];
results.forEach(({ failures }, index) => {
  const run = PASSES[index];
  if (failures.length) console.log(`\nFailed in ${run}:\n${failures.map((name) => `  ${name}`).join('\n')}`);
});
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.some((result) => result.exitCode !== 0) || failed > 0 || passed === 0 ? 1 : 0);
