import { expect, test } from 'bun:test';
import { PNG_DATA_URL, startTestAppBeforeAll } from '../testing';

const t = startTestAppBeforeAll({ uploadLimitBytes: 1024 });

test('a body larger than any upload can be gets 413 before it is read', async () => {
  // The allowance is 4/3 of the limit (base64 in JSON) plus 1 MB for the other fields.
  const declared = String(Math.ceil((1024 * 4) / 3) + 1024 * 1024 + 1);
  const response = await t.call('POST', '/api/events', {
    token: t.token,
    body: '{}',
    headers: { 'content-length': declared },
  });
  expect(response.status).toBe(413);
  expect(response.json).toEqual({ message: 'The file is too large. The limit is 1 KB.' });
});

test('a picture over the limit gets 413 with the limit in words; one under it is taken', async () => {
  const event = { title: 'Hostel Day', description: 'Annual day', date: '2030-03-01' };
  const big = `data:image/png;base64,${Buffer.alloc(2048, 1).toString('base64')}`;
  const refused = await t.admin('POST', '/api/events', { ...event, image: big });
  expect(refused.status).toBe(413);
  expect(refused.json.message).toBe('The file is too large. The limit is 1 KB.');
  expect((await t.admin('POST', '/api/events', { ...event, image: PNG_DATA_URL })).status).toBe(200);
});
