import { describe, expect, test } from 'bun:test';
import type { Notification } from '@contract/modules/notifications/model';
import { latestNotifications } from './selection';

const notification = (title: string, createdAt: string, extra: Partial<Notification> = {}): Notification => ({
  _id: title,
  title,
  message: '',
  priority: 'medium',
  targetAudience: ['all'],
  isActive: true,
  expiresAt: null,
  url: null,
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

describe('home page selection', () => {
  test('at most 3 active, unexpired notifications, newest first', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    const list = [
      notification('old', '2030-01-01T00:00:00Z'),
      notification('newest', '2030-03-09T00:00:00Z'),
      notification('inactive', '2030-03-08T00:00:00Z', { isActive: false }),
      notification('expired', '2030-03-07T00:00:00Z', { expiresAt: '2030-03-10T11:00:00Z' }),
      notification('later expiry', '2030-03-06T00:00:00Z', { expiresAt: '2030-03-11T00:00:00Z' }),
      notification('middle', '2030-02-01T00:00:00Z'),
    ];
    expect(latestNotifications(list, now).map((n) => n.title)).toEqual(['newest', 'later expiry', 'middle']);
  });
});
