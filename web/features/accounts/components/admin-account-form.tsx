import { useId } from 'react';
import type { Hostel } from '@contract/modules/hostels/model';
import { AccountInput, type Account } from '@contract/modules/accounts/model';
import { ROLES, ROLE_LABELS, type Role } from '@contract/auth/permissions';
import { accountMessages } from '@contract/modules/accounts/texts';
import { instituteMessages } from '@contract/auth/institute/texts';
import { Modal } from '../../../components/modal';
import { FormField } from '../../../components/admin/form-field';
import { FormActions } from '../../../components/admin/form-actions';
import { useLeaveGuard } from '../../../components/admin/discard-changes';
import { saveToasts, useEntityForm } from '../../../components/admin/use-entity-form';
import { fieldErrors } from '../../../lib/field-errors';
import { accountWrites, type PasswordResult } from '../api';
import { fieldRules } from '@contract/http/field-rules';
import { accountTexts as t } from '../texts';
import { useSignInOptions } from '../../../lib/sign-in-options';
import { SIGN_IN_WAY_NAMES, type SignInWay, isInstituteWay } from '@contract/auth/institute/texts';

const rules = fieldRules(AccountInput);

type Values = {
  username: string;
  role: Role;
  hostels: string[];
  email: string;
  signIn: SignInWay;
  instituteLogin: string;
};
type Field = 'username' | 'hostels' | 'email' | 'instituteLogin';

const validate = (values: Values) => ({
  ...fieldErrors<Field>(AccountInput, values, { username: true, hostels: true, email: true, instituteLogin: true }),
  ...(values.role === 'warden' && values.hostels.length === 0 ? { hostels: accountMessages.hostelsRequired } : {}),
  ...(isInstituteWay(values.signIn) && !values.instituteLogin.trim()
    ? { instituteLogin: instituteMessages.loginRequired(values.signIn) }
    : {}),
});

/** How the account signs in, as a write sends it: the way and its login, only when they change. */
function signInOf(values: Values, account: Account | null) {
  const instituteLogin = values.instituteLogin.trim();
  if (!isInstituteWay(values.signIn)) return {};
  if (account?.signIn === values.signIn && account.instituteLogin === instituteLogin) return {};
  return { signIn: values.signIn, instituteLogin };
}

type AdminAccountFormProps = {
  /** null adds an account. */
  account: Account | null;
  hostels: Hostel[];
  onClose: () => void;
  /** An added account's one-time password, to show once. */
  onAdded: (result: PasswordResult) => void;
};

/**
 * Add an account (username, role, a warden's hostels) or change
 * one's role and hostels; with changes, closing asks first.
 */
export function AdminAccountForm({ account, hostels, onClose, onAdded }: AdminAccountFormProps) {
  const { values, set, bind, errors, saving, submit, dirty } = useEntityForm({
    initialValues: (): Values => ({
      username: account?.username ?? '',
      role: account?.role ?? 'editor',
      hostels: account?.hostels ?? [],
      email: account?.email ?? '',
      signIn: account?.signIn ?? 'password',
      instituteLogin: account?.instituteLogin ?? '',
    }),
    validate,
    toasts: saveToasts(t, !!account),
    save: (values: Values) => {
      const hostelsOfRole = values.role === 'warden' ? values.hostels : [];
      const email = values.email.trim() || null;
      const signIn = signInOf(values, account);
      return account
        ? accountWrites.change(account._id, {
            role: values.role,
            hostels: hostelsOfRole,
            email,
            ...signIn,
            ...(account.awaitingApproval ? { disabled: false } : {}),
          })
        : accountWrites.add({
            username: values.username.trim(),
            role: values.role,
            hostels: hostelsOfRole,
            email,
            signIn: 'password',
            ...signIn,
          });
    },
    onSaved: (result) => {
      onClose();
      if ('password' in result && result.password) onAdded(result as PasswordResult);
    },
  });
  const id = useId();
  const institute = useSignInOptions().data?.institute ?? [];
  // An institute account goes back to a password through Reset password, which gives it a one-time one.
  const ways: SignInWay[] =
    account && isInstituteWay(account.signIn)
      ? [...new Set([account.signIn, ...institute])]
      : institute.length
        ? ['password', ...institute]
        : [];
  const { leave, prompt } = useLeaveGuard(dirty);
  const close = () => leave(onClose);
  const toggleHostel = (hostel: string, chosen: boolean) =>
    set('hostels', chosen ? [...values.hostels, hostel] : values.hostels.filter((each) => each !== hostel));

  return (
    <>
      <Modal
        title={
          account?.awaitingApproval
            ? t.approveTitle(account.username)
            : account
              ? t.editTitle(account.username)
              : t.addTitle
        }
        onClose={close}
      >
        <form onSubmit={submit} noValidate className="account-form">
          {account?.awaitingApproval && <p className="field-hint">{t.approveHint}</p>}
          {!account && (
            <FormField id={`${id}-username`} label={t.username} required hint={t.usernameHint} error={errors.username}>
              {(control) => (
                <input {...control} {...bind('username')} autoComplete="off" autoCapitalize="none" spellCheck={false} />
              )}
            </FormField>
          )}
          <DescribedChoices
            legend={t.role}
            name="role"
            choices={ROLES}
            chosen={values.role}
            onChoose={(role) => set('role', role)}
            label={(role) => ROLE_LABELS[role]}
            description={(role) => t.roleDescriptions[role]}
          />
          {values.role === 'warden' && (
            <fieldset
              className="account-hostels"
              aria-describedby={`${id}-hostels-hint${errors.hostels ? ` ${id}-hostels-error` : ''}`}
            >
              <legend>{t.hostels}</legend>
              <p className="field-hint" id={`${id}-hostels-hint`}>
                {t.hostelsHint}
              </p>
              {hostels.length === 0 && <p>{t.noHostels}</p>}
              {hostels.map((hostel, index) => (
                <label key={hostel._id} className="checkbox-row">
                  <input
                    type="checkbox"
                    name={index === 0 ? 'hostels' : undefined}
                    checked={values.hostels.includes(hostel._id)}
                    onChange={(event) => toggleHostel(hostel._id, event.target.checked)}
                  />
                  {hostel.name}
                </label>
              ))}
              {errors.hostels && (
                <p className="field-error" id={`${id}-hostels-error`} role="alert">
                  {errors.hostels}
                </p>
              )}
            </fieldset>
          )}
          {ways.length > 0 && (
            <DescribedChoices
              legend={t.signIn}
              name="signIn"
              choices={ways}
              chosen={values.signIn}
              onChoose={(way) => set('signIn', way)}
              label={(way) => SIGN_IN_WAY_NAMES[way]}
              description={(way) => t.signInDescriptions[way]}
            />
          )}
          {isInstituteWay(values.signIn) && (
            <FormField
              id={`${id}-institute-login`}
              label={t.instituteLogin[values.signIn]}
              required
              rule={rules.instituteLogin}
              hint={t.instituteLoginHint}
              error={errors.instituteLogin}
            >
              {(control) => (
                <input
                  {...control}
                  {...bind('instituteLogin')}
                  type={values.signIn === 'oidc' ? 'email' : 'text'}
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </FormField>
          )}
          <FormField id={`${id}-email`} label={t.email} rule={rules.email} hint={t.emailHint} error={errors.email}>
            {(control) => (
              <input
                {...control}
                {...bind('email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormActions
            submitLabel={account?.awaitingApproval ? t.approveSubmit : account ? t.editSubmit : t.addSubmit}
            onCancel={close}
            saving={saving}
          />
        </form>
      </Modal>
      {prompt}
    </>
  );
}

/** A choice of one, each option named and described beneath (a role, a way of signing in). */
function DescribedChoices<T extends string>(props: {
  legend: string;
  name: string;
  choices: readonly T[];
  chosen: T;
  onChoose: (choice: T) => void;
  label: (choice: T) => string;
  description: (choice: T) => string;
}) {
  return (
    <fieldset className="account-roles">
      <legend>{props.legend}</legend>
      {props.choices.map((choice) => (
        <label key={choice} className="account-role">
          <input
            type="radio"
            name={props.name}
            value={choice}
            checked={props.chosen === choice}
            onChange={() => props.onChoose(choice)}
          />
          <span>
            <strong>{props.label(choice)}</strong>
            <span className="account-role-description">{props.description(choice)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
