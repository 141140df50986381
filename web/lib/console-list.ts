import useSWR from 'swr';

/**
 * A list the console shows: undefined until the first fetch ends; a failed
 * fetch is logged (and `onFailure` may say so) and reads as an empty list
 * (SPEC.md section 4).
 */
export function useConsoleList<T>(path: string, what: string, onFailure?: () => void): T[] | undefined {
  const { data, error } = useSWR<T[]>(path, {
    shouldRetryOnError: false,
    onError: (failure: unknown) => {
      console.error(`Fetching ${what} failed`, failure);
      onFailure?.();
    },
  });
  return error ? [] : data;
}
