import { useLocation } from 'wouter';
import { paths } from '../../lib/paths';
import { setAuth } from '../../lib/auth';
import { InsecureConnectionWarning } from '../../features/auth/components/insecure-connection-warning';
import { ResetPasswordForm } from '../../features/auth/components/reset-password';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { type Session, authOf } from '../../features/auth/api';
import { passwordResetTexts } from '../../features/auth/texts';

export function ResetPasswordPage() {
  const [, navigate] = useLocation();
  function signedIn(session: Session) {
    setAuth(authOf(session));
    navigate(`~${paths.admin}`, { replace: true });
  }
  return (
    <SignInCard
      title={passwordResetTexts.chooseTitle}
      back={{ href: paths.adminLogin, label: passwordResetTexts.backToSignIn }}
    >
      <InsecureConnectionWarning />
      <ResetPasswordForm onSession={signedIn} />
    </SignInCard>
  );
}
