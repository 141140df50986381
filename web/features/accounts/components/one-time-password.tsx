import { Modal } from '../../../components/modal';
import { copyText } from '../../../lib/clipboard';
import { notify } from '../../../lib/toast';
import { accountTexts as t } from '../texts';

/** The one-time password an add or a reset gave, shown once with a Copy button. */
export function OneTimePassword({
  username,
  password,
  onClose,
}: {
  username: string;
  password: string;
  onClose: () => void;
}) {
  async function copy() {
    if (await copyText(password)) notify.success(t.copied);
    else notify.error(t.copyFailed);
  }
  return (
    <Modal title={t.oneTimeTitle} onClose={onClose}>
      <p>{t.oneTimeLead(username)}</p>
      <p className="one-time-password" data-testid="one-time-password">
        <code>{password}</code>
      </p>
      <div className="form-actions">
        <button type="button" className="button button-outline" onClick={copy}>
          {t.copy}
        </button>
        <button type="button" className="button button-primary" onClick={onClose}>
          {t.done}
        </button>
      </div>
    </Modal>
  );
}
