import { describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mailSettingsOf } from './mail-options';
import { UsageError } from './usage';

const none = {};
const FROM = 'Hostel Office <hostels@example.edu>';

describe("serve's mail flags", () => {
  test('without --smtp, the site sends no mail', () => {
    expect(mailSettingsOf({}, none)).toBeNull();
  });

  test('a relay and a sender, from flags or the environment', () => {
    expect(mailSettingsOf({ smtp: 'smtp://relay.example.edu:587', 'mail-from': FROM }, none)).toEqual({
      relay: 'smtp://relay.example.edu:587',
      from: FROM,
      ca: null,
    });
    expect(
      mailSettingsOf({}, { HOSTEL_SMTP_URL: 'smtps://office:s3cret@relay.example.edu', HOSTEL_MAIL_FROM: 'a@b.edu' }),
    ).toEqual({ relay: 'smtps://office:s3cret@relay.example.edu', from: 'a@b.edu', ca: null });
  });

  test("--smtp-ca-cert reads the institute CA's certificate at start", () => {
    const folder = mkdtempSync(join(tmpdir(), 'hostel-mail-ca-'));
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    writeFileSync(join(folder, 'ca.pem'), pem);
    writeFileSync(join(folder, 'not.pem'), 'hello');
    const base = { smtp: 'smtp://relay.example.edu', 'mail-from': FROM };
    expect(mailSettingsOf({ ...base, 'smtp-ca-cert': join(folder, 'ca.pem') }, none)?.ca).toBe(pem);
    expect(() => mailSettingsOf({ ...base, 'smtp-ca-cert': join(folder, 'not.pem') }, none)).toThrow(
      `--smtp-ca-cert ${join(folder, 'not.pem')} holds no PEM certificate.`,
    );
    expect(() => mailSettingsOf({ ...base, 'smtp-ca-cert': join(folder, 'gone.pem') }, none)).toThrow(UsageError);
    rmSync(folder, { recursive: true, force: true });
  });

  test.each([
    [{ smtp: 'http://relay.example.edu', 'mail-from': FROM }, 'smtp:// or smtps://'],
    [{ smtp: 'relay.example.edu', 'mail-from': FROM }, '--smtp needs a URL such as smtp://relay.example.edu:587'],
    [{ smtp: 'smtp://relay.example.edu' }, '--smtp needs --mail-from'],
    [{ smtp: 'smtp://relay.example.edu', 'mail-from': 'office' }, '--mail-from needs an address'],
    [{ 'mail-from': FROM }, '--mail-from and --smtp-ca-cert need --smtp.'],
    [{ smtp: '' }, '--smtp needs a URL.'],
  ])('%o stops the start: %s', (values, message) => {
    expect(() => mailSettingsOf(values, none)).toThrow(message);
  });
});
