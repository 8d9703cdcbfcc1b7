import {
  useGetCoinsQuery,
  useGetFavouritesQuery,
  useGetPersonalityAnswersQuery,
  useGetPersonalityReportQuery,
} from '@pathwise/api';
import { selectSessionStatus } from '@pathwise/auth';
import {
  useFavourites,
  useInterestResult,
  useInterestSort,
  useOnboarding,
} from '@pathwise/progress';
import { useTopSuggestions } from '@pathwise/career-fits';
import { useAppSelector } from '@pathwise/store';
import { useCallback } from 'react';
import { type LoadStatus, loadStatus } from '../load-status';

/** One part's data, where it is, and a way to ask again after it failed. */
export type Loaded<T> = {
  status: LoadStatus;
  data: T | undefined;
  /** Why it failed, to say so in words that fit (see ErrorState). */
  error: unknown;
  retry: () => void;
};

const TOP_SUGGESTIONS = 5;

/**
 * Everything the dashboard shows, each part requested on its own so one failure never blanks the
 * others. The screen is behind sign-in, so account requests wait until the sign-in is confirmed.
 */
export function useDashboardData() {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const skip = !signedIn;

  const reportQuery = useGetPersonalityReportQuery(undefined, { skip });
  const report = loaded(reportQuery, signedIn);
  // Answers in progress matter only until there is a report.
  const answersQuery = useGetPersonalityAnswersQuery(undefined, {
    skip: skip || report.status !== 'none',
  });
  const suggestionsQuery = useTopSuggestions(TOP_SUGGESTIONS, { skip });
  const coinsQuery = useGetCoinsQuery(undefined, { skip });
  // Shares the cache with useFavourites; used here only to try again after a failure.
  const { refetch: refetchFavourites } = useGetFavouritesQuery(undefined, { skip });
  const retryFavourites = useCallback(() => {
    if (signedIn) void refetchFavourites();
  }, [refetchFavourites, signedIn]);

  return {
    report,
    answers: loaded(answersQuery, signedIn),
    suggestions: loaded(suggestionsQuery, signedIn),
    coins: loaded(coinsQuery, signedIn),
    onboarding: useOnboarding(),
    sort: useInterestSort(),
    interests: useInterestResult(),
    favourites: { ...useFavourites(), retry: retryFavourites },
  };
}

type QueryResult<T> = {
  data?: T;
  isError: boolean;
  error?: unknown;
  isUninitialized: boolean;
  refetch: () => unknown;
};

function loaded<T>(query: QueryResult<T>, signedIn: boolean): Loaded<NonNullable<T>> {
  return {
    status: loadStatus({ signedIn, data: query.data, isError: query.isError }),
    data: query.data ?? undefined,
    error: query.error,
    retry: () => {
      if (!query.isUninitialized) void query.refetch();
    },
  };
}
