import { useState } from 'react';
import useSWR from 'swr';
import type { SubscribeForm } from '@contract/modules/subscriptions/model';
import { apiPaths } from '../../../lib/api-paths';
import type { Notification } from '@contract/modules/notifications/model';
import { ConfirmDialog } from '../../../components/admin/confirm-dialog';
import { SendIcon } from '../../../components/admin/icons';
import { messageOf } from '../../../lib/public-api';
import { notify } from '../../../lib/toast';
import { mailNoticeAgain } from '../admin-api';
import { adminNotificationTexts as texts } from '../admin-texts';

/**
 * An urgent notice's "mail again" (after an edit): subscribers got it once when it went live. Asks first; shown
 * only on a site whose mail alerts are open.
 */
export function MailAgainButton({ notification, disabled }: { notification: Notification; disabled?: boolean }) {
  const { data: subscriptions } = useSWR<SubscribeForm>(apiPaths.subscribeForm, { revalidateOnFocus: false });
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  if (!subscriptions?.available) return null;

  async function send() {
    setSending(true);
    try {
      notify.success((await mailNoticeAgain(notification._id)).message);
      setAsking(false);
    } catch (error) {
      notify.error(messageOf(error, texts.mailAgainFailed));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className="icon-button card-icon-button"
        onClick={() => setAsking(true)}
        disabled={disabled}
        aria-label={texts.mailAgain(notification.title)}
        title={texts.mailAgainConfirm}
      >
        <SendIcon size={18} />
      </button>
      {asking && (
        <ConfirmDialog
          title={texts.mailAgainTitle}
          confirmLabel={texts.mailAgainConfirm}
          onConfirm={send}
          onCancel={() => setAsking(false)}
          busy={sending}
        >
          <p>{texts.mailAgainBody(notification.title)}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
