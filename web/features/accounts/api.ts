// The office's accounts: the owner's list and its writes.
import type { Account, AccountChange, AccountInput } from '@contract/modules/accounts/model';
import useSWR, { mutate } from 'swr';
import { api, fetcher, type WriteResult } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { useConsoleList } from '../../lib/console-list';
import { entityWrites } from '../../lib/entity-writes';

/** Whether an unknown institute identity's first sign-in asks for an account. */
export const useAccountRequests = () => useSWR<{ allowed: boolean }>(adminApiPaths.accountRequests, fetcher);

/** The choice shows at once; a refused write reads the setting back. */
export async function allowAccountRequests(allowed: boolean) {
  await mutate(adminApiPaths.accountRequests, { allowed }, { revalidate: false });
  try {
    return await api.put<WriteResult<{ allowed: boolean }>>(adminApiPaths.accountRequests, { allowed });
  } catch (error) {
    await mutate(adminApiPaths.accountRequests);
    throw error;
  }
}

export function useAccounts(): Account[] | undefined {
  return useConsoleList<Account>(adminApiPaths.accounts, 'accounts');
}

/** A write that gives the account a one-time password, shown once. */
export type PasswordResult = WriteResult<Account> & { password: string };

const writes = entityWrites<Account, AccountInput | AccountChange>({
  list: adminApiPaths.accounts,
  item: adminApiPaths.account,
});

export const accountWrites = {
  add: async (input: AccountInput) =>
    (await writes.cacheSaved(await api.post<PasswordResult>(adminApiPaths.accounts, input), true)) as PasswordResult,
  change: (id: string, change: AccountChange) => writes.update(id, change),
  resetPassword: async (id: string) =>
    (await writes.cacheSaved(
      await api.post<PasswordResult>(adminApiPaths.accountPassword(id)),
      false,
    )) as PasswordResult,
  resetTwoStep: async (id: string) =>
    writes.cacheSaved(await api.delete<WriteResult<Account>>(adminApiPaths.accountTwoStep(id)), false),
  remove: writes.remove,
};
