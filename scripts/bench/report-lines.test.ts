import { expect, test } from 'bun:test';
import { wrapReport } from './report-lines';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

test('a long paragraph or list item is broken at spaces, a list item hanging under its text; the rest stays', () => {
  const table = `| ${words(30)} |`;
  const code = ['```', words(30), '```'];
  const lines = wrapReport([words(30), `- ${words(30)}`, table, `### ${words(30)}`, ...code, 'short']);
  for (const line of lines.filter((l) => l !== table && !l.startsWith('###') && l !== words(30)))
    expect(Bun.stringWidth(line)).toBeLessThanOrEqual(120);
  expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(
    [words(30), `- ${words(30)}`, table, `### ${words(30)}`, ...code, 'short'].join(' '),
  );
  const item = lines.findIndex((l) => l.startsWith('- '));
  expect(lines[item + 1].startsWith('  word')).toBe(true);
  expect(lines).toContain(table);
  expect(lines.slice(-4)).toEqual([...code, 'short']);
});

test('a `code span` is never broken, even where it holds spaces', () => {
  const span = '`BENCH_ONLY=api bun run bench with spaces inside`';
  const lines = wrapReport([`${words(20)} ${span} ${words(5)}`]);
  expect(lines.some((line) => line.includes(span))).toBe(true);
});
