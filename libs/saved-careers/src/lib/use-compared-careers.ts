import { useGetCareerQuery } from '@pathwise/api';
import type { CareerDetails } from '@pathwise/contract';
import { COMPARE_LIMIT } from './compare-selection';

export type ComparedCareers =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  | { status: 'ready'; careers: CareerDetails[] };

/** The full details of each picked career; one query per column (at most COMPARE_LIMIT). */
export function useComparedCareers(codes: readonly string[]): ComparedCareers {
  // A fixed number of hooks, one per possible column; unused ones are skipped.
  const first = useGetCareerQuery(codes[0] ?? '', { skip: codes.length < 1 });
  const second = useGetCareerQuery(codes[1] ?? '', { skip: codes.length < 2 });
  const third = useGetCareerQuery(codes[2] ?? '', { skip: codes.length < 3 });
  const queries = [first, second, third].slice(0, Math.min(codes.length, COMPARE_LIMIT));

  const failed = queries.filter((query) => query.isError);
  if (failed.length > 0)
    return {
      status: 'error',
      error: failed[0]?.error,
      retry: () => failed.forEach((query) => void query.refetch()),
    };
  const careers = queries.map((query) => query.currentData);
  if (careers.some((career) => career === undefined)) return { status: 'loading' };
  return { status: 'ready', careers: careers as CareerDetails[] };
}
