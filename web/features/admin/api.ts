// The admin's own account: SPEC.md section 7's /api/admin calls and logout.
import { api, type WriteResult } from '../../lib/api';

export type Session = { accessToken: string; username: string; role: string };

export const login = (credentials: { username: string; password: string; remember: boolean }) =>
  api.post<Session & { message: string }>('/api/admin/login', credentials);

export const logout = () => api.post<{ message: string }>('/api/admin/logout');

// Both changes end every old session on the server, so the answer carries the new access token.
export const changeUsername = (body: { currentPassword: string; newUsername: string }) =>
  api.put<WriteResult<Session>>('/api/admin/username', body);

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.put<WriteResult<Session>>('/api/admin/password', body);
