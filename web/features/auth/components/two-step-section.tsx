import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { FormActions } from '../../../components/admin/form-actions';
import { Spinner } from '../../../components/spinner';
import { mayEver } from '@contract/auth/permissions';
import { useAccount, useAuth } from '../../../lib/auth';
import { notify, withToasts } from '../../../lib/toast';
import {
  beginSetup,
  confirmSetup,
  newRecoveryCodes,
  setTwoStepRequired,
  turnOffTwoStep,
  useTwoStepStatus,
  type TwoStepKey,
  type TwoStepStatus,
} from '../api';
import { profileTexts, twoStepTexts as texts } from '../texts';
import { CodeField, hasSixDigits } from './code-field';
import { RecoveryCodes } from './recovery-codes';
import { TwoStepKeyView } from './two-step-key';

type Step =
  | { name: 'status' }
  | { name: 'password' }
  | { name: 'key'; setup: TwoStepKey }
  | { name: 'codes'; codes: string[] }
  | { name: 'off' }
  | { name: 'new-codes' };

/**
 * The profile's Two-step sign-in tab: its status, setting it up (the current
 * password, then the QR code and key, then the first code, then the recovery
 * codes shown once), turning it off, new recovery codes, and requiring it for
 * every account.
 */
export function TwoStepSection() {
  const { data: status, mutate } = useTwoStepStatus();
  const { username } = useAuth();
  // Requiring it of every account is an owner's call.
  const mayRequire = mayEver(useAccount(), 'accounts.manage');
  const [step, setStep] = useState<Step>({ name: 'status' });
  const [busy, setBusy] = useState(false);
  const back = () => setStep({ name: 'status' });

  /** Runs one call with its toasts; its response's status becomes the shown one. */
  async function run<T extends { message: string; data: object }>(
    toasts: Parameters<typeof withToasts>[0],
    call: () => Promise<T>,
  ) {
    setBusy(true);
    const response = await withToasts(toasts, call);
    setBusy(false);
    if (response && 'enabled' in response.data) void mutate(response.data as TwoStepStatus, { revalidate: false });
    return response;
  }

  /** Runs a call that makes recovery codes, then shows them. */
  async function runShowingCodes(
    toasts: Parameters<typeof withToasts>[0],
    call: () => Promise<{ message: string; data: { recoveryCodes: string[] } }>,
  ) {
    const response = await run(toasts, call);
    if (response) setStep({ name: 'codes', codes: response.data.recoveryCodes });
  }

  /** Shown ticked (or not) at once; the server's state again if it refuses. */
  async function changeRequired(current: TwoStepStatus, required: boolean) {
    void mutate({ ...current, required }, { revalidate: false });
    const response = await run(
      { progress: texts.savingRequired, success: texts.savingRequired, failure: texts.requiredFailed },
      () => setTwoStepRequired(required),
    );
    if (!response) void mutate();
  }

  if (!status) return <Spinner label={texts.loadingStatus} />;

  switch (step.name) {
    case 'password':
      return (
        <PasswordStep
          busy={busy}
          onCancel={back}
          onSubmit={async (currentPassword) => {
            const response = await run(
              { progress: texts.starting, success: texts.scanKey, failure: texts.startFailed },
              () => beginSetup({ currentPassword }),
            );
            if (response) setStep({ name: 'key', setup: response.data });
          }}
        />
      );
    case 'key':
      return (
        <CodeStep
          busy={busy}
          kind="app"
          submitLabel={texts.turnOn}
          onCancel={back}
          before={<TwoStepKeyView setup={step.setup} username={username} />}
          onSubmit={(code) =>
            runShowingCodes({ progress: texts.turningOn, success: texts.turnedOn, failure: texts.turnOnFailed }, () =>
              confirmSetup({ code }),
            )
          }
        />
      );
    case 'codes':
      return <RecoveryCodes codes={step.codes} username={username} continueLabel={texts.done} onContinue={back} />;
    case 'off':
      return (
        <CodeStep
          busy={busy}
          kind="either"
          withPassword
          submitLabel={texts.turnOff}
          danger
          onCancel={back}
          before={<p>{texts.turnOffIntro}</p>}
          onSubmit={async (code, currentPassword = '') => {
            if (
              await run({ progress: texts.turningOff, success: texts.turnedOff, failure: texts.turnOffFailed }, () =>
                turnOffTwoStep({ currentPassword, code }),
              )
            )
              back();
          }}
        />
      );
    case 'new-codes':
      return (
        <CodeStep
          busy={busy}
          kind="either"
          submitLabel={texts.newCodes}
          onCancel={back}
          before={<p>{texts.newCodesIntro}</p>}
          onSubmit={(code) =>
            runShowingCodes(
              { progress: texts.makingCodes, success: texts.newCodes, failure: texts.newCodesFailed },
              () => newRecoveryCodes({ code }),
            )
          }
        />
      );
    default:
      return (
        <div className="two-step-status">
          <p>
            {texts.statusLabel}:{' '}
            <strong className={`badge ${status.enabled ? 'badge-green' : 'badge-gray'}`}>
              {status.enabled ? texts.statusOn : texts.statusOff}
            </strong>
          </p>
          <p>{status.enabled ? texts.onIntro(status.recoveryCodesLeft) : texts.offIntro}</p>
          <div className="two-step-actions">
            {status.enabled ? (
              <>
                <button type="button" className="button button-outline" onClick={() => setStep({ name: 'new-codes' })}>
                  {texts.newCodes}
                </button>
                {!status.required && (
                  <button type="button" className="button button-danger" onClick={() => setStep({ name: 'off' })}>
                    {texts.turnOff}
                  </button>
                )}
              </>
            ) : (
              <button type="button" className="button button-primary" onClick={() => setStep({ name: 'password' })}>
                {texts.setUp}
              </button>
            )}
          </div>
          {mayRequire && (status.enabled || status.required) && (
            <label className="checkbox two-step-required">
              <input
                type="checkbox"
                checked={status.required}
                disabled={busy}
                aria-describedby="two-step-required-hint"
                onChange={(event) => changeRequired(status, event.target.checked)}
              />
              <span>
                {texts.requiredLabel}
                <span className="field-hint" id="two-step-required-hint">
                  {texts.requiredHint}
                </span>
              </span>
            </label>
          )}
        </div>
      );
  }
}

function PasswordStep({
  busy,
  onCancel,
  onSubmit,
}: {
  busy: boolean;
  onCancel: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) return void notify.error(texts.passwordMissing);
    onSubmit(password);
  }
  return (
    <form onSubmit={submit} noValidate className="profile-form">
      <p>{texts.offIntro}</p>
      <div className="field">
        <label htmlFor={id}>{texts.currentPassword}</label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoFocus
        />
      </div>
      <FormActions saving={busy} submitLabel={texts.setUp} onCancel={onCancel} />
    </form>
  );
}

type CodeStepProps = {
  busy: boolean;
  kind: 'app' | 'either';
  withPassword?: boolean;
  submitLabel: string;
  danger?: boolean;
  before: ReactNode;
  onCancel: () => void;
  onSubmit: (code: string, currentPassword?: string) => void;
};

/** A code (and, to turn off, the current password), checked here for what can be told before the server. */
function CodeStep({ busy, kind, withPassword, submitLabel, danger, before, onCancel, onSubmit }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const id = useId();
  function submit(event: FormEvent) {
    event.preventDefault();
    if (withPassword && !password) return void notify.error(profileTexts.fillAllFields);
    if (kind === 'app' ? !hasSixDigits(code) : !code.trim())
      return void notify.error(kind === 'app' ? texts.codeMissing : texts.recoveryMissing);
    onSubmit(code, password);
  }
  return (
    <form onSubmit={submit} noValidate className="profile-form two-step-form">
      {before}
      {withPassword && (
        <div className="field">
          <label htmlFor={id}>{texts.currentPassword}</label>
          <input
            id={id}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        </div>
      )}
      <CodeField
        kind={kind}
        label={kind === 'app' ? texts.codeLabel : texts.codeOrRecovery}
        value={code}
        onChange={setCode}
        autoFocus={!withPassword && kind !== 'app'}
      />
      <div className="form-actions">
        <button type="button" className="button button-ghost" onClick={onCancel} disabled={busy}>
          {texts.cancel}
        </button>
        <button type="submit" className={`button ${danger ? 'button-danger' : 'button-primary'}`} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
