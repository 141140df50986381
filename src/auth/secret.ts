import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/database';
import { getSetting } from '../db/settings';

export const SECRET_SETTING = 'signing_secret';

/**
 * The token signing key lives in the database, so every instance signs
 * alike and a backup restores sessions' validity with it. A data folder
 * from before keeps its secret.key: it is taken over on the first start.
 */
export async function loadOrCreateSecret(db: Db, dataDir: string): Promise<string> {
  const stored = await getSetting(db, SECRET_SETTING);
  if (stored) return stored;
  const file = join(dataDir, 'secret.key');
  const secret = existsSync(file)
    ? readFileSync(file, 'utf8').trim()
    : Buffer.from(crypto.getRandomValues(new Uint8Array(48))).toString('base64url');
  // Instances starting at once each offer one; the first stored wins and all read it back.
  await db.run('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING', SECRET_SETTING, secret);
  return (await getSetting(db, SECRET_SETTING))!;
}
