import { expect, test } from 'bun:test';
import { formatFileSize } from './file-size';

test('sizes read in the largest unit under 1024, with a decimal below 10', () => {
  expect(formatFileSize(0)).toBe('0 B');
  expect(formatFileSize(812)).toBe('812 B');
  expect(formatFileSize(1024)).toBe('1.0 KB');
  expect(formatFileSize(46_080)).toBe('45 KB');
  expect(formatFileSize(3.2 * 1024 * 1024)).toBe('3.2 MB');
  expect(formatFileSize(1.4 * 1024 ** 3)).toBe('1.4 GB');
});
