import useSWR from 'swr';
import type { InstituteWay } from '@contract/auth/institute/texts';
import { fetcher } from './api';
import { adminApiPaths } from './admin-api-paths';

/**
 * What the sign-in page offers besides its form: a reset link, where the site can mail; the institute's ways,
 * which the Accounts panel offers too.
 */
export const useSignInOptions = () =>
  useSWR<{ passwordReset: boolean; institute: InstituteWay[] }>(adminApiPaths.signInOptions, fetcher);
