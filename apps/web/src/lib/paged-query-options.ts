import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** A page of a list asked a page at a time: its number and whether another follows. */
interface Page {
  page: number;
  hasMore: boolean;
}

/** The query options of such a list: page 1 first, then the next while the last one says there is more. */
export const pagedQueryOptions = <T extends Page, K extends QueryKey>(
  queryKey: K,
  getPage: (page: number, signal: AbortSignal) => Promise<T>,
) =>
  infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: T) => (last.hasMore ? last.page + 1 : undefined),
  });
