import { describe, expect, test } from 'bun:test';
import type { Notification } from '@contract/modules/notifications/model';
import type { Event } from '@contract/modules/events/model';
import { latestNotices, upcomingEvents } from './selection';

const notice = (title: string, createdAt: string, extra: Partial<Notification> = {}): Notification => ({
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

const event = (title: string, date: string, isActive = true): Event => ({
  _id: title,
  title,
  description: '',
  category: 'other',
  date,
  time: '',
  location: '',
  image: null,
  isActive,
  createdAt: date,
  updatedAt: date,
});

describe('home page selection', () => {
  test('at most 3 active, unexpired notices, newest first', () => {
    const now = new Date('2030-03-10T12:00:00Z');
    const list = [
      notice('old', '2030-01-01T00:00:00Z'),
      notice('newest', '2030-03-09T00:00:00Z'),
      notice('inactive', '2030-03-08T00:00:00Z', { isActive: false }),
      notice('expired', '2030-03-07T00:00:00Z', { expiresAt: '2030-03-10T11:00:00Z' }),
      notice('later expiry', '2030-03-06T00:00:00Z', { expiresAt: '2030-03-11T00:00:00Z' }),
      notice('middle', '2030-02-01T00:00:00Z'),
    ];
    expect(latestNotices(list, now).map((n) => n.title)).toEqual(['newest', 'later expiry', 'middle']);
  });

  test('at most 3 active events from today on, soonest first', () => {
    const now = new Date(2030, 2, 10, 18, 0);
    const list = [
      event('next month', '2030-04-01T00:00:00.000Z'),
      event('yesterday', '2030-03-09T00:00:00.000Z'),
      event('today', '2030-03-10T00:00:00.000Z'),
      event('inactive', '2030-03-11T00:00:00.000Z', false),
      event('tomorrow', '2030-03-11T00:00:00.000Z'),
      event('next year', '2031-01-01T00:00:00.000Z'),
    ];
    expect(upcomingEvents(list, now).map((e) => e.title)).toEqual(['today', 'tomorrow', 'next month']);
  });
});
