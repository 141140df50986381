import { describe, expect, test } from 'bun:test';
import * as v from 'valibot';
import { fieldRules } from './field-rules';
import { NotificationInput } from '../modules/notifications/model';
import { EventInput } from '../modules/events/model';
import { GalleryItemInput } from '../modules/gallery/model';
import { MessInput, MessMemberInput } from '../modules/messes/model';
import { FileInput } from '../modules/files/model';
import { PersonInput } from '../modules/people/model';
import { HostelInput } from '../modules/hostels/model';

const MODELS: Record<string, v.ObjectSchema<v.ObjectEntries, undefined>> = {
  NotificationInput,
  EventInput,
  GalleryItemInput,
  MessInput,
  MessMemberInput,
  FileInput,
  PersonInput,
  HostelInput,
};

describe('a form field rule', () => {
  test('reads the required text and its limit, and leaves out what a default fills', () => {
    const rules = fieldRules(NotificationInput);
    expect(rules.title).toEqual({ required: true, maxLength: 200 });
    expect(rules.message).toEqual({ required: true, maxLength: 5000 });
    expect(rules.priority).toEqual({ required: false });
    expect(rules.url).toEqual({ required: false, maxLength: 2000 });
    expect(rules.isActive).toEqual({ required: false });
    expect(fieldRules(EventInput).time).toEqual({ required: false, maxLength: 50 });
    expect(fieldRules(GalleryItemInput).category.required).toBe(true);
  });

  for (const [name, model] of Object.entries(MODELS)) {
    test(`of ${name} says what the server does: at the limit passes, one more is refused, absent if required`, () => {
      for (const [key, rule] of Object.entries(fieldRules(model))) {
        const field = model.entries[key] as v.GenericSchema;
        expect([key, v.safeParse(field, undefined).success]).toEqual([key, !rule.required]);
        if (rule.maxLength === undefined || !v.safeParse(field, 'x').success) continue;
        expect([key, v.safeParse(field, 'x'.repeat(rule.maxLength)).success]).toEqual([key, true]);
        expect([key, v.safeParse(field, 'x'.repeat(rule.maxLength + 1)).success]).toEqual([key, false]);
      }
    });
  }
});
