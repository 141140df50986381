import { describe, expect, test } from 'bun:test';
import { wordDiff, type DiffPart } from './word-diff';

const side = (parts: DiffPart[], hidden: DiffPart['change']) =>
  parts
    .filter((part) => part.change !== hidden)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  test.each([
    ['the same text', 'Fine of Rs 500', 'Fine of Rs 500', [{ text: 'Fine of Rs 500', change: 'same' }]],
    [
      'a changed word',
      'Fine of Rs 500 a day',
      'Fine of Rs 1000 a day',
      [
        { text: 'Fine of Rs ', change: 'same' },
        { text: '500', change: 'removed' },
        { text: '1000', change: 'added' },
        { text: ' a day', change: 'same' },
      ],
    ],
    [
      'words added at the end',
      'Call the warden',
      'Call the warden after 10 pm',
      [
        { text: 'Call the warden', change: 'same' },
        { text: ' after 10 pm', change: 'added' },
      ],
    ],
    [
      'words removed at the start',
      'Urgent: water cut',
      'water cut',
      [
        { text: 'Urgent: ', change: 'removed' },
        { text: 'water cut', change: 'same' },
      ],
    ],
    ['an empty text before', '', 'New notice', [{ text: 'New notice', change: 'added' }]],
  ] as [string, string, string, DiffPart[]][])('%s', (_name, before, after, parts) => {
    expect(wordDiff(before, after)).toEqual(parts);
  });

  test('each side reads back as its text, spaces and lines kept', () => {
    const before = 'Gates close at 10 pm.\nVisitors sign the register.';
    const after = 'Gates close at 9:30 pm.\n\nVisitors  must sign the register at the gate.';
    const parts = wordDiff(before, after);
    expect(side(parts, 'added')).toBe(before);
    expect(side(parts, 'removed')).toBe(after);
  });
});
