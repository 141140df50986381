import { useId, useMemo, useState } from 'react';
import type { Account } from '@contract/modules/accounts/model';
import type { Hostel } from '@contract/modules/hostels/model';
import { EntityPanel } from '../../../components/admin/entity-panel';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { useAuth } from '../../../lib/auth';
import { withToasts } from '../../../lib/toast';
import { accountWrites, allowAccountRequests, useAccountRequests, useAccounts, type PasswordResult } from '../api';
import { useSignInOptions } from '../../../lib/sign-in-options';
import { accountTexts as t } from '../texts';
import { AdminAccountCard } from './admin-account-card';
import { AdminAccountForm } from './admin-account-form';
import { OneTimePassword } from './one-time-password';

/** Where the site signs staff in through the institute: whether a stranger's first sign-in asks for an account. */
function AccountRequestsSetting() {
  const institute = useSignInOptions().data?.institute ?? [];
  const { data } = useAccountRequests();
  const [saving, setSaving] = useState(false);
  const headingId = useId();
  if (!institute.length || !data) return null;
  async function change(allowed: boolean) {
    setSaving(true);
    await withToasts({ progress: t.requestsSaving, success: t.updated, failure: t.requestsFailed }, () =>
      allowAccountRequests(allowed),
    );
    setSaving(false);
  }
  return (
    <section className="account-requests" aria-labelledby={headingId}>
      <h3 id={headingId}>{t.requestsTitle}</h3>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={data.allowed}
          disabled={saving}
          onChange={(event) => change(event.target.checked)}
        />
        {t.requests}
      </label>
      <p className="field-hint">{t.requestsHint}</p>
    </section>
  );
}

/**
 * The office's accounts, for owners: add one with a one-time
 * password shown once, change its role and hostels, disable or enable it,
 * reset its password or its two-step sign-in (a lost phone), delete it. An
 * owner does not disable, delete or reset the two-step of itself here; another
 * owner can.
 */
export function AccountsPanel({ hostels }: { hostels: Hostel[] }) {
  const accounts = useAccounts();
  const { accountId } = useAuth();
  const hostelNames = useMemo(() => new Map(hostels.map((hostel) => [hostel._id, hostel.name])), [hostels]);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [resetting, setResetting] = useState<Account | null>(null);
  const [resettingTwoStep, setResettingTwoStep] = useState<Account | null>(null);
  const [shown, setShown] = useState<PasswordResult | null>(null);

  async function busyWith<T extends { message?: string }>(
    account: Account,
    toasts: Parameters<typeof withToasts>[0],
    call: () => Promise<T>,
  ) {
    setBusyId(account._id);
    const result = await withToasts(toasts, call);
    setBusyId(null);
    return result;
  }

  const toggleDisabled = (account: Account) =>
    busyWith(
      account,
      { progress: account.disabled ? t.enabling : t.disabling, success: t.updated, failure: t.writeFailed },
      () => accountWrites.change(account._id, { disabled: !account.disabled }),
    );

  async function resetPassword(account: Account) {
    const result = await busyWith(account, { progress: t.resetting, success: t.updated, failure: t.resetFailed }, () =>
      accountWrites.resetPassword(account._id),
    );
    setResetting(null);
    if (result) setShown(result);
  }

  async function resetTwoStep(account: Account) {
    await busyWith(
      account,
      { progress: t.resettingTwoStep, success: t.twoStepReset, failure: t.resetTwoStepFailed },
      () => accountWrites.resetTwoStep(account._id),
    );
    setResettingTwoStep(null);
  }

  return (
    <>
      <EntityPanel
        texts={t}
        items={accounts}
        remove={accountWrites.remove}
        grants={{ canAdd: true, canEdit: () => true, canDelete: (account) => account._id !== accountId }}
        confirmDialog={{ title: t.deleteTitle, body: (account) => <p>{t.deleteBody(account.username)}</p> }}
        renderCard={(account, actions) => (
          <AdminAccountCard
            account={account}
            hostelNames={hostelNames}
            isSelf={account._id === accountId}
            busy={actions.busy || busyId === account._id}
            onEdit={actions.onEdit}
            onDelete={actions.onDelete}
            onToggleDisabled={account._id === accountId ? undefined : () => void toggleDisabled(account)}
            onResetPassword={() => setResetting(account)}
            onResetTwoStep={
              account._id !== accountId && account.twoStep ? () => setResettingTwoStep(account) : undefined
            }
          />
        )}
        renderForm={(account, close) => (
          <AdminAccountForm account={account} hostels={hostels} onClose={close} onAdded={setShown} />
        )}
      />
      <AccountRequestsSetting />
      {resetting && (
        <ConfirmDialog
          title={t.resetConfirmTitle}
          onConfirm={() => resetPassword(resetting)}
          onCancel={() => setResetting(null)}
          busy={busyId !== null}
        >
          <p>{t.resetConfirm(resetting.username)}</p>
        </ConfirmDialog>
      )}
      {resettingTwoStep && (
        <ConfirmDialog
          title={t.resetTwoStepTitle}
          onConfirm={() => resetTwoStep(resettingTwoStep)}
          onCancel={() => setResettingTwoStep(null)}
          busy={busyId !== null}
        >
          <p>{t.resetTwoStepConfirm(resettingTwoStep.username)}</p>
        </ConfirmDialog>
      )}
      {shown && (
        <OneTimePassword username={shown.data.username} password={shown.password} onClose={() => setShown(null)} />
      )}
    </>
  );
}
