import { useEffect, useId, useRef } from 'react';
import { useDialogFocus } from '../../../lib/dialog-focus';
import { answerSignInAgain } from '../../../lib/sign-in-again';
import { signInAgainTexts as t } from '../texts';
import { LoginForm } from './login-form';
import { InstituteSignInAgain } from './institute-sign-in';
import { useAuth } from '../../../lib/auth';

/**
 * Over the console when its session has ended: the same account signs in
 * again (password, then its two-step code if it has one) and the waiting
 * requests go again; or it signs out, and what was on the screen goes. An
 * institute account signs in again through the institute's page.
 * Nothing but those two closes it: an Escape or a stray click must not lose the work under it.
 */
const signedInAgain = () => answerSignInAgain(true);

export function SignInAgainDialog({ username }: { username: string }) {
  const { signIn } = useAuth();
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, () => {});
  // Straight to the password: the username is the account's own (the directory's is asked first).
  const first = signIn === 'ldap' ? 'username' : 'password';
  useEffect(() => dialog.current?.querySelector<HTMLInputElement>(`input[name="${first}"]`)?.focus(), []);

  return (
    <div className="overlay sign-in-again">
      <div
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={`${titleId}-explain`}
        tabIndex={-1}
        ref={dialog}
      >
        <div className="modal-header">
          <h2 id={titleId}>{t.title}</h2>
        </div>
        <div className="modal-body">
          {signIn !== 'oidc' ? (
            <>
              <p id={`${titleId}-explain`}>{t.explain(username)}</p>
              <LoginForm account={username} directoryOnly={signIn === 'ldap'} onSignedIn={signedInAgain} />
            </>
          ) : (
            <>
              <p id={`${titleId}-explain`}>{t.explainInstitute(username)}</p>
              <InstituteSignInAgain username={username} onSignedIn={signedInAgain} />
            </>
          )}
          <p className="sign-in-again-leave">
            {t.notYou}{' '}
            <button type="button" className="button button-ghost button-small" onClick={() => answerSignInAgain(false)}>
              {t.signOut}
            </button>
          </p>
        </div>
      </div>
    </div>
  );
}
