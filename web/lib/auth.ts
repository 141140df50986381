// The admin's auth state (SPEC.md section 3: isLogin, username, role,
// accessToken), and what the console needs to show the account only what it
// may do (its id and, for a warden, its hostels). The access token lives only
// in memory; the refresh cookie is httpOnly, so a reload with remember-me
// restores the session by refreshing.
import { useSyncExternalStore } from 'react';
import { isRole, type Account } from '@contract/auth/permissions';
import type { SignInWay } from '@contract/auth/institute/texts';

export type AuthState = {
  isLogin: boolean;
  username: string;
  role: string;
  accessToken: string;
  accountId: string;
  hostels: string[];
  /** Signed in with a one-time password an owner gave: it must choose its own first. */
  mustChangePassword: boolean;
  /** How the account signs in: through the institute, it has no password or username here to change. */
  signIn: SignInWay;
};

const SIGNED_OUT: AuthState = {
  isLogin: false,
  username: '',
  role: '',
  accessToken: '',
  accountId: '',
  hostels: [],
  mustChangePassword: false,
  signIn: 'password',
};

let state: AuthState = SIGNED_OUT;
const listeners = new Set<() => void>();

export const getAuth = () => state;

export function setAuth(next: Partial<AuthState>) {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

export const clearAuth = () => setAuth(SIGNED_OUT);

export function useAuth() {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, getAuth);
}

/** The signed-in account as the roles' grants read it (signed out, the least: a warden of no hostel). */
export function useAccount(): Account {
  const { accountId, role, hostels } = useAuth();
  return { id: accountId, role: isRole(role) ? role : 'warden', hostels: isRole(role) ? hostels : [] };
}

/** What the login page remembers in localStorage (SPEC.md section 2). */
export const rememberedLogin = {
  keys: { username: 'hostel.username', remember: 'hostel.rememberMe' },
  username: () => localStorage.getItem('hostel.username') ?? '',
  remember: () => localStorage.getItem('hostel.rememberMe') === 'true',
  save(username: string, remember: boolean) {
    localStorage.setItem('hostel.username', username);
    localStorage.setItem('hostel.rememberMe', String(remember));
  },
  forgetFlag: () => localStorage.removeItem('hostel.rememberMe'),
};
