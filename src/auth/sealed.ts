// Secrets the site keeps in its database (two-step keys, the institute's
// refresh tokens), sealed with AES-256-GCM under a key derived from the
// signing secret for each purpose. The secret is in the same database, so this
// does not stand against a copy of the whole database; it keeps them out of
// anything that holds their rows alone (a query's output, a log, a table
// exported by hand).

// node:crypto on first use: imported at the top it loads Node's streams too, a few milliseconds of every start.
const nodeCrypto = () => process.getBuiltinModule('node:crypto');

export const derivedKey = (signingSecret: string, purpose: string) =>
  Buffer.from(nodeCrypto().hkdfSync('sha256', signingSecret, new Uint8Array(0), `hostel ${purpose}`, 32));

export function seal(signingSecret: string, purpose: string, secret: string) {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = nodeCrypto().createCipheriv('aes-256-gcm', derivedKey(signingSecret, purpose), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `v1.${Buffer.from(iv).toString('base64url')}.${sealed.toString('base64url')}`;
}

/** What `seal` sealed for the same purpose. */
export function open(signingSecret: string, purpose: string, sealed: string) {
  const [version, iv, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !body) throw new Error(`Kept ${purpose} are in a form this version does not know.`);
  const bytes = Buffer.from(body, 'base64url');
  const decipher = nodeCrypto().createDecipheriv(
    'aes-256-gcm',
    derivedKey(signingSecret, purpose),
    Buffer.from(iv, 'base64url'),
  );
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}
