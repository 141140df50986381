// The admin's own account: SPEC.md section 7's /api/admin calls and logout.
import { api, type WriteResult } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';

export type Session = { accessToken: string; username: string; role: string; accountId: string; hostels: string[]; mustChangePassword: boolean };

export const login = (credentials: { username: string; password: string; remember: boolean }) =>
  api.post<Session & { message: string }>(apiPaths.login, credentials);

export const logout = () => api.post<{ message: string }>(apiPaths.logout);

// Both changes end every old session on the server, so the answer carries the new access token.
export const changeUsername = (body: { currentPassword: string; newUsername: string }) =>
  api.put<WriteResult<Session>>(apiPaths.username, body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.put<WriteResult<Session>>(apiPaths.password, body);
