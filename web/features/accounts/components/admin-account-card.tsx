import type { Account } from '@contract/modules/accounts/model';
import { ROLE_LABELS } from '@contract/auth/permissions';
import { CardButton, CardDetails, EditDeleteButtons, EntityCard } from '../../../components/admin/entity-card';
import { accountTexts as t } from '../texts';
import { SIGN_IN_WAY_NAMES } from '@contract/auth/institute/texts';

type AdminAccountCardProps = {
  account: Account;
  /** The hostels' names by id, for a warden's. */
  hostelNames: Map<string, string>;
  isSelf: boolean;
  busy: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  onToggleDisabled?: () => void;
  onResetPassword: () => void;
  /** Left out for the account itself, and when two-step is off. */
  onResetTwoStep?: () => void;
};

const ROLE_BADGES = { owner: 'badge-purple', editor: 'badge-blue', warden: 'badge-green' } as const;

/**
 * One account: its role, a warden's hostels, whether it is disabled,
 * on a one-time password or has two-step on, and its actions.
 */
export function AdminAccountCard({
  account,
  hostelNames,
  isSelf,
  busy,
  onEdit,
  onDelete,
  onToggleDisabled,
  onResetPassword,
  onResetTwoStep,
}: AdminAccountCardProps) {
  const hostels = account.hostels.map((id) => hostelNames.get(id) ?? id).join(', ');
  return (
    <EntityCard
      title={account.username}
      updatedAt={account.updatedAt}
      badges={
        <>
          <span className={`badge ${ROLE_BADGES[account.role]}`}>{ROLE_LABELS[account.role]}</span>
          {isSelf && <span className="badge badge-gray">{t.you}</span>}
          {account.disabled && <span className="badge badge-red">{t.disabledBadge}</span>}
          {account.mustChangePassword && <span className="badge badge-amber">{t.mustChangePasswordBadge}</span>}
          {account.awaitingApproval && <span className="badge badge-amber">{t.awaitingBadge}</span>}
        </>
      }
      actions={
        <>
          <EditDeleteButtons
            name={account.username}
            onEdit={onEdit}
            onDelete={onDelete}
            disabled={busy}
            variant="text"
          />
          {account.awaitingApproval && onEdit ? (
            <CardButton
              label={t.approve}
              ariaLabel={t.approveAccount(account.username)}
              onClick={onEdit}
              disabled={busy}
            />
          ) : (
            onToggleDisabled && (
              <CardButton
                label={account.disabled ? t.enable : t.disable}
                ariaLabel={account.disabled ? t.enableAccount(account.username) : t.disableAccount(account.username)}
                onClick={onToggleDisabled}
                disabled={busy}
              />
            )
          )}
          <CardButton
            label={t.resetPassword}
            ariaLabel={t.resetPasswordOf(account.username)}
            onClick={onResetPassword}
            disabled={busy}
          />
          {onResetTwoStep && (
            <CardButton
              label={t.resetTwoStep}
              ariaLabel={t.resetTwoStepOf(account.username)}
              onClick={onResetTwoStep}
              disabled={busy}
            />
          )}
        </>
      }
    >
      <CardDetails
        rows={[
          [t.role, t.roleDescriptions[account.role]],
          [t.hostels, account.role === 'warden' ? hostels : null],
          [t.email, account.email],
          [
            t.signIn,
            account.instituteLogin
              ? `${SIGN_IN_WAY_NAMES[account.signIn]} (${account.instituteLogin})`
              : SIGN_IN_WAY_NAMES[account.signIn],
          ],
          [t.twoStep, account.twoStep ? t.twoStepOn : t.twoStepOff],
        ]}
      />
    </EntityCard>
  );
}
