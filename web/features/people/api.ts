import useSWR, { preload } from 'swr';
import { api, messageOf } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import { notify } from '../../lib/toast';
import type { Person } from '@contract/modules/people/model';
import { peopleTexts } from './texts';

/**
 * GET /api/people with SPEC.md's toasts: 'Loading...' while pending; on a
 * failure the server's message (else 'Error fetching people') and an empty list.
 */
async function fetchPeople(path: string): Promise<Person[]> {
  notify.loading(peopleTexts.fetching);
  try {
    const people = await api.get<Person[]>(path);
    notify.dismiss();
    return people;
  } catch (error) {
    console.error(error);
    notify.error(messageOf(error, peopleTexts.fetchFailed));
    return [];
  }
}

/** Starts the read before the People page has rendered (app.tsx), with the same toasts. */
export const preloadPeople = () => void preload(apiPaths.people, fetchPeople);

/** Every person, shared by the directory and the console; fetched only while not yet loaded (SPEC.md section 4). */
export function usePeople() {
  const { data } = useSWR<Person[]>(apiPaths.people, fetchPeople, {
    revalidateIfStale: false,
    revalidateOnReconnect: false,
  });
  return { people: data ?? [], isLoading: data === undefined };
}
