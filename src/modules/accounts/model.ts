import * as v from 'valibot';
import { list, recordReference } from '../../http/fields';
import { ROLES } from '../../auth/permissions';
import { USERNAME_PATTERN, USERNAME_RULE } from '../../auth/rules';
import { accountMessages } from './texts';
import { storedRecord } from '../stored-record';
import { emailAddress, mailMessages } from '../mail/model';
import { INSTITUTE_WAYS, SIGN_IN_WAYS } from '../../auth/institute/texts';

export { accountMessages };

/** Texts only the server responds with. */
export const accountErrors = {
  notFound: 'Account not found.',
  usernameTaken: 'That username is already taken.',
  unknownHostel: 'A chosen hostel does not exist.',
  nothingToChange: 'Say what to change: role, hostels, e-mail address, disabled or how it signs in.',
  twoStepNotOn: 'Two-step sign-in is not on for this account: there is nothing to reset.',
  ownTwoStep: 'Turn off your own two-step sign-in in your profile, with a code from your app.',
};

const role = v.picklist(ROLES, accountMessages.roleRequired);
const hostels = list('Hostels', recordReference('Each hostel must be a hostel id'), 100);
/** An account's address for the office's mail; empty or null for none. */
const email = v.pipe(
  v.nullable(v.union([v.literal(''), emailAddress], mailMessages.addressInvalid)),
  v.transform((address) => address || null),
);

/**
 * What finds an institute account at its first sign-in: an e-mail address
 * through the provider, a username in the directory (checked by the way).
 */
const instituteLogin = v.pipe(v.string(), v.trim(), v.maxLength(200));
/** Through the institute; an account goes back to a password when an owner gives it a one-time one. */
const instituteWay = v.picklist(INSTITUTE_WAYS, 'Choose how the account signs in through the institute.');

export const AccountInput = v.object({
  username: v.pipe(v.string(USERNAME_RULE), v.trim(), v.regex(USERNAME_PATTERN, USERNAME_RULE)),
  role,
  hostels: v.optional(hostels, []),
  email: v.optional(email, null),
  signIn: v.optional(v.picklist(SIGN_IN_WAYS), 'password'),
  instituteLogin: v.optional(instituteLogin),
});
export type AccountInput = v.InferOutput<typeof AccountInput>;

/** What an owner changes of an account: any of its role, its hostels, whether it is disabled; at least one. */
export const AccountChange = v.pipe(
  v.object({
    role: v.optional(role),
    hostels: v.optional(hostels),
    disabled: v.optional(v.boolean('Disabled must be true or false')),
    email: v.optional(email),
    signIn: v.optional(instituteWay),
    instituteLogin: v.optional(instituteLogin),
  }),
  v.check((change) => Object.values(change).some((value) => value !== undefined), accountErrors.nothingToChange),
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
  /** Where the office's own mail to it goes, set by owners; null: none. */
  email: v.nullable(v.string()),
  /** How it signs in: with its password, or through the institute (auth/institute/). */
  signIn: v.picklist(SIGN_IN_WAYS),
  /** Through the institute: the e-mail address or directory username that finds it at its first sign-in. */
  instituteLogin: v.nullable(v.string()),
  /** Asked for by an institute identity's first sign-in: disabled until an owner enables (approves) it. */
  awaitingApproval: v.boolean(),
});

/** Whether an unknown institute identity's first sign-in asks for an account (owners decide; off by default). */
export const AccountRequests = v.object({ allowed: v.boolean('Allowed must be true or false') });
export type Account = v.InferOutput<typeof Account>;

/** A new account or a reset one: its one-time password, shown this once; none for an institute account. */
export const WithPassword = v.object({ message: v.string(), data: Account, password: v.nullable(v.string()) });
