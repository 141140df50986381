import * as v from 'valibot';
import { list, recordReference } from '../../http/fields';
import { ROLES } from '../../auth/permissions';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../auth/rules';
import { accountMessages } from './texts';
import { storedRecord } from '../stored-record';

export { accountMessages };

/** Texts only the server responds with. */
export const accountErrors = {
  notFound: 'Account not found.',
  usernameTaken: 'That username is already taken.',
  unknownHostel: 'A chosen hostel does not exist.',
  nothingToChange: 'Say what to change: role, hostels or disabled.',
  twoStepNotOn: 'Two-step sign-in is not on for this account: there is nothing to reset.',
  ownTwoStep: 'Turn off your own two-step sign-in in your profile, with a code from your app.',
};

const role = v.picklist(ROLES, accountMessages.roleRequired);
const hostels = list('Hostels', recordReference('Each hostel must be a hostel id'), 100);

export const AccountInput = v.object({
  username: v.pipe(v.string(USERNAME_RULE), v.trim(), v.regex(USERNAME_PATTERN, USERNAME_RULE)),
  role,
  hostels: v.optional(hostels, []),
});
export type AccountInput = v.InferOutput<typeof AccountInput>;

/** What an owner changes of an account: any of its role, its hostels, whether it is disabled; at least one. */
export const AccountChange = v.pipe(
  v.object({
    role: v.optional(role),
    hostels: v.optional(hostels),
    disabled: v.optional(v.boolean('Disabled must be true or false')),
  }),
  v.check(
    (change) => change.role !== undefined || change.hostels !== undefined || change.disabled !== undefined,
    accountErrors.nothingToChange,
  ),
);
export type AccountChange = v.InferOutput<typeof AccountChange>;

export const Account = storedRecord({
  username: v.string(),
  role: v.picklist(ROLES),
  /** The hostels a warden looks after (empty for the other roles). */
  hostels: v.array(v.string()),
  disabled: v.boolean(),
  /** Still on the one-time password an owner gave it. */
  mustChangePassword: v.boolean(),
  /** Two-step sign-in is on (an owner may reset it). */
  twoStep: v.boolean(),
});
export type Account = v.InferOutput<typeof Account>;

/** A new account or a reset one: its one-time password, shown this once. */
export const WithPassword = v.object({ message: v.string(), data: Account, password: v.string() });
