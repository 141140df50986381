// A list the server sends a page at a time, newest first, each page naming
// the cursor of the next older one (the activity log, the trash).
import useSWRInfinite from 'swr/infinite';

type Page = { next: string | null };

/** The pages read so far; `more` reads the next older page, `reload` reads them all again. */
export function useOlderPages<P extends Page>(pathOf: (before: string | undefined) => string) {
  const { data, error, size, setSize, isValidating, mutate } = useSWRInfinite<P>(
    (index, previous: P | null) => (index > 0 && !previous?.next ? null : pathOf(previous?.next ?? undefined)),
    { revalidateFirstPage: true },
  );
  return {
    pages: data,
    error,
    hasMore: !!data?.[data.length - 1]?.next,
    loadingMore: isValidating && size > (data?.length ?? 0),
    more: () => setSize(size + 1),
    reload: () => mutate(),
  };
}
