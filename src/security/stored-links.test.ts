// Every field the site shows as a link (notification url, hostel photoSphere,
// person contact) stores http(s) links only: javascript:, data:, vbscript:
// and friends are refused however they are spelled or sent.
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { startTestApp, type TestApp } from '../testing';

let t: TestApp;
let warden: string;
beforeAll(async () => {
  t = await startTestApp();
  warden = (await t.admin('POST', '/api/people', { name: 'W', designation: 'D', role: 'warden' })).json.data._id;
});
afterAll(() => t?.stop());

const DANGEROUS = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'javascript&colon;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'blob:https://example.com/x',
  'http://',
  'https:// example.com',
];

const LINK_FIELDS = [
  {
    name: 'notification url',
    path: '/api/notifications',
    body: (url: string) => ({ title: 'T', message: 'M', url }),
    stored: 'SELECT url AS link FROM notifications WHERE url IS NOT NULL',
  },
  {
    name: 'hostel photoSphere',
    path: '/api/hostels',
    body: (url: string) => ({ name: 'H', warden, supervisor: warden, rooms: 1, photoSphere: url }),
    stored: "SELECT photo_sphere AS link FROM hostels WHERE photo_sphere != ''",
  },
  {
    name: 'person contact',
    path: '/api/people',
    body: (url: string) => ({ name: 'P', designation: 'D', contact: url }),
    stored: "SELECT contact AS link FROM people WHERE contact != ''",
  },
];

function asForm(body: Record<string, unknown>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) form.append(key, String(value));
  return form;
}

describe('stored links are http(s) only', () => {
  for (const field of LINK_FIELDS) {
    test(`${field.name}: every dangerous scheme is refused, as JSON and as a form`, async () => {
      const accepted: string[] = [];
      for (const url of DANGEROUS) {
        // "javascript&colon;…" has no scheme at all: as a contact it is plain text, never a link.
        if (field.name === 'person contact' && url === 'javascript&colon;alert(1)') continue;
        for (const body of [field.body(url), asForm(field.body(url))]) {
          const { status } = await t.call('POST', field.path, { body, token: t.token });
          if (status !== 400)
            accepted.push(`${JSON.stringify(url)} (${body instanceof FormData ? 'form' : 'JSON'}) → ${status}`);
        }
      }
      expect(accepted).toEqual([]);
      const stored = await t.ctx.db.all<{ link: string }>(field.stored);
      for (const { link } of stored) expect(link).toMatch(/^https:\/\//);
    });

    test(`${field.name}: an https link is kept as sent`, async () => {
      const url = 'https://example.edu/path?q=1#x';
      const { status, json } = await t.admin('POST', field.path, field.body(url));
      expect(status).toBe(200);
      expect(JSON.stringify(json.data)).toContain(url);
    });
  }
});
