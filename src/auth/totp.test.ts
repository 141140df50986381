// The published test vectors: RFC 4226 Appendix D (HOTP), RFC 6238 Appendix B
// (TOTP, every algorithm and time), RFC 4648 section 10 (base32).
import { describe, expect, test } from 'bun:test';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totp,
  totpStep,
  type HmacAlgorithm,
} from './totp';

const ascii = (text: string) => new TextEncoder().encode(text);

describe('HOTP (RFC 4226 Appendix D)', () => {
  const key = ascii('12345678901234567890');
  const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];

  test.each(expected.map((code, count) => [count, code]))('count %d → %s', (count, code) => {
    expect(hotp(key, count)).toBe(code);
  });
});

describe('TOTP (RFC 6238 Appendix B)', () => {
  const seeds: Record<HmacAlgorithm, Uint8Array> = {
    SHA1: ascii('12345678901234567890'),
    SHA256: ascii('12345678901234567890123456789012'),
    SHA512: ascii('1234567890123456789012345678901234567890123456789012345678901234'),
  };
  // Time (s), T in hex, and the 8-digit TOTP for SHA1, SHA256, SHA512.
  const table: [number, string, string, string, string][] = [
    [59, '0000000000000001', '94287082', '46119246', '90693936'],
    [1111111109, '00000000023523EC', '07081804', '68084774', '25091201'],
    [1111111111, '00000000023523ED', '14050471', '67062674', '99943326'],
    [1234567890, '000000000273EF07', '89005924', '91819424', '93441116'],
    [2000000000, '0000000003F940AA', '69279037', '90698825', '38618901'],
    [20000000000, '0000000027BC86AA', '65353130', '77737706', '47863826'],
  ];
  const vectors = table.flatMap(([time, step, sha1, sha256, sha512]) =>
    (
      [
        ['SHA1', sha1],
        ['SHA256', sha256],
        ['SHA512', sha512],
      ] as const
    ).map(([algorithm, code]) => [time, algorithm, step, code] as const),
  );

  test('all 18 vectors are here, with seeds of 20, 32 and 64 bytes', () => {
    expect(vectors).toHaveLength(18);
    expect([seeds.SHA1.length, seeds.SHA256.length, seeds.SHA512.length]).toEqual([20, 32, 64]);
  });

  test.each(vectors)('T=%d %s (step %s) → %s', (time, algorithm, step, code) => {
    expect(totpStep(time).toString(16).toUpperCase().padStart(16, '0')).toBe(step);
    expect(totp(seeds[algorithm], time, { algorithm, digits: 8 })).toBe(code);
  });

  test('the 6-digit code apps show is the last six digits of the SHA-1 vector', () => {
    expect(totp(seeds.SHA1, 59)).toBe('287082');
    expect(totp(seeds.SHA1, 1111111109)).toBe('081804');
  });
});

describe('checking a typed code', () => {
  const key = ascii('12345678901234567890');
  const now = 1111111111;
  const step = totpStep(now);

  test('takes the code of now and of one step either side, and says which step it was', () => {
    expect(matchTotp(key, hotp(key, step), now)).toBe(step);
    expect(matchTotp(key, hotp(key, step - 1), now)).toBe(step - 1);
    expect(matchTotp(key, hotp(key, step + 1), now)).toBe(step + 1);
  });

  test('refuses codes two steps away, wrong codes and anything but six digits', () => {
    for (const code of [
      hotp(key, step - 2),
      hotp(key, step + 2),
      '000000',
      '',
      '12345',
      '1234567',
      ' 123456',
      'abcdef',
      '１２３４５６',
    ]) {
      if (code === hotp(key, step)) continue;
      expect({ code, step: matchTotp(key, code, now) }).toEqual({ code, step: null });
    }
  });

  test('refuses a step already taken, and any before it (replay)', () => {
    expect(matchTotp(key, hotp(key, step), now, step)).toBeNull();
    expect(matchTotp(key, hotp(key, step - 1), now, step)).toBeNull();
    expect(matchTotp(key, hotp(key, step + 1), now, step)).toBe(step + 1);
  });
});

describe('base32 (RFC 4648 section 10)', () => {
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];

  test.each(vectors)('%p ↔ %p (padding left off)', (text, encoded) => {
    expect(base32Encode(ascii(text))).toBe(encoded);
    expect(new TextDecoder().decode(base32Decode(encoded)!)).toBe(text);
  });

  test('decodes a key as people copy it (padding, lower case, groups), and refuses what is not base32', () => {
    expect(new TextDecoder().decode(base32Decode('mzxw 6ytb-oi======')!)).toBe('foobar');
    expect(base32Decode('MZXW1')).toBeNull();
  });

  test('a new key is 160 random bits', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

test('the key URI names the issuer, the account and the parameters apps need', () => {
  const uri = otpauthUri('Institute Hostels', 'warden_one', 'JBSWY3DPEHPK3PXP');
  expect(uri).toBe(
    'otpauth://totp/Institute%20Hostels:warden_one?secret=JBSWY3DPEHPK3PXP&' +
      'issuer=Institute%20Hostels&algorithm=SHA1&digits=6&period=30',
  );
});
