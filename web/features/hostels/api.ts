import useSWR from 'swr';
import { publicRead } from '../../lib/api';
import { apiPaths } from '../../lib/api-paths';
import type { Hostel } from '@contract/modules/hostels/model';
import type { Mess } from '@contract/modules/messes/model';
import { messHostelId } from './display';

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

/** The mess whose hostel is this hostel; the mess list is fetched once and cached. */
export function useHostelMess(hostelId: string) {
  const { data, isLoading } = useSWR<Mess[]>(apiPaths.messes, { ...publicRead, revalidateIfStale: false });
  const mess = data?.find((entry) => messHostelId(entry.hostel) === hostelId) ?? null;
  return { mess, isLoading };
}
