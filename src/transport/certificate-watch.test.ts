// The office hears of the certificate near its end once a day, and once per
// run of failures to take a new one; a pair taken ends the run.
import { expect, test } from 'bun:test';
import type { CertificatePair } from './certificate';
import { CertificateRecord, type CertificateTrouble } from './certificate-status';
import { watchCertificate } from './certificate-watch';

const DAY_MS = 24 * 60 * 60 * 1000;
const pair = (serial: string, daysLeft: number, now: number) =>
  ({ names: ['hostels.test'], serial, notAfter: new Date(now + daysLeft * DAY_MS) }) as CertificatePair;

test('near its end once a day, a failed renewal once until a pair is taken', async () => {
  let now = Date.parse('2026-12-03T10:00:00Z');
  const record = new CertificateRecord('files');
  record.installed(pair('01', 30, now));
  const told: CertificateTrouble[] = [];
  const warned: string[] = [];
  const watch = watchCertificate(
    record,
    async (trouble) => void told.push(trouble),
    (line) => warned.push(line),
    {
      everyMs: 10,
      now: () => now,
    },
  );
  const settled = () => Bun.sleep(50);
  try {
    await settled();
    expect(told).toEqual([]);

    now += 17 * DAY_MS;
    await settled();
    expect(told).toEqual([
      { kind: 'expiring', source: 'files', names: ['hostels.test'], notAfter: expect.any(String), lastFailure: null },
    ]);

    record.failed('The key does not belong to the certificate.');
    await settled();
    record.failed('The key does not belong to the certificate.');
    await settled();
    expect(told.slice(1)).toEqual([
      {
        kind: 'renewal failed',
        source: 'files',
        names: ['hostels.test'],
        notAfter: expect.any(String),
        reason: 'The key does not belong to the certificate.',
      },
    ]);

    now += DAY_MS;
    await settled();
    expect(told.map((trouble) => trouble.kind)).toEqual(['expiring', 'renewal failed', 'expiring']);

    record.installed(pair('02', 90, now));
    await settled();
    record.failed('The CA refused the order.');
    await settled();
    expect(told.map((trouble) => trouble.kind)).toEqual(['expiring', 'renewal failed', 'expiring', 'renewal failed']);
    expect(warned).toEqual([]);
  } finally {
    await watch.stop();
  }
});

test('a mail that could not be queued is tried again at the next look', async () => {
  const now = Date.now();
  const record = new CertificateRecord('acme');
  record.installed(pair('03', 5, now));
  let tries = 0;
  const warned: string[] = [];
  const watch = watchCertificate(
    record,
    async () => {
      if (++tries === 1) throw new Error('database is locked');
    },
    (line) => warned.push(line),
    { everyMs: 10 },
  );
  await Bun.sleep(60);
  await watch.stop();
  expect(warned).toEqual(['Telling the office about the certificate failed: database is locked']);
  expect(tries).toBe(2);
});
