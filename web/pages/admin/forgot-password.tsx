import { paths } from '../../lib/paths';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password';
import { InsecureConnectionWarning } from '../../features/auth/components/insecure-connection-warning';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { passwordResetTexts } from '../../features/auth/texts';

export function ForgotPasswordPage() {
  return (
    <SignInCard
      title={passwordResetTexts.askTitle}
      subtitle={passwordResetTexts.askIntro}
      back={{ href: paths.adminLogin, label: passwordResetTexts.backToSignIn }}
    >
      <InsecureConnectionWarning />
      <ForgotPasswordForm />
    </SignInCard>
  );
}
