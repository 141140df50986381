// The office's Subscribers panel: the counts and a search's subscriptions, removing one, the CSV.
import useSWR from 'swr';
import type { SubscribersOverview } from '@contract/modules/subscriptions/model';
import { api } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';
import { saveAttachment } from '../../lib/bulk';

export function useSubscribers(search: string) {
  const { data, error, mutate } = useSWR<SubscribersOverview>(adminApiPaths.subscribers(search), {
    keepPreviousData: true,
  });
  return { overview: data, failed: !!error && !data, refresh: () => mutate() };
}

export const removeSubscriber = (id: string) => api.delete<{ message: string }>(adminApiPaths.subscriber(id));

export const exportSubscribers = () => saveAttachment(adminApiPaths.subscribersCsv);
