import { useId, useState, type FormEvent } from 'react';
import { isValidPassword, isValidUsername } from '@contract/auth/rules';
import { Checkbox } from '../../../components/admin/form-field';
import { rememberedLogin, setAuth } from '../../../lib/auth';
import { notify, withToasts } from '../../../lib/toast';
import { authOf, isTwoStepChallenge, login, type Session, type TwoStepChallenge } from '../api';
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
}: {
  account?: string;
  onSignedIn?: () => void;
  institute?: { from: string };
  challenge?: TwoStepChallenge | null;
} = {}) {
  const [username, setUsername] = useState(() => account ?? rememberedLogin.username());
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(rememberedLogin.remember);
  const [passwordShown, setPasswordShown] = useState(false);
  const [busy, setBusy] = useState(false);
  const [challenge, setChallenge] = useState<TwoStepChallenge | null>(begun);
  const passwordId = useId();

  function signedIn(session: Session) {
    rememberedLogin.save(username.trim(), remember);
    setAuth(authOf(session));
    onSignedIn?.();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!isValidUsername(name)) return void notify.error(loginTexts.invalidUsername);
    if (!isValidPassword(password)) return void notify.error(loginTexts.invalidPassword);
    setBusy(true);
    const session = await withToasts(
      { progress: loginTexts.progress, success: loginTexts.success, failure: loginTexts.failure },
      () => login({ username: name, password, remember }),
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
      <UsernameField
        id="login-username"
        value={username}
        onChange={setUsername}
        readOnly={account !== undefined}
        autoFocus={!username}
      />
      <div className="field">
        <label htmlFor={passwordId}>{loginTexts.password}</label>
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
      {institute && <InstituteSignInButton remember={remember} from={institute.from} or />}
    </form>
  );
}
