import { databaseLocation, openDatabase } from '../db/database';
import { deleteSessionsOfAdmin, findAdminByUsername, findTwoStep, updateAdminPassword } from '../auth/repo';
import { turnOff } from '../auth/two-step';
import { PASSWORD_RULE, isValidPassword } from '../auth/rules';
import { hashPassword } from '../auth/password-hash';
import { instituteMessages, isInstituteWay } from '../auth/institute/texts';
import { NOT_RECORDED } from '../auth/activity';
import { insertEntry } from '../modules/activity/repo';
import type { FieldChange } from '../modules/activity/model';
import { assertCurrentSchema } from './database-as-is';
import { readHiddenLine } from './prompt';
import { parseStoreCommand } from './usage';

async function readNewPassword() {
  const fromEnvironment = process.env.HOSTEL_NEW_PASSWORD;
  if (fromEnvironment !== undefined) {
    if (!isValidPassword(fromEnvironment))
      throw new Error(`HOSTEL_NEW_PASSWORD does not meet the rules. ${PASSWORD_RULE}`);
    return fromEnvironment;
  }
  if (!process.stdin.isTTY)
    throw new Error('There is no terminal to type the new password in: set HOSTEL_NEW_PASSWORD instead.');
  console.log(PASSWORD_RULE);
  const password = await readHiddenLine('New password: ');
  if (!isValidPassword(password))
    throw new Error(`That password does not meet the rules. ${PASSWORD_RULE} Nothing was changed.`);
  if ((await readHiddenLine('Type it again: ')) !== password)
    throw new Error('The two passwords differ. Nothing was changed.');
  return password;
}

/** Who the activity log names for this command: no account makes the change. */
const COMMAND_LINE = { actor: 'reset-password', actorId: null, address: 'command line' };

/**
 * For a forgotten password: works beside a running server, whose sessions for
 * that admin end at once. It turns two-step sign-in off too: whoever lost the
 * phone and the recovery codes has this way back, and whoever runs it holds
 * the database already.
 */
export async function resetPasswordCommand(args: string[]) {
  const {
    dataDir,
    databaseUrl,
    argument: username,
  } = parseStoreCommand('reset-password', args, "the admin's username");
  await assertCurrentSchema(dataDir, databaseUrl);
  const db = await openDatabase(databaseLocation(databaseUrl, dataDir));
  try {
    const admin = await findAdminByUsername(db, username);
    if (!admin) throw new Error(`There is no admin account named "${username}".`);
    if (isInstituteWay(admin.sign_in))
      throw new Error(
        `${instituteMessages.signsInThroughInstitute} An owner gives it a password in the Accounts panel.`,
      );
    const hash = await hashPassword(await readNewPassword());
    const twoStepWasOn = await db.write(async (tx) => {
      await updateAdminPassword(tx, admin.id, hash);
      await deleteSessionsOfAdmin(tx, admin.id);
      const wasOn = Boolean((await findTwoStep(tx, admin.id))?.totp_secret);
      if (wasOn) await turnOff(tx, admin.id);
      const changes: FieldChange[] = [{ field: 'password', before: NOT_RECORDED, after: NOT_RECORDED }];
      if (wasOn) changes.push({ field: 'two-step sign-in', before: 'on', after: 'off' });
      await insertEntry(tx, {
        ...COMMAND_LINE,
        action: 'update',
        entity: 'accounts',
        entityId: admin.id,
        name: admin.username,
        changes,
      });
      return wasOn;
    });
    console.log(
      `The password of "${admin.username}" is changed, and every session of that account has ended.` +
        (twoStepWasOn ? " Its two-step sign-in is off: set it up again in the console's profile." : ''),
    );
  } finally {
    await db.close();
  }
}
