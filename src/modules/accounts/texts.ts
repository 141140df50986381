// The texts of accounts that the server responds with and the console shows
// too. Apart from model.ts, which re-exports them, so the console can read
// them without pulling in valibot.
export const accountMessages = {
  added: 'Account added. Give its one-time password to its owner: it is shown only now.',
  addedInstitute: 'Account added. It signs in through the institute.',
  updated: 'Account updated',
  disabled: 'Account disabled: its sessions have ended.',
  enabled: 'Account enabled',
  approved: 'Account approved: it signs in through the institute from now on.',
  requestsChanged: (allowed: boolean) =>
    allowed
      ? 'Institute staff without an account may now ask for one at their first sign-in.'
      : 'Institute staff without an account are now refused at sign-in.',
  passwordReset: 'Password reset. Give the new one-time password to its owner: it is shown only now.',
  deleted: 'Account deleted',
  twoStepReset: 'Two-step sign-in reset. The account signs in with its password alone until it sets two-step up again.',
  roleRequired: 'Choose a role: owner, editor or warden.',
  hostelsRequired: 'Choose at least one hostel for a warden.',
  lastOwner: 'The site needs at least one owner who can sign in: make another account an owner first.',
};
