import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { PASSWORD_RULE, isValidPassword } from '@contract/auth/rules';
import { ApiError } from '../../../lib/public-api';
import { notify, withToasts } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { isTwoStepChallenge, readResetLink, resetPassword, type Session, type TwoStepChallenge } from '../api';
import { passwordResetTexts as texts, profileTexts, twoStepTexts } from '../texts';
import { NewPasswordFields } from './account-fields';
import { CodeField } from './code-field';
import { TwoStepLogin } from './two-step-login';

type LinkState =
  | { state: 'checking' }
  | { state: 'ended'; message: string }
  | { state: 'live'; username: string; twoStep: boolean };

/** The token a mailed link carries after `#token=`, kept out of every request's address. */
const tokenInAddress = () => new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';

function AskAgain({ message }: { message: string }) {
  return (
    <>
      <p className="login-notice login-notice-error" role="alert">
        {message}
      </p>
      <Link className="button button-primary login-submit" href={`~${paths.adminForgotPassword}`}>
        {texts.askAgain}
      </Link>
    </>
  );
}

/**
 * The page a mailed link opens: the new password twice (and the two-step code, where the account has it). Saving
 * signs the account out everywhere and in here; where every account must have two-step, it is set up first.
 */
export function ResetPasswordForm({ onSession }: { onSession: (session: Session) => void }) {
  const [token] = useState(tokenInAddress);
  const [link, setLink] = useState<LinkState>({ state: 'checking' });
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(null);

  useEffect(() => {
    if (!token) return setLink({ state: 'ended', message: texts.noLink });
    readResetLink(token).then(
      (found) => setLink({ state: 'live', ...found }),
      (error) => setLink({ state: 'ended', message: error instanceof ApiError ? error.message : texts.linkEnded }),
    );
  }, [token]);

  if (link.state === 'checking')
    return (
      <p className="login-notice" role="status">
        {texts.checkingLink}
      </p>
    );
  if (link.state === 'ended') return <AskAgain message={link.message} />;
  if (challenge)
    return (
      <TwoStepLogin
        challenge={challenge}
        username={link.username}
        onSession={onSession}
        onRestart={() => window.location.assign(paths.adminLogin)}
      />
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword || !confirmPassword) return void notify.error(profileTexts.fillAllFields);
    if (newPassword !== confirmPassword) return void notify.error(profileTexts.passwordsDoNotMatch);
    if (!isValidPassword(newPassword)) return void notify.error(PASSWORD_RULE);
    if (link.state === 'live' && link.twoStep && !code.trim()) return void notify.error(texts.codeNeeded);
    setBusy(true);
    const result = await withToasts({ progress: texts.saving, success: texts.save, failure: texts.saveFailed }, () =>
      resetPassword({ token, newPassword, ...(code.trim() && { code }) }),
    );
    setBusy(false);
    if (!result) return setCode('');
    if (isTwoStepChallenge(result)) return setChallenge(result);
    onSession(result);
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <p className="login-notice">{texts.forAccount(link.username)}</p>
      <input type="text" name="username" autoComplete="username" value={link.username} readOnly hidden />
      <NewPasswordFields
        password={newPassword}
        confirmation={confirmPassword}
        onPassword={setNewPassword}
        onConfirmation={setConfirmPassword}
      />
      {link.twoStep && (
        <CodeField
          kind="recovery"
          label={twoStepTexts.codeOrRecovery}
          hint={texts.codeIntro}
          value={code}
          onChange={setCode}
        />
      )}
      <button type="submit" className="button button-primary login-submit" disabled={busy}>
        {texts.save}
      </button>
    </form>
  );
}
