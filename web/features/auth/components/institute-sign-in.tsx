// Sign-in through the institute on the sign-in page: the button that leaves for
// the provider, and the page's side of its return (the session taken up, or why not).
import { useEffect, useState } from 'react';
import { INSTITUTE_OUTCOMES, type InstituteOutcome, instituteMessages } from '@contract/auth/institute/texts';
import { refreshSession } from '../../../lib/api';
import { rememberedLogin } from '../../../lib/auth';
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

const isOutcome = (value: string | null): value is InstituteOutcome => value !== null && value in INSTITUTE_OUTCOMES;

/**
 * The provider's sign-in came back (`?institute=…`): a session to take up, or the reason there is none.
 * Until the session is taken up it shows a spinner; afterwards the page's own redirect follows.
 */
export function InstituteReturn({ search }: { search: string }) {
  const params = new URLSearchParams(search);
  const outcome = params.get('institute');
  const [failed, setFailed] = useState<InstituteOutcome | null>(isOutcome(outcome) ? outcome : null);
  const [taking, setTaking] = useState(outcome === 'signed-in');

  useEffect(() => {
    if (outcome !== 'signed-in') return;
    refreshSession().then((ok) => {
      if (ok) rememberedLogin.save(rememberedLogin.username(), params.get('remember') === 'true');
      else setFailed('expired');
      setTaking(false);
    });
    // Once, for the address the provider sent the browser back to.
  }, []);

  if (taking) return <Spinner label={loginTexts.takingUpInstitute} />;
  if (!failed) return null;
  return (
    <p className="login-notice login-notice-error" role="alert">
      {INSTITUTE_OUTCOMES[failed]}
    </p>
  );
}
