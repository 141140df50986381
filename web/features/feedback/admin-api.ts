// The Inbox: the visitors' messages and their status.
import useSWR from 'swr';
import type { Feedback, FeedbackStatus } from '@contract/modules/feedback/model';
import { api, type WriteResult } from '../../lib/api';
import { adminApiPaths } from '../../lib/admin-api-paths';

export type Inbox = { items: Feedback[]; newCount: number };

/** The Inbox, of one status ('' for all). */
export const useInbox = (status: FeedbackStatus | '' = '') => useSWR<Inbox>(adminApiPaths.inbox(status));

export const setFeedbackStatus = (id: string, status: FeedbackStatus) =>
  api.put<WriteResult<Feedback>>(adminApiPaths.feedbackItem(id), { status });
