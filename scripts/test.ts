// The one test command (README, .ci/run): builds the web app, runs every
// server test and browser test with `bun test`, and ends with a line
// "N passed, N failed" taken from the JUnit report of that run.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { buildWeb } from './build-web';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(`Chromium is missing at ${chromium}. Install it (Debian: apt-get install -y chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

await buildWeb({ quiet: true });
mkdirSync('test-results', { recursive: true });
const report = 'test-results/junit.xml';
const run = Bun.spawn([process.execPath, 'test', '--timeout=60000', '--reporter=junit', `--reporter-outfile=${report}`, ...Bun.argv.slice(2)], {
  stdout: 'inherit',
  stderr: 'inherit',
});
const exitCode = await run.exited;

const xml = existsSync(report) ? readFileSync(report, 'utf8') : '';
const totals = xml.match(/<testsuites\b[^>]*>/)?.[0] ?? '';
const count = (name: string) => Number(totals.match(new RegExp(`\\b${name}="(\\d+)"`))?.[1] ?? 0);
const failed = count('failures') + count('errors');
const skipped = count('skipped');
const passed = count('tests') - failed - skipped;
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(exitCode !== 0 || failed > 0 || passed === 0 ? 1 : 0);
