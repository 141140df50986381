import { useId, useState, type FormEvent } from 'react';
import { isValidPassword, isValidUsername } from '@contract/auth/rules';
import { Checkbox } from '../../../components/admin/form-field';
import { rememberedLogin, setAuth } from '../../../lib/auth';
import { notify, withToasts } from '../../../lib/toast';
import { authOf, directoryLogin, isTwoStepChallenge, login, type Session, type TwoStepChallenge } from '../api';
import { loginTexts } from '../texts';
import { TwoStepLogin } from './two-step-login';
import { UsernameField } from './account-fields';
import { InstituteSignInButton } from './institute-sign-in';

/**
 * The sign-in form (SPEC.md sections 2, 5 and 8); a successful login sets the
 * session, and the page moves on. With two-step sign-in the password is
 * followed by the code step (or by setting it up, when every account must have it).
 * With `account`, the session that ended is renewed for that account alone
 * (its username not to be changed), and `onSignedIn` follows. With `institute`,
 * the institute's sign-in is offered too, coming back to that console page;
 * `challenge` is a second step its return began.
 */
export function LoginForm({
  account,
  onSignedIn,
  institute,
  challenge: begun = null,
  directoryOnly = false,
}: {
  account?: string;
  onSignedIn?: () => void;
  institute?: { from: string };
  challenge?: TwoStepChallenge | null;
  /** `account` signs in through the institute directory: its username there, not this site's. */
  directoryOnly?: boolean;
} = {}) {
  const [username, setUsername] = useState(() => (directoryOnly ? '' : (account ?? rememberedLogin.username())));
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedLogin.remember);
  const [passwordShown, setPasswordShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(begun);
  // The institute directory's username and password, in place of this site's (its usernames pass no SPEC.md rule).
  const [directory, setDirectory] = useState(directoryOnly);
  const passwordId = useId();

  function signedIn(session: Session) {
    rememberedLogin.save(username.trim(), remember);
    setAuth(authOf(session));
    onSignedIn?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (directory && (!name || !password)) return void notify.error(loginTexts.directoryEmpty);
    if (!directory && !isValidUsername(name)) return void notify.error(loginTexts.invalidUsername);
    if (!directory && !isValidPassword(password)) return void notify.error(loginTexts.invalidPassword);
    setBusy(true);
    const credentials = { username: name, password, remember };
    const session = await withToasts(
      { progress: loginTexts.progress, success: loginTexts.success, failure: loginTexts.failure },
      () => (directory ? directoryLogin({ ...credentials, account }) : login(credentials)),
    );
    setBusy(false);
    if (!session) return;
    if (isTwoStepChallenge(session)) {
      setPassword('');
      return setChallenge(session);
    }
    signedIn(session);
  }

  if (challenge) {
    return (
      <TwoStepLogin
        challenge={challenge}
        username={username.trim()}
        onSession={signedIn}
        onRestart={() => setChallenge(null)}
      />
    );
  }

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      {directory && <p className="login-notice">{loginTexts.directoryTitle}</p>}
      <UsernameField
        id="login-username"
        value={username}
        onChange={setUsername}
        readOnly={account !== undefined && !directory}
        autoFocus={!username}
        label={directory ? loginTexts.directoryUsername : undefined}
      />
      <div className="field">
        <label htmlFor={passwordId}>{directory ? loginTexts.directoryPassword : loginTexts.password}</label>
        <div className="password-input">
          <input
            id={passwordId}
            name="password"
            type={passwordShown ? 'text' : 'password'}
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus={!!username}
          />
          <button
            type="button"
            className="password-toggle"
            aria-pressed={passwordShown}
            aria-controls={passwordId}
            title={passwordShown ? loginTexts.hidePassword : loginTexts.showPassword}
            onClick={() => setPasswordShown((shown) => !shown)}
          >
            {passwordShown ? loginTexts.hide : loginTexts.show}
          </button>
        </div>
      </div>
      <Checkbox label={loginTexts.rememberMe} checked={remember} onChange={setRemember} />
      <button type="submit" className="button button-primary login-submit" disabled={busy}>
        {loginTexts.submit}
      </button>
      {institute && !directory && (
        <InstituteSignInButton
          remember={remember}
          from={institute.from}
          or
          onDirectory={() => {
            setDirectory(true);
            setUsername('');
          }}
        />
      )}
      {directory && !directoryOnly && (
        <button type="button" className="button button-ghost login-institute" onClick={() => setDirectory(false)}>
          {loginTexts.withSitePassword}
        </button>
      )}
    </form>
  );
}
