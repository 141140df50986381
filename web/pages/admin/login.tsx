import { useState } from 'react';
import { Redirect, useSearch } from 'wouter';
import { twoStepMessages } from '@contract/auth/rules';
import type { TwoStepChallenge } from '../../features/auth/api';
import { InstituteReturn } from '../../features/auth/components/institute-sign-in';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth';
import { LoginForm } from '../../features/auth/components/login-form';
import { ForgotPasswordLink } from '../../features/auth/components/forgot-password';
import { InsecureConnectionWarning } from '../../features/auth/components/insecure-connection-warning';
import { SignInCard } from '../../features/auth/components/sign-in-card';
import { originAfterLogin } from '../../lib/origin';
import { loginTexts } from '../../features/auth/texts';

/** A second step the institute's return began: `#code=…` or `#setup=…` in the address, read once. */
function challengeInAddress(): TwoStepChallenge | null {
  const [step, challenge] = location.hash.slice(1).split('=', 2);
  if ((step !== 'code' && step !== 'setup') || !challenge) return null;
  history.replaceState(null, '', location.pathname + location.search);
  return {
    twoStep: step,
    challenge,
    message: step === 'code' ? twoStepMessages.enterCode : twoStepMessages.setUpRequired,
  };
}

export function AdminLoginPage() {
  const { isLogin } = useAuth();
  const search = useSearch();
  const [challenge] = useState(challengeInAddress);
  if (isLogin) return <Redirect to={`~${originAfterLogin(search)}`} replace />;
  return (
    <SignInCard
      title={loginTexts.title}
      subtitle={loginTexts.subtitle}
      back={{ href: paths.home, label: loginTexts.backToSite }}
    >
      <InsecureConnectionWarning />
      <InstituteReturn search={search} />
      <LoginForm institute={{ from: originAfterLogin(search) }} challenge={challenge} />
      <ForgotPasswordLink />
    </SignInCard>
  );
}
