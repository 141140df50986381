import { describe, expect, test } from 'bun:test';
import type { Event } from './model';
import { upcomingEvents } from './selection';

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
  publishAt: null,
  keepOutOfArchive: false,
  createdAt: date,
  updatedAt: date,
});

describe('home page selection', () => {
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
