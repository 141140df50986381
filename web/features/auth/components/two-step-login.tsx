import { useState, type FormEvent } from 'react';
import { notify, withToasts } from '../../../lib/toast';
import {
  beginSetupAtLogin,
  confirmSetupAtLogin,
  loginWithCode,
  type Session,
  type TwoStepChallenge,
  type TwoStepKey,
} from '../api';
import { loginTexts, twoStepTexts as texts } from '../texts';
import { CodeField, hasSixDigits } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepKeyView } from './two-step-key';

type StepProps = {
  challenge: TwoStepChallenge;
  username: string;
  onSession: (session: Session) => void;
  onRestart: () => void;
};

/**
 * The login after a right password: the code (two-step on), or setting two-step up first (required for every account).
 */
export function TwoStepLogin(props: StepProps) {
  return props.challenge.twoStep === 'code' ? <CodeStep {...props} /> : <RequiredSetup {...props} />;
}

const loginToasts = { progress: texts.checking, success: loginTexts.success, failure: loginTexts.failure };

function CodeStep({ challenge, onSession, onRestart }: StepProps) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!recovery && !hasSixDigits(code)) return void notify.error(texts.codeMissing);
    if (recovery && !code.trim()) return void notify.error(texts.recoveryMissing);
    setBusy(true);
    const session = await withToasts(loginToasts, () => loginWithCode({ challenge: challenge.challenge, code }));
    setBusy(false);
    if (session) onSession(session);
    else setCode('');
  }

  function switchKind() {
    setRecovery((shown) => !shown);
    setCode('');
  }

  return (
    <form className="login-form two-step-login" onSubmit={submit} noValidate>
      <h2>{texts.codeHeading}</h2>
      <p className="login-subtitle">{recovery ? texts.recoveryHint : texts.enterCode}</p>
      <CodeField
        key={recovery ? 'recovery' : 'app'}
        kind={recovery ? 'recovery' : 'app'}
        label={recovery ? texts.recoveryLabel : texts.codeLabel}
        value={code}
        onChange={setCode}
        autoFocus
      />
      <button type="submit" className="button button-primary login-submit" disabled={busy}>
        {texts.verify}
      </button>
      <div className="two-step-links">
        <button type="button" className="link-button" onClick={switchKind}>
          {recovery ? texts.useAppCode : texts.useRecoveryCode}
        </button>
        <button type="button" className="link-button" onClick={onRestart}>
          {texts.startAgain}
        </button>
      </div>
    </form>
  );
}

function RequiredSetup({ challenge, username, onSession, onRestart }: StepProps) {
  const [setup, setSetup] = useState<TwoStepKey | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [finished, setFinished] = useState<{ session: Session; codes: string[] } | null>(null);

  async function begin() {
    setBusy(true);
    const response = await withToasts(
      { progress: texts.loadingKey, success: texts.scanKey, failure: texts.keyFailed },
      () => beginSetupAtLogin(challenge.challenge),
    );
    setBusy(false);
    if (response) setSetup(response.data);
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!hasSixDigits(code)) return void notify.error(texts.codeMissing);
    setBusy(true);
    const response = await withToasts(
      { progress: texts.turningOn, success: texts.turnedOn, failure: texts.turnOnFailed },
      () => confirmSetupAtLogin({ challenge: challenge.challenge, code }),
    );
    setBusy(false);
    if (!response) return setCode('');
    const { recoveryCodes, ...session } = response;
    setFinished({ session, codes: recoveryCodes });
  }

  if (finished) {
    return (
      <RecoveryCodes
        codes={finished.codes}
        username={username}
        continueLabel={texts.continue}
        onContinue={() => onSession(finished.session)}
      />
    );
  }
  return (
    <div className="login-form two-step-login">
      <h2>{texts.setupRequiredHeading}</h2>
      <p className="login-subtitle">{texts.setUpRequired}</p>
      {setup ? (
        <form className="login-form" onSubmit={confirm} noValidate>
          <TwoStepKeyView setup={setup} username={username} />
          <CodeField kind="app" label={texts.codeLabel} value={code} onChange={setCode} />
          <button type="submit" className="button button-primary login-submit" disabled={busy}>
            {texts.turnOn}
          </button>
        </form>
      ) : (
        <button type="button" className="button button-primary login-submit" disabled={busy} onClick={begin}>
          {texts.setUp}
        </button>
      )}
      <div className="two-step-links">
        <button type="button" className="link-button" onClick={onRestart}>
          {texts.startAgain}
        </button>
      </div>
    </div>
  );
}
