// The admin's own account: SPEC.md section 7's /api/admin calls and logout,
// and two-step sign-in (the code step of the login, and setting it up).
import useSWR from 'swr';
import { api, fetcher, type WriteResult } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';
import type { OwnOfficeMail } from '@contract/modules/mail/model';
import type { SignInWay } from '@contract/auth/institute/texts';
import type { OfficeMail } from '@contract/modules/mail/texts';

export type Session = {
  accessToken: string;
  username: string;
  role: string;
  accountId: string;
  hostels: string[];
  mustChangePassword: boolean;
  signIn: SignInWay;
};
/**
 * The login's response when the password was right and a second step follows: the code, or setting two-step up first.
 */
export type TwoStepChallenge = { message: string; twoStep: 'code' | 'setup'; challenge: string };
export type TwoStepKey = { secret: string; uri: string };
export type TwoStepStatus = { enabled: boolean; required: boolean; recoveryCodesLeft: number };
type RecoveryCodes = { recoveryCodes: string[] };

/** The console's auth state of a session the server opened (not the response's message or recovery codes). */
export const authOf = ({ accessToken, username, role, accountId, hostels, mustChangePassword, signIn }: Session) => ({
  accessToken,
  username,
  role,
  accountId,
  hostels,
  mustChangePassword,
  signIn,
  isLogin: true,
});

export const login = (credentials: { username: string; password: string; remember: boolean }) =>
  api.post<(Session & { message: string }) | TwoStepChallenge>(adminApiPaths.login, credentials);

/** Sign-in with the institute directory's username and password; then as the login. */
export const directoryLogin = (credentials: {
  username: string;
  password: string;
  remember: boolean;
  account?: string;
}) => api.post<(Session & { message: string }) | TwoStepChallenge>(adminApiPaths.ldapLogin, credentials);

export const isTwoStepChallenge = (response: object): response is TwoStepChallenge => 'twoStep' in response;

export const askForResetLink = (username: string) =>
  api.post<{ message: string }>(adminApiPaths.passwordReset, { username });

/** What a mailed link is for: its account, and whether a two-step code goes with the new password. */
export const readResetLink = (token: string) =>
  api.post<{ username: string; twoStep: boolean }>(adminApiPaths.passwordResetLink, { token });

/** The new password (and the code, with two-step): signed in, or setting two-step up first when required. */
export const resetPassword = (body: { token: string; newPassword: string; code?: string }) =>
  api.post<(Session & { message: string }) | TwoStepChallenge>(adminApiPaths.passwordResetNewPassword, body);

export const logout = () => api.post<{ message: string }>(adminApiPaths.logout);

// Both changes end every old session on the server, so the response carries the new access token.
export const changeUsername = (body: { currentPassword: string; newUsername: string }) =>
  api.put<WriteResult<Session>>(adminApiPaths.username, body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.put<WriteResult<Session>>(adminApiPaths.password, body);

/** The code step of a login: a code from the app or a recovery code. */
export const loginWithCode = (body: { challenge: string; code: string }) =>
  api.post<Session & { message: string }>(adminApiPaths.loginTwoStep, body);

/** Setting two-step up within a login, when every account must have it: the key, then its first code signs in. */
export const beginSetupAtLogin = (challenge: string) =>
  api.post<WriteResult<TwoStepKey>>(adminApiPaths.loginTwoStepSetup, { challenge });

export const confirmSetupAtLogin = (body: { challenge: string; code: string }) =>
  api.post<Session & { message: string } & RecoveryCodes>(adminApiPaths.loginTwoStepConfirm, body);

export const useTwoStepStatus = () => useSWR<TwoStepStatus>(adminApiPaths.twoStep, fetcher);

export const beginSetup = (body: { currentPassword: string }) =>
  api.post<WriteResult<TwoStepKey>>(adminApiPaths.twoStepSetup, body);

export const confirmSetup = (body: { code: string }) =>
  api.post<WriteResult<TwoStepStatus & RecoveryCodes>>(adminApiPaths.twoStepConfirm, body);

export const turnOffTwoStep = (body: { currentPassword: string; code: string }) =>
  api.post<WriteResult<TwoStepStatus>>(adminApiPaths.twoStepOff, body);

export const newRecoveryCodes = (body: { code: string }) =>
  api.post<WriteResult<TwoStepStatus & RecoveryCodes>>(adminApiPaths.twoStepRecoveryCodes, body);

export const setTwoStepRequired = (required: boolean) =>
  api.put<WriteResult<TwoStepStatus>>(adminApiPaths.twoStepRequired, { required });

/** The signed-in account's mail: its address (an owner sets it) and which of the office's mails it chose. */
export const useOwnMail = () => useSWR<OwnOfficeMail>(adminApiPaths.ownMail, fetcher);

export const saveOwnMail = (chosen: OfficeMail[]) => api.put<{ message: string }>(adminApiPaths.ownMail, { chosen });
