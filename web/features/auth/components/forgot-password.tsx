import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { isValidUsername } from '@contract/auth/rules';
import { rememberedLogin } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import { messageOf } from '../../../lib/public-api';
import { paths } from '../../../lib/paths';
import { askForResetLink } from '../api';
import { useSignInOptions } from '../../../lib/sign-in-options';
import { UsernameField } from './account-fields';
import { loginTexts, passwordResetTexts as texts } from '../texts';

/** The sign-in page's way to a new password, shown only where the site can mail one. */
export function ForgotPasswordLink() {
  const { data } = useSignInOptions();
  if (!data?.passwordReset) return null;
  return (
    <Link className="login-forgotten" href={`~${paths.adminForgotPassword}`}>
      {texts.forgotten}
    </Link>
  );
}

/** Asks for a link by username; the answer is the same whether or not the account exists. */
export function ForgotPasswordForm() {
  const [username, setUsername] = useState(rememberedLogin.username);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = username.trim();
    if (!isValidUsername(name)) return void notify.error(loginTexts.invalidUsername);
    setBusy(true);
    notify.loading(texts.sending);
    try {
      // The answer stays on the page, where there is time to read it; no toast repeats it.
      setSent((await askForResetLink(name)).message);
      notify.dismiss();
    } catch (error) {
      notify.error(messageOf(error, texts.sendFailed));
    }
    setBusy(false);
  }

  if (sent)
    return (
      <p className="login-notice" role="status">
        {sent}
      </p>
    );
  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <UsernameField id="reset-username" value={username} onChange={setUsername} autoFocus />
      <button type="submit" className="button button-primary login-submit" disabled={busy}>
        {texts.send}
      </button>
    </form>
  );
}
