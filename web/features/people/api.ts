// People (SPEC.md section 7): the list the directory and the console
// each read (the console's writes are admin-api.ts).
import useSWR, { useSWRConfig } from 'swr';
import { messageOf } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import { notify } from '../../lib/toast';
import type { Person } from '@contract/modules/people/model';
import { peopleTexts } from './texts';

/**
 * GET /api/people with SPEC.md's toasts on the first load: 'Loading...' while
 * pending; on a failure the server's message (else 'Error fetching people')
 * and an empty list. A read again after a write is silent.
 */
async function fetchPeople(
  read: (path: string) => Promise<Person[]>,
  path: string,
  firstLoad: boolean,
): Promise<Person[]> {
  if (firstLoad) notify.loading(peopleTexts.fetching);
  try {
    const people = await read(path);
    if (firstLoad) notify.dismiss();
    return people;
  } catch (error) {
    console.error(error);
    if (firstLoad) notify.error(messageOf(error, peopleTexts.fetchFailed));
    return [];
  }
}

/**
 * Every person, read as the side showing them reads (the directory as
 * a visitor); fetched only while not yet loaded (SPEC.md section 4).
 */
export function usePeople() {
  const { fetcher, cache } = useSWRConfig();
  const read = fetcher as (path: string) => Promise<Person[]>;
  const { data } = useSWR<Person[]>(
    apiPaths.people,
    (path: string) => fetchPeople(read, path, cache.get(path)?.data === undefined),
    {
      revalidateIfStale: false,
      revalidateOnReconnect: false,
    },
  );
  return { people: data ?? [], isLoading: data === undefined };
}
