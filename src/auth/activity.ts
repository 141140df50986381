// The activity entries of signing in and of an account's own sign-in: named by
// the account (or the name tried), never a password, a key or a code.
import type { ActivityLog, Happening } from '../modules/activity/log';
import type { SignedIn } from './guard';
import type { SignInWay } from './institute/texts';

/** What a password or a recovery code shows in place of itself. */
export const NOT_RECORDED = 'not recorded';

/** How the activity log names each way of signing in. */
const WAY_NAMES: Record<SignInWay, string> = {
  password: 'password',
  oidc: "the institute's account provider (OpenID Connect)",
  ldap: "the institute's directory (LDAP)",
};

/** A finished sign-in, made by the account that signed in, with the way it came. */
export const recordSignIn = (
  activity: ActivityLog,
  account: { id: string; username: string },
  address: string,
  way: SignInWay,
) =>
  activity.recordAlone(
    { username: account.username, adminId: account.id, address },
    {
      action: 'sign-in',
      entity: 'accounts',
      entityId: account.id,
      name: account.username,
      changes: [{ field: 'way', before: '', after: WAY_NAMES[way] }],
    },
  );

/** A sign-in refused, under the name tried (no account made it), with the way it came and why. */
export function recordFailedSignIn(
  activity: ActivityLog,
  username: string,
  address: string,
  reason = 'wrong username or password',
  way: SignInWay = 'password',
) {
  const tried = username.slice(0, 100);
  return activity.recordAlone(
    { username: tried, adminId: null, address },
    {
      action: 'failed sign-in',
      entity: 'accounts',
      entityId: null,
      name: tried,
      changes: [
        { field: 'way', before: '', after: WAY_NAMES[way] },
        { field: 'reason', before: '', after: reason },
      ],
    },
  );
}

/**
 * A change to the signed-in account's own sign-in (its password,
 * two-step, recovery codes), under its name as it ends up.
 */
export const ownChange = (
  admin: SignedIn,
  field: string,
  before: string,
  after: string,
  name = admin.username,
): Happening => ({
  action: 'update',
  entity: 'accounts',
  entityId: admin.adminId,
  name,
  changes: [{ field, before, after }],
});

/** An owner's reset of another account's two-step sign-in (a lost phone), under that account's name. */
export const twoStepReset = (account: { _id: string; username: string }): Happening => ({
  action: 'update',
  entity: 'accounts',
  entityId: account._id,
  name: account.username,
  changes: [{ field: 'two-step sign-in', before: 'on', after: 'off, reset by an owner' }],
});

export const twoStepRequirement = (required: boolean): Happening => ({
  action: 'update',
  entity: 'settings',
  entityId: null,
  name: `Two-step sign-in for every account: ${required ? 'required' : 'optional'}`,
  changes: [],
});

/** A new password chosen through a link mailed to the account, by whoever had its mailbox. */
export const passwordReset = (account: { id: string; username: string }): Happening => ({
  action: 'update',
  entity: 'accounts',
  entityId: account.id,
  name: account.username,
  changes: [{ field: 'password, through a link mailed to the account', before: NOT_RECORDED, after: NOT_RECORDED }],
});
