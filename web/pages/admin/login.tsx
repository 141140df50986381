import { Redirect, useSearch } from 'wouter';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth';
import { LoginForm } from '../../features/auth/components/login-form';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password';
import { InsecureConnectionWarning } from '../../features/auth/components/insecure-connection-warning';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { originAfterLogin } from '../../lib/origin';
import { loginTexts } from '../../features/auth/texts';

export function AdminLoginPage() {
  const { isLogin } = useAuth();
  const search = useSearch();
  if (isLogin) return <Redirect to={`~${originAfterLogin(search)}`} replace />;
  return (
    <SignInCard
      title={loginTexts.title}
      subtitle={loginTexts.subtitle}
      back={{ href: paths.home, label: loginTexts.backToSite }}
    >
      <InsecureConnectionWarning />
      <LoginForm />
      <ForgotPasswordLink />
    </SignInCard>
  );
}
