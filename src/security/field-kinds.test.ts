import { describe, expect, test } from 'bun:test';
import * as v from 'valibot';
import { fieldKindsOf } from './field-kinds';
import { HostelInput } from '../modules/hostels/model';
import { NotificationInput } from '../modules/notifications/model';
import { GalleryItemInput } from '../modules/gallery/model';

describe('how the hostile corpus attacks a field, read from its schema', () => {
  test('a hostel: text with its limits, a link, a whole number, a list of text, choices, a picture', () => {
    expect(fieldKindsOf(HostelInput, { warden: 'personRef', supervisor: 'personRef' })).toEqual({
      name: { kind: 'text', max: 200, required: true },
      image: { kind: 'image' },
      photoSphere: { kind: 'url' },
      warden: { kind: 'personRef' },
      supervisor: { kind: 'personRef' },
      rooms: { kind: 'int', required: true },
      mess: { kind: 'text', max: 200, required: false },
      contact: { kind: 'text', max: 200, required: false },
      other_facilities: { kind: 'textList', itemMax: 200, maxItems: 100 },
      gender: { kind: 'enum', nullable: false, required: false },
      sharing: { kind: 'enum', nullable: false, required: false },
      year: { kind: 'enum', nullable: true, required: false },
    });
  });

  test('a notice: yes or no, dates, an audience to choose from; translations have cases of their own', () => {
    const kinds = fieldKindsOf(NotificationInput);
    expect(kinds.isActive).toEqual({ kind: 'flag' });
    expect(kinds.expiresAt).toEqual({ kind: 'date', required: false });
    expect(kinds.targetAudience).toEqual({ kind: 'audience', maxItems: 20 });
    expect(kinds.translations).toBeUndefined();
  });

  test('a required choice, an optional number, and a text with a default that still refuses a blank', () => {
    const kinds = fieldKindsOf(GalleryItemInput);
    expect(kinds.category).toEqual({ kind: 'enum', nullable: false, required: true });
    expect(kinds.order).toEqual({ kind: 'int', required: false });
    const role = v.object({ role: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60)), 'x') });
    expect(fieldKindsOf(role).role).toEqual({ kind: 'text', max: 60, required: true, defaulted: true });
  });

  test('a field no kind describes must be declared, and a declared one takes its limit from the schema', () => {
    const schema = v.object({ owner: v.looseObject({ _id: v.string() }), mail: v.pipe(v.string(), v.maxLength(80)) });
    expect(() => fieldKindsOf(schema)).toThrow('owner: no kind the hostile corpus knows; declare it');
    expect(fieldKindsOf(schema, { owner: 'personRef', mail: 'email' })).toEqual({
      owner: { kind: 'personRef' },
      mail: { kind: 'email', max: 80 },
    });
  });
});
