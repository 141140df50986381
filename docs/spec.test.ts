import { expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';

const copy = readFileSync(new URL('SPEC.md', import.meta.url), 'utf8');
const original = new URL('../../shared/SPEC.md', import.meta.url);

test('docs/SPEC.md says what it is, then is the specification', () => {
  expect(copy).toStartWith('> The original product specification');
  expect(copy).toContain('\n# Specification: hostel information website with admin console\n');
});

test.if(existsSync(original))("docs/SPEC.md is the team's ../shared/SPEC.md under its note", () => {
  expect(copy.slice(copy.indexOf('\n\n') + 2)).toBe(readFileSync(original, 'utf8'));
});
