// Sign-in through the institute on the sign-in page: the button that leaves for
// the provider, and the page's side of its return (the session taken up, or why not).
import { useEffect, useState } from 'react';
import { INSTITUTE_OUTCOMES, type InstituteOutcome, instituteMessages } from '@contract/auth/institute/texts';
import { refreshSession } from '../../../lib/api';
import { getAuth, rememberedLogin } from '../../../lib/auth';
import { notify } from '../../../lib/toast';
import { logout } from '../api';
import { adminApiPaths } from '../../../lib/admin-api-paths';
import { useSignInOptions } from '../../../lib/sign-in-options';
import { Spinner } from '../../../components/spinner';
import { loginTexts } from '../texts';

/**
 * "Sign in with your institute account", where the site has a way through the institute: off to its provider
 * (remember-me goes with it), or, with a directory, `onDirectory` opens the form for it. Below a password form,
 * an "or" line comes first.
 */
export function InstituteSignInButton({
  remember,
  from,
  or = false,
  onDirectory,
}: {
  remember: boolean;
  from: string;
  or?: boolean;
  onDirectory?: () => void;
}) {
  const { data } = useSignInOptions();
  const provider = data?.institute.includes('oidc');
  if (!provider && !(data?.institute.includes('ldap') && onDirectory)) return null;
  const query = new URLSearchParams({ remember: String(remember), from });
  return (
    <>
      {or && <p className="login-or">{loginTexts.or}</p>}
      {provider ? (
        <a className="button button-outline login-institute" href={`${adminApiPaths.oidcStart}?${query}`}>
          {instituteMessages.signInButton}
        </a>
      ) : (
        <button type="button" className="button button-outline login-institute" onClick={onDirectory}>
          {instituteMessages.signInButton}
        </button>
      )}
    </>
  );
}

/** The provider's sign-in opened over the console: its window's name, and how it tells the console it is done. */
const WINDOW = 'hostel-institute-sign-in';
const DONE = 'hostel.institute-signed-in';

/**
 * In the sign-in-again dialog of a provider's account: its sign-in in a window of its own, so the console and
 * everything not yet saved on it stay. Signed in there as `username`, `onSignedIn`; as anyone else, that session is
 * closed again and the dialog stays.
 */
export function InstituteSignInAgain({ username, onSignedIn }: { username: string; onSignedIn: () => void }) {
  const { data } = useSignInOptions();
  useEffect(() => {
    const done = new BroadcastChannel(DONE);
    done.onmessage = async () => {
      if (!(await refreshSession())) return;
      if (getAuth().username === username) return onSignedIn();
      await logout().catch(() => {});
      notify.error(instituteMessages.anotherAccount(username));
    };
    return () => done.close();
  }, [username, onSignedIn]);
  if (!data?.institute.includes('oidc')) return null;
  const query = new URLSearchParams({ remember: String(rememberedLogin.remember()), window: '1' });
  const href = `${adminApiPaths.oidcStart}?${query}`;
  return (
    <a
      className="button button-outline login-institute"
      href={href}
      target={WINDOW}
      onClick={(event) => {
        // Where a window cannot open, the link opens the sign-in in a tab of its own.
        if (window.open(href, WINDOW, 'popup,width=520,height=720')) event.preventDefault();
      }}
    >
      {instituteMessages.signInButton}
    </a>
  );
}

const isOutcome = (value: string | null): value is InstituteOutcome => value !== null && value in INSTITUTE_OUTCOMES;

/**
 * The provider's sign-in came back (`?institute=…`): a session to take up, or the reason there is none.
 * Until the session is taken up it shows a spinner; afterwards the page's own redirect follows.
 */
export function InstituteReturn({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const outcome = params.get('institute');
  const [failed, setFailed] = useState<InstituteOutcome | null>(isOutcome(outcome) ? outcome : null);
  // Begun over a console waiting to sign in again: this window only tells that console, which takes the session up
  // (a BroadcastChannel reaches it whatever the provider's pages did to this window's name and opener).
  const handedOver = outcome === 'signed-in' && params.get('window') === '1';
  const [taking, setTaking] = useState(outcome === 'signed-in' && !handedOver);

  useEffect(() => {
    if (outcome !== 'signed-in') return;
    if (handedOver) {
      new BroadcastChannel(DONE).postMessage('signed-in');
      return window.close();
    }
    refreshSession().then((ok) => {
      if (ok) rememberedLogin.save(rememberedLogin.username(), params.get('remember') === 'true');
      else setFailed('expired');
      setTaking(false);
    });
    // Once, for the address the provider sent the browser back to.
  }, []);

  if (handedOver)
    return (
      <p className="login-notice" role="status">
        {loginTexts.handedOver}
      </p>
    );
  if (taking) return <Spinner label={loginTexts.takingUpInstitute} />;
  if (!failed) return null;
  return (
    <p className="login-notice login-notice-error" role="alert">
      {INSTITUTE_OUTCOMES[failed]}
    </p>
  );
}
