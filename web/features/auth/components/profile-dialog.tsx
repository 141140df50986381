import { useId, useState, type FormEvent } from 'react';
import { PASSWORD_RULE, USERNAME_RULE, isValidPassword, isValidUsername } from '@contract/auth/rules';
import { Modal } from '../../../components/modal';
import { TabPanel, Tabs } from '../../../components/tabs';
import { FormActions } from '../../../components/admin/form-actions';
import { NewPasswordFields, PasswordField, TextField } from './account-fields';
import { rememberedLogin, setAuth, useAuth } from '../../../lib/auth';
import { instituteMessages } from '@contract/auth/institute/texts';
import { notify, withToasts } from '../../../lib/toast';
import { changePassword, changeUsername, type Session } from '../api';
import { profileTexts } from '../texts';
import { TwoStepSection } from './two-step-section';
import { MailTab } from './mail-tab';

type Tab = 'username' | 'password' | 'two-step' | 'mail';

const tabs: { key: Tab; label: string }[] = [
  { key: 'username', label: profileTexts.usernameTab },
  { key: 'password', label: profileTexts.passwordTab },
  { key: 'two-step', label: profileTexts.twoStepTab },
  { key: 'mail', label: profileTexts.mailTab },
];

/**
 * The Admin Profile dialog (SPEC.md sections 2, 5 and 8), with a third tab
 * for two-step sign-in and a fourth for the office's mail. Closing it by the backdrop, Escape or Cancel unmounts
 * the forms, which clears every field.
 */
export function ProfileDialog({ onClose, initialTab = 'username' }: { onClose: () => void; initialTab?: Tab }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const id = useId();
  const { signIn } = useAuth();
  const institute = signIn !== 'password' && (
    <p className="login-notice">{instituteMessages.signsInThroughInstitute}</p>
  );

  return (
    <Modal title={profileTexts.title} onClose={onClose}>
      <Tabs label={profileTexts.title} id={id} tabs={tabs} active={tab} onChange={setTab} variant="segmented" />
      <TabPanel id={id} tab={tab}>
        {tab === 'username' ? (
          institute || <UsernameForm onDone={onClose} />
        ) : tab === 'password' ? (
          institute || <PasswordForm onDone={onClose} />
        ) : tab === 'two-step' ? (
          <TwoStepSection />
        ) : (
          <MailTab />
        )}
      </TabPanel>
    </Modal>
  );
}

/**
 * Sends one profile change with its toasts. The server ends every other
 * session, so on success the response's session is the one to use now, and the
 * dialog closes.
 */
function useProfileChange(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  async function save(
    toasts: Parameters<typeof withToasts>[0],
    call: () => Promise<{ message?: string; data: Session }>,
    adopted?: (session: Session) => void,
  ) {
    setBusy(true);
    const result = await withToasts(toasts, call);
    setBusy(false);
    if (!result) return;
    setAuth({ ...result.data, isLogin: true });
    adopted?.(result.data);
    onDone();
  }
  return { busy, save };
}

function UsernameForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newUsername, setNewUsername] = useState('');
  const { busy, save } = useProfileChange(onDone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const username = newUsername.trim();
    if (!currentPassword || !username) return void notify.error(profileTexts.fillAllFields);
    // The server holds new usernames to the login rule too; saying so here saves a round trip.
    if (!isValidUsername(username)) return void notify.error(USERNAME_RULE);
    await save(
      {
        progress: profileTexts.changingUsername,
        success: profileTexts.usernameChanged,
        failure: profileTexts.usernameFailed,
      },
      () => changeUsername({ currentPassword, newUsername: username }),
      (session) => {
        if (rememberedLogin.username()) rememberedLogin.save(session.username, rememberedLogin.remember());
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="profile-form">
      <PasswordField
        label={profileTexts.currentPassword}
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
      />
      <TextField
        label={profileTexts.newUsername}
        value={newUsername}
        onChange={setNewUsername}
        autoComplete="username"
        hint={profileTexts.usernameHint}
      />
      <FormActions saving={busy} submitLabel={profileTexts.usernameTab} onCancel={onDone} />
    </form>
  );
}

function PasswordForm({ onDone }: { onDone: () => void }) {
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, save } = useProfileChange(onDone);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!currentPassword || !newPassword || !confirmPassword) return void notify.error(profileTexts.fillAllFields);
    if (newPassword !== confirmPassword) return void notify.error(profileTexts.passwordsDoNotMatch);
    if (newPassword.length < 6) return void notify.error(profileTexts.passwordTooShort);
    // SPEC.md's check is 6 characters, but a password outside the login rule could never be used to log in.
    if (!isValidPassword(newPassword)) return void notify.error(PASSWORD_RULE);
    await save(
      {
        progress: profileTexts.changingPassword,
        success: profileTexts.passwordChanged,
        failure: profileTexts.passwordFailed,
      },
      () => changePassword({ currentPassword, newPassword }),
    );
  }

  return (
    <form onSubmit={submit} noValidate className="profile-form">
      <PasswordField
        label={profileTexts.currentPassword}
        value={currentPassword}
        onChange={setCurrentPassword}
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={newPassword}
        confirmation={confirmPassword}
        onPassword={setNewPassword}
        onConfirmation={setConfirmPassword}
      />
      <FormActions saving={busy} submitLabel={profileTexts.passwordTab} onCancel={onDone} />
    </form>
  );
}
