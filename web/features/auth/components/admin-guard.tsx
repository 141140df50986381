import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';
import { refreshSession } from '../../../lib/api';
import { rememberedLogin, useAuth } from '../../../lib/auth';
import { Spinner } from '../../../components/spinner';
import { useSignInAgainAsked } from '../../../lib/sign-in-again';
import { SignInAgainDialog } from './sign-in-again-dialog';
import { guardTexts } from '../texts';
import { loginPathFrom } from '../../../lib/origin';

/**
 * The console behind a session (SPEC.md section 2): with the remember-me flag
 * a silent refresh is tried first; without a session the visitor goes to the
 * login page, which brings them back here afterwards. A session that ends
 * while the console is open is renewed in place (SignInAgainDialog).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLogin, username } = useAuth();
  const signInAgainAsked = useSignInAgainAsked();
  const pathname = usePathname();
  const search = useSearch();
  const [refreshing, setRefreshing] = useState(() => !isLogin && rememberedLogin.remember());

  useEffect(() => {
    if (!refreshing) return;
    refreshSession().then((ok) => {
      if (!ok) rememberedLogin.forgetFlag();
      setRefreshing(false);
    });
  }, [refreshing]);

  if (isLogin)
    return (
      <>
        {children}
        {signInAgainAsked && <SignInAgainDialog username={username} />}
      </>
    );
  if (refreshing) return <Spinner label={guardTexts.loading} />;
  return <Redirect to={`~${loginPathFrom(pathname + (search ? `?${search}` : ''))}`} replace />;
}
