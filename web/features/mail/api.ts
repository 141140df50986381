// The owners' Mail panel: whether mail is set up, the outbox, and a test mail.
import useSWR from 'swr';
import type { MailOverview } from '@contract/modules/mail/model';
import { api } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';

/** The outbox, read again every 5 seconds while the panel is open: a queued message shows as sent by itself. */
export function useMailOverview() {
  const { data, error, mutate } = useSWR<MailOverview>(adminApiPaths.mail, { refreshInterval: 5_000 });
  return { overview: data, failed: !!error && !data, refresh: () => mutate() };
}

export async function sendTestMail(to: string) {
  const result = await api.post<{ message: string }>(adminApiPaths.mailTest, { to });
  return result;
}
