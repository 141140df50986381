import { useEffect, useState, type ReactNode } from 'react';
import { Redirect, useSearch } from 'wouter';
import { usePathname } from 'wouter/use-browser-location';
import { refreshSession } from '../../../lib/api';
import { rememberedLogin, useAuth } from '../../../lib/auth';
import { Spinner } from '../../../components/spinner';
import { guardTexts } from '../texts';
import { loginPathFrom } from '../../../lib/origin';

/**
 * The console behind a session (SPEC.md section 2): with the remember-me flag
 * a silent refresh is tried first; without a session the visitor goes to the
 * login page, which brings them back here afterwards.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { isLogin } = useAuth();
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

  if (isLogin) return <>{children}</>;
  if (refreshing) return <Spinner label={guardTexts.loading} />;
  return <Redirect to={`~${loginPathFrom(pathname + (search ? `?${search}` : ''))}`} replace />;
}
