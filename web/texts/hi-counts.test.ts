// Counts in Hindi: one thing in the singular, with its verb.
import { expect, test } from 'bun:test';
import achievements from './hi/achievements.hi';

test.each([
  [1, 6, '6 में से 1 उपलब्धि दिखाई जा रही है'],
  [2, 6, '6 में से 2 उपलब्धियाँ दिखाई जा रही हैं'],
  [0, 6, '6 में से 0 उपलब्धियाँ दिखाई जा रही हैं'],
])('%p of %p achievements shown reads %p', (shown, total, text) => {
  expect(achievements.achievements.showing(shown, total)).toBe(text);
});
