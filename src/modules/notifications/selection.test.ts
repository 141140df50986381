import { describe, expect, test } from 'bun:test';
import type { Notification } from './model';
import { latestNotifications, postedAt } from './selection';

const notification = (title: string, createdAt: string, extra: Partial<Notification> = {}): Notification => ({
  _id: title,
  title,
  message: '',
  priority: 'medium',
  targetAudience: ['all'],
  isActive: true,
  expiresAt: null,
  url: null,
  publishAt: null,
  pinned: false,
  keepOutOfArchive: false,
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

const titles = (list: Notification[]) => list.map((n) => n.title);

describe('home page selection', () => {
  const now = new Date('2030-03-10T12:00:00Z');

  test('at most 3 active, unexpired notifications, newest first', () => {
    const list = [
      notification('old', '2030-01-01T00:00:00Z'),
      notification('newest', '2030-03-09T00:00:00Z'),
      notification('inactive', '2030-03-08T00:00:00Z', { isActive: false }),
      notification('expired', '2030-03-07T00:00:00Z', { expiresAt: '2030-03-10T11:00:00Z' }),
      notification('later expiry', '2030-03-06T00:00:00Z', { expiresAt: '2030-03-11T00:00:00Z' }),
      notification('middle', '2030-02-01T00:00:00Z'),
    ];
    expect(titles(latestNotifications(list, now))).toEqual(['newest', 'later expiry', 'middle']);
  });

  test('pinned ones first (newest first among them), still at most 3', () => {
    const list = [
      notification('newest', '2030-03-09T00:00:00Z'),
      notification('newer', '2030-03-08T00:00:00Z'),
      notification('new', '2030-03-07T00:00:00Z'),
      notification('old pinned', '2030-01-01T00:00:00Z', { pinned: true }),
      notification('older pinned', '2029-01-01T00:00:00Z', { pinned: true }),
      notification('pinned, inactive', '2030-03-09T10:00:00Z', { pinned: true, isActive: false }),
      notification('pinned, expired', '2030-03-09T10:00:00Z', { pinned: true, expiresAt: '2030-03-10T00:00:00Z' }),
    ];
    expect(titles(latestNotifications(list, now))).toEqual(['old pinned', 'older pinned', 'newest']);
    const fourPinned = ['a', 'b', 'c', 'd'].map((title, i) =>
      notification(title, `2030-01-0${i + 1}T00:00:00Z`, { pinned: true }),
    );
    expect(titles(latestNotifications([...list, ...fourPinned], now))).toEqual(['d', 'c', 'b']);
  });

  test('one scheduled after it was written counts as posted at its publish time', () => {
    const scheduled = notification('scheduled', '2030-03-01T00:00:00Z', { publishAt: '2030-03-10T06:00:00.000Z' });
    const backdated = notification('backdated', '2030-03-05T00:00:00Z', { publishAt: '2030-01-01T00:00:00.000Z' });
    expect(postedAt(scheduled)).toBe('2030-03-10T06:00:00.000Z');
    expect(postedAt(backdated)).toBe('2030-03-05T00:00:00Z');
    const list = [
      notification('yesterday', '2030-03-09T00:00:00Z'),
      notification('day before', '2030-03-08T00:00:00Z'),
      backdated,
      scheduled,
    ];
    expect(titles(latestNotifications(list, now))).toEqual(['scheduled', 'yesterday', 'day before']);
  });
});
