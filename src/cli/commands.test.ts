// The commands that work beside the server, run in this process on this
// pass's engine: they leave an older database for this version's server,
// whose first start backs it up before upgrading it.
import { afterAll, describe, expect, setDefaultTimeout, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseLocation, openDatabase } from '../db/database';
import { migrations } from '../db/migrations';
import { readTar } from '../backup/tar';
import type { BackupManifest } from '../backup/create-backup';
import { startTestAppBeforeAll, testDatabaseUrl } from '../testing';
import { backupCommand } from './backup';
import { openAsItIs } from './database-as-is';
import { resetPasswordCommand } from './reset-password';
import { deleteBackupCommand } from './delete-backup';
import { UsageError } from './usage';

setDefaultTimeout(60_000);

const scratch = mkdtempSync(join(tmpdir(), 'hostel-commands-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const OLDER = migrations.length - 1;

/** A site at the schema the version before this one left, and the command line's options naming it. */
async function olderSite(name: string) {
  const dataDir = join(scratch, name);
  mkdirSync(dataDir);
  // On SQLite too named by --database, which the commands once opened as the server does.
  const databaseUrl = (await testDatabaseUrl()) ?? `sqlite://${join(dataDir, 'hostel.db')}`;
  await (await openDatabase(databaseLocation(databaseUrl, dataDir), migrations.slice(0, OLDER))).close();
  return {
    schema: async () => {
      const { db, schema } = await openAsItIs(dataDir, databaseUrl);
      await db.close();
      return schema;
    },
    store: ['--data', dataDir, '--database', databaseUrl],
  };
}

async function withNewPassword(password: string, work: () => Promise<void>) {
  process.env.HOSTEL_NEW_PASSWORD = password;
  try {
    await work();
  } finally {
    delete process.env.HOSTEL_NEW_PASSWORD;
  }
}

describe("an older database, before this version's server has started on it", () => {
  test(
    'backup --out reads it at its own schema and leaves it so, ' +
      'for the older version to restore and the server to back up',
    async () => {
      const site = await olderSite('backup');
      const archive = join(scratch, 'step-one.tar');
      await backupCommand([...site.store, '--out', archive]);
      let manifest: BackupManifest | undefined;
      const read: Uint8Array[] = [];
      await readTar(archive, (entry) =>
        entry.name === 'manifest.json'
          ? {
              write: (chunk) => void read.push(Uint8Array.from(chunk)),
              end: () => (manifest = JSON.parse(Buffer.concat(read).toString())),
            }
          : null,
      );
      expect(manifest!.schemaVersion).toBe(OLDER);
      expect(await site.schema()).toBe(OLDER);
    },
  );

  test(
    'reset-password refuses it and changes nothing: this ' + "version's server backs it up and upgrades it first",
    async () => {
      const site = await olderSite('reset');
      await withNewPassword('New@Pass2026', async () => {
        await expect(resetPasswordCommand(['admin', ...site.store])).rejects.toThrow(
          `The database is from an older version of this program (schema ${OLDER}; ` +
            `this version knows ${migrations.length}). Start this version's server first`,
        );
      });
      expect(await site.schema()).toBe(OLDER);
    },
  );
});

describe('reset-password', () => {
  const t = startTestAppBeforeAll();

  test('writes its change in the activity log, named for the command line', async () => {
    const store = ['--data', t.dataDir, ...(t.databaseUrl ? ['--database', t.databaseUrl] : [])];
    await withNewPassword('New@Pass2026', () => resetPasswordCommand(['admin', ...store]));
    const { token } = await t.login('admin', 'New@Pass2026');
    const { json } = await t.call('GET', '/api/admin/activity?entity=accounts&action=update', { token });
    expect(json.entries[0]).toMatchObject({
      actor: 'reset-password',
      actorId: null,
      address: 'command line',
      action: 'update',
      entity: 'accounts',
      name: 'admin',
      changes: [{ field: 'password', before: 'not recorded', after: 'not recorded' }],
    });
  });
});

describe('delete-backup', () => {
  const t = startTestAppBeforeAll();

  test(
    'deletes a kept backup on either ' +
      'engine, beside the running site, and ' +
      'the activity log names the command line',
    async () => {
      const store = ['--data', t.dataDir, ...(t.databaseUrl ? ['--database', t.databaseUrl] : [])];
      const { name } = (await t.admin('POST', '/api/backups')).json.data;
      await deleteBackupCommand([name, ...store]);
      expect(
        ((await t.admin('GET', '/api/backups')).json as { name: string }[]).map((backup) => backup.name),
      ).not.toContain(name);
      const { json } = await t.admin('GET', '/api/admin/activity?entity=backups&action=delete');
      expect(json.entries[0]).toMatchObject({
        actor: 'delete-backup',
        address: 'command line',
        action: 'delete',
        entity: 'backups',
        name,
      });
      await expect(deleteBackupCommand([name, ...store])).rejects.toThrow(`There is no backup named ${name}.`);
      await expect(deleteBackupCommand(['../hostel.db', ...store])).rejects.toThrow(UsageError);
    },
  );
});
