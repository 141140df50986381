// The tree checks itself: the type checker and Biome (formatting and lint, as biome.jsonc sets them) find
// nothing, and no line of the project's own files is wider than 120 columns where it could be broken.
import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';

const TIMEOUT_MS = 240_000;
const WIDTH = 120;

/** A tool of node_modules/.bin run on the whole tree: its exit code, and what it printed when that is not 0. */
async function run(tool: string, ...args: string[]) {
  const child = Bun.spawn([`node_modules/.bin/${tool}`, ...args], { stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, exitCode] = await Promise.all([
    new Response(child.stdout).text(),
    new Response(child.stderr).text(),
    child.exited,
  ]);
  return { exitCode, output: exitCode === 0 ? '' : `${stdout}${stderr}` };
}

test(
  'tsc --noEmit -p . finds nothing (it reads dist/web/manifest, which the test command builds first)',
  async () => {
    expect(await run('tsc', '--noEmit', '-p', '.')).toEqual({ exitCode: 0, output: '' });
  },
  TIMEOUT_MS,
);

test(
  'biome check . finds nothing',
  async () => {
    expect(await run('biome', 'check', '--colors=off', '.')).toEqual({ exitCode: 0, output: '' });
  },
  TIMEOUT_MS,
);

/** SPEC.md's quoted texts, found as ../shared/tools/spec-texts finds them; `{name}` stands for any value. */
const specTexts = new Set(
  [...readFileSync('docs/SPEC.md', 'utf8').matchAll(/(?<![A-Za-z])'(.+?)'(?![A-Za-z])/g)].map(([, text]) =>
    text.trim().replace(/\{[^}]*\}/g, '{}'),
  ),
);
/** A line that is one string and nothing else but its indentation, a key and punctuation. */
const ONE_STRING = /^\s*(?:(?:[\w$]+|'[^']*'|"[^"]*")\??:\s*)?(['"`])(.*)\1[,;)\]}]*$/;

/**
 * Why a line may be wider: a Markdown table's row cannot wrap; JSON cannot split a string (the pages'
 * content); and a text of SPEC.md stays whole on its line, so it is found as SPEC.md writes it.
 */
function mayBeWide(file: string, line: string) {
  if (file.endsWith('.md')) return line.trimStart().startsWith('|');
  const string = line.match(ONE_STRING);
  if (!string) return false;
  if (file.endsWith('.json')) return string[1] === '"';
  const text = string[2].replace(/\\(.)/g, '$1').replace(/\$\{[^}]*\}/g, '{}');
  return specTexts.has(text);
}

test(
  'no line is wider than 120 columns where it could be broken',
  () => {
    // The project's own files as git sees them (what it ignores aside), but the specification, which
    // docs/spec.test.ts keeps equal to the team's copy.
    const listed = Bun.spawnSync(['git', 'ls-files', '--cached', '--others', '--exclude-standard', '-z']);
    const files = listed.stdout
      .toString()
      .split('\0')
      .filter((file) => /\.(ts|tsx|css|sql|json|md)$/.test(file) && file !== 'docs/SPEC.md' && existsSync(file));
    expect(files.length).toBeGreaterThan(500);
    const wide: string[] = [];
    for (const file of files) {
      // Columns as a terminal shows them: a combining mark (a Devanagari vowel sign) takes none of its own.
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (Bun.stringWidth(line) > WIDTH && !mayBeWide(file, line)) wide.push(`${file}:${i + 1}`);
        });
    }
    expect(wide).toEqual([]);
  },
  TIMEOUT_MS,
);
