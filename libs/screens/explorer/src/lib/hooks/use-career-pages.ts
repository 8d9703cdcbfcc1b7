import type { CareerPage } from '@pathwise/contract';
import { useCallback, useMemo, useState } from 'react';
import type { ExplorerFilters } from '../explorer-params';
import { useExploreCareers } from './use-explore-careers';

export type CareerRow = CareerPage['items'][number];

/** Rows this close to the end of what has loaded already ask for the next page. */
const PREFETCH_ROWS = 30;

/**
 * The careers matching the filters, as one list of `total` rows of which the first `rows.length`
 * have loaded. While a new search loads, the previous results stay on screen (`stale`) rather than
 * flashing away.
 */
export function useCareerPages(filters: ExplorerFilters) {
  const {
    currentData,
    data,
    isError,
    isFetching,
    hasNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = useExploreCareers(filters);
  const shown = currentData ?? (isError ? undefined : data);
  // The filters the rows on screen answer, which lag behind the filters while a search loads.
  const [shownFilters, setShownFilters] = useState(filters);
  if (currentData && shownFilters !== filters) setShownFilters(filters);
  const rows = useMemo(() => shown?.pages.flatMap((page) => page.items) ?? [], [shown]);
  const total = shown?.pages[0]?.total ?? 0;
  const canLoadMore = Boolean(currentData) && hasNextPage && !isFetching && !isFetchNextPageError;

  /** Called with the last row on screen: loads the next page before the reader gets there. */
  const reached = useCallback(
    (index: number) => {
      if (canLoadMore && index >= rows.length - PREFETCH_ROWS) void fetchNextPage();
    },
    [canLoadMore, rows.length, fetchNextPage],
  );

  const status: 'loading' | 'error' | 'ready' = shown ? 'ready' : isError ? 'error' : 'loading';
  return {
    status,
    rows,
    total,
    shownFilters,
    stale: !currentData && Boolean(shown),
    /** Set once the current filters' own results are in: what was searched for, and how many. */
    settledTotal: currentData ? total : undefined,
    reached,
    /** A later page failed: the rows so far stay, with a way to try that page again. */
    pageFailed: Boolean(currentData) && isFetchNextPageError,
    retry: () => void (isFetchNextPageError ? fetchNextPage() : refetch()),
  };
}
