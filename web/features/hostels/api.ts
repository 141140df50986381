// Hostels (SPEC.md section 7): the public pages' reads (the console's list
// and writes are admin-api.ts).
import useSWR from 'swr';
import { publicRead } from '../../lib/public-api';
import { apiPaths } from '../../lib/api-paths';
import type { Hostel } from '@contract/modules/hostels/model';

/** All hostels; an empty list while loading or after a failure. */
export function useHostels() {
  const { data, isLoading } = useSWR<Hostel[]>(apiPaths.hostels, publicRead);
  return { hostels: data ?? [], isLoading };
}

/** One hostel: any failure (404 above all) reads as not found. */
export function useHostel(id: string) {
  const { data, error, isLoading } = useSWR<Hostel>(apiPaths.hostel(id), publicRead);
  return { hostel: error ? undefined : data, isLoading: isLoading && !error };
}
